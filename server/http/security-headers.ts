import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { site } from '../../src/config/site.ts'

/**
 * Security headers on every response, and the Content-Security-Policy of HTML pages.
 *
 * Inline scripts (TanStack Router's hydration data) are allowed one by one by the sha256 hash of each, never with
 * 'unsafe-inline'. Prerendered and server-rendered pages alike: the policy is computed once, when the page is
 * built or enters the page cache, so cached bytes are served as they are (a per-response nonce would force a
 * rewrite and a new compression per request; see docs/decisions/0006-content-security-policy.md). Styles keep
 * 'unsafe-inline' because React and Radix write style="" attributes (scroll-reveal, accordion heights) that CSP
 * cannot allow otherwise; injected styles cannot run code.
 */

export const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/** Responses that are not pages (JSON, files, errors) may not run or embed anything. */
export const NON_HTML_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** The page policy for the given script sources (a nonce or hashes). */
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

/** 'sha256-…' sources for each inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy of a page: its inline scripts allowed by their sha256 hashes. */
export function hashedPageCsp(html: string): string {
  return pageCsp(inlineScriptHashes(html))
}

/**
 * Sets the headers every response carries (HTML handlers set their own page policy first), and HSTS when the
 * request reached us over HTTPS.
 */
export function securityHeaders(opts: {
  isHttps: (c: Parameters<MiddlewareHandler>[0]) => boolean
  /** Responses that already carry every header (made once with their body); left as they are. */
  complete?: WeakSet<Response>
}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (opts.complete?.has(c.res)) return
    const headers = c.res.headers
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value)
    // A 304's headers replace the cached copy's: a policy here would overwrite the page's own (and its script hashes).
    if (c.res.status !== 304 && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NON_HTML_CSP)
    if (opts.isHttps(c)) headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}
