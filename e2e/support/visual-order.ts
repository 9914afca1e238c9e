import { expect, type Locator } from '@playwright/test'

/** Where a piece of text stands on the page: the box of its first line, in CSS pixels. */
export interface TextBox {
  text: string
  left: number
  right: number
  top: number
  bottom: number
  /** How many lines the piece is spread over (1 when it is not broken). */
  lines: number
}

/**
 * The rendered boxes of `pieces`, found one after the other in the element's text (each after the one before, so a
 * repeated piece is the next one in reading order). A piece's box is a Range's client rectangle: where the browser
 * drew those characters after the bidi algorithm ordered the line, which is what a reader sees, whatever order the
 * characters have in the DOM. Throws when a piece is missing.
 */
export function textBoxes(element: Locator, pieces: string[]): Promise<TextBox[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const nodes: { node: Text; start: number }[] = []
    let text = ''
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // Structured data and styles are text nodes too, but nothing a reader sees.
      if (n.parentElement?.closest('script, style, noscript, template')) continue
      nodes.push({ node: n as Text, start: text.length })
      text += (n as Text).data
    }
    // The text node and offset of a character of the element's text.
    const at = (index: number, end: boolean) => {
      const hit = nodes.findLast((n) => (end ? n.start < index : n.start <= index))!
      return { node: hit.node, offset: index - hit.start }
    }
    let from = 0
    return wanted.map((piece) => {
      const index = text.indexOf(piece, from)
      if (index === -1) throw new Error(`"${piece}" is not in "${text.slice(from)}"`)
      from = index + piece.length
      const range = document.createRange()
      const start = at(index, false)
      const end = at(from, true)
      range.setStart(start.node, start.offset)
      range.setEnd(end.node, end.offset)
      // One rectangle per line and per bidi run the piece covers; a piece within one run on one line has one.
      const rects = [...range.getClientRects()].filter((r) => r.width > 0)
      const first = rects[0]
      const line = rects.filter((r) => Math.abs(r.top - first.top) < 1)
      return {
        text: piece,
        left: Math.min(...line.map((r) => r.left)),
        right: Math.max(...line.map((r) => r.right)),
        top: first.top,
        bottom: first.bottom,
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
      }
    })
  }, pieces)
}

/** Every match of `pattern` (global) in the text a reader sees in the element, in reading order. */
export function textMatches(element: Locator, pattern: RegExp): Promise<string[]> {
  return element.evaluate(
    (root, { source, flags }) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      let text = ''
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.parentElement?.closest('script, style, noscript, template')) text += (n as Text).data
      }
      return [...text.matchAll(new RegExp(source, flags))].map((m) => m[0])
    },
    { source: pattern.source, flags: pattern.flags },
  )
}

/**
 * Asserts that `pieces` (words or numbers of a left-to-right run: "34394", "İstanbul", "Türkiye") stand on one line,
 * each to the right of the one before: the run reads left to right as written, not split and reordered by the
 * right-to-left text around it.
 */
export async function expectLeftToRight(element: Locator, pieces: string[]): Promise<void> {
  const boxes = await textBoxes(element, pieces)
  const summary = boxes.map((b) => `${b.text}@${Math.round(b.left)},${Math.round(b.top)}`).join(' ')
  for (let i = 1; i < boxes.length; i++) {
    expect(Math.abs(boxes[i].top - boxes[0].top), `${pieces.join(' ')} on one line: ${summary}`).toBeLessThan(2)
    expect(boxes[i].left, `${pieces.join(' ')} left to right: ${summary}`).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5)
  }
}
