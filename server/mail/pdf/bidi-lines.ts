import bidiFactory from 'bidi-js'
import type { Run } from './html-blocks.ts'

/**
 * Right-to-left paragraphs for pdfkit. pdfkit lays text out left to right, and fontkit (which it uses) shapes
 * Arabic — joining forms, lam-alef — and reverses the glyphs of a string that contains Arabic letters. That is
 * right for one Arabic word, wrong for a line: pdfkit shapes a line word by word and sets the words left to right,
 * and a Latin name, a phone number or a figure inside Arabic text would be reversed along with it. So a line is
 * broken here, ordered with the Unicode Bidirectional Algorithm (bidi-js, UAX #9), and cut into pieces of one
 * direction and one style, each drawn by pdfkit at the place the algorithm gives it.
 */

const bidi = bidiFactory()

/**
 * The OpenType features every piece is shaped with: mirrored characters (brackets, quotation marks) are swapped by
 * the bidi algorithm, so the font's own right-to-left mirroring would swap them back. A new object each call:
 * fontkit writes the features it applied into the object it is given.
 */
export function bidiFeatures(): PDFKit.Mixins.OpenTypeFeatures[] {
  return { rtlm: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]
}

/** The mirror of a character in right-to-left text ("(" for ")"), or null when it has none. */
export function mirrorOf(char: string): string | null {
  return bidi.getMirroredCharacter(char)
}

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
/** Bidi formatting characters: they steer the algorithm and are never drawn (fonts have no glyph for them). */
export const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** One stretch of a line drawn with one text call: one run's style, one direction. */
export interface Piece {
  /** The run (of the paragraph's runs) it belongs to. */
  run: number
  /** Its characters in the paragraph's text, logical order: start inclusive, end exclusive. */
  start: number
  end: number
  rtl: boolean
  /** The string to hand pdfkit: fontkit turns it into glyphs in the order they appear on the page. */
  draw: string
  /** Offset of its left edge from the line's left edge, and its width, in points. */
  x: number
  width: number
}

export interface Line {
  /** In logical (reading) order, so a screen reader and copied text follow the sentence, not the page's x. */
  pieces: Piece[]
  width: number
}

/** The width of `text` (as given in a piece's `draw`) set in the face and size of `run`. */
export type Measure = (text: string, run: Run) => number

/** The paragraph's text, and which run each of its characters comes from. */
function flatten(runs: Run[]): { text: string; owner: number[] } {
  const owner: number[] = []
  runs.forEach((run, i) => {
    for (let k = 0; k < run.text.length; k++) owner.push(i)
  })
  return { text: runs.map((r) => r.text).join(''), owner }
}

/** Width of text[start, end) in logical order, each run's part in its own face. */
function logicalWidth(text: string, owner: number[], runs: Run[], start: number, end: number, measure: Measure): number {
  let width = 0
  let from = start
  for (let i = start + 1; i <= end; i++) {
    if (i === end || owner[i] !== owner[from]) {
      const part = text.slice(from, i).replace(BIDI_CONTROL, '')
      if (part) width += measure(part, runs[owner[from]])
      from = i
    }
  }
  return width
}

/**
 * Line ranges [start, end) of the paragraph, broken at spaces so each fits `width`: the greedy fill a browser
 * does. A word wider than the line on its own (a long address) is cut between characters.
 */
function breakLines(text: string, owner: number[], runs: Run[], width: number, measure: Measure): [number, number][] {
  const widthOf = (start: number, end: number) => logicalWidth(text, owner, runs, start, end, measure)
  const lines: [number, number][] = []
  let lineStart: number | null = null
  let lineWidth = 0
  let lastInk = 0
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index
    const ink = start + match[0].length
    const wordWidth = widthOf(start, ink)
    if (lineStart !== null) {
      const space = widthOf(lastInk, start)
      if (lineWidth + space + wordWidth <= width) {
        lineWidth += space + wordWidth
        lastInk = ink
        continue
      }
      lines.push([lineStart, start])
    }
    // A word wider than the line on its own is cut: as many characters as fit, the rest on the next lines.
    let from = start
    while (widthOf(from, ink) > width) {
      let cut = from + 1
      while (cut + 1 < ink && widthOf(from, cut + 1) <= width) cut++
      lines.push([from, cut])
      from = cut
    }
    lineStart = from
    lineWidth = widthOf(from, ink)
    lastInk = ink
  }
  if (lineStart !== null) lines.push([lineStart, text.length])
  return lines
}

/**
 * Breaks `runs` into lines of at most `width` points and orders each line for display in a paragraph whose
 * direction is `direction` (the bidi algorithm's rule L1 puts a line's trailing spaces at its end, so they are
 * left out). Latin text, numbers and e-mail addresses inside Arabic keep their own left-to-right order.
 */
export function bidiLines(runs: Run[], width: number, measure: Measure, direction: 'ltr' | 'rtl' = 'rtl'): Line[] {
  const { text, owner } = flatten(runs)
  if (!text.trim()) return []
  const levels = bidi.getEmbeddingLevels(text, direction)
  return breakLines(text, owner, runs, width, measure).map(([start, end]) => {
    let last = end - 1
    while (last >= start && /\s/.test(text[last])) last--
    const visual = bidi.getReorderedIndices(text, levels, start, last).slice(start, last + 1)
    // Visual order -> pieces: a piece grows while the next character on the page is the logical neighbour (the
    // next one for left-to-right text, the previous one for right-to-left) from the same run at the same level.
    const groups: { run: number; level: number; from: number; to: number }[] = []
    for (const i of visual) {
      const level = levels.levels[i]
      const group = groups.at(-1)
      const step = level % 2 === 1 ? -1 : 1
      if (group && group.run === owner[i] && group.level === level && i === group.to + step) group.to = i
      else groups.push({ run: owner[i], level, from: i, to: i })
    }
    let x = 0
    const pieces: Piece[] = []
    for (const g of groups) {
      const rtl = g.level % 2 === 1
      const pieceStart = Math.min(g.from, g.to)
      const pieceEnd = Math.max(g.from, g.to) + 1
      let logical = ''
      // Brackets and the like in right-to-left text are drawn mirrored: "(" opens to the left there.
      for (let i = pieceStart; i < pieceEnd; i++) logical += (rtl && mirrorOf(text[i])) || text[i]
      logical = logical.replace(BIDI_CONTROL, '')
      if (!logical) continue
      // fontkit reverses a string with right-to-left letters itself (after shaping it, which needs logical
      // order); a right-to-left stretch of only spaces and punctuation it would leave as is.
      const draw = rtl && !RTL_LETTER.test(logical) ? [...logical].reverse().join('') : logical
      // Measured word by word (a space joins no letters): words repeat, so the writer's cache answers most.
      const pieceWidth = draw
        .split(/(\s+)/)
        .filter(Boolean)
        .reduce((sum, token) => sum + measure(token, runs[g.run]), 0)
      pieces.push({ run: g.run, start: pieceStart, end: pieceEnd, rtl, draw, x, width: pieceWidth })
      x += pieceWidth
    }
    return { pieces: pieces.sort((a, b) => a.start - b.start), width: x }
  })
}
