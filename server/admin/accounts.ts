import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DUMMY_PASSWORD_HASH, hashPassword, matchTotp, newTotpSecret, randomToken, sha256, verifyPassword } from './crypto.ts'
import { auditNote, type AccountRole, type AdminUser, type Store } from '../db/store.ts'
import { accountPasswordSchema } from '../../src/lib/admin.ts'
import { ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'

export const SETUP_LINK_HOURS = 24
export const RESET_LINK_MINUTES = 60
export const SESSION_IDLE_MS = 8 * 3_600_000
/**
 * Failed sign-ins count per (e-mail as typed, client address) pair and per address, never per account alone: a
 * stranger's failures slow down that stranger, not the account's owner signing in from elsewhere (ADR 19). A pair
 * has `freePerPair` tries, then waits `firstDelayMs`, doubling after each further failure up to `maxDelayMs`.
 */
export const SIGN_IN_LIMITS = {
  freePerPair: 3,
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  pairWindowMs: 24 * 3_600_000,
  perAddress: 20,
  addressWindowMs: 15 * 60_000,
}
/** Reset e-mails per typed address and per client address per hour: the form cannot be used to flood an inbox. */
export const RESET_REQUEST_LIMITS = { perEmail: 3, perAddress: 10, windowMs: 3_600_000 }
/** Wrong authenticator codes a reset link survives. */
export const RESET_CODE_TRIES = 5

const here = path.dirname(fileURLToPath(import.meta.url))
let commonPasswords: Set<string> | null = null

/** 10,000 most common passwords of 12+ characters (from the SecLists top-1M list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(readFileSync(path.join(here, 'common-passwords.txt'), 'utf8').split('\n').filter(Boolean))
  return commonPasswords.has(password.toLowerCase())
}

/**
 * Why a new password for `email` is refused, or null: the shared rules of src/lib/admin.ts (length, not only spaces,
 * enough different characters, not the e-mail address), then the common-password list (server only: 10,000 lines).
 */
export function passwordRefusal(password: string, email: string): string | null {
  const checked = accountPasswordSchema(email).safeParse(password)
  if (!checked.success) return checked.error.issues[0].message
  return isCommonPassword(password) ? 'This password is on a list of common passwords. Choose another.' : null
}

export type { AccountRole, AdminUser }

export class AccountError extends Error {}

export interface IssuedSetupLink {
  token: string
  user: AdminUser
  /** A reset took the right to approve translations away (the account had it). */
  approverWithdrawn: boolean
}

/**
 * Creates the account (or finds it, for a reset) and returns a one-time set-up token valid for 24 hours. Without a
 * role, a new account is the owner when there is none yet (the command line's first account), else an editor. A reset
 * ends the account's sessions and withdraws its right to approve translations (`approverWithdrawn`: it had it), in
 * one transaction with the audit line naming who asked (`actor`) and whose account it is. The token goes to the
 * account's holder only: by e-mail from the back office, printed by the command line on the server.
 */
export async function issueSetupLink(
  store: Store,
  email: string,
  opts: { create: boolean; role?: AccountRole; actor?: string },
  now = Date.now(),
): Promise<IssuedSetupLink> {
  const normalized = email.trim().toLowerCase()
  const found = await store.accounts.findAccount(normalized)
  const actor = opts.actor ?? 'command line'
  let user: AdminUser
  if (opts.create) {
    if (found) throw new AccountError(`An account for ${normalized} exists already. Use "npm run admin:reset -- --email ${normalized}".`)
    const role = opts.role ?? ((await store.accounts.hasOwner()) ? 'editor' : 'owner')
    user = await store.accounts.createAccount(normalized, new Date(now).toISOString(), role)
  } else if (!found) {
    throw new AccountError(`No account for ${normalized}. Create it with "npm run admin:create -- --email ${normalized}".`)
  } else if (found.disabledAt) {
    throw new AccountError(`The account for ${normalized} is disabled. Enable it first.`)
  } else {
    user = { id: found.id, email: found.email, role: found.role, clientData: found.clientData }
  }
  // Whoever completes a reset's link signs in as this account: the right to approve translations in the firm's name
  // is not handed on with it, and is granted again only on the server (npm run admin:approver).
  const approverWithdrawn = !opts.create && (await store.accounts.mayApproveTranslations(user.id))
  const token = randomToken()
  await store.accounts.replaceSetupToken(
    user.id,
    { tokenHash: sha256(token), totpSecret: newTotpSecret(), expiresAt: new Date(now + SETUP_LINK_HOURS * 3_600_000).toISOString() },
    {
      // A reset ends every session: whoever asked for it may be locking out someone who has the old password.
      endSessions: !opts.create,
      withdrawApproval: !opts.create,
      audit: auditNote(
        actor,
        opts.create
          ? `account created (${user.role})`
          : `set-up link reissued${approverWithdrawn ? '; may approve translations: withdrawn' : ''}`,
        user.email,
        now,
      ),
    },
  )
  return { token, user, approverWithdrawn }
}

/** Disables or enables an account (an owner, from the back office); a disabled account's sessions end at once. */
export async function setAccountEnabled(
  store: Store,
  actor: AdminUser,
  id: number,
  enabled: boolean,
  now = Date.now(),
): Promise<AdminUser> {
  const target = await store.accounts.findAccountById(id)
  if (!target) throw new AccountError('This account no longer exists.')
  if (target.id === actor.id) throw new AccountError('You cannot disable your own account. Ask another owner.')
  await store.accounts.setAccountDisabled(
    id,
    enabled ? null : new Date(now).toISOString(),
    auditNote(actor.email, enabled ? 'account enabled' : 'account disabled', target.email, now),
  )
  return { id: target.id, email: target.email, role: target.role, clientData: target.clientData }
}

const ROLE_NAMES: Record<AccountRole, string> = { owner: 'owner', editor: 'editor', translator: 'translator' }

/**
 * Gives an account another role (an owner, from the back office; audited with who did it). The back office keeps at
 * least one enabled owner: the last one cannot stop being one, not even by their own hand.
 */
export async function setAccountRole(store: Store, actor: AdminUser, id: number, role: AccountRole, now = Date.now()): Promise<void> {
  const target = await store.accounts.findAccountById(id)
  if (!target) throw new AccountError('This account no longer exists.')
  const result = await store.accounts.setAccountRole(
    id,
    role,
    auditNote(actor.email, `role changed: ${ROLE_NAMES[target.role]} → ${ROLE_NAMES[role]}`, target.email, now),
  )
  if (result === 'no-account') throw new AccountError('This account no longer exists.')
  if (result === 'last-owner')
    throw new AccountError(`${target.email} is the only owner. Make another account an owner first: the back office must keep one.`)
}

/**
 * Grants or withdraws the client-data right (leads, exports, KVKK requests): an owner's decision in the back office,
 * audited with who made it. Owners have the right whatever the flag says.
 */
export async function setClientData(store: Store, actor: AdminUser, id: number, allowed: boolean, now = Date.now()): Promise<void> {
  const target = await store.accounts.findAccountById(id)
  if (!target) throw new AccountError('This account no longer exists.')
  const changed = await store.accounts.setClientData(
    id,
    allowed,
    auditNote(actor.email, allowed ? 'client data: granted' : 'client data: withdrawn', target.email, now),
  )
  if (!changed) throw new AccountError('This account no longer exists.')
}

/**
 * Lets an account approve translations and send them back, or withdraws that: from the command line (the first
 * owner, recovery) or by an owner on the accounts screen (setApprover). Audited with who did it.
 */
export async function setTranslationApprover(
  store: Store,
  email: string,
  allowed: boolean,
  actor = 'command line',
  now = Date.now(),
): Promise<AdminUser> {
  const normalized = email.trim().toLowerCase()
  const found = await store.accounts.findAccount(normalized)
  if (!found) throw new AccountError(`No account for ${normalized}. Create it with "npm run admin:create -- --email ${normalized}".`)
  await store.accounts.setMayApproveTranslations(
    found.id,
    allowed,
    auditNote(actor, allowed ? 'may approve translations: granted' : 'may approve translations: withdrawn', found.email, now),
  )
  return { id: found.id, email: found.email, role: found.role, clientData: found.clientData }
}

/**
 * An owner grants or withdraws the right to approve translations on the accounts screen (ADR 36, open question 1):
 * the right to let a translation stand for the firm's advice is an owner's decision, audited like the command's.
 */
export async function setApprover(store: Store, actor: AdminUser, id: number, allowed: boolean, now = Date.now()): Promise<void> {
  const target = await store.accounts.findAccountById(id)
  if (!target) throw new AccountError('This account no longer exists.')
  await setTranslationApprover(store, target.email, allowed, actor.email, now)
}

export interface PendingSetup {
  user: AdminUser
  totpSecret: string
}

export async function findSetup(store: Store, token: string, now = Date.now()): Promise<PendingSetup | null> {
  const found = await store.accounts.findSetupToken(sha256(token))
  if (!found || Date.parse(found.expiresAt) <= now) return null
  return { user: found.user, totpSecret: found.totpSecret }
}

export type SetupResult = { ok: true; user: AdminUser } | { ok: false; field: 'token' | 'password' | 'code'; message: string }

export async function completeSetup(store: Store, token: string, password: string, code: string, now = Date.now()): Promise<SetupResult> {
  const setup = await findSetup(store, token, now)
  if (!setup) return { ok: false, field: 'token', message: 'This set-up link has expired or was used already. Ask for a new one.' }
  const refused = passwordRefusal(password, setup.user.email)
  if (refused) return { ok: false, field: 'password', message: refused }
  const step = matchTotp(setup.totpSecret, code, now)
  if (step === null)
    return { ok: false, field: 'code', message: 'That code does not match. Check the time on your phone and enter the current code.' }
  const hash = await hashPassword(password)
  await store.accounts.completeAccountSetup(
    setup.user.id,
    hash,
    setup.totpSecret,
    step,
    auditNote(setup.user.email, 'account set up', '', now),
  )
  return { ok: true, user: setup.user }
}

export type SignInResult = { ok: true; user: AdminUser; token: string; csrf: string } | { ok: false; locked: boolean; message: string }

export const SIGN_IN_FAILED = 'The e-mail, password or code is not right.'
export const SIGN_IN_CODE_USED =
  'That code or a newer one has been used already (perhaps to finish setting up). Wait for your app to show the next code, at most 30 seconds, and sign in with it.'
export const SIGN_IN_DISABLED = 'This account is disabled. Ask an owner of the back office to enable it.'

const istanbulClock = new Intl.DateTimeFormat('en-GB', { timeZone: ISTANBUL_TIME_ZONE, hour: '2-digit', minute: '2-digit' })

/**
 * "Too many failed attempts …" with the wait in words a person reads at a glance: seconds for a short wait; for a lock
 * of a minute or more, when it ends in Istanbul time (as every back-office screen shows times) and in how many
 * minutes, and that an owner can lift it.
 */
export function signInLockedMessage(waitMs: number, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  if (seconds < 60) return `Too many failed attempts from this address. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
  const minutes = Math.ceil(seconds / 60)
  const until = istanbulClock.format(new Date(now + seconds * 1000))
  return (
    `Too many failed attempts from this address. Sign-in is locked until ${until} Istanbul time ` +
    `(in ${minutes} minute${minutes === 1 ? '' : 's'}); an owner of the back office can lift the lock sooner.`
  )
}

const PAIR = 'pair:'
const ADDRESS = 'address:'
const pairKey = (email: string, ip: string | null) => `${PAIR}${email.trim().toLowerCase()}|${ip ?? 'unknown'}`
const addressKey = (ip: string | null) => `${ADDRESS}${ip ?? 'unknown'}`
const pairSince = (now: number) => new Date(now - SIGN_IN_LIMITS.pairWindowMs).toISOString()
const addressSince = (now: number) => new Date(now - SIGN_IN_LIMITS.addressWindowMs).toISOString()

/** Until when (ms) a pair's failures hold it off; 0 while it has free tries left. */
function pairUntil(failures: { count: number; last: string | null }): number {
  if (failures.count < SIGN_IN_LIMITS.freePerPair || !failures.last) return 0
  const delay = Math.min(SIGN_IN_LIMITS.maxDelayMs, SIGN_IN_LIMITS.firstDelayMs * 2 ** (failures.count - SIGN_IN_LIMITS.freePerPair))
  return Date.parse(failures.last) + delay
}

/** Until when (ms) an address's failures in the window lock it; 0 below the limit. */
function addressUntil(failures: { count: number; first: string | null }): number {
  if (failures.count < SIGN_IN_LIMITS.perAddress || !failures.first) return 0
  return Date.parse(failures.first) + SIGN_IN_LIMITS.addressWindowMs
}

/** How long this e-mail from this address must wait before its next attempt (0: it may try now). */
export async function signInWaitMs(store: Store, email: string, ip: string | null, now = Date.now()): Promise<number> {
  const pair = pairUntil(await store.accounts.signInFailures(pairKey(email, ip), pairSince(now)))
  const address = addressUntil(await store.accounts.signInFailures(addressKey(ip), addressSince(now)))
  return Math.max(0, pair - now, address - now)
}

/** A key that holds sign-in off now: a whole client address, or one e-mail (as typed) from one address. */
export interface SignInLock {
  key: string
  address: string
  /** The e-mail as typed, for a pair's lock; null when the whole address is locked. */
  email: string | null
  until: string
}

/**
 * Locks in force now, addresses first, for the owners' "Sign-in locks" list. Waits under a minute are left out: they
 * end before anyone could lift them.
 */
export async function listSignInLocks(store: Store, now = Date.now()): Promise<SignInLock[]> {
  const locks: SignInLock[] = []
  const add = (key: string, address: string, email: string | null, until: number) => {
    if (until - now >= 60_000) locks.push({ key, address, email, until: new Date(until).toISOString() })
  }
  for (const row of await store.accounts.signInFailuresByKey(ADDRESS, addressSince(now)))
    add(row.key, row.key.slice(ADDRESS.length), null, addressUntil(row))
  for (const row of await store.accounts.signInFailuresByKey(PAIR, pairSince(now))) {
    const bar = row.key.lastIndexOf('|')
    add(row.key, row.key.slice(bar + 1), row.key.slice(PAIR.length, bar), pairUntil(row))
  }
  return locks
}

/**
 * An owner lifts a lock before it ends (an office locked out by someone else's tries): the key's failures are
 * forgotten, audited with who lifted which lock. False when the key holds nothing off any more.
 */
export async function liftSignInLock(store: Store, actor: AdminUser, key: string, now = Date.now()): Promise<boolean> {
  const lock = (await listSignInLocks(store, now)).find((l) => l.key === key)
  if (!lock) return false
  const what = lock.email === null ? `address ${lock.address}` : `${lock.email} from address ${lock.address}`
  await store.accounts.clearSignInFailures(key, auditNote(actor.email, 'sign-in lock lifted', what, now))
  return true
}

/**
 * Checks e-mail, password and TOTP code together and gives one answer for any mistake, so nobody learns
 * which part was wrong or whether the account exists. Only with the right password does the answer say more: that
 * the code was used already (right after set-up), or that the account is disabled. Failures slow down the
 * (e-mail, address) pair and the address (`SIGN_IN_LIMITS`), never the account from elsewhere.
 */
export async function signIn(
  store: Store,
  email: string,
  password: string,
  code: string,
  ip: string | null,
  now = Date.now(),
): Promise<SignInResult> {
  const wait = await signInWaitMs(store, email, ip, now)
  if (wait > 0) return { ok: false, locked: true, message: signInLockedMessage(wait, now) }
  const row = await store.accounts.findAccount(email.trim().toLowerCase())
  const passwordOk = await verifyPassword(password, row?.passwordHash ?? DUMMY_PASSWORD_HASH)
  const step = row?.totpSecret ? matchTotp(row.totpSecret, code, now) : null
  if (row && passwordOk && step !== null) {
    if (row.disabledAt) {
      await store.audit.record(auditNote(row.email, 'sign-in refused: account disabled', ip ?? '', now))
      return { ok: false, locked: false, message: SIGN_IN_DISABLED }
    }
    // A code is good once: a code seen over someone's shoulder cannot be used again within its 90 seconds. Whoever
    // knows the password and has a real code is the owner or has both anyway, so this is said plainly.
    if (!(await store.accounts.useTotpStep(row.id, step))) return { ok: false, locked: false, message: SIGN_IN_CODE_USED }
  } else {
    await store.accounts.recordSignInFailure([pairKey(email, ip), addressKey(ip)], new Date(now).toISOString())
    if (row) await store.audit.record(auditNote(row.email, 'sign-in failed', ip ?? '', now))
    return { ok: false, locked: false, message: SIGN_IN_FAILED }
  }
  await store.accounts.forgetTotpStepsBefore(row.id, step - 2)
  await store.accounts.clearSignInFailures(pairKey(email, ip))
  const token = randomToken()
  const csrf = randomToken()
  await store.accounts.createSession(
    sha256(token),
    row.id,
    csrf,
    new Date(now).toISOString(),
    auditNote(row.email, 'signed in', ip ?? '', now),
  )
  return { ok: true, user: { id: row.id, email: row.email, role: row.role, clientData: row.clientData }, token, csrf }
}

export interface Session {
  tokenHash: string
  user: AdminUser
  csrf: string
}

/** The session for a cookie value, sliding its idle expiry; null when unknown or idle for 8 hours. */
export async function findSession(store: Store, token: string, now = Date.now()): Promise<Session | null> {
  const tokenHash = sha256(token)
  const row = await store.accounts.findSession(tokenHash)
  if (!row) return null
  const lastSeen = Date.parse(row.lastSeenAt)
  if (now - lastSeen >= SESSION_IDLE_MS) {
    await store.accounts.deleteSession(tokenHash)
    return null
  }
  // Written at most once a minute: every page view would otherwise be a database write.
  if (now - lastSeen > 60_000) await store.accounts.touchSession(tokenHash, new Date(now).toISOString())
  return { tokenHash, user: row.user, csrf: row.csrf }
}

export async function endSession(store: Store, session: Session, everywhere: boolean): Promise<number> {
  const ended = everywhere ? await store.accounts.deleteSessionsOf(session.user.id) : await store.accounts.deleteSession(session.tokenHash)
  await store.audit.record(auditNote(session.user.email, everywhere ? 'signed out everywhere' : 'signed out', ''))
  return ended
}

/** Old failure records and expired sessions and links: nothing is kept longer than it is useful. */
export async function pruneAccounts(store: Store, now = Date.now()): Promise<void> {
  await store.accounts.pruneAccountRecords({
    failures: new Date(now - SIGN_IN_LIMITS.pairWindowMs).toISOString(),
    sessions: new Date(now - SESSION_IDLE_MS).toISOString(),
    setupTokens: new Date(now).toISOString(),
  })
}

/**
 * A password-reset link for a set-up, enabled account, or null — for an unknown address too, and the caller gives
 * the same answer either way. Requests are limited per typed address and per client address, so the form cannot
 * be used to flood someone's inbox. Only the token's hash is stored; the link works once, for an hour.
 */
export async function requestPasswordReset(
  store: Store,
  email: string,
  ip: string | null,
  now = Date.now(),
): Promise<{ token: string; user: AdminUser } | null> {
  const normalized = email.trim().toLowerCase()
  const since = new Date(now - RESET_REQUEST_LIMITS.windowMs).toISOString()
  const emailKey = `reset:${normalized}`
  const ipKey = `reset-address:${ip ?? 'unknown'}`
  // Checked and counted in one step, so several instances cannot each allow the limit.
  const allowed = await store.accounts.takeAllowance(
    [
      { key: emailKey, since, max: RESET_REQUEST_LIMITS.perEmail },
      { key: ipKey, since, max: RESET_REQUEST_LIMITS.perAddress },
    ],
    new Date(now).toISOString(),
  )
  if (!allowed) return null
  const row = await store.accounts.findAccount(normalized)
  if (!row || row.disabledAt || !row.passwordHash || !row.totpSecret) return null
  const token = randomToken()
  await store.accounts.replacePasswordReset(
    row.id,
    sha256(token),
    new Date(now + RESET_LINK_MINUTES * 60_000).toISOString(),
    auditNote(row.email, 'password reset requested', ip ?? '', now),
  )
  return { token, user: { id: row.id, email: row.email, role: row.role, clientData: row.clientData } }
}

/** The account a reset link is for, while it is valid. */
export async function findPasswordReset(store: Store, token: string, now = Date.now()): Promise<AdminUser | null> {
  const found = await store.accounts.findPasswordReset(sha256(token))
  if (!found || Date.parse(found.expiresAt) <= now || found.user.disabledAt) return null
  return { id: found.user.id, email: found.user.email, role: found.user.role, clientData: found.user.clientData }
}

export type ResetResult = { ok: true; user: AdminUser } | { ok: false; field: 'token' | 'password' | 'code'; message: string }

export const RESET_LINK_INVALID = 'This reset link has expired or was used already. Ask for a new one.'

/**
 * Sets a new password from a reset link. The authenticator code is required as well, so someone who reads the
 * mailbox (or the mail outbox) cannot take the account; after `RESET_CODE_TRIES` wrong codes the link is void.
 * Every session of the account ends.
 */
export async function completePasswordReset(
  store: Store,
  token: string,
  password: string,
  code: string,
  ip: string | null,
  now = Date.now(),
): Promise<ResetResult> {
  const tokenHash = sha256(token)
  const found = await store.accounts.findPasswordReset(tokenHash)
  if (!found || Date.parse(found.expiresAt) <= now || found.user.disabledAt || !found.user.totpSecret)
    return { ok: false, field: 'token', message: RESET_LINK_INVALID }
  const user = found.user
  const refused = passwordRefusal(password, user.email)
  if (refused) return { ok: false, field: 'password', message: refused }
  const step = matchTotp(user.totpSecret!, code, now)
  if (step === null || !(await store.accounts.useTotpStep(user.id, step))) {
    const triesKey = `reset-code:${tokenHash}`
    await store.accounts.recordSignInFailure([triesKey], new Date(now).toISOString())
    await store.audit.record(auditNote(user.email, 'password reset: wrong code', ip ?? '', now))
    if ((await store.accounts.signInFailures(triesKey, '')).count >= RESET_CODE_TRIES) {
      await store.accounts.deletePasswordResets(user.id)
      return { ok: false, field: 'token', message: RESET_LINK_INVALID }
    }
    return {
      ok: false,
      field: 'code',
      message: step === null ? 'That code does not match. Enter the code your app shows now.' : SIGN_IN_CODE_USED,
    }
  }
  await store.accounts.setPasswordFromReset(
    user.id,
    await hashPassword(password),
    auditNote(user.email, 'password reset by e-mail', ip ?? '', now),
  )
  return { ok: true, user: { id: user.id, email: user.email, role: user.role, clientData: user.clientData } }
}
