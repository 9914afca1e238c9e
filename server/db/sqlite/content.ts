import type { ContentRepository } from '../store.ts'
import {
  byDocument,
  byPart,
  byPublished,
  changedPayload,
  documentName,
  parseChanged,
  publishedAsSeed,
  resolvedPath,
  tell,
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
  type ApprovalResult,
  type TranslationApproval,
} from '../content.ts'
import * as shared from '../shared/content.ts'
import * as steps from '../shared/content-steps.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import { runSqlite, type Steps } from '../shared/steps.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

/**
 * The content store on SQLite (ADR 36). Every method that writes several rows is one synchronous transaction (BEGIN
 * IMMEDIATE) running the shared steps (server/db/shared/content-steps.ts), so a claim, a compare-and-set save or a
 * publish cannot be overtaken by another connection. One server process per data folder: a change is announced to
 * this process's listeners once it committed.
 */
export class SqliteContent implements Omit<Sync<ContentRepository>, 'onContentChanged'> {
  private readonly db: Database
  private readonly listeners = new Set<(ids: ChangedDocuments) => void>()

  constructor(db: Database) {
    this.db = db
  }

  /** The steps in one transaction. */
  private run<T>(work: Steps<T>): T {
    return transaction(this.db, () => runSqlite(this.db, work))
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

  createDocument(type: DocumentType, key: string, actor: string, now: string, neutral?: PartData): number | null {
    if (neutral) return this.run(steps.createDocument(d, type, key, neutral, actor, now))
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
    return this.run(steps.saveDraft(d, documentId, part, data, baseRev, actor, now))
  }

  publish(documentId: number, parts: ContentPart[], actor: string, now: string, extras: PublishExtras = {}): PublishResult {
    const result = this.run(steps.publish(d, documentId, parts, actor, now, extras, 'publish'))
    if (result.ok) this.announce([documentId])
    return result
  }

  approveTranslation(approval: TranslationApproval, actor: string, now: string): ApprovalResult {
    let result: ApprovalResult
    try {
      result = this.run(steps.approveTranslation(d, approval, actor, now))
    } catch (error) {
      result = steps.answerOf<ApprovalResult>(error)
    }
    if (result.ok) this.announce([approval.documentId])
    return result
  }

  unpublish(documentId: number, part: ContentPart, actor: string, now: string): boolean {
    const done = this.run(steps.unpublish(d, documentId, part, actor, now))
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
    return this.run(steps.restore(d, versionId, actor, now))
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
    return this.run(steps.schedulePublish(d, documentId, parts, dueAt, actor, now))
  }

  cancelSchedule(id: number, actor: string, now: string): boolean {
    return this.run(steps.cancelSchedule(d, id, actor, now))
  }

  listSchedule(status?: ScheduleStatus): ScheduledPublish[] {
    return sqliteRows(this.db, shared.schedules(d, status)).map(shared.toScheduled)
  }

  claimDue(claim: { now: string; holder: string; leaseUntil: string; limit?: number }): ScheduledPublish[] {
    // BEGIN IMMEDIATE: another connection cannot claim between the SELECT and the UPDATE.
    return this.run(steps.claimDue(d, claim))
  }

  completeSchedule(id: number, holder: string): boolean {
    return sqliteRun(this.db, shared.endSchedule(d, id, holder, 'done', null)) === 1
  }

  failSchedule(id: number, holder: string, error: string, now: string): boolean {
    return this.run(steps.failSchedule(d, id, holder, error, now))
  }

  nextDue(): string | null {
    return sqliteRow(this.db, shared.nextDue(d))?.t ?? null
  }

  addMedia(media: NewMedia, actor: string, now: string): number {
    return this.run(steps.addMedia(d, media, actor, now))
  }

  listMedia(): MediaItem[] {
    return sqliteRows(this.db, shared.mediaList(d)).map(shared.toMedia)
  }

  getMedia(id: number): MediaItem | null {
    const row = sqliteRow(this.db, shared.mediaById(d, id))
    return row ? shared.toMedia(row) : null
  }

  setMediaAlt(id: number, alt: Partial<Record<string, string>>): boolean {
    return this.mediaEdited(this.run(steps.setMediaAlt(d, id, alt)))
  }

  setMediaFocal(id: number, focalX: number | null, focalY: number | null): boolean {
    return this.mediaEdited(this.run(steps.setMediaFocal(d, id, focalX, focalY)))
  }

  /** The pages showing an edited image re-render as after a publish of the documents using it. */
  private mediaEdited({ done, users }: { done: boolean; users: number[] }): boolean {
    if (users.length) this.announce(users)
    return done
  }

  mediaUsedBy(id: number): DocumentUse[] {
    return runSqlite(this.db, steps.mediaUsedBy(d, id))
  }

  deleteMedia(id: number, actor: string, now: string): { deleted: boolean; usedBy: DocumentUse[] } {
    return this.run(steps.deleteMedia(d, id, actor, now))
  }

  importSeed(documents: SeedDocument[], actor: string, now: string, extras?: (doc: SeedDocument) => PublishExtras): { seeded: number } {
    const ids = this.run(steps.importSeed(d, documents, actor, now, extras))
    if (ids.length) this.announce(ids)
    return { seeded: ids.length }
  }

  exportDocuments(): SeedDocument[] {
    return publishedAsSeed(this.readPublished())
  }
}
