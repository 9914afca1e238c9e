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
}

interface OutboxRow {
  id: number
  message: string
  attempts: number
}

const LEASE_MS = 5 * 60_000
const RETENTION_EVERY_MS = 10 * 60_000

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
  private readonly opts: Required<Omit<OutboxOptions, 'log'>> & Pick<OutboxOptions, 'log'>
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private lastRetention = 0

  constructor(db: Database, transport: MailTransport, opts: OutboxOptions) {
    this.db = db
    this.transport = transport
    this.opts = { backoffBaseMs: 5000, ...opts }
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.runOnce(), this.opts.intervalMs)
    this.timer.unref()
    void this.runOnce()
  }

  /** Send now (after a new submission) instead of waiting for the next tick. */
  kick(): void {
    void this.runOnce()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }

  /** One pass; resolves to the number of messages sent. Concurrent calls share the pass under way. */
  runOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null
      })
    }
    return this.running
  }

  pending(): number {
    return Number((this.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')").get() as { n: number }).n)
  }

  private async pass(): Promise<number> {
    const now = Date.now()
    this.applyRetention(now)
    // A message left 'sending' by a process that died is due again once its lease has passed.
    this.db.prepare("UPDATE outbox SET status = 'pending' WHERE status = 'sending' AND next_attempt_at <= ?").run(new Date(now).toISOString())
    const due = this.db
      .prepare("SELECT id, message, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 25")
      .all(new Date(now).toISOString()) as unknown as OutboxRow[]
    let sent = 0
    for (const row of due) {
      const claimed = this.db
        .prepare("UPDATE outbox SET status = 'sending', next_attempt_at = ? WHERE id = ? AND status = 'pending'")
        .run(new Date(Date.now() + LEASE_MS).toISOString(), row.id)
      if (claimed.changes !== 1) continue
      try {
        await this.deliver(JSON.parse(row.message) as StoredMessage)
        this.db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?").run(new Date().toISOString(), row.id)
        sent += 1
      } catch (error) {
        const attempts = row.attempts + 1
        const delay = Math.min(this.opts.backoffBaseMs * 2 ** (attempts - 1), 3_600_000)
        const failed = attempts >= this.opts.maxAttempts
        this.db
          .prepare('UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
          .run(failed ? 'failed' : 'pending', attempts, new Date(Date.now() + delay).toISOString(), String((error as Error).message).slice(0, 500), row.id)
        this.opts.log?.(
          failed
            ? `outbox: message ${row.id} failed ${attempts} times and is kept as failed: ${(error as Error).message}`
            : `outbox: message ${row.id} not sent (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${(error as Error).message}`,
        )
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

  /** KVKK: stored submissions (and their mail) are deleted after RETENTION_DAYS. */
  applyRetention(now = Date.now(), force = false): number {
    if (!force && now - this.lastRetention < RETENTION_EVERY_MS) return 0
    this.lastRetention = now
    const cutoff = new Date(now - this.opts.retentionDays * 86_400_000).toISOString()
    const removed = this.db.prepare('DELETE FROM submissions WHERE created_at < ?').run(cutoff)
    this.db.prepare("DELETE FROM outbox WHERE submission_id IS NULL AND created_at < ? AND status IN ('sent', 'failed')").run(cutoff)
    return Number(removed.changes)
  }
}
