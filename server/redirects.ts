import { postSlug } from '../src/lib/blog.ts'
import { blogPostPrefix } from '../src/config/route-facts.ts'
import type { BlogReader } from './blog/blog-reader.ts'
import { isLocaleHome, localizedPath, withoutLocalePrefix } from '../src/i18n/paths.ts'
import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../src/i18n/locales.ts'
import { encodeNonAscii } from '../src/lib/url.ts'
import type { ContentRepository } from './db/store.ts'

/**
 * Correctly spelled or alternative URLs that answer 301 to the published spelling (docs/decisions/0003-published-slugs.md).
 * Keys and values are full paths without the language prefix.
 */
export const aliasRedirects: Readonly<Record<string, string>> = {
  '/global-citizenship-programs': '/global-citizienship-programs',
  '/services/turkish-citizenship': '/services/turkish-citizienship',
  '/services/saint-lucia-citizienship': '/services/saint-luca-citizienship',
  '/services/saint-lucia-citizenship': '/services/saint-luca-citizienship',
  '/services/saint-kitts-and-nevis-citizenship-by-investment': '/services/saint-kitts-and-nevis-citizienship-by-investment',
}

/**
 * Every permanent redirect of the site, decided here and nowhere else, in this order:
 * 1. a trailing slash is dropped (`/faq/` -> `/faq`), so each page has one address, except a language's home
 *    page, which is `/tr/` (`/tr` leads there);
 * 2. '/en/…' leads to the English page at the root (English has no prefix);
 * 3. correctly spelled aliases lead to the published misspelled slugs (`aliasRedirects`, above), in
 *    the language of the address asked for;
 * 4. a document's former address (a slug changed in the back office, ADR 3) leads to its current one in the same
 *    language (`formerPath`, below);
 * 5. a post is at home under its language's prefix (`/blog/<a Turkish post>` -> `/tr/blog/…`);
 * 6. a post whose slug was changed in the back office keeps its old address (the slug history).
 * The renderer's own redirects (a route's `redirect()`) are temporary and come back from it as 302. `locale` is the
 * request's language (`c.var.language`, server/http/language.ts).
 */
export async function permanentRedirect(
  url: URL,
  locale: Locale,
  posts: Pick<BlogReader, 'locate' | 'redirectFor'>,
  formerPath?: FormerPaths,
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
  const moved = formerPath && (await formerPath(pathname, locale))
  if (moved) return localPath(`${moved}${search}`)
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
  const post = await posts.locate(current)
  const language = post && isLocale(post.language) ? post.language : locale
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

/** A document's former address → its current address in the request's language; null for any other path. */
export type FormerPaths = (pathname: string, locale: Locale) => Promise<string | null>

/** The language an address of the site is in, by its prefix (English has none). */
function languageOfPath(pathname: string): Locale {
  return locales.find((l) => l !== DEFAULT_LOCALE && (pathname === `/${l}` || pathname.startsWith(`/${l}/`))) ?? DEFAULT_LOCALE
}

/** Paths looked up per content version, at most this many (junk URLs must not grow memory). */
const REMEMBERED_PATHS = 5000

/**
 * Former addresses from the store's content paths (`content_paths` with current = false, kept by every publish that
 * changes a slug): each path is looked up once per content version and then answered from memory, so a page
 * request costs no database read once its path is known. A former path leads to the document's current path in
 * the same language, or its English one when that language is no longer published.
 */
export function formerPaths(content: Pick<ContentRepository, 'resolvePath'>, version: () => number): FormerPaths {
  let known = new Map<string, Promise<string | null>>()
  let at = version()
  return (pathname, locale) => {
    if (version() !== at || known.size >= REMEMBERED_PATHS) {
      known = new Map()
      at = version()
    }
    let answer = known.get(pathname)
    if (!answer) {
      const path = pathname
      answer = content.resolvePath(path).then(
        (found) => {
          if (!found || found.current) return null
          const inLanguage = (l: Locale) => found.currentPaths.find((p) => languageOfPath(p) === l)
          return inLanguage(locale) ?? inLanguage(DEFAULT_LOCALE) ?? found.currentPaths[0] ?? null
        },
        // The database out of reach: the page is answered as if the path had no history, and asked again next time.
        () => {
          known.delete(path)
          return null
        },
      )
      known.set(path, answer)
    }
    return answer
  }
}
