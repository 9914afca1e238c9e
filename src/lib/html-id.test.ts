import { describe, expect, it } from 'vitest'
import { textId, uniqueIds } from './html-id'
import { seedContentSource } from '../../server/content/seed-source'

const guide = async (locale: 'en' | 'tr' | 'ar') => (await seedContentSource().guide(locale, 'turkish-residence-permit-checklist'))!
const [en, tr, ar] = [await guide('en'), await guide('tr'), await guide('ar')]

describe('textId', () => {
  it('keeps Turkish and Arabic letters as written', () => {
    expect(textId('Öğrenci ikamet izni için ek belgeler', 'tr')).toBe('öğrenci-ikamet-izni-için-ek-belgeler')
    expect(textId('İkamet İzni', 'tr')).toBe('ikamet-izni')
    expect(textId('قبل تقديم الطلب', 'ar')).toBe('قبل-تقديم-الطلب')
    // Combining marks (tashkeel) stay with their letters; punctuation of either script becomes one hyphen.
    expect(textId('الطلبُ، والموعد؟', 'ar')).toBe('الطلبُ-والموعد')
    expect(textId('Short-term (tourism or property): extra documents')).toBe('short-term-tourism-or-property-extra-documents')
  })

  it('is empty only for text without a letter or digit', () => {
    expect(textId(' – … ')).toBe('')
    expect(textId('٧ أيام')).toBe('٧-أيام')
  })

  it('makes a fragment that survives a URL when percent-encoded', () => {
    const id = textId('قبل تقديم الطلب', 'ar')
    const url = new URL(`https://www.firm.example/ar/guides/x#${encodeURIComponent(id)}`)
    expect(decodeURIComponent(url.hash.slice(1))).toBe(id)
  })
})

describe('uniqueIds', () => {
  it('gives distinct, non-empty, script-preserving ids to every checklist item of the guide in each language', () => {
    for (const [locale, guide] of [
      ['en', en],
      ['tr', tr],
      ['ar', ar],
    ] as const) {
      const next = uniqueIds('checklist', locale)
      const ids = (guide.checklist ?? []).flatMap((group) => group.items.map((_, i) => next(`${group.title} ${i + 1}`)))
      expect(ids.length, locale).toBeGreaterThan(10)
      expect(new Set(ids).size, locale).toBe(ids.length)
      for (const id of ids) expect(id, locale).toMatch(/^checklist-\S+$/u)
      // The first section's title is in the ids in its own script.
      expect(ids[0], locale).toBe(`checklist-${textId(guide.checklist![0].title, locale)}-1`)
    }
    expect(textId(ar.checklist![0].title, 'ar')).toMatch(/^[\p{Script=Arabic}-]+$/u)
    expect(tr.checklist!.map((g) => textId(g.title, 'tr'))).toContain('öğrenci-ikamet-izni-için-ek-belgeler')
  })

  it('numbers repeats and never gives an id twice, even one a text would make by itself', () => {
    const next = uniqueIds('section')
    expect([next('Documents'), next('Documents'), next('Documents 2'), next('…'), next('…')]).toEqual([
      'section-documents',
      'section-documents-2',
      'section-documents-2-2',
      'section',
      'section-2',
    ])
  })
})
