import type { TranslationStatus } from '../posts.ts'
import {
  postSourceHash,
  staleness,
  type CreateTranslationResult,
  type PostTranslationLink,
  type PostTranslationListItem,
  type PostTranslationState,
  type ReviewAction,
  type ReviewResult,
  type ReviewRow,
  type TranslationText,
} from '../post-translations.ts'
import type { AuditFor, AuditNote, TranslationsRepository } from '../store.ts'
import { transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import { SqlitePosts } from './posts.ts'
import type { Sync } from './sync.ts'
import {
  newTranslationContent,
  replacedTranslationContent,
  toLinks,
  toListItems,
  toTranslationState,
  TRANSLATION_COLUMNS,
  translationSource,
  type TranslationRow,
} from '../rows.ts'

const TRANSLATION_SELECT = `SELECT ${TRANSLATION_COLUMNS} FROM posts t JOIN posts s ON s.id = t.translation_of`

/**
 * Translation reviews in SQLite: the review rows of pages and interfaces (table translation_reviews, whose triggers
 * bump the posts' data version) and post translations (columns of the posts table).
 */
export class SqliteTranslations implements Sync<TranslationsRepository> {
  private readonly db: Database
  private readonly posts: SqlitePosts

  constructor(db: Database, posts: SqlitePosts) {
    this.db = db
    this.posts = posts
  }

  reviews(): ReviewRow[] {
    return this.db
      .prepare(
        `SELECT item, locale, status, source_hash AS sourceHash, reviewer, reviewed_at AS reviewedAt, note, updated_at AS updatedAt
         FROM translation_reviews ORDER BY locale, item`,
      )
      .all() as unknown as ReviewRow[]
  }

  saveReview(row: ReviewRow, audit?: AuditNote): void {
    transaction(this.db, () => {
      this.db
        .prepare(
          `INSERT INTO translation_reviews (item, locale, status, source_hash, reviewer, reviewed_at, note, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (item, locale) DO UPDATE SET status = excluded.status, source_hash = excluded.source_hash,
             reviewer = excluded.reviewer, reviewed_at = excluded.reviewed_at, note = excluded.note, updated_at = excluded.updated_at`,
        )
        .run(row.item, row.locale, row.status, row.sourceHash, row.reviewer, row.reviewedAt, row.note, row.updatedAt)
      if (audit) insertAudit(this.db, audit)
    })
  }

  reviewedPosts(now: string): { language: string; slug: string | null; title: string; sourceSlug: string | null; sourceTitle: string }[] {
    const rows = this.db
      .prepare(
        `${TRANSLATION_SELECT}
         WHERE t.translation_status = 'reviewed' AND t.status = 'published' AND t.visible_from <= ?
           AND s.status = 'published' AND s.visible_from <= ?`,
      )
      .all(now, now) as unknown as TranslationRow[]
    const check = staleness()
    return rows
      .filter((r) => !check(translationSource(r)).stale)
      .map((r) => ({ language: r.language, slug: r.slug, title: r.title, sourceSlug: r.source_slug, sourceTitle: r.source_title }))
  }

  private rowsOf(where: string, ...args: (string | number)[]): TranslationRow[] {
    return this.db.prepare(`${TRANSLATION_SELECT} ${where}`).all(...args) as unknown as TranslationRow[]
  }

  listPostTranslations(): PostTranslationListItem[] {
    const rows = this.rowsOf('ORDER BY s.published_at DESC, s.id DESC, t.language, t.id')
    return toListItems(rows)
  }

  translationsOf(sourceId: number): PostTranslationLink[] {
    const rows = this.rowsOf('WHERE t.translation_of = ? ORDER BY t.language, t.id', sourceId)
    return toLinks(rows)
  }

  postTranslationState(id: number): PostTranslationState | null {
    const row = this.rowsOf('WHERE t.id = ?', id)[0]
    if (!row) return null
    return toTranslationState(row)
  }

  findTranslation(sourceId: number, language: string): { id: number; title: string } | null {
    const row = this.db
      .prepare('SELECT id, title FROM posts WHERE translation_of = ? AND language = ? ORDER BY id LIMIT 1')
      .get(sourceId, language) as { id: number; title: string } | undefined
    return row ?? null
  }

  /** `ar-company-tax-basics`, or with `-2`, `-3`… when taken (as an address or a former one). */
  private freeSlug(base: string): string {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`
      if (!this.posts.slugOwner(slug, null)) return slug
    }
  }

  createPostTranslation(
    sourceId: number,
    language: string,
    now: string,
    opts: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string }; audit?: AuditFor } = {},
  ): CreateTranslationResult {
    return transaction(this.db, (): CreateTranslationResult => {
      const original = this.posts.byId(sourceId)
      if (!original) return { ok: false, reason: 'no-source' }
      if (original.language !== 'en') return { ok: false, reason: 'not-english' }
      if (language === 'en') return { ok: false, reason: 'same-language' }
      const existing = this.findTranslation(sourceId, language)
      if (existing) return { ok: false, reason: 'exists', existing }
      const content = newTranslationContent(original, language, this.freeSlug(`${language}-${original.slug ?? sourceId}`), opts)
      const id = this.posts.writeContent(null, content, now)!
      this.db
        .prepare('UPDATE posts SET translation_of = ?, translation_source_hash = ? WHERE id = ?')
        .run(sourceId, postSourceHash(original), id)
      if (opts.audit) insertAudit(this.db, opts.audit(id))
      return { ok: true, id }
    })
  }

  /**
   * Replaces a translation's text from a translator's returned file: it becomes a draft again, made from the English
   * post as it is now (the caller checked the file was made from that text), and any approval ends.
   */
  private replaceTranslationText(id: number, text: TranslationText, now: string): boolean {
    return transaction(this.db, () => {
      const post = this.posts.byId(id)
      const original = post?.translationOf ? this.posts.byId(post.translationOf) : null
      if (!post || !original) return false
      this.posts.writeContent(id, replacedTranslationContent(post, text), now)
      this.db
        .prepare(
          `UPDATE posts SET translation_source_hash = ?, translation_reviewer = NULL, translation_reviewed_at = NULL, translation_note = ''
           WHERE id = ?`,
        )
        .run(postSourceHash(original), id)
      return true
    })
  }

  reviewPostTranslation(id: number, step: ReviewAction, now: string, audit?: AuditNote): ReviewResult {
    return transaction(this.db, (): ReviewResult => {
      if (!this.db.prepare('SELECT 1 FROM posts WHERE id = ?').get(id)) return { ok: false, reason: 'not-found' }
      const state = this.postTranslationState(id)
      if (!state) return { ok: false, reason: 'not-translation' }
      if (step.action === 'approve') {
        if (step.seenHash !== state.sourceHash) return { ok: false, reason: 'source-changed', currentHash: state.sourceHash }
        this.db
          .prepare(
            `UPDATE posts SET translation_status = 'reviewed', translation_reviewer = ?, translation_reviewed_at = ?,
               translation_source_hash = ?, translation_note = '' WHERE id = ?`,
          )
          .run(step.reviewer, now, step.seenHash, id)
        if (audit) insertAudit(this.db, audit)
        return { ok: true, status: 'reviewed' }
      }
      const status: TranslationStatus = step.action === 'send-back' ? 'draft' : 'in-review'
      this.db
        .prepare('UPDATE posts SET translation_status = ?, translation_reviewer = NULL, translation_reviewed_at = NULL WHERE id = ?')
        .run(status, id)
      // The note stays until an approval: a translator who marks the draft "in review" again still sees what was asked.
      if (step.action === 'send-back') this.db.prepare('UPDATE posts SET translation_note = ? WHERE id = ?').run(step.note, id)
      if (audit) insertAudit(this.db, audit)
      return { ok: true, status }
    })
  }

  importPostTranslations(
    language: string,
    items: { sourceId: number; text: TranslationText }[],
    now: string,
    audit: (done: { id: number; sourceId: number; created: boolean }) => AuditNote,
  ): { ok: true; items: { id: number; sourceId: number; created: boolean }[] } | { ok: false; sourceId: number } {
    /** Thrown to roll the whole file back. */
    class Refused extends Error {
      readonly sourceId: number
      constructor(sourceId: number) {
        super(`post ${sourceId} cannot be translated`)
        this.sourceId = sourceId
      }
    }
    try {
      return transaction(this.db, () => {
        const done = items.map(({ sourceId, text }) => {
          const existing = this.findTranslation(sourceId, language)
          let id: number
          if (existing) {
            if (!this.replaceTranslationText(existing.id, text, now)) throw new Refused(sourceId)
            id = existing.id
          } else {
            const created = this.createPostTranslation(sourceId, language, now, { text })
            if (!created.ok) throw new Refused(sourceId)
            id = created.id
          }
          const result = { id, sourceId, created: !existing }
          insertAudit(this.db, audit(result))
          return result
        })
        return { ok: true as const, items: done }
      })
    } catch (error) {
      if (error instanceof Refused) return { ok: false, sourceId: error.sourceId }
      throw error
    }
  }
}
