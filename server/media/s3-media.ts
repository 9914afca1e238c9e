import { AwsClient } from 'aws4fetch'
import type { MiddlewareHandler } from 'hono'
import type { S3Settings } from '../env.ts'
import { IMMUTABLE } from '../http/static-files.ts'
import { checkedName, MediaStoreError, uploadName, type MediaStore } from './media-store.ts'
import { createLogger, type Logger } from '../log.ts'

/** How long one call to the bucket may take, retries included, before the upload or the image request gives up. */
const CALL_TIMEOUT_MS = 10_000

/** Request headers a visitor's browser sends that the bucket answers itself (304 for a cached copy, byte ranges). */
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range']
/** The bucket's answer headers passed on to the visitor; Cache-Control is ours (the same as from the disk). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'etag', 'last-modified']

/** S3's error code from its XML answer (`<Code>NoSuchBucket</Code>`), for the log. */
async function s3ErrorCode(res: Response): Promise<string> {
  const text = await res.text().catch(() => '')
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? ''
}

/**
 * A SigV4 signer for the bucket. Two retries of a 5xx or 429 (aws4fetch's backoff with jitter from 100 ms): a staff
 * member waits seconds, not the default ten retries' minute. A refused connection is not retried; the caller's
 * timeout bounds every try together.
 */
export function s3Client(s3: S3Settings): AwsClient {
  return new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    retries: 2,
    initRetryMs: 100,
  })
}

/** The address of the object `key` (already URL-encoded), path-style or virtual-hosted as the settings say. */
export function objectUrl(s3: S3Settings, key: string): string {
  if (s3.pathStyle) return `${s3.endpoint}/${s3.bucket}/${key}`
  const endpoint = new URL(s3.endpoint)
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}/${key}`
}

/**
 * Uploaded images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …), requests signed with
 * aws4fetch (SigV4 on fetch: no SDK). Every instance reads and writes the same bucket, so each serves every upload
 * under the same /media/uploads/ URLs, streamed through this server (ADR 31 says why not a redirect).
 */
export class S3MediaStore implements MediaStore {
  readonly where: string
  private readonly aws: AwsClient
  private readonly s3: S3Settings
  private readonly log: Logger

  constructor(s3: S3Settings, log: Logger = createLogger()) {
    this.s3 = s3
    this.log = log
    this.where = `the bucket ${s3.bucket} at ${s3.endpoint}`
    this.aws = s3Client(s3)
  }

  /** The object's address, or the bucket's own with an empty name. */
  private url(name: string): string {
    return objectUrl(this.s3, name === '' ? '' : encodeURIComponent(checkedName(name)))
  }

  /** HEAD of the bucket: it exists and the key may use it. A site that starts anyway serves pages; uploads wait. */
  async check(): Promise<string | null> {
    try {
      const res = await this.call('HEAD', '')
      if (res.ok) return null
      const why =
        res.status === 404 ? 'there is no such bucket' : res.status === 403 ? 'the key is refused (403)' : `it answered ${res.status}`
      return `media: ${this.where} cannot be used: ${why}. Uploads fail and images answer 502 until this is fixed.`
    } catch (error) {
      return `media: ${(error as Error).message}. Uploads fail and images answer 502 until it answers.`
    }
  }

  private async call(
    method: string,
    name: string,
    init: { headers?: HeadersInit; body?: Uint8Array<ArrayBuffer> } = {},
  ): Promise<Response> {
    // The time limit ends when the answer's headers arrive: an image then streams to a slow visitor at their pace.
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS)
    try {
      return await this.aws.fetch(this.url(name), { method, ...init, signal: abort.signal })
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      const what = name ? `${method} ${name}` : method
      throw new MediaStoreError(`${what} in ${this.where}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`)
    } finally {
      clearTimeout(timer)
    }
  }

  private async failed(method: string, name: string, res: Response): Promise<MediaStoreError> {
    const code = await s3ErrorCode(res)
    const hint = res.status === 403 ? ': check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION and the key’s permissions' : ''
    return new MediaStoreError(`${method} ${name} in ${this.where}: ${res.status} ${code}${hint}`.trimEnd())
  }

  async has(name: string): Promise<boolean> {
    const res = await this.call('HEAD', name)
    if (res.status === 404) return false
    if (res.ok) return true
    throw await this.failed('HEAD', name, res)
  }

  async put(name: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
    // The bucket keeps these headers with the object; a CDN or browser reading the bucket directly gets them too.
    const res = await this.call('PUT', name, { headers: { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE }, body })
    if (!res.ok) throw await this.failed('PUT', name, res)
    await res.body?.cancel()
  }

  async delete(name: string): Promise<void> {
    const res = await this.call('DELETE', name)
    if (!res.ok && res.status !== 404) throw await this.failed('DELETE', name, res)
    await res.body?.cancel()
  }

  async read(name: string): Promise<Buffer | null> {
    const res = await this.call('GET', name)
    if (res.status === 404) return null
    if (!res.ok) throw await this.failed('GET', name, res)
    return Buffer.from(await res.arrayBuffer())
  }

  serve(): MiddlewareHandler {
    return async (c, next) => {
      const name = uploadName(c.req.path)
      if (!name || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
      const asked = new Headers()
      for (const header of FORWARDED_REQUEST_HEADERS) {
        const value = c.req.header(header)
        if (value) asked.set(header, value)
      }
      let res: Response
      try {
        res = await this.call(c.req.method, name, { headers: asked })
      } catch (error) {
        this.log.error('media: the bucket did not answer', { error })
        return c.body(null, 502, { 'Cache-Control': 'no-store' })
      }
      // No such file: the site's not-found page, as for a file missing from the disk.
      if (res.status === 404) {
        await res.body?.cancel()
        return next()
      }
      if (!res.ok && res.status !== 304 && res.status !== 416 && res.status !== 412) {
        this.log.error(`media: ${(await this.failed(c.req.method, name, res)).message}`)
        return c.body(null, 502, { 'Cache-Control': 'no-store' })
      }
      const headers = new Headers({ 'Cache-Control': IMMUTABLE, 'Accept-Ranges': 'bytes' })
      for (const header of FORWARDED_RESPONSE_HEADERS) {
        const value = res.headers.get(header)
        if (value) headers.set(header, value)
      }
      // A 304 carries the ETag it matched (RFC 9110 15.4.5); some S3-compatible servers leave it out.
      const asked304 = asked.get('if-none-match')
      if (res.status === 304 && !headers.has('etag') && asked304 && /^(W\/)?"[^"]*"$/.test(asked304)) headers.set('ETag', asked304)
      return new Response(c.req.method === 'HEAD' || res.status === 304 ? null : res.body, { status: res.status, headers })
    }
  }
}
