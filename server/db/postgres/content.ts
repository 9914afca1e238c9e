import type { ISql, Sql } from 'postgres'
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
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import { insertAudit } from './audit.ts'

/** The channel a publish or withdrawal announces its documents on (`*`: all, or too many to name). */
export const CONTENT_CHANNEL = 'content_changed'

const note = (actor: string, action: string, detail: string, at: string): AuditNote => ({ actor, action, detail, at })

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

  constructor(sql: Sql) {
    this.sql = sql
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

  /** A transaction that changes what is published: the version row locked first. */
  private publishing<T>(work: (q: ISql) => Promise<T>): Promise<T> {
    return this.sql.begin(async (q) => {
      await lockContentVersion(q)
      return work(q)
    }) as Promise<T>
  }

  async createDocument(type: DocumentType, key: string, actor: string, now: string): Promise<number | null> {
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
    return this.sql.begin(async (q) => {
      // One statement decides (the UPDATE's row lock, or the primary key): two saves from one rev cannot both win.
      const saved =
        baseRev === 0
          ? await pgRow(q, shared.insertDraft(d, documentId, part, data, actor, now))
          : await pgRow(q, shared.updateDraft(d, documentId, part, data, baseRev, actor, now))
      if (saved) return { ok: true as const, rev: Number(saved.rev), updatedAt: now }
      const row = await pgRow(q, shared.draft(d, documentId, part))
      return { ok: false as const, current: row ? conflictOf(shared.toDraft(row)) : null }
    }) as Promise<SaveDraftResult>
  }

  publish(documentId: number, parts: ContentPart[], actor: string, now: string, extras: PublishExtras = {}): Promise<PublishResult> {
    return this.publishing(async (q) => {
      const result = await publishIn(q, documentId, parts, actor, now, extras, 'publish')
      if (result.ok) await notifyChanged(q, [documentId])
      return result
    })
  }

  unpublish(documentId: number, part: ContentPart, actor: string, now: string): Promise<boolean> {
    return this.publishing(async (q) => {
      const doc = await documentRow(q, documentId)
      if (!doc) return false
      const published = (await pgRows(q, shared.publishedParts(d, documentId))).map((p) => p.part as ContentPart)
      const parts = withdrawn(part, published)
      if (!parts.length) return false
      await pgRun(q, shared.withdrawParts(d, documentId, parts))
      await pgRun(q, shared.deleteRefs(d, documentId, parts))
      await insertAudit(q, note(actor, 'content.unpublish', `${documentName(doc)} ${parts.join(',')}`, now))
      await notifyChanged(q, [documentId])
      return true
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
    return this.sql.begin(async (q) => {
      const row = await pgRow(q, shared.versionById(d, versionId))
      if (!row) return null
      const version = shared.toVersion(row)
      const doc = (await documentRow(q, version.documentId))!
      const { rev } = (await pgRow(q, shared.draftFromVersion(d, version, actor, now)))!
      await insertAudit(q, note(actor, 'content.restore', `${documentName(doc)} ${version.part} version ${version.id}`, now))
      return { documentId: version.documentId, part: version.part, rev: Number(rev) }
    }) as Promise<{ documentId: number; part: ContentPart; rev: number } | null>
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
    return this.sql.begin(async (q) => {
      const doc = await documentRow(q, documentId)
      if (!doc) throw new Error(`No content document ${documentId} to schedule`)
      const { id } = (await pgRow(q, shared.insertSchedule(d, documentId, sortParts(parts), dueAt, actor, now)))!
      await insertAudit(q, note(actor, 'content.schedule', `${documentName(doc)} ${sortParts(parts).join(',')} at ${dueAt}`, now))
      return Number(id)
    }) as Promise<number>
  }

  cancelSchedule(id: number, actor: string, now: string): Promise<boolean> {
    return this.sql.begin(async (q) => {
      const done = (await pgRun(q, shared.cancelSchedule(d, id))) === 1
      if (done) await insertAudit(q, note(actor, 'content.schedule-cancel', `schedule ${id}`, now))
      return done
    }) as Promise<boolean>
  }

  async listSchedule(status?: ScheduleStatus): Promise<ScheduledPublish[]> {
    return (await pgRows(this.sql, shared.schedules(d, status))).map(shared.toScheduled)
  }

  claimDue(claim: { now: string; holder: string; leaseUntil: string; limit?: number }): Promise<ScheduledPublish[]> {
    // SKIP LOCKED: instances claiming at once take different schedules without waiting for each other.
    return this.sql.begin(async (q) => {
      const due = await pgRows(
        q,
        shared
          .dueSchedules(d, claim.now, claim.limit ?? 5)
          .forUpdate()
          .skipLocked(),
      )
      const ids = due.map((r) => Number(r.id))
      if (!ids.length) return []
      return (await pgRows(q, shared.leaseSchedules(d, ids, claim.holder, claim.leaseUntil)))
        .map(shared.toScheduled)
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    }) as Promise<ScheduledPublish[]>
  }

  async completeSchedule(id: number, holder: string): Promise<boolean> {
    return (await pgRun(this.sql, shared.endSchedule(d, id, holder, 'done', null))) === 1
  }

  failSchedule(id: number, holder: string, error: string, now: string): Promise<boolean> {
    return this.sql.begin(async (q) => {
      const done = (await pgRun(q, shared.endSchedule(d, id, holder, 'failed', error))) === 1
      if (done) await insertAudit(q, note(holder, 'content.schedule-failed', `schedule ${id}: ${error}`, now))
      return done
    }) as Promise<boolean>
  }

  async nextDue(): Promise<string | null> {
    return (await pgRow(this.sql, shared.nextDue(d)))?.t ?? null
  }

  addMedia(media: NewMedia, actor: string, now: string): Promise<number> {
    return this.sql.begin(async (q) => {
      const { id } = (await pgRow(q, shared.insertMedia(d, media, actor, now)))!
      await insertAudit(q, note(actor, 'media.add', `${media.file} (${media.originalName})`, now))
      return Number(id)
    }) as Promise<number>
  }

  async listMedia(): Promise<MediaItem[]> {
    return (await pgRows(this.sql, shared.mediaList(d))).map(shared.toMedia)
  }

  async getMedia(id: number): Promise<MediaItem | null> {
    const row = await pgRow(this.sql, shared.mediaById(d, id))
    return row ? shared.toMedia(row) : null
  }

  async setMediaAlt(id: number, alt: Partial<Record<string, string>>): Promise<boolean> {
    return (await pgRun(this.sql, shared.setMediaAlt(d, id, alt))) === 1
  }

  async setMediaFocal(id: number, focalX: number | null, focalY: number | null): Promise<boolean> {
    return (await pgRun(this.sql, shared.setMediaFocal(d, id, focalX, focalY))) === 1
  }

  mediaUsedBy(id: number): Promise<DocumentUse[]> {
    return mediaUsers(this.sql, id)
  }

  deleteMedia(id: number, actor: string, now: string): Promise<{ deleted: boolean; usedBy: DocumentUse[] }> {
    // Under the content version's lock: a publish that starts using the file waits, or is waited for.
    return this.publishing(async (q) => {
      const row = await pgRow(q, shared.mediaById(d, id).forUpdate())
      if (!row) return { deleted: false, usedBy: [] }
      const usedBy = await mediaUsers(q, id)
      if (usedBy.length) return { deleted: false, usedBy }
      await pgRun(q, shared.deleteMedia(d, id))
      await insertAudit(q, note(actor, 'media.delete', `${row.file} (${row.original_name})`, now))
      return { deleted: true, usedBy: [] }
    })
  }

  importSeed(
    documents: SeedDocument[],
    actor: string,
    now: string,
    extras?: (doc: SeedDocument) => PublishExtras,
  ): Promise<{ seeded: number }> {
    return this.publishing(async (q) => {
      // Under the lock: two instances starting on an empty database seed it once.
      if (await pgRow(q, shared.anyDocument(d))) return { seeded: 0 }
      const ids: number[] = []
      for (const doc of documents) {
        const row = await pgRow(q, shared.insertDocument(d, doc.type, doc.key, actor, now))
        if (!row) throw new Error(`The seed has ${documentName(doc)} twice`)
        const id = Number(row.id)
        const parts = sortParts(Object.keys(doc.parts) as ContentPart[])
        for (const part of parts) await pgRun(q, shared.insertDraft(d, id, part, doc.parts[part]!, actor, now))
        const result = await publishIn(q, id, parts, actor, now, extras?.(doc) ?? {}, 'seed')
        if (!result.ok) throw new Error(`The seed's ${documentName(doc)} cannot be published: ${result.reason}`)
        ids.push(id)
      }
      await insertAudit(q, note(actor, 'content.seed', `${ids.length} documents`, now))
      if (ids.length) await notifyChanged(q, ids)
      return { seeded: ids.length }
    })
  }

  async exportDocuments(): Promise<SeedDocument[]> {
    return publishedAsSeed(await this.readPublished())
  }
}

async function mediaUsers(q: ISql, id: number): Promise<DocumentUse[]> {
  const media = await pgRow(q, shared.mediaById(d, id))
  return media ? shared.toUses(await pgRows(q, shared.usersOf(d, 'media', media.file))) : []
}

/**
 * The publish inside the caller's transaction (the SQLite module's steps, awaited). Every refusal comes before the
 * first write, so a refused publish writes nothing.
 */
async function publishIn(
  q: ISql,
  documentId: number,
  parts: ContentPart[],
  actor: string,
  now: string,
  extras: PublishExtras,
  reason: 'publish' | 'seed',
): Promise<PublishResult> {
  const doc = await documentRow(q, documentId)
  if (!doc) return { ok: false, reason: 'no-document' }
  const drafts = new Map<ContentPart, shared.DraftRow>()
  for (const part of sortParts(parts)) {
    // Locked: a save racing the publish waits, so the version is exactly the draft it read.
    const row = await pgRow(q, shared.draft(d, documentId, part).forUpdate())
    if (!row) return { ok: false, reason: 'no-draft', part }
    drafts.set(part, row)
  }
  for (const path of extras.paths ?? []) {
    const owner = await pgRow(q, shared.pathRow(d, path))
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
    const id = Number((await pgRow(q, shared.insertVersion(d, version, actor, now)))!.id)
    await pgRun(q, shared.upsertPublished(d, documentId, part, id, actor, now))
    await pgRun(q, shared.draftPublished(d, documentId, part, id))
    versions[part] = id
  }
  if (extras.paths) {
    await pgRun(q, shared.formerPaths(d, documentId, extras.paths))
    for (const path of extras.paths) await pgRun(q, shared.currentPath(d, path, documentId))
  }
  if (extras.refs) {
    await pgRun(q, shared.deleteRefs(d, documentId, [...drafts.keys()]))
    const refs = extras.refs.filter((r) => drafts.has(r.part))
    if (refs.length) await pgRun(q, shared.insertRefs(d, documentId, refs))
  }
  if (reason === 'publish')
    await insertAudit(q, note(actor, 'content.publish', `${documentName(doc)} ${[...drafts.keys()].join(',')}`, now))
  return { ok: true, versions }
}
