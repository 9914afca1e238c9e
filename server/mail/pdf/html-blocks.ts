/**
 * A guide chapter's HTML as printable blocks with inline runs (bold, links), so the PDF keeps the web page's
 * emphasis and cross-references. The HTML is the guides' rich text, rendered and sanitised (server/content/rich-text.ts),
 * with a small, known set of tags; a tag-stream reader over that set is all the PDF needs, where a
 * general HTML parser would add a dependency for markup the guides never contain.
 */

export interface Run {
  text: string
  bold?: boolean
  /** The link as written in the content: a site path (`/services/...`) or an absolute URL. */
  href?: string
}

export type Block =
  | { kind: 'h3'; runs: Run[] }
  | { kind: 'p'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: Run[][] }
  | { kind: 'table'; header: string[]; rows: string[][] }

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' }

function decode(text: string): string {
  return text.replace(/&[a-z#0-9]+;/gi, (e) => entities[e] ?? e)
}

/** Collapses white space inside and between runs, trims the ends, and joins neighbours of the same style. */
export function normaliseRuns(runs: Run[]): Run[] {
  const out: Run[] = []
  for (const run of runs) {
    let text = run.text.replace(/\s+/g, ' ')
    const prev = out.at(-1)
    if (prev?.text.endsWith(' ') && text.startsWith(' ')) text = text.slice(1)
    if (!text) continue
    if (prev && prev.bold === run.bold && prev.href === run.href) prev.text += text
    else out.push({ ...run, text })
  }
  if (out.length > 0) {
    out[0].text = out[0].text.trimStart()
    out[out.length - 1].text = out[out.length - 1].text.trimEnd()
  }
  return out.filter((r) => r.text !== '')
}

export function plainText(runs: Run[]): string {
  return runs.map((r) => r.text).join('')
}

export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = []
  let runs: Run[] | null = null
  let blockKind: 'h3' | 'p' | null = null
  let list: Extract<Block, { kind: 'list' }> | null = null
  let table: Extract<Block, { kind: 'table' }> | null = null
  let row: string[] | null = null
  let inHead = false
  let bold = 0
  let href: string | undefined

  const flushBlock = () => {
    if (runs && blockKind) {
      const clean = normaliseRuns(runs)
      if (clean.length > 0) blocks.push({ kind: blockKind, runs: clean })
    }
    runs = null
    blockKind = null
  }

  const tokens = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi
  let m: RegExpExecArray | null
  while ((m = tokens.exec(html))) {
    const [, closing, rawTag, attrs, textPart] = m
    if (textPart !== undefined) {
      const text = decode(textPart)
      if (runs) runs.push({ text, bold: bold > 0 || undefined, href })
      continue
    }
    const tag = rawTag.toLowerCase()
    if (!closing) {
      if (tag === 'h2' || tag === 'h3' || tag === 'p') {
        flushBlock()
        runs = []
        blockKind = tag === 'p' ? 'p' : 'h3'
      } else if (tag === 'ul' || tag === 'ol') {
        flushBlock()
        list = { kind: 'list', ordered: tag === 'ol', items: [] }
      } else if (tag === 'li') {
        runs = []
      } else if (tag === 'table') {
        flushBlock()
        table = { kind: 'table', header: [], rows: [] }
      } else if (tag === 'thead') inHead = true
      else if (tag === 'tr') row = []
      else if (tag === 'th' || tag === 'td') runs = []
      else if (tag === 'strong' || tag === 'b') bold++
      else if (tag === 'a') href = /href="([^"]*)"/i.exec(attrs)?.[1]
      // <bdi> (a Latin term inside Arabic) becomes the Unicode isolate the PDF's bidi ordering reads (FSI ... PDI).
      else if (tag === 'bdi' && runs) runs.push({ text: '\u2068', bold: bold > 0 || undefined, href })
      else if (tag === 'br' && runs) runs.push({ text: ' ', bold: bold > 0 || undefined, href })
      continue
    }
    if (tag === 'h2' || tag === 'h3' || tag === 'p') flushBlock()
    else if (tag === 'li' && list && runs) {
      const clean = normaliseRuns(runs)
      if (clean.length > 0) list.items.push(clean)
      runs = null
    } else if ((tag === 'ul' || tag === 'ol') && list) {
      if (list.items.length > 0) blocks.push(list)
      list = null
    } else if ((tag === 'th' || tag === 'td') && row && runs) {
      row.push(plainText(normaliseRuns(runs)))
      runs = null
    } else if (tag === 'tr' && table && row) {
      if (inHead) table.header = row
      else table.rows.push(row)
      row = null
    } else if (tag === 'thead') inHead = false
    else if (tag === 'table' && table) {
      blocks.push(table)
      table = null
    } else if (tag === 'strong' || tag === 'b') bold = Math.max(0, bold - 1)
    else if (tag === 'a') href = undefined
    else if (tag === 'bdi' && runs) runs.push({ text: '\u2069', bold: bold > 0 || undefined, href })
  }
  flushBlock()
  return blocks
}
