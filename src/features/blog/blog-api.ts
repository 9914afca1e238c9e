import { apiPaths, apiUrl } from '../../config/api'
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import { blogSearchQuery } from '../../lib/blog-search'
import { emptyListPage, type BlogArticle, type BlogListPage, type PostSummary, type BlogSource } from '../../lib/blog'

/** The answer of one of the blog calls, or null for a 404; throws on any other failure. */
async function getData<T>(path: string): Promise<T | null> {
  const res = await fetch(apiUrl(path), { headers: { Accept: 'application/json' } })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  const body = (await res.json()) as { success: boolean; data: T }
  if (!body.success) throw new Error(`${path} answered success: false`)
  return body.data
}

/** A failed call is logged only: the list stays empty (or the article is not found) and the page does not crash. */
async function orFallback<T>(load: () => Promise<T | null>, fallback: T): Promise<T> {
  try {
    return (await load()) ?? fallback
  } catch (error) {
    console.error('Could not load blog posts:', error)
    return fallback
  }
}

/** The browser's BlogSource for the page's language: the site's own paginated calls, used on client-side navigation. */
export function fetchBlogSource(locale: Locale): BlogSource {
  const language = (query: string) => (locale === DEFAULT_LOCALE ? query : `${query}${query ? '&' : '?'}language=${locale}`)
  return {
    list: (q, page) =>
      orFallback(() => getData<BlogListPage>(`${apiPaths.blogList}${language(blogSearchQuery({ q, page }))}`), emptyListPage(q)),
    article: (slug) => orFallback(() => getData<BlogArticle>(`${apiPaths.blogArticle}/${encodeURIComponent(slug)}${language('')}`), null),
    recent: () => orFallback(() => getData<PostSummary[]>(`${apiPaths.blogRecent}${language('')}`), []),
  }
}
