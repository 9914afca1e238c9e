import type { ISql, Sql } from 'postgres'
import type { DeliveredVia, OutboxMessage, OutboxRepository, StoredMessage } from '../store.ts'
import { toMessage, type OutboxRow } from '../rows.ts'
import * as shared from '../shared/outbox.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'

/** Queues a message inside the caller's transaction, due at once. */
export async function enqueue(q: ISql, submissionId: number | null, purpose: string, message: StoredMessage, now: string): Promise<number> {
  return (await pgRow(q, shared.insertMessage(d, submissionId, purpose, message, now)))!.id
}

/**
 * The outbox shared by every instance. A message being sent is `sending` with a lease: the instance holding it
 * (`lease_holder`) and until when (`lease_until`). Claims lock the rows they take with FOR UPDATE SKIP LOCKED, so
 * instances claiming at once take different messages without waiting for each other; a lease that ran out (its
 * holder died or hung) is claimed again like a due message.
 */
export class PgOutboxRepository implements OutboxRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  enqueue(submissionId: number | null, purpose: string, message: StoredMessage, now: string): Promise<number> {
    return enqueue(this.sql, submissionId, purpose, message, now)
  }

  /** Several instances share this outbox: a starting one cannot tell a dead holder from a live one, so leases decide. */
  async requeueInterrupted(): Promise<number> {
    return 0
  }

  async claimDue(claim: { now: string; limit: number; leaseUntil: string; holder: string }): Promise<OutboxMessage[]> {
    const q = this.sql
    const rows = await q<OutboxRow[]>`
      WITH due AS (
        SELECT id FROM outbox
        WHERE (status = 'pending' AND next_attempt_at <= ${claim.now}) OR (status = 'sending' AND lease_until <= ${claim.now})
        ORDER BY id
        LIMIT ${claim.limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE outbox o SET status = 'sending', lease_holder = ${claim.holder}, lease_until = ${claim.leaseUntil}
      FROM due WHERE o.id = due.id
      RETURNING o.id, o.submission_id, o.purpose, o.message, o.status, o.attempts, o.last_error, o.created_at, o.sent_at, o.delivered_via`
    return rows.map(toMessage).sort((a, b) => a.id - b.id)
  }

  async markSent(id: number, at: string, via: DeliveredVia): Promise<void> {
    await pgRun(this.sql, shared.markSent(d, id, at, via).set({ lease_until: null }))
  }

  async markAttemptFailed(
    id: number,
    attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean },
  ): Promise<void> {
    await pgRun(this.sql, shared.markAttemptFailed(d, id, attempt).set({ lease_until: null }))
  }

  async backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: string | null }> {
    const row = (await pgRow(this.sql, shared.backlog(d)))!
    return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingAt: row.oldest }
  }

  async claims(now: string): Promise<{ claimed: number; pastLease: number; pastLeaseHolders: string[] }> {
    // The partial index outbox_leases holds exactly the sending rows.
    const [row] = await this.sql<{ claimed: number; past: number; holders: string[] | null }[]>`
      SELECT count(*)::int AS claimed, count(*) FILTER (WHERE lease_until <= ${now})::int AS past,
             array_agg(DISTINCT lease_holder) FILTER (WHERE lease_until <= ${now}) AS holders
      FROM outbox WHERE status = 'sending'`
    return { claimed: row.claimed, pastLease: row.past, pastLeaseHolders: (row.holders ?? []).filter((h) => h !== null) }
  }

  async retryFailed(id: number, now: string): Promise<boolean> {
    return (await pgRun(this.sql, shared.retryFailed(d, now, id))) === 1
  }

  retryAllFailed(now: string): Promise<number> {
    return pgRun(this.sql, shared.retryFailed(d, now))
  }

  async failed(limit: number): Promise<OutboxMessage[]> {
    return (await pgRows(this.sql, shared.failedMessages(d, limit))).map((r) => toMessage(r as OutboxRow))
  }

  async ofSubmission(submissionId: number): Promise<OutboxMessage[]> {
    return (await pgRows(this.sql, shared.messagesOf(d, submissionId))).map((r) => toMessage(r as OutboxRow))
  }
}
