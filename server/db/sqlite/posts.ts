import { deriveSlug } from '../../../src/lib/blog.ts'
import { istanbulDateLabel } from '../../../src/lib/istanbul-time.ts'
import { postSourceText, sourceHash } from '../source-hash.ts'
import { transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import type { AuditNote, PostsRepository, PostWriteOptions } from '../store.ts'
import { postsMatching, type Post, type PostContent, type PostRef, type PostSummary } from '../posts.ts'
import type { Sync } from './sync.ts'
import { toPost, toSummary, type PostRow } from '../rows.ts'
import * as shared from '../shared/posts.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'

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
    return Number(sqliteRow(this.db, shared.postCount(d))!.n)
  }

  /** The next time a scheduled post becomes visible after `now`, or null. */
  nextScheduled(now: string): string | null {
    return sqliteRow(this.db, shared.nextScheduled(d, now))!.t
  }

  // ----- What the public sees -----

  /** Every visible post of a language in full, newest first. */
  allVisible(now: string, language: string): Post[] {
    return (sqliteRows(this.db, shared.allVisible(d, now, language)) as PostRow[]).map(toPost)
  }

  /** The newest visible posts of a language in full. */
  newestVisible(now: string, limit: number, language: string): Post[] {
    return (sqliteRows(this.db, shared.newestVisiblePosts(d, now, language, limit)) as PostRow[]).map(toPost)
  }

  /** How many visible posts a language has. */
  countVisible(now: string, language: string): number {
    return Number(sqliteRow(this.db, shared.countVisible(d, now, language))!.n)
  }

  /** A page of a language's visible posts as cards, newest first. */
  visibleSummaries(now: string, page: { limit: number; offset?: number; language: string }): PostSummary[] {
    const rows = sqliteRows(this.db, shared.visibleSummaries(d, now, page.language, page.limit, page.offset ?? 0))
    return (rows as PostRow[]).map(toSummary)
  }

  /** Address facts of every visible post in every language, newest first (no bodies). */
  visibleRefs(now: string): PostRef[] {
    return sqliteRows(this.db, shared.visibleRefs(d, now)) as PostRef[]
  }

  /**
   * The visible posts of a post's translation group other than itself (its English original and that original's
   * other translations), with their translation status: an article links to them.
   */
  visibleTranslations(now: string, id: number): PostRef[] {
    return sqliteRows(this.db, shared.visibleTranslations(d, now, id)) as PostRef[]
  }

  /** The visible post whose own slug is `slug` (stored slugs are lower case). */
  visibleBySlug(now: string, slug: string): PostRef | null {
    return (sqliteRow(this.db, shared.visibleBySlug(d, now, slug.toLowerCase())) as PostRef | undefined) ?? null
  }

  /** The current slug of the visible post that was published under `oldSlug` before the back office changed it. */
  currentSlugFor(now: string, oldSlug: string): string | null {
    return sqliteRow(this.db, shared.currentSlugFor(d, now, oldSlug.toLowerCase()))?.slug ?? null
  }

  // ----- The back office and the writers -----

  byId(id: number): Post | null {
    const row = sqliteRow(this.db, shared.postById(d, id))
    return row ? toPost(row as PostRow) : null
  }

  /**
   * Every post whose title, slug or a keyword contains `text` (folded as every search folds it, so the same on each
   * engine): drafts first, last edited first (they have no publication time yet), then published and scheduled posts
   * by publication time, newest first.
   */
  search(text: string): Post[] {
    return postsMatching((sqliteRows(this.db, shared.everyPost(d)) as PostRow[]).map(toPost), text)
  }

  /** Whether `slug` belongs to another post than `exceptId`: as its address, or as a former one that redirects. */
  slugOwner(slug: string, exceptId: number | null): 'post' | 'former' | null {
    if (sqliteRow(this.db, shared.slugTaken(d, slug, exceptId))) return 'post'
    return sqliteRow(this.db, shared.formerSlugTaken(d, slug, exceptId)) ? 'former' : null
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
    const reopened = sqliteRun(this.db, shared.reopenReviewed(d, id)) === 1
    if (reopened) insertAudit(this.db, audit)
    return reopened
  }

  /** `write` without its options: the post's row, its former slugs and its translation link. */
  writeContent(id: number | null, post: PostContent, now: string, visibleFrom?: string): number | null {
    return transaction(this.db, () => {
      if (id === null) {
        const newId = sqliteRow(this.db, shared.insertPost(d, post, now, visibleFrom))!.id
        this.linkTranslation(newId, post)
        return newId
      }
      const existing = sqliteRow(this.db, shared.slugAndStatus(d, id))
      if (!existing) return null
      if (existing.slug && post.slug && existing.slug !== post.slug && existing.status === 'published') {
        sqliteRun(this.db, shared.keepFormerSlug(d, existing.slug, id))
      }
      if (post.slug) sqliteRun(this.db, shared.forgetFormerSlug(d, post.slug))
      // One publication time: a published post is public from the time it shows, so a new date moves both.
      sqliteRun(this.db, shared.updatePost(d, id, post, now))
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
    const original = sqliteRow(this.db, shared.englishOriginal(d, post.translationOfSlug))
    if (!original) throw new Error(`"${post.title}" is a translation of "${post.translationOfSlug}", which is no English post`)
    sqliteRun(this.db, shared.linkTranslation(d, id, original.id, sourceHash(postSourceText(original))))
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
      // Originals before translations, which name their original by slug.
      const ordered = [...posts].sort((a, b) => Number(!!a.translationOfSlug) - Number(!!b.translationOfSlug))
      for (const post of ordered) {
        const slug = post.slug ?? deriveSlug(post.title)
        // A post whose file gives it a new slug is the post stored under one of its former slugs.
        const existing = [slug, ...(post.formerSlugs ?? [])].map((s) => sqliteRow(this.db, shared.postWithSlug(d, s))).find(Boolean)
        const id = this.writeContent(existing?.id ?? null, { ...post, slug }, now, existing ? undefined : post.publishedAt)!
        for (const former of post.formerSlugs ?? [])
          if (former !== slug) sqliteRun(this.db, shared.keepFormerSlugUnlessTaken(d, former, id))
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
    return this.changed(audit, () => sqliteRun(this.db, shared.publishPost(d, id, visibleFrom, istanbulDateLabel(visibleFrom), now)))
  }

  unpublish(id: number, now: string, audit?: AuditNote): boolean {
    return this.changed(audit, () => sqliteRun(this.db, shared.unpublishPost(d, id, now)))
  }

  delete(id: number, audit?: AuditNote): boolean {
    return this.changed(audit, () => sqliteRun(this.db, shared.deletePost(d, id)))
  }

  /** Runs a one-row change and, when it changed the row, writes `audit` in the same transaction. */
  private changed(audit: AuditNote | undefined, change: () => number): boolean {
    return transaction(this.db, () => {
      const done = change() === 1
      if (done && audit) insertAudit(this.db, audit)
      return done
    })
  }
}
