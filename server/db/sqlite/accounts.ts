import type { AccountCredentials, AccountRole, AccountSummary, AdminUser } from '../accounts.ts'
import type { AccountsRepository, AuditNote, RoleChange } from '../store.ts'
import { transaction, type Database } from './database.ts'
import { insertAudit } from './audit.ts'
import type { Sync } from './sync.ts'
import { mayApprove, toAccountSummary, toAdminUser, toCredentials, type UserRow } from '../rows.ts'
import * as shared from '../shared/accounts.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'

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

  private run(...queries: Parameters<typeof sqliteRun>[1][]): number {
    return queries.reduce((changed, query) => changed + sqliteRun(this.db, query), 0)
  }

  findAccount(email: string): AccountCredentials | null {
    const row = sqliteRow(this.db, shared.userByEmail(d, email))
    return row ? toCredentials(row as UserRow) : null
  }

  findAccountById(id: number): AccountCredentials | null {
    const row = sqliteRow(this.db, shared.userById(d, id))
    return row ? toCredentials(row as UserRow) : null
  }

  createAccount(email: string, now: string, role: AccountRole): AdminUser {
    const { id } = sqliteRow(this.db, shared.insertUser(d, email, now, role))!
    return { id, email, role, clientData: false }
  }

  hasOwner(): boolean {
    return sqliteRow(this.db, shared.ownerIds(d).limit(1)) !== undefined
  }

  listAccounts(): AccountSummary[] {
    return sqliteRows(this.db, shared.accountList(d)).map((r) => toAccountSummary(r as UserRow & { pending: number }))
  }

  mayApproveTranslations(userId: number): boolean {
    const row = sqliteRow(this.db, shared.approvalOf(d, userId))
    return row ? mayApprove(row) : false
  }

  setMayApproveTranslations(id: number, allowed: boolean, audit?: AuditNote): boolean {
    return this.audited(audit, () => this.run(shared.updateUser(d, id, { may_approve_translations: allowed })) === 1)
  }

  setAccountRole(id: number, role: AccountRole, audit?: AuditNote): RoleChange {
    // Checked in the write transaction, so two owners demoting each other at once cannot leave none.
    return transaction(this.db, () => {
      const row = sqliteRow(this.db, shared.roleOf(d, id))
      if (!row) return 'no-account'
      if (row.role === role) return 'unchanged'
      if (row.role === 'owner' && sqliteRows(this.db, shared.ownerIds(d)).every((o) => o.id === id)) return 'last-owner'
      this.run(shared.updateUser(d, id, { role }))
      if (audit) insertAudit(this.db, audit)
      return 'changed'
    })
  }

  setClientData(id: number, allowed: boolean, audit?: AuditNote): boolean {
    return this.audited(audit, () => this.run(shared.updateUser(d, id, { client_data: allowed })) === 1)
  }

  setAccountDisabled(id: number, disabledAt: string | null, audit?: AuditNote): boolean {
    return this.audited(audit, () => {
      const changed = this.run(shared.updateUser(d, id, { disabled_at: disabledAt })) === 1
      if (changed && disabledAt) {
        this.run(
          shared.deleteOf(d, 'admin_sessions', id),
          shared.deleteOf(d, 'admin_setup_tokens', id),
          shared.deleteOf(d, 'admin_password_resets', id),
        )
      }
      return changed
    })
  }

  replacePasswordReset(userId: number, tokenHash: string, expiresAt: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.run(shared.deleteOf(d, 'admin_password_resets', userId), shared.insertPasswordReset(d, userId, tokenHash, expiresAt))
    })
  }

  findPasswordReset(tokenHash: string): { user: AccountCredentials; expiresAt: string } | null {
    const row = sqliteRow(this.db, shared.passwordReset(d, tokenHash))
    return row ? { user: toCredentials(row as UserRow), expiresAt: row.reset_expires_at } : null
  }

  deletePasswordResets(userId: number): void {
    this.run(shared.deleteOf(d, 'admin_password_resets', userId))
  }

  setPasswordFromReset(userId: number, passwordHash: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.run(
        shared.updateUser(d, userId, { password_hash: passwordHash }),
        shared.deleteOf(d, 'admin_password_resets', userId),
        shared.deleteOf(d, 'admin_sessions', userId),
      )
    })
  }

  replaceSetupToken(
    userId: number,
    token: { tokenHash: string; totpSecret: string; expiresAt: string },
    opts: { endSessions?: boolean; withdrawApproval?: boolean; audit?: AuditNote } = {},
  ): void {
    this.audited(opts.audit, () => {
      this.run(shared.deleteOf(d, 'admin_setup_tokens', userId), shared.insertSetupToken(d, userId, token))
      if (opts.endSessions) this.run(shared.deleteOf(d, 'admin_sessions', userId))
      if (opts.withdrawApproval) this.run(shared.updateUser(d, userId, { may_approve_translations: false }))
    })
  }

  findSetupToken(tokenHash: string): { user: AdminUser; totpSecret: string; expiresAt: string } | null {
    const row = sqliteRow(this.db, shared.setupToken(d, tokenHash))
    return row
      ? { user: toAdminUser({ ...row, role: row.role as AccountRole }), totpSecret: row.totp_secret, expiresAt: row.expires_at }
      : null
  }

  completeAccountSetup(userId: number, passwordHash: string, totpSecret: string, usedStep: number, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.run(
        shared.updateUser(d, userId, { password_hash: passwordHash, totp_secret: totpSecret }),
        shared.deleteOf(d, 'admin_setup_tokens', userId),
        shared.deleteOf(d, 'admin_totp_used', userId),
        shared.recordTotpStep(d, userId, usedStep),
      )
    })
  }

  useTotpStep(userId: number, step: number): boolean {
    // One statement: checked and recorded together, so two processes cannot both take a step or an older one.
    return this.run(shared.takeTotpStep(d, userId, step)) === 1
  }

  forgetTotpStepsBefore(userId: number, step: number): void {
    this.run(shared.forgetTotpStepsBefore(d, userId, step))
  }

  forgetAllUsedTotpSteps(): void {
    this.run(shared.forgetAllTotpSteps(d))
  }

  signInFailures(key: string, since: string): { count: number; first: string | null; last: string | null } {
    const row = sqliteRow(this.db, shared.failuresOf(d, key, since))!
    return { count: Number(row.n), first: row.first, last: row.last }
  }

  recordSignInFailure(keys: string[], at: string): void {
    if (keys.length) this.run(shared.insertFailures(d, keys, at))
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
    return sqliteRows(this.db, shared.failuresByKey(d, prefix, since)).map((r) => ({
      key: r.key,
      count: Number(r.n),
      first: r.first!,
      last: r.last!,
    }))
  }

  clearSignInFailures(key: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.run(shared.clearFailures(d, key))
    })
  }

  createSession(tokenHash: string, userId: number, csrf: string, at: string, audit?: AuditNote): void {
    this.audited(audit, () => {
      this.run(shared.insertSession(d, tokenHash, userId, csrf, at))
    })
  }

  findSession(tokenHash: string): { user: AdminUser; csrf: string; lastSeenAt: string } | null {
    const row = sqliteRow(this.db, shared.session(d, tokenHash))
    return row ? { user: toAdminUser({ ...row, role: row.role as AccountRole }), csrf: row.csrf_token, lastSeenAt: row.last_seen_at } : null
  }

  touchSession(tokenHash: string, at: string): void {
    this.run(shared.touchSession(d, tokenHash, at))
  }

  deleteSession(tokenHash: string): number {
    return this.run(shared.deleteSession(d, tokenHash))
  }

  deleteSessionsOf(userId: number): number {
    return this.run(shared.deleteOf(d, 'admin_sessions', userId))
  }

  pruneAccountRecords(before: { failures: string; sessions: string; setupTokens: string }): void {
    transaction(this.db, () => {
      this.run(...shared.pruneStatements(d, before))
    })
  }
}
