import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderOptions, RenderResult } from '../src/entry-server.tsx'
import type { BlogProject } from '../src/lib/blog.ts'

type RenderFn = (opts: RenderOptions) => Promise<RenderResult>

export interface PageHtml {
  status: number
  html: string
  redirect?: string
}

/** Paths whose HTML depends on blog data: rendered here from the database rather than at build time. */
export function isDataPage(pathname: string): boolean {
  return pathname === '/' || pathname === '/blog' || /^\/blog\/[^/]+$/.test(pathname)
}

/**
 * Detail URLs whose slug is not a page of the build: rendered so the visitor gets that section's own not-found
 * message ('Service Not Found', ...) with status 404.
 */
export function isUnknownDetailPage(pathname: string): boolean {
  return /^\/(services|case-studies|guides)\/[^/]+$/.test(pathname)
}

/**
 * Serves the pages of the build: prerendered HTML for pages known at build time, and server rendering (with the
 * blog posts from SQLite in the query cache) for the home page and the blog, cached until the posts change.
 */
export class Pages {
  private readonly distDir: string
  private render: RenderFn | null = null
  private assetsHead = ''
  private staticRoutes = new Set<string>()
  private readonly files = new Map<string, string>()
  private readonly cache = new Map<string, { version: number; page: PageHtml }>()
  // Blog pages are up to ~250 KB of HTML each; 200 entries bound the cache to about 50 MB.
  private static readonly CACHE_LIMIT = 200

  constructor(distDir: string) {
    this.distDir = distDir
  }

  static missingBuildMessage(distDir: string): string | null {
    return existsSync(path.join(distDir, 'server/entry-server.js')) ? null : `No build found in ${distDir}. Run "npm run build" first (npm start does it for you).`
  }

  async load(): Promise<void> {
    const entry = path.join(this.distDir, 'server/entry-server.js')
    this.render = ((await import(pathToFileURL(entry).href)) as { render: RenderFn }).render
    this.assetsHead = await readFile(path.join(this.distDir, 'assets-head.html'), 'utf8')
    this.staticRoutes = new Set(JSON.parse(await readFile(path.join(this.distDir, 'static-routes.json'), 'utf8')) as string[])
  }

  routes(): string[] {
    return [...this.staticRoutes]
  }

  isStatic(pathname: string): boolean {
    return this.staticRoutes.has(pathname)
  }

  private async file(name: string): Promise<string> {
    let html = this.files.get(name)
    if (html === undefined) {
      html = await readFile(path.join(this.distDir, 'pages', name), 'utf8')
      this.files.set(name, html)
    }
    return html
  }

  async prerendered(pathname: string): Promise<string> {
    return this.file(`${pathname.slice(1)}.html`)
  }

  notFound(): Promise<string> {
    return this.file('404.html')
  }

  /** Server-render a data page; cached per URL for the current posts version. */
  async dynamic(url: string, posts: BlogProject[], version: number): Promise<PageHtml> {
    const hit = this.cache.get(url)
    if (hit && hit.version === version) return hit.page
    const page = await this.renderUrl({ url, projects: posts })
    if (this.cache.size >= Pages.CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(url, { version, page })
    return page
  }

  /** Uncached rendering, e.g. a page shown again after a form was posted without JavaScript. */
  async renderUrl(opts: Omit<RenderOptions, 'assetsHead'>): Promise<PageHtml> {
    if (!this.render) throw new Error('Pages.load() was not called')
    return this.render({ ...opts, assetsHead: this.assetsHead })
  }
}
