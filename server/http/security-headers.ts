import { createHash } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { site } from '../../src/config/site.ts'

/**
 * The one place that decides the security headers of every response, in two profiles: the public site's (pages,
 * API answers, files) and the back office's (everything under /admin). Hono's secure-headers with our values, a
 * Content-Security-Policy, and HSTS over HTTPS. No other file names these headers (eslint.config.js checks it).
 * Inline scripts (the router's hydration data) are allowed by their sha256 hashes, computed once per page so cached
 * bytes are served as they are (a nonce would force a rewrite and a compression per request:
 * docs/decisions/0006-content-security-policy.md). Styles keep 'unsafe-inline' for the style="" attributes React and
 * Radix write (scroll-reveal, accordion heights); styles cannot run code.
 */
const OPTIONS: Parameters<typeof secureHeaders>[0] = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  strictTransportSecurity: false, // only over HTTPS, below
}

/**
 * The back office is for staff only: never framed, and its addresses (set-up and reset links carry a token) are
 * never sent to another site, not even as an origin.
 */
const BACK_OFFICE_OPTIONS: Parameters<typeof secureHeaders>[0] = { ...OPTIONS, referrerPolicy: 'no-referrer' }

/**
 * A visitor's own page opened with a signed link in its address (the booking's page, `?token=`): the public site's
 * headers, but the address is never sent on, not even its origin, to a site it links to (ADR 37 "(e2e)").
 */
const PRIVATE_PAGE_OPTIONS: Parameters<typeof secureHeaders>[0] = { ...OPTIONS, referrerPolicy: 'no-referrer' }

export type HeaderProfile = 'public' | 'private-page' | 'back-office'

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/** Responses that are not pages (JSON, files, errors) may not run or embed anything. */
export const NON_HTML_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const originOf = (url: string | undefined) => (URL.canParse(url ?? '') ? new URL(url!).origin : null)

export function pageCsp(scriptSources: string[], apiOrigin = process.env.VITE_API_ORIGIN): string {
  const api = originOf(apiOrigin)
  const map = originOf(site.map.embedUrl)
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    `frame-src${map ? ` ${map}` : " 'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${api ? ` ${api}` : ''}`,
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ')
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The policy of a page: its inline scripts allowed by their sha256 hashes. */
export function hashedPageCsp(html: string): string {
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
  return pageCsp([...new Set([...html.matchAll(INLINE_SCRIPT)].map(([, script]) => hash(script)))])
}

/**
 * For responses made per request: the profile's headers, then a policy unless the response set its own (a page's,
 * with its script hashes): the non-page policy, or for a back-office page (its own script files, no inline script)
 * the page policy with no extra source. None on a 304: its headers replace the cached copy's, whose policy must stay.
 */
export function securityHeaders(
  isHttps: (c: Context) => boolean,
  profileOf: (c: Context) => HeaderProfile = () => 'public',
): MiddlewareHandler {
  const profiles = {
    public: secureHeaders(OPTIONS),
    'private-page': secureHeaders(PRIVATE_PAGE_OPTIONS),
    'back-office': secureHeaders(BACK_OFFICE_OPTIONS),
  }
  return async (c, next) => {
    const profile = profileOf(c)
    await profiles[profile](c, next)
    const headers = c.res.headers
    if (c.res.status !== 304 && !headers.has('Content-Security-Policy')) {
      const backOfficePage = profile === 'back-office' && headers.get('Content-Type')?.startsWith('text/html')
      headers.set('Content-Security-Policy', backOfficePage ? pageCsp([]) : NON_HTML_CSP)
    }
    if (isHttps(c)) headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}

/** A page's own headers: its policy, with the hashes of its inline scripts. */
export function pageSecurityHeaders(html: string): Record<string, string> {
  return { 'Content-Security-Policy': hashedPageCsp(html) }
}

/** A 304's headers from the full answer's: without the policy, which the cached copy keeps (see securityHeaders). */
export function withoutPolicy(headers: Record<string, string>): Record<string, string> {
  const { 'Content-Security-Policy': _policy, ...kept } = headers
  return kept
}

/** HSTS added, for an answer sent over HTTPS. */
export function withHsts(headers: Record<string, string>): Record<string, string> {
  return { ...headers, 'Strict-Transport-Security': HSTS_VALUE }
}

/**
 * The same headers, read once from secure-headers itself, for bodies prepared once (server/http/prepared.ts): they
 * carry them from the start and skip the middleware, which costs 29 % of the throughput of a prepared page
 * (/faq brotli, wrk -t2 -c32: 8,343 req/s without it, 5,898 with secure-headers and etag, medians of 3).
 */
const probe = new Hono().use(secureHeaders(OPTIONS)).get('/', (c) => c.body(null))
const BASE_HEADERS: Record<string, string> = Object.fromEntries((await probe.request('/')).headers)

/** The public profile's headers for a body prepared once, with the non-page policy (a page's own replaces it). */
export const PREPARED_SECURITY_HEADERS: Record<string, string> = { ...BASE_HEADERS, 'Content-Security-Policy': NON_HTML_CSP }
