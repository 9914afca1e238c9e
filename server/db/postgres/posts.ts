import type { ISql, Sql } from 'postgres'
import { deriveSlug } from '../../../src/lib/blog.ts'
import { istanbulDateLabel } from '../../../src/lib/istanbul-time.ts'
import { postSourceText, sourceHash } from '../source-hash.ts'
import { postsMatching } from '../posts.ts'
import type { AuditNote, Post, PostContent, PostRef, PostSummary, PostsRepository, PostWriteOptions } from '../store.ts'
import { insertAudit } from './audit.ts'
import { toPost, toSummary, type PostRow } from '../rows.ts'
import { writeVisible } from './connection.ts'
import * as shared from '../shared/posts.ts'
import { compiledOnce, pgRow, pgRows, pgRun, postgresDialect as d, type Dialect } from '../shared/query.ts'

/** The row the writer rewrites, held until its transaction ends. */
const slugAndStatusForUpdate = compiledOnce((dialect: Dialect, id: number) => shared.slugAndStatus(dialect, id).forUpdate())

/** A connection or a transaction: the helpers below run in whichever the caller holds. */
export type Q = ISql

export async function postById(q: Q, id: number): Promise<Post | null> {
  const row = await pgRow(q, shared.postById(d, id))
  return row ? toPost(row as PostRow) : null
}

export async function slugOwner(q: Q, slug: string, exceptId: number | null): Promise<'post' | 'former' | null> {
  if (await pgRow(q, shared.slugTaken(d, slug, exceptId))) return 'post'
  return (await pgRow(q, shared.formerSlugTaken(d, slug, exceptId))) ? 'former' : null
}

/**
 * A translation's link to its English original, named by slug (see the SQLite writer): an unknown original throws,
 * and a translation that records no source text yet is taken as made from the original as it is now.
 */
async function linkTranslation(q: Q, id: number, post: PostContent): Promise<void> {
  if (!post.translationOfSlug) return
  const original = await pgRow(q, shared.englishOriginal(d, post.translationOfSlug))
  if (!original) throw new Error(`"${post.title}" is a translation of "${post.translationOfSlug}", which is no English post`)
  await pgRun(q, shared.linkTranslation(d, id, original.id, sourceHash(postSourceText(original))))
}

/** The one writer of a post's content, inside the caller's transaction (PostsRepository.write). */
export async function writePost(
  q: Q,
  id: number | null,
  post: PostContent,
  now: string,
  opts: PostWriteOptions = {},
): Promise<{ id: number; reopened: boolean } | null> {
  if (id === null) {
    const { id: newId } = (await pgRow(q, shared.insertPost(d, post, now, opts.visibleFrom)))!
    await linkTranslation(q, newId, post)
    if (opts.audit) await insertAudit(q, opts.audit(newId))
    return { id: newId, reopened: false }
  }
  const existing = await pgRow(q, slugAndStatusForUpdate(d, id))
  if (!existing) return null
  if (existing.slug && post.slug && existing.slug !== post.slug && existing.status === 'published') {
    await pgRun(q, shared.keepFormerSlug(d, existing.slug, id))
  }
  if (post.slug) await pgRun(q, shared.forgetFormerSlug(d, post.slug))
  // One publication time: a published post is public from the time it shows, so a new date moves both.
  await pgRun(q, shared.updatePost(d, id, post, now))
  await linkTranslation(q, id, post)
  let reopened = false
  if (opts.reopenReviewedTranslation) {
    reopened = (await reopenReviewed(q, id)) === 1
    if (reopened) await insertAudit(q, opts.reopenReviewedTranslation)
  }
  if (opts.audit) await insertAudit(q, opts.audit(id))
  return { id, reopened }
}

/** A reviewed translation whose words changed is a draft again; returns how many rows changed (0 or 1). */
async function reopenReviewed(q: Q, id: number): Promise<number> {
  return pgRun(q, shared.reopenReviewed(d, id))
}

/** PostsRepository on PostgreSQL; `changed` tells the store's data version that this instance wrote posts. */
export class PgPostsRepository implements PostsRepository {
  private readonly sql: Sql
  private readonly changed: () => void

  constructor(sql: Sql, changed: () => void) {
    this.sql = sql
    this.changed = changed
  }

  private transact<T>(work: (q: Q) => Promise<T>): Promise<T> {
    return writeVisible(this.sql, this.changed, work)
  }

  async count(): Promise<number> {
    return Number((await pgRow(this.sql, shared.postCount(d)))!.n)
  }

  async nextScheduled(now: string): Promise<string | null> {
    return (await pgRow(this.sql, shared.nextScheduled(d, now)))!.t
  }

  async allVisible(now: string, language: string): Promise<Post[]> {
    return ((await pgRows(this.sql, shared.allVisible(d, now, language))) as PostRow[]).map(toPost)
  }

  async newestVisible(now: string, limit: number, language: string): Promise<Post[]> {
    return ((await pgRows(this.sql, shared.newestVisiblePosts(d, now, language, limit))) as PostRow[]).map(toPost)
  }

  async countVisible(now: string, language: string): Promise<number> {
    return Number((await pgRow(this.sql, shared.countVisible(d, now, language)))!.n)
  }

  async visibleSummaries(now: string, page: { limit: number; offset?: number; language: string }): Promise<PostSummary[]> {
    const rows = await pgRows(this.sql, shared.visibleSummaries(d, now, page.language, page.limit, page.offset ?? 0))
    return (rows as PostRow[]).map(toSummary)
  }

  async visibleRefs(now: string): Promise<PostRef[]> {
    return (await pgRows(this.sql, shared.visibleRefs(d, now))) as PostRef[]
  }

  async visibleTranslations(now: string, id: number): Promise<PostRef[]> {
    return (await pgRows(this.sql, shared.visibleTranslations(d, now, id))) as PostRef[]
  }

  async visibleBySlug(now: string, slug: string): Promise<PostRef | null> {
    return ((await pgRow(this.sql, shared.visibleBySlug(d, now, slug.toLowerCase()))) as PostRef | undefined) ?? null
  }

  async currentSlugFor(now: string, oldSlug: string): Promise<string | null> {
    return (await pgRow(this.sql, shared.currentSlugFor(d, now, oldSlug.toLowerCase())))?.slug ?? null
  }

  byId(id: number): Promise<Post | null> {
    return postById(this.sql, id)
  }

  async search(text: string): Promise<Post[]> {
    return postsMatching(((await pgRows(this.sql, shared.everyPost(d))) as PostRow[]).map(toPost), text)
  }

  slugOwner(slug: string, exceptId: number | null): Promise<'post' | 'former' | null> {
    return slugOwner(this.sql, slug, exceptId)
  }

  write(id: number | null, post: PostContent, now: string, opts: PostWriteOptions = {}) {
    return this.transact((q) => writePost(q, id, post, now, opts))
  }

  importPosts(posts: PostContent[], now: string): Promise<{ inserted: number; updated: number }> {
    return this.transact(async (q) => {
      let inserted = 0
      let updated = 0
      // Originals before translations, which name their original by slug.
      const ordered = [...posts].sort((a, b) => Number(!!a.translationOfSlug) - Number(!!b.translationOfSlug))
      for (const post of ordered) {
        const slug = post.slug ?? deriveSlug(post.title)
        // A post whose file gives it a new slug is the post stored under one of its former slugs.
        const candidates = [slug, ...(post.formerSlugs ?? [])]
        const [existing] = await q<{ id: number }[]>`SELECT id FROM posts WHERE slug IN ${q(candidates)}
          ORDER BY array_position(${candidates}::text[], slug) LIMIT 1`
        const written = await writePost(q, existing?.id ?? null, { ...post, slug }, now, existing ? {} : { visibleFrom: post.publishedAt })
        for (const former of post.formerSlugs ?? []) {
          if (former === slug) continue
          await pgRun(q, shared.keepFormerSlugUnlessTaken(d, former, written!.id))
        }
        if (existing) updated += 1
        else inserted += 1
      }
      return { inserted, updated }
    })
  }

  publish(id: number, visibleFrom: string, now: string, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const done = (await pgRun(q, shared.publishPost(d, id, visibleFrom, istanbulDateLabel(visibleFrom), now))) === 1
      if (done && audit) await insertAudit(q, audit)
      return done
    })
  }

  unpublish(id: number, now: string, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const done = (await pgRun(q, shared.unpublishPost(d, id, now))) === 1
      if (done && audit) await insertAudit(q, audit)
      return done
    })
  }

  delete(id: number, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const done = (await pgRun(q, shared.deletePost(d, id))) === 1
      if (done && audit) await insertAudit(q, audit)
      return done
    })
  }
}
