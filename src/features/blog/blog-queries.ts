import { queryOptions } from '@tanstack/react-query'
import type { BlogSource } from '../../lib/blog'

/**
 * The blog's queries, built from the router's BlogSource: SQLite on the server, the site's paginated calls in the
 * browser. Each page caches only what it shows, so the hydration data does not grow with the blog.
 */
export const blogListQuery = (blog: BlogSource, q: string, page: number) =>
  queryOptions({ queryKey: ['blog', 'list', q.trim(), page], queryFn: () => blog.list(q, page) })

export const blogArticleQuery = (blog: BlogSource, slug: string) =>
  queryOptions({ queryKey: ['blog', 'article', slug], queryFn: () => blog.article(slug) })
