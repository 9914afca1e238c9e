import { DEFAULT_LOCALE, type Locale } from './locales.ts'

/** '' for English (served at the root), '/tr' for Turkish, '/ar' for Arabic. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * A path of a page in `locale` without that language's prefix: ('/tr/faq', tr) -> '/faq'; ('/ar', ar) -> '/'. The
 * language itself is never read from the path here: the server's middleware sets it once per request
 * (server/http/language.ts), the browser reads it from <html lang>.
 */
export function withoutLocalePrefix(pathname: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) ? pathname.slice(prefix.length) || '/' : pathname
}

/**
 * The address of a site path in a language: ('/faq', 'tr') -> '/tr/faq'. A language's home page keeps its slash,
 * ('/', 'ar') -> '/ar/', the one address the router mounted under '/ar' answers for it (server/redirects.ts sends
 * '/ar' there).
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (!prefix) return path
  return path === '/' ? `${prefix}/` : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`
}

/** '/tr/', '/ar/': a language's home page, the only address that ends with a slash. */
export function isLocaleHome(pathname: string, locale: Locale): boolean {
  return locale !== DEFAULT_LOCALE && pathname === `${localePrefix(locale)}/`
}

/**
 * Adds the language prefix to the site's own links inside stored HTML (content copy, blog bodies): href="/…"
 * but not protocol-relative "//host", /api/, /media/ or files with an extension.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html
  return html.replace(/href="(\/(?!\/|api\/|media\/|admin\/)[^"]*)"/g, (whole, href: string) => {
    const pathOnly = href.split(/[?#]/)[0]
    if (/\.[a-z0-9]+$/i.test(pathOnly)) return whole
    return `href="${localizedPath(href, locale)}"`
  })
}
