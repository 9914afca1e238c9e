import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageSecurityHeaders } from './http/security-headers.ts'
import { BackgroundCompression, prepare, preparedSize, type Prepared } from './http/prepared.ts'
import { blogSearchQuery, blogSearchSchema } from '../src/lib/blog-search.ts'
import type { BlogSource } from '../src/lib/blog.ts'
import type { RenderedPage, RenderInput, RenderPage } from '../src/lib/render.ts'
import type { ContentIndex, StaticPage } from '../src/config/route-facts.ts'
import type { ServerContentSource } from './content/snapshot.ts'
import { seedContentSource } from './content/seed-source.ts'
import { withoutLocalePrefix } from '../src/i18n/paths.ts'
import { DEFAULT_LOCALE, type Locale } from '../src/i18n/locales.ts'
import { NO_REVIEWS, type TranslationReviews } from '../src/i18n/reviews.ts'
import { ContentRevisions, recordingSource, type Dependency } from './content/dependencies.ts'
import { contentIndex } from './content/page-index.ts'

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

/**
 * What the build writes beside the bundles: the renderer's module, its asset tags and the list of the site's own
 * pages as the seed makes them (for the tests that walk every page; the server lists them from its content). No
 * page is prerendered (ADR 36, 4.2): the file keeps its former name for the tools that read it.
 */
export const buildFiles = {
  renderer: 'server/entry-server.js',
  assetsHead: 'assets-head.html',
  pageList: 'prerendered.json',
}

/**
 * What the server says at start when its SITE_URL is not the origin the build was made with. The pages (rendered
 * by the build's renderer) carry the build's origin in canonical, hreflang and Open Graph
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

export interface PagesOptions {
  /** The route tree's pages, with their facts (src/entry-server.tsx `staticPages`), from the published content's index. */
  staticPages?: (index: ContentIndex) => Promise<StaticPage[]>
  /** A language's interface strings, for its translation review (src/entry-server.tsx `interfaceCopy`). */
  interfaceCopy?: (locale: Locale) => Promise<[string, string][]>
  /** The origin the build wrote into the pages' canonical and hreflang URLs (src/entry-server.tsx); unknown in dev. */
  builtOrigin?: string
  /** Keep rendered pages until what they read changes; off in `npm run dev`, where the code itself changes. */
  cache?: boolean
  /** Bytes of rendered pages other than the site's own (with their compressed forms) kept; not-found pages get an eighth of it on their own. */
  cacheBytes?: number
  /**
   * Compress kept pages again at brotli 11 in the background (on by default: the server). Off where nobody serves the
   * bytes for long (the tests' harness, the budget's renders), which would otherwise spend minutes of CPU on them.
   */
  backgroundCompression?: boolean
  /** Where every render reads the firm's copy and facts (server/content/): the published snapshot; the seed files unless given. */
  content?: ServerContentSource
}

/** A page ready to send: its prepared body and status, or the redirect the router asked for. */
export interface PageAnswer {
  status: number
  body?: Prepared
  redirect?: string
}

interface CachedPage {
  /** The posts' version it was rendered at, or null: a page of the site's own that read no posts does not depend on them. */
  postsVersion: number | null
  /** The translation reviews it was rendered with (their notice, noindex and hreflang are in the page). */
  reviews: string
  /** The content version at which its dependencies were last found unchanged. */
  contentVersion: number
  /** What its render read of the content, each with its revision then (server/content/dependencies.ts). */
  dependencies: Map<Dependency, string>
  answer: PageAnswer
}

/** What the background renders ask for: the posts and reviews a request of that language would be given now. */
export type RequestContext = (locale: Locale) => Promise<{ blog: BlogSource; version: number; reviews: TranslationReviews }>

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

  /** The entry without counting it as a use. */
  peek(key: string): CachedPage | undefined {
    return this.entries.get(key)
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    // Most recently used last: Map keeps insertion order, so the oldest entry is always the first.
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  delete(key: string): void {
    this.total -= this.entries.get(key)?.size ?? 0
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  set(key: string, page: CachedPage): void {
    const size = (page.answer.body ? preparedSize(page.answer.body) : 0) + (page.answer.redirect?.length ?? 0) + 64
    this.delete(key)
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

/** The key of a set of reviews, kept per object: the reviews are read once per data version and shared. */
const reviewKeys = new WeakMap<TranslationReviews, string>()
function reviewsKey(reviews: TranslationReviews): string {
  let key = reviewKeys.get(reviews)
  if (key === undefined) {
    key = createHash('sha1').update(JSON.stringify(reviews)).digest('base64url')
    reviewKeys.set(reviews, key)
  }
  return key
}

/** A BlogSource that says whether the render read it. */
function watchedBlog(blog: BlogSource, read: () => void): BlogSource {
  return {
    list: (q, page) => (read(), blog.list(q, page)),
    article: (slug) => (read(), blog.article(slug)),
    recent: () => (read(), blog.recent()),
  }
}

/** Between two background renders: requests waiting on the event loop go first. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Answers every page URL from prepared bytes, rendered from the published content (ADR 36, 4.2): the renderer
 * decides between the page, a not-found page and a redirect, reading the copy through the ContentSource and the
 * posts through the BlogSource it is given. Each prepared page keeps what its render read; it is served while the
 * posts' version (for a page that read posts, or one not of the site's own list) and every content dependency are
 * unchanged. The site's own pages (the route tree's list) are kept for good and rendered in the background at
 * start and after a content change, English first; other URLs share a byte-bounded cache.
 */
export class Pages {
  static readonly DEFAULT_CACHE_BYTES = 8 * 1024 * 1024
  private readonly render: RenderPage
  private readonly staticPagesOf: (index: ContentIndex) => Promise<StaticPage[]>
  readonly interfaceCopy: (locale: Locale) => Promise<[string, string][]>
  /** The copy every render reads, and the content API serves (server/content/routes.ts). */
  readonly content: ServerContentSource
  readonly builtOrigin: string | undefined
  private readonly useCache: boolean
  private readonly revisions: ContentRevisions
  /** The site's own pages, prepared: never evicted (about 20 MB with their compressed forms, ADR 36 4.2). */
  private readonly canonical = new Map<string, CachedPage>()
  private readonly cache: PageCache
  // Not-found answers have their own small share, so requests for made-up URLs cannot push real pages out.
  private readonly notFound: PageCache
  // Requests that arrive while a page is being rendered wait for that one rendering (one per page and version).
  private readonly rendering = new Map<string, Promise<PageAnswer>>()
  private known: { version: number; pages: Promise<StaticPage[]> } | null = null
  private context: RequestContext | null = null
  private refreshing: Promise<void> | null = null
  private refreshAgain = false
  private warmAsked = false
  /** Renders made, for the tests and the start-up figures. */
  renders = 0
  /**
   * Kept pages are sent at once with the runtime's fast compression and compressed again at the build's quality in
   * the background (brotli 11: /faq 20.4 against 23.1 KB); `compression.idle()` settles when it is done.
   */
  readonly compression = new BackgroundCompression()
  private readonly compressAgain: boolean

  constructor(render: RenderPage, options: PagesOptions = {}) {
    this.render = render
    this.staticPagesOf = options.staticPages ?? (async () => [])
    this.interfaceCopy = options.interfaceCopy ?? (async () => [])
    this.content = options.content ?? seedContentSource()
    this.builtOrigin = options.builtOrigin
    this.useCache = options.cache ?? true
    this.compressAgain = options.backgroundCompression ?? true
    this.revisions = new ContentRevisions(this.content)
    // A publish: the pages it touched are prepared again in the background (a request meanwhile renders its own).
    this.content.onChange?.(() => void this.refresh())
    const bytes = options.cacheBytes ?? Pages.DEFAULT_CACHE_BYTES
    this.cache = new PageCache(bytes)
    this.notFound = new PageCache(Math.floor(bytes / 8))
  }

  static missingBuildMessage(distDir: string): string | null {
    return existsSync(path.join(distDir, buildFiles.renderer))
      ? null
      : `No build found in ${distDir}. Run "npm run build" first (npm start does it for you).`
  }

  /** The pages of a build made by `npm run build`, reading `content` (the published snapshot). */
  static async fromBuild(
    distDir: string,
    options: Pick<PagesOptions, 'cacheBytes' | 'backgroundCompression'> & { content: ServerContentSource },
  ): Promise<Pages> {
    const entry = path.join(distDir, buildFiles.renderer)
    const renderer = (await import(pathToFileURL(entry).href)) as {
      createRenderer: (assetsHead: string) => RenderPage
      staticPages: (index: ContentIndex) => StaticPage[]
      interfaceCopy: (locale: Locale, content: ServerContentSource) => Promise<[string, string][]>
      builtOrigin?: string
    }
    const assetsHead = await readFile(path.join(distDir, buildFiles.assetsHead), 'utf8')
    const { content } = options
    return new Pages(renderer.createRenderer(assetsHead), {
      ...options,
      staticPages: async (index) => renderer.staticPages(index),
      interfaceCopy: (locale) => renderer.interfaceCopy(locale, content),
      builtOrigin: renderer.builtOrigin,
    })
  }

  /**
   * The route tree's pages that belong in the sitemap, in every language; server/seo.ts keeps the translations a
   * lawyer has reviewed (decisions: an unreviewed translation stays out of the sitemap and of hreflang, and is
   * noindex).
   */
  sitemapPages(): Promise<StaticPage[]> {
    return this.knownPages().then((all) => all.filter((p) => p.sitemap))
  }

  /**
   * Every page of the route tree but the database's own (home, blog), in every language, with its facts: the
   * documents' pages as the published content has them, listed again when the content changes.
   */
  knownPages(): Promise<StaticPage[]> {
    const version = this.content.version()
    if (this.known?.version !== version) {
      const pages = contentIndex(this.content).then((index) => this.staticPagesOf(index))
      // A failed read is tried again on the next question.
      pages.catch(() => {
        if (this.known?.pages === pages) this.known = null
      })
      this.known = { version, pages }
    }
    return this.known.pages
  }

  /**
   * The page for `url` (path plus search) in `locale` (the request's language, from the middleware); pages that show
   * posts read them from `blog`, whose data is at `version`. `reviews` are the translations a lawyer has approved.
   */
  async respond(
    url: string,
    locale: Locale,
    blog: BlogSource,
    version: number,
    reviews: TranslationReviews = NO_REVIEWS,
  ): Promise<PageAnswer> {
    if (!this.useCache) return this.prepare(await this.render(url, { locale, blog, reviews, content: this.content }))
    const kept = this.canonical.get(url) ?? this.cache.get(url) ?? this.notFound.get(url)
    if (kept && (await this.fresh(kept, version, reviews))) return kept.answer
    return this.renderOnce(url, locale, blog, version, reviews)
  }

  /**
   * Drops the rendered pages that depend on the posts now (the posts changed on another instance): their memory
   * is free at once instead of when each URL is asked for again. Correctness never depends on it: each entry is
   * checked against the version. The site's own pages that read no posts stay.
   */
  dropRendered(): void {
    this.cache.clear()
    this.notFound.clear()
    for (const [url, page] of this.canonical) if (page.postsVersion !== null) this.canonical.delete(url)
  }

  /**
   * How background renders get what a request would give them (the posts of the language, their version, the
   * reviews): set by the app, which owns those.
   */
  renderInBackground(context: RequestContext): void {
    this.context = context
  }

  /**
   * Prepares again, one at a time, English first, yielding to requests between two pages, every kept page of the
   * site's own that is stale, and with `warm` (at start, after listen) every one not prepared yet. A request for a
   * page meanwhile renders it at once and this joins that render. Called on each content change; calls meanwhile
   * fold into one more pass. Settles when done.
   */
  refresh(warm = false): Promise<void> {
    if (!this.useCache || !this.context) return Promise.resolve()
    this.warmAsked ||= warm
    if (this.refreshing) {
      this.refreshAgain = true
      return this.refreshing
    }
    const run = async () => {
      do {
        this.refreshAgain = false
        const all = this.warmAsked
        this.warmAsked = false
        await this.refreshOnce(all)
      } while (this.refreshAgain)
    }
    this.refreshing = run().finally(() => (this.refreshing = null))
    return this.refreshing
  }

  /** Settles once the background renders asked for so far are done (the tests, the start-up figure). */
  async refreshed(): Promise<void> {
    while (this.refreshing) await this.refreshing
  }

  private async refreshOnce(all: boolean): Promise<void> {
    const context = this.context!
    const pages = (await this.knownPages()).filter((p) => p.prerender && (all || this.canonical.has(p.path)))
    const order = [...pages.filter((p) => p.locale === DEFAULT_LOCALE), ...pages.filter((p) => p.locale !== DEFAULT_LOCALE)]
    const contexts = new Map<Locale, Awaited<ReturnType<RequestContext>>>()
    for (const page of order) {
      // A new snapshot arrived meanwhile: the next pass starts over with it, English first.
      if (this.refreshAgain) {
        this.warmAsked ||= all
        return
      }
      let given = contexts.get(page.locale)
      if (!given) contexts.set(page.locale, (given = await context(page.locale)))
      const kept = this.canonical.get(page.path)
      if (kept && (await this.fresh(kept, given.version, given.reviews))) continue
      try {
        await this.renderOnce(page.path, page.locale, given.blog, given.version, given.reviews)
      } catch {
        // Left for its first request, which renders it (and says what failed).
      }
      await yieldToRequests()
    }
  }

  /** Whether a kept page may be served: the posts (if it read any), the reviews and what it read are unchanged. */
  private async fresh(page: CachedPage, postsVersion: number, reviews: TranslationReviews): Promise<boolean> {
    if (page.postsVersion !== null && page.postsVersion !== postsVersion) return false
    if (page.reviews !== reviewsKey(reviews)) return false
    const current = this.content.version()
    if (page.contentVersion === current) return true
    if (!(await this.revisions.unchanged(page.dependencies))) return false
    if (this.content.version() === current) page.contentVersion = current
    return true
  }

  private renderOnce(url: string, locale: Locale, blog: BlogSource, version: number, reviews: TranslationReviews): Promise<PageAnswer> {
    const key = `${url} ${this.content.version()} ${version} ${reviewsKey(reviews)}`
    let job = this.rendering.get(key)
    if (!job) {
      job = this.renderAndKeep(url, locale, blog, version, reviews).finally(() => this.rendering.delete(key))
      this.rendering.set(key, job)
    }
    return job
  }

  private async renderAndKeep(
    url: string,
    locale: Locale,
    blog: BlogSource,
    version: number,
    reviews: TranslationReviews,
  ): Promise<PageAnswer> {
    const contentVersion = this.content.version()
    const read = new Set<Dependency>()
    let readPosts = false
    this.renders++
    const page = await this.render(url, {
      locale,
      blog: watchedBlog(blog, () => (readPosts = true)),
      reviews,
      content: recordingSource(this.content, read),
    })
    const answer = await this.prepare(page)
    const dependencies = await this.revisions.all(read)
    // A snapshot that arrived during the render: these bytes may hold the old copy, so they are sent, not kept.
    if (this.content.version() !== contentVersion) return answer
    const own = answer.status === 200 && (await this.isOwnPage(url))
    const kept: CachedPage = {
      postsVersion: readPosts || !own ? version : null,
      reviews: reviewsKey(reviews),
      contentVersion,
      dependencies,
      answer,
    }
    if (own) {
      this.cache.delete(url)
      this.canonical.set(url, kept)
    } else (answer.status === 404 ? this.notFound : this.cache).set(url, kept)
    // Not-found answers are small and made-up URLs unbounded: only pages are worth the build's quality.
    if (this.compressAgain && answer.body && answer.status === 200) {
      this.compression.add(answer.body, () => (own ? this.canonical.get(url) : this.cache.peek(url))?.answer === answer)
    }
    return answer
  }

  private async isOwnPage(url: string): Promise<boolean> {
    return (await this.knownPages()).some((p) => p.prerender && p.path === url)
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
}
