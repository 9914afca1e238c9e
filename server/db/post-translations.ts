import { postSourceText, sourceHash } from '../translations/hash.ts'
import { transaction, type Database } from './database.ts'
import type { TranslatedPostItem, TranslationStatus as UnitStatus } from '../../src/lib/admin-pages.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { PostsRepository, type Post, type PostContent, type TranslationStatus } from './posts.ts'

/**
 * Post translations and their review (issue 22): which English post a translation was made from, whether that
 * English has changed since (stale), and a lawyer's approval. A translation is CURRENT when the hash it records
 * equals the hash of its English post's text now (`sourceHash(postSourceText(source))`), else STALE. Only accounts
 * allowed to approve translations approve or send back; the back office checks that and writes the audit log.
 */

/**
 * A lawyer's review of one unit in one language (server/translations/reviews.ts): a page of the site ('/faq') or a
 * language's interface ('interface'), with the hash of the English the reviewer saw.
 */
export interface ReviewRow {
  item: string
  locale: Locale
  status: UnitStatus
  sourceHash: string
  reviewer: string | null
  reviewedAt: string | null
  note: string
  updatedAt: string
}

/** One translated post, as the translations screen lists it (its type is the screen's), with its slug. */
export type PostTranslationListItem = TranslatedPostItem & { slug: string }

/** What the editor shows of a translation: its English post, how far it got, and the reviewer's word. */
export interface PostTranslationState {
  sourceId: number
  sourceTitle: string
  sourceSlug: string
  /** The hash of the English post's text now: an approval sends back the hash the reviewer saw. */
  sourceHash: string
  status: TranslationStatus
  stale: boolean
  reviewer: string | null
  reviewedAt: string | null
  note: string
}

/** A language's version of an English post, as the posts list and the English post's editor link to it. */
export interface PostTranslationLink {
  id: number
  language: string
  title: string
  status: TranslationStatus
  stale: boolean
}

/** The hash of an English post's text as it is now. */
export function postSourceHash(post: Pick<Post, 'title' | 'description' | 'body'>): string {
  return sourceHash(postSourceText(post))
}

interface TranslationRow {
  id: number
  language: string
  title: string
  slug: string | null
  translation_status: TranslationStatus | null
  translation_source_hash: string | null
  translation_reviewer: string | null
  translation_reviewed_at: string | null
  translation_note: string
  source_id: number
  source_title: string
  source_slug: string | null
  source_description: string | null
  source_body: string
}

const TRANSLATION_SELECT = `SELECT t.id, t.language, t.title, t.slug, t.translation_status, t.translation_source_hash,
    t.translation_reviewer, t.translation_reviewed_at, t.translation_note,
    s.id AS source_id, s.title AS source_title, s.slug AS source_slug, s.description AS source_description, s.body AS source_body
  FROM posts t JOIN posts s ON s.id = t.translation_of`

/** The current hash of each English post, computed once per post (an English post has a few translations). */
function staleness(): (row: TranslationRow) => { hash: string; stale: boolean } {
  const hashes = new Map<number, string>()
  return (row) => {
    let hash = hashes.get(row.source_id)
    if (hash === undefined) {
      hash = sourceHash(postSourceText({ title: row.source_title, description: row.source_description, body: row.source_body }))
      hashes.set(row.source_id, hash)
    }
    return { hash, stale: row.translation_source_hash !== hash }
  }
}

function rowsOf(db: Database, where: string, ...args: (string | number)[]): TranslationRow[] {
  return db.prepare(`${TRANSLATION_SELECT} ${where}`).all(...args) as unknown as TranslationRow[]
}

const reviewedOnly = (row: TranslationRow) =>
  row.translation_status === 'reviewed'
    ? { reviewer: row.translation_reviewer, reviewedAt: row.translation_reviewed_at }
    : { reviewer: null, reviewedAt: null }

/** Every post that is a translation of an English post, by English post (newest first), then language. */
export function listPostTranslations(db: Database): PostTranslationListItem[] {
  const rows = rowsOf(db, 'ORDER BY s.published_at DESC, s.id DESC, t.language, t.id')
  const check = staleness()
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    title: row.title,
    slug: row.slug ?? '',
    sourceId: row.source_id,
    sourceTitle: row.source_title,
    status: row.translation_status ?? 'draft',
    stale: check(row).stale,
    ...reviewedOnly(row),
  }))
}

/** The translations of one English post, by language. */
export function translationsOf(db: Database, sourceId: number): PostTranslationLink[] {
  const rows = rowsOf(db, 'WHERE t.translation_of = ? ORDER BY t.language, t.id', sourceId)
  const check = staleness()
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    title: row.title,
    status: row.translation_status ?? 'draft',
    stale: check(row).stale,
  }))
}

/** A translation's state for its editor; null when the post is no translation (or its English post is gone). */
export function postTranslationState(db: Database, id: number): PostTranslationState | null {
  const row = rowsOf(db, 'WHERE t.id = ?', id)[0]
  if (!row) return null
  const { hash, stale } = staleness()(row)
  return {
    sourceId: row.source_id,
    sourceTitle: row.source_title,
    sourceSlug: row.source_slug ?? '',
    sourceHash: hash,
    status: row.translation_status ?? 'draft',
    stale,
    ...reviewedOnly(row),
    note: row.translation_note,
  }
}

/** The translation of an English post into a language, if there is one. */
export function findTranslation(db: Database, sourceId: number, language: string): { id: number; title: string } | null {
  const row = db
    .prepare('SELECT id, title FROM posts WHERE translation_of = ? AND language = ? ORDER BY id LIMIT 1')
    .get(sourceId, language) as { id: number; title: string } | undefined
  return row ?? null
}

/** `ar-company-tax-basics`, or with `-2`, `-3`… when taken (as an address or a former one). */
function freeSlug(db: Database, base: string): string {
  const posts = new PostsRepository(db)
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!posts.slugOwner(slug, null)) return slug
  }
}

export type CreateTranslationResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'no-source' | 'not-english' | 'same-language' }
  | { ok: false; reason: 'exists'; existing: { id: number; title: string } }

/** The text a translation is made of, in the editor's terms. */
export interface TranslationText {
  title: string
  description: string | null
  /** Sanitised by the repository's writer. */
  body: string
  /** The editor's source of `body`; null when the body is HTML only. */
  markdown: string | null
}

/**
 * A new translation of an English post into `language`: a draft, linked to its English post, recording the hash
 * of the English it is made from, with `text` (absent: the English post's own text, for the translator to
 * overwrite) and the English post's cover image. One translation per language: a second is refused and named.
 */
export function createPostTranslation(
  db: Database,
  sourceId: number,
  language: string,
  now: string,
  opts: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string } } = {},
): CreateTranslationResult {
  return transaction(db, () => {
    const posts = new PostsRepository(db)
    const source = posts.byId(sourceId)
    if (!source) return { ok: false, reason: 'no-source' }
    if (source.language !== 'en') return { ok: false, reason: 'not-english' }
    if (language === 'en') return { ok: false, reason: 'same-language' }
    const existing = findTranslation(db, sourceId, language)
    if (existing) return { ok: false, reason: 'exists', existing }
    const text = opts.text ?? { title: source.title, description: source.description, body: source.body, markdown: source.markdown }
    const content: PostContent = {
      slug: freeSlug(db, `${language}-${source.slug ?? sourceId}`),
      ...text,
      dateLabel: opts.date?.dateLabel ?? source.dateLabel,
      publishedAt: opts.date?.publishedAt ?? source.publishedAt,
      images: source.images,
      metaTitle: null,
      keywords: [],
      language,
      translationStatus: 'draft',
    }
    const id = posts.write(null, content, now)!
    db.prepare('UPDATE posts SET translation_of = ?, translation_source_hash = ? WHERE id = ?').run(sourceId, postSourceHash(source), id)
    return { ok: true, id }
  })
}

/**
 * Replaces a translation's text from a translator's returned file: it becomes a draft again, made from the English
 * post as it is now (the caller checked the file was made from that text), and any approval ends.
 */
export function replaceTranslationText(db: Database, id: number, text: TranslationText, now: string): boolean {
  return transaction(db, () => {
    const posts = new PostsRepository(db)
    const post = posts.byId(id)
    const source = post?.translationOf ? posts.byId(post.translationOf) : null
    if (!post || !source) return false
    posts.write(
      id,
      {
        slug: post.slug,
        dateLabel: post.dateLabel,
        images: post.images,
        metaTitle: post.metaTitle,
        keywords: post.keywords,
        publishedAt: post.publishedAt,
        ...text,
        language: post.language,
        translationStatus: 'draft',
      },
      now,
    )
    db.prepare(
      `UPDATE posts SET translation_source_hash = ?, translation_reviewer = NULL, translation_reviewed_at = NULL, translation_note = ''
       WHERE id = ?`,
    ).run(postSourceHash(source), id)
    return true
  })
}

export type ReviewResult =
  | { ok: true; status: TranslationStatus }
  | { ok: false; reason: 'not-found' | 'not-translation' }
  | { ok: false; reason: 'source-changed'; currentHash: string }

/** A reviewer's step on a post translation. */
export type ReviewAction =
  { action: 'approve'; reviewer: string; seenHash: string } | { action: 'send-back'; note: string } | { action: 'in-review' }

/**
 * A reviewer's step on a translation. Approving records the reviewer, the time and the hash of the English the
 * reviewer saw, and is refused when the English has changed since (the reviewer approved something else). Sending
 * back makes it a draft with the reviewer's note; "in review" says it is ready for a lawyer. Leaving `reviewed` ends
 * the approval (reviewer and time are cleared; the audit log keeps them).
 */
export function reviewPostTranslation(db: Database, id: number, step: ReviewAction, now: string): ReviewResult {
  return transaction(db, () => {
    if (!db.prepare('SELECT 1 FROM posts WHERE id = ?').get(id)) return { ok: false, reason: 'not-found' }
    const state = postTranslationState(db, id)
    if (!state) return { ok: false, reason: 'not-translation' }
    if (step.action === 'approve') {
      if (step.seenHash !== state.sourceHash) return { ok: false, reason: 'source-changed', currentHash: state.sourceHash }
      db.prepare(
        `UPDATE posts SET translation_status = 'reviewed', translation_reviewer = ?, translation_reviewed_at = ?,
           translation_source_hash = ?, translation_note = '' WHERE id = ?`,
      ).run(step.reviewer, now, step.seenHash, id)
      return { ok: true, status: 'reviewed' }
    }
    const status: TranslationStatus = step.action === 'send-back' ? 'draft' : 'in-review'
    db.prepare('UPDATE posts SET translation_status = ?, translation_reviewer = NULL, translation_reviewed_at = NULL WHERE id = ?').run(
      status,
      id,
    )
    // The note stays until an approval: a translator who marks the draft "in review" again still sees what was asked.
    if (step.action === 'send-back') db.prepare('UPDATE posts SET translation_note = ? WHERE id = ?').run(step.note, id)
    return { ok: true, status }
  })
}

/** A reviewed translation whose text was edited is a draft again (what was approved is no longer what is there). */
export function reopenEditedTranslation(db: Database, id: number): boolean {
  return (
    db
      .prepare(
        `UPDATE posts SET translation_status = 'draft', translation_reviewer = NULL, translation_reviewed_at = NULL
         WHERE id = ? AND translation_status = 'reviewed'`,
      )
      .run(id).changes === 1
  )
}
