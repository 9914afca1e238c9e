import { transaction, type Database } from './database.ts'

/** Back office accounts, their one-time set-up and reset links, sessions, failed sign-ins and used TOTP codes. */

/** An owner manages accounts in the back office; staff write posts and handle leads. */
export type AccountRole = 'owner' | 'staff'

export interface AdminUser {
  id: number
  email: string
  role: AccountRole
}

export interface AccountCredentials extends AdminUser {
  passwordHash: string | null
  totpSecret: string | null
  disabledAt: string | null
}

interface UserRow {
  id: number
  email: string
  role: AccountRole
  password_hash: string | null
  totp_secret: string | null
  disabled_at: string | null
  created_at: string
  may_approve_translations: number
}

const toCredentials = (row: UserRow): AccountCredentials => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  disabledAt: row.disabled_at,
})

/** E-mail addresses are stored lower-case and compared without case. */
export function findAccount(db: Database, email: string): AccountCredentials | null {
  const row = db.prepare('SELECT * FROM admin_users WHERE email = ?').get(email) as UserRow | undefined
  return row ? toCredentials(row) : null
}

export function findAccountById(db: Database, id: number): AccountCredentials | null {
  const row = db.prepare('SELECT * FROM admin_users WHERE id = ?').get(id) as UserRow | undefined
  return row ? toCredentials(row) : null
}

export function createAccount(db: Database, email: string, now: string, role: AccountRole = 'staff'): AdminUser {
  const result = db.prepare('INSERT INTO admin_users (email, created_at, role) VALUES (?, ?, ?)').run(email, now, role)
  return { id: Number(result.lastInsertRowid), email, role }
}

export function hasOwner(db: Database): boolean {
  return db.prepare("SELECT 1 FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL").get() !== undefined
}

export interface AccountSummary {
  id: number
  email: string
  role: AccountRole
  createdAt: string
  disabledAt: string | null
  /** Password and authenticator are set (the set-up link was used). */
  setUp: boolean
  /** A set-up link is waiting to be used. */
  setupPending: boolean
  /** May approve translations or send them back (set with `npm run admin:approver`). */
  mayApproveTranslations: boolean
}

export function listAccounts(db: Database): AccountSummary[] {
  const rows = db
    .prepare(
      `SELECT u.*, EXISTS (SELECT 1 FROM admin_setup_tokens t WHERE t.user_id = u.id) AS pending
       FROM admin_users u ORDER BY u.role = 'owner' DESC, u.email`,
    )
    .all() as unknown as (UserRow & { pending: number })[]
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.created_at,
    disabledAt: r.disabled_at,
    setUp: r.password_hash !== null && r.totp_secret !== null,
    setupPending: r.pending === 1,
    mayApproveTranslations: r.may_approve_translations === 1,
  }))
}

/** Whether an account may approve translations or send them back (an account that does not exist may not). */
export function mayApproveTranslations(db: Database, userId: number): boolean {
  const row = db.prepare('SELECT may_approve_translations FROM admin_users WHERE id = ?').get(userId) as
    { may_approve_translations: number } | undefined
  return row?.may_approve_translations === 1
}

/** Grants or withdraws the right to approve translations; false when there is no such account. */
export function setMayApproveTranslations(db: Database, id: number, allowed: boolean): boolean {
  return db.prepare('UPDATE admin_users SET may_approve_translations = ? WHERE id = ?').run(allowed ? 1 : 0, id).changes === 1
}

/**
 * Disables (an instant) or enables (null) an account. Disabling ends its sessions and voids its set-up and reset
 * links, in one transaction, so nothing issued before still opens it.
 */
export function setAccountDisabled(db: Database, id: number, disabledAt: string | null): boolean {
  return transaction(db, () => {
    const changed = db.prepare('UPDATE admin_users SET disabled_at = ? WHERE id = ?').run(disabledAt, id).changes === 1
    if (changed && disabledAt) {
      db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(id)
      db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(id)
      db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(id)
    }
    return changed
  })
}

/** The account's only password-reset link from now on. */
export function replacePasswordReset(db: Database, userId: number, tokenHash: string, expiresAt: string): void {
  transaction(db, () => {
    db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
    db.prepare('INSERT INTO admin_password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(tokenHash, userId, expiresAt)
  })
}

export function findPasswordReset(db: Database, tokenHash: string): { user: AccountCredentials; expiresAt: string } | null {
  const row = db
    .prepare(
      `SELECT u.*, r.expires_at AS reset_expires_at FROM admin_password_resets r JOIN admin_users u ON u.id = r.user_id WHERE r.token_hash = ?`,
    )
    .get(tokenHash) as (UserRow & { reset_expires_at: string }) | undefined
  return row ? { user: toCredentials(row), expiresAt: row.reset_expires_at } : null
}

export function deletePasswordResets(db: Database, userId: number): void {
  db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
}

/** The new password from a reset link: the link is used up and every session of the account ends. */
export function setPasswordFromReset(db: Database, userId: number, passwordHash: string): void {
  transaction(db, () => {
    db.prepare('UPDATE admin_users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
    db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
    db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(userId)
  })
}

/** The account's only set-up link from now on (an earlier one stops working). */
export function replaceSetupToken(db: Database, userId: number, tokenHash: string, totpSecret: string, expiresAt: string): void {
  transaction(db, () => {
    db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(userId)
    db.prepare('INSERT INTO admin_setup_tokens (token_hash, user_id, totp_secret, expires_at) VALUES (?, ?, ?, ?)').run(
      tokenHash,
      userId,
      totpSecret,
      expiresAt,
    )
  })
}

export function findSetupToken(db: Database, tokenHash: string): { user: AdminUser; totpSecret: string; expiresAt: string } | null {
  const row = db
    .prepare(
      `SELECT u.id, u.email, u.role, t.totp_secret, t.expires_at FROM admin_setup_tokens t JOIN admin_users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND u.disabled_at IS NULL`,
    )
    .get(tokenHash) as { id: number; email: string; role: AccountRole; totp_secret: string; expires_at: string } | undefined
  return row ? { user: { id: row.id, email: row.email, role: row.role }, totpSecret: row.totp_secret, expiresAt: row.expires_at } : null
}

/** Sets the password and the authenticator, uses the set-up link up, and records the code just used. */
export function completeAccountSetup(db: Database, userId: number, passwordHash: string, totpSecret: string, usedStep: number): void {
  transaction(db, () => {
    db.prepare('UPDATE admin_users SET password_hash = ?, totp_secret = ? WHERE id = ?').run(passwordHash, totpSecret, userId)
    db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(userId)
    db.prepare('DELETE FROM admin_totp_used WHERE user_id = ?').run(userId)
    db.prepare('INSERT OR IGNORE INTO admin_totp_used (user_id, step) VALUES (?, ?)').run(userId, usedStep)
  })
}

/** Marks a TOTP step as used; false when it was used already (a code is good once). */
export function useTotpStep(db: Database, userId: number, step: number): boolean {
  return db.prepare('INSERT OR IGNORE INTO admin_totp_used (user_id, step) VALUES (?, ?)').run(userId, step).changes === 1
}

export function forgetTotpStepsBefore(db: Database, userId: number, step: number): void {
  db.prepare('DELETE FROM admin_totp_used WHERE user_id = ? AND step < ?').run(userId, step)
}

/** Every used code of every account (tests that sign in twice within one 30-second step). */
export function forgetAllUsedTotpSteps(db: Database): void {
  db.prepare('DELETE FROM admin_totp_used').run()
}

/** How many failures `key` has had since `since`, and the first and last of them (null when none). */
export function signInFailures(db: Database, key: string, since: string): { count: number; first: string | null; last: string | null } {
  const row = db
    .prepare('SELECT COUNT(*) AS n, MIN(at) AS first, MAX(at) AS last FROM admin_sign_in_failures WHERE key = ? AND at > ?')
    .get(key, since) as { n: number; first: string | null; last: string | null }
  return { count: Number(row.n), first: row.first, last: row.last }
}

export function recordSignInFailure(db: Database, keys: string[], at: string): void {
  const insert = db.prepare('INSERT INTO admin_sign_in_failures (key, at) VALUES (?, ?)')
  transaction(db, () => {
    for (const key of keys) insert.run(key, at)
  })
}

export function clearSignInFailures(db: Database, key: string): void {
  db.prepare('DELETE FROM admin_sign_in_failures WHERE key = ?').run(key)
}

export function createSession(db: Database, tokenHash: string, userId: number, csrf: string, at: string): void {
  db.prepare('INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    tokenHash,
    userId,
    csrf,
    at,
    at,
  )
}

/** A session of an account that is not disabled. */
export function findSession(db: Database, tokenHash: string): { user: AdminUser; csrf: string; lastSeenAt: string } | null {
  const row = db
    .prepare(
      `SELECT s.csrf_token, s.last_seen_at, u.id, u.email, u.role FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND u.disabled_at IS NULL`,
    )
    .get(tokenHash) as { csrf_token: string; last_seen_at: string; id: number; email: string; role: AccountRole } | undefined
  return row ? { user: { id: row.id, email: row.email, role: row.role }, csrf: row.csrf_token, lastSeenAt: row.last_seen_at } : null
}

export function touchSession(db: Database, tokenHash: string, at: string): void {
  db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?').run(at, tokenHash)
}

export function deleteSession(db: Database, tokenHash: string): number {
  return Number(db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(tokenHash).changes)
}

export function deleteSessionsOf(db: Database, userId: number): number {
  return Number(db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(userId).changes)
}

/** Deletes failures, sessions and set-up links older than the times given. */
export function pruneAccountRecords(db: Database, before: { failures: string; sessions: string; setupTokens: string }): void {
  db.prepare('DELETE FROM admin_sign_in_failures WHERE at < ?').run(before.failures)
  db.prepare('DELETE FROM admin_sessions WHERE last_seen_at < ?').run(before.sessions)
  db.prepare('DELETE FROM admin_setup_tokens WHERE expires_at < ?').run(before.setupTokens)
  db.prepare('DELETE FROM admin_password_resets WHERE expires_at < ?').run(before.setupTokens)
}
