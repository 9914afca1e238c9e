import { describe, expect, it } from 'vitest'
import type { PublishedPart } from '../db/content.ts'
import { fieldHashes, publishedSourceHashes, staleFields } from './document-reviews.ts'

/** Per-field staleness of a document's translation (ADR 36, 3.4), list items named by key. */

const part = (data: Record<string, unknown>, sourceHashes: Record<string, string> = {}) =>
  ({ data, sourceHashes }) as unknown as PublishedPart

const englishBefore = {
  title: 'FAQ',
  items: { fees: { question: 'Fees?', answer: 'Agreed in writing.' }, hours: { question: 'Hours?', answer: '9 to 6.' } },
}
const turkish = {
  title: 'SSS',
  items: { fees: { question: 'Ücretler?', answer: 'Yazılı kararlaştırılır.' }, hours: { question: 'Saatler?', answer: '9-18.' } },
}

describe('document translation staleness', () => {
  it('names exactly the fields whose English changed, by item key', () => {
    const made = part(turkish, fieldHashes(englishBefore))
    expect(staleFields(made, part(englishBefore))).toEqual([])
    const englishAfter = structuredClone(englishBefore)
    englishAfter.items.hours.answer = '9 to 7.'
    expect(staleFields(made, part(englishAfter))).toEqual(['items.hours.answer'])
  })

  it("a translator's publish keeps a stale field stale and makes a rewritten field current", () => {
    const made = part(turkish, fieldHashes(englishBefore))
    const englishAfter = structuredClone(englishBefore)
    englishAfter.items.hours.answer = '9 to 7.'
    englishAfter.items.fees.answer = 'Agreed in writing first.'
    const rewritten = structuredClone(turkish)
    rewritten.items.fees.answer = 'Önce yazılı kararlaştırılır.'
    const next = part(rewritten, publishedSourceHashes(made, rewritten, englishAfter))
    expect(staleFields(next, part(englishAfter))).toEqual(['items.hours.answer'])
  })
})
