import type { AuditEntry } from '../../src/lib/admin-pages.ts'
import type { Database } from '../db/database.ts'

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
