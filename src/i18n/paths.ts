import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts'

/** '' for English (served at the root), '/tr' for Turkish, '/ar' for Arabic. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * The language of a site path and the path without its prefix: '/tr/faq' -> tr, '/faq'; '/ar' -> ar, '/'.
 * A path without a known prefix is English ('/en/…' is not a prefix: English lives at the root).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3}(?:-[a-z0-9]+)?)(?=\/|$)/i.exec(pathname)
  const code = match?.[1]
  if (code && code !== DEFAULT_LOCALE && isLocale(code)) {
    return { locale: code, path: pathname.slice(code.length + 1) || '/' }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
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
export function isLocaleHome(pathname: string): boolean {
  const { locale, path } = splitLocale(pathname)
  return locale !== DEFAULT_LOCALE && path === '/' && pathname.endsWith('/') && pathname.length === locale.length + 2
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
