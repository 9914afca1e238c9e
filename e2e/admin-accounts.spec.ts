import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { DatabaseSync } from 'node:sqlite'
import { totp } from '../server/admin/crypto.ts'
import { databaseFile } from '../server/db/data-files.ts'
import { ADMIN_BASE, cliCreate, fromAddress, openAdmin, PASSWORD, setUpAccount as setUp, signInWith as signIn } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 21: an owner manages accounts in the back office, sign-in right after set-up explains a reused code, a
 * stranger's failures do not lock the owner out, and a forgotten password is reset by e-mail plus authenticator.
 */

test.use({ baseURL: ADMIN_BASE })

const NEW_PASSWORD = 'a different sample passphrase 1977'

/** The newest e-mail the server queued for `to`, read from its outbox (the mail server is not configured here). */
function lastMailTo(to: string): string {
  const db = new DatabaseSync(databaseFile(process.env.E2E_ADMIN_DATA_DIR!), { readOnly: true })
  try {
    const rows = db.prepare('SELECT message FROM outbox ORDER BY id DESC').all() as { message: string }[]
    const found = rows.map((r) => JSON.parse(r.message) as { to: { address: string }; text: string }).find((m) => m.to.address === to)
    if (!found) throw new Error(`no e-mail to ${to}`)
    return found.text
  } finally {
    db.close()
  }
}

test('an owner adds a member of staff, who sets up and signs in; disabled, the staff session ends', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await fromAddress(browser, '198.51.100.40')
  const ownerEmail = `${uniqueName('owner').toLowerCase()}@firm.example`
  const secret = await setUp(page, cliCreate(ownerEmail, true))

  // Right after set-up the same code is still on the phone: the answer says to wait for the next one.
  await signIn(page, ownerEmail, PASSWORD, totp(secret))
  await expect(page.getByText(/That code or a newer one has been used already .* Wait for your app to show the next code/)).toBeVisible()
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin\/posts$/)

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click()
  await page.waitForURL(/\/admin\/accounts$/)
  await openAdmin(page, '/admin/accounts')
  const staffEmail = `${uniqueName('staff').toLowerCase()}@firm.example`
  await page.getByLabel('E-mail').fill(staffEmail)
  await page.getByRole('button', { name: 'Add and send the set-up link' }).click()
  // The link goes only to the person (here, without a mail server, to the mail folder); the owner never sees it.
  const notice = page.getByRole('status').filter({ hasText: `the e-mail with the set-up link for ${staffEmail} has been written` })
  await expect(notice).toContainText('to the mail folder on the server')
  const link = /https?:\/\/\S+\/admin\/setup\/[\w-]+/.exec(lastMailTo(staffEmail))![0]
  expect(await page.content()).not.toContain(new URL(link).pathname)
  await expect(page.getByRole('row', { name: new RegExp(staffEmail) })).toContainText('set-up pending')

  const staffPage = await fromAddress(browser, '198.51.100.41')
  const staffSecret = await setUp(staffPage, new URL(link).pathname)
  await signIn(staffPage, staffEmail, PASSWORD, totp(staffSecret, Date.now() + 30_000))
  await staffPage.waitForURL(/\/admin\/posts$/)
  // Staff see no Accounts link and cannot open the page.
  await expect(staffPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' })).toHaveCount(0)

  await openAdmin(page, '/admin/accounts')
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: `Disable ${staffEmail}` }).click()
  await expect(page.getByRole('row', { name: new RegExp(staffEmail) })).toContainText('disabled')
  await staffPage.goto('/admin/posts')
  await expect(staffPage).toHaveURL(/\/admin\/sign-in/)

  await openAdmin(page, '/admin/audit')
  await expect(page.getByRole('row', { name: new RegExp(`account disabled ${staffEmail}`) })).toBeVisible()
})

test("a stranger's failed sign-ins slow the stranger down; the owner elsewhere signs in at once", async ({ browser }) => {
  test.setTimeout(180_000)
  const setupPage = await fromAddress(browser, '198.51.100.50')
  const email = `${uniqueName('target').toLowerCase()}@firm.example`
  const secret = await setUp(setupPage, cliCreate(email, false))

  const stranger = await fromAddress(browser, '203.0.113.99')
  await signIn(stranger, email, 'a guessed password here', '123456')
  await expect(stranger.getByText('The e-mail, password or code is not right.')).toBeVisible()
  const attempt = async () => {
    const answer = stranger.waitForResponse('**/admin/api/sign-in')
    await stranger.getByRole('button', { name: 'Sign in' }).click()
    return (await answer).status()
  }
  expect([await attempt(), await attempt(), await attempt()]).toEqual([401, 401, 429])
  await expect(stranger.getByText(/Too many failed attempts from this address\. Wait \d+ seconds and try again\./)).toBeVisible()

  const owner = await fromAddress(browser, '198.51.100.51')
  await signIn(owner, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await owner.waitForURL(/\/admin\/posts$/)
})

test('a forgotten password is reset from an e-mailed link together with the authenticator code', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await fromAddress(browser, '198.51.100.60')
  const email = `${uniqueName('forgetful').toLowerCase()}@firm.example`
  const secret = await setUp(page, cliCreate(email, false))

  await openAdmin(page, '/admin/sign-in')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.waitForURL(/\/admin\/forgot-password$/)
  await openAdmin(page, '/admin/forgot-password')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByText(`If ${email} belongs to a back-office account, a reset link is on its way to it.`)).toBeVisible()

  const link = /https?:\/\/\S+\/admin\/reset\/\S+/.exec(lastMailTo(email))![0]
  await openAdmin(page, new URL(link).pathname)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('New password').fill(NEW_PASSWORD)
  await page.getByLabel('Password again').fill(NEW_PASSWORD)
  const resetStep = Math.floor(Date.now() / 30_000) + 1
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()

  // Codes are good once: wait until the step after the one the reset used is within reach.
  await page.waitForTimeout(Math.max(0, resetStep * 30_000 - Date.now() + 200))
  await signIn(page, email, NEW_PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)
})
