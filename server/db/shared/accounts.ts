import type { AccountRole } from '../accounts.ts'
import { compiledOnce, type Dialect } from './query.ts'

type UserId = number

export const userByEmail = (d: Dialect, email: string) => d.b.selectFrom('admin_users').selectAll().where(d.emailIs('email', email))

export const userById = compiledOnce(({ b }: Dialect, id: UserId) => b.selectFrom('admin_users').selectAll().where('id', '=', id))

export const insertUser = ({ b }: Dialect, email: string, now: string, role: AccountRole) =>
  b.insertInto('admin_users').values({ email, created_at: now, role }).returning('id')

/** Active owners, by id (PostgreSQL locks them: two owners demoting each other at once cannot leave none). */
export const ownerIds = ({ b }: Dialect) =>
  b.selectFrom('admin_users').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).orderBy('id')

/** Accounts with whether their set-up is pending: owners first, then by address, any case. */
export const accountList = (d: Dialect) =>
  d.b
    .selectFrom('admin_users as u')
    .selectAll('u')
    .select((eb) =>
      eb.exists(eb.selectFrom('admin_setup_tokens as t').select('t.user_id').whereRef('t.user_id', '=', 'u.id')).as('pending'),
    )
    .orderBy((eb) => eb('u.role', '=', 'owner'), 'desc')
    .orderBy(d.folded('u.email'))

export const approvalOf = compiledOnce(({ b }: Dialect, id: UserId) =>
  b.selectFrom('admin_users').select('may_approve_translations').where('id', '=', id),
)

export const roleOf = ({ b }: Dialect, id: UserId) => b.selectFrom('admin_users').select('role').where('id', '=', id)

type UserChange = {
  role?: AccountRole
  may_approve_translations?: boolean
  client_data?: boolean
  disabled_at?: string | null
  password_hash?: string
  totp_secret?: string
}

export const updateUser = ({ b }: Dialect, id: UserId, change: UserChange) => b.updateTable('admin_users').set(change).where('id', '=', id)

type OwnedTable = 'admin_sessions' | 'admin_setup_tokens' | 'admin_password_resets' | 'admin_totp_used'

/** Every row of `table` that belongs to the account. */
export const deleteOf = ({ b }: Dialect, table: OwnedTable, userId: UserId) => b.deleteFrom(table).where('user_id', '=', userId)

export const insertPasswordReset = ({ b }: Dialect, userId: UserId, tokenHash: string, expiresAt: string) =>
  b.insertInto('admin_password_resets').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })

export const passwordReset = ({ b }: Dialect, tokenHash: string) =>
  b
    .selectFrom('admin_password_resets as r')
    .innerJoin('admin_users as u', 'u.id', 'r.user_id')
    .selectAll('u')
    .select('r.expires_at as reset_expires_at')
    .where('r.token_hash', '=', tokenHash)

export const insertSetupToken = ({ b }: Dialect, userId: UserId, token: { tokenHash: string; totpSecret: string; expiresAt: string }) =>
  b
    .insertInto('admin_setup_tokens')
    .values({ token_hash: token.tokenHash, user_id: userId, totp_secret: token.totpSecret, expires_at: token.expiresAt })

export const setupToken = ({ b }: Dialect, tokenHash: string) =>
  b
    .selectFrom('admin_setup_tokens as t')
    .innerJoin('admin_users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.email', 'u.role', 'u.client_data', 't.totp_secret', 't.expires_at'])
    .where('t.token_hash', '=', tokenHash)
    .where('u.disabled_at', 'is', null)

/** The step is recorded as used (a step already recorded is no error). */
export const recordTotpStep = ({ b }: Dialect, userId: UserId, step: number) =>
  b
    .insertInto('admin_totp_used')
    .values({ user_id: userId, step })
    .onConflict((oc) => oc.doNothing())

/** One statement: recorded only when the account used no step as late, so a step or an older one is taken once. */
export const takeTotpStep = ({ b }: Dialect, userId: UserId, step: number) =>
  b
    .insertInto('admin_totp_used')
    .columns(['user_id', 'step'])
    .expression(
      b
        .selectNoFrom((eb) => [eb.val(userId).as('user_id'), eb.val(step).as('step')])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('admin_totp_used').select('step').where('user_id', '=', userId).where('step', '>=', step))),
        ),
    )

/** Steps older than `step`, keeping the account's latest. */
export const forgetTotpStepsBefore = ({ b }: Dialect, userId: UserId, step: number) =>
  b
    .deleteFrom('admin_totp_used')
    .where('user_id', '=', userId)
    .where('step', '<', step)
    .where('step', '<', (eb) =>
      eb
        .selectFrom('admin_totp_used')
        .select((e) => e.fn.max('step').as('m'))
        .where('user_id', '=', userId),
    )

export const forgetAllTotpSteps = ({ b }: Dialect) => b.deleteFrom('admin_totp_used')

export const failuresOf = ({ b }: Dialect, key: string, since: string) =>
  b
    .selectFrom('admin_sign_in_failures')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('first'), eb.fn.max('at').as('last')])
    .where('key', '=', key)
    .where('at', '>', since)

export const insertFailures = ({ b }: Dialect, keys: string[], at: string) =>
  b.insertInto('admin_sign_in_failures').values(keys.map((key) => ({ key, at })))

/** Failed sign-ins per key starting with `prefix`, by key's bytes. */
export const failuresByKey = (d: Dialect, prefix: string, since: string) =>
  d.b
    .selectFrom('admin_sign_in_failures')
    .select((eb) => ['key', eb.fn.countAll().as('n'), eb.fn.min('at').as('first'), eb.fn.max('at').as('last')])
    .where((eb) => eb(eb.fn('substr', ['key', eb.val(1), eb.val(prefix.length)]), '=', prefix))
    .where('at', '>', since)
    .groupBy('key')
    .orderBy(d.bytes('key'))

export const clearFailures = ({ b }: Dialect, key: string) => b.deleteFrom('admin_sign_in_failures').where('key', '=', key)

export const insertSession = ({ b }: Dialect, tokenHash: string, userId: UserId, csrf: string, at: string) =>
  b.insertInto('admin_sessions').values({ token_hash: tokenHash, user_id: userId, csrf_token: csrf, created_at: at, last_seen_at: at })

export const session = compiledOnce(({ b }: Dialect, tokenHash: string) =>
  b
    .selectFrom('admin_sessions as s')
    .innerJoin('admin_users as u', 'u.id', 's.user_id')
    .select(['s.csrf_token', 's.last_seen_at', 'u.id', 'u.email', 'u.role', 'u.client_data'])
    .where('s.token_hash', '=', tokenHash)
    .where('u.disabled_at', 'is', null),
)

export const touchSession = compiledOnce(({ b }: Dialect, tokenHash: string, at: string) =>
  b.updateTable('admin_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash),
)

export const deleteSession = compiledOnce(({ b }: Dialect, tokenHash: string) =>
  b.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash),
)

/** Records past their use: failures before `before.failures`, idle sessions, expired set-up and reset links. */
export const pruneStatements = ({ b }: Dialect, before: { failures: string; sessions: string; setupTokens: string }) => [
  b.deleteFrom('admin_sign_in_failures').where('at', '<', before.failures),
  b.deleteFrom('admin_sessions').where('last_seen_at', '<', before.sessions),
  b.deleteFrom('admin_setup_tokens').where('expires_at', '<', before.setupTokens),
  b.deleteFrom('admin_password_resets').where('expires_at', '<', before.setupTokens),
]
