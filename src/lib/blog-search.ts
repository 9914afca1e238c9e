export interface BlogSearch {
  q: string
  page: number
}

/**
 * /blog?q=&page= (shareable search and page), read the same way by the page and by the list call. TanStack's parser
 * turns ?q=123 into a number, so q is coerced back to text; anything unusable falls back to the default, and
 * defaults are stripped from the URL.
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

/** The query string of a list page ('' for the first page of every post): what differs from the defaults. */
export function blogSearchQuery({ q, page }: BlogSearch): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
