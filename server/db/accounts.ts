import { transaction, type Database } from './database.ts'

/** Back office accounts, their one-time set-up links, sessions, failed sign-ins and used TOTP codes. */

export interface AdminUser {
  id: number
  email: string
}

export interface AccountCredentials extends AdminUser {
  passwordHash: string | null
  totpSecret: string | null
}

/** E-mail addresses are stored lower-case and compared without case. */
export function findAccount(db: Database, email: string): AccountCredentials | null {
  const row = db.prepare('SELECT id, email, password_hash, totp_secret FROM admin_users WHERE email = ?').get(email) as
    { id: number; email: string; password_hash: string | null; totp_secret: string | null } | undefined
  return row ? { id: row.id, email: row.email, passwordHash: row.password_hash, totpSecret: row.totp_secret } : null
}

export function createAccount(db: Database, email: string, now: string): AdminUser {
  const result = db.prepare('INSERT INTO admin_users (email, created_at) VALUES (?, ?)').run(email, now)
  return { id: Number(result.lastInsertRowid), email }
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
      `SELECT u.id, u.email, t.totp_secret, t.expires_at FROM admin_setup_tokens t JOIN admin_users u ON u.id = t.user_id
       WHERE t.token_hash = ?`,
    )
    .get(tokenHash) as { id: number; email: string; totp_secret: string; expires_at: string } | undefined
  return row ? { user: { id: row.id, email: row.email }, totpSecret: row.totp_secret, expiresAt: row.expires_at } : null
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

export function countSignInFailures(db: Database, key: string, since: string): number {
  return Number(
    (db.prepare('SELECT COUNT(*) AS n FROM admin_sign_in_failures WHERE key = ? AND at > ?').get(key, since) as { n: number }).n,
  )
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

export function findSession(db: Database, tokenHash: string): { user: AdminUser; csrf: string; lastSeenAt: string } | null {
  const row = db
    .prepare(
      `SELECT s.csrf_token, s.last_seen_at, u.id, u.email FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id WHERE s.token_hash = ?`,
    )
    .get(tokenHash) as { csrf_token: string; last_seen_at: string; id: number; email: string } | undefined
  return row ? { user: { id: row.id, email: row.email }, csrf: row.csrf_token, lastSeenAt: row.last_seen_at } : null
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
}
