import type { ISql, Sql } from 'postgres'
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
import { runPostgres, type Steps } from '../shared/steps.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import { lockPostsVersion } from './connection.ts'

/** The channel a publish or withdrawal announces its documents on (`*`: all, or too many to name). */
export const CONTENT_CHANNEL = 'content_changed'

/**
 * Takes the content version's row first: every change of content_published bumps it (its trigger), so two publishes
 * that each hold a row the other wants would deadlock; taken first, they queue, as on SQLite.
 */
async function lockContentVersion(q: ISql): Promise<void> {
  await pgRun(q, d.b.selectFrom('content_changes').select('id').where('id', '=', 1).forUpdate())
}

/** One NOTIFY per transaction, delivered to every listening instance when (and only if) it commits. */
async function notifyChanged(q: ISql, ids: ChangedDocuments): Promise<void> {
  await q`SELECT pg_notify(${CONTENT_CHANNEL}, ${changedPayload(ids)})`
}

async function documentRow(q: ISql, id: number) {
  return pgRow(q, shared.documentById(d, id))
}

async function toDocument(q: ISql, row: shared.DocumentRow): Promise<ContentDocument> {
  return shared.toDocument(row, await pgRows(q, shared.publishedParts(d, Number(row.id))))
}

/** The content store on PostgreSQL (ADR 36): each writing method is one transaction; publishes announce themselves. */
export class PgContentRepository implements ContentRepository {
  private readonly sql: Sql
  private readonly listeners = new Set<(ids: ChangedDocuments) => void>()
  /** Tells this instance's data version that a review row changed (an approval writes one). */
  private readonly reviewsChanged: () => void

  constructor(sql: Sql, reviewsChanged: () => void = () => {}) {
    this.sql = sql
    this.reviewsChanged = reviewsChanged
  }

  /** A NOTIFY arrived (from any instance, this one included), or the listening connection came back ('*'). */
  heard(payload: string): void {
    const ids = parseChanged(payload)
    for (const listener of this.listeners) tell(listener, ids)
  }

  onContentChanged(listener: (ids: ChangedDocuments) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The steps in one transaction. */
  private run<T>(work: Steps<T>): Promise<T> {
    return this.sql.begin((q) => runPostgres(q, work)) as Promise<T>
  }

  /** A transaction that changes what is published: the version row locked first. */
  private publishing<T>(work: (q: ISql) => Promise<T>): Promise<T> {
    return this.sql.begin(async (q) => {
      await lockContentVersion(q)
      return work(q)
    }) as Promise<T>
  }

  async createDocument(type: DocumentType, key: string, actor: string, now: string, neutral?: PartData): Promise<number | null> {
    if (neutral) return this.run(steps.createDocument(d, type, key, neutral, actor, now))
    const row = await pgRow(this.sql, shared.insertDocument(d, type, key, actor, now))
    return row ? Number(row.id) : null
  }

  async listDocuments(type?: DocumentType): Promise<ContentDocument[]> {
    const published = await pgRows(this.sql, shared.publishedParts(d))
    return (await pgRows(this.sql, shared.documents(d, type))).map((row) => shared.toDocument(row, published)).sort(byDocument)
  }

  async getDocument(id: number): Promise<ContentDocument | null> {
    const row = await documentRow(this.sql, id)
    return row ? toDocument(this.sql, row) : null
  }

  async findDocument(type: DocumentType, key: string): Promise<ContentDocument | null> {
    const row = await pgRow(this.sql, shared.documentByKey(d, type, key))
    return row ? toDocument(this.sql, row) : null
  }

  async getDrafts(documentId: number): Promise<ContentDraft[]> {
    return (await pgRows(this.sql, shared.draftsOf(d, documentId))).map(shared.toDraft).sort((a, b) => byPart(a.part, b.part))
  }

  async getDraft(documentId: number, part: ContentPart): Promise<ContentDraft | null> {
    const row = await pgRow(this.sql, shared.draft(d, documentId, part))
    return row ? shared.toDraft(row) : null
  }

  saveDraft(documentId: number, part: ContentPart, data: PartData, baseRev: number, actor: string, now: string): Promise<SaveDraftResult> {
    return this.run(steps.saveDraft(d, documentId, part, data, baseRev, actor, now))
  }

  publish(documentId: number, parts: ContentPart[], actor: string, now: string, extras: PublishExtras = {}): Promise<PublishResult> {
    return this.publishing(async (q) => {
      const result = await runPostgres(q, steps.publish(d, documentId, parts, actor, now, extras, 'publish'))
      if (result.ok) await notifyChanged(q, [documentId])
      return result
    })
  }

  /**
   * The content version's row locked first, then the posts version's (a review row bumps it, and its writers take it
   * first, server/db/postgres/connection.ts): the same order as every other transaction that takes either.
   */
  async approveTranslation(approval: TranslationApproval, actor: string, now: string): Promise<ApprovalResult> {
    try {
      return await this.publishing(async (q) => {
        await lockPostsVersion(q)
        const result = await runPostgres(q, steps.approveTranslation(d, approval, actor, now))
        if (result.ok) await notifyChanged(q, [approval.documentId])
        return result
      })
    } catch (error) {
      return steps.answerOf<ApprovalResult>(error)
    } finally {
      this.reviewsChanged()
    }
  }

  unpublish(documentId: number, part: ContentPart, actor: string, now: string): Promise<boolean> {
    return this.publishing(async (q) => {
      const done = await runPostgres(q, steps.unpublish(d, documentId, part, actor, now))
      if (done) await notifyChanged(q, [documentId])
      return done
    })
  }

  async referencedBy(documentId: number): Promise<DocumentUse[]> {
    const doc = await documentRow(this.sql, documentId)
    if (!doc) return []
    const rows = await pgRows(this.sql, shared.usersOf(d, 'document', documentName(doc)))
    return shared.toUses(rows).filter((u) => u.documentId !== documentId)
  }

  async listVersions(documentId: number, part?: ContentPart): Promise<ContentVersion[]> {
    return (await pgRows(this.sql, shared.versionsOf(d, documentId, part))).map(shared.toVersion)
  }

  async getVersion(versionId: number): Promise<ContentVersion | null> {
    const row = await pgRow(this.sql, shared.versionById(d, versionId))
    return row ? shared.toVersion(row) : null
  }

  restore(versionId: number, actor: string, now: string): Promise<{ documentId: number; part: ContentPart; rev: number } | null> {
    return this.run(steps.restore(d, versionId, actor, now))
  }

  async readPublished(): Promise<PublishedPart[]> {
    return (await pgRows(this.sql, shared.allPublished(d))).map(shared.toPublished).sort(byPublished)
  }

  async contentVersion(): Promise<number> {
    return Number((await pgRow(this.sql, shared.contentVersion(d)))!.n)
  }

  async resolvePath(path: string): Promise<ResolvedPath | null> {
    const row = await pgRow(this.sql, shared.pathRow(d, path))
    if (!row) return null
    const doc = await this.getDocument(Number(row.document_id))
    if (!doc) return null
    const paths = await pgRows(this.sql, shared.pathsOf(d, doc.id))
    return resolvedPath(
      doc,
      shared.isCurrent(row),
      paths.filter(shared.isCurrent).map((p) => p.path),
    )
  }

  schedulePublish(documentId: number, parts: ContentPart[], dueAt: string, actor: string, now: string): Promise<number> {
    return this.run(steps.schedulePublish(d, documentId, parts, dueAt, actor, now))
  }

  cancelSchedule(id: number, actor: string, now: string): Promise<boolean> {
    return this.run(steps.cancelSchedule(d, id, actor, now))
  }

  async listSchedule(status?: ScheduleStatus): Promise<ScheduledPublish[]> {
    return (await pgRows(this.sql, shared.schedules(d, status))).map(shared.toScheduled)
  }

  claimDue(claim: { now: string; holder: string; leaseUntil: string; limit?: number }): Promise<ScheduledPublish[]> {
    // SKIP LOCKED: instances claiming at once take different schedules without waiting for each other.
    return this.run(steps.claimDue(d, claim))
  }

  async completeSchedule(id: number, holder: string): Promise<boolean> {
    return (await pgRun(this.sql, shared.endSchedule(d, id, holder, 'done', null))) === 1
  }

  failSchedule(id: number, holder: string, error: string, now: string): Promise<boolean> {
    return this.run(steps.failSchedule(d, id, holder, error, now))
  }

  async nextDue(): Promise<string | null> {
    return (await pgRow(this.sql, shared.nextDue(d)))?.t ?? null
  }

  addMedia(media: NewMedia, actor: string, now: string): Promise<number> {
    return this.run(steps.addMedia(d, media, actor, now))
  }

  async listMedia(): Promise<MediaItem[]> {
    return (await pgRows(this.sql, shared.mediaList(d))).map(shared.toMedia)
  }

  async getMedia(id: number): Promise<MediaItem | null> {
    const row = await pgRow(this.sql, shared.mediaById(d, id))
    return row ? shared.toMedia(row) : null
  }

  setMediaAlt(id: number, alt: Partial<Record<string, string>>): Promise<boolean> {
    return this.mediaEdited(steps.setMediaAlt(d, id, alt))
  }

  setMediaFocal(id: number, focalX: number | null, focalY: number | null): Promise<boolean> {
    return this.mediaEdited(steps.setMediaFocal(d, id, focalX, focalY))
  }

  /** The pages showing an edited image re-render on every instance, as after a publish of the documents using it. */
  private mediaEdited(work: Steps<{ done: boolean; users: number[] }>): Promise<boolean> {
    return this.publishing(async (q) => {
      const { done, users } = await runPostgres(q, work)
      if (users.length) await notifyChanged(q, users)
      return done
    })
  }

  mediaUsedBy(id: number): Promise<DocumentUse[]> {
    return runPostgres(this.sql, steps.mediaUsedBy(d, id))
  }

  deleteMedia(id: number, actor: string, now: string): Promise<{ deleted: boolean; usedBy: DocumentUse[] }> {
    // Under the content version's lock: a publish that starts using the file waits, or is waited for.
    return this.publishing((q) => runPostgres(q, steps.deleteMedia(d, id, actor, now)))
  }

  importSeed(
    documents: SeedDocument[],
    actor: string,
    now: string,
    extras?: (doc: SeedDocument) => PublishExtras,
  ): Promise<{ seeded: number }> {
    // Under the content version's lock: two instances starting on an empty database seed it once.
    return this.publishing(async (q) => {
      const ids = await runPostgres(q, steps.importSeed(d, documents, actor, now, extras))
      if (ids.length) await notifyChanged(q, ids)
      return { seeded: ids.length }
    })
  }

  async exportDocuments(): Promise<SeedDocument[]> {
    return publishedAsSeed(await this.readPublished())
  }
}
