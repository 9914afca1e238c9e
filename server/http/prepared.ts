import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { PREPARED_SECURITY_HEADERS, withHsts, withoutPolicy } from './security-headers.ts'

/**
 * A body that many requests share (a prerendered or cached page, a build file, the posts JSON) held in memory
 * with its brotli and gzip forms (the build's, or made once here), strong ETags and complete headers. Sending
 * it is a header comparison and a buffer write. What it wins over the framework's per-request way: hono/compress
 * compresses every response again (gzip only), hono/etag hashes every body, serveStatic stats and streams from
 * disk; and with these headers made once, the build's scripts skip the middleware altogether (about 40 % more
 * req/s, see security-headers.ts). Figures: docs/benchmarks/serving.md.
 */

type Coding = 'br' | 'gzip' | 'identity'
type HeaderMap = Record<string, string>
/** Per coding: body, ETag, headers, and those of its 304 (no length, type or policy: the cached copy keeps its own). */
export type Prepared = Partial<Record<Coding, { body: Buffer; etag: string; headers: HeaderMap; notModified: HeaderMap }>>

/** The forms `npm run build` writes beside each compressible file (see scripts/build.ts). */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const
export const PRECOMPRESSED_FORM = /\.(?:br|gz)$/

/** hono/compress's own list of types (media formats only grow) and threshold (small bodies gain less than decoding costs). */
export const isCompressible = (contentType: string, size: number) => size >= 1024 && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)

let compressions = 0 // bodies this process compressed: tests prove a prepared body is not compressed again
export const compressionCount = () => compressions

// Bodies compressed while the server runs: a quality that costs milliseconds, not the build's maximum (a second per 100 KB).
const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) }
const RUNTIME = { br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } }

/** A build file and the .br/.gz forms the build wrote beside it (absent for files it did not compress). */
export async function readPrecompressed(file: string): Promise<Partial<Record<Coding, Buffer>>> {
  const suffixes = ['', PRECOMPRESSED_SUFFIX.br, PRECOMPRESSED_SUFFIX.gzip]
  const [identity, br, gzip] = await Promise.all(suffixes.map((suffix) => readFile(file + suffix).catch(() => undefined)))
  return { identity: identity ?? (await readFile(file)), br, gzip }
}

/** `bodies.identity` with its `own` headers (type, cache policy, a page's policy) and compressed forms: given or made now. */
export async function prepare(bodies: Partial<Record<Coding, Buffer>>, own: Record<string, string>): Promise<Prepared> {
  const identity = bodies.identity!
  const tag = createHash('sha1').update(identity).digest('base64url')
  const compressible = isCompressible(own['Content-Type'] ?? '', identity.length)
  const common: HeaderMap = { ...PREPARED_SECURITY_HEADERS, ...own }
  if (compressible) common.Vary = 'Accept-Encoding'
  const { 'Content-Type': _type, ...rest } = common
  const kept = withoutPolicy(rest)
  const prepared: Prepared = {}
  for (const coding of compressible ? (['identity', 'br', 'gzip'] as const) : (['identity'] as const)) {
    let body = bodies[coding]
    if (!body && coding !== 'identity') {
      compressions += 1
      body = await compress[coding](identity, RUNTIME[coding])
    }
    const etag = `"${tag}${coding === 'identity' ? '' : `-${coding}`}"`
    const headers: HeaderMap = { ...common, 'Content-Length': String(body!.length), ETag: etag }
    if (coding !== 'identity') headers['Content-Encoding'] = coding
    prepared[coding] = { body: body!, etag, headers, notModified: { ...kept, ETag: etag } }
  }
  return prepared
}

/**
 * The forms `npm run build` wrote beside each page before pages were rendered by the server (ADR 36, 4.2): brotli 11
 * is 10-13 % smaller than the runtime's brotli 5 (/faq 20.4 against 23.1 KB) but costs 0.4-1.1 s a page.
 */
const FINAL = {
  br: (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
  gzip: () => ({ level: 9 }),
}

/**
 * Compresses prepared bodies again at the build's quality, one at a time, off the request path: the body is sent at
 * once in its fast forms (`prepare`), and its br and gzip forms are replaced when the smaller ones are made. zlib's
 * asynchronous calls run on libuv's thread pool, so a request meanwhile is answered from the bytes already there;
 * the queue yields to the event loop (setImmediate) between two bodies. The ETag is unchanged: it names the identity
 * bytes (with the coding), which the new form decodes to, so a client holding the fast form still gets its 304; a
 * page is never answered by byte range, where a strong ETag over two different encodings could mix them.
 */
export class BackgroundCompression {
  private readonly queue: { prepared: Prepared; wanted: () => boolean }[] = []
  private draining: Promise<void> | null = null
  /** What was done so far, for the start-up line and the tests: bodies, their br bytes before and after, and the compressor's milliseconds. */
  readonly done = { bodies: 0, fastBytes: 0, finalBytes: 0, busyMs: 0 }

  /** Queues `prepared` (made by `prepare`, fast forms), unless it has none; `wanted` says whether it is still served. */
  add(prepared: Prepared, wanted: () => boolean = () => true): void {
    if (!prepared.br && !prepared.gzip) return
    this.queue.push({ prepared, wanted })
    this.draining ??= this.drain().finally(() => (this.draining = null))
  }

  /** Settles once every body queued so far has its final forms. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      // Replaced meanwhile (a publish rendered the page again, or it left the cache): not worth the CPU.
      if (!job.wanted()) continue
      await this.compress(job.prepared).catch(() => {
        // The fast forms stay: they are correct, only larger.
      })
    }
  }

  private async compress(prepared: Prepared): Promise<void> {
    const identity = prepared.identity!.body
    const started = performance.now()
    for (const coding of ['br', 'gzip'] as const) {
      const form = prepared[coding]
      if (!form) continue
      const body = await compress[coding](identity, FINAL[coding](identity.length))
      if (coding === 'br') {
        this.done.fastBytes += form.body.length
        this.done.finalBytes += Math.min(body.length, form.body.length)
      }
      if (body.length >= form.body.length) continue
      // One assignment: a request reads either the old form or the new one, each complete with its length.
      prepared[coding] = { ...form, body, headers: { ...form.headers, 'Content-Length': String(body.length) } }
    }
    this.done.busyMs += performance.now() - started
    this.done.bodies += 1
  }
}

/** Bytes held by a prepared body (caches bounded by bytes count it once). */
export const preparedSize = (p: Prepared) => Object.values(p).reduce((sum, f) => sum + f.body.length, 0)

/** A request header from Node's parsed headers (asking Hono builds a HeaderMap object per request, a cost avoided here). */
export function requestHeader(c: Context, name: string): string | undefined {
  const parsed = (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming?.headers
  return parsed ? [parsed[name]].flat().join(', ') || undefined : c.req.header(name)
}

/** br or gzip by their q-values (ties: br; `*` stands for codings not named; q=0 refuses); identity otherwise. */
function negotiate(accept: string): Coding {
  const list = parseAccept(accept)
  const [br, gzip] = ['br', 'gzip'].map(
    (name) => (list.find((a) => a.type.toLowerCase() === name) ?? list.find((a) => a.type === '*'))?.q ?? 0,
  )
  return br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : 'identity'
}

/** The negotiated form (Accept-Encoding with q-values), a 304 when the client holds it; `status` 200 or 404. */
export function send(c: Context, prepared: Prepared, https: boolean, status = 200): Response {
  const accept = requestHeader(c, 'accept-encoding')
  const form = prepared[accept && prepared.br ? negotiate(accept) : 'identity']!
  const ifNoneMatch = status === 200 ? requestHeader(c, 'if-none-match') : undefined
  // Weak comparison, as If-None-Match requires (W/"x" matches "x").
  const notModified = !!ifNoneMatch && (ifNoneMatch.trim() === '*' || !!ifNoneMatch.match(/"[^"]*"/g)?.includes(form.etag))
  const headers = notModified ? form.notModified : form.headers
  return new Response(notModified ? null : (form.body as Uint8Array<ArrayBuffer>), {
    status: notModified ? 304 : status,
    headers: https ? withHsts(headers) : headers,
  })
}
