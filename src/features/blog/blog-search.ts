// zod/mini: this schema is in the main bundle (route search validation is not code-split).
import * as z from 'zod/mini'
import { BLOG_PAGE_SIZE, type BlogProject } from '../../lib/blog'

/**
 * /blog?q=&page= (design card: shareable search and page). TanStack's parser turns ?q=123 into a number, so
 * q is coerced back to text; anything unusable falls back to the default, and defaults are stripped from the URL.
 */
export const blogSearchSchema = z.object({
  q: z.catch(
    z.pipe(
      z.transform((v: unknown) => (v === undefined || v === null ? '' : String(v))),
      z.string().check(z.maxLength(200)),
    ),
    '',
  ),
  page: z.catch(
    z.pipe(
      z.transform((v: unknown) => (v === undefined ? 1 : Number(v))),
      z.int().check(z.minimum(1), z.maximum(10_000)),
    ),
    1,
  ),
})

export type BlogSearch = z.infer<typeof blogSearchSchema>
export const blogSearchDefaults: BlogSearch = { q: '', page: 1 }

/** Case-insensitive substring on maintitle only (the body would match too much). */
export function filterPosts(posts: BlogProject[], q: string): BlogProject[] {
  const needle = q.trim().toLowerCase()
  if (!needle) return posts
  return posts.filter((p) => p.maintitle.toLowerCase().includes(needle))
}

export function paginate<T>(items: T[], page: number, size = BLOG_PAGE_SIZE): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, page), totalPages)
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages }
}
