import type { StoredMessage } from '../outbox.ts'
import type { OutboxRepository } from '../store.ts'
import type { DeliveredVia, OutboxMessage } from '../outbox.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'
import { toMessage, type OutboxRow } from '../rows.ts'

const COLUMNS = 'id, submission_id, purpose, message, status, attempts, last_error, created_at, sent_at, delivered_via'

/** Queues a message, due at once (also inside another repository's transaction: a submission's e-mails). */
export function insertMessage(db: Database, submissionId: number | null, purpose: string, message: StoredMessage, now: string): number {
  const result = db
    .prepare('INSERT INTO outbox (submission_id, purpose, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(submissionId, purpose, JSON.stringify(message), now, now)
  return Number(result.lastInsertRowid)
}

/**
 * The outbox in SQLite. One server process sends from a data folder, so a claim is a plain UPDATE inside a write
 * transaction (BEGIN IMMEDIATE keeps another process, such as `npm run mail:retry`, from changing the rows between the
 * SELECT and the UPDATE). While sending, `next_attempt_at` holds the lease's end.
 */
export class SqliteOutbox implements Sync<OutboxRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  enqueue(submissionId: number | null, purpose: string, message: StoredMessage, now: string): number {
    return insertMessage(this.db, submissionId, purpose, message, now)
  }

  /** One process per data folder: a message left 'sending' was held by a process that died. */
  requeueInterrupted(now: string): number {
    return Number(
      this.db.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_holder = NULL WHERE status = 'sending'").run(now)
        .changes,
    )
  }

  claimDue(claim: { now: string; limit: number; leaseUntil: string; holder: string }): OutboxMessage[] {
    return transaction(this.db, () => {
      const rows = this.db
        .prepare(
          `SELECT ${COLUMNS} FROM outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
        )
        .all(claim.now, claim.limit) as unknown as OutboxRow[]
      const take = this.db.prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ?, lease_holder = ? WHERE id = ?")
      for (const row of rows) take.run(claim.leaseUntil, claim.holder, row.id)
      return rows.map((r) => ({ ...toMessage(r), status: 'sending' as const }))
    })
  }

  markSent(id: number, at: string, via: DeliveredVia): void {
    this.db
      .prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, delivered_via = ?, attempts = attempts + 1, last_error = NULL, lease_holder = NULL WHERE id = ?",
      )
      .run(at, via, id)
  }

  markAttemptFailed(id: number, attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean }): void {
    this.db
      .prepare('UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, lease_holder = NULL WHERE id = ?')
      .run(attempt.givenUp ? 'failed' : 'pending', attempt.attempts, attempt.nextAttemptAt, attempt.error, id)
  }

  backlog(): { pending: number; failed: number; oldestPendingAt: string | null } {
    const row = this.db
      .prepare(
        `SELECT COALESCE(SUM(status IN ('pending', 'sending')), 0) AS pending, COALESCE(SUM(status = 'failed'), 0) AS failed,
                MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest
         FROM outbox WHERE status != 'sent'`,
      )
      .get() as { pending: number; failed: number; oldest: string | null }
    return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingAt: row.oldest }
  }

  claims(now: string): { claimed: number; pastLease: number; pastLeaseHolders: string[] } {
    // While sending, next_attempt_at is the lease's end.
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS claimed, COALESCE(SUM(next_attempt_at <= ?), 0) AS past,
                GROUP_CONCAT(DISTINCT CASE WHEN next_attempt_at <= ? THEN lease_holder END) AS holders
         FROM outbox WHERE status = 'sending'`,
      )
      .get(now, now) as { claimed: number; past: number; holders: string | null }
    return { claimed: Number(row.claimed), pastLease: Number(row.past), pastLeaseHolders: row.holders ? row.holders.split(',') : [] }
  }

  retryFailed(id: number, now: string): boolean {
    const result = this.db
      .prepare(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'",
      )
      .run(now, id)
    return Number(result.changes) === 1
  }

  retryAllFailed(now: string): number {
    const result = this.db
      .prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'failed'")
      .run(now)
    return Number(result.changes)
  }

  failed(limit: number): OutboxMessage[] {
    const rows = this.db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ?`).all(limit)
    return (rows as unknown as OutboxRow[]).map(toMessage)
  }

  ofSubmission(submissionId: number): OutboxMessage[] {
    const rows = this.db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE submission_id = ? ORDER BY id`).all(submissionId)
    return (rows as unknown as OutboxRow[]).map(toMessage)
  }
}
