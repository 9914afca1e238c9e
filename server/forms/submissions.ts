import type { Database } from '../db/database.ts'
import type { ContactInput, GuidelineName } from '../../src/lib/forms.ts'
import { composeMessages, type MailSettings, type Submission } from '../mail/messages.ts'
import { enqueue } from '../mail/outbox.ts'

export interface NewSubmission extends ContactInput {
  kind: 'contact' | 'guide'
  guidelineName: GuidelineName | null
  clientIp: string | null
  /** The honeypot was filled: kept, but no e-mail is sent. */
  suspectedSpam: boolean
  /** Sent faster than a person types (often browser autofill): e-mailed to the firm marked "[possible spam]". */
  possibleSpam?: boolean
}

/**
 * Writes the submission and its e-mails in one transaction: once this returns, nothing is lost whatever happens
 * to SMTP or the process. Suspected spam (the honeypot) is kept, in case a person was mistaken for a bot, but sends
 * no mail. Possible spam (too fast) still reaches the firm, flagged, without an acknowledgement to the sender.
 */
export function storeSubmission(
  db: Database,
  input: NewSubmission,
  mail: MailSettings & { sendAcknowledgement: boolean },
  now = new Date(),
): number {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = db
      .prepare(
        `INSERT INTO submissions (kind, first_name, last_name, email, message, guideline_name, status, client_ip, created_at, possible_spam)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.kind,
        input.firstName,
        input.lastName,
        input.email,
        input.message,
        input.guidelineName,
        input.suspectedSpam ? 'suspected-spam' : 'received',
        input.clientIp,
        now.toISOString(),
        input.possibleSpam ? 1 : 0,
      )
    const id = Number(result.lastInsertRowid)
    if (!input.suspectedSpam) {
      const submission: Submission = { id, ...input, createdAt: now.toISOString() }
      for (const { purpose, message } of composeMessages(submission, mail, mail.sendAcknowledgement)) {
        enqueue(db, id, purpose, message, now)
      }
    }
    db.exec('COMMIT')
    return id
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

/** Seconds until this IP or e-mail address may send again, or 0 when under the hourly limit. */
export function retryAfterSeconds(db: Database, ip: string | null, email: string, limitPerHour: number, now = Date.now()): number {
  const since = new Date(now - 3_600_000).toISOString()
  const rows = db
    .prepare(
      `SELECT created_at FROM submissions WHERE created_at >= ? AND (client_ip = ? OR lower(email) = lower(?))
       ORDER BY created_at DESC LIMIT ?`,
    )
    .all(since, ip ?? '', email, limitPerHour) as { created_at: string }[]
  if (rows.length < limitPerHour) return 0
  const oldestInWindow = Date.parse(rows[rows.length - 1].created_at)
  return Math.max(1, Math.ceil((oldestInWindow + 3_600_000 - now) / 1000))
}
