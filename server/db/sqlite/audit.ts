import type { AuditEntry, AuditNote, AuditRepository, ErasureRecord } from '../store.ts'
import type { Database } from './database.ts'
import type { Sync } from './sync.ts'

/** Writes one audit line; the other repositories call it inside their transactions. */
export function insertAudit(db: Database, note: AuditNote): void {
  db.prepare('INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)').run(note.at, note.actor, note.action, note.detail)
}

/** Who did what and when: sign-ins, publishing, deletions, exports, erasures. Never holds a lead's personal data. */
export class SqliteAudit implements Sync<AuditRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  record(note: AuditNote): void {
    insertAudit(this.db, note)
  }

  list(limit: number): AuditEntry[] {
    return this.db
      .prepare('SELECT id, at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as AuditEntry[]
  }

  listErasures(limit: number): ErasureRecord[] {
    return this.db
      .prepare('SELECT id, at, actor, submissions, messages, files FROM erasures ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as ErasureRecord[]
  }
}
