import { describe, expect, it } from 'vitest'
import { blogSearchSchema, filterPosts, paginate } from './blog-search'
import type { BlogProject } from '../../lib/blog'

const posts = ['Residence Permits Explained', 'Buying a Home', 'Family residence permit', 'Company setup'].map(
  (maintitle, i) => ({ projectId: i, maintitle, content: 'residence everywhere in the body' }) as BlogProject,
)

describe('blog search params', () => {
  it('coerces ?q=123 (parsed as a number) back to text and reads the page', () => {
    expect(blogSearchSchema.parse({ q: 123, page: '2' })).toEqual({ q: '123', page: 2 })
  })
  it('falls back to the defaults for bad values', () => {
    expect(blogSearchSchema.parse({})).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: 'abc' })).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: -3 })).toEqual({ q: '', page: 1 })
    expect(blogSearchSchema.parse({ page: 1.5 })).toEqual({ q: '', page: 1 })
  })
})

describe('filterPosts', () => {
  it('matches a case-insensitive substring of the main title only', () => {
    expect(filterPosts(posts, 'RESIDENCE').map((p) => p.maintitle)).toEqual(['Residence Permits Explained', 'Family residence permit'])
    expect(filterPosts(posts, 'body')).toEqual([])
    expect(filterPosts(posts, '  ')).toHaveLength(4)
  })
})

describe('paginate', () => {
  it('cuts pages of 12 and keeps the page in range', () => {
    const many = Array.from({ length: 16 }, (_, i) => i)
    expect(paginate(many, 1)).toMatchObject({ page: 1, totalPages: 2 })
    expect(paginate(many, 1).items).toHaveLength(12)
    expect(paginate(many, 2).items).toEqual([12, 13, 14, 15])
    expect(paginate(many, 99).page).toBe(2)
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1 })
  })
})
