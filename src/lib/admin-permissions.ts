/**
 * Who may do what in the back office (ADR 8): the roles, the rights they give, and the navigation that shows each
 * account only what it may use. The server's route table (server/admin/access.ts) checks the same permissions, so
 * what the navigation hides is also refused to a typed URL or a script.
 */

export const ROLES = ['owner', 'editor', 'translator'] as const
export type Role = (typeof ROLES)[number]

/**
 * - `posts`: write, publish, unpublish and delete posts; upload images.
 * - `content`: the site's content documents (ADR 36, 3.4): write, restore and publish their neutral and English parts.
 *   Their translations (Turkish, Arabic) are `translations`' work; the server checks the part of every call. Also
 *   each lawyer's availability for bookings (hours, days off, buffers): the firm's setting like its facts, no
 *   personal data.
 * - `translations`: the translations screen, a post's translations (make, edit, send for review, XLIFF exchange);
 *   approving or sending back also needs the approver right, granted on the command line only.
 * - `client-data`: leads, the dashboard of leads, exports, KVKK look-ups, exports and erasure; the bookings (they
 *   hold the visitor's name, e-mail, phone and topic, as a lead does).
 * - `accounts`: add, disable, reset accounts, change roles, grant the client-data right.
 * - `audit`: read the audit log.
 */
export const PERMISSIONS = ['posts', 'content', 'translations', 'client-data', 'accounts', 'audit'] as const
export type Permission = (typeof PERMISSIONS)[number]

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ['posts', 'content', 'translations'],
  translator: ['translations'],
}

/** What a role is for, in the words the accounts screen uses. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Owner: everything, including accounts, the audit log and client data',
  editor: "Editor: posts, images, the site's content and translations",
  translator: "Translator: translations only (the translations screen, the translations of posts and of the site's content)",
}

/** The account facts permissions derive from: its role, and whether an owner granted it the client-data right. */
export interface AccountGrants {
  role: Role
  clientData: boolean
}

/** Every permission the account has: its role's, plus client data when granted (owners always have it). */
export function permissionsOf(account: AccountGrants): Permission[] {
  const granted = new Set<Permission>(ROLE_PERMISSIONS[account.role])
  if (account.clientData) granted.add('client-data')
  return PERMISSIONS.filter((p) => granted.has(p))
}

export const may = (account: AccountGrants, permission: Permission): boolean => permissionsOf(account).includes(permission)

/** The back office's navigation, each entry behind the permission its pages need. */
export const ADMIN_NAV: { href: string; label: string; permission: Permission }[] = [
  { href: '/admin/dashboard', label: 'Dashboard', permission: 'client-data' },
  { href: '/admin/posts', label: 'Posts', permission: 'translations' },
  { href: '/admin/translations', label: 'Translations', permission: 'translations' },
  { href: '/admin/content', label: 'Site content', permission: 'translations' },
  { href: '/admin/content/firm/firm', label: 'Firm facts', permission: 'content' },
  { href: '/admin/media', label: 'Media', permission: 'content' },
  { href: '/admin/leads', label: 'Leads', permission: 'client-data' },
  { href: '/admin/bookings', label: 'Bookings', permission: 'client-data' },
  { href: '/admin/availability', label: 'Availability', permission: 'content' },
  { href: '/admin/kvkk', label: 'KVKK requests', permission: 'client-data' },
  { href: '/admin/audit', label: 'Audit log', permission: 'audit' },
  { href: '/admin/accounts', label: 'Accounts', permission: 'accounts' },
]

/** The answer to a signed-in call the account's permissions do not cover, by the permission it lacks. */
export const PERMISSION_DENIED: Record<Permission, string> = {
  posts: 'Your account may not create, publish or delete posts. Ask an owner if you need to.',
  content:
    "Your account may not do this: it may write only the translations of the site's content, not its English, the facts shared by every language or its images. Ask an editor or an owner.",
  translations: 'Your account may not work on translations.',
  'client-data':
    'Your account may not see client data (leads, bookings, exports, KVKK requests). An owner can grant this right on the accounts page.',
  accounts: 'Only an owner can manage accounts.',
  audit: 'Only an owner can read the audit log.',
}
