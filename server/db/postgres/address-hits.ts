import type { Sql } from 'postgres'
import type { AddressHitsRepository } from '../store.ts'
import { lockName } from './connection.ts'

/** Page renders per client address, shared by every instance (AddressHitsRepository). */
export class PgAddressHitsRepository implements AddressHitsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  async since(kind: string, address: string, since: string, limit: number): Promise<string[]> {
    const rows = await this.sql<{ at: string }[]>`
      SELECT at FROM address_hits WHERE kind = ${kind} AND address = ${address} AND at >= ${since} ORDER BY at DESC LIMIT ${limit}`
    return rows.map((r) => r.at)
  }

  async record(kind: string, address: string, at: string, since: string, max?: number): Promise<boolean> {
    return this.sql.begin(async (q) => {
      // Count and insert under one lock per address and kind: instances at once queue here instead of each passing.
      if (max !== undefined) await lockName(q, `address hits ${kind} ${address}`)
      await q`DELETE FROM address_hits WHERE at < ${since}`
      if (max !== undefined) {
        const [{ n }] = await q<{ n: number }[]>`
          SELECT COUNT(*)::int AS n FROM address_hits WHERE kind = ${kind} AND address = ${address} AND at >= ${since}`
        if (n >= max) return false
      }
      await q`INSERT INTO address_hits (kind, address, at) VALUES (${kind}, ${address}, ${at})`
      return true
    })
  }
}
