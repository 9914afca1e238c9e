import type { StoredMessage } from '../mail/messages.ts'
import type { Database } from './database.ts'

/** The outbox: e-mails committed with their submission, sent (and retried) by the worker in server/mail/outbox.ts. */

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** How a sent message left: over SMTP, or written as an .eml file (no mail server configured). */
export type DeliveredVia = 'smtp' | 'file'

export interface OutboxMessage {
  id: number
  submissionId: number | null
  purpose: string
  message: StoredMessage
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
  /** Null for messages not sent yet, and for those sent before this was recorded. */
  deliveredVia: DeliveredVia | null
}

interface OutboxRow {
  id: number
  submission_id: number | null
  purpose: string
  message: string
  status: OutboxStatus
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
  delivered_via: DeliveredVia | null
}

function toMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    submissionId: r.submission_id,
    purpose: r.purpose,
    message: JSON.parse(r.message) as StoredMessage,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    deliveredVia: r.delivered_via,
  }
}

const COLUMNS = 'id, submission_id, purpose, message, status, attempts, last_error, created_at, sent_at, delivered_via'

/** Queues a message, due at once. */
export function enqueueMessage(db: Database, submissionId: number | null, purpose: string, message: StoredMessage, now: string): void {
  db.prepare('INSERT INTO outbox (submission_id, purpose, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    submissionId,
    purpose,
    JSON.stringify(message),
    now,
    now,
  )
}

/** Every message left 'sending' (by a process that died) is due at `now`. */
export function requeueInterrupted(db: Database, now: string): void {
  db.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE status = 'sending'").run(now)
}

/** Messages whose sending lease ran out by `now` are pending again. */
export function releaseExpiredLeases(db: Database, now: string): void {
  db.prepare("UPDATE outbox SET status = 'pending' WHERE status = 'sending' AND next_attempt_at <= ?").run(now)
}

/** Pending messages due by `now`, oldest first. */
export function dueMessages(db: Database, now: string, limit: number): OutboxMessage[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
    .all(now, limit)
  return (rows as unknown as OutboxRow[]).map(toMessage)
}

/** Takes a pending message for sending until `leaseUntil`; false when another pass took it first. */
export function claimMessage(db: Database, id: number, leaseUntil: string): boolean {
  return (
    db.prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ? WHERE id = ? AND status = 'pending'").run(leaseUntil, id)
      .changes === 1
  )
}

export function markSent(db: Database, id: number, at: string, via: DeliveredVia): void {
  db.prepare(
    "UPDATE outbox SET status = 'sent', sent_at = ?, delivered_via = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
  ).run(at, via, id)
}

/** Records a failed attempt: due again at `nextAttemptAt`, or failed for good. */
export function markAttemptFailed(
  db: Database,
  id: number,
  attempt: { attempts: number; nextAttemptAt: string; error: string; givenUp: boolean },
): void {
  db.prepare('UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?').run(
    attempt.givenUp ? 'failed' : 'pending',
    attempt.attempts,
    attempt.nextAttemptAt,
    attempt.error,
    id,
  )
}

/** Retention of mail that belongs to no submission: finished messages created before `cutoff`. */
export function deleteFinishedUnlinkedBefore(db: Database, cutoff: string): number {
  return Number(
    db.prepare("DELETE FROM outbox WHERE submission_id IS NULL AND created_at < ? AND status IN ('sent', 'failed')").run(cutoff).changes,
  )
}

/** Messages not yet sent and failed ones, and when the oldest waiting one was queued. */
export function outboxBacklog(db: Database): { pending: number; failed: number; oldestPendingAt: string | null } {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(status IN ('pending', 'sending')), 0) AS pending, COALESCE(SUM(status = 'failed'), 0) AS failed,
              MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest
       FROM outbox WHERE status != 'sent'`,
    )
    .get() as { pending: number; failed: number; oldest: string | null }
  return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingAt: row.oldest }
}

/**
 * Puts one failed message back in the queue with a fresh count of attempts; the running outbox sends it on its
 * next pass. Returns false when no failed message has this id.
 */
export function retryFailedMessage(db: Database, id: number, now = new Date()): boolean {
  const result = db
    .prepare(
      "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'",
    )
    .run(now.toISOString(), id)
  return Number(result.changes) === 1
}

/** Puts every failed message back in the queue; returns how many. */
export function retryAllFailedMessages(db: Database, now = new Date()): number {
  const result = db
    .prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'failed'")
    .run(now.toISOString())
  return Number(result.changes)
}

/** Failed messages, newest first. */
export function failedMessages(db: Database, limit = 100): OutboxMessage[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ?`).all(limit)
  return (rows as unknown as OutboxRow[]).map(toMessage)
}

/** The e-mails of one submission, in the order they were queued. */
export function messagesOfSubmission(db: Database, submissionId: number): OutboxMessage[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE submission_id = ? ORDER BY id`).all(submissionId)
  return (rows as unknown as OutboxRow[]).map(toMessage)
}
