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
import { postSourceHash } from '../post-translations.ts'
import {
  newTranslationContent,
  replacedTranslationContent,
  toLinks,
  toListItems,
  toTranslationState,
  TRANSLATION_COLUMNS,
  type TranslationRow,
} from '../rows.ts'
import { writeVisible } from './connection.ts'
import { postById, slugOwner, writePost } from './posts.ts'

const translationSelect = (q: ISql) => q`SELECT ${q.unsafe(TRANSLATION_COLUMNS)} FROM posts t JOIN posts s ON s.id = t.translation_of`


async function translationState(q: ISql, id: number): Promise<PostTranslationState | null> {
  const [row] = await q<TranslationRow[]>`${translationSelect(q)} WHERE t.id = ${id}`
  if (!row) return null
  return toTranslationState(row)
}

async function findTranslation(q: ISql, sourceId: number, language: string): Promise<{ id: number; title: string } | null> {
  const [row] = await q<{ id: number; title: string }[]>`
    SELECT id, title FROM posts WHERE translation_of = ${sourceId} AND language = ${language} ORDER BY id LIMIT 1`
  return row ?? null
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
  await q`UPDATE posts SET translation_of = ${sourceId}, translation_source_hash = ${postSourceHash(source)} WHERE id = ${id}`
  if (opts.audit) await insertAudit(q, opts.audit(id))
  return { ok: true, id }
}

/** A translator's returned text: a draft again, made from the English as it is now, any approval ended. */
async function replaceText(q: ISql, id: number, text: TranslationText, now: string): Promise<boolean> {
  const post = await postById(q, id)
  const source = post?.translationOf ? await postById(q, post.translationOf) : null
  if (!post || !source) return false
  await writePost(q, id, replacedTranslationContent(post, text), now)
  await q`UPDATE posts SET translation_source_hash = ${postSourceHash(source)}, translation_reviewer = NULL, translation_reviewed_at = NULL,
            translation_note = '' WHERE id = ${id}`
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

  async reviews(): Promise<ReviewRow[]> {
    return [
      ...(await this.sql<ReviewRow[]>`
        SELECT item, locale, status, source_hash AS "sourceHash", reviewer, reviewed_at AS "reviewedAt", note, updated_at AS "updatedAt"
        FROM translation_reviews ORDER BY locale COLLATE "C", item COLLATE "C"`),
    ]
  }

  saveReview(row: ReviewRow, audit?: AuditNote): Promise<void> {
    return this.transact(async (q) => {
      await q`
        INSERT INTO translation_reviews (item, locale, status, source_hash, reviewer, reviewed_at, note, updated_at)
        VALUES (${row.item}, ${row.locale}, ${row.status}, ${row.sourceHash}, ${row.reviewer}, ${row.reviewedAt}, ${row.note}, ${row.updatedAt})
        ON CONFLICT (item, locale) DO UPDATE SET status = excluded.status, source_hash = excluded.source_hash,
          reviewer = excluded.reviewer, reviewed_at = excluded.reviewed_at, note = excluded.note, updated_at = excluded.updated_at`
      if (audit) await insertAudit(q, audit)
    })
  }

  async reviewedPosts(
    now: string,
  ): Promise<{ language: string; slug: string | null; title: string; sourceSlug: string | null; sourceTitle: string }[]> {
    const rows = await this.sql<
      {
        language: string
        slug: string | null
        title: string
        hash: string | null
        sourceSlug: string | null
        sourceTitle: string
        sourceDescription: string | null
        sourceBody: string
      }[]
    >`
      SELECT t.language, t.slug, t.title, t.translation_source_hash AS hash, s.slug AS "sourceSlug", s.title AS "sourceTitle",
             s.description AS "sourceDescription", s.body AS "sourceBody"
      FROM posts t JOIN posts s ON s.id = t.translation_of
      WHERE t.translation_status = 'reviewed' AND t.status = 'published' AND t.visible_from <= ${now}
        AND s.status = 'published' AND s.visible_from <= ${now}
      ORDER BY t.id`
    return rows
      .filter((r) => r.hash === postSourceHash({ title: r.sourceTitle, description: r.sourceDescription, body: r.sourceBody }))
      .map(({ language, slug, title, sourceSlug, sourceTitle }) => ({ language, slug, title, sourceSlug, sourceTitle }))
  }

  async listPostTranslations(): Promise<PostTranslationListItem[]> {
    const q = this.sql
    const rows = await q<TranslationRow[]>`
      ${translationSelect(q)} ORDER BY s.published_at DESC, s.id DESC, t.language COLLATE "C", t.id`
    return toListItems(rows)
  }

  async translationsOf(sourceId: number): Promise<PostTranslationLink[]> {
    const q = this.sql
    const rows = await q<TranslationRow[]>`${translationSelect(q)} WHERE t.translation_of = ${sourceId} ORDER BY t.language COLLATE "C", t.id`
    return toLinks(rows)
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
      const [exists] = await q`SELECT 1 FROM posts WHERE id = ${id} FOR UPDATE`
      if (!exists) return { ok: false, reason: 'not-found' }
      const state = await translationState(q, id)
      if (!state) return { ok: false, reason: 'not-translation' }
      let status: TranslationStatus
      if (step.action === 'approve') {
        if (step.seenHash !== state.sourceHash) return { ok: false, reason: 'source-changed', currentHash: state.sourceHash }
        await q`UPDATE posts SET translation_status = 'reviewed', translation_reviewer = ${step.reviewer}, translation_reviewed_at = ${now},
                  translation_source_hash = ${step.seenHash}, translation_note = '' WHERE id = ${id}`
        status = 'reviewed'
      } else {
        status = step.action === 'send-back' ? 'draft' : 'in-review'
        // The note stays until an approval: a translator who marks the draft "in review" again still sees what was asked.
        await q`UPDATE posts SET translation_status = ${status}, translation_reviewer = NULL, translation_reviewed_at = NULL,
                  translation_note = ${step.action === 'send-back' ? step.note : q`translation_note`}
                WHERE id = ${id}`
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
