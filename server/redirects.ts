import { aliasRedirects } from '../src/content/en/service-catalogue.ts'
import { postSlug } from '../src/lib/blog.ts'
import { blogPostPrefix } from '../src/config/route-facts.ts'
import type { BlogReader } from './blog/blog-reader.ts'
import { isLocaleHome, localizedPath, withoutLocalePrefix } from '../src/i18n/paths.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../src/i18n/locales.ts'
import { encodeNonAscii } from '../src/lib/url.ts'

/**
 * Every permanent redirect of the site, decided here and nowhere else, in this order:
 * 1. a trailing slash is dropped (`/faq/` -> `/faq`), so each page has one address, except a language's home
 *    page, which is `/tr/` (`/tr` leads there);
 * 2. '/en/…' leads to the English page at the root (English has no prefix);
 * 3. correctly spelled aliases lead to the published misspelled slugs (src/content/en/service-catalogue.ts), in
 *    the language of the address asked for;
 * 4. a post is at home under its language's prefix (`/blog/<a Turkish post>` -> `/tr/blog/…`);
 * 5. a post whose slug was changed in the back office keeps its old address (the slug history).
 * The renderer's own redirects (a route's `redirect()`) are temporary and come back from it as 302. `locale` is the
 * request's language (`c.var.language`, server/http/language.ts).
 */
export async function permanentRedirect(
  url: URL,
  locale: Locale,
  posts: Pick<BlogReader, 'locate' | 'redirectFor'>,
): Promise<string | null> {
  const { pathname, search } = url
  // A language's home page is '/tr/' (the router mounted under '/tr' answers there): '/tr' and '/tr//' lead to it.
  if (locale !== DEFAULT_LOCALE && !isLocaleHome(pathname, locale) && /^\/[^/]+\/*$/.test(pathname))
    return localPath(`${localizedPath('/', locale)}${search}`)
  if (pathname.length > 1 && (pathname.endsWith('/') || pathname.startsWith('//')) && !isLocaleHome(pathname, locale))
    return localPath(`${pathname.replace(/\/+$/, '')}${search}`)
  const english = /^\/en(\/|$)/i.exec(pathname)
  if (english) return localPath(`${pathname.slice(3) || '/'}${search}`)
  const path = withoutLocalePrefix(pathname, locale)
  const alias = aliasRedirects[path] ?? aliasRedirects[path.toLowerCase()]
  if (alias) return localPath(`${localizedPath(alias, locale)}${search}`)
  if (!path.startsWith(blogPostPrefix)) return null
  const requested = safeDecode(path.slice(blogPostPrefix.length))
  if (!requested || requested.includes('/')) return null
  const found = await posts.locate(requested)
  // A post lives under its own language's prefix: a link without it (or with another) leads there.
  if (found && found.language !== locale && isLocale(found.language))
    return localPath(`${localizedPath(`${blogPostPrefix}${postSlug(found)}`, found.language)}${search}`)
  // Also when the old slug still matches the post's title (a title-derived lookup would find the post there).
  if (found && postSlug(found) === requested) return null
  const current = await posts.redirectFor(requested)
  if (!current) return null
  // Straight to the post's own language (an old address asked for without its prefix makes one hop, not two).
  const moved = await posts.locate(current)
  const language = moved && isLocale(moved.language) ? moved.language : locale
  return localPath(`${localizedPath(`${blogPostPrefix}${current}`, language)}${search}`)
}

/**
 * A path on this site for a Location header. Browsers read "//host" and "/\host" as another site, so leading
 * slashes and backslashes collapse to one slash; an absolute URL keeps only its path and query. A header holds
 * only ASCII: an Arabic slug goes percent-encoded.
 */
export function localPath(target: string): string {
  let value = target.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) value = URL.canParse(value) ? `${new URL(value).pathname}${new URL(value).search}` : '/'
  return encodeNonAscii(`/${value.replace(/^[\\/\s]+/, '')}`)
}

/** A malformed percent-escape is an unknown page, not a server error. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
