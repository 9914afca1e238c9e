import { describe, expect, it } from 'vitest'
import { bidiLines, type Line } from './bidi-lines.ts'
import type { Run } from './html-blocks.ts'

/** Every character 1 pt wide: line breaks and positions become countable. */
const measure = (text: string) => [...text].length

/** The line's pieces from left to right on the page, as drawn. */
const leftToRight = (line: Line) => [...line.pieces].sort((a, b) => a.x - b.x).map((p) => p.draw)

describe('bidiLines: Arabic lines for a left-to-right PDF writer', () => {
  it('keeps an Arabic sentence as one right-to-left piece in reading order (fontkit shapes and reverses it)', () => {
    const [line, ...rest] = bidiLines([{ text: 'قائمة التحقق الخاصة' }], 100, measure)
    expect(rest).toEqual([])
    expect(line.pieces).toMatchObject([{ rtl: true, draw: 'قائمة التحقق الخاصة', x: 0 }])
    expect(line.width).toBe(19)
  })

  it('puts a Latin name inside Arabic where a reader of Arabic expects it, its letters left to right', () => {
    const [line] = bidiLines([{ text: 'يعمل Deniz Arslan في المكتب' }], 100, measure)
    // Read from the right: the first Arabic word, then the name, then the rest of the sentence at the left.
    expect(leftToRight(line)).toEqual([' في المكتب', 'Deniz Arslan', 'يعمل '])
  })

  it('keeps an isolated phone number in its own order, and numbers in Arabic text left to right', () => {
    const runs: Run[] = [
      { text: 'اتصلوا على ' },
      { text: '\u2068+90 212 555 01 23\u2069', href: 'tel:+902125550123' },
      { text: ' رقم 6458' },
    ]
    const [line] = bidiLines(runs, 100, measure)
    expect(leftToRight(line)).toEqual(['6458', ' رقم ', '+90 212 555 01 23', 'اتصلوا على '])
    // Pieces come in reading order, each tied to its run: the link stays one piece.
    expect(line.pieces.map((p) => p.run)).toEqual([0, 1, 2, 2])
    expect(line.pieces.find((p) => p.run === 1)).toMatchObject({ rtl: false, draw: '+90 212 555 01 23' })
  })

  it('mirrors brackets in right-to-left text, as Arabic writes them', () => {
    const [line] = bidiLines([{ text: 'فرد (الكفيل) أن' }], 100, measure)
    // Logical order with "(" and ")" swapped: fontkit reverses the glyphs, so "(" ends up at the right again.
    expect(line.pieces).toMatchObject([{ draw: 'فرد )الكفيل( أن' }])
  })

  it('reverses a right-to-left stretch of punctuation only itself (fontkit would leave it left to right)', () => {
    const [line] = bidiLines([{ text: 'نص' }, { text: ' «»', bold: true }], 100, measure)
    expect(line.pieces.find((p) => p.run === 1)).toMatchObject({ rtl: true, draw: '«» ' })
  })

  it('breaks at spaces within the width, drops the spaces at a line end, and cuts a word longer than a line', () => {
    const text = 'كل من يرغب في البقاء في تركيا مدة أطول'
    const lines = bidiLines([{ text }], 12, measure)
    expect(lines.map((l) => l.pieces.map((p) => p.draw).join(''))).toEqual(['كل من يرغب', 'في البقاء في', 'تركيا مدة', 'أطول'])
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(12)
    expect(bidiLines([{ text: 'info@atlaslaw.example' }], 8, measure).map((l) => l.width)).toEqual([8, 8, 5])
  })

  it('leaves out the bidi controls of <bdi> and isolates: they order the text and are never drawn', () => {
    const [line] = bidiLines([{ text: 'تأمين \u2068DASK\u2069 الزلازل' }], 100, measure)
    expect(leftToRight(line)).toEqual([' الزلازل', 'DASK', 'تأمين '])
    expect(line.width).toBe(18)
  })
})
