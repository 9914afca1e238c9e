import { deriveSlug } from '../../../src/lib/blog.ts'
import { istanbulDateLabel } from '../../../src/lib/istanbul-time.ts'
import { postSourceText, sourceHash } from '../source-hash.ts'
import { transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import type { AuditNote, PostsRepository, PostWriteOptions } from '../store.ts'
import { postsMatching, type Post, type PostContent, type PostRef, type PostSummary } from '../posts.ts'
import type { Sync } from './sync.ts'
import { toPost, toSummary, type PostRow } from '../rows.ts'

const SUMMARY_COLUMNS = 'p.id, p.slug, p.title, p.date_label, p.images, p.published_at'
const REF_COLUMNS = 'p.id, p.slug, p.title, p.published_at AS publishedAt, p.language, p.translation_status AS translationStatus'
const VISIBLE = "p.status = 'published' AND p.visible_from <= ?"
/** Visible and in one language: the public lists show each language's own posts. */
const VISIBLE_IN = `${VISIBLE} AND p.language = ?`
const NEWEST_FIRST = 'ORDER BY p.published_at DESC, p.id DESC'

/** The columns every writer sets, in one order shared by the INSERT and the UPDATE. */
const CONTENT_COLUMNS = [
  'slug',
  'title',
  'date_label',
  'body',
  'markdown',
  'images',
  'meta_title',
  'description',
  'keywords',
  'published_at',
  'language',
  'translation_status',
] as const

function contentValues(post: PostContent): (string | null)[] {
  return [
    post.slug,
    post.title,
    post.dateLabel,
    post.body,
    post.markdown,
    JSON.stringify(post.images),
    post.metaTitle,
    post.description,
    JSON.stringify(post.keywords),
    post.publishedAt,
    post.language ?? 'en',
    post.language && post.language !== 'en' ? (post.translationStatus ?? 'draft') : null,
  ]
}

/**
 * Blog posts: the one place that reads and writes the posts table. The public pages read only visible posts
 * (published, and their time has come); the back office reads and writes any. Every writer (back office, import
 * command, seed) goes through `write`, so every body is sanitised the same way.
 */
export class SqlitePosts implements Sync<PostsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  count(): number {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n)
  }

  /** The next time a scheduled post becomes visible after `now`, or null. */
  nextScheduled(now: string): string | null {
    const row = this.db.prepare(`SELECT MIN(visible_from) AS t FROM posts WHERE visible_from > ? AND status = 'published'`).get(now) as {
      t: string | null
    }
    return row.t
  }

  // ----- What the public sees -----

  /** Every visible post of a language in full, newest first. */
  allVisible(now: string, language: string): Post[] {
    const rows = this.db.prepare(`SELECT * FROM posts p WHERE ${VISIBLE_IN} ${NEWEST_FIRST}`).all(now, language)
    return (rows as unknown as PostRow[]).map(toPost)
  }

  /** The newest visible posts of a language in full. */
  newestVisible(now: string, limit: number, language: string): Post[] {
    const rows = this.db.prepare(`SELECT * FROM posts p WHERE ${VISIBLE_IN} ${NEWEST_FIRST} LIMIT ?`).all(now, language, limit)
    return (rows as unknown as PostRow[]).map(toPost)
  }

  /** How many visible posts a language has. */
  countVisible(now: string, language: string): number {
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM posts p WHERE ${VISIBLE_IN}`).get(now, language)
    return Number((row as { n: number }).n)
  }

  /** A page of a language's visible posts as cards, newest first. */
  visibleSummaries(now: string, page: { limit: number; offset?: number; language: string }): PostSummary[] {
    const rows = this.db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM posts p WHERE ${VISIBLE_IN} ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
      .all(now, page.language, page.limit, page.offset ?? 0)
    return (rows as unknown as PostRow[]).map(toSummary)
  }

  /** Address facts of every visible post in every language, newest first (no bodies). */
  visibleRefs(now: string): PostRef[] {
    return this.db.prepare(`SELECT ${REF_COLUMNS} FROM posts p WHERE ${VISIBLE} ${NEWEST_FIRST}`).all(now) as unknown as PostRef[]
  }

  /**
   * The visible posts of a post's translation group other than itself (its English original and that original's
   * other translations), with their translation status: an article links to them.
   */
  visibleTranslations(now: string, id: number): PostRef[] {
    const rows = this.db
      .prepare(
        `SELECT ${REF_COLUMNS} FROM posts p, posts me
         WHERE me.id = ? AND p.id <> me.id AND ${VISIBLE}
           AND (p.id = me.translation_of OR p.translation_of = COALESCE(me.translation_of, me.id))`,
      )
      .all(id, now)
    return rows as unknown as PostRef[]
  }

  /** The visible post whose own slug is `slug` (stored slugs are lower case). */
  visibleBySlug(now: string, slug: string): PostRef | null {
    const row = this.db.prepare(`SELECT ${REF_COLUMNS} FROM posts p WHERE p.slug = ? AND ${VISIBLE}`).get(slug.toLowerCase(), now)
    return (row as unknown as PostRef | undefined) ?? null
  }

  /** The current slug of the visible post that was published under `oldSlug` before the back office changed it. */
  currentSlugFor(now: string, oldSlug: string): string | null {
    const row = this.db
      .prepare(`SELECT p.slug FROM post_slug_history h JOIN posts p ON p.id = h.post_id WHERE h.slug = ? AND ${VISIBLE}`)
      .get(oldSlug.toLowerCase(), now) as { slug: string } | undefined
    return row?.slug ?? null
  }

  // ----- The back office and the writers -----

  byId(id: number): Post | null {
    const row = this.db.prepare('SELECT * FROM posts WHERE id = ?').get(id) as PostRow | undefined
    return row ? toPost(row) : null
  }

  /**
   * Every post whose title, slug or a keyword contains `text` (folded as every search folds it, so the same on each
   * engine): drafts first, last edited first (they have no publication time yet), then published and scheduled posts
   * by publication time, newest first.
   */
  search(text: string): Post[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM posts
         ORDER BY status = 'draft' DESC, CASE status WHEN 'draft' THEN updated_at ELSE published_at END DESC, id DESC`,
      )
      .all() as unknown as PostRow[]
    return postsMatching(rows.map(toPost), text)
  }

  /** Whether `slug` belongs to another post than `exceptId`: as its address, or as a former one that redirects. */
  slugOwner(slug: string, exceptId: number | null): 'post' | 'former' | null {
    if (this.db.prepare('SELECT id FROM posts WHERE slug = ? AND id IS NOT ?').get(slug, exceptId)) return 'post'
    if (this.db.prepare('SELECT post_id FROM post_slug_history WHERE slug = ? AND post_id IS NOT ?').get(slug, exceptId)) return 'former'
    return null
  }

  /**
   * The one writer of a post's content: a new post when `id` is null (a draft, or published from `visibleFrom`
   * when given), else the existing one (its status kept). A published post whose slug changes keeps its old address
   * as a redirect to the new one. Returns the post's id, or null when `id` names no post.
   */
  write(id: number | null, post: PostContent, now: string, opts: PostWriteOptions = {}): { id: number; reopened: boolean } | null {
    return transaction(this.db, () => {
      const written = this.writeContent(id, post, now, opts.visibleFrom)
      if (written === null) return null
      const reopened = opts.reopenReviewedTranslation ? this.reopenReviewed(written, opts.reopenReviewedTranslation) : false
      if (opts.audit) insertAudit(this.db, opts.audit(written))
      return { id: written, reopened }
    })
  }

  /** A reviewed translation whose text was edited is a draft again (what was approved is no longer what is there). */
  private reopenReviewed(id: number, audit: AuditNote): boolean {
    const reopened =
      this.db
        .prepare(
          `UPDATE posts SET translation_status = 'draft', translation_reviewer = NULL, translation_reviewed_at = NULL
           WHERE id = ? AND translation_status = 'reviewed'`,
        )
        .run(id).changes === 1
    if (reopened) insertAudit(this.db, audit)
    return reopened
  }

  /** `write` without its options: the post's row, its former slugs and its translation link. */
  writeContent(id: number | null, post: PostContent, now: string, visibleFrom?: string): number | null {
    return transaction(this.db, () => {
      if (id === null) {
        const status = visibleFrom === undefined ? 'draft' : 'published'
        const result = this.db
          .prepare(
            `INSERT INTO posts (${CONTENT_COLUMNS.join(', ')}, updated_at, status, visible_from)
             VALUES (${CONTENT_COLUMNS.map(() => '?').join(', ')}, ?, ?, ?)`,
          )
          .run(...contentValues(post), now, status, visibleFrom ?? '')
        const newId = Number(result.lastInsertRowid)
        this.linkTranslation(newId, post)
        return newId
      }
      const existing = this.db.prepare('SELECT slug, status FROM posts WHERE id = ?').get(id) as
        Pick<PostRow, 'slug' | 'status'> | undefined
      if (!existing) return null
      if (existing.slug && post.slug && existing.slug !== post.slug && existing.status === 'published') {
        this.db.prepare('INSERT OR REPLACE INTO post_slug_history (slug, post_id) VALUES (?, ?)').run(existing.slug, id)
      }
      if (post.slug) this.db.prepare('DELETE FROM post_slug_history WHERE slug = ?').run(post.slug)
      this.db
        .prepare(`UPDATE posts SET ${CONTENT_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
        .run(...contentValues(post), now, id)
      // One publication time: a published post is public from the time it shows, so a new date moves both.
      this.db.prepare("UPDATE posts SET visible_from = published_at WHERE id = ? AND status = 'published'").run(id)
      this.linkTranslation(id, post)
      return id
    })
  }

  /**
   * A translation's link to its English original, named by slug; an unknown original is an error the writer sees.
   * A translation that records no source text yet is taken as made from the original as it is now (a post file
   * is written from the English file beside it); one that records a source keeps it, so a changed English post
   * makes it stale.
   */
  private linkTranslation(id: number, post: PostContent): void {
    if (!post.translationOfSlug) return
    const original = this.db
      .prepare("SELECT id, title, description, body FROM posts WHERE slug = ? AND language = 'en'")
      .get(post.translationOfSlug) as { id: number; title: string; description: string | null; body: string } | undefined
    if (!original) throw new Error(`"${post.title}" is a translation of "${post.translationOfSlug}", which is no English post`)
    this.db
      .prepare('UPDATE posts SET translation_of = ?, translation_source_hash = COALESCE(translation_source_hash, ?) WHERE id = ?')
      .run(original.id, sourceHash(postSourceText(original)), id)
  }

  /**
   * Adds or updates posts from files (the import command and the seed), matched by slug (the title's slug when the
   * file has none) or by a former slug the file names, which then answers 301 to the post; in one transaction. A new post is published from its own date (a file dated in the future is
   * scheduled); an updated one keeps its status.
   */
  importPosts(posts: PostContent[], now: string): { inserted: number; updated: number } {
    return transaction(this.db, () => {
      let inserted = 0
      let updated = 0
      const find = this.db.prepare('SELECT id FROM posts WHERE slug = ?')
      const keepFormer = this.db.prepare(
        'INSERT INTO post_slug_history (slug, post_id) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM posts WHERE slug = ?) ON CONFLICT (slug) DO UPDATE SET post_id = excluded.post_id',
      )
      // Originals before translations, which name their original by slug.
      const ordered = [...posts].sort((a, b) => Number(!!a.translationOfSlug) - Number(!!b.translationOfSlug))
      for (const post of ordered) {
        const slug = post.slug ?? deriveSlug(post.title)
        // A post whose file gives it a new slug is the post stored under one of its former slugs.
        const existing = [slug, ...(post.formerSlugs ?? [])].map((s) => find.get(s) as { id: number } | undefined).find(Boolean)
        const id = this.writeContent(existing?.id ?? null, { ...post, slug }, now, existing ? undefined : post.publishedAt)!
        for (const former of post.formerSlugs ?? []) if (former !== slug) keepFormer.run(former, id, former)
        if (existing) updated += 1
        else inserted += 1
      }
      return { inserted, updated }
    })
  }

  /**
   * Publishes from `visibleFrom` (now or later): that instant is also the post's publication time (what the blog, the
   * feed and the back office show), and its date in Istanbul is the date written on the post. False when there is
   * no such post.
   */
  publish(id: number, visibleFrom: string, now: string, audit?: AuditNote): boolean {
    return this.changed(audit, () =>
      this.db
        .prepare("UPDATE posts SET status = 'published', visible_from = ?, published_at = ?, date_label = ?, updated_at = ? WHERE id = ?")
        .run(visibleFrom, visibleFrom, istanbulDateLabel(visibleFrom), now, id),
    )
  }

  unpublish(id: number, now: string, audit?: AuditNote): boolean {
    return this.changed(audit, () =>
      this.db.prepare("UPDATE posts SET status = 'draft', visible_from = '', updated_at = ? WHERE id = ?").run(now, id),
    )
  }

  delete(id: number, audit?: AuditNote): boolean {
    return this.changed(audit, () => this.db.prepare('DELETE FROM posts WHERE id = ?').run(id))
  }

  /** Runs a one-row change and, when it changed the row, writes `audit` in the same transaction. */
  private changed(audit: AuditNote | undefined, change: () => { changes: number | bigint }): boolean {
    return transaction(this.db, () => {
      const done = Number(change().changes) === 1
      if (done && audit) insertAudit(this.db, audit)
      return done
    })
  }
}
