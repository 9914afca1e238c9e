import { createHash } from 'node:crypto'
import type { Database } from '../db/database.ts'
import { deriveSlug, type BlogProject } from '../../src/lib/blog.ts'
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

export interface PostsSnapshot {
  posts: BlogProject[]
  /** JSON body of GetAllProjects, built once per change. */
  body: string
  etag: string
  version: number
}

/**
 * Blog posts in SQLite with the answer cached in memory: the list is read and serialised once, and again only
 * after an upsert through this repository (the import command runs in its own process and bumps the version
 * it finds in the database, which the server checks cheaply on each request).
 */
export class PostsRepository {
  private readonly db: Database
  private snapshot: PostsSnapshot | null = null
  private lastVersionKey = ''
  private version = 0
  private unavailableUntil = 0

  constructor(db: Database) {
    this.db = db
  }

  count(): number {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n)
  }

  /**
   * Data version of the posts table: changes whenever any connection writes to it, and when a scheduled post's
   * time comes (the number of visible posts changes), so it appears without a restart.
   */
  private dataVersion(now: string): string {
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS n, MAX(updated_at) AS m, COALESCE(SUM(id), 0) AS s,
         COALESCE(SUM(status = 'published' AND publish_at <= ?), 0) AS v FROM posts`,
      )
      .get(now) as { n: number; m: string | null; s: number; v: number }
    return `${row.n}:${row.m}:${row.s}:${row.v}`
  }

  /** What visitors see: published posts whose publication time has come, newest first. */
  current(): PostsSnapshot {
    const now = new Date().toISOString()
    // While another process holds the database, pages are served from the last snapshot instead of waiting;
    // the database is asked again a second later (each ask may block the event loop for the busy timeout).
    if (this.snapshot && Date.now() < this.unavailableUntil) return this.snapshot
    let key: string
    try {
      key = this.dataVersion(now)
    } catch (error) {
      if (!this.snapshot) throw error
      this.unavailableUntil = Date.now() + 1000
      return this.snapshot
    }
    if (this.snapshot && key === this.lastVersionKey) return this.snapshot
    const rows = this.db
      .prepare("SELECT * FROM posts WHERE status = 'published' AND publish_at <= ? ORDER BY created_at DESC, id DESC")
      .all(now) as unknown as PostRow[]
    const posts = rows.map(toProject)
    const body = JSON.stringify({ success: true, data: posts })
    this.version += 1
    this.lastVersionKey = key
    this.snapshot = { posts, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, version: this.version }
    return this.snapshot
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
