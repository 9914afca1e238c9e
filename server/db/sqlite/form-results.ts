import type { FormResultsRepository, FormResultDocument } from '../store.ts'
import { deleteExpiredFormResults, insertFormResult, takeFormResult } from '../shared/form-results.ts'
import { sqliteDialect as d, sqliteRow, sqliteRun } from '../shared/query.ts'
import type { Database } from './database.ts'
import type { Sync } from './sync.ts'

/** Results of forms posted without JavaScript (ADR 20), one row per one-time token, deleted when read or expired. */
export class SqliteFormResults implements Sync<FormResultsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  put(tokenHash: string, held: { path: string; result: FormResultDocument; expiresAt: string }, now: string): void {
    this.deleteExpired(now)
    sqliteRun(this.db, insertFormResult(d, tokenHash, held))
  }

  take(tokenHash: string, path: string, now: string): FormResultDocument | null {
    // The result is JSON text on SQLite.
    const row = sqliteRow(this.db, takeFormResult(d, tokenHash, path))
    return row && row.expires_at > now ? (JSON.parse(row.result as string) as FormResultDocument) : null
  }

  deleteExpired(now: string): number {
    return sqliteRun(this.db, deleteExpiredFormResults(d, now))
  }
}
