import type { AccountCredentials, AccountRole, AccountSummary, AdminUser } from '../accounts.ts'
import type { AccountsRepository, AuditNote, RoleChange } from '../store.ts'
import { transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import type { Sync } from './sync.ts'
import { mayApprove, toAccountSummary, toAdminUser, toCredentials, type UserRow } from '../rows.ts'

/** Back office accounts, their one-time set-up and reset links, sessions, failed sign-ins and used TOTP codes. */
export class SqliteAccounts implements Sync<AccountsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  /** Runs `work` in one transaction with its audit line. */
  private audited<T>(audit: AuditNote | undefined, work: () => T): T {
    return transaction(this.db, () => {
      const result = work()
      if (audit && result !== false) insertAudit(this.db, audit)
      return result
    })
  }

  findAccount(email: string): AccountCredentials | null {
    const row = this.db.prepare('SELECT * FROM admin_users WHERE email = ?').get(email) as UserRow | undefined
    return row ? toCredentials(row) : null
  }

  findAccountById(id: number): AccountCredentials | null {
    const row = this.db.prepare('SELECT * FROM admin_users WHERE id = ?').get(id) as UserRow | undefined
    return row ? toCredentials(row) : null
  }

  createAccount(email: string, now: string, role: AccountRole): AdminUser {
    const result = this.db.prepare('INSERT INTO admin_users (email, created_at, role) VALUES (?, ?, ?)').run(email, now, role)
    return { id: Number(result.lastInsertRowid), email, role, clientData: false }
  }

  hasOwner(): boolean {
    return this.db.prepare("SELECT 1 FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL").get() !== undefined
  }

  listAccounts(): AccountSummary[] {
    const rows = this.db
      .prepare(
        `SELECT u.*, EXISTS (SELECT 1 FROM admin_setup_tokens t WHERE t.user_id = u.id) AS pending
         FROM admin_users u ORDER BY u.role = 'owner' DESC, u.email`,
      )
      .all() as unknown as (UserRow & { pending: number })[]
    return rows.map(toAccountSummary)
  }

  mayApproveTranslations(userId: number): boolean {
    const row = this.db.prepare('SELECT may_approve_translations FROM admin_users WHERE id = ?').get(userId) as
      { may_approve_translations: number } | undefined
    return row ? mayApprove(row) : false
  }

  setMayApproveTranslations(id: number, allowed: boolean, audit?: AuditNote): boolean {
    return this.audited(
      audit,
      () => this.db.prepare('UPDATE admin_users SET may_approve_translations = ? WHERE id = ?').run(allowed ? 1 : 0, id).changes === 1,
    )
  }

  setAccountRole(id: number, role: AccountRole, audit?: AuditNote): RoleChange {
    return transaction(this.db, () => {
      const row = this.db.prepare('SELECT role FROM admin_users WHERE id = ?').get(id) as { role: AccountRole } | undefined
      if (!row) return 'no-account'
      if (row.role === role) return 'unchanged'
      // Checked in the write transaction, so two owners demoting each other at once cannot leave none.
      const owners = this.db
        .prepare("SELECT COUNT(*) AS n FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL AND id <> ?")
        .get(id) as {
        n: number
      }
      if (row.role === 'owner' && Number(owners.n) === 0) return 'last-owner'
      this.db.prepare('UPDATE admin_users SET role = ? WHERE id = ?').run(role, id)
      if (audit) insertAudit(this.db, audit)
      return 'changed'
    })
  }

  setClientData(id: number, allowed: boolean, audit?: AuditNote): boolean {
    return this.audited(
      audit,
      () => this.db.prepare('UPDATE admin_users SET client_data = ? WHERE id = ?').run(allowed ? 1 : 0, id).changes === 1,
    )
  }

  setAccountDisabled(id: number, disabledAt: string | null, audit?: AuditNote): boolean {
    return this.audited(audit, () => {
      const changed = this.db.prepare('UPDATE admin_users SET disabled_at = ? WHERE id = ?').run(disabledAt, id).changes === 1
      if (changed && disabledAt) {
        this.db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(id)
        this.db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(id)
        this.db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(id)
      }
      return changed
    })
  }

  replacePasswordReset(userId: number, tokenHash: string, expiresAt: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
      this.db
        .prepare('INSERT INTO admin_password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(tokenHash, userId, expiresAt)
    })
  }

  findPasswordReset(tokenHash: string): { user: AccountCredentials; expiresAt: string } | null {
    const row = this.db
      .prepare(
        `SELECT u.*, r.expires_at AS reset_expires_at FROM admin_password_resets r JOIN admin_users u ON u.id = r.user_id WHERE r.token_hash = ?`,
      )
      .get(tokenHash) as (UserRow & { reset_expires_at: string }) | undefined
    return row ? { user: toCredentials(row), expiresAt: row.reset_expires_at } : null
  }

  deletePasswordResets(userId: number): void {
    this.db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
  }

  setPasswordFromReset(userId: number, passwordHash: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.db.prepare('UPDATE admin_users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
      this.db.prepare('DELETE FROM admin_password_resets WHERE user_id = ?').run(userId)
      this.db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(userId)
    })
  }

  replaceSetupToken(
    userId: number,
    token: { tokenHash: string; totpSecret: string; expiresAt: string },
    opts: { endSessions?: boolean; withdrawApproval?: boolean; audit?: AuditNote } = {},
  ): void {
    this.audited(opts.audit, () => {
      this.db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(userId)
      this.db
        .prepare('INSERT INTO admin_setup_tokens (token_hash, user_id, totp_secret, expires_at) VALUES (?, ?, ?, ?)')
        .run(token.tokenHash, userId, token.totpSecret, token.expiresAt)
      if (opts.endSessions) this.db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(userId)
      if (opts.withdrawApproval) this.db.prepare('UPDATE admin_users SET may_approve_translations = 0 WHERE id = ?').run(userId)
    })
  }

  findSetupToken(tokenHash: string): { user: AdminUser; totpSecret: string; expiresAt: string } | null {
    const row = this.db
      .prepare(
        `SELECT u.id, u.email, u.role, u.client_data, t.totp_secret, t.expires_at FROM admin_setup_tokens t JOIN admin_users u ON u.id = t.user_id
         WHERE t.token_hash = ? AND u.disabled_at IS NULL`,
      )
      .get(tokenHash) as
      { id: number; email: string; role: AccountRole; client_data: number | boolean; totp_secret: string; expires_at: string } | undefined
    return row
      ? {
          user: toAdminUser(row),
          totpSecret: row.totp_secret,
          expiresAt: row.expires_at,
        }
      : null
  }

  completeAccountSetup(userId: number, passwordHash: string, totpSecret: string, usedStep: number, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.db.prepare('UPDATE admin_users SET password_hash = ?, totp_secret = ? WHERE id = ?').run(passwordHash, totpSecret, userId)
      this.db.prepare('DELETE FROM admin_setup_tokens WHERE user_id = ?').run(userId)
      this.db.prepare('DELETE FROM admin_totp_used WHERE user_id = ?').run(userId)
      this.db.prepare('INSERT OR IGNORE INTO admin_totp_used (user_id, step) VALUES (?, ?)').run(userId, usedStep)
    })
  }

  useTotpStep(userId: number, step: number): boolean {
    // One statement: checked and recorded together, so two instances cannot both take a step or an older one.
    return (
      this.db
        .prepare(
          `INSERT INTO admin_totp_used (user_id, step) SELECT ?, ?
           WHERE NOT EXISTS (SELECT 1 FROM admin_totp_used WHERE user_id = ? AND step >= ?)`,
        )
        .run(userId, step, userId, step).changes === 1
    )
  }

  forgetTotpStepsBefore(userId: number, step: number): void {
    this.db
      .prepare(
        `DELETE FROM admin_totp_used WHERE user_id = ? AND step < ?
           AND step < (SELECT MAX(step) FROM admin_totp_used WHERE user_id = ?)`,
      )
      .run(userId, step, userId)
  }

  forgetAllUsedTotpSteps(): void {
    this.db.prepare('DELETE FROM admin_totp_used').run()
  }

  signInFailures(key: string, since: string): { count: number; first: string | null; last: string | null } {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n, MIN(at) AS first, MAX(at) AS last FROM admin_sign_in_failures WHERE key = ? AND at > ?')
      .get(key, since) as { n: number; first: string | null; last: string | null }
    return { count: Number(row.n), first: row.first, last: row.last }
  }

  recordSignInFailure(keys: string[], at: string): void {
    const insert = this.db.prepare('INSERT INTO admin_sign_in_failures (key, at) VALUES (?, ?)')
    transaction(this.db, () => {
      for (const key of keys) insert.run(key, at)
    })
  }

  takeAllowance(limits: { key: string; since: string; max: number }[], at: string): boolean {
    return transaction(this.db, () => {
      if (limits.some((l) => this.signInFailures(l.key, l.since).count >= l.max)) return false
      this.recordSignInFailure(
        limits.map((l) => l.key),
        at,
      )
      return true
    })
  }

  signInFailuresByKey(prefix: string, since: string): { key: string; count: number; first: string; last: string }[] {
    const rows = this.db
      .prepare(
        `SELECT key, COUNT(*) AS n, MIN(at) AS first, MAX(at) AS last FROM admin_sign_in_failures
         WHERE substr(key, 1, ?) = ? AND at > ? GROUP BY key ORDER BY key`,
      )
      .all(prefix.length, prefix, since) as { key: string; n: number; first: string; last: string }[]
    return rows.map((r) => ({ key: r.key, count: Number(r.n), first: r.first, last: r.last }))
  }

  clearSignInFailures(key: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.db.prepare('DELETE FROM admin_sign_in_failures WHERE key = ?').run(key)
    })
  }

  createSession(tokenHash: string, userId: number, csrf: string, at: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.db
        .prepare('INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)')
        .run(tokenHash, userId, csrf, at, at)
    })
  }

  findSession(tokenHash: string): { user: AdminUser; csrf: string; lastSeenAt: string } | null {
    const row = this.db
      .prepare(
        `SELECT s.csrf_token, s.last_seen_at, u.id, u.email, u.role, u.client_data FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
         WHERE s.token_hash = ? AND u.disabled_at IS NULL`,
      )
      .get(tokenHash) as
      { csrf_token: string; last_seen_at: string; id: number; email: string; role: AccountRole; client_data: number | boolean } | undefined
    return row
      ? {
          user: toAdminUser(row),
          csrf: row.csrf_token,
          lastSeenAt: row.last_seen_at,
        }
      : null
  }

  touchSession(tokenHash: string, at: string): void {
    this.db.prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?').run(at, tokenHash)
  }

  deleteSession(tokenHash: string): number {
    return Number(this.db.prepare('DELETE FROM admin_sessions WHERE token_hash = ?').run(tokenHash).changes)
  }

  deleteSessionsOf(userId: number): number {
    return Number(this.db.prepare('DELETE FROM admin_sessions WHERE user_id = ?').run(userId).changes)
  }

  pruneAccountRecords(before: { failures: string; sessions: string; setupTokens: string }): void {
    transaction(this.db, () => {
      this.db.prepare('DELETE FROM admin_sign_in_failures WHERE at < ?').run(before.failures)
      this.db.prepare('DELETE FROM admin_sessions WHERE last_seen_at < ?').run(before.sessions)
      this.db.prepare('DELETE FROM admin_setup_tokens WHERE expires_at < ?').run(before.setupTokens)
      this.db.prepare('DELETE FROM admin_password_resets WHERE expires_at < ?').run(before.setupTokens)
    })
  }
}
