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

/** Held submissions are at their cap (from this address, or from everyone): nothing was stored. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super(`Too many messages from this address; try again in ${retryAfterSeconds} s.`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * How many messages a connection may send before they are held, and how many may be held. The figures and why
 * (README, RATE_LIMIT_PER_HOUR): one visitor is an address with an e-mail (typed, so a flood can vary it; the
 * address cannot be varied behind a trusted proxy); an office, a hotel or a mobile carrier shares one address, so
 * the address's ceiling is several visitors' worth. Over either, a message is kept for the firm to review and nothing
 * goes to the typed address: a real lead is never refused because of who shares the connection. Held messages are
 * capped, per address and in total, per day: a flood fills at most that much of the database and the leads inbox,
 * and only past a cap is a message refused (429).
 */
export interface AddressLimits {
  perVisitorPerHour: number
  perAddressPerHour: number
  heldPerAddressPerDay: number
  heldPerDay: number
}

export const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Writes the submission and its e-mails in one atomic step (store.submissions.store): once this resolves, nothing
 * is lost whatever happens to SMTP or the process. Suspected spam (the honeypot) is kept, in case a person was
 * mistaken for a bot, but sends no mail. Possible spam (too fast) still reaches the firm, flagged, without an
 * acknowledgement to the sender. A post whose idempotency key an earlier submission holds stores nothing and
 * resolves as that submission did (two tries at once store one); a caller's key sent with another form throws
 * KeyReusedError. With `perAddress`, the client address's limits are checked in the same step (so instances cannot
 * each allow them): over them the submission is held for review, and past a cap on held ones RateLimitedError is
 * thrown. Resolves to the submission's id and whether it was held.
 */
export async function storeLead(
  store: Store,
  input: NewSubmission,
  mail: MailSettings & { sendAcknowledgement: boolean },
  now = new Date(),
  perAddress?: { limits: AddressLimits; extraHits: number[] },
): Promise<{ id: number; held: boolean }> {
  const key = input.idempotencyKey ?? null
  const at = now.getTime()
  const limits = perAddress?.limits
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
      perAddress: limits && {
        since: iso(at - HOUR_MS),
        perVisitor: limits.perVisitorPerHour,
        perAddress: limits.perAddressPerHour,
        otherHits: perAddress.extraHits.filter((t) => t >= at - HOUR_MS).map(iso),
        heldSince: iso(at - DAY_MS),
        heldPerAddress: limits.heldPerAddressPerDay,
        heldTotal: limits.heldPerDay,
      },
      mailAllowance: {
        since: iso(at - DAY_MS),
        perPurpose: {
          'visitor-acknowledgement': VISITOR_MAIL_PER_DAY.acknowledgement,
          'guide-delivery': VISITOR_MAIL_PER_DAY.guideDelivery,
        },
      },
      compose: (id, allowed, held) => {
        if (input.suspectedSpam) return []
        // Held: nothing to the typed address; the firm is told once per address and day (the first held message),
        // so a flood cannot fill its mailbox either, and reads the rest in the leads inbox.
        if (held && !held.firstFromAddress) return []
        const submission: Submission = { id, ...input, language: input.language ?? 'en', createdAt: now.toISOString(), held: held !== null }
        return composeMessages(submission, mail, {
          acknowledgement: mail.sendAcknowledgement && allowed['visitor-acknowledgement'] === true,
          guideDelivery: allowed['guide-delivery'] === true,
        })
      },
    },
  )
  if (result.outcome === 'stored') return { id: result.id, held: result.held }
  if (result.outcome === 'limited') throw new RateLimitedError(Math.max(1, Math.ceil((Date.parse(result.oldest) + DAY_MS - at) / 1000)))
  // A repeat: the earlier submission's id, and held if it was (its answer is the first's).
  const earlier = earlierFrom(key!, result.earlier, keyedRequest(input), now) ?? result.earlier
  return { id: earlier.id, held: earlier.held }
}

/** storeLead's id alone, for callers that set no limits. */
export async function storeSubmission(
  store: Store,
  input: NewSubmission,
  mail: MailSettings & { sendAcknowledgement: boolean },
  now = new Date(),
): Promise<number> {
  return (await storeLead(store, input, mail, now)).id
}

/**
 * Mail the site sends to a typed address per day. Anyone can type anyone's address, so these caps (not a 429)
 * keep the site from being used to flood a stranger, and never stop the real owner's own message from reaching
 * the firm.
 */
export const VISITOR_MAIL_PER_DAY = { acknowledgement: 3, guideDelivery: 6 } as const

/**
 * Seconds until this client address's posts with mistakes (without JavaScript, each a page render) are shown
 * again, or 0 when under `limitPerHour`: its submissions and `renderHits` (ms) of the hour count. A read;
 * submissions themselves are never refused for this, only held (storeLead).
 */
export async function renderWaitSeconds(
  store: Store,
  ip: string | null,
  limitPerHour: number,
  now: number,
  renderHits: number[],
): Promise<number> {
  const times = await store.submissions.timesFrom(ip ?? '', iso(now - HOUR_MS), limitPerHour)
  const hits = [...times.map((t) => Date.parse(t)), ...renderHits].filter((t) => t >= now - HOUR_MS).sort((a, b) => b - a)
  if (hits.length < limitPerHour) return 0
  return Math.max(1, Math.ceil((hits[limitPerHour - 1] + HOUR_MS - now) / 1000))
}
