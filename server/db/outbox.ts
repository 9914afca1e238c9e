/**
 * The outbox: e-mails committed with their submission, sent (and retried) by the worker in server/mail/outbox.ts.
 * The types, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/outbox.ts.
 */

/**
 * An e-mail as the outbox keeps it until it is sent (server/mail/messages.ts composes it, server/mail/outbox.ts sends
 * it). The storage layer keeps it as written; what the names mean (a guide, a language) is the mail module's.
 */
export interface StoredMessage {
  to: { name: string; address: string }
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  /** The guide whose PDF goes with it (a guide's name, src/lib/forms.ts GuidelineName). */
  attachGuide?: string
  /** The language of the attached guide; English when absent. */
  attachLanguage?: string
  /**
   * The message's own fixed Message-ID (a booking's e-mails, server/booking/messages.ts): sent on every attempt
   * instead of the outbox's. Absent: the outbox makes one from the row (outboxMessageId).
   */
  messageId?: string
  /** An iCalendar invitation sent as nodemailer's `icalEvent` (text/calendar alternative and invitation.ics). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

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
