import type { StoredMessage } from '../outbox.ts'
import type { OutboxRepository } from '../store.ts'
import type { DeliveredVia, OutboxMessage } from '../outbox.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'
import { toMessage, type OutboxRow } from '../rows.ts'
import * as shared from '../shared/outbox.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'

const COLUMNS = 'id, submission_id, purpose, message, status, attempts, last_error, created_at, sent_at, delivered_via'

/** Queues a message, due at once (also inside another repository's transaction: a submission's e-mails). */
export function insertMessage(db: Database, submissionId: number | null, purpose: string, message: StoredMessage, now: string): number {
  return sqliteRow(db, shared.insertMessage(d, submissionId, purpose, message, now))!.id
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
        .prepare(`SELECT ${COLUMNS} FROM outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
        .all(claim.now, claim.limit) as unknown as OutboxRow[]
      const take = this.db.prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ?, lease_holder = ? WHERE id = ?")
      for (const row of rows) take.run(claim.leaseUntil, claim.holder, row.id)
      return rows.map((r) => ({ ...toMessage(r), status: 'sending' as const }))
    })
  }

  markSent(id: number, at: string, via: DeliveredVia): void {
    sqliteRun(this.db, shared.markSent(d, id, at, via))
  }

  markAttemptFailed(id: number, attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean }): void {
    sqliteRun(this.db, shared.markAttemptFailed(d, id, attempt))
  }

  backlog(): { pending: number; failed: number; oldestPendingAt: string | null } {
    const row = sqliteRow(this.db, shared.backlog(d))!
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
    return sqliteRun(this.db, shared.retryFailed(d, now, id)) === 1
  }

  retryAllFailed(now: string): number {
    return sqliteRun(this.db, shared.retryFailed(d, now))
  }

  failed(limit: number): OutboxMessage[] {
    return sqliteRows(this.db, shared.failedMessages(d, limit)).map((r) => toMessage(r as OutboxRow))
  }

  ofSubmission(submissionId: number): OutboxMessage[] {
    return sqliteRows(this.db, shared.messagesOf(d, submissionId)).map((r) => toMessage(r as OutboxRow))
  }
}
