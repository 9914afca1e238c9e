import { transaction, type Database } from '../db/database.ts'
import { enqueueMessage } from '../db/outbox.ts'
import { insertSubmission, mailCountsTo, releaseIdempotencyKey, submissionTimesFrom } from '../db/submissions.ts'
import { earlierSubmission, type KeyedRequest, type RequestKey } from './idempotency.ts'
import type { ContactInput, GuidelineName } from '../../src/lib/forms.ts'
import { composeMessages, type MailSettings, type Submission } from '../mail/messages.ts'
import type { Locale } from '../../src/i18n/locales.ts'

export interface NewSubmission extends ContactInput {
  kind: 'contact' | 'guide'
  guidelineName: GuidelineName | null
  clientIp: string | null
  /** The honeypot was filled: kept, but no e-mail is sent. */
  suspectedSpam: boolean
  /** Sent faster than a person types (often browser autofill): e-mailed to the firm marked "[possible spam]". */
  possibleSpam?: boolean
  /** The page's language: the visitor's e-mails are written in it. English when absent. */
  language?: Locale
  /** The post's idempotency key (server/forms/idempotency.ts): a repeat of it stores and mails nothing new. */
  idempotencyKey?: RequestKey | null
}

/** What identifies the post this submission came from (for its idempotency key). */
export function keyedRequest(input: NewSubmission): KeyedRequest {
  const { kind, firstName, lastName, email, message, guidelineName, language } = input
  return { kind, firstName, lastName, email, message, guide: guidelineName, language: language ?? 'en' }
}

/**
 * Writes the submission and its e-mails in one transaction: once this returns, nothing is lost whatever happens
 * to SMTP or the process. Suspected spam (the honeypot) is kept, in case a person was mistaken for a bot, but sends
 * no mail. Possible spam (too fast) still reaches the firm, flagged, without an acknowledgement to the sender.
 * A post whose idempotency key an earlier submission holds stores nothing and returns that submission's id (checked
 * inside the write transaction, so two tries at once store one); a caller's key sent with another form throws
 * KeyReusedError.
 */
export function storeSubmission(
  db: Database,
  input: NewSubmission,
  mail: MailSettings & { sendAcknowledgement: boolean },
  now = new Date(),
): number {
  return transaction(db, () => {
    const key = input.idempotencyKey
    if (key) {
      const earlier = earlierSubmission(db, key, keyedRequest(input), now)
      if (earlier !== null) return earlier
      // A derived key past its window: the older submission lets go of it.
      releaseIdempotencyKey(db, key.value)
    }
    const toVisitor = visitorMailAllowance(db, input.email, now)
    const id = insertSubmission(
      db,
      {
        kind: input.kind,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        message: input.message,
        guide: input.guidelineName,
        status: input.suspectedSpam ? 'suspected-spam' : 'received',
        clientIp: input.clientIp,
        possibleSpam: input.possibleSpam ?? false,
        language: input.language ?? 'en',
        idempotencyKey: key?.value ?? null,
      },
      now.toISOString(),
    )
    if (!input.suspectedSpam) {
      const submission: Submission = { id, ...input, language: input.language ?? 'en', createdAt: now.toISOString() }
      const composed = composeMessages(submission, mail, {
        acknowledgement: mail.sendAcknowledgement && toVisitor.acknowledgement,
        guideDelivery: toVisitor.guideDelivery,
      })
      for (const { purpose, message } of composed) {
        enqueueMessage(db, id, purpose, message, now.toISOString())
      }
    }
    return id
  })
}

/**
 * Mail the site sends to a typed address per day. Anyone can type anyone's address, so these caps (not a 429)
 * keep the site from being used to flood a stranger, and never stop the real owner's own message from reaching
 * the firm.
 */
export const VISITOR_MAIL_PER_DAY = { acknowledgement: 3, guideDelivery: 6 } as const

function visitorMailAllowance(db: Database, email: string, now: Date): { acknowledgement: boolean; guideDelivery: boolean } {
  const since = new Date(now.getTime() - 86_400_000).toISOString()
  const counts = mailCountsTo(db, email, since, ['visitor-acknowledgement', 'guide-delivery'])
  const sent = (purpose: string) => counts.get(purpose) ?? 0
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
  const times = submissionTimesFrom(db, ip ?? '', since, limitPerHour)
  const hits = [...times.map((t) => Date.parse(t)), ...extraHits.filter((t) => t >= now - 3_600_000)].sort((a, b) => b - a)
  if (hits.length < limitPerHour) return 0
  const oldestInWindow = hits[limitPerHour - 1]
  return Math.max(1, Math.ceil((oldestInWindow + 3_600_000 - now) / 1000))
}
