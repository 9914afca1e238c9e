import type { ISql, Sql } from 'postgres'
import type { DeliveredVia, OutboxMessage, OutboxRepository, StoredMessage } from '../store.ts'
import { toMessage, type OutboxRow } from '../rows.ts'

const columns = (q: ISql) => q`id, submission_id, purpose, message, status, attempts, last_error, created_at, sent_at, delivered_via`

/** Queues a message inside the caller's transaction, due at once. */
export async function enqueue(q: ISql, submissionId: number | null, purpose: string, message: StoredMessage, now: string): Promise<number> {
  const [{ id }] = await q<{ id: number }[]>`
    INSERT INTO outbox (submission_id, purpose, message, next_attempt_at, created_at)
    VALUES (${submissionId}, ${purpose}, ${q.json(message as unknown as Parameters<ISql['json']>[0])}, ${now}, ${now})
    RETURNING id`
  return id
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
    await this.sql`
      UPDATE outbox SET status = 'sent', sent_at = ${at}, delivered_via = ${via}, attempts = attempts + 1, last_error = NULL,
        lease_holder = NULL, lease_until = NULL
      WHERE id = ${id}`
  }

  async markAttemptFailed(id: number, attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean }): Promise<void> {
    await this.sql`
      UPDATE outbox SET status = ${attempt.givenUp ? 'failed' : 'pending'}, attempts = ${attempt.attempts},
        next_attempt_at = ${attempt.nextAttemptAt}, last_error = ${attempt.error}, lease_holder = NULL, lease_until = NULL
      WHERE id = ${id}`
  }

  async backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: string | null }> {
    const [row] = await this.sql<{ pending: number; failed: number; oldest: string | null }[]>`
      SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
             count(*) FILTER (WHERE status = 'failed')::int AS failed,
             min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
      FROM outbox WHERE status <> 'sent'`
    return { pending: row.pending, failed: row.failed, oldestPendingAt: row.oldest }
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
    const result = await this.sql`
      UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${now}, last_error = NULL WHERE id = ${id} AND status = 'failed'`
    return result.count === 1
  }

  async retryAllFailed(now: string): Promise<number> {
    const result = await this.sql`
      UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${now}, last_error = NULL WHERE status = 'failed'`
    return result.count
  }

  async failed(limit: number): Promise<OutboxMessage[]> {
    const q = this.sql
    return (await q<OutboxRow[]>`SELECT ${columns(q)} FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ${limit}`).map(toMessage)
  }

  async ofSubmission(submissionId: number): Promise<OutboxMessage[]> {
    const q = this.sql
    return (await q<OutboxRow[]>`SELECT ${columns(q)} FROM outbox WHERE submission_id = ${submissionId} ORDER BY id`).map(toMessage)
  }
}
