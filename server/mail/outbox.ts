import type { Database } from '../db/database.ts'
import type { MailTransport } from './transport.ts'
import { guideFileName, guideByName, guidePdf } from './guide-pdf.ts'
import type { StoredMessage } from './messages.ts'

export interface OutboxOptions {
  from: string
  intervalMs: number
  maxAttempts: number
  /** First retry delay; doubles with each failure, capped at one hour. */
  backoffBaseMs?: number
  retentionDays: number
  log?: (line: string) => void
  /** Mail that failed for good: the firm must hear about it (error level). */
  logError?: (line: string) => void
}

interface OutboxRow {
  id: number
  purpose: string
  message: string
  attempts: number
}

const LEASE_MS = 5 * 60_000
const RETENTION_EVERY_MS = 10 * 60_000
const MAX_BACKOFF_MS = 3_600_000
export const DEFAULT_BACKOFF_MS = 5000
/** Mail still pending after this long, or any failed message, makes /healthz answer 503. */
export const STUCK_AFTER_MS = 3_600_000

function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** When the next attempt is due after `attempts` failures; always a valid date. */
export function nextAttemptAt(attempts: number, backoffBaseMs: number, now = Date.now()): Date {
  const delay = Math.min(positiveOr(backoffBaseMs, DEFAULT_BACKOFF_MS) * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
  return new Date(now + (Number.isFinite(delay) ? delay : MAX_BACKOFF_MS))
}

export function enqueue(db: Database, submissionId: number | null, purpose: string, message: StoredMessage, now = new Date()): void {
  db.prepare('INSERT INTO outbox (submission_id, purpose, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    submissionId,
    purpose,
    JSON.stringify(message),
    now.toISOString(),
    now.toISOString(),
  )
}

/**
 * Sends what the outbox holds. Every message was committed to SQLite with its submission before the visitor got
 * an answer, so an SMTP outage or a crash only delays mail: failures are retried with exponential backoff, a
 * message being sent when the process died is picked up again once its lease runs out, and a message is marked
 * sent right after the server accepted it. The same worker deletes submissions older than the retention period.
 */
export class OutboxWorker {
  private readonly db: Database
  private readonly transport: MailTransport
  private readonly opts: Required<Omit<OutboxOptions, 'log' | 'logError'>> & Pick<OutboxOptions, 'log' | 'logError'>
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private lastRetention = 0

  constructor(db: Database, transport: MailTransport, opts: OutboxOptions) {
    this.db = db
    this.transport = transport
    // An explicit `undefined` from a caller must not erase a default: a NaN retry time once crashed the server.
    this.opts = {
      ...opts,
      backoffBaseMs: positiveOr(opts.backoffBaseMs, DEFAULT_BACKOFF_MS),
      intervalMs: positiveOr(opts.intervalMs, 2000),
      maxAttempts: positiveOr(opts.maxAttempts, 15),
    }
  }

  start(): void {
    if (this.timer) return
    // Messages left 'sending' were being sent when the last process died: due now rather than after the lease.
    // (One may go out twice if the crash came after the SMTP server accepted it; none is lost.)
    try {
      this.db.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE status = 'sending'").run(new Date().toISOString())
    } catch (error) {
      this.opts.log?.(`outbox: could not requeue interrupted messages yet: ${(error as Error).message}`)
    }
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs)
    this.timer.unref()
    this.kick()
  }

  /** Send now (after a new submission) instead of waiting for the next tick. Never throws: errors are logged. */
  kick(): void {
    this.runOnce().catch(() => {})
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass; resolves to the number of messages sent. Concurrent calls share the pass under way. */
  runOnce(): Promise<number> {
    if (!this.running) {
      // A pass that throws (database locked, disk full, a bug) is logged; the next tick tries again.
      this.running = this.pass()
        .catch((error: unknown) => {
          this.opts.log?.(`outbox: pass failed, will try again: ${(error as Error)?.message ?? String(error)}`)
          return 0
        })
        .finally(() => {
          this.running = null
        })
    }
    return this.running
  }

  pending(): number {
    return mailHealth(this.db).pending
  }

  private async pass(): Promise<number> {
    const now = Date.now()
    this.applyRetention(now)
    // A message left 'sending' by a process that died is due again once its lease has passed.
    this.db
      .prepare("UPDATE outbox SET status = 'pending' WHERE status = 'sending' AND next_attempt_at <= ?")
      .run(new Date(now).toISOString())
    const due = this.db
      .prepare("SELECT id, purpose, message, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 25")
      .all(new Date(now).toISOString()) as unknown as OutboxRow[]
    let sent = 0
    for (const row of due) {
      const claimed = this.db
        .prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ? WHERE id = ? AND status = 'pending'")
        .run(new Date(Date.now() + LEASE_MS).toISOString(), row.id)
      if (claimed.changes !== 1) continue
      let delivered = false
      try {
        await this.deliver(JSON.parse(row.message) as StoredMessage)
        delivered = true
        this.db
          .prepare("UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?")
          .run(new Date().toISOString(), row.id)
        sent += 1
      } catch (error) {
        // Sent but not recorded (database locked or full): the lease makes it due again, so it may go twice.
        if (delivered) throw error
        const reason = String((error as Error)?.message ?? error)
        const attempts = row.attempts + 1
        const next = nextAttemptAt(attempts, this.opts.backoffBaseMs)
        const failed = attempts >= this.opts.maxAttempts
        this.db
          .prepare('UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
          .run(failed ? 'failed' : 'pending', attempts, next.toISOString(), reason.slice(0, 500), row.id)
        if (failed) {
          this.opts.logError?.(
            `outbox: ERROR message ${row.id} (${row.purpose}) failed ${attempts} times and is kept as failed: ${reason}. ` +
              `Send it again with "npm run mail:retry -- ${row.id}".`,
          )
        } else {
          this.opts.log?.(
            `outbox: message ${row.id} not sent (attempt ${attempts}), retrying in ${Math.round((next.getTime() - Date.now()) / 1000)} s: ${reason}`,
          )
        }
      }
    }
    return sent
  }

  private async deliver(stored: StoredMessage): Promise<void> {
    const attachments = stored.attachGuide
      ? [
          {
            filename: guideFileName(guideByName(stored.attachGuide)),
            content: await guidePdf(stored.attachGuide),
            contentType: 'application/pdf',
          },
        ]
      : undefined
    await this.transport.send({
      from: this.opts.from,
      to: stored.to,
      replyTo: stored.replyTo,
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
      attachments,
    })
  }

  /** When the retention purge runs next (it runs on the first outbox pass after this time). */
  nextRetentionAt(): Date {
    return new Date(Math.max(this.lastRetention + RETENTION_EVERY_MS, Date.now()))
  }

  get retentionDays(): number {
    return this.opts.retentionDays
  }

  /** KVKK: stored submissions, their queued mail and the .eml copies are deleted after RETENTION_DAYS. */
  applyRetention(now = Date.now(), force = false): number {
    if (!force && now - this.lastRetention < RETENTION_EVERY_MS) return 0
    this.lastRetention = now
    const cutoff = new Date(now - this.opts.retentionDays * 86_400_000).toISOString()
    const removed = this.db.prepare('DELETE FROM submissions WHERE created_at < ?').run(cutoff)
    this.db.prepare("DELETE FROM outbox WHERE submission_id IS NULL AND created_at < ? AND status IN ('sent', 'failed')").run(cutoff)
    this.transport
      .purgeBefore(new Date(cutoff))
      .catch((error: Error) => this.opts.log?.(`retention: could not delete old mail files: ${error.message}`))
    return Number(removed.changes)
  }
}

export interface MailHealth {
  pending: number
  failed: number
  /** Age in seconds of the oldest message not yet sent, or null when none is waiting. */
  oldestPendingSeconds: number | null
  /** True when mail has failed for good or has waited longer than an hour. */
  stuck: boolean
}

/** What the outbox holds that has not gone out: for /healthz and the back office. */
export function mailHealth(db: Database, now = Date.now()): MailHealth {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(status IN ('pending', 'sending')), 0) AS pending, COALESCE(SUM(status = 'failed'), 0) AS failed,
              MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest
       FROM outbox WHERE status != 'sent'`,
    )
    .get() as { pending: number; failed: number; oldest: string | null }
  const oldestPendingSeconds = row.oldest ? Math.max(0, Math.round((now - Date.parse(row.oldest)) / 1000)) : null
  const failed = Number(row.failed)
  return {
    pending: Number(row.pending),
    failed,
    oldestPendingSeconds,
    stuck: failed > 0 || (oldestPendingSeconds !== null && oldestPendingSeconds * 1000 >= STUCK_AFTER_MS),
  }
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

export interface FailedMessage {
  id: number
  purpose: string
  to: string
  subject: string
  attempts: number
  lastError: string | null
  createdAt: string
}

/** Failed messages, newest first, with what a person needs to decide to send them again. */
export function listFailedMessages(db: Database, limit = 100): FailedMessage[] {
  const rows = db
    .prepare("SELECT id, purpose, message, attempts, last_error, created_at FROM outbox WHERE status = 'failed' ORDER BY id DESC LIMIT ?")
    .all(limit) as { id: number; purpose: string; message: string; attempts: number; last_error: string | null; created_at: string }[]
  return rows.map((r) => {
    const m = JSON.parse(r.message) as StoredMessage
    return {
      id: r.id,
      purpose: r.purpose,
      to: m.to.address,
      subject: m.subject,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
    }
  })
}
