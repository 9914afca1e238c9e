import { htmlToText } from './blog-search.ts'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The end of the table that opens at `start` (after its `</table>`), counting tables nested in it. */
function tableEnd(html: string, start: number): number {
  const tags = /<(\/?)table\b[^>]*>/gi
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return tags.lastIndex
  }
  return html.length
}

/**
 * Wraps each top-level table of article HTML (guides, services, blog posts) in a region that scrolls sideways on its
 * own: a wide table then never widens the page on a phone (WCAG 1.4.10 reflow), and the region is in the tab order
 * (so a keyboard can scroll it) with a name: the table's caption, else the heading before it. Done where the HTML is
 * rendered, on the server and in the browser alike, so every table gets it whoever wrote the post, and the stored
 * posts and the public API keep plain tables.
 */
export function wrapTables(html: string, fallbackName = 'Table'): string {
  if (!/<table\b/i.test(html)) return html
  const pieces = /<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>|<table\b/gi
  let out = ''
  let at = 0
  let heading = ''
  for (let m = pieces.exec(html); m; m = pieces.exec(html)) {
    if (m[1]) {
      heading = htmlToText(m[2])
      continue
    }
    const end = tableEnd(html, m.index)
    const table = html.slice(m.index, end)
    const caption = /<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(table)
    const name = (caption && htmlToText(caption[1])) || heading || fallbackName
    out += `${html.slice(at, m.index)}<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(name)}">${table}</div>`
    at = end
    pieces.lastIndex = end
  }
  return out + html.slice(at)
}
