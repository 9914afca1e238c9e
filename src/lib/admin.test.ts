import { describe, expect, it } from 'vitest'
import { istanbulToIso, isoToIstanbul, metaDescriptionHint, postFormSchema, postState } from './admin'

describe('Istanbul time (UTC+3 all year)', () => {
  it('reads a datetime-local value as Istanbul time, with or without seconds', () => {
    expect(istanbulToIso('2026-11-24T10:00')).toBe('2026-11-24T07:00:00.000Z')
    expect(istanbulToIso('2026-07-01T00:30:15')).toBe('2026-06-30T21:30:15.000Z')
    expect(istanbulToIso('24/11/2026 10:00')).toBeNull()
    expect(isoToIstanbul('2026-11-24T07:00:00.000Z')).toBe('2026-11-24T10:00')
  })
})

describe('post state', () => {
  it('is scheduled while the publication time is ahead, published after', () => {
    const now = Date.parse('2026-11-24T07:00:00Z')
    expect(postState('draft', '', now)).toBe('draft')
    expect(postState('published', '2026-11-24T07:00:01Z', now)).toBe('scheduled')
    expect(postState('published', '2026-11-24T07:00:00Z', now)).toBe('published')
  })
})

describe('post form', () => {
  const valid = {
    title: 'Title',
    slug: 'a-slug',
    date: '2026-11-24',
    metaTitle: '',
    metaDescription: '',
    keywords: '',
    imageUrl: '',
    imageAlt: '',
    markdown: '',
  }
  it('requires alt text with a cover image, and a slug of lower-case words', () => {
    expect(postFormSchema.safeParse(valid).success).toBe(true)
    expect(postFormSchema.safeParse({ ...valid, imageUrl: '/media/uploads/a-1200.webp' }).error?.issues[0].path).toEqual(['imageAlt'])
    expect(postFormSchema.safeParse({ ...valid, slug: 'A Slug' }).success).toBe(false)
    expect(postFormSchema.safeParse({ ...valid, imageUrl: 'javascript:alert(1)', imageAlt: 'x' }).success).toBe(false)
  })
  it('hints at the meta description length', () => {
    expect(metaDescriptionHint(100)).toBe('100 characters: a good length.')
    expect(metaDescriptionHint(20)).toMatch(/short/)
  })
})
