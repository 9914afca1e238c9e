import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../db/database.ts'
import { DUMMY_PASSWORD_HASH, hashPassword, matchTotp, newTotpSecret, randomToken, sha256, verifyPassword } from './crypto.ts'
import { recordAudit } from './audit.ts'

export const SETUP_LINK_HOURS = 24
export const SESSION_IDLE_MS = 8 * 3_600_000
/** Failed sign-ins allowed per window, per account (e-mail as typed) and per client address. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 }

const here = path.dirname(fileURLToPath(import.meta.url))
let commonPasswords: Set<string> | null = null

/** 10,000 most common passwords of 12+ characters (from the SecLists top-1M list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(readFileSync(path.join(here, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean))
  return commonPasswords.has(password.toLowerCase())
}

export interface AdminUser {
  id: number
  email: string
}

export class AccountError extends Error {}

/** Creates the account (or finds it, for a reset) and returns a one-time set-up token valid for 24 hours. */
export function issueSetupLink(
  db: Database,
  email: string,
  opts: { create: boolean },
  now = Date.now(),
): { token: string; user: AdminUser } {
  const normalized = email.trim().toLowerCase()
  let user = db.prepare('SELECT id, email FROM admin_users WHERE email = ?').get(normalized) as AdminUser | undefined
  if (opts.create) {
    if (user) throw new AccountError(`An account for ${normalized} exists already. Use "npm run admin:reset -- --email ${normalized}".`)
    const result = db.prepare('INSERT INTO admin_users (email, created_at) VALUES (?, ?)').run(normalized, new Date(now).toISOString())
    user = { id: Number(result.lastInsertRowid), email: normalized }
  } else if (!user) {
    throw new AccountError(`No account for ${normalized}. Create it with "npm run admin:create -- --email ${normalized}".`)
  }
  const token = randomToken()
  db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(user.id)
  db.prepare('INSERT INTO admin_setup_tokens (token_hash, user_id, totp_secret, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    user.id,
    newTotpSecret(),
    new Date(now + SETUP_LINK_HOURS * 3_600_000).toISOString(),
  )
  if (!opts.create) {
    // A reset ends every session: whoever asked for it may be locking out someone who has the old password.
    db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(user.id)
  }
  recordAudit(db, 'command line', opts.create ? 'account created' : 'set-up link reissued', user.email, now)
  return { token, user }
}

export interface PendingSetup {
  user: AdminUser
  totpSecret: string
}

export function findSetup(db: Database, token: string, now = Date.now()): PendingSetup | null {
  const row = db
    .prepare(
      `SELECT u.id, u.email, t.totp_secret, t.expires_at FROM admin_setup_tokens t JOIN admin_users u ON u.id = t.user_id
       WHERE t.token_hash = ?`,
    )
    .get(sha256(token)) as { id: number; email: string; totp_secret: string; expires_at: string } | undefined
  if (!row || Date.parse(row.expires_at) <= now) return null
  return { user: { id: row.id, email: row.email }, totpSecret: row.totp_secret }
}

export type SetupResult = { ok: true; user: AdminUser } | { ok: false; field: 'token' | 'password' | 'code'; message: string }

export async function completeSetup(db: Database, token: string, password: string, code: string, now = Date.now()): Promise<SetupResult> {
  const setup = findSetup(db, token, now)
  if (!setup) return { ok: false, field: 'token', message: 'This set-up link has expired or was used already. Ask for a new one.' }
  if (isCommonPassword(password))
    return { ok: false, field: 'password', message: 'This password is on a list of common passwords. Choose another.' }
  const step = matchTotp(setup.totpSecret, code, now)
  if (step === null)
    return { ok: false, field: 'code', message: 'That code does not match. Check the time on your phone and enter the current code.' }
  const hash = await hashPassword(password)
  db.exec('BEGIN IMMEDIATE')
  try {
    db.prepare('UPDATE admin_users SET password_hash = ?, totp_secret = ? WHERE id = ?').run(hash, setup.totpSecret, setup.user.id)
    db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(setup.user.id)
    db.prepare('DELETE FROM admin_totp_used WHERE user_id = ?').run(setup.user.id)
    db.prepare('INSERT OR IGNORE INTO admin_totp_used (user_id, step) VALUES (?, ?)').run(setup.user.id, step)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
  recordAudit(db, setup.user.email, 'account set up', '', now)
  return { ok: true, user: setup.user }
}

function failures(db: Database, key: string, now: number): number {
  const since = new Date(now - SIGN_IN_LIMITS.windowMs).toISOString()
  return Number(
    (db.prepare('SELECT COUNT(*) AS n FROM admin_sign_in_failures WHERE key = ? AND at > ?').get(key, since) as { n: number }).n,
  )
}

export type SignInResult = { ok: true; user: AdminUser; token: string; csrf: string } | { ok: false; locked: boolean; message: string }

export const SIGN_IN_FAILED = 'The e-mail, password or code is not right.'
export const SIGN_IN_LOCKED = 'Too many failed attempts. Wait 15 minutes and try again.'

/**
 * Checks e-mail, password and TOTP code together and gives one answer for any mistake, so nobody learns
 * which part was wrong or whether the account exists. Failures are counted per e-mail as typed and per client
 * address; past the limit every attempt is refused (even a correct one) until the window has passed.
 */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  code: string,
  ip: string | null,
  now = Date.now(),
): Promise<SignInResult> {
  const accountKey = `account:${email.trim().toLowerCase()}`
  const addressKey = `address:${ip ?? 'unknown'}`
  if (failures(db, accountKey, now) >= SIGN_IN_LIMITS.perAccount || failures(db, addressKey, now) >= SIGN_IN_LIMITS.perAddress) {
    return { ok: false, locked: true, message: SIGN_IN_LOCKED }
  }
  const row = db
    .prepare('SELECT id, email, password_hash, totp_secret FROM admin_users WHERE email = ?')
    .get(email.trim().toLowerCase()) as { id: number; email: string; password_hash: string | null; totp_secret: string | null } | undefined
  const passwordOk = await verifyPassword(password, row?.password_hash ?? DUMMY_PASSWORD_HASH)
  const step = row?.totp_secret ? matchTotp(row.totp_secret, code, now) : null
  let ok = Boolean(row && passwordOk && step !== null)
  if (ok && row && step !== null) {
    // A code is good once: a code seen over someone's shoulder cannot be used again within its 90 seconds.
    ok = db.prepare('INSERT OR IGNORE INTO admin_totp_used (user_id, step) VALUES (?, ?)').run(row.id, step).changes === 1
  }
  if (!ok || !row) {
    const at = new Date(now).toISOString()
    const insert = db.prepare('INSERT INTO admin_sign_in_failures (key, at) VALUES (?, ?)')
    insert.run(accountKey, at)
    insert.run(addressKey, at)
    if (row) recordAudit(db, row.email, 'sign-in failed', ip ?? '', now)
    return { ok: false, locked: false, message: SIGN_IN_FAILED }
  }
  db.prepare('DELETE FROM admin_totp_used WHERE user_id = ? AND step < ?').run(row.id, step! - 2)
  db.prepare('DELETE FROM admin_sign_in_failures WHERE key = ?').run(accountKey)
  const token = randomToken()
  const csrf = randomToken()
  const at = new Date(now).toISOString()
  db.prepare('INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(token),
    row.id,
    csrf,
    at,
    at,
  )
  recordAudit(db, row.email, 'signed in', ip ?? '', now)
  return { ok: true, user: { id: row.id, email: row.email }, token, csrf }
}

export interface Session {
  tokenHash: string
  user: AdminUser
  csrf: string
}

/** The session for a cookie value, sliding its idle expiry; null when unknown or idle for 8 hours. */
export function findSession(db: Database, token: string, now = Date.now()): Session | null {
  const tokenHash = sha256(token)
  const row = db
    .prepare(
      `SELECT s.csrf_token, s.last_seen_at, u.id, u.email FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id WHERE s.token_hash = ?`,
    )
    .get(tokenHash) as { csrf_token: string; last_seen_at: string; id: number; email: string } | undefined
  if (!row) return null
  const lastSeen = Date.parse(row.last_seen_at)
  if (now - lastSeen >= SESSION_IDLE_MS) {
    db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(tokenHash)
    return null
  }
  // Written at most once a minute: every page view would otherwise be a database write.
  if (now - lastSeen > 60_000)
    db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?').run(new Date(now).toISOString(), tokenHash)
  return { tokenHash, user: { id: row.id, email: row.email }, csrf: row.csrf_token }
}

export function endSession(db: Database, session: Session, everywhere: boolean): number {
  const result = everywhere
    ? db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(session.user.id)
    : db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(session.tokenHash)
  recordAudit(db, session.user.email, everywhere ? 'signed out everywhere' : 'signed out', '')
  return Number(result.changes)
}

/** Old failure records and expired sessions and links: nothing is kept longer than it is useful. */
export function pruneAccounts(db: Database, now = Date.now()): void {
  db.prepare('DELETE FROM admin_sign_in_failures WHERE at < ?').run(new Date(now - SIGN_IN_LIMITS.windowMs).toISOString())
  db.prepare('DELETE FROM admin_sessions WHERE last_seen_at < ?').run(new Date(now - SESSION_IDLE_MS).toISOString())
  db.prepare('DELETE FROM admin_setup_tokens WHERE expires_at < ?').run(new Date(now).toISOString())
}
