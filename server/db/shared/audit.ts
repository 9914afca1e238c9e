import type { AuditNote } from '../store.ts'
import { compiledOnce, type Dialect } from './query.ts'

/** One audit line (inside the transaction of the change it describes, where there is one). */
export const insertAudit = compiledOnce(({ b }: Dialect, note: AuditNote) =>
  b.insertInto('audit_log').values({ at: note.at, actor: note.actor, action: note.action, detail: note.detail }),
)

export const auditLines = compiledOnce(({ b }: Dialect, limit: number) =>
  b.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'detail']).orderBy('id', 'desc').limit(limit),
)

export const erasureRecords = compiledOnce(({ b }: Dialect, limit: number) =>
  b.selectFrom('erasures').select(['id', 'at', 'actor', 'submissions', 'messages', 'files']).orderBy('id', 'desc').limit(limit),
)

export const insertErasure = (
  { b }: Dialect,
  record: { at: string; actor: string; files: number },
  counts: { submissions: number; messages: number },
) =>
  b
    .insertInto('erasures')
    .values({ at: record.at, actor: record.actor, submissions: counts.submissions, messages: counts.messages, files: record.files })
