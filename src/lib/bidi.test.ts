import { describe, expect, it } from 'vitest'
import { keepIsolatesTogether, keepOnOneLine, splitLtrRuns } from './bidi'

const runs = (text: string) =>
  splitLtrRuns(text)
    .filter((p) => p.ltr)
    .map((p) => p.text)

describe('splitLtrRuns', () => {
  it('finds Latin names, terms and addresses inside Arabic, without the sentence’s punctuation', () => {
    expect(runs('تُقدَّم الطلبات عبر e-İkamet، وهو النظام الإلكتروني.')).toEqual(['e-İkamet'])
    expect(runs('Av. Deniz Arslan من المحامين المساعدين في مكتب Atlas Law Istanbul.')).toEqual(['Av. Deniz Arslan', 'Atlas Law Istanbul'])
    expect(runs('العنوان: 34394 İstanbul, Türkiye.')).toEqual(['34394 İstanbul, Türkiye'])
    expect(runs('بتوقيت إسطنبول (GMT+3).')).toEqual(['GMT+3'])
  })

  it('finds ranges of times and years, and leaves a number alone', () => {
    expect(runs('مكتبنا مفتوح من الاثنين إلى الجمعة، 09:00–20:00 بتوقيت إسطنبول')).toEqual(['09:00–20:00'])
    expect(runs('القانون رقم 6458 لعام 2013')).toEqual([])
  })

  it('keeps every character: the parts join back into the text', () => {
    const text = 'مكتبنا مفتوح، 09:00–20:00 بتوقيت إسطنبول (GMT+3). نظام e-İkamet.'
    expect(
      splitLtrRuns(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text)
  })
})

describe('keepOnOneLine', () => {
  it('keeps a one-word run together, and lets a name or a long address wrap', () => {
    expect(keepOnOneLine('e-İkamet')).toBe(true)
    expect(keepOnOneLine('09:00–20:00')).toBe(true)
    expect(keepOnOneLine('Av. Deniz Arslan')).toBe(false)
    expect(keepOnOneLine('https://www.example.com/a/long/path/to/a/page')).toBe(false)
  })
})

describe('keepIsolatesTogether', () => {
  it('keeps a one-word <bdi> of content HTML on one line, and leaves longer ones as they are', () => {
    expect(keepIsolatesTogether('<p>عبر <bdi>e-İkamet</bdi> و<bdi dir="ltr">09:00–20:00</bdi></p>')).toBe(
      '<p>عبر <bdi class="whitespace-nowrap">e-İkamet</bdi> و<bdi dir="ltr" class="whitespace-nowrap">09:00–20:00</bdi></p>',
    )
    const long = '<bdi>Serbest Muhasebeci Mali Müşavir, SMMM</bdi>'
    expect(keepIsolatesTogether(long)).toBe(long)
  })
})
