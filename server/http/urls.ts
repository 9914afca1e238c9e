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
  // The blog reads ?q= (up to 200 characters) and ?page= (1 to 10,000); anything else means the default.
  const rawQ = search.get('q') ?? ''
  const q = rawQ.length <= 200 ? rawQ : ''
  const rawPage = Number(search.get('page') ?? '1')
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 10_000 ? rawPage : 1
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}
