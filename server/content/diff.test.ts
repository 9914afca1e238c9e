import { describe, expect, it } from 'vitest'
import { diffPart } from './diff.ts'

/**
 * Issue 36, "a readable diff between any two versions (changed text and changed links, images and settings, not only
 * visible words)": the pieces of a part's diff the back office's history shows.
 */
describe('diffPart', () => {
  it('names a Markdown body by its label and gives its words, links and images that changed', () => {
    const before = { title: 'Labor Law', description: 'Intro line.\n\nSee [fees](/faq) and ![Office](/media/a.svg "x").\n' }
    const after = { title: 'Labor Law', description: 'Intro line.\n\nSee [costs](/contact-us) and ![Office](/media/b.svg).\n' }
    const diff = diffPart('service', 'en', before, after)
    expect(diff.fields.map((f) => [f.path, f.label, f.kind])).toEqual([['description', 'Page text', 'richText']])
    const words = diff.fields[0]!.words!
    // The unchanged first paragraph stays one piece; inside the changed line, words.
    expect(words[0]).toEqual({ value: 'Intro line.\n\n' })
    expect(words).toContainEqual({ removed: true, value: 'fees' })
    expect(words).toContainEqual({ added: true, value: 'costs' })
    expect(diff.links).toEqual({ added: ['/contact-us'], removed: ['/faq'] })
    expect(diff.images).toEqual({ added: ['/media/b.svg'], removed: ['/media/a.svg'] })
    expect(diff.settings).toEqual([])
  })

  it('lists the neutral part’s changes as settings: a picture, a date, a list’s order', () => {
    const before = { lastReviewed: '2026-11-23', items: [{ key: 'office-hours' }, { key: 'languages-work' }] }
    const after = { lastReviewed: '2026-11-28', items: [{ key: 'languages-work' }, { key: 'office-hours' }] }
    const diff = diffPart('faq', 'neutral', before, after)
    expect(diff.settings.map((s) => [s.path, s.before, s.after])).toEqual([
      ['lastReviewed', '2026-11-23', '2026-11-28'],
      ['items', ['office-hours', 'languages-work'], ['languages-work', 'office-hours']],
    ])
    expect(diff.settings[1]!.label).toMatch(/\(order\)$/)

    const image = diffPart('service', 'neutral', { image: '/media/services/a.svg' }, { image: '/media/services/b.svg' })
    expect(image.images).toEqual({ added: ['/media/services/b.svg'], removed: ['/media/services/a.svg'] })
    expect(image.settings).toEqual([{ path: 'image', label: 'Picture', before: '/media/services/a.svg', after: '/media/services/b.svg' }])
  })

  it('walks a translation’s list text by item key, with the field’s label', () => {
    const before = { items: { 'office-hours': { question: 'When are you open?', answer: 'Weekdays.' } } }
    const after = { items: { 'office-hours': { question: 'When are you open?', answer: 'Weekdays and Saturdays.' } } }
    const [field] = diffPart('faq', 'tr', before, after).fields
    expect(field).toMatchObject({ path: 'items.office-hours.answer', before: 'Weekdays.', after: 'Weekdays and Saturdays.' })
    expect(field!.label).toContain('item "office-hours"')
  })
})
