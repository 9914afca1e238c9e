import { expect, test, type Browser, type Page } from '@playwright/test'
import { totp } from '../server/admin/crypto.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount, signInWith } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 34: client data (leads, KVKK requests, exports) is for owners and for the accounts an owner grants it. An
 * editor made with the command line has no Leads in the navigation and gets "Not for your account"; once the owner
 * grants it on the accounts page, the editor's navigation shows Leads, and another editor's does not.
 */

test.use({ baseURL: ADMIN_BASE })

// Three accounts set up through the CLI and the browser: slow in Firefox on a shared machine.
test.beforeEach(() => test.slow())

/** An account made with the real CLI (an editor unless `owner`), set up and signed in from its own address. */
async function signedInAccount(browser: Browser, prefix: string, address: string, owner = false): Promise<{ page: Page; email: string }> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const page = await fromAddress(browser, address)
  const secret = await setUpAccount(page, cliCreate(email, owner))
  await signInWith(page, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)
  return { page, email }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' })

test('an owner grants an editor client data: the editor then sees Leads, another editor does not', async ({ browser }) => {
  const owner = await signedInAccount(browser, 'owner', '198.51.100.60', true)
  const editor = await signedInAccount(browser, 'editor', '198.51.100.61')
  const other = await signedInAccount(browser, 'other-editor', '198.51.100.62')

  // Before: posts and translations, no client data, no audit log; a typed address says why.
  await expect(nav(editor.page).getByRole('link', { name: 'Posts' })).toBeVisible()
  for (const hidden of ['Leads', 'KVKK requests', 'Audit log', 'Accounts'])
    await expect(nav(editor.page).getByRole('link', { name: hidden })).toHaveCount(0)
  await editor.page.goto('/admin/leads')
  await expect(editor.page.getByRole('heading', { name: 'Not for your account' })).toBeVisible()
  await expect(editor.page.getByText(/may not see client data/)).toBeVisible()

  // The owner grants the right on the accounts page.
  await openAdmin(owner.page, '/admin/accounts')
  const row = owner.page.getByRole('row').filter({ hasText: editor.email })
  await expect(row).toContainText('not granted')
  await row.getByRole('button', { name: `Grant ${editor.email} client data` }).click()
  await expect(owner.page.getByRole('button', { name: `Withdraw client data from ${editor.email}` })).toBeVisible()
  await expect(owner.page.getByRole('row').filter({ hasText: editor.email })).not.toContainText('not granted')

  // The editor's next page shows Leads and opens it; the audit log stays the owners'.
  await openAdmin(editor.page, '/admin/posts')
  await nav(editor.page).getByRole('link', { name: 'Leads' }).click()
  await editor.page.waitForURL(/\/admin\/leads$/)
  await expect(editor.page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await expect(nav(editor.page).getByRole('link', { name: 'Audit log' })).toHaveCount(0)

  // The other editor was not granted anything.
  await openAdmin(other.page, '/admin/posts')
  await expect(nav(other.page).getByRole('link', { name: 'Posts' })).toBeVisible()
  await expect(nav(other.page).getByRole('link', { name: 'Leads' })).toHaveCount(0)

  // The grant is in the audit log with who gave it.
  await openAdmin(owner.page, '/admin/audit')
  await expect(
    owner.page.getByRole('row').filter({ hasText: 'client data: granted' }).filter({ hasText: editor.email }).first(),
  ).toContainText(owner.email)
})
