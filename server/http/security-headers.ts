import { createHash, randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { site } from '../../src/config/site.ts'

/**
 * Security headers on every response, and the Content-Security-Policy of HTML pages.
 *
 * Inline scripts (TanStack Router's hydration data) are allowed one by one, never with 'unsafe-inline':
 * prerendered pages by the sha256 hash of each inline script (the file never changes, so the policy is computed
 * once per file), server-rendered pages by a fresh nonce per response, added to their few <script> tags when the
 * response is sent (see docs/decisions/0006-content-security-policy.md). Styles keep 'unsafe-inline' because
 * React and Radix write style="" attributes (scroll-reveal, accordion heights) that CSP cannot allow otherwise;
 * injected styles cannot run code.
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

/** Policies of prerendered files, computed once per file (their HTML strings are cached and never change). */
const hashedPolicies = new Map<string, string>()
const HASHED_POLICY_LIMIT = 500

export function hashedPageCsp(html: string): string {
  let policy = hashedPolicies.get(html)
  if (policy === undefined) {
    policy = pageCsp(inlineScriptHashes(html))
    if (hashedPolicies.size >= HASHED_POLICY_LIMIT) hashedPolicies.delete(hashedPolicies.keys().next().value!)
    hashedPolicies.set(html, policy)
  }
  return policy
}

export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * Adds the nonce to every <script> tag that runs code (JSON data blocks such as structured data do not run and
 * need none). Only React and the router write raw "<script" into a page: visitor and post text reaches the HTML
 * escaped (or sanitised), and serialised data escapes "<" inside scripts.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])(?![^>]*\btype="application\/(?:ld\+)?json")/g, `<script nonce="${nonce}"`)
}

/** A server-rendered page with a fresh nonce and its policy. */
export function nonceHtml(html: string): { html: string; csp: string } {
  const nonce = newNonce()
  return { html: withNonce(html, nonce), csp: pageCsp([`'nonce-${nonce}'`]) }
}

/**
 * Sets the headers every response carries (HTML handlers set their own page policy first), and HSTS when the
 * request reached us over HTTPS.
 */
export function securityHeaders(opts: { isHttps: (c: Parameters<MiddlewareHandler>[0]) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value)
    // A 304's headers replace the cached copy's: a policy here would overwrite the page's own (and its nonce).
    if (c.res.status !== 304 && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NON_HTML_CSP)
    if (opts.isHttps(c)) headers.set('Strict-Transport-Security', HSTS_VALUE)
  }
}
