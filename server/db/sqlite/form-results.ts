import type { FormResultsRepository, FormResultDocument } from '../store.ts'
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
    this.db
      .prepare('INSERT INTO form_results (token_hash, path, result, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash, held.path, JSON.stringify(held.result), held.expiresAt)
  }

  take(tokenHash: string, path: string, now: string): FormResultDocument | null {
    const row = this.db.prepare('DELETE FROM form_results WHERE token_hash = ? AND path = ? RETURNING result, expires_at').get(tokenHash, path) as
      | { result: string; expires_at: string }
      | undefined
    return row && row.expires_at > now ? (JSON.parse(row.result) as FormResultDocument) : null
  }

  deleteExpired(now: string): number {
    return Number(this.db.prepare('DELETE FROM form_results WHERE expires_at <= ?').run(now).changes)
  }
}
