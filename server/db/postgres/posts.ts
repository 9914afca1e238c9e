import type { ISql, Sql } from 'postgres'
import { deriveSlug } from '../../../src/lib/blog.ts'
import { istanbulDateLabel } from '../../../src/lib/istanbul-time.ts'
import { postSourceText, sourceHash } from '../source-hash.ts'
import { postsMatching } from '../posts.ts'
import type {
  AuditNote,
  Post,
  PostContent,
  PostRef,
  PostSummary,
  PostsRepository,
  PostWriteOptions,
} from '../store.ts'
import { insertAudit } from './audit.ts'
import { toPost, toSummary, type PostRow } from '../rows.ts'
import { writeVisible } from './connection.ts'

/** A connection or a transaction: the helpers below run in whichever the caller holds. */
export type Q = ISql

/** The columns of a PostRef, in the domain's words. */
const refColumns = (q: Q) =>
  q`p.id, p.slug, p.title, p.published_at AS "publishedAt", p.language, p.translation_status AS "translationStatus"`
const visible = (q: Q, now: string) => q`p.status = 'published' AND p.visible_from <= ${now}`
const newestFirst = (q: Q) => q`ORDER BY p.published_at DESC, p.id DESC`

/** The columns every writer sets, from a post's content (its body sanitised by the caller: server/blog/sanitize.ts). */
function contentColumns(q: Q, post: PostContent) {
  return {
    slug: post.slug,
    title: post.title,
    date_label: post.dateLabel,
    body: post.body,
    markdown: post.markdown,
    images: q.json(post.images as unknown as Parameters<Q['json']>[0]),
    meta_title: post.metaTitle,
    description: post.description,
    keywords: q.json(post.keywords),
    published_at: post.publishedAt,
    language: post.language ?? 'en',
    translation_status: post.language && post.language !== 'en' ? (post.translationStatus ?? 'draft') : null,
  }
}

export async function postById(q: Q, id: number): Promise<Post | null> {
  const [row] = await q<PostRow[]>`SELECT * FROM posts WHERE id = ${id}`
  return row ? toPost(row) : null
}

export async function slugOwner(q: Q, slug: string, exceptId: number | null): Promise<'post' | 'former' | null> {
  const [post] = await q`SELECT 1 FROM posts WHERE slug = ${slug} AND id IS DISTINCT FROM ${exceptId}::integer`
  if (post) return 'post'
  const [former] = await q`SELECT 1 FROM post_slug_history WHERE slug = ${slug} AND post_id IS DISTINCT FROM ${exceptId}::integer`
  return former ? 'former' : null
}

/**
 * A translation's link to its English original, named by slug (see the SQLite writer): an unknown original throws,
 * and a translation that records no source text yet is taken as made from the original as it is now.
 */
async function linkTranslation(q: Q, id: number, post: PostContent): Promise<void> {
  if (!post.translationOfSlug) return
  const [original] = await q<{ id: number; title: string; description: string | null; body: string }[]>`
    SELECT id, title, description, body FROM posts WHERE slug = ${post.translationOfSlug} AND language = 'en'`
  if (!original) throw new Error(`"${post.title}" is a translation of "${post.translationOfSlug}", which is no English post`)
  await q`UPDATE posts SET translation_of = ${original.id},
            translation_source_hash = COALESCE(translation_source_hash, ${sourceHash(postSourceText(original))})
          WHERE id = ${id}`
}

/** The one writer of a post's content, inside the caller's transaction (PostsRepository.write). */
export async function writePost(
  q: Q,
  id: number | null,
  post: PostContent,
  now: string,
  opts: PostWriteOptions = {},
): Promise<{ id: number; reopened: boolean } | null> {
  const columns = contentColumns(q, post)
  if (id === null) {
    const row = { ...columns, updated_at: now, status: opts.visibleFrom === undefined ? 'draft' : 'published', visible_from: opts.visibleFrom ?? '' }
    const [{ id: newId }] = await q<{ id: number }[]>`INSERT INTO posts ${q(row)} RETURNING id`
    await linkTranslation(q, newId, post)
    if (opts.audit) await insertAudit(q, opts.audit(newId))
    return { id: newId, reopened: false }
  }
  const [existing] = await q<Pick<PostRow, 'slug' | 'status'>[]>`SELECT slug, status FROM posts WHERE id = ${id} FOR UPDATE`
  if (!existing) return null
  if (existing.slug && post.slug && existing.slug !== post.slug && existing.status === 'published') {
    await q`INSERT INTO post_slug_history (slug, post_id) VALUES (${existing.slug}, ${id})
            ON CONFLICT (slug) DO UPDATE SET post_id = excluded.post_id`
  }
  if (post.slug) await q`DELETE FROM post_slug_history WHERE slug = ${post.slug}`
  // One publication time: a published post is public from the time it shows, so a new date moves both.
  await q`UPDATE posts SET ${q({ ...columns, updated_at: now })},
            visible_from = CASE WHEN status = 'published' THEN ${post.publishedAt} ELSE visible_from END
          WHERE id = ${id}`
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
  const result = await q`UPDATE posts SET translation_status = 'draft', translation_reviewer = NULL, translation_reviewed_at = NULL
                         WHERE id = ${id} AND translation_status = 'reviewed'`
  return result.count
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
    const [{ n }] = await this.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM posts`
    return n
  }

  async nextScheduled(now: string): Promise<string | null> {
    const [{ t }] = await this.sql<{ t: string | null }[]>`
      SELECT min(visible_from) AS t FROM posts WHERE visible_from > ${now} AND status = 'published'`
    return t
  }

  async allVisible(now: string, language: string): Promise<Post[]> {
    const q = this.sql
    const rows = await q<PostRow[]>`SELECT * FROM posts p WHERE ${visible(q, now)} AND p.language = ${language} ${newestFirst(q)}`
    return rows.map(toPost)
  }

  async newestVisible(now: string, limit: number, language: string): Promise<Post[]> {
    const q = this.sql
    const rows = await q<PostRow[]>`
      SELECT * FROM posts p WHERE ${visible(q, now)} AND p.language = ${language} ${newestFirst(q)} LIMIT ${limit}`
    return rows.map(toPost)
  }

  async countVisible(now: string, language: string): Promise<number> {
    const q = this.sql
    const [{ n }] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM posts p WHERE ${visible(q, now)} AND p.language = ${language}`
    return n
  }

  async visibleSummaries(now: string, page: { limit: number; offset?: number; language: string }): Promise<PostSummary[]> {
    const q = this.sql
    const rows = await q<PostRow[]>`
      SELECT p.id, p.slug, p.title, p.date_label, p.images, p.published_at FROM posts p
      WHERE ${visible(q, now)} AND p.language = ${page.language} ${newestFirst(q)}
      LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`
    return rows.map(toSummary)
  }

  async visibleRefs(now: string): Promise<PostRef[]> {
    const q = this.sql
    return [...(await q<PostRef[]>`SELECT ${refColumns(q)} FROM posts p WHERE ${visible(q, now)} ${newestFirst(q)}`)]
  }

  async visibleTranslations(now: string, id: number): Promise<PostRef[]> {
    const q = this.sql
    const rows = await q<PostRef[]>`
      SELECT ${refColumns(q)} FROM posts p, posts me
      WHERE me.id = ${id} AND p.id <> me.id AND ${visible(q, now)}
        AND (p.id = me.translation_of OR p.translation_of = COALESCE(me.translation_of, me.id))
      ORDER BY p.id`
    return [...rows]
  }

  async visibleBySlug(now: string, slug: string): Promise<PostRef | null> {
    const q = this.sql
    const [row] = await q<PostRef[]>`SELECT ${refColumns(q)} FROM posts p WHERE p.slug = ${slug.toLowerCase()} AND ${visible(q, now)}`
    return row ?? null
  }

  async currentSlugFor(now: string, oldSlug: string): Promise<string | null> {
    const q = this.sql
    const [row] = await q<{ slug: string }[]>`
      SELECT p.slug FROM post_slug_history h JOIN posts p ON p.id = h.post_id WHERE h.slug = ${oldSlug.toLowerCase()} AND ${visible(q, now)}`
    return row?.slug ?? null
  }

  byId(id: number): Promise<Post | null> {
    return postById(this.sql, id)
  }

  async search(text: string): Promise<Post[]> {
    const rows = await this.sql<PostRow[]>`
      SELECT * FROM posts
      ORDER BY status = 'draft' DESC, CASE status WHEN 'draft' THEN updated_at ELSE published_at END DESC, id DESC`
    return postsMatching(rows.map(toPost), text)
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
          await q`INSERT INTO post_slug_history (slug, post_id)
                  SELECT ${former}, ${written!.id} WHERE NOT EXISTS (SELECT 1 FROM posts WHERE slug = ${former})
                  ON CONFLICT (slug) DO UPDATE SET post_id = excluded.post_id`
        }
        if (existing) updated += 1
        else inserted += 1
      }
      return { inserted, updated }
    })
  }

  publish(id: number, visibleFrom: string, now: string, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const result = await q`
        UPDATE posts SET status = 'published', visible_from = ${visibleFrom}, published_at = ${visibleFrom},
          date_label = ${istanbulDateLabel(visibleFrom)}, updated_at = ${now}
        WHERE id = ${id}`
      if (result.count === 1 && audit) await insertAudit(q, audit)
      return result.count === 1
    })
  }

  unpublish(id: number, now: string, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const result = await q`UPDATE posts SET status = 'draft', visible_from = '', updated_at = ${now} WHERE id = ${id}`
      if (result.count === 1 && audit) await insertAudit(q, audit)
      return result.count === 1
    })
  }

  delete(id: number, audit?: AuditNote): Promise<boolean> {
    return this.transact(async (q) => {
      const result = await q`DELETE FROM posts WHERE id = ${id}`
      if (result.count === 1 && audit) await insertAudit(q, audit)
      return result.count === 1
    })
  }
}
