import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales.ts'
import { guidelineNames } from '../../src/lib/form-fields.ts'
import { createHash, randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { OutboxMessage, Store } from '../db/store.ts'
import { OUTBOX_DEFAULTS } from './outbox-defaults.ts'
import type { MailTransport } from './transport.ts'
import { errorClass, silentLogger, type Logger } from '../log.ts'
import { guideFileName, guideIn, guidePdf, guidePdfLanguage } from './guide-pdf.ts'
import { defaultMailContent, type MailContent } from './mail-content.ts'

export interface OutboxOptions {
  from: string
  /** The right-hand side of each message's Message-ID: the site's host name (from SITE_URL). */
  messageIdDomain: string
  intervalMs: number
  maxAttempts: number
  /** First retry delay; doubles with each failure, capped at one hour. */
  backoffBaseMs?: number
  retentionDays: number
  /** Failed attempts (warn), mail failed for good (error: the firm must hear about it), retention purges (info). */
  log?: Logger
}

const LEASE_MS = 5 * 60_000
/** Messages sent per pass at most. */
const PER_PASS = 25
/**
 * Claimed together: a few, so that a lease (LEASE_MS) outlasts sending all of them even at the SMTP timeouts
 * (about 50 s a message at worst), and another instance is not kept from the rest.
 */
const PER_CLAIM = 5
const RETENTION_EVERY_MS = 10 * 60_000
/** How often the bookings' reminders are looked for: a reminder goes out within a minute of its time. */
const REMINDERS_EVERY_MS = 60_000
/** How long a sent message's record is tried again while the database is unreachable (well inside LEASE_MS). */
const RECORD_SENT_FOR_MS = 30_000
const MAX_BACKOFF_MS = 3_600_000
/** Mail still pending after this long, or any failed message, makes /healthz answer 503. */
export const STUCK_AFTER_MS = 3_600_000

function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** When the next attempt is due after `attempts` failures; always a valid date. */
export function nextAttemptAt(attempts: number, backoffBaseMs: number, now = Date.now()): Date {
  const delay = Math.min(positiveOr(backoffBaseMs, OUTBOX_DEFAULTS.backoffBaseMs) * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
  return new Date(now + (Number.isFinite(delay) ? delay : MAX_BACKOFF_MS))
}

/**
 * The Message-ID of an outbox message, the same on every attempt and in every process: a message sent again
 * after a crash (the SMTP server had accepted it, the process died before recording that) carries the id of the
 * first copy, so mail programs and the firm can see it is the same mail. nodemailer would make a new one per
 * attempt. The row's id alone is not enough: ids start again in another database (a restored backup continues
 * from an older id, a test install from 1), and receivers such as Gmail silently drop a new mail whose
 * Message-ID they have seen; the hash of the row's creation time and recipient keeps those apart.
 */
export function outboxMessageId(message: { id: number; createdAt: string; to: string }, domain: string): string {
  const hash = createHash('sha256').update(`${message.id}\n${message.createdAt}\n${message.to.toLowerCase()}`).digest('hex').slice(0, 12)
  return `<outbox-${message.id}.${hash}@${domain}>`
}

/**
 * Sends what the outbox holds. Every message was committed to the database with its submission before the visitor got
 * an answer, so an SMTP outage or a crash only delays mail: failures are retried with exponential backoff, a
 * message being sent when the process died is picked up again once its lease runs out, and a message is marked
 * sent right after the server accepted it. On several instances each claims its own messages (store.outbox.claimDue),
 * so none is sent by two at once. Delivery is at least once: a crash between the server's acceptance and
 * that record sends the message again, under the same Message-ID (outboxMessageId). The same worker deletes
 * submissions older than the retention period, and bookings that ended longer ago than it.
 */
export class OutboxWorker {
  private readonly store: Store
  /** This process's name on the leases it holds; /healthz and /metrics give it as the instance's id. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly transport: MailTransport
  private readonly opts: Required<OutboxOptions>
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private lastRetention = 0
  private guideReviewed: (guideSlug: string, language: Locale) => boolean = () => false

  /** How the PDF learns that a guide's translation is reviewed (server/translations/reviews.ts; set by the app). */
  useGuideReviews(reviewed: (guideSlug: string, language: Locale) => boolean): void {
    this.guideReviewed = reviewed
  }

  private content: () => Promise<MailContent> = async () => defaultMailContent

  private reminders: (() => Promise<number>) | null = null
  private lastReminders = 0

  /**
   * The bookings' day-before reminders (server/booking/service.ts queueReminders; set by the app), queued on this
   * worker's passes at most once a minute, on every instance: the store queues each reminder once whichever asks.
   */
  useReminders(queue: () => Promise<number>): void {
    this.reminders = queue
  }

  /** Queues the reminders now if a minute has passed since the last time (or `force`); how many were queued. */
  async queueReminders(now = Date.now(), force = false): Promise<number> {
    if (!this.reminders || (!force && now - this.lastReminders < REMINDERS_EVERY_MS)) return 0
    this.lastReminders = now
    const queued = await this.reminders()
    if (queued > 0) this.opts.log.info('bookings: reminders queued', { reminders: queued })
    return queued
  }

  /**
   * Where the guide PDF reads the firm's published content (the server's ContentSource, server/mail/mail-content.ts;
   * set by the app): a guide is drawn as published when it is sent, not as it was when the lead came in.
   */
  useContent(content: () => Promise<MailContent>): void {
    this.content = content
  }

  constructor(store: Store, transport: MailTransport, opts: OutboxOptions) {
    this.store = store
    this.transport = transport
    // An explicit `undefined` from a caller must not erase a default: a NaN retry time once crashed the server.
    this.opts = {
      ...opts,
      log: opts.log ?? silentLogger,
      backoffBaseMs: positiveOr(opts.backoffBaseMs, OUTBOX_DEFAULTS.backoffBaseMs),
      intervalMs: positiveOr(opts.intervalMs, OUTBOX_DEFAULTS.intervalMs),
      maxAttempts: positiveOr(opts.maxAttempts, OUTBOX_DEFAULTS.maxAttempts),
    }
  }

  start(): void {
    if (this.timer) return
    // Messages left 'sending' were being sent when the last process died: due now rather than after the lease.
    // (One may go out twice if the crash came after the SMTP server accepted it; none is lost.) On PostgreSQL the
    // store requeues none: another live instance may hold them, and their leases run out by themselves.
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs)
    this.timer.unref()
    void this.store.outbox
      .requeueInterrupted(new Date().toISOString())
      .catch((error: Error) => this.opts.log.warn('outbox: could not requeue interrupted messages yet', { error }))
      .finally(() => this.kick())
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
          this.opts.log.error('outbox: pass failed, will try again', { error })
          return 0
        })
        .finally(() => {
          this.running = null
        })
    }
    return this.running
  }

  /** Whether mail goes to an SMTP server or only into .eml files (the back office warns about the second). */
  get delivery(): MailTransport['kind'] {
    return this.transport.kind
  }

  /** Messages not sent yet. */
  async pending(): Promise<number> {
    return (await mailHealth(this.store)).pending
  }

  private async pass(): Promise<number> {
    // Queued before the pass's instant, so that a reminder due now goes out in this pass. A failure is logged and
    // leaves the sending to go on.
    await this.queueReminders().catch((error: unknown) => this.opts.log.error('bookings: could not queue reminders', { error }))
    const start = Date.now()
    await this.applyRetention(start)
    let sent = 0
    for (let claimed = 0; claimed < PER_PASS;) {
      // Messages due when the pass began, including those whose sender's lease had run out (a process that died
      // while sending); one that fails now is due later than that, so a pass tries each message once.
      const batch = await this.store.outbox.claimDue({
        now: new Date(start).toISOString(),
        limit: Math.min(PER_CLAIM, PER_PASS - claimed),
        leaseUntil: new Date(Date.now() + LEASE_MS).toISOString(),
        holder: this.holder,
      })
      if (batch.length === 0) break
      claimed += batch.length
      sent += await this.sendAll(batch)
    }
    return sent
  }

  /** Sends claimed messages one by one; resolves to how many went. */
  private async sendAll(batch: OutboxMessage[]): Promise<number> {
    let sent = 0
    for (const row of batch) {
      let delivered = false
      // A booking's e-mail carries its own fixed Message-ID (server/booking/messages.ts): the same on every attempt.
      const messageId =
        row.message.messageId ??
        outboxMessageId({ id: row.id, createdAt: row.createdAt, to: row.message.to.address }, this.opts.messageIdDomain)
      try {
        await this.deliver(row.message, messageId)
        delivered = true
        await this.recordSent(row.id)
        sent += 1
      } catch (error) {
        // Sent but not recorded (database locked or full): the lease makes it due again, so it may go twice.
        if (delivered) throw error
        const reason = String((error as Error)?.message ?? error)
        const attempts = row.attempts + 1
        const next = nextAttemptAt(attempts, this.opts.backoffBaseMs)
        const failed = attempts >= this.opts.maxAttempts
        await this.store.outbox.markAttemptFailed(row.id, {
          attempts,
          nextAttemptAt: next.toISOString(),
          error: reason.slice(0, 500),
          givenUp: failed,
        })
        // No recipient and no reply text in the line: an SMTP server's refusal often quotes the address. The reason
        // is kept with the message (the back office shows it with the lead's messages).
        const fields = {
          outboxId: row.id,
          messageId,
          purpose: row.purpose,
          attempt: attempts,
          errorClass: errorClass(error),
          ...(typeof (error as { responseCode?: unknown })?.responseCode === 'number'
            ? { smtpCode: (error as { responseCode: number }).responseCode }
            : {}),
        }
        if (failed) {
          this.opts.log.error(
            `outbox: message ${row.id} (${row.purpose}) failed ${attempts} times and is kept as failed; ` +
              `send it again with "npm run mail:retry -- ${row.id}"`,
            fields,
          )
        } else {
          const retryInSeconds = Math.round((next.getTime() - Date.now()) / 1000)
          this.opts.log.warn(`outbox: message ${row.id} not sent (attempt ${attempts}), retrying in ${retryInSeconds} s`, {
            ...fields,
            retryInSeconds,
          })
        }
      }
    }
    return sent
  }

  /**
   * Records a message the server accepted, trying again for up to RECORD_SENT_FOR_MS while the database cannot be
   * reached (PostgreSQL restarting takes a few seconds): given up at once, the message would stay claimed until its
   * lease ran out and then go a second time, and the rest of the claimed batch would wait for the lease too.
   */
  private async recordSent(id: number): Promise<void> {
    const until = Date.now() + RECORD_SENT_FOR_MS
    for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
      try {
        await this.store.outbox.markSent(id, new Date().toISOString(), this.transport.kind === 'smtp' ? 'smtp' : 'file')
        return
      } catch (error) {
        if (Date.now() + wait > until) throw error
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }

  private async deliver(stored: OutboxMessage['message'], messageId: string): Promise<void> {
    // The Store keeps the message as composed (server/mail/messages.ts); the guide's name is read back as one.
    const attachGuide = guidelineNames.find((name) => name === stored.attachGuide)
    if (stored.attachGuide && !attachGuide) throw new Error(`Unknown guide ${stored.attachGuide}`)
    // A message queued before the guide's language was stored gets the English guide, as it did then.
    const asked = isLocale(stored.attachLanguage) ? stored.attachLanguage : DEFAULT_LOCALE
    const content = attachGuide ? await this.content() : defaultMailContent
    const language = attachGuide ? guidePdfLanguage(attachGuide, asked, content) : DEFAULT_LOCALE
    const guide = attachGuide ? guideIn(attachGuide, language, content) : null
    const attachments = attachGuide
      ? [
          {
            filename: guideFileName(guide!, language),
            content: await guidePdf(attachGuide, language, { reviewed: this.guideReviewed(guide!.slug, language), content }),
            contentType: 'application/pdf',
          },
        ]
      : undefined
    await this.transport.send({
      messageId,
      from: this.opts.from,
      to: stored.to,
      replyTo: stored.replyTo,
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
      attachments,
      // A booking's invitation: nodemailer makes it the text/calendar alternative (with its METHOD, what mail
      // programs act on) and the invitation.ics attachment (bookingMailOptions, server/booking/messages.ts).
      ...(stored.calendar
        ? { icalEvent: { method: stored.calendar.method, filename: stored.calendar.filename, content: stored.calendar.content } }
        : {}),
    })
  }

  /** When the retention purge runs next (it runs on the first outbox pass after this time). */
  nextRetentionAt(): Date {
    return new Date(Math.max(this.lastRetention + RETENTION_EVERY_MS, Date.now()))
  }

  get retentionDays(): number {
    return this.opts.retentionDays
  }

  /**
   * KVKK: stored submissions, their queued mail and the .eml copies are deleted after RETENTION_DAYS, and so are
   * bookings that ended more than RETENTION_DAYS ago (issue 37). Returns how many submissions went.
   */
  async applyRetention(now = Date.now(), force = false): Promise<number> {
    if (!force && now - this.lastRetention < RETENTION_EVERY_MS) return 0
    this.lastRetention = now
    const cutoff = new Date(now - this.opts.retentionDays * 86_400_000).toISOString()
    const removed = await this.store.submissions.deleteBefore(cutoff)
    const bookingsDeleted = await this.store.bookings.purgeEndedBefore(cutoff)
    const fields = { retentionDays: this.opts.retentionDays, cutoff, submissionsDeleted: removed, bookingsDeleted }
    this.transport.purgeBefore(new Date(cutoff)).then(
      (mailFilesDeleted) => this.opts.log.info('retention: purge done', { ...fields, mailFilesDeleted }),
      (error: Error) => this.opts.log.error('retention: could not delete old mail files', { ...fields, error }),
    )
    return removed
  }
}

export interface MailHealth {
  pending: number
  failed: number
  /** Age in seconds of the oldest message not yet sent, or null when none is waiting. */
  oldestPendingSeconds: number | null
  /** True when mail has failed for good or has waited longer than an hour. */
  stuck: boolean
  /** Messages being sent, each claimed by an instance under a lease (LEASE_MS). */
  claimed: number
  /** Claimed messages past their lease: the instance that claimed them died or hangs. */
  claimedPastLease: number
  /** The instances (their lease holder names) that let those leases run out. */
  pastLeaseHolders: string[]
}

/** What the outbox holds that has not gone out: for /healthz and the back office. */
export async function mailHealth(store: Store, now = Date.now()): Promise<MailHealth> {
  const [row, claims] = await Promise.all([store.outbox.backlog(), store.outbox.claims(new Date(now).toISOString())])
  const oldestPendingSeconds = row.oldestPendingAt ? Math.max(0, Math.round((now - Date.parse(row.oldestPendingAt)) / 1000)) : null
  const failed = row.failed
  return {
    pending: row.pending,
    failed,
    oldestPendingSeconds,
    stuck: failed > 0 || (oldestPendingSeconds !== null && oldestPendingSeconds * 1000 >= STUCK_AFTER_MS),
    claimed: claims.claimed,
    claimedPastLease: claims.pastLease,
    pastLeaseHolders: claims.pastLeaseHolders,
  }
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
export async function listFailedMessages(store: Store, limit = 100): Promise<FailedMessage[]> {
  return (await store.outbox.failed(limit)).map((m) => ({
    id: m.id,
    purpose: m.purpose,
    to: m.message.to.address,
    subject: m.message.subject,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt,
  }))
}
