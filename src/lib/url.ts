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
