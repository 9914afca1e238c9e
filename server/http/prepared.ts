import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { BASE_HEADERS, HSTS_VALUE, NON_HTML_CSP } from './security-headers.ts'

/**
 * A body that many requests share (a prerendered page, a build file, a cached rendered page, the posts JSON) held
 * in memory with its brotli and gzip forms, their lengths, strong ETags and complete headers made once. Serving it
 * is a header comparison and a buffer write, before any middleware. What it wins, wrk -t2 -c32 with br on this
 * machine: hono/compress compresses per request (and has no brotli), hono/etag hashes per request, serveStatic
 * stats and streams from disk per request; and skipping the middleware alone gives /faq about 40 % more req/s
 * (see security-headers.ts). docs/benchmarks/serving.md has the before/after figures.
 */

type Coding = 'br' | 'gzip' | 'identity'
interface Form {
  body: Buffer
  headers: Record<string, string>
  etag: string
}
export interface Prepared {
  forms: Partial<Record<Coding, Form>>
  /** Headers of a 304: those of the 200 except its length, type and policy (the cached copy keeps its own). */
  notModified: Partial<Record<Coding, Record<string, string>>>
}

/** The forms `npm run build` writes beside each compressible file (see scripts/build.ts). */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const
export const PRECOMPRESSED_FORM = /\.(?:br|gz)$/

/** Small bodies gain less than the decoder costs; media formats (video, JPEG, WebP, WOFF2) only grow. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml|image\/x-icon|font\/(?:ttf|otf))/
export const isCompressible = (contentType: string, size: number) => size >= 1024 && COMPRESSIBLE_TYPE.test(contentType)

let compressions = 0
/** How many bodies this process has compressed (tests prove a prepared body is not compressed again). */
export const compressionCount = () => compressions

// Bodies compressed while the server runs: a quality that costs milliseconds, not the build's maximum (a second per 100 KB).
const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) }
const RUNTIME = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } }

/** A build file and the .br/.gz forms the build wrote beside it (absent for files it did not compress). */
export async function readPrecompressed(file: string): Promise<Partial<Record<Coding, Buffer>>> {
  const optional = (suffix: string) => readFile(file + suffix).catch(() => undefined)
  const [identity, br, gzip] = await Promise.all([readFile(file), optional(PRECOMPRESSED_SUFFIX.br), optional(PRECOMPRESSED_SUFFIX.gzip)])
  return { identity, br, gzip }
}

/**
 * Prepares `bodies.identity` with `headers` (Content-Type, Cache-Control, a page's own policy): the compressed forms
 * given, or made now when the type is worth compressing.
 */
export async function prepare(bodies: Partial<Record<Coding, Buffer>>, headers: Record<string, string>): Promise<Prepared> {
  const identity = bodies.identity!
  const tag = createHash('sha1').update(identity).digest('base64url')
  const compressible = isCompressible(headers['Content-Type'] ?? '', identity.length)
  const common: Record<string, string> = { ...BASE_HEADERS, 'Content-Security-Policy': NON_HTML_CSP, ...headers }
  if (compressible) common.Vary = 'Accept-Encoding'
  const { 'Content-Security-Policy': _policy, 'Content-Type': _type, ...kept } = common
  const prepared: Prepared = { forms: {}, notModified: {} }
  for (const coding of compressible ? (['identity', 'br', 'gzip'] as const) : (['identity'] as const)) {
    let body = bodies[coding]
    if (!body && coding !== 'identity') {
      compressions += 1
      body = await compress[coding](identity, RUNTIME[coding])
    }
    const etag = `"${tag}${coding === 'identity' ? '' : `-${coding}`}"`
    const own: Record<string, string> = { ...common, 'Content-Length': String(body!.length), ETag: etag }
    if (coding !== 'identity') own['Content-Encoding'] = coding
    prepared.forms[coding] = { body: body!, etag, headers: own }
    prepared.notModified[coding] = { ...kept, ETag: etag }
  }
  return prepared
}

/** Bytes held by a prepared body (caches bounded by bytes count it once). */
export const preparedSize = (p: Prepared) => Object.values(p.forms).reduce((sum, f) => sum + f.body.length, 0)

/** A request header from Node's parsed headers (asking Hono builds a Headers object per request, a cost avoided here). */
export function requestHeader(c: Context, name: string): string | undefined {
  const parsed = (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers
  if (!parsed) return c.req.header(name)
  const value = parsed[name]
  return Array.isArray(value) ? value.join(', ') : value
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)

/** br or gzip by their q-values (ties: br; `*` stands for codings not named; q=0 refuses); identity otherwise. */
function negotiate(accept: string): Coding {
  const list = parseAccept(accept)
  const q = (name: string) => (list.find((a) => a.type.toLowerCase() === name) ?? list.find((a) => a.type === '*'))?.q ?? 0
  const [br, gzip] = [q('br'), q('gzip')]
  return br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : 'identity'
}

/** The negotiated form (Accept-Encoding with q-values), a 304 when the client holds it; `status` 200 or 404. */
export function send(c: Context, prepared: Prepared, https: boolean, status = 200): Response {
  const accept = requestHeader(c, 'accept-encoding')
  const coding = accept && prepared.forms.br ? negotiate(accept) : 'identity'
  const form = prepared.forms[coding]!
  const ifNoneMatch = status === 200 ? requestHeader(c, 'if-none-match') : undefined
  const notModified = ifNoneMatch !== undefined && matches(ifNoneMatch, form.etag)
  const headers = notModified ? prepared.notModified[coding]! : form.headers
  return new Response(notModified ? null : (form.body as Uint8Array<ArrayBuffer>), {
    status: notModified ? 304 : status,
    headers: https ? { ...headers, 'Strict-Transport-Security': HSTS_VALUE } : headers,
  })
}
