import { foldSearchText } from '../../../src/lib/blog-search.ts'
import type { AuditNote, HeldSubmission, StoreSubmissionOptions, StoreSubmissionResult, SubmissionsRepository } from '../store.ts'
import type { KeyedSubmission, NewSubmissionRow, StoredSubmission } from '../submissions.ts'
import { eraseFromDisk, transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import { insertMessage } from './outbox.ts'
import type { Sync } from './sync.ts'
import { formResultNeedle, toKeyed, toSubmission, type KeyedRow, type SubmissionRow } from '../rows.ts'

const SELECT = `SELECT s.*,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status = 'failed') AS failed,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status IN ('pending', 'sending')) AS waiting,
  (SELECT COUNT(*) FROM outbox o WHERE o.submission_id = s.id AND o.status = 'sent' AND o.delivered_via = 'file') AS filed
  FROM submissions s`

const NEWEST_FIRST = 'ORDER BY s.created_at DESC, s.id DESC'
const SEARCH_LIMIT = 500

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
          if (key.releaseBefore === null || Date.parse(earlier.createdAt) >= Date.parse(key.releaseBefore)) return { outcome: 'repeat', earlier }
          // A derived key past its window: the older submission lets go of it.
          this.db.prepare('UPDATE submissions SET idempotency_key = NULL WHERE idempotency_key = ?').run(key.key)
        }
      }
      const held = this.heldCheck(row, opts)
      if (held && 'oldest' in held) return { outcome: 'limited', oldest: held.oldest }
      const counts = this.mailCountsTo(row.email, opts.mailAllowance.since, Object.keys(opts.mailAllowance.perPurpose))
      const allowed = Object.fromEntries(
        Object.entries(opts.mailAllowance.perPurpose).map(([purpose, cap]) => [purpose, (counts.get(purpose) ?? 0) < cap]),
      )
      const id = this.insert(row, opts.now, held !== null)
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
    const visitor =
      ip === null
        ? 0
        : (
            this.db
              .prepare(
                'SELECT COUNT(*) AS n FROM (SELECT 1 FROM submissions WHERE client_ip = ? AND created_at >= ? AND lower(email) = lower(?) LIMIT ?)',
              )
              .get(ip, limit.since, row.email, limit.perVisitor) as { n: number }
          ).n
    const address =
      (ip === null ? 0 : this.timesFrom(ip, limit.since, limit.perAddress).length) + limit.otherHits.filter((t) => t >= limit.since).length
    if (visitor < limit.perVisitor && address < limit.perAddress) return null
    const heldFromAddress =
      ip === null ? [] : this.heldTimes('WHERE held = 1 AND client_ip = ? AND created_at >= ?', [ip, limit.heldSince], limit.heldPerAddress)
    if (heldFromAddress.length >= limit.heldPerAddress) return { oldest: heldFromAddress[heldFromAddress.length - 1] }
    const heldTotal = this.heldTimes('WHERE held = 1 AND created_at >= ?', [limit.heldSince], limit.heldTotal)
    if (heldTotal.length >= limit.heldTotal) return { oldest: heldTotal[heldTotal.length - 1] }
    return { firstFromAddress: heldFromAddress.length === 0 }
  }

  private heldTimes(where: string, params: string[], limit: number): string[] {
    const rows = this.db.prepare(`SELECT created_at FROM submissions ${where} ORDER BY created_at DESC LIMIT ?`).all(...params, limit) as {
      created_at: string
    }[]
    return rows.map((r) => r.created_at)
  }

  private insert(row: NewSubmissionRow, now: string, held: boolean): number {
    const result = this.db
      .prepare(
        `INSERT INTO submissions (kind, first_name, last_name, email, message, guide, status, client_ip, created_at, possible_spam, language, idempotency_key, held)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.kind,
        row.firstName,
        row.lastName,
        row.email,
        row.message,
        row.guide,
        row.status,
        row.clientIp,
        now,
        row.possibleSpam ? 1 : 0,
        row.language,
        row.idempotencyKey ?? null,
        held ? 1 : 0,
      )
    return Number(result.lastInsertRowid)
  }

  /** How many e-mails of each purpose went to `email` (any case) for submissions made since `since`. */
  private mailCountsTo(email: string, since: string, purposes: string[]): Map<string, number> {
    if (purposes.length === 0) return new Map()
    const rows = this.db
      .prepare(
        `SELECT o.purpose AS purpose, COUNT(*) AS n FROM submissions s JOIN outbox o ON o.submission_id = s.id
         WHERE s.created_at >= ? AND lower(s.email) = lower(?) AND o.purpose IN (${purposes.map(() => '?').join(', ')})
         GROUP BY o.purpose`,
      )
      .all(since, email, ...purposes) as { purpose: string; n: number }[]
    return new Map(rows.map((r) => [r.purpose, Number(r.n)]))
  }

  byIdempotencyKey(key: string): KeyedSubmission | null {
    const row = this.db
      .prepare(`SELECT id, kind, first_name, last_name, email, message, guide, language, created_at, held FROM submissions WHERE idempotency_key = ?`)
      .get(key) as KeyedRow | undefined
    return row ? toKeyed(row) : null
  }

  timesFrom(clientIp: string, since: string, limit: number): string[] {
    const rows = this.db
      .prepare('SELECT created_at FROM submissions WHERE created_at >= ? AND client_ip = ? ORDER BY created_at DESC LIMIT ?')
      .all(since, clientIp, limit) as { created_at: string }[]
    return rows.map((r) => r.created_at)
  }

  search(text: string): StoredSubmission[] {
    const needle = foldSearchText(text.trim())
    if (!needle) return (this.db.prepare(`${SELECT} ${NEWEST_FIRST} LIMIT ?`).all(SEARCH_LIMIT) as unknown as SubmissionRow[]).map(toSubmission)
    // Names and addresses only (a few dozen bytes per lead), matched here, then the found leads in full.
    const people = this.db.prepare(`SELECT id, email, first_name, last_name FROM submissions s ${NEWEST_FIRST}`).all() as {
      id: number
      email: string
      first_name: string
      last_name: string
    }[]
    const ids = people
      .filter((p) => foldSearchText(p.email).includes(needle) || foldSearchText(`${p.first_name} ${p.last_name}`).includes(needle))
      .slice(0, SEARCH_LIMIT)
      .map((p) => p.id)
    if (ids.length === 0) return []
    const rows = this.db.prepare(`${SELECT} WHERE s.id IN (SELECT value FROM json_each(?)) ${NEWEST_FIRST}`).all(JSON.stringify(ids))
    return (rows as unknown as SubmissionRow[]).map(toSubmission)
  }

  byId(id: number): StoredSubmission | null {
    const row = this.db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as SubmissionRow | undefined
    return row ? toSubmission(row) : null
  }

  countSince(since: string): number {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM submissions WHERE created_at >= ?').get(since) as { n: number }).n)
  }

  between(start: string, end: string): StoredSubmission[] {
    const rows = this.db.prepare(`${SELECT} WHERE s.created_at >= ? AND s.created_at < ? ORDER BY s.created_at, s.id`).all(start, end)
    return (rows as unknown as SubmissionRow[]).map(toSubmission)
  }

  byEmail(email: string): { submissions: StoredSubmission[]; messages: number } {
    const rows = this.db.prepare(`${SELECT} WHERE lower(s.email) = lower(?) ORDER BY s.created_at, s.id`).all(email)
    const messages = this.db
      .prepare('SELECT COUNT(*) AS n FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))')
      .get(email) as { n: number }
    return { submissions: (rows as unknown as SubmissionRow[]).map(toSubmission), messages: Number(messages.n) }
  }

  eraseByEmail(email: string, record: { actor: string; at: string; files: number }, audit?: AuditNote): { submissions: number; messages: number } {
    const counts = transaction(this.db, () => {
      const messages = Number(
        this.db
          .prepare('DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE lower(email) = lower(?))')
          .run(email).changes,
      )
      const submissions = Number(this.db.prepare('DELETE FROM submissions WHERE lower(email) = lower(?)').run(email).changes)
      // The results of forms posted without JavaScript that name the address (a guide's "sent to", typed values kept
      // to refill a form): a few minutes' rows, scanned as text; instr, not LIKE, so % and _ in an address are literal.
      this.db.prepare('DELETE FROM form_results WHERE instr(lower(result), lower(?)) > 0').run(formResultNeedle(email))
      this.db
        .prepare('INSERT INTO erasures (at, actor, submissions, messages, files) VALUES (?, ?, ?, ?, ?)')
        .run(record.at, record.actor, submissions, messages, record.files)
      if (audit) insertAudit(this.db, audit)
      return { submissions, messages }
    })
    // The deleted rows' earlier page versions stay in the write-ahead log until a checkpoint.
    eraseFromDisk(this.db)
    return counts
  }

  deleteBefore(cutoff: string): number {
    return transaction(this.db, () => {
      const removed = Number(this.db.prepare('DELETE FROM submissions WHERE created_at < ?').run(cutoff).changes)
      this.db.prepare("DELETE FROM outbox WHERE submission_id IS NULL AND created_at < ? AND status IN ('sent', 'failed')").run(cutoff)
      return removed
    })
  }
}
