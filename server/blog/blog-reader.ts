import type { Post as StoredPost, PostSummary as StoredSummary, Store } from '../db/store.ts'
import {
  BLOG_PAGE_SIZE,
  findPost,
  RECENT_IN_SIDEBAR,
  RECENT_ON_HOME,
  toSummary,
  type BlogArticle,
  type BlogListPage,
  type BlogSource,
  type Post,
  type PostSummary,
} from '../../src/lib/blog.ts'
import { htmlToText, searchNeedle, searchPosts, type SearchablePost } from '../../src/lib/blog-search.ts'
import { formatPostDate } from '../../src/i18n/format.ts'
import { DEFAULT_LOCALE, isLocale } from '../../src/i18n/locales.ts'
import { sanitizePostHtml } from './sanitize.ts'
import { shownImages } from '../../src/lib/cover-image.ts'
import { projectsJson } from './wire.ts'

type Located = Pick<Post, 'id' | 'slug' | 'title' | 'publishedAt'> & { language: string }

/** A stored date label in the language of the page that shows it, formatted here so the browser need not. */
function shownDate(dateLabel: string, language: string): string {
  return formatPostDate(dateLabel, isLocale(language) ? language : DEFAULT_LOCALE)
}

/** A stored post as the pages show it (src/lib/blog.ts). */
export function toPost(post: StoredPost): Post {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    publishedOn: post.dateLabel,
    publishedText: shownDate(post.dateLabel, post.language),
    publishedAt: post.publishedAt,
    // Sanitised on write too; again here, so a row written by other tools can never carry a script to a reader.
    content: sanitizePostHtml(post.body),
    // Checked again when shown, as the body is: a row stored before the rule, or by other tools, shows no image.
    images: shownImages(post.images),
    metaTitle: post.metaTitle,
    metaDescription: post.description,
    keywords: post.keywords,
  }
}

/** A stored post's card, on a page in `language`. */
function toPostSummary(post: StoredSummary, language: string): PostSummary {
  return toSummary({
    ...post,
    images: shownImages(post.images),
    publishedOn: post.dateLabel,
    publishedText: shownDate(post.dateLabel, language),
  })
}

/**
 * What the public blog reads (pages, the site's own blog calls, the feed, the sitemap), from the posts repository,
 * in the domain's words (src/lib/blog.ts); GetAllProjects alone answers in the published API's names (wire.ts). Pages read only what they show (a page of the list, one post, the newest
 * few), paginated by the database. The full list for GetAllProjects is read only when the data version changes
 * (writes by any process or instance, the import command included, change the version checked cheaply per request).
 */
export class BlogReader {
  private readonly store: Store
  private readonly posts: Store['posts']
  private lastVersionKey = ''
  private versionNumber = 0
  private unavailableUntil = 0
  private lastChanges = -1
  private nextPublish: string | null = null
  /** Slug look-ups of the current version (every article request makes one): bounded, emptied when posts change. */
  private readonly located = new Map<string, Located | null>()
  /** Each language's visible posts as the search reads them (plain text), made on its first search of each version. */
  private readonly searchable = new Map<string, { version: number; posts: (SearchablePost & { summary: StoredSummary })[] }>()
  private readonly sources = new Map<string, BlogSource>()

  constructor(store: Store) {
    this.store = store
    this.posts = store.posts
  }

  /**
   * Another instance changed what visitors see (server/app.ts wires the Store's `onDataChange`): the slug
   * look-ups and search texts of the old version go now, and the next `version()` asks the database even when a
   * failed read had it wait, so every cache keyed by the version is made again on the next request.
   */
  forgetVersion(): void {
    this.unavailableUntil = 0
    this.located.clear()
    this.searchable.clear()
  }

  count(): Promise<number> {
    return this.posts.count()
  }

  /** The current slug of a visible post that was published under `oldSlug` before the back office changed it. */
  redirectFor(oldSlug: string, now = Date.now()): Promise<string | null> {
    return this.posts.currentSlugFor(new Date(now).toISOString(), oldSlug)
  }

  /**
   * Data version of the posts: the write counter that triggers bump on every write by any connection, and the next
   * scheduled publication time (read again once it has passed), so a scheduled post appears without a restart.
   * Both are single-row reads, whatever the number of posts; the second only after a change or once its time came.
   */
  private async dataVersion(now: string): Promise<string> {
    const changes = await this.store.health.dataVersion()
    if (changes !== this.lastChanges || (this.nextPublish !== null && this.nextPublish <= now)) {
      const next = await this.posts.nextScheduled(now)
      this.nextPublish = next
      this.lastChanges = changes
    }
    return `${changes}:${this.nextPublish}`
  }

  /**
   * A number that changes whenever what visitors see changes (a write by any process, or a scheduled post's time
   * coming): rendered pages are cached per version. While another process holds the database, the last known
   * version is kept instead of waiting; the database is asked again a second later (each ask may block the event
   * loop for the busy timeout). One await per page request: the SQLite store answers from one prepared single-row
   * read, without I/O beyond SQLite's page cache.
   */
  async version(): Promise<number> {
    if (this.lastVersionKey && Date.now() < this.unavailableUntil) return this.versionNumber
    let key: string
    try {
      key = await this.dataVersion(new Date().toISOString())
    } catch (error) {
      if (!this.lastVersionKey) throw error
      this.unavailableUntil = Date.now() + 1000
      return this.versionNumber
    }
    if (key !== this.lastVersionKey) {
      this.versionNumber += 1
      this.lastVersionKey = key
      this.located.clear()
    }
    return this.versionNumber
  }

  /**
   * The GetAllProjects answer: every visible post with its body, newest first (its contract is the whole list). The
   * server prepares it once per version (server/app.ts); pages never need it: they read one page, one post or the
   * newest few.
   */
  async allPostsJson(language = 'en'): Promise<string> {
    return projectsJson((await this.posts.allVisible(new Date().toISOString(), language)).map(toPost))
  }

  /**
   * One page of the blog list (12 posts), newest first, or the posts matching `q` (searchPosts: title, description
   * and body; title matches first), each with its excerpt. A page past the end shows the last page, as a shared link
   * to a page that no longer exists should show something.
   */
  async listPage(q: string, page: number, size = BLOG_PAGE_SIZE, language = 'en'): Promise<BlogListPage> {
    const now = new Date().toISOString()
    if (!searchNeedle(q)) {
      const total = await this.posts.countVisible(now, language)
      const pageCount = Math.max(1, Math.ceil(total / size))
      const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
      const posts = await this.posts.visibleSummaries(now, { limit: size, offset: (current - 1) * size, language })
      return { posts: posts.map((post) => toPostSummary(post, language)), page: current, pageCount, total, q }
    }
    const hits = searchPosts(await this.searchablePosts(language), q)
    const pageCount = Math.max(1, Math.ceil(hits.length / size))
    const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
    const posts = hits
      .slice((current - 1) * size, current * size)
      .map(({ post, excerpt }) => ({ ...toPostSummary(post.summary, language), excerpt }))
    return { posts, page: current, pageCount, total: hits.length, q }
  }

  /**
   * The search reads every visible post's text, so it is kept in memory per data version: the bodies are read and
   * turned into plain text once after each change, not per search (about 5 MB for 1,000 posts of 5 KB). A blog of
   * this size is searched in a few milliseconds without an index that would have to mirror the matching rules. The
   * matching (src/lib/blog-search.ts, Turkish and Arabic folding) is TypeScript, so it is the same on every engine.
   */
  private async searchablePosts(language: string): Promise<(SearchablePost & { summary: StoredSummary })[]> {
    const version = await this.version()
    let searchable = this.searchable.get(language)
    if (searchable?.version !== version) {
      const posts = (await this.posts.allVisible(new Date().toISOString(), language)).map((post) => ({
        title: post.title,
        description: post.description ?? '',
        text: htmlToText(post.body),
        summary: {
          id: post.id,
          slug: post.slug,
          title: post.title,
          dateLabel: post.dateLabel,
          images: post.images,
          publishedAt: post.publishedAt,
        },
      }))
      searchable = { version, posts }
      this.searchable.set(language, searchable)
    }
    return searchable.posts
  }

  /** The newest visible posts in full (the RSS feed's items), without reading the rest of the blog. */
  async newest(limit: number, language = 'en'): Promise<Post[]> {
    return (await this.posts.newestVisible(new Date().toISOString(), limit, language)).map(toPost)
  }

  /** Address and date of every visible post (the sitemap), without their bodies. */
  async addresses(): Promise<Pick<Post, 'slug' | 'title' | 'publishedAt'>[]> {
    // English posts only: no translated post has been reviewed by a lawyer yet, and an unreviewed translation stays
    // out of the sitemap (decisions, "Languages").
    return (await this.posts.visibleRefs(new Date().toISOString()))
      .filter((p) => p.language === 'en')
      .map(({ slug, title, publishedAt }) => ({ slug, title, publishedAt }))
  }

  /** The newest visible posts, as cards (home: 3; an article's sidebar: 7). */
  async recent(limit = RECENT_ON_HOME, language = 'en'): Promise<PostSummary[]> {
    return (await this.posts.visibleSummaries(new Date().toISOString(), { limit, language })).map((post) => toPostSummary(post, language))
  }

  /**
   * The visible post published under `slug`: its own slug (any case), else the slug derived from its title (so a
   * link made from the title works). Only the titles are read for the second look-up, never the bodies.
   */
  async find(slug: string): Promise<Post | null> {
    const hit = await this.locate(slug)
    const post = hit ? await this.posts.byId(hit.id) : null
    return post ? toPost(post) : null
  }

  /** The id, slug and title of the post `find` would return, without reading its body. */
  async locate(slug: string): Promise<Located | null> {
    await this.version()
    if (this.located.has(slug)) return this.located.get(slug)!
    const hit = await this.lookUp(slug)
    if (this.located.size >= 2000) this.located.clear()
    this.located.set(slug, hit)
    return hit
  }

  private async lookUp(slug: string): Promise<Located | null> {
    const now = new Date().toISOString()
    const exact = await this.posts.visibleBySlug(now, slug)
    const found = exact ?? findPost(await this.posts.visibleRefs(now), slug)
    return found ? { id: found.id, slug: found.slug, title: found.title, publishedAt: found.publishedAt, language: found.language } : null
  }

  /** What the server's renderer reads posts through: this database, no HTTP call to itself. */
  /** The renderer's source for pages in `language` ('/tr/blog' lists Turkish posts). */
  sourceFor(language: string): BlogSource {
    let source = this.sources.get(language)
    if (!source) {
      source = {
        list: (q, page) => this.listPage(q, page, BLOG_PAGE_SIZE, language),
        article: (slug) => this.article(slug, language),
        recent: () => this.recent(RECENT_ON_HOME, language),
      }
      this.sources.set(language, source)
    }
    return source
  }

  /** English pages' source. */
  get source(): BlogSource {
    return this.sourceFor('en')
  }

  /**
   * An article page's data: the post (in `language`: a post is at home under its own language's prefix only), the
   * sidebar's 7 newest entries of that language, and the same post in other languages.
   */
  async article(slug: string, language = 'en'): Promise<BlogArticle | null> {
    const hit = await this.locate(slug)
    if (!hit || hit.language !== language) return null
    const post = await this.posts.byId(hit.id)
    if (!post) return null
    const translations = (await this.posts.visibleTranslations(new Date().toISOString(), post.id))
      .filter((t): t is typeof t & { slug: string } => t.slug !== null)
      .map((t) => ({ language: t.language, slug: t.slug, title: t.title }))
    return { post: toPost(post), recent: await this.recent(RECENT_IN_SIDEBAR, language), language, translations }
  }

  /** The language of the visible post at `slug` (any language), for the redirect of an address without its prefix. */
  async languageOf(slug: string): Promise<string | null> {
    return (await this.locate(slug))?.language ?? null
  }
}
