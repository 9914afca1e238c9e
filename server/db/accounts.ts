/**
 * Back office accounts, their one-time set-up and reset links, sessions, failed sign-ins and used TOTP codes. The
 * types, the same for every engine (server/db/store.ts); SQLite's queries are in sqlite/accounts.ts.
 */

import type { Role } from '../../src/lib/admin-permissions.ts'

/** What an account is for (src/lib/admin-permissions.ts says what each role may do; ADR 8). */
export type AccountRole = Role

export interface AdminUser {
  id: number
  email: string
  role: AccountRole
  /** An owner granted this account the client-data right (leads, exports, KVKK); owners have it anyway. */
  clientData: boolean
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
  /** Granted the client-data right by an owner (owners have it whatever this says). */
  clientData: boolean
}
