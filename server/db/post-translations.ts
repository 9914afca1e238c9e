import { postSourceText, sourceHash } from './source-hash.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import type { Post, TranslationStatus } from './posts.ts'

/**
 * Post translations and their review (issue 22): which English post a translation was made from, whether that
 * English has changed since (stale), and a lawyer's approval. A translation is CURRENT when the hash it records
 * equals the hash of its English post's text now (`sourceHash(postSourceText(source))`), else STALE. Only accounts
 * allowed to approve translations approve or send back; the back office checks that. The types and the staleness
 * rule, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/translations.ts.
 */

/**
 * A lawyer's review of one unit in one language (server/translations/reviews.ts): a page of the site ('/faq') or a
 * language's interface ('interface'), with the hash of the English the reviewer saw.
 */
export interface ReviewRow {
  item: string
  locale: Locale
  status: TranslationStatus
  sourceHash: string
  reviewer: string | null
  reviewedAt: string | null
  note: string
  updatedAt: string
}

/** One translated post, as the translations screen lists it, with its slug. */
export interface PostTranslationListItem {
  id: number
  language: string
  title: string
  slug: string
  sourceId: number
  sourceTitle: string
  status: TranslationStatus
  stale: boolean
  reviewer: string | null
  reviewedAt: string | null
}

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

/** What staleness needs of a translation and its English post. */
export interface TranslationSource {
  sourceId: number
  sourceTitle: string
  sourceDescription: string | null
  sourceBody: string
  /** The hash the translation records (of the English it was made from or approved against). */
  recordedHash: string | null
}

/** The current hash of each English post, computed once per post (an English post has a few translations). */
export function staleness(): (row: TranslationSource) => { hash: string; stale: boolean } {
  const hashes = new Map<number, string>()
  return (row) => {
    let hash = hashes.get(row.sourceId)
    if (hash === undefined) {
      hash = sourceHash(postSourceText({ title: row.sourceTitle, description: row.sourceDescription, body: row.sourceBody }))
      hashes.set(row.sourceId, hash)
    }
    return { hash, stale: row.recordedHash !== hash }
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

export type ReviewResult =
  | { ok: true; status: TranslationStatus }
  | { ok: false; reason: 'not-found' | 'not-translation' }
  | { ok: false; reason: 'source-changed'; currentHash: string }

/** A reviewer's step on a post translation. */
export type ReviewAction =
  { action: 'approve'; reviewer: string; seenHash: string } | { action: 'send-back'; note: string } | { action: 'in-review' }
