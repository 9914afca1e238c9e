import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { hashedPageCsp } from './http/security-headers.ts'
import { Representation, type RepresentationInit } from './http/representation.ts'
import { ByteCache } from './http/byte-cache.ts'
import { InFlight } from './http/in-flight.ts'
import { readPrecompressed } from './http/static-files.ts'
import type { BlogSource } from '../src/lib/blog.ts'
import type { RenderedPage, RenderInput, RenderPage } from '../src/lib/render.ts'

// The other security headers are part of every prepared response (server/http/representation.ts).
const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
}

/**
 * A page rendered for one request only (a form posted without JavaScript, shown again with its result): sent as
 * it is, uncompressed and uncached, its inline scripts allowed by their hashes.
 */
export function renderedHtml(html: string, status: number): Response {
  return new Response(html, { status, headers: { ...HTML_HEADERS, 'Content-Security-Policy': hashedPageCsp(html) } })
}

/**
 * A page prepared once: its policy (the hashes of its inline scripts), ETag and compressed forms are computed when
 * it is built or enters the cache, never per request.
 */
export function pageBody(html: string, precompressed?: RepresentationInit['precompressed']): Representation {
  const headers = { ...HTML_HEADERS, 'Content-Security-Policy': hashedPageCsp(html) }
  return new Representation(Buffer.from(html, 'utf8'), { headers, precompressed })
}

/** What the build writes beside the bundles: the renderer's module, its asset tags and the prerendered pages. */
export const buildFiles = {
  renderer: 'server/entry-server.js',
  assetsHead: 'assets-head.html',
  pagesDir: 'pages',
  pageList: 'prerendered.json',
}

export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

export interface PagesOptions {
  /** Folder of the prerendered HTML files, and the paths it holds; absent in `npm run dev`. */
  prerendered?: { dir: string; paths: string[] }
  /** Every page path known without the database (for the sitemap); defaults to the prerendered paths. */
  paths?: () => Promise<string[]>
  /** Keep rendered pages until the posts change; off in `npm run dev`, where the code itself changes. */
  cache?: boolean
  /** Bytes of rendered pages (with their compressed forms) kept; not-found pages get an eighth of it on their own. */
  cacheBytes?: number
}

/** A page ready to send: its prepared body and status, or the redirect the router asked for. */
export interface PageAnswer {
  status: number
  body?: Representation
  redirect?: string
  prerendered: boolean
}

interface CachedPage {
  version: number
  answer: PageAnswer
}

const cachedSize = (entry: CachedPage) => (entry.answer.body?.size ?? 0) + (entry.answer.redirect?.length ?? 0) + 64

/**
 * Answers every page URL with one rule: the prerendered HTML when the build made that page, otherwise the
 * renderer (which decides between the page, a not-found page and a redirect), which reads blog posts from SQLite
 * through the BlogSource it is given. Rendered pages are cached per URL, compressed, until the posts change.
 */
export class Pages {
  // Bounded by bytes, not by entries: pages differ in size by orders of magnitude (a blog list against an
  // article), and the query strings visitors send are unbounded; memory must stay flat under abuse.
  static readonly DEFAULT_CACHE_BYTES = 8 * 1024 * 1024
  private readonly render: RenderPage
  private readonly prerendered: Set<string>
  private readonly prerenderedDir: string
  private readonly knownPaths: () => Promise<string[]>
  private readonly useCache: boolean
  private readonly files = new Map<string, Promise<Representation>>()
  private readonly cache: ByteCache<CachedPage>
  // Not-found answers have their own small share, so requests for made-up URLs cannot push real pages out.
  private readonly notFound: ByteCache<CachedPage>
  private readonly rendering = new InFlight<PageAnswer>()

  constructor(render: RenderPage, options: PagesOptions = {}) {
    this.render = render
    this.prerendered = new Set(options.prerendered?.paths ?? [])
    this.prerenderedDir = options.prerendered?.dir ?? ''
    this.knownPaths = options.paths ?? (async () => [...this.prerendered])
    this.useCache = options.cache ?? true
    const bytes = options.cacheBytes ?? Pages.DEFAULT_CACHE_BYTES
    this.cache = new ByteCache(bytes, cachedSize)
    this.notFound = new ByteCache(Math.floor(bytes / 8), cachedSize)
  }

  static missingBuildMessage(distDir: string): string | null {
    return existsSync(path.join(distDir, buildFiles.renderer))
      ? null
      : `No build found in ${distDir}. Run "npm run build" first (npm start does it for you).`
  }

  /** The pages of a build made by `npm run build`. */
  static async fromBuild(distDir: string, options: Pick<PagesOptions, 'cacheBytes'> = {}): Promise<Pages> {
    const entry = path.join(distDir, buildFiles.renderer)
    const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer: (assetsHead: string) => RenderPage }
    const assetsHead = await readFile(path.join(distDir, buildFiles.assetsHead), 'utf8')
    const paths = JSON.parse(await readFile(path.join(distDir, buildFiles.pageList), 'utf8')) as string[]
    return new Pages(createRenderer(assetsHead), { ...options, prerendered: { dir: path.join(distDir, buildFiles.pagesDir), paths } })
  }

  /** Page paths that do not depend on the database. */
  routes(): Promise<string[]> {
    return this.knownPaths()
  }

  /** The page for `url` (path plus search); pages that show posts read them from `blog`, whose data is at `version`. */
  async respond(url: string, blog: BlogSource, version: number): Promise<PageAnswer> {
    const pathname = url.split('?')[0]
    if (this.prerendered.has(pathname)) return { status: 200, body: await this.file(pageFile(pathname)), prerendered: true }
    if (!this.useCache) return this.prepare(await this.render(url, { blog }), false)
    const hit = this.cache.get(url) ?? this.notFound.get(url)
    if (hit && hit.version === version) return hit.answer
    // Requests that arrive while the page is being rendered wait for that one rendering.
    return this.rendering.run(`${version} ${url}`, () => this.renderAndKeep(url, blog, version))
  }

  private async renderAndKeep(url: string, blog: BlogSource, version: number): Promise<PageAnswer> {
    const answer = await this.prepare(await this.render(url, { blog }), true)
    ;(answer.status === 404 ? this.notFound : this.cache).set(url, { version, answer })
    return answer
  }

  private async prepare(page: RenderedPage, compressNow: boolean): Promise<PageAnswer> {
    if (page.redirect) return { status: page.status, redirect: page.redirect, prerendered: false }
    const body = pageBody(page.html)
    // A cached page is compressed once, before it is stored, so the cache accounts for every byte it holds.
    if (compressNow) await body.complete()
    return { status: page.status, body, prerendered: false }
  }

  /** Uncached rendering, e.g. a page shown again after a form was posted without JavaScript. */
  renderUrl(url: string, input: RenderInput): Promise<RenderedPage> {
    return this.render(url, input)
  }

  /** A prerendered page with the compressed forms the build wrote beside it; read once, kept for good. */
  private file(name: string): Promise<Representation> {
    let job = this.files.get(name)
    if (!job) {
      job = readPrecompressed(path.join(this.prerenderedDir, name)).then(({ bytes, br, gzip }) =>
        pageBody(bytes.toString('utf8'), { br, gzip }).complete(),
      )
      // A failed read is tried again on the next request.
      job.catch(() => this.files.delete(name))
      this.files.set(name, job)
    }
    return job
  }
}
