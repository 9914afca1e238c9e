import type { AuditNote, ContentRepository } from '../store.ts'
import {
  byDocument,
  byPart,
  byPublished,
  changedPayload,
  conflictOf,
  documentName,
  parseChanged,
  publishedAsSeed,
  resolvedPath,
  sortParts,
  tell,
  withdrawn,
  type ChangedDocuments,
  type ContentDocument,
  type ContentDraft,
  type ContentPart,
  type ContentVersion,
  type DocumentType,
  type DocumentUse,
  type MediaItem,
  type NewMedia,
  type PartData,
  type PublishedPart,
  type PublishExtras,
  type PublishResult,
  type ResolvedPath,
  type SaveDraftResult,
  type ScheduledPublish,
  type ScheduleStatus,
  type SeedDocument,
} from '../content.ts'
import * as shared from '../shared/content.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import { insertAudit } from './audit.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

const note = (actor: string, action: string, detail: string, at: string): AuditNote => ({ actor, action, detail, at })

/**
 * The content store on SQLite (ADR 36). Every method is one synchronous transaction (BEGIN IMMEDIATE), so a claim,
 * a compare-and-set save or a publish cannot be overtaken by another connection. One server process per data
 * folder: a change is announced to this process's listeners once it committed.
 */
export class SqliteContent implements Omit<Sync<ContentRepository>, 'onContentChanged'> {
  private readonly db: Database
  private readonly listeners = new Set<(ids: ChangedDocuments) => void>()

  constructor(db: Database) {
    this.db = db
  }

  onContentChanged(listener: (ids: ChangedDocuments) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** After the commit, as PostgreSQL's NOTIFY is delivered after it (and through the same payload). */
  private announce(ids: ChangedDocuments): void {
    const heard = parseChanged(changedPayload(ids))
    for (const listener of this.listeners) tell(listener, heard)
  }

  createDocument(type: DocumentType, key: string, actor: string, now: string): number | null {
    return sqliteRow(this.db, shared.insertDocument(d, type, key, actor, now))?.id ?? null
  }

  listDocuments(type?: DocumentType): ContentDocument[] {
    const published = sqliteRows(this.db, shared.publishedParts(d))
    const docs = sqliteRows(this.db, shared.documents(d, type)).map((row) => shared.toDocument(row, published))
    return docs.sort(byDocument)
  }

  getDocument(id: number): ContentDocument | null {
    const row = sqliteRow(this.db, shared.documentById(d, id))
    return row ? shared.toDocument(row, sqliteRows(this.db, shared.publishedParts(d, id))) : null
  }

  findDocument(type: DocumentType, key: string): ContentDocument | null {
    const row = sqliteRow(this.db, shared.documentByKey(d, type, key))
    return row ? shared.toDocument(row, sqliteRows(this.db, shared.publishedParts(d, row.id))) : null
  }

  getDrafts(documentId: number): ContentDraft[] {
    return sqliteRows(this.db, shared.draftsOf(d, documentId))
      .map(shared.toDraft)
      .sort((a, b) => byPart(a.part, b.part))
  }

  getDraft(documentId: number, part: ContentPart): ContentDraft | null {
    const row = sqliteRow(this.db, shared.draft(d, documentId, part))
    return row ? shared.toDraft(row) : null
  }

  saveDraft(documentId: number, part: ContentPart, data: PartData, baseRev: number, actor: string, now: string): SaveDraftResult {
    return transaction(this.db, () => {
      const saved =
        baseRev === 0
          ? sqliteRow(this.db, shared.insertDraft(d, documentId, part, data, actor, now))
          : sqliteRow(this.db, shared.updateDraft(d, documentId, part, data, baseRev, actor, now))
      if (saved) return { ok: true as const, rev: Number(saved.rev), updatedAt: now }
      const current = this.getDraft(documentId, part)
      return { ok: false as const, current: current && conflictOf(current) }
    })
  }

  publish(documentId: number, parts: ContentPart[], actor: string, now: string, extras: PublishExtras = {}): PublishResult {
    const result = transaction(this.db, () => this.publishIn(documentId, parts, actor, now, extras, 'publish'))
    if (result.ok) this.announce([documentId])
    return result
  }

  /** The publish inside the caller's transaction. Every refusal comes before the first write: it writes nothing. */
  private publishIn(
    documentId: number,
    parts: ContentPart[],
    actor: string,
    now: string,
    extras: PublishExtras,
    reason: 'publish' | 'seed',
  ): PublishResult {
    const doc = sqliteRow(this.db, shared.documentById(d, documentId))
    if (!doc) return { ok: false, reason: 'no-document' }
    const drafts = new Map<ContentPart, shared.DraftRow>()
    for (const part of sortParts(parts)) {
      const row = sqliteRow(this.db, shared.draft(d, documentId, part))
      if (!row) return { ok: false, reason: 'no-draft', part }
      drafts.set(part, row)
    }
    if (extras.paths) {
      for (const path of extras.paths) {
        const owner = sqliteRow(this.db, shared.pathRow(d, path))
        if (owner && shared.isCurrent(owner) && Number(owner.document_id) !== documentId)
          return { ok: false, reason: 'path-taken', path, documentId: Number(owner.document_id) }
      }
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
      const id = sqliteRow(this.db, shared.insertVersion(d, version, actor, now))!.id
      sqliteRun(this.db, shared.upsertPublished(d, documentId, part, id, actor, now))
      sqliteRun(this.db, shared.draftPublished(d, documentId, part, id))
      versions[part] = id
    }
    if (extras.paths) {
      sqliteRun(this.db, shared.formerPaths(d, documentId, extras.paths))
      for (const path of extras.paths) sqliteRun(this.db, shared.currentPath(d, path, documentId))
    }
    if (extras.refs) {
      sqliteRun(this.db, shared.deleteRefs(d, documentId, [...drafts.keys()]))
      const refs = extras.refs.filter((r) => drafts.has(r.part))
      if (refs.length) sqliteRun(this.db, shared.insertRefs(d, documentId, refs))
    }
    if (reason === 'publish')
      insertAudit(this.db, note(actor, 'content.publish', `${documentName(doc)} ${[...drafts.keys()].join(',')}`, now))
    return { ok: true, versions }
  }

  unpublish(documentId: number, part: ContentPart, actor: string, now: string): boolean {
    const done = transaction(this.db, () => {
      const doc = sqliteRow(this.db, shared.documentById(d, documentId))
      if (!doc) return false
      const published = sqliteRows(this.db, shared.publishedParts(d, documentId)).map((p) => p.part as ContentPart)
      const parts = withdrawn(part, published)
      if (!parts.length) return false
      sqliteRun(this.db, shared.withdrawParts(d, documentId, parts))
      sqliteRun(this.db, shared.deleteRefs(d, documentId, parts))
      insertAudit(this.db, note(actor, 'content.unpublish', `${documentName(doc)} ${parts.join(',')}`, now))
      return true
    })
    if (done) this.announce([documentId])
    return done
  }

  referencedBy(documentId: number): DocumentUse[] {
    const doc = sqliteRow(this.db, shared.documentById(d, documentId))
    if (!doc) return []
    return shared.toUses(sqliteRows(this.db, shared.usersOf(d, 'document', documentName(doc)))).filter((u) => u.documentId !== documentId)
  }

  listVersions(documentId: number, part?: ContentPart): ContentVersion[] {
    return sqliteRows(this.db, shared.versionsOf(d, documentId, part)).map(shared.toVersion)
  }

  getVersion(versionId: number): ContentVersion | null {
    const row = sqliteRow(this.db, shared.versionById(d, versionId))
    return row ? shared.toVersion(row) : null
  }

  restore(versionId: number, actor: string, now: string): { documentId: number; part: ContentPart; rev: number } | null {
    return transaction(this.db, () => {
      const version = this.getVersion(versionId)
      if (!version) return null
      const doc = sqliteRow(this.db, shared.documentById(d, version.documentId))!
      const { rev } = sqliteRow(this.db, shared.draftFromVersion(d, version, actor, now))!
      insertAudit(this.db, note(actor, 'content.restore', `${documentName(doc)} ${version.part} version ${version.id}`, now))
      return { documentId: version.documentId, part: version.part, rev: Number(rev) }
    })
  }

  readPublished(): PublishedPart[] {
    return sqliteRows(this.db, shared.allPublished(d)).map(shared.toPublished).sort(byPublished)
  }

  contentVersion(): number {
    return Number(sqliteRow(this.db, shared.contentVersion(d))!.n)
  }

  resolvePath(path: string): ResolvedPath | null {
    const row = sqliteRow(this.db, shared.pathRow(d, path))
    if (!row) return null
    const doc = this.getDocument(Number(row.document_id))
    if (!doc) return null
    const paths = sqliteRows(this.db, shared.pathsOf(d, doc.id))
    return resolvedPath(
      doc,
      shared.isCurrent(row),
      paths.filter(shared.isCurrent).map((p) => p.path),
    )
  }

  schedulePublish(documentId: number, parts: ContentPart[], dueAt: string, actor: string, now: string): number {
    return transaction(this.db, () => {
      const doc = sqliteRow(this.db, shared.documentById(d, documentId))
      if (!doc) throw new Error(`No content document ${documentId} to schedule`)
      const id = sqliteRow(this.db, shared.insertSchedule(d, documentId, sortParts(parts), dueAt, actor, now))!.id
      insertAudit(this.db, note(actor, 'content.schedule', `${documentName(doc)} ${sortParts(parts).join(',')} at ${dueAt}`, now))
      return Number(id)
    })
  }

  cancelSchedule(id: number, actor: string, now: string): boolean {
    return transaction(this.db, () => {
      const done = sqliteRun(this.db, shared.cancelSchedule(d, id)) === 1
      if (done) insertAudit(this.db, note(actor, 'content.schedule-cancel', `schedule ${id}`, now))
      return done
    })
  }

  listSchedule(status?: ScheduleStatus): ScheduledPublish[] {
    return sqliteRows(this.db, shared.schedules(d, status)).map(shared.toScheduled)
  }

  claimDue(claim: { now: string; holder: string; leaseUntil: string; limit?: number }): ScheduledPublish[] {
    // BEGIN IMMEDIATE: another connection cannot claim between the SELECT and the UPDATE.
    return transaction(this.db, () => {
      const ids = sqliteRows(this.db, shared.dueSchedules(d, claim.now, claim.limit ?? 5)).map((r) => Number(r.id))
      if (!ids.length) return []
      return sqliteRows(this.db, shared.leaseSchedules(d, ids, claim.holder, claim.leaseUntil))
        .map(shared.toScheduled)
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    })
  }

  completeSchedule(id: number, holder: string): boolean {
    return sqliteRun(this.db, shared.endSchedule(d, id, holder, 'done', null)) === 1
  }

  failSchedule(id: number, holder: string, error: string, now: string): boolean {
    return transaction(this.db, () => {
      const done = sqliteRun(this.db, shared.endSchedule(d, id, holder, 'failed', error)) === 1
      if (done) insertAudit(this.db, note(holder, 'content.schedule-failed', `schedule ${id}: ${error}`, now))
      return done
    })
  }

  nextDue(): string | null {
    return sqliteRow(this.db, shared.nextDue(d))?.t ?? null
  }

  addMedia(media: NewMedia, actor: string, now: string): number {
    return transaction(this.db, () => {
      const id = Number(sqliteRow(this.db, shared.insertMedia(d, media, actor, now))!.id)
      insertAudit(this.db, note(actor, 'media.add', `${media.file} (${media.originalName})`, now))
      return id
    })
  }

  listMedia(): MediaItem[] {
    return sqliteRows(this.db, shared.mediaList(d)).map(shared.toMedia)
  }

  getMedia(id: number): MediaItem | null {
    const row = sqliteRow(this.db, shared.mediaById(d, id))
    return row ? shared.toMedia(row) : null
  }

  setMediaAlt(id: number, alt: Partial<Record<string, string>>): boolean {
    return sqliteRun(this.db, shared.setMediaAlt(d, id, alt)) === 1
  }

  setMediaFocal(id: number, focalX: number | null, focalY: number | null): boolean {
    return sqliteRun(this.db, shared.setMediaFocal(d, id, focalX, focalY)) === 1
  }

  mediaUsedBy(id: number): DocumentUse[] {
    const media = this.getMedia(id)
    return media ? shared.toUses(sqliteRows(this.db, shared.usersOf(d, 'media', media.file))) : []
  }

  deleteMedia(id: number, actor: string, now: string): { deleted: boolean; usedBy: DocumentUse[] } {
    return transaction(this.db, () => {
      const media = this.getMedia(id)
      if (!media) return { deleted: false, usedBy: [] }
      const usedBy = this.mediaUsedBy(id)
      if (usedBy.length) return { deleted: false, usedBy }
      sqliteRun(this.db, shared.deleteMedia(d, id))
      insertAudit(this.db, note(actor, 'media.delete', `${media.file} (${media.originalName})`, now))
      return { deleted: true, usedBy: [] }
    })
  }

  importSeed(documents: SeedDocument[], actor: string, now: string, extras?: (doc: SeedDocument) => PublishExtras): { seeded: number } {
    const ids = transaction(this.db, () => {
      if (sqliteRow(this.db, shared.anyDocument(d))) return []
      const ids: number[] = []
      for (const doc of documents) {
        const id = this.createDocument(doc.type, doc.key, actor, now)
        if (id === null) throw new Error(`The seed has ${documentName(doc)} twice`)
        const parts = sortParts(Object.keys(doc.parts) as ContentPart[])
        for (const part of parts) sqliteRow(this.db, shared.insertDraft(d, id, part, doc.parts[part]!, actor, now))
        const result = this.publishIn(id, parts, actor, now, extras?.(doc) ?? {}, 'seed')
        if (!result.ok) throw new Error(`The seed's ${documentName(doc)} cannot be published: ${result.reason}`)
        ids.push(id)
      }
      insertAudit(this.db, note(actor, 'content.seed', `${ids.length} documents`, now))
      return ids
    })
    if (ids.length) this.announce(ids)
    return { seeded: ids.length }
  }

  exportDocuments(): SeedDocument[] {
    return publishedAsSeed(this.readPublished())
  }
}
