import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../db/database.ts'
import { DUMMY_PASSWORD_HASH, hashPassword, matchTotp, newTotpSecret, randomToken, sha256, verifyPassword } from './crypto.ts'
import { recordAudit } from '../db/audit.ts'
import * as accounts from '../db/accounts.ts'
import type { AdminUser } from '../db/accounts.ts'

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

export type { AdminUser }

export class AccountError extends Error {}

/** Creates the account (or finds it, for a reset) and returns a one-time set-up token valid for 24 hours. */
export function issueSetupLink(
  db: Database,
  email: string,
  opts: { create: boolean },
  now = Date.now(),
): { token: string; user: AdminUser } {
  const normalized = email.trim().toLowerCase()
  const found = accounts.findAccount(db, normalized)
  let user: AdminUser
  if (opts.create) {
    if (found) throw new AccountError(`An account for ${normalized} exists already. Use "npm run admin:reset -- --email ${normalized}".`)
    user = accounts.createAccount(db, normalized, new Date(now).toISOString())
  } else if (!found) {
    throw new AccountError(`No account for ${normalized}. Create it with "npm run admin:create -- --email ${normalized}".`)
  } else {
    user = { id: found.id, email: found.email }
  }
  const token = randomToken()
  accounts.replaceSetupToken(db, user.id, sha256(token), newTotpSecret(), new Date(now + SETUP_LINK_HOURS * 3_600_000).toISOString())
  if (!opts.create) {
    // A reset ends every session: whoever asked for it may be locking out someone who has the old password.
    accounts.deleteSessionsOf(db, user.id)
  }
  recordAudit(db, 'command line', opts.create ? 'account created' : 'set-up link reissued', user.email, now)
  return { token, user }
}

export interface PendingSetup {
  user: AdminUser
  totpSecret: string
}

export function findSetup(db: Database, token: string, now = Date.now()): PendingSetup | null {
  const found = accounts.findSetupToken(db, sha256(token))
  if (!found || Date.parse(found.expiresAt) <= now) return null
  return { user: found.user, totpSecret: found.totpSecret }
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
  accounts.completeAccountSetup(db, setup.user.id, hash, setup.totpSecret, step)
  recordAudit(db, setup.user.email, 'account set up', '', now)
  return { ok: true, user: setup.user }
}

function failures(db: Database, key: string, now: number): number {
  return accounts.countSignInFailures(db, key, new Date(now - SIGN_IN_LIMITS.windowMs).toISOString())
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
  const row = accounts.findAccount(db, email.trim().toLowerCase())
  const passwordOk = await verifyPassword(password, row?.passwordHash ?? DUMMY_PASSWORD_HASH)
  const step = row?.totpSecret ? matchTotp(row.totpSecret, code, now) : null
  let ok = Boolean(row && passwordOk && step !== null)
  if (ok && row && step !== null) {
    // A code is good once: a code seen over someone's shoulder cannot be used again within its 90 seconds.
    ok = accounts.useTotpStep(db, row.id, step)
  }
  if (!ok || !row) {
    accounts.recordSignInFailure(db, [accountKey, addressKey], new Date(now).toISOString())
    if (row) recordAudit(db, row.email, 'sign-in failed', ip ?? '', now)
    return { ok: false, locked: false, message: SIGN_IN_FAILED }
  }
  accounts.forgetTotpStepsBefore(db, row.id, step! - 2)
  accounts.clearSignInFailures(db, accountKey)
  const token = randomToken()
  const csrf = randomToken()
  accounts.createSession(db, sha256(token), row.id, csrf, new Date(now).toISOString())
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
  const row = accounts.findSession(db, tokenHash)
  if (!row) return null
  const lastSeen = Date.parse(row.lastSeenAt)
  if (now - lastSeen >= SESSION_IDLE_MS) {
    accounts.deleteSession(db, tokenHash)
    return null
  }
  // Written at most once a minute: every page view would otherwise be a database write.
  if (now - lastSeen > 60_000) accounts.touchSession(db, tokenHash, new Date(now).toISOString())
  return { tokenHash, user: row.user, csrf: row.csrf }
}

export function endSession(db: Database, session: Session, everywhere: boolean): number {
  const ended = everywhere ? accounts.deleteSessionsOf(db, session.user.id) : accounts.deleteSession(db, session.tokenHash)
  recordAudit(db, session.user.email, everywhere ? 'signed out everywhere' : 'signed out', '')
  return ended
}

/** Old failure records and expired sessions and links: nothing is kept longer than it is useful. */
export function pruneAccounts(db: Database, now = Date.now()): void {
  accounts.pruneAccountRecords(db, {
    failures: new Date(now - SIGN_IN_LIMITS.windowMs).toISOString(),
    sessions: new Date(now - SESSION_IDLE_MS).toISOString(),
    setupTokens: new Date(now).toISOString(),
  })
}
