import type { Sql } from 'postgres'
import type { FormResultsRepository, FormResultDocument } from '../store.ts'
import { deleteExpiredFormResults, insertFormResult, takeFormResult } from '../shared/form-results.ts'
import { pgRow, pgRun, postgresDialect as d } from '../shared/query.ts'

/** Results of forms posted without JavaScript (ADR 20), one row per one-time token, deleted when read or expired. */
export class PgFormResultsRepository implements FormResultsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  async put(tokenHash: string, held: { path: string; result: FormResultDocument; expiresAt: string }, now: string): Promise<void> {
    await this.deleteExpired(now)
    await pgRun(this.sql, insertFormResult(d, tokenHash, held))
  }

  async take(tokenHash: string, path: string, now: string): Promise<FormResultDocument | null> {
    // jsonb: postgres.js gives the document back parsed.
    const row = await pgRow(this.sql, takeFormResult(d, tokenHash, path))
    return row && row.expires_at > now ? (row.result as FormResultDocument) : null
  }

  deleteExpired(now: string): Promise<number> {
    return pgRun(this.sql, deleteExpiredFormResults(d, now))
  }
}
