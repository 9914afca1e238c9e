import type { ISql, Sql } from 'postgres'
import type { AccountCredentials, AccountRole, AccountsRepository, AccountSummary, AdminUser, AuditNote, RoleChange } from '../store.ts'
import { insertAudit } from './audit.ts'
import { lockName } from './connection.ts'
import { toAccountSummary, toAdminUser, toCredentials, type UserRow } from '../rows.ts'

/** `u.email` is this address, any ASCII case (as SQLite's NOCASE compares; the unique index is on this expression). */
const emailIs = (q: ISql, email: string) => q`lower(u.email COLLATE "C") = lower(${email}::text COLLATE "C")`

export class PgAccountsRepository implements AccountsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  /** Runs `work` in one transaction and writes `audit` with it when given. */
  private async audited<T>(
    audit: AuditNote | undefined,
    work: (q: ISql) => Promise<T>,
    when: (result: T) => boolean = () => true,
  ): Promise<T> {
    return (await this.sql.begin(async (q) => {
      const result = await work(q)
      if (audit && when(result)) await insertAudit(q, audit)
      return result
    })) as T
  }

  async findAccount(email: string): Promise<AccountCredentials | null> {
    const q = this.sql
    const [row] = await q<UserRow[]>`SELECT * FROM admin_users u WHERE ${emailIs(q, email)}`
    return row ? toCredentials(row) : null
  }

  async findAccountById(id: number): Promise<AccountCredentials | null> {
    const [row] = await this.sql<UserRow[]>`SELECT * FROM admin_users WHERE id = ${id}`
    return row ? toCredentials(row) : null
  }

  async createAccount(email: string, now: string, role: AccountRole): Promise<AdminUser> {
    const [{ id }] = await this.sql<{ id: number }[]>`
      INSERT INTO admin_users (email, created_at, role) VALUES (${email}, ${now}, ${role}) RETURNING id`
    return { id, email, role, clientData: false }
  }

  async hasOwner(): Promise<boolean> {
    const [row] = await this.sql`SELECT 1 FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL LIMIT 1`
    return row !== undefined
  }

  async listAccounts(): Promise<AccountSummary[]> {
    const rows = await this.sql<(UserRow & { pending: boolean })[]>`
      SELECT u.*, EXISTS (SELECT 1 FROM admin_setup_tokens t WHERE t.user_id = u.id) AS pending
      FROM admin_users u ORDER BY u.role = 'owner' DESC, lower(u.email COLLATE "C")`
    return rows.map(toAccountSummary)
  }

  async mayApproveTranslations(userId: number): Promise<boolean> {
    const [row] = await this.sql<{ may: boolean }[]>`SELECT may_approve_translations AS may FROM admin_users WHERE id = ${userId}`
    return row?.may === true
  }

  setMayApproveTranslations(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => (await q`UPDATE admin_users SET may_approve_translations = ${allowed} WHERE id = ${id}`).count === 1,
      (changed) => changed,
    )
  }

  async setAccountRole(id: number, role: AccountRole, audit?: AuditNote): Promise<RoleChange> {
    return (await this.sql.begin(async (q) => {
      // The owners' rows are locked first, so two owners demoting each other at once cannot leave none.
      const owners = await q<
        { id: number }[]
      >`SELECT id FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id FOR UPDATE`
      const [row] = await q<{ role: AccountRole }[]>`SELECT role FROM admin_users WHERE id = ${id} FOR UPDATE`
      if (!row) return 'no-account'
      if (row.role === role) return 'unchanged'
      if (row.role === 'owner' && owners.every((o) => o.id === id)) return 'last-owner'
      await q`UPDATE admin_users SET role = ${role} WHERE id = ${id}`
      if (audit) await insertAudit(q, audit)
      return 'changed'
    })) as RoleChange
  }

  setClientData(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => (await q`UPDATE admin_users SET client_data = ${allowed} WHERE id = ${id}`).count === 1,
      (changed) => changed,
    )
  }

  setAccountDisabled(id: number, disabledAt: string | null, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => {
        const changed = (await q`UPDATE admin_users SET disabled_at = ${disabledAt} WHERE id = ${id}`).count === 1
        if (changed && disabledAt) {
          await q`DELETE FROM admin_sessions WHERE user_id = ${id}`
          await q`DELETE FROM admin_setup_tokens WHERE user_id = ${id}`
          await q`DELETE FROM admin_password_resets WHERE user_id = ${id}`
        }
        return changed
      },
      (changed) => changed,
    )
  }

  replacePasswordReset(userId: number, tokenHash: string, expiresAt: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await q`DELETE FROM admin_password_resets WHERE user_id = ${userId}`
      await q`INSERT INTO admin_password_resets (token_hash, user_id, expires_at) VALUES (${tokenHash}, ${userId}, ${expiresAt})`
    })
  }

  async findPasswordReset(tokenHash: string): Promise<{ user: AccountCredentials; expiresAt: string } | null> {
    const [row] = await this.sql<(UserRow & { reset_expires_at: string })[]>`
      SELECT u.*, r.expires_at AS reset_expires_at FROM admin_password_resets r JOIN admin_users u ON u.id = r.user_id
      WHERE r.token_hash = ${tokenHash}`
    return row ? { user: toCredentials(row), expiresAt: row.reset_expires_at } : null
  }

  async deletePasswordResets(userId: number): Promise<void> {
    await this.sql`DELETE FROM admin_password_resets WHERE user_id = ${userId}`
  }

  setPasswordFromReset(userId: number, passwordHash: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await q`UPDATE admin_users SET password_hash = ${passwordHash} WHERE id = ${userId}`
      await q`DELETE FROM admin_password_resets WHERE user_id = ${userId}`
      await q`DELETE FROM admin_sessions WHERE user_id = ${userId}`
    })
  }

  replaceSetupToken(
    userId: number,
    token: { tokenHash: string; totpSecret: string; expiresAt: string },
    opts: { endSessions?: boolean; withdrawApproval?: boolean; audit?: AuditNote } = {},
  ): Promise<void> {
    return this.audited(opts.audit, async (q) => {
      await q`DELETE FROM admin_setup_tokens WHERE user_id = ${userId}`
      await q`INSERT INTO admin_setup_tokens (token_hash, user_id, totp_secret, expires_at)
              VALUES (${token.tokenHash}, ${userId}, ${token.totpSecret}, ${token.expiresAt})`
      if (opts.endSessions) await q`DELETE FROM admin_sessions WHERE user_id = ${userId}`
      if (opts.withdrawApproval) await q`UPDATE admin_users SET may_approve_translations = false WHERE id = ${userId}`
    })
  }

  async findSetupToken(tokenHash: string): Promise<{ user: AdminUser; totpSecret: string; expiresAt: string } | null> {
    const [row] = await this.sql<
      { id: number; email: string; role: AccountRole; client_data: number | boolean; totp_secret: string; expires_at: string }[]
    >`
      SELECT u.id, u.email, u.role, u.client_data, t.totp_secret, t.expires_at FROM admin_setup_tokens t JOIN admin_users u ON u.id = t.user_id
      WHERE t.token_hash = ${tokenHash} AND u.disabled_at IS NULL`
    return row
      ? {
          user: toAdminUser(row),
          totpSecret: row.totp_secret,
          expiresAt: row.expires_at,
        }
      : null
  }

  completeAccountSetup(userId: number, passwordHash: string, totpSecret: string, usedStep: number, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await q`UPDATE admin_users SET password_hash = ${passwordHash}, totp_secret = ${totpSecret} WHERE id = ${userId}`
      await q`DELETE FROM admin_setup_tokens WHERE user_id = ${userId}`
      await q`DELETE FROM admin_totp_used WHERE user_id = ${userId}`
      await q`INSERT INTO admin_totp_used (user_id, step) VALUES (${userId}, ${usedStep}) ON CONFLICT DO NOTHING`
    })
  }

  /**
   * A step later than every step the account used, across every instance: the account's lock makes the check and the
   * insert one step, so two instances cannot take the same step, nor an older one while a newer one goes in.
   */
  useTotpStep(userId: number, step: number): Promise<boolean> {
    return this.sql.begin(async (q) => {
      await lockName(q, `totp ${userId}`)
      const result = await q`INSERT INTO admin_totp_used (user_id, step) SELECT ${userId}, ${step}
        WHERE NOT EXISTS (SELECT 1 FROM admin_totp_used WHERE user_id = ${userId} AND step >= ${step})`
      return result.count === 1
    }) as Promise<boolean>
  }

  async forgetTotpStepsBefore(userId: number, step: number): Promise<void> {
    await this.sql`DELETE FROM admin_totp_used WHERE user_id = ${userId} AND step < ${step}
      AND step < (SELECT max(step) FROM admin_totp_used WHERE user_id = ${userId})`
  }

  async forgetAllUsedTotpSteps(): Promise<void> {
    await this.sql`DELETE FROM admin_totp_used`
  }

  async signInFailures(key: string, since: string): Promise<{ count: number; first: string | null; last: string | null }> {
    const [row] = await this.sql<{ n: number; first: string | null; last: string | null }[]>`
      SELECT count(*)::int AS n, min(at) AS first, max(at) AS last FROM admin_sign_in_failures WHERE key = ${key} AND at > ${since}`
    return { count: row.n, first: row.first, last: row.last }
  }

  async recordSignInFailure(keys: string[], at: string): Promise<void> {
    if (!keys.length) return
    await this.sql`INSERT INTO admin_sign_in_failures ${this.sql(keys.map((key) => ({ key, at })))}`
  }

  takeAllowance(limits: { key: string; since: string; max: number }[], at: string): Promise<boolean> {
    return this.sql.begin(async (q) => {
      // One lock per key, always in the same order: counting and recording cannot interleave with another instance's.
      for (const key of [...new Set(limits.map((l) => l.key))].sort()) await lockName(q, `allowance ${key}`)
      for (const { key, since, max } of limits) {
        const [{ n }] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM admin_sign_in_failures WHERE key = ${key} AND at > ${since}`
        if (n >= max) return false
      }
      if (limits.length) await q`INSERT INTO admin_sign_in_failures ${q(limits.map(({ key }) => ({ key, at })))}`
      return true
    })
  }

  async signInFailuresByKey(prefix: string, since: string): Promise<{ key: string; count: number; first: string; last: string }[]> {
    const rows = await this.sql<{ key: string; count: number; first: string; last: string }[]>`
      SELECT key, count(*)::int AS count, min(at) AS first, max(at) AS last FROM admin_sign_in_failures
      WHERE substr(key, 1, ${prefix.length}) = ${prefix} AND at > ${since} GROUP BY key ORDER BY key COLLATE "C"`
    return rows.map((r) => ({ key: r.key, count: r.count, first: r.first, last: r.last }))
  }

  clearSignInFailures(key: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await q`DELETE FROM admin_sign_in_failures WHERE key = ${key}`
    })
  }

  createSession(tokenHash: string, userId: number, csrf: string, at: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await q`INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at)
              VALUES (${tokenHash}, ${userId}, ${csrf}, ${at}, ${at})`
    })
  }

  async findSession(tokenHash: string): Promise<{ user: AdminUser; csrf: string; lastSeenAt: string } | null> {
    const [row] = await this.sql<
      { csrf_token: string; last_seen_at: string; id: number; email: string; role: AccountRole; client_data: number | boolean }[]
    >`
      SELECT s.csrf_token, s.last_seen_at, u.id, u.email, u.role, u.client_data FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash} AND u.disabled_at IS NULL`
    return row
      ? {
          user: toAdminUser(row),
          csrf: row.csrf_token,
          lastSeenAt: row.last_seen_at,
        }
      : null
  }

  async touchSession(tokenHash: string, at: string): Promise<void> {
    await this.sql`UPDATE admin_sessions SET last_seen_at = ${at} WHERE token_hash = ${tokenHash}`
  }

  async deleteSession(tokenHash: string): Promise<number> {
    return (await this.sql`DELETE FROM admin_sessions WHERE token_hash = ${tokenHash}`).count
  }

  async deleteSessionsOf(userId: number): Promise<number> {
    return (await this.sql`DELETE FROM admin_sessions WHERE user_id = ${userId}`).count
  }

  async pruneAccountRecords(before: { failures: string; sessions: string; setupTokens: string }): Promise<void> {
    await this.sql.begin(async (q) => {
      await q`DELETE FROM admin_sign_in_failures WHERE at < ${before.failures}`
      await q`DELETE FROM admin_sessions WHERE last_seen_at < ${before.sessions}`
      await q`DELETE FROM admin_setup_tokens WHERE expires_at < ${before.setupTokens}`
      await q`DELETE FROM admin_password_resets WHERE expires_at < ${before.setupTokens}`
    })
  }
}
