import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { DOCUMENT_TYPES, FIELD_KINDS } from '../model.ts'
import { keyedItemOf, metaOf, shapeOf } from './fields.ts'
import { documentSchemas, localizedSchema, merge, neutralSchema, splitDocument } from './index.ts'

/** Every field the generated form shows, with its path: document fields, group members, list item fields. */
function formFields(schema: z.ZodType, path: string[] = []): { path: string; schema: z.ZodType }[] {
  const shape = shapeOf(schema) ?? {}
  return Object.entries(shape).flatMap(([name, field]) => {
    if (name === 'key' && path.length) return []
    const here = [...path, name]
    const meta = metaOf(field)
    const item = keyedItemOf(field)
    const children = item ? formFields(item, here) : meta?.kind === 'object' ? formFields(field, here) : []
    return [{ path: here.join('.'), schema: field }, ...children]
  })
}

describe('document schemas', () => {
  it('has one schema per document type', () => {
    expect(Object.keys(documentSchemas).sort()).toEqual([...DOCUMENT_TYPES].sort())
  })

  it.each(DOCUMENT_TYPES)('%s: every field has a kind and an English label in the registry', (type) => {
    for (const { path, schema } of formFields(documentSchemas[type])) {
      const meta = metaOf(schema)
      expect(meta, `${type} ${path}`).toBeDefined()
      expect(FIELD_KINDS).toContain(meta?.kind)
      expect(meta?.label, `${type} ${path}`).toMatch(/^[A-Z]/)
      if (meta?.kind === 'reference') expect(meta.of, `${type} ${path}`).toBeDefined()
    }
  })

  it('derives the parts: neutral lists keep their keys, localized list text is kept by item key', () => {
    const faq = {
      lastReviewed: '2026-11-23',
      items: [
        {
          key: 'office-hours',
          bookingLink: true,
          question: 'When are you open?',
          answer: Array(10).fill('Open {{firm.hours}}.').join(' '),
        },
      ],
    }
    const { neutral, localized } = splitDocument('faq', faq)
    expect(neutral).toEqual({ lastReviewed: '2026-11-23', items: [{ key: 'office-hours', bookingLink: true }] })
    expect(localized).toEqual({ items: { 'office-hours': { question: 'When are you open?', answer: faq.items[0]?.answer } } })
    expect(neutralSchema('faq').parse(neutral)).toEqual(neutral)
    expect(localizedSchema('faq').parse(localized)).toEqual(localized)
    // A localized field in the neutral part (or the reverse) is refused: each is written in one place only.
    expect(() => neutralSchema('faq').parse({ ...neutral, items: [{ key: 'office-hours', question: 'x' }] })).toThrow()
    expect(() => localizedSchema('faq').parse({ ...localized, lastReviewed: '2026-11-23' })).toThrow()
    expect(merge('faq', neutral, localized, { locale: 'en' })).toEqual({
      faqItems: [{ question: 'When are you open?', answer: faq.items[0]?.answer, bookingLink: true }],
      faqPage: { lastReviewed: '2026-11-23' },
    })
  })

  it('refuses what today’s checks refuse: a slug with capitals, an impossible date, a short summary', () => {
    const service = neutralSchema('service')
    const valid = { slug: 'labor-law', group: 'corporate', lastReviewed: '2026-11-23', image: '/media/services/labor-law.svg' }
    expect(service.parse(valid)).toEqual(valid)
    expect(() => service.parse({ ...valid, slug: 'Labor-Law' })).toThrow(/slug must be lower-case/)
    expect(() => service.parse({ ...valid, lastReviewed: '2026-02-30' })).toThrow(/not a real calendar date/)
    expect(() => localizedSchema('service').parse({ title: 'Labor Law', summary: 'Too short.', description: 'x' })).toThrow()
  })

  it('names a person’s languages in the page’s language', () => {
    const neutral = { id: 'a-b', order: 0, name: 'A B', role: 'associate', gender: 'f', languages: ['tr', 'en'] }
    expect(merge('team-member', neutral, { bio: 'One.\n\nTwo.' }, { locale: 'tr' })).toMatchObject({
      languages: ['Türkçe', 'İngilizce'],
      bio: ['One.', 'Two.'],
    })
  })
})
