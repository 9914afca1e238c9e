/**
 * Leads: what the contact and guide forms stored, and what the back office and the KVKK tools read and erase. The
 * types, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/submissions.ts.
 */

export type SubmissionKind = 'contact' | 'guide'
export type SubmissionStatus = 'received' | 'suspected-spam'

export interface NewSubmissionRow {
  kind: SubmissionKind
  firstName: string
  lastName: string
  email: string
  message: string
  /** The guide asked for (its API name, such as RealEstate_Guideline). */
  guide: string | null
  status: SubmissionStatus
  clientIp: string | null
  /** Sent faster than a person types: delivered to the firm, flagged. */
  possibleSpam: boolean
  /** The language of the page the form was sent from ('en', 'tr', 'ar'). */
  language: string
  /** What makes a repeat of the same post find this one (server/forms/idempotency.ts); unique when set. */
  idempotencyKey?: string | null
}

export interface StoredSubmission extends NewSubmissionRow {
  id: number
  createdAt: string
  /**
   * Held for review: it came over its visitor's or its address's hourly limit (server/forms/submissions.ts), so
   * nothing was sent to the visitor; the firm reads it in the leads inbox.
   */
  held: boolean
  /** Its e-mails that failed for good, and those still waiting to go. */
  failedMessages: number
  waitingMessages: number
  /** Its e-mails that were only written to .eml files (no mail server configured). */
  filedMessages: number
}

/** What a submission was sent with, found by its idempotency key: enough to tell a repeat from another form. */
export interface KeyedSubmission {
  id: number
  kind: SubmissionKind
  firstName: string
  lastName: string
  email: string
  message: string
  guide: string | null
  language: string
  createdAt: string
  /** Held for review: its repeat is answered as held too. */
  held: boolean
}
