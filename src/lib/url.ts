/** `https://x.example/` -> `https://x.example`, `/faq/` -> `/faq`; the root `/` stays. */
export function withoutTrailingSlash(url: string): string {
  const trimmed = url.replace(/\/+$/, '')
  return trimmed === '' && url.startsWith('/') ? '/' : trimmed
}

/** The site's public origin when nothing is set (the shipped samples use this domain). */
export const DEFAULT_SITE_URL = 'https://www.atlaslaw.example'

/**
 * The public origin from the one setting, SITE_URL, read by the server and by the build (scripts/build.ts hands
 * it to Vite as VITE_SITE_URL, the name Vite exposes to the bundle). VITE_SITE_URL alone still works.
 */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  return withoutTrailingSlash(env.SITE_URL || env.VITE_SITE_URL || DEFAULT_SITE_URL)
}

/**
 * A path or URL with its non-ASCII characters percent-encoded (`/ar/blog/قرار` -> `/ar/blog/%D9%82%D8%B1%D8%A7%D8%B1`)
 * and everything else as it is, escapes included: what an HTTP header, a sitemap or a feed must carry. An Arabic
 * post's address is written in Arabic, and a Location header cannot hold it raw.
 */
export function encodeNonAscii(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run))
}
