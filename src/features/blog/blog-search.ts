import { BLOG_PAGE_SIZE, type BlogProject } from '../../lib/blog'

export interface BlogSearch {
  q: string
  page: number
}

/**
 * /blog?q=&page= (design card: shareable search and page). TanStack's parser turns ?q=123 into a number, so
 * q is coerced back to text; anything unusable falls back to the default, and defaults are stripped from the URL.
 * Written out rather than a zod schema: route search validation runs in the entry chunk of every page, and a
 * validator library there would be downloaded by every visitor for two parameters.
 */
export const blogSearchSchema = {
  parse(raw: Record<string, unknown>): BlogSearch {
    const q = raw.q === undefined || raw.q === null ? '' : String(raw.q)
    const page = raw.page === undefined ? 1 : Number(raw.page)
    return { q: q.length <= 200 ? q : '', page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
  },
}

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
