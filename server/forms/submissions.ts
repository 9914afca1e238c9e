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
    const toVisitor = visitorMailAllowance(db, input.email, now)
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
      const composed = composeMessages(submission, mail, {
        acknowledgement: mail.sendAcknowledgement && toVisitor.acknowledgement,
        guideDelivery: toVisitor.guideDelivery,
      })
      for (const { purpose, message } of composed) {
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

/**
 * Mail the site sends to a typed address per day. Anyone can type anyone's address, so these caps (not a 429)
 * keep the site from being used to flood a stranger, and never stop the real owner's own message from reaching
 * the firm.
 */
export const VISITOR_MAIL_PER_DAY = { acknowledgement: 3, guideDelivery: 6 } as const

function visitorMailAllowance(db: Database, email: string, now: Date): { acknowledgement: boolean; guideDelivery: boolean } {
  const since = new Date(now.getTime() - 86_400_000).toISOString()
  const rows = db
    .prepare(
      `SELECT o.purpose AS purpose, COUNT(*) AS n FROM submissions s JOIN outbox o ON o.submission_id = s.id
       WHERE s.created_at >= ? AND lower(s.email) = lower(?) AND o.purpose IN ('visitor-acknowledgement', 'guide-delivery')
       GROUP BY o.purpose`,
    )
    .all(since, email) as { purpose: string; n: number }[]
  const sent = (purpose: string) => Number(rows.find((r) => r.purpose === purpose)?.n ?? 0)
  return {
    acknowledgement: sent('visitor-acknowledgement') < VISITOR_MAIL_PER_DAY.acknowledgement,
    guideDelivery: sent('guide-delivery') < VISITOR_MAIL_PER_DAY.guideDelivery,
  }
}

/**
 * Seconds until this client address may send again, or 0 when under the hourly limit. `extraHits` are other
 * requests that cost a render (invalid no-JavaScript posts) within the hour, counted against the same limit.
 */
export function retryAfterSeconds(
  db: Database,
  ip: string | null,
  limitPerHour: number,
  now = Date.now(),
  extraHits: number[] = [],
): number {
  const since = new Date(now - 3_600_000).toISOString()
  const rows = db
    .prepare('SELECT created_at FROM submissions WHERE created_at >= ? AND client_ip = ? ORDER BY created_at DESC LIMIT ?')
    .all(since, ip ?? '', limitPerHour) as { created_at: string }[]
  const hits = [...rows.map((r) => Date.parse(r.created_at)), ...extraHits.filter((t) => t >= now - 3_600_000)].sort((a, b) => b - a)
  if (hits.length < limitPerHour) return 0
  const oldestInWindow = hits[limitPerHour - 1]
  return Math.max(1, Math.ceil((oldestInWindow + 3_600_000 - now) / 1000))
}
