import type { StoredMessage } from '../mail/messages.ts'

/**
 * The outbox: e-mails committed with their submission, sent (and retried) by the worker in server/mail/outbox.ts.
 * The types, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/outbox.ts.
 */

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
