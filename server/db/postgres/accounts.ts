import type { ISql, Sql } from 'postgres'
import type { AccountCredentials, AccountRole, AccountsRepository, AccountSummary, AdminUser, AuditNote, RoleChange } from '../store.ts'
import { insertAudit } from './audit.ts'
import { lockName } from './connection.ts'
import { mayApprove, toAccountSummary, toAdminUser, toCredentials, type UserRow } from '../rows.ts'
import * as shared from '../shared/accounts.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'

type Query = Parameters<typeof pgRun>[1]

/** Runs the statements one after the other on `q`: the rows they changed. */
async function run(q: ISql, ...queries: Query[]): Promise<number> {
  let changed = 0
  for (const query of queries) changed += await pgRun(q, query)
  return changed
}

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
    const row = await pgRow(this.sql, shared.userByEmail(d, email))
    return row ? toCredentials(row as UserRow) : null
  }

  async findAccountById(id: number): Promise<AccountCredentials | null> {
    const row = await pgRow(this.sql, shared.userById(d, id))
    return row ? toCredentials(row as UserRow) : null
  }

  async createAccount(email: string, now: string, role: AccountRole): Promise<AdminUser> {
    const { id } = (await pgRow(this.sql, shared.insertUser(d, email, now, role)))!
    return { id, email, role, clientData: false }
  }

  async hasOwner(): Promise<boolean> {
    return (await pgRow(this.sql, shared.ownerIds(d).limit(1))) !== undefined
  }

  async listAccounts(): Promise<AccountSummary[]> {
    return (await pgRows(this.sql, shared.accountList(d))).map((r) => toAccountSummary(r as UserRow & { pending: boolean }))
  }

  async mayApproveTranslations(userId: number): Promise<boolean> {
    const row = await pgRow(this.sql, shared.approvalOf(d, userId))
    return row ? mayApprove(row) : false
  }

  setMayApproveTranslations(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => (await run(q, shared.updateUser(d, id, { may_approve_translations: allowed }))) === 1,
      (changed) => changed,
    )
  }

  async setAccountRole(id: number, role: AccountRole, audit?: AuditNote): Promise<RoleChange> {
    return (await this.sql.begin(async (q) => {
      // The owners' rows are locked first, so two owners demoting each other at once cannot leave none.
      const owners = await pgRows(q, shared.ownerIds(d).forUpdate())
      const row = await pgRow(q, shared.roleOf(d, id).forUpdate())
      if (!row) return 'no-account'
      if (row.role === role) return 'unchanged'
      if (row.role === 'owner' && owners.every((o) => o.id === id)) return 'last-owner'
      await run(q, shared.updateUser(d, id, { role }))
      if (audit) await insertAudit(q, audit)
      return 'changed'
    })) as RoleChange
  }

  setClientData(id: number, allowed: boolean, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => (await run(q, shared.updateUser(d, id, { client_data: allowed }))) === 1,
      (changed) => changed,
    )
  }

  setAccountDisabled(id: number, disabledAt: string | null, audit?: AuditNote): Promise<boolean> {
    return this.audited(
      audit,
      async (q) => {
        const changed = (await run(q, shared.updateUser(d, id, { disabled_at: disabledAt }))) === 1
        if (changed && disabledAt) {
          await run(
            q,
            shared.deleteOf(d, 'admin_sessions', id),
            shared.deleteOf(d, 'admin_setup_tokens', id),
            shared.deleteOf(d, 'admin_password_resets', id),
          )
        }
        return changed
      },
      (changed) => changed,
    )
  }

  replacePasswordReset(userId: number, tokenHash: string, expiresAt: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await run(q, shared.deleteOf(d, 'admin_password_resets', userId), shared.insertPasswordReset(d, userId, tokenHash, expiresAt))
    })
  }

  async findPasswordReset(tokenHash: string): Promise<{ user: AccountCredentials; expiresAt: string } | null> {
    const row = await pgRow(this.sql, shared.passwordReset(d, tokenHash))
    return row ? { user: toCredentials(row as UserRow), expiresAt: row.reset_expires_at } : null
  }

  async deletePasswordResets(userId: number): Promise<void> {
    await run(this.sql, shared.deleteOf(d, 'admin_password_resets', userId))
  }

  setPasswordFromReset(userId: number, passwordHash: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await run(
        q,
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
  ): Promise<void> {
    return this.audited(opts.audit, async (q) => {
      await run(q, shared.deleteOf(d, 'admin_setup_tokens', userId), shared.insertSetupToken(d, userId, token))
      if (opts.endSessions) await run(q, shared.deleteOf(d, 'admin_sessions', userId))
      if (opts.withdrawApproval) await run(q, shared.updateUser(d, userId, { may_approve_translations: false }))
    })
  }

  async findSetupToken(tokenHash: string): Promise<{ user: AdminUser; totpSecret: string; expiresAt: string } | null> {
    const row = await pgRow(this.sql, shared.setupToken(d, tokenHash))
    return row
      ? { user: toAdminUser({ ...row, role: row.role as AccountRole }), totpSecret: row.totp_secret, expiresAt: row.expires_at }
      : null
  }

  completeAccountSetup(userId: number, passwordHash: string, totpSecret: string, usedStep: number, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await run(
        q,
        shared.updateUser(d, userId, { password_hash: passwordHash, totp_secret: totpSecret }),
        shared.deleteOf(d, 'admin_setup_tokens', userId),
        shared.deleteOf(d, 'admin_totp_used', userId),
        shared.recordTotpStep(d, userId, usedStep),
      )
    })
  }

  /**
   * A step later than every step the account used, across every instance: the account's lock makes the check and the
   * insert one step, so two instances cannot take the same step, nor an older one while a newer one goes in.
   */
  useTotpStep(userId: number, step: number): Promise<boolean> {
    return this.sql.begin(async (q) => {
      await lockName(q, `totp ${userId}`)
      return (await run(q, shared.takeTotpStep(d, userId, step))) === 1
    }) as Promise<boolean>
  }

  async forgetTotpStepsBefore(userId: number, step: number): Promise<void> {
    await run(this.sql, shared.forgetTotpStepsBefore(d, userId, step))
  }

  async forgetAllUsedTotpSteps(): Promise<void> {
    await run(this.sql, shared.forgetAllTotpSteps(d))
  }

  async signInFailures(key: string, since: string): Promise<{ count: number; first: string | null; last: string | null }> {
    const row = (await pgRow(this.sql, shared.failuresOf(d, key, since)))!
    return { count: Number(row.n), first: row.first, last: row.last }
  }

  async recordSignInFailure(keys: string[], at: string): Promise<void> {
    if (keys.length) await run(this.sql, shared.insertFailures(d, keys, at))
  }

  takeAllowance(limits: { key: string; since: string; max: number }[], at: string): Promise<boolean> {
    return this.sql.begin(async (q) => {
      // One lock per key, always in the same order: counting and recording cannot interleave with another instance's.
      for (const key of [...new Set(limits.map((l) => l.key))].sort()) await lockName(q, `allowance ${key}`)
      for (const { key, since, max } of limits) {
        if (Number((await pgRow(q, shared.failuresOf(d, key, since)))!.n) >= max) return false
      }
      if (limits.length)
        await run(
          q,
          shared.insertFailures(
            d,
            limits.map((l) => l.key),
            at,
          ),
        )
      return true
    })
  }

  async signInFailuresByKey(prefix: string, since: string): Promise<{ key: string; count: number; first: string; last: string }[]> {
    return (await pgRows(this.sql, shared.failuresByKey(d, prefix, since))).map((r) => ({
      key: r.key,
      count: Number(r.n),
      first: r.first!,
      last: r.last!,
    }))
  }

  clearSignInFailures(key: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await run(q, shared.clearFailures(d, key))
    })
  }

  createSession(tokenHash: string, userId: number, csrf: string, at: string, audit?: AuditNote): Promise<void> {
    return this.audited(audit, async (q) => {
      await run(q, shared.insertSession(d, tokenHash, userId, csrf, at))
    })
  }

  async findSession(tokenHash: string): Promise<{ user: AdminUser; csrf: string; lastSeenAt: string } | null> {
    const row = await pgRow(this.sql, shared.session(d, tokenHash))
    return row ? { user: toAdminUser({ ...row, role: row.role as AccountRole }), csrf: row.csrf_token, lastSeenAt: row.last_seen_at } : null
  }

  async touchSession(tokenHash: string, at: string): Promise<void> {
    await run(this.sql, shared.touchSession(d, tokenHash, at))
  }

  deleteSession(tokenHash: string): Promise<number> {
    return run(this.sql, shared.deleteSession(d, tokenHash))
  }

  deleteSessionsOf(userId: number): Promise<number> {
    return run(this.sql, shared.deleteOf(d, 'admin_sessions', userId))
  }

  async pruneAccountRecords(before: { failures: string; sessions: string; setupTokens: string }): Promise<void> {
    await this.sql.begin((q) => run(q, ...shared.pruneStatements(d, before)))
  }
}
