import type { Sql } from 'postgres'
import type { AddressHitsRepository } from '../store.ts'
import { countHits, forgetHitsBefore, hitTimes, insertHit } from '../shared/address-hits.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import { lockName } from './connection.ts'

/** Page renders per client address, shared by every instance (AddressHitsRepository). */
export class PgAddressHitsRepository implements AddressHitsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  async since(kind: string, address: string, since: string, limit: number): Promise<string[]> {
    return (await pgRows(this.sql, hitTimes(d, kind, address, since, limit))).map((r) => r.at)
  }

  async record(kind: string, address: string, at: string, since: string, max?: number): Promise<boolean> {
    return this.sql.begin(async (q) => {
      // Count and insert under one lock per address and kind: instances at once queue here instead of each passing.
      if (max !== undefined) await lockName(q, `address hits ${kind} ${address}`)
      await pgRun(q, forgetHitsBefore(d, since))
      if (max !== undefined && Number((await pgRow(q, countHits(d, kind, address, since)))!.n) >= max) return false
      await pgRun(q, insertHit(d, kind, address, at))
      return true
    })
  }
}
