/**
 * The rich-text toolbar's edits on Markdown source (ADR 36 2.3: bodies are Markdown; Tiptap is not adopted this
 * round). Each takes the text and the selection and gives the new text and the selection to restore, so the
 * person can keep typing: a placeholder is selected to be typed over, a link's address is selected to be filled in.
 */

export const MARKDOWN_FORMATS = [
  { id: 'bold', label: 'Bold' },
  { id: 'italic', label: 'Italic' },
  { id: 'link', label: 'Link' },
  { id: 'heading', label: 'Heading' },
  { id: 'list', label: 'List' },
] as const

export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number]['id']

export interface MarkdownEdit {
  text: string
  start: number
  end: number
}

function wrap(text: string, start: number, end: number, mark: string, placeholder: string): MarkdownEdit {
  const inner = text.slice(start, end) || placeholder
  const next = `${text.slice(0, start)}${mark}${inner}${mark}${text.slice(end)}`
  return { text: next, start: start + mark.length, end: start + mark.length + inner.length }
}

function link(text: string, start: number, end: number): MarkdownEdit {
  const label = text.slice(start, end) || 'link text'
  const address = 'https://'
  const before = `${text.slice(0, start)}[${label}](`
  return { text: `${before}${address})${text.slice(end)}`, start: before.length, end: before.length + address.length }
}

/** Puts `prefix` before every line the selection touches, or takes it away if every one has it already. */
function prefixLines(text: string, start: number, end: number, prefix: string): MarkdownEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', Math.max(end - (end > start && text[end - 1] === '\n' ? 1 : 0), start))
  const to = lineEnd === -1 ? text.length : lineEnd
  const lines = text.slice(from, to).split('\n')
  const remove = lines.every((line) => line.startsWith(prefix))
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line)).join('\n')
  // The changed lines stay selected: what changed is visible, and the same button undoes it.
  return { text: text.slice(0, from) + changed + text.slice(to), start: from, end: from + changed.length }
}

export function applyFormat(text: string, start: number, end: number, format: MarkdownFormat): MarkdownEdit {
  switch (format) {
    case 'bold':
      return wrap(text, start, end, '**', 'bold text')
    case 'italic':
      return wrap(text, start, end, '*', 'italic text')
    case 'link':
      return link(text, start, end)
    case 'heading':
      // A heading is one line: the one the cursor is on.
      return prefixLines(text, start, start, '## ')
    case 'list':
      return prefixLines(text, start, end, '- ')
  }
}
