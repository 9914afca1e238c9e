import { foldSearchText } from '../../../src/lib/blog-search.ts'
import type { AuditNote, HeldSubmission, StoreSubmissionOptions, StoreSubmissionResult, SubmissionsRepository } from '../store.ts'
import type { KeyedSubmission, NewSubmissionRow, StoredSubmission } from '../submissions.ts'
import { eraseFromDisk, transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import { insertMessage } from './outbox.ts'
import type { Sync } from './sync.ts'
import { formResultNeedle, toKeyed, toSubmission, type KeyedRow, type SubmissionRow } from '../rows.ts'
import { insertErasure } from '../shared/audit.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import * as shared from '../shared/submissions.ts'

const leads = (rows: unknown[]): StoredSubmission[] => (rows as SubmissionRow[]).map(toSubmission)

/** Leads: what the contact and guide forms stored, and what the back office and the KVKK tools read and erase. */
export class SqliteSubmissions implements Sync<SubmissionsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  store(row: NewSubmissionRow, opts: StoreSubmissionOptions): StoreSubmissionResult {
    // BEGIN IMMEDIATE: the checks below and the insert hold the write lock, so no other process slips in between.
    return transaction(this.db, (): StoreSubmissionResult => {
      const key = opts.idempotency
      if (key) {
        const earlier = this.byIdempotencyKey(key.key)
        if (earlier) {
          if (key.releaseBefore === null || Date.parse(earlier.createdAt) >= Date.parse(key.releaseBefore))
            return { outcome: 'repeat', earlier }
          sqliteRun(this.db, shared.releaseKey(d, key.key))
        }
      }
      const held = this.heldCheck(row, opts)
      if (held && 'oldest' in held) return { outcome: 'limited', oldest: held.oldest }
      const purposes = Object.keys(opts.mailAllowance.perPurpose)
      const counts = new Map(
        purposes.length
          ? sqliteRows(this.db, shared.mailCountsTo(d, row.email, opts.mailAllowance.since, purposes)).map((r) => [r.purpose, Number(r.n)])
          : [],
      )
      const allowed = Object.fromEntries(purposes.map((p) => [p, (counts.get(p) ?? 0) < opts.mailAllowance.perPurpose[p]]))
      const { id } = sqliteRow(this.db, shared.insertLead(d, row, row.idempotencyKey ?? null, opts.now, held !== null))!
      for (const { purpose, message } of opts.compose(id, allowed, held)) insertMessage(this.db, id, purpose, message, opts.now)
      return { outcome: 'stored', id, held: held !== null }
    })
  }

  /**
   * Null: under the limits of `opts.perAddress`. Otherwise the submission is to be held, or (`oldest`) a cap on held
   * submissions is reached.
   */
  private heldCheck(row: NewSubmissionRow, opts: StoreSubmissionOptions): HeldSubmission | { oldest: string } | null {
    const limit = opts.perAddress
    if (!limit) return null
    const ip = row.clientIp
    const counts = ip === null ? null : sqliteRow(this.db, shared.countsFrom(d, ip, row.email, limit.since, limit))!
    const visitor = Number(counts?.visitor ?? 0)
    const address = Number(counts?.address ?? 0) + limit.otherHits.filter((t) => t >= limit.since).length
    if (visitor < limit.perVisitor && address < limit.perAddress) return null
    const times = (from: string | null, max: number) =>
      sqliteRows(this.db, shared.heldTimes(d, from, limit.heldSince, max)).map((r) => r.created_at)
    const heldFromAddress = ip === null ? [] : times(ip, limit.heldPerAddress)
    if (heldFromAddress.length >= limit.heldPerAddress) return { oldest: heldFromAddress[heldFromAddress.length - 1] }
    const heldTotal = times(null, limit.heldTotal)
    if (heldTotal.length >= limit.heldTotal) return { oldest: heldTotal[heldTotal.length - 1] }
    return { firstFromAddress: heldFromAddress.length === 0 }
  }

  byIdempotencyKey(key: string): KeyedSubmission | null {
    const row = sqliteRow(this.db, shared.byIdempotencyKey(d, key))
    return row ? toKeyed(row as KeyedRow) : null
  }

  timesFrom(clientIp: string, since: string, limit: number): string[] {
    return sqliteRows(this.db, shared.timesFrom(d, clientIp, since, limit)).map((r) => r.created_at)
  }

  search(text: string): StoredSubmission[] {
    const needle = foldSearchText(text.trim())
    if (!needle) return leads(sqliteRows(this.db, shared.newestLeads(d, shared.SEARCH_LIMIT)))
    const ids = sqliteRows(this.db, shared.people(d))
      .filter((p) => foldSearchText(p.email).includes(needle) || foldSearchText(`${p.first_name} ${p.last_name}`).includes(needle))
      .slice(0, shared.SEARCH_LIMIT)
      .map((p) => p.id)
    return ids.length ? leads(sqliteRows(this.db, shared.leadsById(d, ids))) : []
  }

  byId(id: number): StoredSubmission | null {
    const row = sqliteRow(this.db, shared.leadById(d, id))
    return row ? leads([row])[0] : null
  }

  countSince(since: string): number {
    return Number(sqliteRow(this.db, shared.countSince(d, since))!.n)
  }

  between(start: string, end: string): StoredSubmission[] {
    return leads(sqliteRows(this.db, shared.leadsBetween(d, start, end)))
  }

  byEmail(email: string): { submissions: StoredSubmission[]; messages: number } {
    const messages = Number(sqliteRow(this.db, shared.messageCountOf(d, email))!.n)
    return { submissions: leads(sqliteRows(this.db, shared.leadsOf(d, email))), messages }
  }

  eraseByEmail(
    email: string,
    record: { actor: string; at: string; files: number },
    audit?: AuditNote,
  ): { submissions: number; messages: number } {
    const counts = transaction(this.db, () => {
      const messages = sqliteRun(this.db, shared.deleteMessagesOf(d, email))
      const submissions = sqliteRun(this.db, shared.deleteLeadsOf(d, email))
      // The results of forms posted without JavaScript that name the address (a guide's "sent to", typed values kept
      // to refill a form): a few minutes' rows, scanned as text; instr, not LIKE, so % and _ in an address are literal.
      this.db.prepare('DELETE FROM form_results WHERE instr(lower(result), lower(?)) > 0').run(formResultNeedle(email))
      sqliteRun(this.db, insertErasure(d, record, { submissions, messages }))
      if (audit) insertAudit(this.db, audit)
      return { submissions, messages }
    })
    // The deleted rows' earlier page versions stay in the write-ahead log until a checkpoint.
    eraseFromDisk(this.db)
    return counts
  }

  deleteBefore(cutoff: string): number {
    return transaction(this.db, () => {
      const removed = sqliteRun(this.db, shared.deleteLeadsBefore(d, cutoff))
      sqliteRun(this.db, shared.deleteOwnMessagesBefore(d, cutoff))
      return removed
    })
  }
}
