/** The blog's description (its page and its RSS feed say the same) and where the feed is served. */
export const BLOG_DESCRIPTION =
  'Articles on Turkish law for foreigners: buying property, residence and work permits, citizenship, companies, family and inheritance matters.'

export const BLOG_FEED_PATH = '/blog/rss.xml'

/** Each list page is its own preview when shared; search results point search engines at /blog and stay out of their index. */
export function blogListHead(q: string, page: number): { title: string; path: string; noindex: boolean } {
  const query = q.trim()
  const paged = page > 1 ? ` – page ${page}` : ''
  if (query) return { title: `Search: ${query} – Blog${paged}`, path: '/blog', noindex: true }
  return { title: `Blog${paged}`, path: page > 1 ? `/blog?page=${page}` : '/blog', noindex: false }
}

/** The feed's link in each blog page's head, and the feed's own title: "Atlas Law Istanbul – Blog". */
export const blogFeedFor = (firmName: string) => ({ path: BLOG_FEED_PATH, title: `${firmName} – Blog` })
