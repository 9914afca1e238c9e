import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { getMimeType } from 'hono/utils/mime'
import { isCompressible, PRECOMPRESSED_FORM, prepare, readPrecompressed, send, type Prepared } from './prepared.ts'

// Hashed file names (the build's /assets/, uploads named by content hash) change with their content, so they are
// cached for good. Other files (/media/ as the firm drops them in) are used for a day without asking, then
// revalidated by ETag (a 304 while unchanged), and may be shown from cache for a week while that happens.
export const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATED = 'public, max-age=86400, stale-while-revalidate=604800'
export const buildCacheControl = (urlPath: string) => (urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATED)

/** URL path to file of everything in the build but the .br/.gz forms beside files (the build does not change). */
export function listBuild(root: string): Map<string, string> {
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => !PRECOMPRESSED_FORM.test(name))
  return new Map(names.map((name) => [`/${name.split(path.sep).join('/')}`, path.join(root, name)]))
}

/**
 * The build's compressible files (scripts, styles, SVG), answered before any middleware from memory with the
 * forms the build compressed (prepared.ts says what that wins), kept once read. Others fall through to `files`.
 */
export function preparedBuildFiles(build: Map<string, string>, https: (c: Context) => boolean): MiddlewareHandler {
  const known = new Map([...build].filter(([, file]) => isCompressible(getMimeType(file) ?? '', 1024)))
  const loaded = new Map<string, Promise<Prepared>>()
  return async (c, next) => {
    const file = known.get(c.req.path)
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next()
    const headers = { 'Content-Type': getMimeType(file)!, 'Cache-Control': buildCacheControl(c.req.path) }
    const job = loaded.get(c.req.path) ?? readPrecompressed(file).then((bodies) => prepare(bodies, headers))
    loaded.set(c.req.path, job)
    return send(c, await job, https(c))
  }
}

/**
 * Files served by Hono's serveStatic (streamed from disk, with byte ranges for video seeking): media of the build
 * and uploaded images (the paths under `prefix` that `serves` accepts), given their cache policy and an ETag of
 * size and modification time as nginx makes it (hono/etag answers the 304, but would hash a video per request).
 */
export function files(opts: {
  root: string
  prefix?: string
  serves?: (urlPath: string) => boolean
  cacheControl: (urlPath: string) => string
}): MiddlewareHandler {
  const prefix = opts.prefix ?? ''
  const serves = opts.serves ?? ((p: string) => p.startsWith(`${prefix}/`))
  const serve = serveStatic({ root: opts.root, rewriteRequestPath: (p) => p.slice(prefix.length) })
  return async (c, next) => {
    if (!serves(c.req.path)) return next()
    const found = await serve(c, next)
    if (found instanceof Response) c.res = found
    const headers = c.res.headers
    // Only serveStatic's own answers carry Last-Modified (a file that vanished falls through to the not-found page).
    if (!c.res.ok || !headers.has('Last-Modified')) return
    const size = headers.get('Content-Range')?.split('/')[1] ?? headers.get('Content-Length')
    const modified = Date.parse(headers.get('Last-Modified') ?? '') / 1000
    headers.set('ETag', `"${Number(size).toString(16)}-${modified.toString(16)}"`)
    headers.set('Cache-Control', opts.cacheControl(c.req.path))
    headers.set('Accept-Ranges', 'bytes')
  }
}
