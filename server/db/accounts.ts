/**
 * Back office accounts, their one-time set-up and reset links, sessions, failed sign-ins and used TOTP codes. The
 * types, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/accounts.ts.
 */

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
