import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageSecurityHeaders } from './http/security-headers.ts'
import { prepare, preparedSize, readPrecompressed, type Prepared } from './http/prepared.ts'
import { blogSearchQuery, blogSearchSchema } from '../src/lib/blog-search.ts'
import type { BlogSource } from '../src/lib/blog.ts'
import type { RenderedPage, RenderInput, RenderPage } from '../src/lib/render.ts'
import type { StaticPage } from '../src/config/route-facts.ts'
import { moduleContentSource, type ServerContentSource } from './content/module-source.ts'
import { withoutLocalePrefix } from '../src/i18n/paths.ts'
import type { Locale } from '../src/i18n/locales.ts'
import { hasReviewedTranslation, NO_REVIEWS, type TranslationReviews } from '../src/i18n/reviews.ts'

const htmlHeaders = (html: string) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  ...pageSecurityHeaders(html),
})

/**
 * A page rendered for one request only (a form posted without JavaScript, shown again with its result): sent as
 * it is, uncompressed and uncached, its inline scripts allowed by their hashes.
 */
export function renderedHtml(html: string, status: number): Response {
  return new Response(html, { status, headers: htmlHeaders(html) })
}

/**
 * The URL a data page is rendered and cached under: only the query parameters the page reads, normalised, so
 * unknown or junk parameters neither miss the page cache nor fill it.
 */
export function pageCacheUrl(pathname: string, search: URLSearchParams, locale: Locale): string {
  if (withoutLocalePrefix(pathname, locale) !== '/blog') return pathname
  // The blog page's own reading of ?q= and ?page=: anything it would not use means the default.
  return `${pathname}${blogSearchQuery(blogSearchSchema.parse({ q: search.get('q') ?? undefined, page: search.get('page') ?? undefined }))}`
}

/** What the build writes beside the bundles: the renderer's module, its asset tags and the prerendered pages. */
export const buildFiles = {
  renderer: 'server/entry-server.js',
  assetsHead: 'assets-head.html',
  pagesDir: 'pages',
  pageList: 'prerendered.json',
}

/**
 * What the server says at start when its SITE_URL is not the origin the build was made with. The pages (prerendered
 * and rendered on request by the build's renderer) carry the build's origin in canonical, hreflang and Open Graph
 * URLs, while the sitemap, robots.txt, the feeds and e-mails use the server's: search engines would then be told
 * two addresses for each page. Building again with the server's SITE_URL makes them one.
 */
export function builtOriginWarning(siteUrl: string, builtOrigin: string | undefined): string | null {
  if (!builtOrigin || builtOrigin === siteUrl) return null
  return [
    `Warning: SITE_URL is ${siteUrl}, but the build in use was made with ${builtOrigin}.`,
    `  The pages' canonical, hreflang and Open Graph URLs say ${builtOrigin};`,
    `  the sitemap, robots.txt, the feeds and e-mails say ${siteUrl}.`,
    `  Build again with SITE_URL=${siteUrl} npm run build (or start with SITE_URL=${builtOrigin}).`,
  ].join('\n')
}

export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

export interface PagesOptions {
  /** Folder of the prerendered HTML files, and the paths it holds; absent in `npm run dev`. */
  prerendered?: { dir: string; paths: string[] }
  /** The route tree's pages known without the database, with their facts (src/entry-server.tsx `staticPages`). */
  staticPages?: () => Promise<StaticPage[]>
  /** A language's interface strings, for its translation review (src/entry-server.tsx `interfaceCopy`). */
  interfaceCopy?: (locale: Locale) => Promise<[string, string][]>
  /** The origin the build wrote into the pages' canonical and hreflang URLs (src/entry-server.tsx); unknown in dev. */
  builtOrigin?: string
  /** Keep rendered pages until the posts change; off in `npm run dev`, where the code itself changes. */
  cache?: boolean
  /** Bytes of rendered pages (with their compressed forms) kept; not-found pages get an eighth of it on their own. */
  cacheBytes?: number
  /** Where every render reads the firm's copy and facts (server/content/); today's modules unless given. */
  content?: ServerContentSource
}

/** A page ready to send: its prepared body and status, or the redirect the router asked for. */
export interface PageAnswer {
  status: number
  body?: Prepared
  redirect?: string
}

interface CachedPage {
  version: number
  answer: PageAnswer
}

/**
 * Least recently used entries bounded by their bytes, not their number: pages differ in size by orders of
 * magnitude (a blog list against an article) and the query strings visitors send are unbounded, so only a byte
 * bound keeps memory flat under abuse. An entry larger than a quarter of the bound is not kept.
 */
class PageCache {
  private readonly entries = new Map<string, CachedPage & { size: number }>()
  private total = 0
  private readonly maxBytes: number
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    // Most recently used last: Map keeps insertion order, so the oldest entry is always the first.
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  set(key: string, page: CachedPage): void {
    const size = (page.answer.body ? preparedSize(page.answer.body) : 0) + (page.answer.redirect?.length ?? 0) + 64
    this.total -= this.entries.get(key)?.size ?? 0
    this.entries.delete(key)
    if (size > this.maxBytes / 4) return
    for (const [oldKey, old] of this.entries) {
      if (this.total + size <= this.maxBytes) break
      this.entries.delete(oldKey)
      this.total -= old.size
    }
    this.entries.set(key, { ...page, size })
    this.total += size
  }
}

/**
 * Answers every page URL with one rule: the prerendered HTML when the build made that page, otherwise the
 * renderer (which decides between the page, a not-found page and a redirect), which reads blog posts from SQLite
 * through the BlogSource it is given. Rendered pages are cached per URL, compressed, until the posts change.
 */
export class Pages {
  static readonly DEFAULT_CACHE_BYTES = 8 * 1024 * 1024
  private readonly render: RenderPage
  private readonly prerendered: Set<string>
  private readonly prerenderedDir: string
  private readonly staticPages: () => Promise<StaticPage[]>
  readonly interfaceCopy: (locale: Locale) => Promise<[string, string][]>
  /** The copy every render reads, and the content API serves (server/content/routes.ts). */
  readonly content: ServerContentSource
  readonly builtOrigin: string | undefined
  private readonly useCache: boolean
  private readonly files = new Map<string, Promise<Prepared>>()
  private readonly cache: PageCache
  // Not-found answers have their own small share, so requests for made-up URLs cannot push real pages out.
  private readonly notFound: PageCache
  // Requests that arrive while a page is being rendered wait for that one rendering.
  private readonly rendering = new Map<string, Promise<PageAnswer>>()

  constructor(render: RenderPage, options: PagesOptions = {}) {
    this.render = render
    this.prerendered = new Set(options.prerendered?.paths ?? [])
    this.prerenderedDir = options.prerendered?.dir ?? ''
    this.staticPages = options.staticPages ?? (async () => [])
    this.interfaceCopy = options.interfaceCopy ?? (async () => [])
    this.content = options.content ?? moduleContentSource()
    this.builtOrigin = options.builtOrigin
    this.useCache = options.cache ?? true
    const bytes = options.cacheBytes ?? Pages.DEFAULT_CACHE_BYTES
    this.cache = new PageCache(bytes)
    this.notFound = new PageCache(Math.floor(bytes / 8))
  }

  static missingBuildMessage(distDir: string): string | null {
    return existsSync(path.join(distDir, buildFiles.renderer))
      ? null
      : `No build found in ${distDir}. Run "npm run build" first (npm start does it for you).`
  }

  /** The pages of a build made by `npm run build`. */
  static async fromBuild(distDir: string, options: Pick<PagesOptions, 'cacheBytes' | 'content'> = {}): Promise<Pages> {
    const entry = path.join(distDir, buildFiles.renderer)
    const renderer = (await import(pathToFileURL(entry).href)) as {
      createRenderer: (assetsHead: string) => RenderPage
      staticPages: () => StaticPage[]
      interfaceCopy: (locale: Locale, content: ServerContentSource) => Promise<[string, string][]>
      builtOrigin?: string
    }
    const assetsHead = await readFile(path.join(distDir, buildFiles.assetsHead), 'utf8')
    const paths = JSON.parse(await readFile(path.join(distDir, buildFiles.pageList), 'utf8')) as string[]
    // A page the build did not prerender (its feature switch is off) is not a page.
    const built = new Set(paths)
    const staticPages = renderer.staticPages().filter((p) => !p.prerender || built.has(p.path))
    const content = options.content ?? moduleContentSource()
    return new Pages(renderer.createRenderer(assetsHead), {
      ...options,
      content,
      prerendered: { dir: path.join(distDir, buildFiles.pagesDir), paths },
      staticPages: async () => staticPages,
      interfaceCopy: (locale) => renderer.interfaceCopy(locale, content),
      builtOrigin: renderer.builtOrigin,
    })
  }

  /**
   * The route tree's pages that do not depend on the database and belong in the sitemap, in every language;
   * server/seo.ts keeps the translations a lawyer has reviewed (decisions: an unreviewed translation stays out of
   * the sitemap and of hreflang, and is noindex).
   */
  sitemapPages(): Promise<StaticPage[]> {
    return this.staticPages().then((all) => all.filter((p) => p.sitemap))
  }

  /** Every page of the route tree known without the database, in every language, with its facts. */
  knownPages(): Promise<StaticPage[]> {
    return this.staticPages()
  }

  /**
   * The page for `url` (path plus search) in `locale` (the request's language, from the middleware); pages that show
   * posts read them from `blog`, whose data is at `version`.
   * `reviews` are the translations a lawyer has approved: the build prerendered every page with none, so a page
   * of which some language has a reviewed translation (its notice, noindex and hreflang differ) is rendered.
   */
  async respond(
    url: string,
    locale: Locale,
    blog: BlogSource,
    version: number,
    reviews: TranslationReviews = NO_REVIEWS,
  ): Promise<PageAnswer> {
    const pathname = url.split('?')[0]
    if (this.prerendered.has(pathname) && !hasReviewedTranslation(reviews, withoutLocalePrefix(pathname, locale)))
      return { status: 200, body: await this.file(pageFile(pathname)) }
    if (!this.useCache) return this.prepare(await this.render(url, { locale, blog, reviews, content: this.content }))
    const hit = this.cache.get(url) ?? this.notFound.get(url)
    if (hit && hit.version === version) return hit.answer
    const key = `${version} ${url}`
    let job = this.rendering.get(key)
    if (!job) {
      job = this.renderAndKeep(url, locale, blog, version, reviews).finally(() => this.rendering.delete(key))
      this.rendering.set(key, job)
    }
    return job
  }

  /**
   * Drops every rendered page now (the posts changed on another instance): their memory is free at once instead
   * of when each URL is asked for again. Correctness never depends on it: each entry is checked against the version.
   */
  dropRendered(): void {
    this.cache.clear()
    this.notFound.clear()
  }

  private async renderAndKeep(
    url: string,
    locale: Locale,
    blog: BlogSource,
    version: number,
    reviews: TranslationReviews,
  ): Promise<PageAnswer> {
    const answer = await this.prepare(await this.render(url, { locale, blog, reviews, content: this.content }))
    ;(answer.status === 404 ? this.notFound : this.cache).set(url, { version, answer })
    return answer
  }

  private async prepare(page: RenderedPage): Promise<PageAnswer> {
    if (page.redirect) return { status: page.status, redirect: page.redirect }
    return { status: page.status, body: await prepare({ identity: Buffer.from(page.html, 'utf8') }, htmlHeaders(page.html)) }
  }

  /**
   * Uncached rendering, e.g. a page shown again after a form was posted without JavaScript; with the server's copy
   * unless given another (a preview's, with a document's drafts laid over it).
   */
  renderUrl(url: string, input: Omit<RenderInput, 'content'> & Partial<Pick<RenderInput, 'content'>>): Promise<RenderedPage> {
    return this.render(url, { content: this.content, ...input })
  }

  /** A prerendered page with the compressed forms the build wrote beside it; read once, kept for good. */
  private file(name: string): Promise<Prepared> {
    let job = this.files.get(name)
    if (!job) {
      job = readPrecompressed(path.join(this.prerenderedDir, name)).then((bodies) =>
        prepare(bodies, htmlHeaders(bodies.identity!.toString('utf8'))),
      )
      // A failed read is tried again on the next request.
      job.catch(() => this.files.delete(name))
      this.files.set(name, job)
    }
    return job
  }
}
