import type { Sql } from 'postgres'
import type { FormResultsRepository, FormResultDocument } from '../store.ts'

/** Results of forms posted without JavaScript (ADR 20), one row per one-time token, deleted when read or expired. */
export class PgFormResultsRepository implements FormResultsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  async put(tokenHash: string, held: { path: string; result: FormResultDocument; expiresAt: string }, now: string): Promise<void> {
    await this.deleteExpired(now)
    await this.sql`
      INSERT INTO form_results (token_hash, path, result, expires_at)
      VALUES (${tokenHash}, ${held.path}, ${this.sql.json(held.result as unknown as Parameters<Sql['json']>[0])}, ${held.expiresAt})`
  }

  async take(tokenHash: string, path: string, now: string): Promise<FormResultDocument | null> {
    // One statement: of two instances taking the same token at once, one deletes the row and gets it.
    const [row] = await this.sql<{ result: FormResultDocument; expires_at: string }[]>`
      DELETE FROM form_results WHERE token_hash = ${tokenHash} AND path = ${path} RETURNING result, expires_at`
    return row && row.expires_at > now ? row.result : null
  }

  async deleteExpired(now: string): Promise<number> {
    return (await this.sql`DELETE FROM form_results WHERE expires_at <= ${now}`).count
  }
}
