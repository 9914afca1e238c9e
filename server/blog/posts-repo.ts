import type { Database } from '../db/database.ts'
import {
  BLOG_PAGE_SIZE,
  deriveSlug,
  findPost,
  RECENT_IN_SIDEBAR,
  RECENT_ON_HOME,
  toSummary,
  type BlogArticle,
  type BlogListPage,
  type BlogPostSummary,
  type BlogProject,
  type BlogSource,
} from '../../src/lib/blog.ts'
import type { PostInput } from './post-files.ts'
import { sanitizePostHtml } from './sanitize.ts'

interface PostRow {
  id: number
  slug: string | null
  maintitle: string
  content_title: string
  content: string
  images: string
  meta_title: string | null
  meta_description: string | null
  keywords: string
  created_at: string
}

function toProject(row: PostRow): BlogProject {
  return {
    projectId: row.id,
    id: row.id,
    slug: row.slug,
    maintitle: row.maintitle,
    contentTitle: row.content_title,
    content: sanitizePostHtml(row.content),
    images: JSON.parse(row.images) as BlogProject['images'],
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    keywords: JSON.parse(row.keywords) as string[],
    createdAt: row.created_at,
  }
}

/** Columns a card needs (no body), so a page of the list reads a few hundred bytes per post. */
const SUMMARY_COLUMNS = 'p.id, p.slug, p.maintitle, p.content_title, p.images, p.created_at'
const VISIBLE = "p.status = 'published' AND p.publish_at <= ?"
const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.id DESC'

type SummaryRow = Pick<PostRow, 'id' | 'slug' | 'maintitle' | 'content_title' | 'images' | 'created_at'>

function toPostSummary(row: SummaryRow): BlogPostSummary {
  return toSummary({
    projectId: row.id,
    slug: row.slug,
    maintitle: row.maintitle,
    contentTitle: row.content_title,
    createdAt: row.created_at,
    images: JSON.parse(row.images) as BlogProject['images'],
  })
}

/**
 * The search of the blog list: a case-insensitive substring of the main title (the body would match too much).
 * Three characters or more use the trigram index; shorter text cannot be looked up in it (it holds three-character
 * pieces), so it is compared title by title with the same case folding as the browser's toLowerCase().
 */
function titleFilter(needle: string): { where: string; args: string[] } {
  if ([...needle].length >= 3) {
    return {
      // A quoted FTS5 phrase: the text is matched as written (operators and wildcards mean nothing inside it). As a
      // set of ids, so visibility and order come from the posts_visible index, not from reading each matching row.
      where: 'AND p.id IN (SELECT rowid FROM posts_title_search WHERE posts_title_search MATCH ?)',
      args: [`"${needle.replace(/"/g, '""')}"`],
    }
  }
  return { where: 'AND title_contains(p.maintitle, ?)', args: [needle] }
}

/**
 * Blog posts in SQLite. Pages read only what they show (a page of the list, one post, the newest few), searched and
 * paginated by SQLite. The full list for GetAllProjects is read only when the data version changes (writes by any
 * process, the import command included, change the version the server checks cheaply on each request).
 */
export class PostsRepository {
  private readonly db: Database
  private lastVersionKey = ''
  private versionNumber = 0
  private unavailableUntil = 0
  private lastChanges = -1
  private nextPublish: string | null = null
  /** Slug look-ups of the current version (every article request makes one): bounded, emptied when posts change. */
  private readonly located = new Map<string, Pick<BlogProject, 'id' | 'slug' | 'maintitle'> | null>()

  constructor(db: Database) {
    this.db = db
    db.function('title_contains', { deterministic: true }, (title, needle) =>
      String(title).toLowerCase().includes(String(needle).toLowerCase()) ? 1 : 0,
    )
  }

  count(): number {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n)
  }

  /**
   * Data version of the posts table: the write counter that triggers bump on every write by any connection, and the
   * next scheduled publication time (read again once it has passed), so a scheduled post appears without a restart.
   * Both are single-row reads, whatever the number of posts.
   */
  private dataVersion(now: string): string {
    const changes = Number((this.db.prepare('SELECT n FROM posts_changes WHERE id = 1').get() as { n: number }).n)
    if (changes !== this.lastChanges || (this.nextPublish !== null && this.nextPublish <= now)) {
      const row = this.db.prepare(`SELECT MIN(publish_at) AS t FROM posts WHERE publish_at > ? AND status = 'published'`).get(now) as {
        t: string | null
      }
      this.nextPublish = row.t
      this.lastChanges = changes
    }
    return `${changes}:${this.nextPublish}`
  }

  /**
   * A number that changes whenever what visitors see changes (a write by any process, or a scheduled post's time
   * coming): rendered pages are cached per version. While another process holds the database, the last known
   * version is kept instead of waiting; the database is asked again a second later (each ask may block the event
   * loop for the busy timeout).
   */
  version(): number {
    if (this.lastVersionKey && Date.now() < this.unavailableUntil) return this.versionNumber
    let key: string
    try {
      key = this.dataVersion(new Date().toISOString())
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
  allPostsJson(): string {
    const rows = this.db
      .prepare(`SELECT * FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST}`)
      .all(new Date().toISOString()) as unknown as PostRow[]
    return JSON.stringify({ success: true, data: rows.map(toProject) })
  }

  /**
   * One page of the blog list (12 posts), newest first, filtered by `q` (trimmed; empty means every post). A page
   * past the end shows the last page, as a shared link to a page that no longer exists should show something.
   */
  listPage(q: string, page: number, size = BLOG_PAGE_SIZE): BlogListPage {
    const now = new Date().toISOString()
    const needle = q.trim()
    const filter = needle ? titleFilter(needle) : { where: '', args: [] }
    const from = `FROM posts p WHERE ${VISIBLE} ${filter.where}`
    const total = Number((this.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(now, ...filter.args) as { n: number }).n)
    const pageCount = Math.max(1, Math.ceil(total / size))
    const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
    const rows = this.db
      .prepare(`SELECT ${SUMMARY_COLUMNS} ${from} ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
      .all(now, ...filter.args, size, (current - 1) * size) as unknown as SummaryRow[]
    return { posts: rows.map(toPostSummary), page: current, pageCount, total, q }
  }

  /** The newest visible posts in full (the RSS feed's items), without reading the rest of the blog. */
  newest(limit: number): BlogProject[] {
    const rows = this.db
      .prepare(`SELECT * FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST} LIMIT ?`)
      .all(new Date().toISOString(), limit) as unknown as PostRow[]
    return rows.map(toProject)
  }

  /** Address and date of every visible post (the sitemap), without their bodies. */
  addresses(): Pick<BlogProject, 'slug' | 'maintitle' | 'createdAt'>[] {
    const rows = this.db
      .prepare(`SELECT p.slug, p.maintitle, p.created_at AS createdAt FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST}`)
      .all(new Date().toISOString())
    return rows as unknown as Pick<BlogProject, 'slug' | 'maintitle' | 'createdAt'>[]
  }

  /** The newest visible posts, as cards (home: 3; an article's sidebar: 7). */
  recent(limit = RECENT_ON_HOME): BlogPostSummary[] {
    const rows = this.db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST} LIMIT ?`)
      .all(new Date().toISOString(), limit) as unknown as SummaryRow[]
    return rows.map(toPostSummary)
  }

  /**
   * The visible post published under `slug`: its own slug (any case), else the slug derived from its title (so a
   * link made from the title works). Only the titles are read for the second look-up, never the bodies.
   */
  find(slug: string): BlogProject | null {
    const hit = this.locate(slug)
    return hit ? toProject(this.db.prepare('SELECT * FROM posts WHERE id = ?').get(hit.id) as unknown as PostRow) : null
  }

  /** The id, slug and title of the post `find` would return, without reading its body. */
  locate(slug: string): Pick<BlogProject, 'id' | 'slug' | 'maintitle'> | null {
    this.version()
    if (this.located.has(slug)) return this.located.get(slug)!
    const hit = this.lookUp(slug)
    if (this.located.size >= 2000) this.located.clear()
    this.located.set(slug, hit)
    return hit
  }

  private lookUp(slug: string): Pick<BlogProject, 'id' | 'slug' | 'maintitle'> | null {
    const now = new Date().toISOString()
    const wanted = slug.toLowerCase()
    const columns = 'p.id, p.slug, p.maintitle'
    const exact = this.db.prepare(`SELECT ${columns} FROM posts p WHERE p.slug = ? AND ${VISIBLE}`).get(wanted, now)
    if (exact) return exact as unknown as Pick<BlogProject, 'id' | 'slug' | 'maintitle'>
    const titles = this.db.prepare(`SELECT ${columns} FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST}`).all(now) as unknown as Pick<
      BlogProject,
      'id' | 'slug' | 'maintitle'
    >[]
    return findPost(titles, slug) ?? null
  }

  /** What the server's renderer reads posts through: this database, no HTTP call to itself. */
  readonly source: BlogSource = {
    list: async (q, page) => this.listPage(q, page),
    article: async (slug) => this.article(slug),
    recent: async () => this.recent(),
  }

  /** An article page's data: the post and the sidebar's 7 newest entries. */
  article(slug: string): BlogArticle | null {
    const post = this.find(slug)
    return post ? { post, recent: this.recent(RECENT_IN_SIDEBAR) } : null
  }

  /**
   * Insert or update by slug (the derived slug when the file has none). Returns what happened to each post.
   * An imported post is published at once; an update keeps its status and replaces any Markdown kept by the
   * back office's editor (the file is now the source).
   */
  upsert(inputs: PostInput[]): { inserted: number; updated: number } {
    let inserted = 0
    let updated = 0
    const now = new Date().toISOString()
    const find = this.db.prepare('SELECT id FROM posts WHERE slug = ?')
    const insert = this.db.prepare(
      `INSERT INTO posts (slug, maintitle, content_title, content, images, meta_title, meta_description, keywords, created_at, updated_at, publish_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const update = this.db.prepare(
      `UPDATE posts SET maintitle = ?, content_title = ?, content = ?, images = ?, meta_title = ?, meta_description = ?,
       keywords = ?, created_at = ?, updated_at = ?, markdown = NULL WHERE id = ?`,
    )
    this.db.exec('BEGIN IMMEDIATE')
    try {
      for (const p of inputs) {
        const slug = p.slug ?? deriveSlug(p.maintitle)
        const content = sanitizePostHtml(p.content)
        const images = JSON.stringify(p.images)
        const keywords = JSON.stringify(p.keywords)
        const existing = find.get(slug) as { id: number } | undefined
        if (existing) {
          update.run(p.maintitle, p.contentTitle, content, images, p.metaTitle, p.metaDescription, keywords, p.createdAt, now, existing.id)
          updated += 1
        } else {
          insert.run(slug, p.maintitle, p.contentTitle, content, images, p.metaTitle, p.metaDescription, keywords, p.createdAt, now, now)
          inserted += 1
        }
      }
      this.db.exec('COMMIT')
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    }
    return { inserted, updated }
  }
}
