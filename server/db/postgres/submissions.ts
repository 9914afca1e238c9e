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

const selectWithMail = (q: ISql) => q`
  SELECT s.id, s.kind, s.first_name, s.last_name, s.email, s.message, s.guide, s.status, s.client_ip, s.created_at,
    s.possible_spam, s.held, s.language,
    (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id AND o.status = 'failed') AS failed,
    (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id AND o.status IN ('pending', 'sending')) AS waiting,
    (SELECT count(*)::int FROM outbox o WHERE o.submission_id = s.id AND o.status = 'sent' AND o.delivered_via = 'file') AS filed
  FROM submissions s`

/** `s.email` is this address, any ASCII case (as SQLite's lower() compares; the index is on this expression). */
const emailIs = (q: ISql, email: string) => q`lower(s.email COLLATE "C") = lower(${email}::text COLLATE "C")`

async function keyedSubmission(q: ISql, key: string): Promise<KeyedSubmission | null> {
  const [row] = await q<KeyedRow[]>`
    SELECT id, kind, first_name, last_name, email, message, guide, language, created_at, held FROM submissions WHERE idempotency_key = ${key}`
  return row ? toKeyed(row) : null
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
  let visitor = 0
  let address = limit.otherHits.filter((t) => t >= limit.since).length
  if (ip) {
    const [counts] = await q<{ visitor: number; address: number }[]>`
      SELECT
        (SELECT count(*)::int FROM (SELECT 1 FROM submissions s WHERE client_ip = ${ip} AND created_at >= ${limit.since}
          AND ${emailIs(q, row.email)} LIMIT ${limit.perVisitor}) v) AS visitor,
        (SELECT count(*)::int FROM (SELECT 1 FROM submissions WHERE client_ip = ${ip} AND created_at >= ${limit.since}
          LIMIT ${limit.perAddress}) a) AS address`
    visitor = counts.visitor
    address += counts.address
  }
  if (visitor < limit.perVisitor && address < limit.perAddress) return null
  const fromAddress = ip
    ? await q<{ created_at: string }[]>`
        SELECT created_at FROM submissions WHERE held AND client_ip = ${ip} AND created_at >= ${limit.heldSince}
        ORDER BY created_at DESC LIMIT ${limit.heldPerAddress}`
    : []
  if (fromAddress.length >= limit.heldPerAddress) return { oldest: fromAddress[fromAddress.length - 1].created_at }
  // Instances holding messages from different addresses at once queue here, so together they keep the total cap.
  await lockName(q, 'held submissions')
  const total = await q<{ created_at: string }[]>`
    SELECT created_at FROM submissions WHERE held AND created_at >= ${limit.heldSince} ORDER BY created_at DESC LIMIT ${limit.heldTotal}`
  if (total.length >= limit.heldTotal) return { oldest: total[total.length - 1].created_at }
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
          // A derived key past its window: the older submission lets go of it.
          await q`UPDATE submissions SET idempotency_key = NULL WHERE idempotency_key = ${key}`
        }
      }

      const held = await heldCheck(q, row, opts)
      if (held && 'oldest' in held) return { outcome: 'limited', oldest: held.oldest }

      const purposes = Object.keys(opts.mailAllowance.perPurpose)
      const counts = new Map<string, number>()
      if (purposes.length) {
        const rows = await q<{ purpose: string; n: number }[]>`
          SELECT o.purpose, count(*)::int AS n FROM submissions s JOIN outbox o ON o.submission_id = s.id
          WHERE s.created_at >= ${opts.mailAllowance.since} AND ${emailIs(q, row.email)}
            AND o.purpose IN ${q(purposes)}
          GROUP BY o.purpose`
        for (const r of rows) counts.set(r.purpose, r.n)
      }
      const allowed = Object.fromEntries(purposes.map((p) => [p, (counts.get(p) ?? 0) < opts.mailAllowance.perPurpose[p]]))

      const [{ id }] = await q<{ id: number }[]>`
        INSERT INTO submissions (kind, first_name, last_name, email, message, guide, status, client_ip, created_at,
          possible_spam, language, idempotency_key, held)
        VALUES (${row.kind}, ${row.firstName}, ${row.lastName}, ${row.email}, ${row.message}, ${row.guide}, ${row.status},
          ${row.clientIp}, ${opts.now}, ${row.possibleSpam}, ${row.language}, ${key}, ${held !== null})
        RETURNING id`
      for (const { purpose, message } of opts.compose(id, allowed, held)) await enqueue(q, id, purpose, message, opts.now)
      return { outcome: 'stored', id, held: held !== null }
    })
  }

  byIdempotencyKey(key: string): Promise<KeyedSubmission | null> {
    return keyedSubmission(this.sql, key)
  }

  async timesFrom(clientIp: string, since: string, limit: number): Promise<string[]> {
    const rows = await this.sql<{ created_at: string }[]>`
      SELECT created_at FROM submissions WHERE created_at >= ${since} AND client_ip = ${clientIp}
      ORDER BY created_at DESC LIMIT ${limit}`
    return rows.map((r) => r.created_at)
  }

  async search(text: string): Promise<StoredSubmission[]> {
    const needle = foldSearchText(text.trim())
    const q = this.sql
    // Folded in TypeScript (the same on both engines): the e-mail and name of every lead, newest first, are read
    // (a few hundred bytes each), the 500 newest that match are read in full.
    const rows = await q<{ id: number; email: string; first_name: string; last_name: string }[]>`
      SELECT id, email, first_name, last_name FROM submissions ORDER BY created_at DESC, id DESC`
    const ids = rows
      .filter((r) => !needle || foldSearchText(r.email).includes(needle) || foldSearchText(`${r.first_name} ${r.last_name}`).includes(needle))
      .slice(0, 500)
      .map((r) => r.id)
    if (!ids.length) return []
    const found = await q<SubmissionRow[]>`${selectWithMail(q)} WHERE s.id IN ${q(ids)} ORDER BY s.created_at DESC, s.id DESC`
    return found.map(toSubmission)
  }

  async byId(id: number): Promise<StoredSubmission | null> {
    const q = this.sql
    const [row] = await q<SubmissionRow[]>`${selectWithMail(q)} WHERE s.id = ${id}`
    return row ? toSubmission(row) : null
  }

  async countSince(since: string): Promise<number> {
    const [{ n }] = await this.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM submissions WHERE created_at >= ${since}`
    return n
  }

  async between(start: string, end: string): Promise<StoredSubmission[]> {
    const q = this.sql
    const rows = await q<SubmissionRow[]>`
      ${selectWithMail(q)} WHERE s.created_at >= ${start} AND s.created_at < ${end} ORDER BY s.created_at, s.id`
    return rows.map(toSubmission)
  }

  async byEmail(email: string): Promise<{ submissions: StoredSubmission[]; messages: number }> {
    const q = this.sql
    const rows = await q<SubmissionRow[]>`
      ${selectWithMail(q)} WHERE ${emailIs(q, email)} ORDER BY s.created_at, s.id`
    const [{ n }] = await q<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE ${emailIs(q, email)}`
    return { submissions: rows.map(toSubmission), messages: n }
  }

  async eraseByEmail(
    email: string,
    record: { actor: string; at: string; files: number },
    audit?: AuditNote,
  ): Promise<{ submissions: number; messages: number }> {
    const counts = await this.sql.begin(async (q) => {
      const mail = await q`
        DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions s WHERE ${emailIs(q, email)})`
      const leads = await q`DELETE FROM submissions s WHERE ${emailIs(q, email)}`
      await q`INSERT INTO erasures (at, actor, submissions, messages, files)
              VALUES (${record.at}, ${record.actor}, ${leads.count}, ${mail.count}, ${record.files})`
      // As on SQLite: the no-JavaScript form results naming the address, found in their JSON text (strpos, not LIKE).
      await q`DELETE FROM form_results
              WHERE strpos(lower(result::text COLLATE "C"), lower(${formResultNeedle(email)}::text COLLATE "C")) > 0`
      if (audit) await insertAudit(q, audit)
      return { submissions: leads.count, messages: mail.count }
    })
    // As far as PostgreSQL lets a client: VACUUM removes the deleted rows from the tables' pages (they can no longer be
    // read back), though bytes may survive in free space and in the write-ahead log until it is recycled.
    await this.sql`VACUUM outbox, submissions, form_results`.simple().catch(() => {})
    return counts
  }

  deleteBefore(cutoff: string): Promise<number> {
    return this.sql.begin(async (q) => {
      const leads = await q`DELETE FROM submissions WHERE created_at < ${cutoff}`
      await q`DELETE FROM outbox WHERE submission_id IS NULL AND created_at < ${cutoff} AND status IN ('sent', 'failed')`
      return leads.count
    })
  }
}
