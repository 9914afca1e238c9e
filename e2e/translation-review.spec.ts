import { expect, test, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { totp } from '../server/admin/crypto.ts'
import { databaseFile } from '../server/db/data-files.ts'
import { completeSetUp, openAdmin, PASSWORD } from './support/admin'
import { uniqueName } from './support/app'
import { gotoHydrated } from './support/hydration'

/**
 * Issue 22: a lawyer approves a Turkish page in the back office and visitors get the reviewed page at once — no
 * notice, no noindex, hreflang to English — in a browser that hydrates it without a mismatch; a page not reviewed
 * keeps its notice after a client-side navigation. Runs on the back-office server (its own database); each engine
 * reviews its own page, since both share that server.
 */

/** Sign-in hashes a password and approvals render pages: on a loaded CI machine they take seconds. */
const patient = expect.configure({ timeout: 30_000 })

const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
test.use({ baseURL: ADMIN_BASE })

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [path.resolve('server/admin/cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR },
    encoding: 'utf8',
  })
}

/** A new account allowed to approve translations, signed in on `page`. */
async function signedInApprover(page: Page): Promise<void> {
  const email = `${uniqueName('lawyer').toLowerCase()}@firm.example`
  const setupPath = new URL(/https?:\/\/\S+\/admin\/setup\/\S+/.exec(cli('create', '--email', email))![0]).pathname
  const db = new DatabaseSync(databaseFile(process.env.E2E_ADMIN_DATA_DIR!))
  try {
    db.prepare('UPDATE admin_users SET may_approve_translations = 1 WHERE email = ?').run(email)
  } finally {
    db.close()
  }
  await openAdmin(page, setupPath)
  const secret = await completeSetUp(page)
  await openAdmin(page, '/admin/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await patient(page).toHaveURL(/\/admin\/posts/)
}

async function approve(page: Page, reviewPath: string) {
  await openAdmin(page, reviewPath)
  await patient(page.locator('h2', { hasText: 'English (source)' })).toBeVisible()
  // CSS, not role, locators, and a dispatched click: the interface's page lists about a thousand strings, and over
  // WebDriver BiDi Firefox spends minutes computing roles or "scrolling into view" on it (the button is at the top,
  // in view, enabled: the check above and the result below stand for the click's actionability).
  await page.locator('button', { hasText: 'Approve translation' }).dispatchEvent('click')
  await patient(page.locator('[role="status"]', { hasText: 'Approved.' })).toBeVisible()
}

test('a lawyer approves a Turkish page; visitors get it reviewed at once, hydrated without a mismatch', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const item = test.info().project.name.includes('firefox') ? '/faq' : '/privacy-notice'
  const visitor = await (await browser.newContext({ baseURL: ADMIN_BASE })).newPage()
  const errors: string[] = []
  visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  visitor.on('pageerror', (e) => errors.push(e.message))

  await gotoHydrated(visitor, `/tr${item}`)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()

  await signedInApprover(page)
  await openAdmin(page, '/admin/translations')
  await page.getByLabel('Language').selectOption('tr')
  await patient(page.getByRole('link', { name: item, exact: true })).toBeVisible()
  await approve(page, '/admin/translations/tr/interface')
  await approve(page, `/admin/translations/tr${item}`)
  await patient(page.getByText('Reviewed: indexed, in the sitemap and in hreflang')).toBeVisible()

  await gotoHydrated(visitor, `/tr${item}`)
  await patient(visitor.getByTestId('translation-notice')).toHaveCount(0)
  await patient(visitor.locator('meta[name="robots"]')).toHaveCount(0)
  await patient(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${item}$`))
  await patient(visitor.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
  // A page no lawyer has reviewed keeps its notice, also when reached by the router without reloading.
  await visitor.locator('footer a[href="/tr/about-us"]').first().click()
  await patient(visitor).toHaveURL(/\/tr\/about-us$/)
  await patient(visitor.getByTestId('translation-notice')).toBeVisible()
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([])
})
