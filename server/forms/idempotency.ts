import { createHash } from 'node:crypto'
import type { KeyedSubmission, Store, SubmissionKind } from '../db/store.ts'

/**
 * Form idempotency (docs/decisions/0029-form-idempotency.md): a form post sent again is stored once and mailed once,
 * and answered as the first was. The key is the caller's (`Idempotency-Key`, which the site's own form sends), or,
 * for any post without that header (a form posted without JavaScript, another API caller), derived here from what
 * was posted: a proxy that resends the post to another instance then stores it once whoever the caller is.
 */

/** How long a derived key finds an earlier identical post: retries come within seconds, a double send within minutes. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000

export interface RequestKey {
  /** As stored: `client:<the caller's key>` or `derived:<sha256 of the normalised form>`; the two cannot collide. */
  value: string
  derived: boolean
}

/** What identifies a form post: the form and what the visitor wrote in it. */
export interface KeyedRequest {
  kind: SubmissionKind
  firstName: string
  lastName: string
  email: string
  message: string
  guide: string | null
  language: string
}

/** The caller's key: 16 to 128 letters, digits and `-_.:` (a UUID fits). */
const CLIENT_KEY = /^[A-Za-z0-9_.:-]{16,128}$/

/**
 * The key of an `Idempotency-Key` header, or an error sentence, or null without the header. The IETF draft
 * (draft-ietf-httpapi-idempotency-key-header) makes the value a structured-field string, `"…"`; bare values, as
 * many APIs take them, are accepted too.
 */
export function clientKey(header: string | undefined): RequestKey | { error: string } | null {
  if (header === undefined) return null
  const raw = header.trim()
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  if (!CLIENT_KEY.test(value)) return { error: 'Idempotency-Key must be 16 to 128 letters, digits, "-", "_", "." or ":".' }
  return { value: `client:${value}`, derived: false }
}

/**
 * The form as text that is the same for the same form filled the same way: names and address trimmed (as the schema
 * stores them), the address in lower case, the message with its line endings and runs of spaces made one.
 */
function normalised(r: KeyedRequest): string {
  const message = r.message
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim()
  return JSON.stringify([r.kind, r.language, r.guide ?? '', r.firstName.trim(), r.lastName.trim(), r.email.trim().toLowerCase(), message])
}

/**
 * For a post without a key (a form posted without JavaScript: a prerendered page cannot hold a key per visitor; an
 * API caller that sends no header): the hash of the normalised form. The client's address is left out: a retry may leave through another address of
 * the visitor's proxy. Found only within DERIVED_KEY_WINDOW_MS of the earlier post.
 */
export function derivedKey(request: KeyedRequest): RequestKey {
  return { value: `derived:${createHash('sha256').update(normalised(request)).digest('hex')}`, derived: true }
}

/** A caller's key sent again with another form: the draft's answer is 422. */
export class KeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different form.')
  }
}

/**
 * The submission this post already made (its id, and whether it was held), or null when it is new (or its derived
 * key's window has passed: the same text sent again later is a new message). Throws KeyReusedError when the
 * caller's key belongs to another form.
 */
export async function earlierSubmission(store: Store, key: RequestKey, request: KeyedRequest, now: Date): Promise<KeyedSubmission | null> {
  return earlierFrom(key, await store.submissions.byIdempotencyKey(key.value), request, now)
}

/** earlierSubmission's decision about the submission `found` holding the key (null: none holds it). */
export function earlierFrom(key: RequestKey, found: KeyedSubmission | null, request: KeyedRequest, now: Date): KeyedSubmission | null {
  if (!found) return null
  if (key.derived) return Date.parse(found.createdAt) >= now.getTime() - DERIVED_KEY_WINDOW_MS ? found : null
  if (normalised(asRequest(found)) !== normalised(request)) throw new KeyReusedError()
  return found
}

const asRequest = (s: KeyedSubmission): KeyedRequest => ({
  kind: s.kind,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  message: s.message,
  guide: s.guide,
  language: s.language,
})
