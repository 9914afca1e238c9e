import { locales } from '../../src/i18n/locales.ts'
import { DOCUMENT_TYPES, type ContentPart, type DocumentType, type SeedDocument } from '../../src/content/model.ts'
import type { ReviewRow } from './post-translations.ts'
import type { AuditNote } from './store.ts'

/**
 * The content store's words (ADR 36, 3.3): documents with a neutral part and one part per language, each drafted,
 * versioned and published on its own. Plain values only, as every Store type (server/db/store.ts).
 */

export type { ContentPart, DocumentType, SeedDocument }

/** The order parts are kept in whenever a list of them is returned: the neutral part, then the site's languages. */
export const CONTENT_PARTS: readonly ContentPart[] = ['neutral', ...locales]

/** A part's data: the fields of the document's neutral or localized schema, as JSON. */
export type PartData = Record<string, unknown>

export interface ContentDocument {
  id: number
  type: DocumentType
  key: string
  createdAt: string
  createdBy: string
  /** The parts published now, in CONTENT_PARTS order. */
  published: ContentPart[]
}

export interface ContentDraft {
  documentId: number
  part: ContentPart
  data: PartData
  /** Bumped by every save: a save names the rev it started from (compare and set). */
  rev: number
  /** The version this draft was last published as, or restored from; null while never published. */
  basedOn: number | null
  updatedAt: string
  updatedBy: string
}

/** A save's outcome: the new rev, or the draft someone else saved meanwhile (nothing was overwritten). */
export type SaveDraftResult =
  | { ok: true; rev: number; updatedAt: string }
  | { ok: false; current: Pick<ContentDraft, 'data' | 'rev' | 'updatedAt' | 'updatedBy'> | null }

export type VersionReason = 'seed' | 'publish' | 'restore' | 'import'

export interface ContentVersion {
  id: number
  documentId: number
  part: ContentPart
  data: PartData
  /** Localized parts: field path -> hash of the English value it was made or approved from (ADR 36, 3.4). */
  sourceHashes: Record<string, string>
  reason: VersionReason
  /** The version a restored draft was copied from, when this version published it. */
  restoredFrom: number | null
  createdAt: string
  createdBy: string
}

/** A published part with its document, as the in-memory snapshot reads it. */
export interface PublishedPart {
  documentId: number
  type: DocumentType
  key: string
  part: ContentPart
  versionId: number
  data: PartData
  sourceHashes: Record<string, string>
  publishedAt: string
  publishedBy: string
}

export type RefKind = 'document' | 'media' | 'path' | 'figure' | 'firm'

/**
 * Where a published part uses something: another document (`<type>/<key>`), a media file (its `file`), a path it
 * links to, a legal figure or a firm fact it names. Kept for the published parts only (replaced by each publish).
 */
export interface ContentRef {
  part: ContentPart
  kind: RefKind
  target: string
}

/** What the content service derives from a document before it is published (the Store does not parse documents). */
export interface PublishExtras {
  /** Per part: the source hashes its version records. */
  sourceHashes?: Partial<Record<ContentPart, Record<string, string>>>
  /**
   * Every path the document answers at once published (`/services/x`, `/tr/services/x`). A path it answered at
   * before and no longer does stays as a former path (current = false) that redirects (ADR 3). Absent: unchanged.
   */
  paths?: string[]
  /** The refs of the parts being published (replacing theirs). */
  refs?: ContentRef[]
}

export type PublishResult =
  | { ok: true; versions: Partial<Record<ContentPart, number>> }
  | { ok: false; reason: 'no-document' }
  | { ok: false; reason: 'no-draft'; part: ContentPart }
  /** The path is another document's current path (a former path of another document is taken over). */
  | { ok: false; reason: 'path-taken'; path: string; documentId: number }

/**
 * An approver's correction of a translation, published and marked reviewed in one transaction
 * (ContentRepository.approveTranslation): the draft saved from `baseRev`, that part published with `extras`, and the
 * review row written with its audit line.
 */
export interface TranslationApproval {
  documentId: number
  part: ContentPart
  data: PartData
  baseRev: number
  extras: PublishExtras
  review: ReviewRow
  /** The audit line of the approval (the save and the publish write their own). */
  audit: AuditNote
}

export type ApprovalResult =
  | { ok: true; rev: number; versions: Partial<Record<ContentPart, number>> }
  /** Someone saved the part after the approver opened it: nothing was written. */
  | { ok: false; reason: 'conflict'; current: Pick<ContentDraft, 'data' | 'rev' | 'updatedAt' | 'updatedBy'> | null }
  | Exclude<PublishResult, { ok: true }>

export interface ResolvedPath {
  documentId: number
  type: DocumentType
  key: string
  /** False: a former path, to be answered with a 301 to one of `currentPaths`. */
  current: boolean
  currentPaths: string[]
  published: ContentPart[]
}

/** Which instance changed which documents: their ids, or '*' (too many to name, or not known). */
export type ChangedDocuments = number[] | '*'

export type ScheduleStatus = 'pending' | 'done' | 'failed' | 'cancelled'

export interface ScheduledPublish {
  id: number
  documentId: number
  parts: ContentPart[]
  dueAt: string
  createdBy: string
  status: ScheduleStatus
  /** Who holds it while it runs, and until when (a lease that ran out is claimed again). */
  leaseHolder: string | null
  leaseUntil: string | null
  attempts: number
  lastError: string | null
}

export interface MediaItem {
  id: number
  /** The stored file's name (the upload's hash name, ADR 31) or today's URL for the shipped images. */
  file: string
  width: number
  height: number
  /** 0-1 from the left and top; null: the centre. */
  focalX: number | null
  focalY: number | null
  /** Alt text per language. */
  alt: Partial<Record<string, string>>
  originalName: string
  createdAt: string
  createdBy: string
}

export type NewMedia = Pick<MediaItem, 'file' | 'width' | 'height' | 'alt' | 'originalName'> & {
  focalX?: number | null
  focalY?: number | null
}

/** A document that uses something, named for a refusal ("used by service/turkish-citizienship"). */
export interface DocumentUse {
  documentId: number
  type: DocumentType
  key: string
  parts: ContentPart[]
}

/** The NOTIFY payload's limit is 8,000 bytes: beyond it every document is named as changed. */
export const NOTIFY_LIMIT = 8000

/** The payload a change is announced with: the ids, comma-separated, or '*'. */
export function changedPayload(ids: ChangedDocuments): string {
  if (ids === '*') return '*'
  const text = [...new Set(ids)].sort((a, b) => a - b).join(',')
  return Buffer.byteLength(text) > NOTIFY_LIMIT ? '*' : text
}

export function parseChanged(payload: string): ChangedDocuments {
  if (payload === '*' || payload === '') return '*'
  const ids = payload.split(',').map(Number)
  return ids.every(Number.isInteger) ? ids : '*'
}

/**
 * Calls a change listener; one that throws is reported and does not undo or fail the change that committed (nor
 * keep the other listeners from hearing of it).
 */
export function tell(listener: (ids: ChangedDocuments) => void, ids: ChangedDocuments): void {
  try {
    listener(ids)
  } catch (error) {
    console.error('content: a change listener failed', error)
  }
}

const partOrder = (p: ContentPart) => CONTENT_PARTS.indexOf(p)
export const byPart = (a: ContentPart, b: ContentPart) => partOrder(a) - partOrder(b)

export const sortParts = (parts: Iterable<ContentPart>): ContentPart[] => [...new Set(parts)].sort(byPart)

/** Byte order of keys, so both engines (and every locale) give the same export. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Documents in export order: types in DOCUMENT_TYPES order, then keys in byte order. */
export const byDocument = (a: { type: DocumentType; key: string }, b: { type: DocumentType; key: string }) =>
  DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type) || byText(a.key, b.key)

/** Published parts in export order: by document, then part. */
export const byPublished = (a: PublishedPart, b: PublishedPart) => byDocument(a, b) || byPart(a.part, b.part)

/** The published parts as seed documents, in export order (stable on both engines). */
export function publishedAsSeed(parts: PublishedPart[]): SeedDocument[] {
  const docs = new Map<number, SeedDocument>()
  for (const p of [...parts].sort(byPublished)) {
    let doc = docs.get(p.documentId)
    if (!doc) docs.set(p.documentId, (doc = { type: p.type, key: p.key, parts: {} }))
    doc.parts[p.part] = p.data
  }
  return [...docs.values()]
}

/** What a conflicting save is told of the draft someone else saved. */
export const conflictOf = (draft: ContentDraft) => ({
  data: draft.data,
  rev: draft.rev,
  updatedAt: draft.updatedAt,
  updatedBy: draft.updatedBy,
})

/** What withdrawing `part` takes down: English or the neutral part withdraw the whole document. */
export function withdrawn(part: ContentPart, published: ContentPart[]): ContentPart[] {
  if (part === 'en' || part === 'neutral') return sortParts(published)
  return published.includes(part) ? [part] : []
}

export function resolvedPath(doc: ContentDocument, current: boolean, currentPaths: string[]): ResolvedPath {
  return { documentId: doc.id, type: doc.type, key: doc.key, current, currentPaths, published: doc.published }
}

/** The audit detail naming a document: `service/turkish-citizienship`. */
export const documentName = (doc: { type: string; key: string }) => `${doc.type}/${doc.key}`
