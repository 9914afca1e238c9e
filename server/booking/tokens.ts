import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The links in a visitor's e-mails that cancel or move their booking without an account: a token that names the
 * booking, the action and when it stops working, signed with HMAC-SHA256. Nothing is stored per link: the signature
 * is the proof, so a token cannot be made for another booking or action, nor kept working past its time, without the
 * secret.
 *
 * Where the secret comes from (wired in the next session): one random value of 32 bytes, made once and kept in the
 * database (like the other site-wide settings), read by every instance at start. Not a per-process random value (a
 * link made by one instance would fail on another, and every restart would break the links already e-mailed), and
 * not a default in code or env (anyone with the source could cancel anyone's booking). A backup restores it with
 * the bookings, so the links in e-mails sent before keep working.
 *
 * Format: `<payload>.<signature>`, both base64url (no padding), URL-safe as they are; the payload is the JSON
 * `{"b": bookingId, "a": action, "e": expiry in ms since 1970}`.
 */

export const TOKEN_ACTIONS = ['cancel', 'move'] as const
export type TokenAction = (typeof TOKEN_ACTIONS)[number]

export interface TokenClaims {
  bookingId: string
  action: TokenAction
  /** ISO 8601 UTC: the token works before this instant. */
  expiresAt: string
}

/** Why a token is refused: not one of ours in shape, signed with another key or altered, or out of time. */
export type TokenRefusal = 'malformed' | 'forged' | 'expired'

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: TokenRefusal }

/** At least 256 bits, the size of the HMAC's output: a shorter key makes every link easier to forge. */
const MIN_SECRET_BYTES = 32
const SIGNATURE_BYTES = 32
const BASE64URL = /^[A-Za-z0-9_-]+$/

function key(secret: string | Buffer): Buffer {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret
  if (bytes.length < MIN_SECRET_BYTES) throw new Error(`booking link secret: at least ${MIN_SECRET_BYTES} bytes are needed`)
  return bytes
}

/**
 * The signature covers the payload with a purpose label, so the same secret signing something else of the site's
 * some day can never produce a valid booking link.
 */
function signature(secret: string | Buffer, payload: string): Buffer {
  return createHmac('sha256', key(secret)).update(`booking-link\n${payload}`).digest()
}

export function sign(secret: string | Buffer, claims: TokenClaims): string {
  const expiresAt = Date.parse(claims.expiresAt)
  if (!Number.isFinite(expiresAt)) throw new Error(`booking link: expiresAt is not a date: ${claims.expiresAt}`)
  if (!TOKEN_ACTIONS.includes(claims.action)) throw new Error(`booking link: unknown action ${String(claims.action)}`)
  const payload = Buffer.from(JSON.stringify({ b: claims.bookingId, a: claims.action, e: expiresAt })).toString('base64url')
  return `${payload}.${signature(secret, payload).toString('base64url')}`
}

function claimsOf(payload: string): TokenClaims | null {
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { b, a, e } = data as Record<string, unknown>
  if (typeof b !== 'string' || b === '' || !TOKEN_ACTIONS.includes(a as TokenAction) || typeof e !== 'number' || !Number.isSafeInteger(e)) {
    return null
  }
  return { bookingId: b, action: a as TokenAction, expiresAt: new Date(e).toISOString() }
}

/**
 * The claims of a token we signed that has not expired at `now`. With `expected`, a token for another booking or
 * another action counts as forged: the route for cancelling never accepts a link for moving, and the booking a
 * URL names must be the token's.
 */
export function verify(
  secret: string | Buffer,
  token: string,
  now: Date,
  expected: { bookingId?: string; action?: TokenAction } = {},
): TokenCheck {
  const parts = typeof token === 'string' ? token.split('.') : []
  if (parts.length !== 2 || !parts.every((p) => BASE64URL.test(p))) return { ok: false, reason: 'malformed' }
  const [payload, given] = parts as [string, string]
  const sent = Buffer.from(given, 'base64url')
  if (sent.length !== SIGNATURE_BYTES) return { ok: false, reason: 'malformed' }
  // Compared in constant time, before the payload is even read: what is refused as forged says nothing about it.
  if (!timingSafeEqual(sent, signature(secret, payload))) return { ok: false, reason: 'forged' }
  const claims = claimsOf(payload)
  if (!claims) return { ok: false, reason: 'malformed' }
  if (expected.bookingId !== undefined && expected.bookingId !== claims.bookingId) return { ok: false, reason: 'forged' }
  if (expected.action !== undefined && expected.action !== claims.action) return { ok: false, reason: 'forged' }
  if (now.getTime() >= Date.parse(claims.expiresAt)) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}
