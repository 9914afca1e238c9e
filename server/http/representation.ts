import { createHash } from 'node:crypto'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import { BASE_HEADERS, HSTS_VALUE } from './security-headers.ts'

/**
 * A response body held once in memory with everything a request needs already computed: its brotli and gzip
 * forms (made once, at build time or on first use), their lengths and a strong ETag per form. Serving one is a
 * header comparison and a buffer write: nothing is compressed or hashed per request.
 */

export type Coding = 'br' | 'gzip' | 'identity'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Smaller bodies gain less from compression than the extra header and a decoder cost. */
export const MIN_COMPRESS_BYTES = 1024

/** Already compressed formats (video, JPEG, WebP, PNG, WOFF2, PDF) only grow when compressed again. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml|image\/x-icon|font\/(?:ttf|otf))/

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE_TYPE.test(contentType)
}

// Bodies compressed while the server runs (rendered pages, the posts JSON): a quality that costs milliseconds,
// not the build's maximum, which takes about a second per 100 KB.
const RUNTIME_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const RUNTIME_GZIP = { level: 6 }

let compressions = 0
/** How many bodies this process has compressed (tests prove a cached body is not compressed again). */
export function compressionCount(): number {
  return compressions
}

function compress(coding: 'br' | 'gzip', bytes: Buffer): Promise<Buffer> {
  compressions += 1
  return coding === 'br' ? brotli(bytes, RUNTIME_BROTLI) : gzipAsync(bytes, RUNTIME_GZIP)
}

/**
 * The coding to send for an Accept-Encoding header: the highest q among br, gzip and identity (ties: br, then
 * gzip), where q=0 refuses a coding and "*" stands for the ones not named. No header means identity; a header
 * that refuses everything still gets identity (the one form every client can read).
 */
export function negotiate(accept: string | null | undefined, compressible: boolean): Coding {
  if (!accept || !compressible) return 'identity'
  let br = -1
  let gz = -1
  let id = -1
  let star = -1
  for (const part of accept.split(',')) {
    const semi = part.indexOf(';')
    const name = (semi === -1 ? part : part.slice(0, semi)).trim().toLowerCase()
    let q = 1
    if (semi !== -1) {
      const m = /q\s*=\s*([0-9.]+)/i.exec(part.slice(semi + 1))
      if (m) q = Number(m[1])
      if (!Number.isFinite(q)) q = 0
    }
    if (name === 'br') br = q
    else if (name === 'gzip' || name === 'x-gzip') gz = q
    else if (name === 'identity') id = q
    else if (name === '*') star = q
  }
  if (br === -1 && star !== -1) br = star
  if (gz === -1 && star !== -1) gz = star
  if (id === -1) id = star === 0 ? 0 : 0.001
  if (br > 0 && br >= gz && br >= id) return 'br'
  if (gz > 0 && gz >= id) return 'gzip'
  return 'identity'
}

interface Variant {
  bytes: Buffer
  headers: Record<string, string>
  etag: string
}

const ETAG_SUFFIX: Record<Coding, string> = { br: '-br', gzip: '-gz', identity: '' }

export interface RepresentationInit {
  /** Content-Type, Cache-Control and, for pages, their Content-Security-Policy. */
  headers: Record<string, string>
  /** Forms made at build time (the .br and .gz files beside a build file). */
  precompressed?: Partial<Record<'br' | 'gzip', Buffer>>
  /** The strong ETag's opaque part, when the caller already has one (otherwise the body's sha1). */
  tag?: string
  /** Answer byte ranges (video and audio seek with them). */
  ranges?: boolean
}

export class Representation {
  readonly compressible: boolean
  readonly ranges: boolean
  private readonly variants: Partial<Record<Coding, Variant | Promise<Variant>>> = {}
  private readonly tag: string
  private readonly common: Record<string, string>
  private readonly notModifiedHeaders: Record<string, string>
  private held = 0

  constructor(bytes: Buffer, init: RepresentationInit) {
    const contentType = init.headers['Content-Type'] ?? 'application/octet-stream'
    this.compressible = isCompressible(contentType, bytes.length)
    this.ranges = init.ranges ?? false
    this.tag = init.tag ?? createHash('sha1').update(bytes).digest('base64url')
    // Every response carries the base headers; a page's own policy (or the non-HTML one) is part of `init.headers`.
    this.common = { ...BASE_HEADERS, ...init.headers }
    if (this.compressible) this.common.Vary = 'Accept-Encoding'
    if (this.ranges) this.common['Accept-Ranges'] = 'bytes'
    // A 304 carries no Content-Security-Policy: its headers update the cached copy, whose own policy must stay.
    const { 'Content-Security-Policy': _policy, 'Content-Type': _type, ...rest } = this.common
    this.notModifiedHeaders = rest
    this.variants.identity = this.variant('identity', bytes)
    if (this.compressible) {
      for (const coding of ['br', 'gzip'] as const) {
        const ready = init.precompressed?.[coding]
        if (ready) this.variants[coding] = this.variant(coding, ready)
      }
    }
  }

  /** Bytes held in memory: the body and each compressed form made so far. */
  get size(): number {
    return this.held
  }

  etagFor(coding: Coding): string {
    return `"${this.tag}${ETAG_SUFFIX[coding]}"`
  }

  private variant(coding: Coding, bytes: Buffer): Variant {
    this.held += bytes.length
    const etag = this.etagFor(coding)
    const headers: Record<string, string> = { ...this.common, 'Content-Length': String(bytes.length), ETag: etag }
    if (coding !== 'identity') headers['Content-Encoding'] = coding
    return { bytes, headers, etag }
  }

  /** The body in `coding`, compressed the first time it is asked for (concurrent first asks share one job). */
  get(coding: Coding): Variant | Promise<Variant> {
    const have = this.variants[coding]
    if (have) return have
    const identity = this.variants.identity as Variant
    const job = compress(coding as 'br' | 'gzip', identity.bytes).then((out) => {
      const made = this.variant(coding, out)
      this.variants[coding] = made
      return made
    })
    this.variants[coding] = job
    return job
  }

  /** Makes every form now (for caches that account each entry's size once, when it is stored). */
  async complete(): Promise<this> {
    if (this.compressible) await Promise.all([this.get('br'), this.get('gzip')])
    return this
  }

  headersFor304(etag: string): Record<string, string> {
    return { ...this.notModifiedHeaders, ETag: etag }
  }
}

/** Responses made here already carry every header; the security-header middleware leaves them untouched. */
export const completeResponses = new WeakSet<Response>()

export interface RequestFacts {
  method: string
  acceptEncoding?: string | null
  ifNoneMatch?: string | null
  range?: string | null
  ifRange?: string | null
  https?: boolean
}

export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  // Weak comparison, as If-None-Match requires: W/"x" matches "x".
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

/** One byte range ("bytes=a-b", "a-", "-n") within `size`; null when absent, several or not bytes (send it all). */
export function byteRange(header: string | null | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return null
  let start: number
  let end: number
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

function finish(status: number, body: Buffer | null, headers: Record<string, string>, https: boolean | undefined): Response {
  const res = new Response(body as Uint8Array<ArrayBuffer> | null, {
    status,
    headers: https ? { ...headers, 'Strict-Transport-Security': HSTS_VALUE } : headers,
  })
  completeResponses.add(res)
  return res
}

function answer(rep: Representation, v: Variant, req: RequestFacts, status: number): Response {
  if (status === 200 && req.ifNoneMatch && matchesEtag(req.ifNoneMatch, v.etag))
    return finish(304, null, rep.headersFor304(v.etag), req.https)
  const head = req.method === 'HEAD'
  if (
    rep.ranges &&
    status === 200 &&
    req.range &&
    (!req.ifRange || req.ifRange === v.etag) &&
    v.headers['Content-Encoding'] === undefined
  ) {
    const size = v.bytes.length
    const range = byteRange(req.range, size)
    if (range === 'unsatisfiable') {
      const { 'Content-Length': _length, ...rest } = v.headers
      return finish(416, null, { ...rest, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }, req.https)
    }
    if (range) {
      const length = range.end - range.start + 1
      const headers = { ...v.headers, 'Content-Length': String(length), 'Content-Range': `bytes ${range.start}-${range.end}/${size}` }
      return finish(206, head ? null : v.bytes.subarray(range.start, range.end + 1), headers, req.https)
    }
  }
  return finish(status, head ? null : v.bytes, v.headers, req.https)
}

/**
 * The response for `rep`: the negotiated form with its own length and ETag, 304 when the client holds that
 * form, no body for HEAD, one byte range (206) where ranges are on. `status` is 200, or 404 for a not-found page.
 */
export function respond(rep: Representation, req: RequestFacts, status = 200): Response | Promise<Response> {
  const coding = negotiate(req.acceptEncoding, rep.compressible)
  const v = rep.get(coding)
  return v instanceof Promise ? v.then((ready) => answer(rep, ready, req, status)) : answer(rep, v, req, status)
}
