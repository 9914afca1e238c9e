import type { AddressHitsRepository } from '../store.ts'
import { countHits, forgetHitsBefore, hitTimes, insertHit } from '../shared/address-hits.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

/** Page renders per client address, shared by every process on the file (AddressHitsRepository). */
export class SqliteAddressHits implements Sync<AddressHitsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  since(kind: string, address: string, since: string, limit: number): string[] {
    return sqliteRows(this.db, hitTimes(d, kind, address, since, limit)).map((r) => r.at)
  }

  record(kind: string, address: string, at: string, since: string, max?: number): boolean {
    // BEGIN IMMEDIATE: counted and recorded under the write lock.
    return transaction(this.db, () => {
      sqliteRun(this.db, forgetHitsBefore(d, since))
      if (max !== undefined && Number(sqliteRow(this.db, countHits(d, kind, address, since))!.n) >= max) return false
      sqliteRun(this.db, insertHit(d, kind, address, at))
      return true
    })
  }
}
