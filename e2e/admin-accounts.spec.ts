import { expect, test, type Browser, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { axeViolations } from './support/axe'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { totp } from '../server/admin/crypto.ts'
import { databaseFile } from '../server/db/data-files.ts'
import { completeSetUp, openAdmin, PASSWORD } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 21: an owner manages accounts in the back office, sign-in right after set-up explains a reused code, a
 * stranger's failures do not lock the owner out, and a forgotten password is reset by e-mail plus authenticator.
 */

const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
test.use({ baseURL: ADMIN_BASE })

const NEW_PASSWORD = 'a different sample passphrase 1977'

function cliCreate(email: string, owner: boolean): string {
  const args = [path.resolve('server/admin/cli.ts'), 'create', '--email', email, ...(owner ? ['--owner'] : [])]
  const out = execFileSync(process.execPath, args, { env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR }, encoding: 'utf8' })
  return new URL(/https?:\/\/\S+\/admin\/setup\/\S+/.exec(out)![0]).pathname
}

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

async function setUp(page: Page, setupPath: string): Promise<string> {
  await openAdmin(page, setupPath)
  const secret = await completeSetUp(page)
  return secret
}

async function signIn(page: Page, email: string, password: string, code: string) {
  await openAdmin(page, '/admin/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function fromAddress(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: ADMIN_BASE, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  return context.newPage()
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

test("an office locked out by a stranger's tries: the sign-in page says until when; an owner lifts the lock", async ({ browser }) => {
  test.setTimeout(180_000)
  // An address of its own on each run and browser: the server and its failure records are shared by both.
  const octet = () => Math.floor(Math.random() * 250) + 1
  const office = `10.${octet()}.${octet()}.${octet()}`
  const ownerPage = await fromAddress(browser, '198.51.100.70')
  const ownerEmail = `${uniqueName('owner').toLowerCase()}@firm.example`
  const ownerSecret = await setUp(ownerPage, cliCreate(ownerEmail, true))
  const colleague = await fromAddress(browser, office)
  const colleagueEmail = `${uniqueName('colleague').toLowerCase()}@firm.example`
  const colleagueSecret = await setUp(colleague, cliCreate(colleagueEmail, false))

  // Someone behind the office's address tries 20 e-mails, once each.
  const stranger = await fromAddress(browser, office)
  await openAdmin(stranger, '/admin/sign-in')
  const statuses = await stranger.evaluate(async () => {
    const { csrf } = JSON.parse(document.getElementById('admin-props')!.textContent!) as { csrf: string }
    const answers: number[] = []
    for (let i = 0; i < 20; i++) {
      const res = await fetch('/admin/api/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ email: `guess${i}@elsewhere.example`, password: 'a guessed password', code: '123456' }),
      })
      answers.push(res.status)
    }
    return answers
  })
  expect(statuses).toEqual(Array(20).fill(401))

  // The colleague at the office, with the right details, is told until when.
  await signIn(colleague, colleagueEmail, PASSWORD, totp(colleagueSecret, Date.now() + 30_000))
  await expect(
    colleague.getByText(
      /^Too many failed attempts from this address\. Sign-in is locked until \d\d:\d\d Istanbul time \(in 15 minutes\); an owner of the back office can lift the lock sooner\.$/,
    ),
  ).toBeVisible()

  // An owner, elsewhere, lifts the lock.
  await signIn(ownerPage, ownerEmail, PASSWORD, totp(ownerSecret, Date.now() + 30_000))
  await ownerPage.waitForURL(/\/admin\/posts$/)
  await openAdmin(ownerPage, '/admin/accounts')
  const locks = ownerPage.getByRole('region', { name: 'Sign-in locks' })
  await expect(locks.getByRole('row', { name: new RegExp(office.replace(/\./g, '\\.')) })).toContainText('every e-mail')
  await locks.getByRole('button', { name: `Lift the lock on ${office}` }).click()
  await expect(locks.getByRole('status')).toHaveText(`The lock on ${office} has been lifted: sign-in from there works again.`)
  await expect(locks.getByRole('button', { name: `Lift the lock on ${office}` })).toHaveCount(0)

  // The colleague signs in again (the code refreshed, in case its 30 seconds ran out meanwhile).
  await colleague.getByLabel('Code from your authenticator app').fill(totp(colleagueSecret, Date.now() + 30_000))
  await colleague.getByRole('button', { name: 'Sign in' }).click()
  await colleague.waitForURL(/\/admin\/posts$/)

  await openAdmin(ownerPage, '/admin/audit')
  await expect(
    ownerPage.getByRole('row', { name: new RegExp(`sign-in lock lifted address ${office.replace(/\./g, '\\.')}`) }),
  ).toBeVisible()
})
