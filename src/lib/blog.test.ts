import { describe, expect, it } from 'vitest'
import { deriveSlug, findPost, paginationWindow, postSlug, type Post } from './blog'
import { formatPostDate } from '../i18n/format'

const formatBlogDate = (text: string) => formatPostDate(text, 'en')

function post(partial: Partial<Post>): Post {
  return {
    id: 1,
    slug: null,
    title: 'Title',
    publishedOn: '01-02-2025',
    publishedText: '2 January 2025',
    content: '',
    images: [],
    metaTitle: null,
    metaDescription: null,
    keywords: [],
    publishedAt: '2025-01-02T09:00:00Z',
    ...partial,
  }
}

describe('deriveSlug', () => {
  it('lower-cases, removes punctuation, turns spaces into hyphens and trims edge hyphens', () => {
    expect(deriveSlug('Buying Property in Turkey: The Steps, in Order!')).toBe('buying-property-in-turkey-the-steps-in-order')
    expect(deriveSlug('  -Hello   World-  ')).toBe('hello-world')
    expect(deriveSlug('What’s new in 2026?')).toBe('whats-new-in-2026')
    expect(deriveSlug('Şişli Tapu Müdürlüğü')).toBe('sisli-tapu-mudurlugu')
  })
  it('uses the post’s own slug first', () => {
    expect(postSlug(post({ slug: 'own-slug', title: 'Other Title' }))).toBe('own-slug')
    expect(postSlug(post({ slug: '  ', title: 'Other Title' }))).toBe('other-title')
  })
  it('finds a post by its slug or by the slug derived from its title', () => {
    const posts = [post({ id: 1, slug: 'a-slug', title: 'First' }), post({ id: 2, title: 'Second Post, Here' })]
    expect(findPost(posts, 'a-slug')?.id).toBe(1)
    expect(findPost(posts, 'second-post-here')?.id).toBe(2)
    expect(findPost(posts, 'missing')).toBeUndefined()
  })
})

describe('formatBlogDate', () => {
  it('reads MM-DD-YYYY strictly and shows D MMMM YYYY', () => {
    expect(formatBlogDate('03-14-2025')).toBe('14 March 2025')
    expect(formatBlogDate('12-01-2024')).toBe('1 December 2024')
  })
  it('parses anything else generically', () => {
    expect(formatBlogDate('2025-07-08')).toBe('8 July 2025')
    expect(formatBlogDate('March 14, 2025 12:00')).toBe('14 March 2025')
    expect(formatBlogDate('not a date')).toBe('not a date')
  })
  it('does not accept an impossible MM-DD-YYYY date as such', () => {
    expect(formatBlogDate('02-30-2025')).not.toBe('30 February 2025')
  })
})

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2])
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('keeps 2 margin pages at each end and 3 around the current page, with gaps', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 2, null, 9, 10, 11, null, 19, 20])
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, null, 19, 20])
    expect(paginationWindow(20, 20)).toEqual([1, 2, null, 18, 19, 20])
  })
})
