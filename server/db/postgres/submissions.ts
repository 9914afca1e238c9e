import type { ISql, Sql } from 'postgres'
import { foldSearchText } from '../../../src/lib/blog-search.ts'
import type {
  AuditNote,
  HeldSubmission,
  KeyedSubmission,
  NewSubmissionRow,
  StoredSubmission,
  StoreSubmissionOptions,
  StoreSubmissionResult,
  SubmissionsRepository,
} from '../store.ts'
import { insertAudit } from './audit.ts'
import { formResultNeedle, toKeyed, toSubmission, type KeyedRow, type SubmissionRow } from '../rows.ts'
import { enqueue } from './outbox.ts'
import { lockName } from './connection.ts'
import { insertErasure } from '../shared/audit.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import * as shared from '../shared/submissions.ts'

const leads = (rows: unknown[]): StoredSubmission[] => (rows as SubmissionRow[]).map(toSubmission)

async function keyedSubmission(q: ISql, key: string): Promise<KeyedSubmission | null> {
  const row = await pgRow(q, shared.byIdempotencyKey(d, key))
  return row ? toKeyed(row as KeyedRow) : null
}

/**
 * Null: under the limits of `opts.perAddress`. Otherwise the submission is to be held, or (`oldest`) a cap on held
 * submissions is reached. Runs under the address's lock (taken by the caller); the total cap under its own.
 */
async function heldCheck(
  q: ISql,
  row: NewSubmissionRow,
  opts: StoreSubmissionOptions,
): Promise<HeldSubmission | { oldest: string } | null> {
  const limit = opts.perAddress
  if (!limit) return null
  const ip = row.clientIp
  const counts = ip ? await pgRow(q, shared.countsFrom(d, ip, row.email, limit.since, limit)) : null
  const visitor = Number(counts?.visitor ?? 0)
  const address = Number(counts?.address ?? 0) + limit.otherHits.filter((t) => t >= limit.since).length
  if (visitor < limit.perVisitor && address < limit.perAddress) return null
  const times = async (from: string | null, max: number) =>
    (await pgRows(q, shared.heldTimes(d, from, limit.heldSince, max))).map((r) => r.created_at)
  const fromAddress = ip ? await times(ip, limit.heldPerAddress) : []
  if (fromAddress.length >= limit.heldPerAddress) return { oldest: fromAddress[fromAddress.length - 1] }
  // Instances holding messages from different addresses at once queue here, so together they keep the total cap.
  await lockName(q, 'held submissions')
  const total = await times(null, limit.heldTotal)
  if (total.length >= limit.heldTotal) return { oldest: total[total.length - 1] }
  return { firstFromAddress: fromAddress.length === 0 }
}

export class PgSubmissionsRepository implements SubmissionsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  store(row: NewSubmissionRow, opts: StoreSubmissionOptions): Promise<StoreSubmissionResult> {
    return this.sql.begin(async (q): Promise<StoreSubmissionResult> => {
      const key = opts.idempotency?.key ?? row.idempotencyKey ?? null
      if (key) await lockName(q, `submission key ${key}`)
      if (opts.perAddress && row.clientIp) await lockName(q, `submission address ${row.clientIp}`)
      await lockName(q, `mail to ${row.email.toLowerCase()}`)

      if (key) {
        const earlier = await keyedSubmission(q, key)
        if (earlier) {
          const release = opts.idempotency?.releaseBefore
          if (!release || earlier.createdAt >= release) return { outcome: 'repeat', earlier }
          await pgRun(q, shared.releaseKey(d, key))
        }
      }

      const held = await heldCheck(q, row, opts)
      if (held && 'oldest' in held) return { outcome: 'limited', oldest: held.oldest }

      const purposes = Object.keys(opts.mailAllowance.perPurpose)
      const counts = new Map(
        purposes.length
          ? (await pgRows(q, shared.mailCountsTo(d, row.email, opts.mailAllowance.since, purposes))).map((r) => [r.purpose, Number(r.n)])
          : [],
      )
      const allowed = Object.fromEntries(purposes.map((p) => [p, (counts.get(p) ?? 0) < opts.mailAllowance.perPurpose[p]]))
      const { id } = (await pgRow(q, shared.insertLead(d, row, key, opts.now, held !== null)))!
      for (const { purpose, message } of opts.compose(id, allowed, held)) await enqueue(q, id, purpose, message, opts.now)
      return { outcome: 'stored', id, held: held !== null }
    })
  }

  byIdempotencyKey(key: string): Promise<KeyedSubmission | null> {
    return keyedSubmission(this.sql, key)
  }

  async timesFrom(clientIp: string, since: string, limit: number): Promise<string[]> {
    return (await pgRows(this.sql, shared.timesFrom(d, clientIp, since, limit))).map((r) => r.created_at)
  }

  async search(text: string): Promise<StoredSubmission[]> {
    const needle = foldSearchText(text.trim())
    if (!needle) return leads(await pgRows(this.sql, shared.newestLeads(d, shared.SEARCH_LIMIT)))
    const ids = (await pgRows(this.sql, shared.people(d)))
      .filter((p) => foldSearchText(p.email).includes(needle) || foldSearchText(`${p.first_name} ${p.last_name}`).includes(needle))
      .slice(0, shared.SEARCH_LIMIT)
      .map((p) => p.id)
    return ids.length ? leads(await pgRows(this.sql, shared.leadsById(d, ids))) : []
  }

  async byId(id: number): Promise<StoredSubmission | null> {
    const row = await pgRow(this.sql, shared.leadById(d, id))
    return row ? leads([row])[0] : null
  }

  async countSince(since: string): Promise<number> {
    return Number((await pgRow(this.sql, shared.countSince(d, since)))!.n)
  }

  async between(start: string, end: string): Promise<StoredSubmission[]> {
    return leads(await pgRows(this.sql, shared.leadsBetween(d, start, end)))
  }

  async byEmail(email: string): Promise<{ submissions: StoredSubmission[]; messages: number }> {
    const messages = Number((await pgRow(this.sql, shared.messageCountOf(d, email)))!.n)
    return { submissions: leads(await pgRows(this.sql, shared.leadsOf(d, email))), messages }
  }

  async eraseByEmail(
    email: string,
    record: { actor: string; at: string; files: number },
    audit?: AuditNote,
  ): Promise<{ submissions: number; messages: number }> {
    const counts = await this.sql.begin(async (q) => {
      const messages = await pgRun(q, shared.deleteMessagesOf(d, email))
      const submissions = await pgRun(q, shared.deleteLeadsOf(d, email))
      await pgRun(q, insertErasure(d, record, { submissions, messages }))
      // As on SQLite: the no-JavaScript form results naming the address, found in their JSON text (strpos, not LIKE).
      await q`DELETE FROM form_results
              WHERE strpos(lower(result::text COLLATE "C"), lower(${formResultNeedle(email)}::text COLLATE "C")) > 0`
      if (audit) await insertAudit(q, audit)
      return { submissions, messages }
    })
    // As far as PostgreSQL lets a client: VACUUM removes the deleted rows from the tables' pages (they can no longer be
    // read back), though bytes may survive in free space and in the write-ahead log until it is recycled.
    await this.sql`VACUUM outbox, submissions, form_results`.simple().catch(() => {})
    return counts
  }

  deleteBefore(cutoff: string): Promise<number> {
    return this.sql.begin(async (q) => {
      const removed = await pgRun(q, shared.deleteLeadsBefore(d, cutoff))
      await pgRun(q, shared.deleteOwnMessagesBefore(d, cutoff))
      return removed
    })
  }
}
