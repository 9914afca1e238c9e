import type { AddressHitsRepository } from '../store.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

/** Page renders per client address, shared by every process on the file (AddressHitsRepository). */
export class SqliteAddressHits implements Sync<AddressHitsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  since(kind: string, address: string, since: string, limit: number): string[] {
    const rows = this.db
      .prepare('SELECT at FROM address_hits WHERE kind = ? AND address = ? AND at >= ? ORDER BY at DESC LIMIT ?')
      .all(kind, address, since, limit) as { at: string }[]
    return rows.map((r) => r.at)
  }

  record(kind: string, address: string, at: string, since: string, max?: number): boolean {
    return transaction(this.db, () => {
      this.db.prepare('DELETE FROM address_hits WHERE at < ?').run(since)
      if (max !== undefined) {
        const { n } = this.db
          .prepare('SELECT COUNT(*) AS n FROM address_hits WHERE kind = ? AND address = ? AND at >= ?')
          .get(kind, address, since) as { n: number }
        if (n >= max) return false
      }
      this.db.prepare('INSERT INTO address_hits (kind, address, at) VALUES (?, ?, ?)').run(kind, address, at)
      return true
    })
  }
}
