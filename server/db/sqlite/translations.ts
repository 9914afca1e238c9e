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
  translationSource,
  type TranslationRow,
} from '../rows.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import * as shared from '../shared/translations.ts'

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
    return sqliteRows(this.db, shared.reviews(d))
  }

  saveReview(row: ReviewRow, audit?: AuditNote): void {
    transaction(this.db, () => {
      sqliteRun(this.db, shared.saveReview(d, row))
      if (audit) insertAudit(this.db, audit)
    })
  }

  reviewedPosts(now: string): { language: string; slug: string | null; title: string; sourceSlug: string | null; sourceTitle: string }[] {
    const check = staleness()
    return sqliteRows(this.db, shared.reviewedVisible(d, now))
      .filter((r) => !check(translationSource(r as TranslationRow)).stale)
      .map((r) => ({ language: r.language, slug: r.slug, title: r.title, sourceSlug: r.source_slug, sourceTitle: r.source_title }))
  }

  listPostTranslations(): PostTranslationListItem[] {
    return toListItems(sqliteRows(this.db, shared.allTranslations(d)) as TranslationRow[])
  }

  translationsOf(sourceId: number): PostTranslationLink[] {
    return toLinks(sqliteRows(this.db, shared.translationsOf(d, sourceId)) as TranslationRow[])
  }

  postTranslationState(id: number): PostTranslationState | null {
    const row = sqliteRow(this.db, shared.translationById(d, id))
    return row ? toTranslationState(row as TranslationRow) : null
  }

  findTranslation(sourceId: number, language: string): { id: number; title: string } | null {
    return sqliteRow(this.db, shared.findTranslation(d, sourceId, language)) ?? null
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
      sqliteRun(this.db, shared.linkTranslation(d, id, sourceId, postSourceHash(original)))
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
      sqliteRun(this.db, shared.restartReview(d, id, postSourceHash(original)))
      return true
    })
  }

  reviewPostTranslation(id: number, step: ReviewAction, now: string, audit?: AuditNote): ReviewResult {
    return transaction(this.db, (): ReviewResult => {
      if (!sqliteRow(this.db, shared.postExists(d, id))) return { ok: false, reason: 'not-found' }
      const state = this.postTranslationState(id)
      if (!state) return { ok: false, reason: 'not-translation' }
      if (step.action === 'approve') {
        if (step.seenHash !== state.sourceHash) return { ok: false, reason: 'source-changed', currentHash: state.sourceHash }
        sqliteRun(this.db, shared.approve(d, id, step.reviewer, now, step.seenHash))
        if (audit) insertAudit(this.db, audit)
        return { ok: true, status: 'reviewed' }
      }
      const status: TranslationStatus = step.action === 'send-back' ? 'draft' : 'in-review'
      // The note stays until an approval: a translator who marks the draft "in review" again still sees what was asked.
      sqliteRun(this.db, shared.setReviewStatus(d, id, status, step.action === 'send-back' ? step.note : undefined))
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
