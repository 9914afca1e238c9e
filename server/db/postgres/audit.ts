import type { ISql, Sql } from 'postgres'
import type { AuditEntry, AuditNote, AuditRepository, ErasureRecord } from '../store.ts'
import { auditLines, erasureRecords, insertAudit as auditLine } from '../shared/audit.ts'
import { pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'

/** Writes one audit line inside the caller's transaction (the change it describes commits with it, or neither). */
export async function insertAudit(q: ISql, note: AuditNote): Promise<void> {
  await pgRun(q, auditLine(d, note))
}

export class PgAuditRepository implements AuditRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  record(note: AuditNote): Promise<void> {
    return insertAudit(this.sql, note)
  }

  list(limit: number): Promise<AuditEntry[]> {
    return pgRows(this.sql, auditLines(d, limit))
  }

  listErasures(limit: number): Promise<ErasureRecord[]> {
    return pgRows(this.sql, erasureRecords(d, limit))
  }
}
