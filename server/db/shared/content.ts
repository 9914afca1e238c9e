import { sql, type Selectable } from 'kysely'
import type {
  ContentDraft,
  ContentPart,
  ContentRef,
  ContentVersion,
  DocumentType,
  DocumentUse,
  MediaItem,
  NewMedia,
  PartData,
  PublishedPart,
  ScheduledPublish,
  ScheduleStatus,
} from '../content.ts'
import { sortParts } from '../content.ts'
import { compiledOnce, json, type Dialect } from './query.ts'
import type { Tables } from './tables.ts'

/** A row of a content table as read (the table's description in tables.ts, written once). */
type Row<T extends keyof Tables> = Selectable<Tables[T]>

/**
 * The content store's statements (ADR 36, 3.3), written once for both engines (ADR 35). What differs stays in the
 * engine modules: each method's transaction, PostgreSQL's row locks (FOR UPDATE, SKIP LOCKED appended to the
 * queries here) and its NOTIFY.
 */

/** SQLite hands JSON back as text, PostgreSQL as the value. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))
/** SQLite's flags are 0/1, PostgreSQL's booleans. */
const flag = (value: unknown) => value === true || Number(value) === 1

// ----- Documents -------------------------------------------------------------------------------------------------

/** A new document's id, or no row when its type already has the key. */
export const insertDocument = ({ b }: Dialect, type: DocumentType, key: string, actor: string, now: string) =>
  b
    .insertInto('content_documents')
    .values({ type, key, created_at: now, created_by: actor })
    .onConflict((oc) => oc.columns(['type', 'key']).doNothing())
    .returning('id')

const DOCUMENT_COLUMNS = ['id', 'type', 'key', 'created_at', 'created_by'] as const

export const documents = ({ b }: Dialect, type?: DocumentType) => {
  const query = b.selectFrom('content_documents').select(DOCUMENT_COLUMNS).where('deleted_at', 'is', null)
  return type === undefined ? query : query.where('type', '=', type)
}

export const documentById = ({ b }: Dialect, id: number) =>
  b.selectFrom('content_documents').select(DOCUMENT_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null)

export const documentByKey = ({ b }: Dialect, type: DocumentType, key: string) =>
  b.selectFrom('content_documents').select(DOCUMENT_COLUMNS).where('type', '=', type).where('key', '=', key).where('deleted_at', 'is', null)

/** Whether the content store holds any document (the first-run seed fills only an empty one). */
export const anyDocument = ({ b }: Dialect) => b.selectFrom('content_documents').select('id').limit(1)

/** Which parts are published, of one document or of all. */
export const publishedParts = ({ b }: Dialect, documentId?: number) => {
  const query = b.selectFrom('content_published').select(['document_id', 'part'])
  return documentId === undefined ? query : query.where('document_id', '=', documentId)
}

export type DocumentRow = Omit<Row<'content_documents'>, 'deleted_at'>

export function toDocument(row: DocumentRow, published: { document_id: number; part: string }[]) {
  return {
    id: Number(row.id),
    type: row.type as DocumentType,
    key: row.key,
    createdAt: row.created_at,
    createdBy: row.created_by,
    published: sortParts(published.filter((p) => Number(p.document_id) === Number(row.id)).map((p) => p.part as ContentPart)),
  }
}

// ----- Drafts ----------------------------------------------------------------------------------------------------

const DRAFT_COLUMNS = ['document_id', 'part', 'data', 'rev', 'based_on', 'restored_from', 'updated_at', 'updated_by'] as const

export const draftsOf = ({ b }: Dialect, documentId: number) =>
  b.selectFrom('content_drafts').select(DRAFT_COLUMNS).where('document_id', '=', documentId)

export const draft = ({ b }: Dialect, documentId: number, part: ContentPart) =>
  b.selectFrom('content_drafts').select(DRAFT_COLUMNS).where('document_id', '=', documentId).where('part', '=', part)

export type DraftRow = Row<'content_drafts'>

export const toDraft = (row: DraftRow): ContentDraft => ({
  documentId: Number(row.document_id),
  part: row.part as ContentPart,
  data: parsed<PartData>(row.data),
  rev: Number(row.rev),
  basedOn: row.based_on === null ? null : Number(row.based_on),
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
})

/** The first draft of a part (rev 1), or no row when someone saved one first. */
export const insertDraft = ({ b }: Dialect, documentId: number, part: ContentPart, data: PartData, actor: string, now: string) =>
  b
    .insertInto('content_drafts')
    .values({ document_id: documentId, part, data: json(data), rev: 1, updated_at: now, updated_by: actor })
    .onConflict((oc) => oc.columns(['document_id', 'part']).doNothing())
    .returning('rev')

/** A save that started from `baseRev`: the new rev, or no row when the draft moved on meanwhile. */
export const updateDraft = (
  { b }: Dialect,
  documentId: number,
  part: ContentPart,
  data: PartData,
  baseRev: number,
  actor: string,
  now: string,
) =>
  b
    .updateTable('content_drafts')
    .set((eb) => ({ data: json(data), rev: eb('rev', '+', 1), restored_from: null, updated_at: now, updated_by: actor }))
    .where('document_id', '=', documentId)
    .where('part', '=', part)
    .where('rev', '=', baseRev)
    .returning('rev')

/** A version copied into its part's draft (made if absent), with a new rev: the next publish records a restore. */
export const draftFromVersion = ({ b }: Dialect, version: ContentVersion, actor: string, now: string) =>
  b
    .insertInto('content_drafts')
    .values({
      document_id: version.documentId,
      part: version.part,
      data: json(version.data),
      rev: 1,
      based_on: version.id,
      restored_from: version.id,
      updated_at: now,
      updated_by: actor,
    })
    .onConflict((oc) =>
      oc.columns(['document_id', 'part']).doUpdateSet((eb) => ({
        data: eb.ref('excluded.data'),
        rev: sql<number>`content_drafts.rev + 1`,
        based_on: eb.ref('excluded.based_on'),
        restored_from: eb.ref('excluded.restored_from'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .returning('rev')

/** After a publish the draft is the published version (and no longer a restore). */
export const draftPublished = ({ b }: Dialect, documentId: number, part: ContentPart, versionId: number) =>
  b
    .updateTable('content_drafts')
    .set({ based_on: versionId, restored_from: null })
    .where('document_id', '=', documentId)
    .where('part', '=', part)

// ----- Versions and what is published ----------------------------------------------------------------------------

const VERSION_COLUMNS = [
  'id',
  'document_id',
  'part',
  'data',
  'source_hashes',
  'reason',
  'restored_from',
  'created_at',
  'created_by',
] as const

export type VersionRow = Row<'content_versions'>

export const toVersion = (row: VersionRow): ContentVersion => ({
  id: Number(row.id),
  documentId: Number(row.document_id),
  part: row.part as ContentPart,
  data: parsed<PartData>(row.data),
  sourceHashes: parsed<Record<string, string>>(row.source_hashes),
  reason: row.reason,
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  createdAt: row.created_at,
  createdBy: row.created_by,
})

export const insertVersion = (
  { b }: Dialect,
  v: {
    documentId: number
    part: ContentPart
    data: unknown
    sourceHashes: Record<string, string>
    reason: ContentVersion['reason']
    restoredFrom: number | null
  },
  actor: string,
  now: string,
) =>
  b
    .insertInto('content_versions')
    .values({
      document_id: v.documentId,
      part: v.part,
      // The draft's data as read: text on SQLite, a value on PostgreSQL; json() writes either as the column takes it.
      data: json(parsed(v.data)),
      source_hashes: json(v.sourceHashes),
      reason: v.reason,
      restored_from: v.restoredFrom,
      created_at: now,
      created_by: actor,
    })
    .returning('id')

export const versionsOf = ({ b }: Dialect, documentId: number, part?: ContentPart) => {
  const query = b.selectFrom('content_versions').select(VERSION_COLUMNS).where('document_id', '=', documentId).orderBy('id', 'desc')
  return part === undefined ? query : query.where('part', '=', part)
}

export const versionById = ({ b }: Dialect, id: number) => b.selectFrom('content_versions').select(VERSION_COLUMNS).where('id', '=', id)

export const upsertPublished = ({ b }: Dialect, documentId: number, part: ContentPart, versionId: number, actor: string, now: string) =>
  b
    .insertInto('content_published')
    .values({ document_id: documentId, part, version_id: versionId, published_at: now, published_by: actor })
    .onConflict((oc) =>
      oc.columns(['document_id', 'part']).doUpdateSet((eb) => ({
        version_id: eb.ref('excluded.version_id'),
        published_at: eb.ref('excluded.published_at'),
        published_by: eb.ref('excluded.published_by'),
      })),
    )

export const withdrawParts = ({ b }: Dialect, documentId: number, parts: ContentPart[]) =>
  b.deleteFrom('content_published').where('document_id', '=', documentId).where('part', 'in', parts)

/** Every published part with its version's data and its document. */
export const allPublished = compiledOnce(({ b }: Dialect) =>
  b
    .selectFrom('content_published as p')
    .innerJoin('content_versions as v', 'v.id', 'p.version_id')
    .innerJoin('content_documents as d', 'd.id', 'p.document_id')
    .select([
      'd.id as document_id',
      'd.type',
      'd.key',
      'p.part',
      'p.version_id',
      'v.data',
      'v.source_hashes',
      'p.published_at',
      'p.published_by',
    ])
    .where('d.deleted_at', 'is', null),
)

export const toPublished = (row: {
  document_id: number
  type: string
  key: string
  part: string
  version_id: number
  data: unknown
  source_hashes: unknown
  published_at: string
  published_by: string
}): PublishedPart => ({
  documentId: Number(row.document_id),
  type: row.type as DocumentType,
  key: row.key,
  part: row.part as ContentPart,
  versionId: Number(row.version_id),
  data: parsed<PartData>(row.data),
  sourceHashes: parsed<Record<string, string>>(row.source_hashes),
  publishedAt: row.published_at,
  publishedBy: row.published_by,
})

/**
 * What is published changed without a row of content_published changing (a media row a published page shows): the
 * content version moves as its triggers move it.
 */
export const bumpContentVersion = compiledOnce(({ b }: Dialect) =>
  b
    .updateTable('content_changes')
    .set((eb) => ({ n: eb('n', '+', 1) }))
    .where('id', '=', 1),
)

export const contentVersion = compiledOnce(({ b }: Dialect) => b.selectFrom('content_changes').select('n').where('id', '=', 1))

// ----- Paths -----------------------------------------------------------------------------------------------------

export const pathRow = ({ b }: Dialect, path: string) =>
  b.selectFrom('content_paths').select(['path', 'document_id', 'current']).where('path', '=', path)

export const pathsOf = ({ b }: Dialect, documentId: number) =>
  b.selectFrom('content_paths').select(['path', 'current']).where('document_id', '=', documentId).orderBy('path')

export const isCurrent = (row: { current: unknown }) => flag(row.current)

/** `path` is the document's current path (taken over from whichever document had it as a former one). */
export const currentPath = ({ b }: Dialect, path: string, documentId: number) =>
  b
    .insertInto('content_paths')
    .values({ path, document_id: documentId, current: true })
    .onConflict((oc) => oc.column('path').doUpdateSet({ document_id: documentId, current: true }))

/** The document's current paths other than `keep` become former paths (they redirect to the new ones). */
export const formerPaths = ({ b }: Dialect, documentId: number, keep: string[]) => {
  const query = b.updateTable('content_paths').set({ current: false }).where('document_id', '=', documentId)
  return keep.length ? query.where('path', 'not in', keep) : query
}

// ----- Refs ------------------------------------------------------------------------------------------------------

export const deleteRefs = ({ b }: Dialect, documentId: number, parts: ContentPart[]) =>
  b.deleteFrom('content_refs').where('document_id', '=', documentId).where('part', 'in', parts)

export const insertRefs = ({ b }: Dialect, documentId: number, refs: ContentRef[]) =>
  b.insertInto('content_refs').values(refs.map((r) => ({ document_id: documentId, part: r.part, kind: r.kind, target: r.target })))

/** The documents whose refs of `kind` name `target`, with the parts that do. */
export const usersOf = ({ b }: Dialect, kind: ContentRef['kind'], target: string) =>
  b
    .selectFrom('content_refs as r')
    .innerJoin('content_documents as d', 'd.id', 'r.document_id')
    .select(['d.id', 'd.type', 'd.key', 'r.part'])
    .distinct()
    .where('r.kind', '=', kind)
    .where('r.target', '=', target)

export function toUses(rows: { id: number; type: string; key: string; part: string }[]): DocumentUse[] {
  const uses = new Map<number, DocumentUse>()
  for (const r of rows) {
    const id = Number(r.id)
    let use = uses.get(id)
    if (!use) uses.set(id, (use = { documentId: id, type: r.type as DocumentType, key: r.key, parts: [] }))
    use.parts = sortParts([...use.parts, r.part as ContentPart])
  }
  return [...uses.values()].sort((a, b) => a.documentId - b.documentId)
}

// ----- Scheduled publications ------------------------------------------------------------------------------------

const SCHEDULE_COLUMNS = [
  'id',
  'document_id',
  'parts',
  'due_at',
  'created_by',
  'status',
  'lease_holder',
  'lease_until',
  'attempts',
  'last_error',
] as const

export type ScheduleRow = Omit<Row<'content_schedule'>, 'created_at'>

export const toScheduled = (row: ScheduleRow): ScheduledPublish => ({
  id: Number(row.id),
  documentId: Number(row.document_id),
  parts: parsed<ContentPart[]>(row.parts),
  dueAt: row.due_at,
  createdBy: row.created_by,
  status: row.status,
  leaseHolder: row.lease_holder,
  leaseUntil: row.lease_until,
  attempts: Number(row.attempts),
  lastError: row.last_error,
})

export const insertSchedule = ({ b }: Dialect, documentId: number, parts: ContentPart[], dueAt: string, actor: string, now: string) =>
  b
    .insertInto('content_schedule')
    .values({ document_id: documentId, parts: json(parts), due_at: dueAt, created_at: now, created_by: actor })
    .returning('id')

export const cancelSchedule = ({ b }: Dialect, id: number) =>
  b
    .updateTable('content_schedule')
    .set({ status: 'cancelled', lease_holder: null, lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')

export const schedules = ({ b }: Dialect, status?: ScheduleStatus) => {
  const query = b.selectFrom('content_schedule').select(SCHEDULE_COLUMNS).orderBy('due_at').orderBy('id')
  return status === undefined ? query : query.where('status', '=', status)
}

export const scheduleById = ({ b }: Dialect, id: number) => b.selectFrom('content_schedule').select(SCHEDULE_COLUMNS).where('id', '=', id)

/** Pending schedules due by `now` whose lease is free or ran out, oldest due first (PostgreSQL adds SKIP LOCKED). */
export const dueSchedules = ({ b }: Dialect, now: string, limit: number) =>
  b
    .selectFrom('content_schedule')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)

/**
 * Leases the schedules a claim found, those still free only: the condition is checked again as each row is updated,
 * so a claim that read a row another claim took meanwhile does not take it too, whatever the locks.
 */
export const leaseSchedules = ({ b }: Dialect, ids: number[], now: string, holder: string, leaseUntil: string) =>
  b
    .updateTable('content_schedule')
    .set((eb) => ({ lease_holder: holder, lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning(SCHEDULE_COLUMNS)

/** The holder's run ended: done, or failed with the reason. No row when `holder` no longer holds it. */
export const endSchedule = ({ b }: Dialect, id: number, holder: string, status: 'done' | 'failed', error: string | null) =>
  b
    .updateTable('content_schedule')
    .set({ status, last_error: error, lease_holder: null, lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('lease_holder', '=', holder)

export const nextDue = ({ b }: Dialect) =>
  b
    .selectFrom('content_schedule')
    .select((eb) => eb.fn.min('due_at').as('t'))
    .where('status', '=', 'pending')

// ----- Media -----------------------------------------------------------------------------------------------------

const MEDIA_COLUMNS = ['id', 'file', 'width', 'height', 'focal_x', 'focal_y', 'alt', 'original_name', 'created_at', 'created_by'] as const

export type MediaRow = Row<'media'>

export const toMedia = (row: MediaRow): MediaItem => ({
  id: Number(row.id),
  file: row.file,
  width: Number(row.width),
  height: Number(row.height),
  focalX: row.focal_x === null ? null : Number(row.focal_x),
  focalY: row.focal_y === null ? null : Number(row.focal_y),
  alt: parsed<Record<string, string>>(row.alt),
  originalName: row.original_name,
  createdAt: row.created_at,
  createdBy: row.created_by,
})

export const insertMedia = ({ b }: Dialect, m: NewMedia, actor: string, now: string) =>
  b
    .insertInto('media')
    .values({
      file: m.file,
      width: m.width,
      height: m.height,
      focal_x: m.focalX ?? null,
      focal_y: m.focalY ?? null,
      alt: json(m.alt),
      original_name: m.originalName,
      created_at: now,
      created_by: actor,
    })
    .returning('id')

export const mediaList = ({ b }: Dialect) => b.selectFrom('media').select(MEDIA_COLUMNS).orderBy('id', 'desc')

export const mediaById = ({ b }: Dialect, id: number) => b.selectFrom('media').select(MEDIA_COLUMNS).where('id', '=', id)

export const setMediaAlt = ({ b }: Dialect, id: number, alt: Partial<Record<string, string>>) =>
  b
    .updateTable('media')
    .set({ alt: json(alt) })
    .where('id', '=', id)

export const setMediaFocal = ({ b }: Dialect, id: number, x: number | null, y: number | null) =>
  b.updateTable('media').set({ focal_x: x, focal_y: y }).where('id', '=', id)

export const deleteMedia = ({ b }: Dialect, id: number) => b.deleteFrom('media').where('id', '=', id)
