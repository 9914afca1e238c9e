import type { AuditEntry, AuditNote, AuditRepository, ErasureRecord } from '../store.ts'
import { auditLines, erasureRecords, insertAudit as auditLine } from '../shared/audit.ts'
import { sqliteDialect as d, sqliteRows, sqliteRun } from '../shared/query.ts'
import type { Database } from './database.ts'
import type { Sync } from './sync.ts'

/** Writes one audit line; the other repositories call it inside their transactions. */
export function insertAudit(db: Database, note: AuditNote): void {
  sqliteRun(db, auditLine(d, note))
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
    return sqliteRows(this.db, auditLines(d, limit))
  }

  listErasures(limit: number): ErasureRecord[] {
    return sqliteRows(this.db, erasureRecords(d, limit))
  }
}
