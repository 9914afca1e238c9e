import type { Store } from '../db/store.ts'
import { DERIVED_KEY_WINDOW_MS, earlierFrom, type KeyedRequest, type RequestKey } from './idempotency.ts'
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

/** The client address sent its hourly limit already: nothing was stored. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super(`Too many messages from this address; try again in ${retryAfterSeconds} s.`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const HOUR_MS = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Writes the submission and its e-mails in one atomic step (store.submissions.store): once this resolves, nothing
 * is lost whatever happens to SMTP or the process. Suspected spam (the honeypot) is kept, in case a person was
 * mistaken for a bot, but sends no mail. Possible spam (too fast) still reaches the firm, flagged, without an
 * acknowledgement to the sender. A post whose idempotency key an earlier submission holds stores nothing and
 * resolves to that submission's id (two tries at once store one); a caller's key sent with another form throws
 * KeyReusedError. With `perAddress`, the client address's hourly limit is checked in the same step (so instances
 * cannot each allow it) and RateLimitedError is thrown when it is reached.
 */
export async function storeSubmission(
  store: Store,
  input: NewSubmission,
  mail: MailSettings & { sendAcknowledgement: boolean },
  now = new Date(),
  perAddress?: { limitPerHour: number; extraHits: number[] },
): Promise<number> {
  const key = input.idempotencyKey ?? null
  const at = now.getTime()
  const result = await store.submissions.store(
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
    {
      now: now.toISOString(),
      // A derived key past its window: the older submission lets go of it.
      idempotency: key ? { key: key.value, releaseBefore: key.derived ? iso(at - DERIVED_KEY_WINDOW_MS) : null } : undefined,
      perAddress: perAddress && {
        since: iso(at - HOUR_MS),
        max: perAddress.limitPerHour,
        otherHits: perAddress.extraHits.filter((t) => t >= at - HOUR_MS).map(iso),
      },
      mailAllowance: {
        since: iso(at - 86_400_000),
        perPurpose: { 'visitor-acknowledgement': VISITOR_MAIL_PER_DAY.acknowledgement, 'guide-delivery': VISITOR_MAIL_PER_DAY.guideDelivery },
      },
      compose: (id, allowed) => {
        if (input.suspectedSpam) return []
        const submission: Submission = { id, ...input, language: input.language ?? 'en', createdAt: now.toISOString() }
        return composeMessages(submission, mail, {
          acknowledgement: mail.sendAcknowledgement && allowed['visitor-acknowledgement'] === true,
          guideDelivery: allowed['guide-delivery'] === true,
        })
      },
    },
  )
  if (result.outcome === 'stored') return result.id
  if (result.outcome === 'limited') {
    throw new RateLimitedError(retryAfterFromHits(result.hits.map((t) => Date.parse(t)), perAddress!.limitPerHour, at))
  }
  return earlierFrom(key!, result.earlier, keyedRequest(input), now) ?? result.earlier.id
}

/**
 * Mail the site sends to a typed address per day. Anyone can type anyone's address, so these caps (not a 429)
 * keep the site from being used to flood a stranger, and never stop the real owner's own message from reaching
 * the firm.
 */
export const VISITOR_MAIL_PER_DAY = { acknowledgement: 3, guideDelivery: 6 } as const

/** Seconds until an address whose hits (ms) are these may send again under `limitPerHour`; 0 when under it. */
function retryAfterFromHits(hitTimes: number[], limitPerHour: number, now: number): number {
  const hits = hitTimes.filter((t) => t >= now - HOUR_MS).sort((a, b) => b - a)
  if (hits.length < limitPerHour) return 0
  const oldestInWindow = hits[limitPerHour - 1]
  return Math.max(1, Math.ceil((oldestInWindow + HOUR_MS - now) / 1000))
}

/**
 * Seconds until this client address may send again, or 0 when under the hourly limit. `extraHits` are other
 * requests that cost a render (invalid no-JavaScript posts) within the hour, counted against the same limit. A
 * read, answered before the form is even validated; storeSubmission checks again atomically.
 */
export async function retryAfterSeconds(
  store: Store,
  ip: string | null,
  limitPerHour: number,
  now = Date.now(),
  extraHits: number[] = [],
): Promise<number> {
  const times = await store.submissions.timesFrom(ip ?? '', iso(now - HOUR_MS), limitPerHour)
  return retryAfterFromHits([...times.map((t) => Date.parse(t)), ...extraHits], limitPerHour, now)
}
