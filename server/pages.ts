import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHash } from 'node:crypto'
import { hashedPageCsp, nonceHtml } from './http/security-headers.ts'
import type { BlogSource } from '../src/lib/blog.ts'
import type { RenderedPage, RenderInput, RenderPage } from '../src/lib/render.ts'

// The other security headers are added to every response by the app's securityHeaders middleware.
const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
}

/**
 * A server-rendered page: a fresh CSP nonce on its scripts. Its ETag is taken before the nonce is added, so
 * an unchanged page still answers 304 (the browser keeps the copy and the policy it came with).
 */
export function renderedHtml(html: string, status: number, withEtag = false): Response {
  const page = nonceHtml(html)
  const headers: Record<string, string> = { ...HTML_HEADERS, 'Content-Security-Policy': page.csp }
  if (withEtag) headers.ETag = `"${createHash('sha1').update(html).digest('base64url')}"`
  return new Response(page.html, { status, headers })
}

/** A prerendered page: its inline scripts are allowed by their hashes. */
export function prerenderedHtml(html: string, status: number): Response {
  return new Response(html, { status, headers: { ...HTML_HEADERS, 'Content-Security-Policy': hashedPageCsp(html) } })
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
}

/**
 * Answers every page URL with one rule: the prerendered HTML when the build made that page, otherwise the
 * renderer (which decides between the page, a not-found page and a redirect), which reads blog posts from SQLite
 * through the BlogSource it is given. Rendered pages are cached per URL until the posts change.
 */
export class Pages {
  private readonly render: RenderPage
  private readonly prerendered: Set<string>
  private readonly prerenderedDir: string
  private readonly knownPaths: () => Promise<string[]>
  private readonly useCache: boolean
  private readonly files = new Map<string, string>()
  private readonly cache = new Map<string, { version: number; page: RenderedPage }>()
  private cachedBytes = 0
  // Bounded by size, not by entries: pages differ in size by orders of magnitude (a blog list with many posts is far
  // larger than an article), and the query strings visitors send are unbounded; memory must stay flat under abuse.
  private static readonly CACHE_BYTES = 8 * 1024 * 1024

  constructor(render: RenderPage, options: PagesOptions = {}) {
    this.render = render
    this.prerendered = new Set(options.prerendered?.paths ?? [])
    this.prerenderedDir = options.prerendered?.dir ?? ''
    this.knownPaths = options.paths ?? (async () => [...this.prerendered])
    this.useCache = options.cache ?? true
  }

  static missingBuildMessage(distDir: string): string | null {
    return existsSync(path.join(distDir, buildFiles.renderer))
      ? null
      : `No build found in ${distDir}. Run "npm run build" first (npm start does it for you).`
  }

  /** The pages of a build made by `npm run build`. */
  static async fromBuild(distDir: string): Promise<Pages> {
    const entry = path.join(distDir, buildFiles.renderer)
    const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer: (assetsHead: string) => RenderPage }
    const assetsHead = await readFile(path.join(distDir, buildFiles.assetsHead), 'utf8')
    const paths = JSON.parse(await readFile(path.join(distDir, buildFiles.pageList), 'utf8')) as string[]
    return new Pages(createRenderer(assetsHead), { prerendered: { dir: path.join(distDir, buildFiles.pagesDir), paths } })
  }

  /** Page paths that do not depend on the database. */
  routes(): Promise<string[]> {
    return this.knownPaths()
  }

  /** The page for `url` (path plus search); pages that show posts read them from `blog`, whose data is at `version`. */
  async respond(url: string, blog: BlogSource, version: number): Promise<RenderedPage & { prerendered: boolean }> {
    const pathname = url.split('?')[0]
    if (this.prerendered.has(pathname)) return { status: 200, html: await this.file(pageFile(pathname)), prerendered: true }
    const hit = this.cache.get(url)
    if (hit && hit.version === version) return { ...hit.page, prerendered: false }
    const page = await this.render(url, { blog })
    // Not-found answers stay out of the cache, so requests for made-up URLs cannot push real pages out of it.
    if (this.useCache && page.status !== 404) this.remember(url, version, page)
    return { ...page, prerendered: false }
  }

  private remember(url: string, version: number, page: RenderedPage): void {
    const size = page.html.length
    if (size > Pages.CACHE_BYTES / 4) return
    const previous = this.cache.get(url)
    if (previous) {
      this.cache.delete(url)
      this.cachedBytes -= previous.page.html.length
    }
    // Oldest first (a Map keeps insertion order) until the new page fits.
    for (const [key, entry] of this.cache) {
      if (this.cachedBytes + size <= Pages.CACHE_BYTES) break
      this.cache.delete(key)
      this.cachedBytes -= entry.page.html.length
    }
    this.cache.set(url, { version, page })
    this.cachedBytes += size
  }

  /** Uncached rendering, e.g. a page shown again after a form was posted without JavaScript. */
  renderUrl(url: string, input: RenderInput): Promise<RenderedPage> {
    return this.render(url, input)
  }

  private async file(name: string): Promise<string> {
    let html = this.files.get(name)
    if (html === undefined) {
      html = await readFile(path.join(this.prerenderedDir, name), 'utf8')
      this.files.set(name, html)
    }
    return html
  }
}
