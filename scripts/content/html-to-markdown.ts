import { parseDocument } from 'htmlparser2'

/**
 * Today's page bodies (HTML in TypeScript) as Markdown (ADR 36, 2.2): CommonMark with GFM tables, a `Table: …`
 * caption line above a table, and `<bdi>` kept inline (the one raw tag the editor writes). The subset the bodies
 * use is small (ADR 36 2.1); anything else is an error rather than a silent loss.
 */

type Node = ReturnType<typeof parseDocument>['children'][number]
type Element = Extract<Node, { name: string; attribs: Record<string, string>; children: Node[] }>

const isElement = (node: Node): node is Element => node.type === 'tag'
const textOf = (node: Node): string => (node.type === 'text' ? (node as { data: string }).data : '')

/** Characters that would start Markdown syntax inside a line of text. */
function escapeInline(text: string, inTable: boolean): string {
  let out = text.replace(/[\\`*_[\]<~]/g, (c) => `\\${c}`).replace(/&(?=#?\w+;)/g, '\\&')
  if (inTable) out = out.replace(/\|/g, '\\|')
  return out
}

/** Syntax that only means something at the start of a line (a heading, a list item, a quote). */
function escapeLineStart(line: string): string {
  return line.replace(/^(#{1,6}(?:\s|$)|[-+](?:\s|$)|>|\d+(?=[.)](?:\s|$)))/, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`))
}

const PUNCTUATION = /[\p{P}\p{S}]/u

/**
 * `**x**` only closes when its delimiters are flanking (CommonMark 6.2): content ending in punctuation before a
 * letter, for instance, does not; such a span keeps its HTML tag, which the Markdown passes through.
 */
function emphasis(marker: string, tag: string, inner: string, before: string, after: string): string {
  const first = inner[0] ?? ''
  const last = inner.at(-1) ?? ''
  const opens = !(PUNCTUATION.test(first) && before !== '' && !/\s/.test(before) && !PUNCTUATION.test(before))
  const closes = !(PUNCTUATION.test(last) && after !== '' && !/\s/.test(after) && !PUNCTUATION.test(after))
  return opens && closes ? `${marker}${inner}${marker}` : `<${tag}>${inner}</${tag}>`
}

function inline(nodes: Node[], inTable = false): string {
  const parts: string[] = []
  nodes.forEach((node, i) => {
    if (node.type === 'text') {
      parts.push(escapeInline(textOf(node).replace(/\s+/g, ' '), inTable))
      return
    }
    if (!isElement(node)) return
    const inner = inline(node.children, inTable)
    const lead = inner.match(/^\s*/)?.[0] ?? ''
    const trail = inner.match(/\s*$/)?.[0] ?? ''
    const core = inner.trim()
    const before = (parts.join('').at(-1) ?? '') + lead
    const next = nodes[i + 1]
    const after = trail || (next ? (next.type === 'text' ? textOf(next)[0] : 'x') : '') || ''
    switch (node.name) {
      case 'strong':
        parts.push(lead + emphasis('**', 'strong', core, before.at(-1) ?? '', after[0] ?? '') + trail)
        return
      case 'em':
        parts.push(lead + emphasis('*', 'em', core, before.at(-1) ?? '', after[0] ?? '') + trail)
        return
      case 'a': {
        const href = node.attribs.href ?? ''
        if (Object.keys(node.attribs).some((a) => a !== 'href') || /[\s()<>]/.test(href))
          throw new Error(`a link this converter cannot write as Markdown: <a ${JSON.stringify(node.attribs)}>`)
        parts.push(`${lead}[${core}](${href})${trail}`)
        return
      }
      case 'bdi': {
        const dir = node.attribs.dir
        parts.push(`<bdi${dir ? ` dir="${dir}"` : ''}>${inner}</bdi>`)
        return
      }
      default:
        throw new Error(`<${node.name}> inside a paragraph: not in the subset of ADR 36 2.1`)
    }
  })
  return parts.join('')
}

const line = (nodes: Node[]) => escapeLineStart(inline(nodes).trim())

function table(node: Element): string {
  const lines: string[] = []
  const rows: string[][] = []
  let header: string[] | undefined
  for (const child of node.children) {
    if (!isElement(child)) {
      if (textOf(child).trim()) throw new Error('text directly inside <table>')
      continue
    }
    if (child.name === 'caption') lines.push(`Table: ${inline(child.children).trim()}`)
    else if (child.name === 'thead' || child.name === 'tbody') {
      for (const tr of child.children.filter(isElement)) {
        const cells = tr.children.filter(isElement).map((cell) => inline(cell.children, true).trim())
        if (child.name === 'thead') header = cells
        else rows.push(cells)
      }
    } else throw new Error(`<${child.name}> inside <table>`)
  }
  if (!header) throw new Error('a table without <thead>: GFM tables need a header row')
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  lines.push(row(header), row(header.map(() => '---')), ...rows.map(row))
  return lines.join('\n')
}

function block(node: Element): string {
  switch (node.name) {
    case 'p':
      return line(node.children)
    case 'h2':
    case 'h3':
    case 'h4':
      return `${'#'.repeat(Number(node.name[1]))} ${inline(node.children).trim()}`
    case 'ul':
    case 'ol':
      return node.children
        .filter(isElement)
        .map((li, i) => {
          if (li.name !== 'li') throw new Error(`<${li.name}> inside <${node.name}>`)
          return `${node.name === 'ul' ? '-' : `${i + 1}.`} ${escapeLineStart(inline(li.children).trim())}`
        })
        .join('\n')
    case 'table':
      return table(node)
    default:
      throw new Error(`<${node.name}> at the top of a body: not in the subset of ADR 36 2.1`)
  }
}

/** A body of today's HTML as Markdown: blocks separated by one blank line, no trailing newline. */
export function htmlToMarkdown(html: string): string {
  const document = parseDocument(html, { decodeEntities: true })
  return document.children
    .map((node) => {
      if (isElement(node)) return block(node)
      if (textOf(node).trim()) throw new Error(`text outside a paragraph: ${textOf(node).trim().slice(0, 60)}`)
      return ''
    })
    .filter(Boolean)
    .join('\n\n')
}
