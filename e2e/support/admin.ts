import { expect, type Browser, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { totp } from '../../server/admin/crypto.ts'
import { uniqueName } from './app'

/** The back office's own server in the suite (E2E_PORT + 1). */
export const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`

/** A back-office server of the suite: where its pages are, and its data folder (for the command line). */
export interface BackOffice {
  base: string
  dataDir: string
}

/**
 * Where `project` edits a document the site has only one of (the firm's facts, the FAQ). The engines run at once and
 * both change and publish the same fields of it: on one server the second save would meet the first as an edit
 * conflict, and each engine's checks of the public page would see the other's number or sentence. Picking another
 * document per engine, as the other journeys do, is not possible for these, so Firefox edits them on a back-office
 * server of its own (E2E_PORT + 2, playwright.config.ts) and both engines still run at once, without a lock.
 */
export function backOfficeOf(project: string): BackOffice {
  return project === 'firefox'
    ? { base: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 2}`, dataDir: process.env.E2E_FIREFOX_ADMIN_DATA_DIR! }
    : { base: ADMIN_BASE, dataDir: process.env.E2E_ADMIN_DATA_DIR! }
}

/** The password every back-office journey sets for the accounts it makes. */
export const PASSWORD = 'a long enough sample passphrase 42'

/** Opens a back-office page and waits until React has hydrated its <main>. */
export async function openAdmin(page: Page, url: string): Promise<void> {
  try {
    await page.goto(url)
  } catch (error) {
    // Firefox (WebDriver BiDi) once reported a goto as "interrupted by another navigation to" the very same URL, right
    // after a click that re-rendered the page (CI, translation-approve-document.spec.ts; its retry passed): the page
    // is on its way there, so wait for it to arrive instead of failing. Any other navigation error still fails.
    const sameUrl =
      error instanceof Error && error.message.includes(`is interrupted by another navigation to "`) && error.message.includes(url)
    if (!sameUrl) throw error
    await page.waitForURL(url)
  }
  await page.waitForFunction(() => {
    const main = document.querySelector('#admin-root main')
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactProps$'))
  })
}

/** On an open set-up page: reads the key shown, sets PASSWORD and the authenticator, returns the key. */
export async function completeSetUp(page: Page): Promise<string> {
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('New password').fill(PASSWORD)
  await page.getByLabel('Password again').fill(PASSWORD)
  await page.getByLabel('Code shown by the app').fill(totp(secret))
  await page.getByRole('button', { name: 'Save and finish' }).click()
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
  return secret
}

/** Creates an account with the command line on the suite's back-office data (or `dataDir`'s); returns its set-up link's path. */
export function cliCreate(email: string, owner: boolean, dataDir = process.env.E2E_ADMIN_DATA_DIR): string {
  const args = [path.resolve('server/admin/cli.ts'), 'create', '--email', email, ...(owner ? ['--owner'] : [])]
  const out = execFileSync(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' })
  return new URL(/https?:\/\/\S+\/admin\/setup\/\S+/.exec(out)![0]).pathname
}

/** Opens a set-up link and completes it (PASSWORD and the app's current code); returns the authenticator key. */
export async function setUpAccount(page: Page, setupPath: string): Promise<string> {
  await openAdmin(page, setupPath)
  return completeSetUp(page)
}

/** Fills in and sends the sign-in form. */
export async function signInWith(page: Page, email: string, password: string, code: string): Promise<void> {
  await openAdmin(page, '/admin/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A page in a context of its own whose requests come from `address` (the server trusts X-Forwarded-For here). */
export async function fromAddress(browser: Browser, address: string, base = ADMIN_BASE): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  return context.newPage()
}

/** A new editor account made with the real CLI, set up and signed in from its own address; on the posts screen. */
export async function signedInEditor(browser: Browser, prefix: string, address: string): Promise<Page> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const page = await fromAddress(browser, address)
  const secret = await setUpAccount(page, cliCreate(email, false))
  await signInWith(page, email, PASSWORD, totp(secret, Date.now() + 30_000))
  await page.waitForURL(/\/admin\/posts$/)
  return page
}
