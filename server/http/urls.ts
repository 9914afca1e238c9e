import { blogSearchQuery, blogSearchSchema } from '../../src/lib/blog-search.ts'

/**
 * A path on this site for a Location header. Browsers read "//host" and "/\host" as another site, so leading
 * slashes and backslashes collapse to one slash; an absolute URL keeps only its path and query.
 */
export function localPath(target: string): string {
  let value = target.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    try {
      const url = new URL(value)
      value = `${url.pathname}${url.search}`
    } catch {
      value = '/'
    }
  }
  return `/${value.replace(/^[\\/\s]+/, '')}`
}

/**
 * The URL a data page is rendered and cached under: only the query parameters the page reads, normalised, so
 * unknown or junk parameters neither miss the page cache nor fill it.
 */
export function pageCacheUrl(pathname: string, search: URLSearchParams): string {
  if (pathname !== '/blog') return pathname
  // The blog page's own reading of ?q= and ?page=: anything it would not use means the default.
  return `/blog${blogSearchQuery(blogSearchSchema.parse({ q: search.get('q') ?? undefined, page: search.get('page') ?? undefined }))}`
}
