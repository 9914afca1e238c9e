import type { AccountCredentials, AccountRole, AccountSummary, AdminUser } from './accounts.ts'
import type { DeliveredVia, OutboxMessage, OutboxStatus, StoredMessage } from './outbox.ts'
import type { Post, PostContent, PostImage, PostStatus, PostSummary, TranslationStatus } from './posts.ts'
import {
  staleness,
  type PostTranslationLink,
  type PostTranslationListItem,
  type PostTranslationState,
  type TranslationSource,
  type TranslationText,
} from './post-translations.ts'
import type { KeyedSubmission, StoredSubmission, SubmissionKind, SubmissionStatus } from './submissions.ts'

/**
 * Rows as both engines return them (the same tables and column names; server/db/sqlite/ and server/db/postgres/) and
 * their one mapping to the domain's words. Where the engines differ in how a value comes back, the row type says
 * both: SQLite gives JSON as text and flags as 0/1; PostgreSQL gives jsonb parsed and booleans.
 */

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)
export const flag = (value: number | boolean): boolean => value === true || value === 1

export interface PostRow {
  id: number
  slug: string | null
  title: string
  date_label: string
  body: string
  markdown: string | null
  images: string | PostImage[]
  meta_title: string | null
  description: string | null
  keywords: string | string[]
  published_at: string
  updated_at: string
  status: PostStatus
  visible_from: string
  language: string
  translation_of: number | null
  translation_status: TranslationStatus | null
  translation_source_hash: string | null
  translation_reviewer: string | null
  translation_reviewed_at: string | null
  translation_note: string
}

export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    dateLabel: row.date_label,
    body: row.body,
    markdown: row.markdown,
    images: json(row.images),
    metaTitle: row.meta_title,
    description: row.description,
    keywords: json(row.keywords),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    status: row.status,
    visibleFrom: row.visible_from,
    language: row.language,
    translationOf: row.translation_of,
    translationStatus: row.translation_status,
    translationSourceHash: row.translation_source_hash,
    translationReviewer: row.translation_reviewer,
    translationReviewedAt: row.translation_reviewed_at,
    translationNote: row.translation_note,
  }
}

export function toSummary(row: Pick<PostRow, 'id' | 'slug' | 'title' | 'date_label' | 'images' | 'published_at'>): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    dateLabel: row.date_label,
    images: json(row.images),
    publishedAt: row.published_at,
  }
}

export interface SubmissionRow {
  id: number
  kind: SubmissionKind
  first_name: string
  last_name: string
  email: string
  message: string
  guide: string | null
  status: SubmissionStatus
  client_ip: string | null
  created_at: string
  possible_spam: number | boolean
  held: number | boolean
  language: string
  /** Its e-mails that failed, still waiting, and only filed as .eml (counted by the query). */
  failed: number
  waiting: number
  filed: number
}

export function toSubmission(r: SubmissionRow): StoredSubmission {
  return {
    id: r.id,
    kind: r.kind,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    message: r.message,
    guide: r.guide,
    language: r.language,
    status: r.status,
    clientIp: r.client_ip,
    createdAt: r.created_at,
    possibleSpam: flag(r.possible_spam),
    held: flag(r.held),
    failedMessages: Number(r.failed),
    waitingMessages: Number(r.waiting),
    filedMessages: Number(r.filed),
  }
}

/** The columns `byIdempotencyKey` reads. */
export type KeyedRow = Pick<
  SubmissionRow,
  'id' | 'kind' | 'first_name' | 'last_name' | 'email' | 'message' | 'guide' | 'language' | 'created_at' | 'held'
>

export function toKeyed(row: KeyedRow): KeyedSubmission {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    message: row.message,
    guide: row.guide,
    language: row.language,
    createdAt: row.created_at,
    held: flag(row.held),
  }
}

export interface OutboxRow {
  id: number
  submission_id: number | null
  purpose: string
  message: string | StoredMessage
  status: OutboxStatus
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
  delivered_via: DeliveredVia | null
}

export function toMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    submissionId: r.submission_id,
    purpose: r.purpose,
    message: json(r.message),
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    deliveredVia: r.delivered_via,
  }
}

export interface UserRow {
  id: number
  email: string
  role: AccountRole
  password_hash: string | null
  totp_secret: string | null
  disabled_at: string | null
  created_at: string
  may_approve_translations: number | boolean
  client_data: number | boolean
}

/** The account a session or a set-up link belongs to. */
export const toAdminUser = (row: Pick<UserRow, 'id' | 'email' | 'role' | 'client_data'>): AdminUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  clientData: flag(row.client_data),
})

export const toCredentials = (row: UserRow): AccountCredentials => ({
  id: row.id,
  email: row.email,
  role: row.role,
  clientData: flag(row.client_data),
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  disabledAt: row.disabled_at,
})

export const mayApprove = (row: Pick<UserRow, 'may_approve_translations'>): boolean => flag(row.may_approve_translations)

/** An account as the accounts screen lists it; `pending`: a set-up link is waiting. */
export function toAccountSummary(r: UserRow & { pending: number | boolean }): AccountSummary {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.created_at,
    disabledAt: r.disabled_at,
    setUp: r.password_hash !== null && r.totp_secret !== null,
    setupPending: flag(r.pending),
    mayApproveTranslations: mayApprove(r),
    clientData: flag(r.client_data),
  }
}

/** A translated post joined with its English post (`FROM posts t JOIN posts s ON s.id = t.translation_of`). */
export interface TranslationRow {
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

export const translationSource = (row: TranslationRow): TranslationSource => ({
  sourceId: row.source_id,
  sourceTitle: row.source_title,
  sourceDescription: row.source_description,
  sourceBody: row.source_body,
  recordedHash: row.translation_source_hash,
})

/** Reviewer and time count only while the translation is reviewed. */
export const reviewedOnly = (row: TranslationRow) =>
  row.translation_status === 'reviewed'
    ? { reviewer: row.translation_reviewer, reviewedAt: row.translation_reviewed_at }
    : { reviewer: null, reviewedAt: null }

/** Every translation of English posts as the translations screen lists them (staleness computed once per English post). */
export function toListItems(rows: TranslationRow[]): PostTranslationListItem[] {
  const check = staleness()
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    title: row.title,
    slug: row.slug ?? '',
    sourceId: row.source_id,
    sourceTitle: row.source_title,
    status: row.translation_status ?? 'draft',
    stale: check(translationSource(row)).stale,
    ...reviewedOnly(row),
  }))
}

/** An English post's translations, as its editor links to them. */
export function toLinks(rows: TranslationRow[]): PostTranslationLink[] {
  const check = staleness()
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    title: row.title,
    status: row.translation_status ?? 'draft',
    stale: check(translationSource(row)).stale,
  }))
}

/** A translation's state for its editor. */
export function toTranslationState(row: TranslationRow): PostTranslationState {
  const { hash, stale } = staleness()(translationSource(row))
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

/**
 * A new translation's content: `text` (absent: the English post's own, for the translator to overwrite), the English
 * post's date and cover image, a draft in `language` under `slug`.
 */
export function newTranslationContent(
  source: Post,
  language: string,
  slug: string,
  opts: { text?: TranslationText; date?: { dateLabel: string; publishedAt: string } },
): PostContent {
  const text = opts.text ?? { title: source.title, description: source.description, body: source.body, markdown: source.markdown }
  return {
    slug,
    ...text,
    dateLabel: opts.date?.dateLabel ?? source.dateLabel,
    publishedAt: opts.date?.publishedAt ?? source.publishedAt,
    images: source.images,
    metaTitle: null,
    keywords: [],
    language,
    translationStatus: 'draft',
  }
}

/** A translator's returned text over an existing translation: its other fields kept, a draft again. */
export function replacedTranslationContent(post: Post, text: TranslationText): PostContent {
  return {
    slug: post.slug,
    dateLabel: post.dateLabel,
    images: post.images,
    metaTitle: post.metaTitle,
    keywords: post.keywords,
    publishedAt: post.publishedAt,
    ...text,
    language: post.language,
    translationStatus: 'draft',
  }
}

/**
 * An address as it appears inside a stored form result's JSON text (both engines write strings as JSON.stringify
 * does: quotes and backslashes escaped, other characters as they are), to find the results that name it.
 */
export function formResultNeedle(email: string): string {
  return JSON.stringify(email).slice(1, -1)
}
