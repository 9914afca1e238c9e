import { createHash } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { site } from '../../src/config/site.ts'

/**
 * The one place that decides the security headers of every response: Hono's secure-headers with our values, a
 * Content-Security-Policy, and HSTS over HTTPS. Inline scripts (the router's hydration data) are allowed by their
 * sha256 hashes, computed once per page so cached bytes are served as they are (a nonce would force a rewrite and
 * a compression per request: docs/decisions/0006-content-security-policy.md). Styles keep 'unsafe-inline' for
 * the style="" attributes React and Radix write (scroll-reveal, accordion heights); styles cannot run code.
 */
const OPTIONS: Parameters<typeof secureHeaders>[0] = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  strictTransportSecurity: false, // only over HTTPS, below
}
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
 * For responses made per request: the headers above, the non-page policy unless a page set its own, and none on
 * a 304 (its headers replace the cached copy's, and the page's own policy with its script hashes must stay).
 */
export function securityHeaders(isHttps: (c: Context) => boolean): MiddlewareHandler {
  const base = secureHeaders(OPTIONS)
  return async (c, next) => {
    await base(c, next)
    const headers = c.res.headers
    if (c.res.status !== 304 && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NON_HTML_CSP)
    if (isHttps(c)) headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}

/**
 * The same headers, read once from secure-headers itself, for bodies prepared once (server/http/prepared.ts): they
 * carry them from the start and skip the middleware, which costs 29 % of the throughput of a prepared page
 * (/faq brotli, wrk -t2 -c32: 8,343 req/s without it, 5,898 with secure-headers and etag, medians of 3).
 */
const probe = new Hono().use(secureHeaders(OPTIONS)).get('/', (c) => c.body(null))
export const BASE_HEADERS: Record<string, string> = Object.fromEntries((await probe.request('/')).headers)
