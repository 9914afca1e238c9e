import type { ISql, Sql } from 'postgres'
import type {
  AuditFor,
  AuditNote,
  CreateTranslationResult,
  PostTranslationLink,
  PostTranslationListItem,
  PostTranslationState,
  ReviewAction,
  ReviewResult,
  ReviewRow,
  TranslationsRepository,
  TranslationStatus,
  TranslationText,
} from '../store.ts'
import { insertAudit } from './audit.ts'
import { postSourceHash, staleness } from '../post-translations.ts'
import {
  newTranslationContent,
  replacedTranslationContent,
  toLinks,
  toListItems,
  toTranslationState,
  translationSource,
  type TranslationRow,
} from '../rows.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import * as shared from '../shared/translations.ts'
import { writeVisible } from './connection.ts'
import { postById, slugOwner, writePost } from './posts.ts'

async function translationState(q: ISql, id: number): Promise<PostTranslationState | null> {
  const row = await pgRow(q, shared.translationById(d, id))
  return row ? toTranslationState(row as TranslationRow) : null
}

async function findTranslation(q: ISql, sourceId: number, language: string): Promise<{ id: number; title: string } | null> {
  return (await pgRow(q, shared.findTranslation(d, sourceId, language))) ?? null
}

/** `ar-company-tax-basics`, or with `-2`, `-3`… when taken (as an address or a former one). */
async function freeSlug(q: ISql, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await slugOwner(q, slug, null))) return slug
  }
}

async function createTranslation(
  q: ISql,
  sourceId: number,
  language: string,
  now: string,
  opts: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string }; audit?: AuditFor },
): Promise<CreateTranslationResult> {
  const source = await postById(q, sourceId)
  if (!source) return { ok: false, reason: 'no-source' }
  if (source.language !== 'en') return { ok: false, reason: 'not-english' }
  if (language === 'en') return { ok: false, reason: 'same-language' }
  const existing = await findTranslation(q, sourceId, language)
  if (existing) return { ok: false, reason: 'exists', existing }
  const content = newTranslationContent(source, language, await freeSlug(q, `${language}-${source.slug ?? sourceId}`), opts)
  const { id } = (await writePost(q, null, content, now))!
  await pgRun(q, shared.linkTranslation(d, id, sourceId, postSourceHash(source)))
  if (opts.audit) await insertAudit(q, opts.audit(id))
  return { ok: true, id }
}

/** A translator's returned text: a draft again, made from the English as it is now, any approval ended. */
async function replaceText(q: ISql, id: number, text: TranslationText, now: string): Promise<boolean> {
  const post = await postById(q, id)
  const source = post?.translationOf ? await postById(q, post.translationOf) : null
  if (!post || !source) return false
  await writePost(q, id, replacedTranslationContent(post, text), now)
  await pgRun(q, shared.restartReview(d, id, postSourceHash(source)))
  return true
}

/** Thrown inside a transaction to roll an import back and say which English post could not be translated. */
class ImportRefused extends Error {
  readonly sourceId: number
  constructor(sourceId: number) {
    super(`post ${sourceId} cannot be translated`)
    this.sourceId = sourceId
  }
}

export class PgTranslationsRepository implements TranslationsRepository {
  private readonly sql: Sql
  private readonly changed: () => void

  /** `changed`: this instance wrote what bumps the data version (posts, reviews). */
  constructor(sql: Sql, changed: () => void) {
    this.sql = sql
    this.changed = changed
  }

  private transact<T>(work: (q: ISql) => Promise<T>): Promise<T> {
    return writeVisible(this.sql, this.changed, work)
  }

  reviews(): Promise<ReviewRow[]> {
    return pgRows(this.sql, shared.reviews(d))
  }

  saveReview(row: ReviewRow, audit?: AuditNote): Promise<void> {
    return this.transact(async (q) => {
      await pgRun(q, shared.saveReview(d, row))
      if (audit) await insertAudit(q, audit)
    })
  }

  async reviewedPosts(
    now: string,
  ): Promise<{ language: string; slug: string | null; title: string; sourceSlug: string | null; sourceTitle: string }[]> {
    const check = staleness()
    return (await pgRows(this.sql, shared.reviewedVisible(d, now)))
      .filter((r) => !check(translationSource(r as TranslationRow)).stale)
      .map((r) => ({ language: r.language, slug: r.slug, title: r.title, sourceSlug: r.source_slug, sourceTitle: r.source_title }))
  }

  async listPostTranslations(): Promise<PostTranslationListItem[]> {
    return toListItems((await pgRows(this.sql, shared.allTranslations(d))) as TranslationRow[])
  }

  async translationsOf(sourceId: number): Promise<PostTranslationLink[]> {
    return toLinks((await pgRows(this.sql, shared.translationsOf(d, sourceId))) as TranslationRow[])
  }

  postTranslationState(id: number): Promise<PostTranslationState | null> {
    return translationState(this.sql, id)
  }

  findTranslation(sourceId: number, language: string): Promise<{ id: number; title: string } | null> {
    return findTranslation(this.sql, sourceId, language)
  }

  createPostTranslation(
    sourceId: number,
    language: string,
    now: string,
    opts: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string }; audit?: AuditFor } = {},
  ): Promise<CreateTranslationResult> {
    return this.transact((q) => createTranslation(q, sourceId, language, now, opts))
  }

  reviewPostTranslation(id: number, step: ReviewAction, now: string, audit?: AuditNote): Promise<ReviewResult> {
    return this.transact(async (q): Promise<ReviewResult> => {
      if (!(await pgRow(q, shared.postExists(d, id).forUpdate()))) return { ok: false, reason: 'not-found' }
      const state = await translationState(q, id)
      if (!state) return { ok: false, reason: 'not-translation' }
      let status: TranslationStatus
      if (step.action === 'approve') {
        if (step.seenHash !== state.sourceHash) return { ok: false, reason: 'source-changed', currentHash: state.sourceHash }
        await pgRun(q, shared.approve(d, id, step.reviewer, now, step.seenHash))
        status = 'reviewed'
      } else {
        status = step.action === 'send-back' ? 'draft' : 'in-review'
        // The note stays until an approval: a translator who marks the draft "in review" again still sees what was asked.
        await pgRun(q, shared.setReviewStatus(d, id, status, step.action === 'send-back' ? step.note : undefined))
      }
      if (audit) await insertAudit(q, audit)
      return { ok: true, status }
    })
  }

  async importPostTranslations(
    language: string,
    items: { sourceId: number; text: TranslationText }[],
    now: string,
    audit: (done: { id: number; sourceId: number; created: boolean }) => AuditNote,
  ): Promise<{ ok: true; items: { id: number; sourceId: number; created: boolean }[] } | { ok: false; sourceId: number }> {
    try {
      const done = await this.transact(async (q) => {
        const results: { id: number; sourceId: number; created: boolean }[] = []
        for (const { sourceId, text } of items) {
          const existing = await findTranslation(q, sourceId, language)
          let result: { id: number; sourceId: number; created: boolean }
          if (existing) {
            if (!(await replaceText(q, existing.id, text, now))) throw new ImportRefused(sourceId)
            result = { id: existing.id, sourceId, created: false }
          } else {
            const created = await createTranslation(q, sourceId, language, now, { text })
            if (!created.ok) throw new ImportRefused(sourceId)
            result = { id: created.id, sourceId, created: true }
          }
          await insertAudit(q, audit(result))
          results.push(result)
        }
        return results
      })
      return { ok: true, items: done }
    } catch (error) {
      if (error instanceof ImportRefused) return { ok: false, sourceId: error.sourceId }
      throw error
    }
  }
}
