import type { Compilable } from 'kysely'
import type { AuditNote } from '../store.ts'
import {
  conflictOf,
  documentName,
  sortParts,
  withdrawn,
  type ContentPart,
  type DocumentType,
  type DocumentUse,
  type NewMedia,
  type PartData,
  type PublishExtras,
  type PublishResult,
  type SaveDraftResult,
  type ScheduledPublish,
  type SeedDocument,
  type ApprovalResult,
  type TranslationApproval,
} from '../content.ts'
import { insertAudit } from './audit.ts'
import { saveReview } from './translations.ts'
import * as shared from './content.ts'
import type { Dialect } from './query.ts'
import { row, rows, run, type Steps } from './steps.ts'

/**
 * The content store's methods that run several statements, written once (server/db/shared/steps.ts): each engine
 * runs one of these inside its own transaction (SQLite's BEGIN IMMEDIATE, PostgreSQL's `sql.begin` with the content
 * version's row locked first where what is published changes) and announces what changed after the commit.
 */

const note = (actor: string, action: string, detail: string, at: string): AuditNote => ({ actor, action, detail, at })

function* audit(d: Dialect, actor: string, action: string, detail: string, at: string): Steps<void> {
  yield* run(insertAudit(d, note(actor, action, detail, at)))
}

/** A new document with its first neutral draft, audited; null (nothing written) when its type already has `key`. */
export function* createDocument(
  d: Dialect,
  type: DocumentType,
  key: string,
  neutral: PartData,
  actor: string,
  now: string,
): Steps<number | null> {
  const created = yield* row(shared.insertDocument(d, type, key, actor, now))
  if (!created) return null
  const id = Number(created.id)
  yield* run(shared.insertDraft(d, id, 'neutral', neutral, actor, now))
  yield* audit(d, actor, 'content.create', documentName({ type, key }), now)
  return id
}

/** One statement decides (the row's rev, or the primary key): of two saves from one rev, one wins. */
export function* saveDraft(
  d: Dialect,
  documentId: number,
  part: ContentPart,
  data: PartData,
  baseRev: number,
  actor: string,
  now: string,
): Steps<SaveDraftResult> {
  const saved =
    baseRev === 0
      ? yield* row(shared.insertDraft(d, documentId, part, data, actor, now))
      : yield* row(shared.updateDraft(d, documentId, part, data, baseRev, actor, now))
  if (saved) return { ok: true, rev: Number(saved.rev), updatedAt: now }
  const current = yield* row(shared.draft(d, documentId, part))
  return { ok: false, current: current ? conflictOf(shared.toDraft(current)) : null }
}

/**
 * A publish: a version per part from its draft, the published rows, the paths (a path the document answered at
 * before and no longer does stays as a former path), the refs of those parts, the audit line (not for the seed,
 * which writes one for all). Every refusal comes before the first write, so a refused publish writes nothing.
 */
export function* publish(
  d: Dialect,
  documentId: number,
  parts: ContentPart[],
  actor: string,
  now: string,
  extras: PublishExtras,
  reason: 'publish' | 'seed',
): Steps<PublishResult> {
  const doc = yield* row(shared.documentById(d, documentId))
  if (!doc) return { ok: false, reason: 'no-document' }
  const drafts = new Map<ContentPart, shared.DraftRow>()
  for (const part of sortParts(parts)) {
    // Locked on PostgreSQL: a save racing the publish waits, so the version is exactly the draft read here.
    const draft = yield* row(d.locked(shared.draft(d, documentId, part)))
    if (!draft) return { ok: false, reason: 'no-draft', part }
    drafts.set(part, draft)
  }
  for (const path of extras.paths ?? []) {
    const owner = yield* row(shared.pathRow(d, path))
    if (owner && shared.isCurrent(owner) && Number(owner.document_id) !== documentId)
      return { ok: false, reason: 'path-taken', path, documentId: Number(owner.document_id) }
  }
  const versions: Partial<Record<ContentPart, number>> = {}
  for (const [part, draft] of drafts) {
    const restoredFrom = draft.restored_from === null ? null : Number(draft.restored_from)
    const version = {
      documentId,
      part,
      data: draft.data,
      sourceHashes: extras.sourceHashes?.[part] ?? {},
      reason: restoredFrom === null ? reason : ('restore' as const),
      restoredFrom,
    }
    const id = Number((yield* row(shared.insertVersion(d, version, actor, now)))!.id)
    yield* run(shared.upsertPublished(d, documentId, part, id, actor, now))
    yield* run(shared.draftPublished(d, documentId, part, id))
    versions[part] = id
  }
  if (extras.paths) {
    yield* run(shared.formerPaths(d, documentId, extras.paths))
    for (const path of extras.paths) yield* run(shared.currentPath(d, path, documentId))
  }
  if (extras.refs) {
    yield* run(shared.deleteRefs(d, documentId, [...drafts.keys()]))
    const refs = extras.refs.filter((r) => drafts.has(r.part))
    if (refs.length) yield* run(shared.insertRefs(d, documentId, refs))
  }
  if (reason === 'publish') yield* audit(d, actor, 'content.publish', `${documentName(doc)} ${[...drafts.keys()].join(',')}`, now)
  return { ok: true, versions }
}

/**
 * Thrown inside a transaction to undo what it wrote and answer `result` instead: each engine's transaction rolls
 * back on a throw, and its method catches this one (the approval's publish refused after its save was written).
 */
export class RolledBack<T> extends Error {
  readonly result: T
  constructor(result: T) {
    super('rolled back')
    this.result = result
  }
}

/** The answer of work that may roll back with an answer (RolledBack); any other throw goes on. */
export function answerOf<T>(error: unknown): T {
  if (error instanceof RolledBack) return error.result as T
  throw error
}

/**
 * An approver's correction: the draft saved, that part published, the review written, each with its audit line.
 * A conflict refuses before any write; a refused publish rolls the saved draft back; a failed write of the review
 * undoes the save and the publish with it, as the transaction does.
 */
export function* approveTranslation(d: Dialect, a: TranslationApproval, actor: string, now: string): Steps<ApprovalResult> {
  const doc = yield* row(shared.documentById(d, a.documentId))
  if (!doc) return { ok: false, reason: 'no-document' }
  const saved = yield* saveDraft(d, a.documentId, a.part, a.data, a.baseRev, actor, now)
  if (!saved.ok) return { ok: false, reason: 'conflict', current: saved.current }
  yield* audit(d, actor, 'content.save-draft', `${documentName(doc)} ${a.part} rev ${saved.rev}`, now)
  const published = yield* publish(d, a.documentId, [a.part], actor, now, a.extras, 'publish')
  if (!published.ok) throw new RolledBack<ApprovalResult>(published)
  yield* run(saveReview(d, a.review))
  yield* run(insertAudit(d, a.audit))
  return { ok: true, rev: saved.rev, versions: published.versions }
}

/** Withdraws a part (English or the neutral part: the document) with its refs; false when nothing was published. */
export function* unpublish(d: Dialect, documentId: number, part: ContentPart, actor: string, now: string): Steps<boolean> {
  const doc = yield* row(shared.documentById(d, documentId))
  if (!doc) return false
  const published = (yield* rows(shared.publishedParts(d, documentId))).map((p) => p.part as ContentPart)
  const parts = withdrawn(part, published)
  if (!parts.length) return false
  yield* run(shared.withdrawParts(d, documentId, parts))
  yield* run(shared.deleteRefs(d, documentId, parts))
  yield* audit(d, actor, 'content.unpublish', `${documentName(doc)} ${parts.join(',')}`, now)
  return true
}

/** A version copied into its part's draft, audited; what is published is not touched. */
export function* restore(
  d: Dialect,
  versionId: number,
  actor: string,
  now: string,
): Steps<{ documentId: number; part: ContentPart; rev: number } | null> {
  const found = yield* row(shared.versionById(d, versionId))
  if (!found) return null
  const version = shared.toVersion(found)
  const doc = (yield* row(shared.documentById(d, version.documentId)))!
  const { rev } = (yield* row(shared.draftFromVersion(d, version, actor, now)))!
  yield* audit(d, actor, 'content.restore', `${documentName(doc)} ${version.part} version ${version.id}`, now)
  return { documentId: version.documentId, part: version.part, rev: Number(rev) }
}

/** The first-run seed: the ids of the documents made, none when the store already holds one. */
export function* importSeed(
  d: Dialect,
  documents: SeedDocument[],
  actor: string,
  now: string,
  extras?: (doc: SeedDocument) => PublishExtras,
): Steps<number[]> {
  if (yield* row(shared.anyDocument(d))) return []
  const ids: number[] = []
  for (const doc of documents) {
    const made = yield* row(shared.insertDocument(d, doc.type, doc.key, actor, now))
    if (!made) throw new Error(`The seed has ${documentName(doc)} twice`)
    const id = Number(made.id)
    const parts = sortParts(Object.keys(doc.parts) as ContentPart[])
    for (const part of parts) yield* run(shared.insertDraft(d, id, part, doc.parts[part]!, actor, now))
    const result = yield* publish(d, id, parts, actor, now, extras?.(doc) ?? {}, 'seed')
    if (!result.ok) throw new Error(`The seed's ${documentName(doc)} cannot be published: ${result.reason}`)
    ids.push(id)
  }
  yield* audit(d, actor, 'content.seed', `${ids.length} documents`, now)
  return ids
}

export function* schedulePublish(
  d: Dialect,
  documentId: number,
  parts: ContentPart[],
  dueAt: string,
  actor: string,
  now: string,
): Steps<number> {
  const doc = yield* row(shared.documentById(d, documentId))
  if (!doc) throw new Error(`No content document ${documentId} to schedule`)
  const { id } = (yield* row(shared.insertSchedule(d, documentId, sortParts(parts), dueAt, actor, now)))!
  yield* audit(d, actor, 'content.schedule', `${documentName(doc)} ${sortParts(parts).join(',')} at ${dueAt}`, now)
  return Number(id)
}

export function* cancelSchedule(d: Dialect, id: number, actor: string, now: string): Steps<boolean> {
  const done = (yield* run(shared.cancelSchedule(d, id))) === 1
  if (done) yield* audit(d, actor, 'content.schedule-cancel', `schedule ${id}`, now)
  return done
}

/** Due schedules leased to `holder`; PostgreSQL passes over rows another claim holds (SKIP LOCKED). */
export function* claimDue(
  d: Dialect,
  claim: { now: string; holder: string; leaseUntil: string; limit?: number },
): Steps<ScheduledPublish[]> {
  const ids = (yield* rows(d.claimed(shared.dueSchedules(d, claim.now, claim.limit ?? 5)))).map((r) => Number(r.id))
  if (!ids.length) return []
  const leased = (yield* rows(shared.leaseSchedules(d, ids, claim.now, claim.holder, claim.leaseUntil))).map(shared.toScheduled)
  return leased.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

export function* failSchedule(d: Dialect, id: number, holder: string, error: string, now: string): Steps<boolean> {
  const done = (yield* run(shared.endSchedule(d, id, holder, 'failed', error))) === 1
  if (done) yield* audit(d, holder, 'content.schedule-failed', `schedule ${id}: ${error}`, now)
  return done
}

export function* addMedia(d: Dialect, media: NewMedia, actor: string, now: string): Steps<number> {
  const { id } = (yield* row(shared.insertMedia(d, media, actor, now)))!
  yield* audit(d, actor, 'media.add', `${media.file} (${media.originalName})`, now)
  return Number(id)
}

/** The published documents using a media item. */
export function* mediaUsedBy(d: Dialect, id: number): Steps<DocumentUse[]> {
  const media = yield* row(shared.mediaById(d, id))
  return media ? shared.toUses(yield* rows(shared.usersOf(d, 'media', media.file))) : []
}

/**
 * A media row's alt text or focal point set: the pages of the published documents using it show both (a team
 * portrait), so the content version moves with it and the engine announces those documents. Which documents, none
 * when the row was not there or no published document uses it.
 */
function* mediaEdited(d: Dialect, id: number, edit: Compilable<unknown>): Steps<{ done: boolean; users: number[] }> {
  if ((yield* run(edit)) !== 1) return { done: false, users: [] }
  const users = (yield* mediaUsedBy(d, id)).map((u) => u.documentId)
  if (users.length) yield* run(shared.bumpContentVersion(d))
  return { done: true, users }
}

export const setMediaAlt = (d: Dialect, id: number, alt: Partial<Record<string, string>>) =>
  mediaEdited(d, id, shared.setMediaAlt(d, id, alt))

export const setMediaFocal = (d: Dialect, id: number, x: number | null, y: number | null) =>
  mediaEdited(d, id, shared.setMediaFocal(d, id, x, y))

export function* deleteMedia(d: Dialect, id: number, actor: string, now: string): Steps<{ deleted: boolean; usedBy: DocumentUse[] }> {
  const media = yield* row(d.locked(shared.mediaById(d, id)))
  if (!media) return { deleted: false, usedBy: [] }
  const usedBy = yield* mediaUsedBy(d, id)
  if (usedBy.length) return { deleted: false, usedBy }
  yield* run(shared.deleteMedia(d, id))
  yield* audit(d, actor, 'media.delete', `${media.file} (${media.original_name})`, now)
  return { deleted: true, usedBy: [] }
}
