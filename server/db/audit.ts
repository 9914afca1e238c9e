import type { AuditEntry, ErasureRecord } from '../../src/lib/admin-pages.ts'
import type { Database } from './database.ts'

/** Who did what and when: sign-ins, publishing, deletions, exports, erasures. Never holds a lead's personal data. */
export function recordAudit(db: Database, actor: string, action: string, detail: string, now = Date.now()): void {
  db.prepare('INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)').run(
    new Date(now).toISOString(),
    actor,
    action,
    detail,
  )
}

export function listAudit(db: Database, limit = 200): AuditEntry[] {
  return db.prepare('SELECT id, at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ?').all(limit) as unknown as AuditEntry[]
}

/** That a KVKK erasure happened, with counts only: the record itself holds nothing about the person. */
export function recordErasure(db: Database, actor: string, counts: Omit<ErasureRecord, 'id' | 'at' | 'actor'>, now = Date.now()): void {
  db.prepare('INSERT INTO erasures (at, actor, submissions, messages, files) VALUES (?, ?, ?, ?, ?)').run(
    new Date(now).toISOString(),
    actor,
    counts.submissions,
    counts.messages,
    counts.files,
  )
}

export function listErasures(db: Database, limit = 100): ErasureRecord[] {
  return db
    .prepare('SELECT id, at, actor, submissions, messages, files FROM erasures ORDER BY id DESC LIMIT ?')
    .all(limit) as unknown as ErasureRecord[]
}
