import { describe, expect, it } from 'vitest'
import { blogSearchSchema } from './blog-search'

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
