import type { ISql, Sql } from 'postgres'
import type { AuditEntry, AuditNote, AuditRepository, ErasureRecord } from '../store.ts'

/** Writes one audit line inside the caller's transaction (the change it describes commits with it, or neither). */
export async function insertAudit(q: ISql, note: AuditNote): Promise<void> {
  await q`INSERT INTO audit_log (at, actor, action, detail) VALUES (${note.at}, ${note.actor}, ${note.action}, ${note.detail})`
}

export class PgAuditRepository implements AuditRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  record(note: AuditNote): Promise<void> {
    return insertAudit(this.sql, note)
  }

  async list(limit: number): Promise<AuditEntry[]> {
    return [...(await this.sql<AuditEntry[]>`SELECT id, at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ${limit}`)]
  }

  async listErasures(limit: number): Promise<ErasureRecord[]> {
    return [
      ...(await this.sql<ErasureRecord[]>`
        SELECT id, at, actor, submissions, messages, files FROM erasures ORDER BY id DESC LIMIT ${limit}`),
    ]
  }
}
