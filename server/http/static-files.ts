import { createReadStream, existsSync, readdirSync, statSync, type Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { getMimeType } from 'hono/utils/mime'
import { ByteCache } from './byte-cache.ts'
import { InFlight } from './in-flight.ts'
import { byteRange, completeResponses, matchesEtag, respond, Representation, type RequestFacts } from './representation.ts'
import { BASE_HEADERS, HSTS_VALUE, NON_HTML_CSP } from './security-headers.ts'

/** The forms `npm run build` writes beside each compressible file (see scripts/build.ts). */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const
/** The name of such a form: its original's name plus one of those suffixes. */
export const PRECOMPRESSED_FORM = /\.(?:br|gz)$/

/** A built file with the brotli and gzip forms the build wrote beside it (absent for files it did not compress). */
export async function readPrecompressed(file: string): Promise<{ bytes: Buffer; br?: Buffer; gzip?: Buffer }> {
  const optional = (suffix: string) => readFile(file + suffix).catch(() => undefined)
  const [bytes, br, gzip] = await Promise.all([readFile(file), optional(PRECOMPRESSED_SUFFIX.br), optional(PRECOMPRESSED_SUFFIX.gzip)])
  return { bytes, br, gzip }
}

interface FileInfo {
  file: string
  size: number
  mtimeMs: number
  contentType: string
  cacheControl: string
}

export interface StaticFilesOptions {
  root: string
  /** The URL prefix the folder is served under ('' for the browser build). */
  prefix?: string
  /**
   * Read the folder's file list once at start (the build never changes while the server runs). Otherwise each
   * request under `prefix` is looked up on disk, for folders that gain files while the server runs (uploads).
   */
  scan: boolean
  cacheControl: (urlPath: string) => string
  /** Bytes of file bodies kept in memory (with their compressed forms); larger files are read from disk per request. */
  maxBytes: number
}

const SAFE_PATH = /^(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+$/

/**
 * Files served before any other middleware: a map lookup, then a body already in memory with its headers
 * (compressed forms, Content-Length, ETag, security headers) made once. Anything not in the folder falls through.
 */
export class StaticFiles {
  private readonly known = new Map<string, FileInfo>()
  private readonly loaded: ByteCache<Representation>
  private readonly loading = new InFlight<Representation>()
  private readonly options: StaticFilesOptions

  constructor(options: StaticFilesOptions) {
    this.options = options
    this.loaded = new ByteCache(options.maxBytes, (rep) => rep.size)
    if (options.scan && existsSync(options.root)) this.scan(options.root)
  }

  private scan(dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        this.scan(file)
        continue
      }
      // A build's .br/.gz beside its original is a form of that file, not a file of its own.
      if (PRECOMPRESSED_FORM.test(entry.name) && existsSync(file.replace(PRECOMPRESSED_FORM, ''))) continue
      const urlPath = `${this.options.prefix ?? ''}/${path.relative(this.options.root, file).split(path.sep).join('/')}`
      this.known.set(urlPath, this.info(file, urlPath, statSync(file)))
    }
  }

  private info(file: string, urlPath: string, stats: Stats): FileInfo {
    return {
      file,
      size: stats.size,
      mtimeMs: stats.mtimeMs,
      contentType: getMimeType(file) ?? 'application/octet-stream',
      cacheControl: this.options.cacheControl(urlPath),
    }
  }

  private async lookUp(urlPath: string): Promise<FileInfo | undefined> {
    const prefix = this.options.prefix ?? ''
    if (!urlPath.startsWith(`${prefix}/`)) return undefined
    const rest = urlPath.slice(prefix.length)
    if (!SAFE_PATH.test(rest) || rest.includes('..')) return undefined
    const file = path.join(this.options.root, rest)
    const stats = await stat(file).catch(() => null)
    return stats?.isFile() ? this.info(file, urlPath, stats) : undefined
  }

  /** The answer for a GET or HEAD of `urlPath`, or undefined when no file has that path (nothing else is read). */
  respond(urlPath: string, facts: () => RequestFacts): Response | Promise<Response | undefined> | undefined {
    if (this.options.scan) {
      const info = this.known.get(urlPath)
      return info ? this.serve(urlPath, info, facts()) : undefined
    }
    if (!urlPath.startsWith(`${this.options.prefix ?? ''}/`)) return undefined
    return this.lookUp(urlPath).then((info) => (info ? this.serve(urlPath, info, facts()) : undefined))
  }

  private serve(urlPath: string, info: FileInfo, req: RequestFacts): Response | Promise<Response> {
    if (info.size > this.options.maxBytes / 4) return streamed(info, req)
    const rep = this.loaded.get(urlPath)
    if (rep) return respond(rep, req)
    return this.load(urlPath, info).then((ready) => respond(ready, req))
  }

  private load(urlPath: string, info: FileInfo): Promise<Representation> {
    return this.loading.run(urlPath, async () => {
      const { bytes, br, gzip } = await readPrecompressed(info.file)
      const headers = { 'Content-Type': info.contentType, 'Cache-Control': info.cacheControl, 'Content-Security-Policy': NON_HTML_CSP }
      const rep = await new Representation(bytes, { headers, precompressed: { br, gzip }, ranges: true }).complete()
      this.loaded.set(urlPath, rep)
      return rep
    })
  }
}

/**
 * A file too large to keep in memory (a long video): read from disk per request, with byte ranges. Its ETag is
 * the size and modification time (as nginx does), so it is not hashed either.
 */
function streamed(info: FileInfo, req: RequestFacts): Response {
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'Content-Security-Policy': NON_HTML_CSP,
    'Content-Type': info.contentType,
    'Cache-Control': info.cacheControl,
    'Accept-Ranges': 'bytes',
    ETag: etag,
  }
  if (req.https) headers['Strict-Transport-Security'] = HSTS_VALUE
  const done = (status: number, body: Readable | null, extra: Record<string, string>) => {
    const res = new Response(body ? (Readable.toWeb(body) as ReadableStream) : null, { status, headers: { ...headers, ...extra } })
    completeResponses.add(res)
    return res
  }
  if (req.ifNoneMatch && matchesEtag(req.ifNoneMatch, etag)) {
    const { 'Content-Security-Policy': _csp, ...rest } = headers
    const res = new Response(null, { status: 304, headers: rest })
    completeResponses.add(res)
    return res
  }
  const range = req.ifRange && req.ifRange !== etag ? null : byteRange(req.range, info.size)
  if (range === 'unsatisfiable') return done(416, null, { 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' })
  if (range) {
    const stream = req.method === 'HEAD' ? null : createReadStream(info.file, { start: range.start, end: range.end })
    return done(206, stream, {
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${info.size}`,
    })
  }
  return done(200, req.method === 'HEAD' ? null : createReadStream(info.file), { 'Content-Length': String(info.size) })
}
