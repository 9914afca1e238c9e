import { expect, test, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { axeViolations } from './support/axe'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { totp } from '../server/admin/crypto.ts'
import { completeSetUp, openAdmin, PASSWORD } from './support/admin'
import { uniqueName } from './support/app'
import { AXE_SWEEP } from './support/sampling'

/**
 * Issue 21, the office manager in the back office (its own server and database, as in admin.spec.ts): the Excel
 * export, what happened to the e-mails without a mail server, the KVKK export and erasure, and the phone layout.
 */

const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
test.use({ baseURL: ADMIN_BASE })

// Each test sets up its own account through the CLI and the browser before its own steps: over a minute in Firefox
// on a shared machine (1.0–1.7 min measured), so the time limit is tripled.
test.beforeEach(() => test.slow())

/**
 * An account made with the real CLI, set up in the browser, signed in with the next step's code. An owner unless
 * told otherwise: the office manager's journeys handle client data (leads, KVKK), which editors see only when granted.
 */
async function signedInAsNewAccount(page: Page, { owner = true } = {}): Promise<string> {
  const email = `${uniqueName('office').toLowerCase()}@firm.example`
  const args = [path.resolve('server/admin/cli.ts'), 'create', '--email', email, ...(owner ? ['--owner'] : [])]
  const out = execFileSync(process.execPath, args, {
    env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR },
    encoding: 'utf8',
  })
  const link = /https?:\/\/\S+\/admin\/setup\/\S+/.exec(out)?.[0]
  if (!link) throw new Error(`no set-up link in: ${out}`)
  await openAdmin(page, new URL(link).pathname)
  const secret = await completeSetUp(page)
  await openAdmin(page, '/admin/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin\/posts$/)
  return email
}

/** Opens a back-office page and waits until React has hydrated it. */
/** A lead with a long name and address, as the office manager's phone has to show them. */
async function sendLead(page: Page, over: Record<string, string> = {}): Promise<string> {
  const email = `${uniqueName('a-rather-long-client-address').toLowerCase()}@example-holdings.com.tr`
  const res = await page.request.post('/api/email/Form/ContactUs', {
    data: {
      firstName: 'Alexandrina-Konstantina',
      lastName: 'Papadopoulou-Vanderbilt',
      email,
      message: 'We want to buy a flat in Istanbul; please call.',
      ...over,
    },
  })
  expect(res.status()).toBe(200)
  return email
}

async function leadPath(page: Page, email: string): Promise<string> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  return (await page
    .getByRole('link', { name: /Alexandrina-Konstantina/ })
    .first()
    .getAttribute('href'))!
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('no back-office page scrolls sideways; lists are cards', async ({ page }) => {
    const self = await signedInAsNewAccount(page, { owner: true })
    const email = await sendLead(page)
    const lead = await leadPath(page, email)
    for (const url of [
      '/admin/dashboard',
      '/admin/posts',
      '/admin/leads',
      lead,
      `/admin/kvkk?email=${encodeURIComponent(email)}`,
      '/admin/audit',
      '/admin/accounts',
    ]) {
      await openAdmin(page, url)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, url).toBeLessThanOrEqual(390)
    }
    // A card names its fields, as the hidden table header would.
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
    const card = page.getByRole('row').filter({ hasText: email })
    expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('block')
    await expect(card.getByRole('cell').filter({ hasText: 'Contact message' })).toBeVisible()

    // The accounts list too: each account a card that names its fields, its buttons inside the screen.
    const staff = `${uniqueName('pending').toLowerCase()}@firm.example`
    execFileSync(process.execPath, [path.resolve('server/admin/cli.ts'), 'create', '--email', staff], {
      env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR },
    })
    await openAdmin(page, '/admin/accounts')
    const account = page.getByRole('row').filter({ hasText: self })
    expect(await account.evaluate((row) => getComputedStyle(row).display)).toBe('block')
    await expect(account.locator('td[data-label="Role"]').getByRole('combobox')).toHaveValue('owner')
    const state = account.locator('td[data-label="State"]')
    await expect(state).toHaveText('active')
    // The label is the cell's ::before (its name includes it; Firefox reports `content` unresolved, so not read there).
    await expect(state).toHaveAccessibleName(/^State\s*active$/)
    for (const name of [`Send ${staff} a new set-up link`, `Disable ${staff}`]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(390)
    }
  })
})

test(
  'the new dashboard, a lead page and the accounts have no WCAG A/AA violations, on a phone too',
  { tag: AXE_SWEEP },
  async ({ page }) => {
    // Eight scans after the set-up: 186 s measured in Chromium on the shared machine, over the tripled limit.
    test.setTimeout(test.info().timeout + 90_000)
    await signedInAsNewAccount(page, { owner: true })
    const lead = await leadPath(page, await sendLead(page))
    const found: string[] = []
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      for (const url of ['/admin/dashboard', lead, '/admin/leads', '/admin/accounts']) {
        await openAdmin(page, url)
        found.push(...(await axeViolations(page)).map((v) => `${width} ${url}: ${v}`))
      }
    }
    expect(found).toEqual([])
  },
)

test('a message held for review is in the leads inbox, marked held, and nothing was e-mailed to the visitor', async ({ page }) => {
  await signedInAsNewAccount(page)
  // One visitor on their own address sends one more message than a visitor may in an hour: the last is held.
  const headers = { 'X-Forwarded-For': `198.18.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}` }
  const name = uniqueName('Held')
  const email = `${name.toLowerCase()}@example.com`
  const answers: unknown[] = []
  for (let i = 0; i <= Number(process.env.E2E_ADMIN_VISITOR_LIMIT_PER_HOUR); i++) {
    const res = await page.request.post('/api/email/Form/ContactUs', {
      headers,
      data: { firstName: name, lastName: 'Testmann', email, message: `Question ${i + 1} about a residence permit.` },
    })
    answers.push(await res.json())
  }
  expect(answers.at(-1)).toEqual({ success: true, held: true })

  await openAdmin(page, '/admin/leads?status=held')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('held for review')).toBeVisible()
  await row.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByText('Held for review: more messages than usual came from this visitor')).toBeVisible()
  // The firm is told of the first held message from a connection, marked; the visitor gets nothing.
  const mails = page.getByRole('listitem').filter({ hasText: '→' })
  await expect(mails).toHaveCount(1)
  await expect(mails).toContainText(`[held for review] New contact message from ${name} Testmann`)
  await expect(mails).not.toContainText(email)
})

test('without a mail server, the lead says "written to file" and the dashboard warns', async ({ page }) => {
  await signedInAsNewAccount(page)
  const email = await sendLead(page)
  await openAdmin(page, await leadPath(page, email))
  await expect(page.getByText('written to file — no mail server configured').first()).toBeVisible()
  await expect(page.getByText('sent', { exact: true })).toHaveCount(0)
  await openAdmin(page, '/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('no-mail-server')).toContainText('No mail server is configured')
})

test('the leads export downloads an .xlsx that opens in columns with Istanbul times', async ({ page }) => {
  await signedInAsNewAccount(page)
  const email = await sendLead(page, { message: 'Hello;@SUM(1,2)' })
  await openAdmin(page, '/admin/leads')
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
  await page.getByLabel('Export from').fill(today)
  await page.getByLabel('to', { exact: true }).fill(today)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for Excel (.xlsx)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`leads-${today}-to-${today}.xlsx`)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.getWorksheet('Leads')!
  let found: ExcelJS.Row | undefined
  sheet.eachRow((row) => {
    if (row.getCell(5).value === email) found = row
  })
  expect(found).toBeDefined()
  expect(found!.getCell(7).value).toBe('Hello;@SUM(1,2)')
  expect(found!.getCell(1).value).toBeInstanceOf(Date)
  expect(found!.getCell(8).value).toBe('written to file (no mail server configured)')
})

test('KVKK: download everything about an address, then erase it; the erasure is listed at once', async ({ page }) => {
  const staff = await signedInAsNewAccount(page)
  const email = await sendLead(page)
  await openAdmin(page, await leadPath(page, email))
  await openAdmin(page, `/admin/kvkk?email=${encodeURIComponent(email)}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all of it (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^kvkk-export-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    about: string
    submissions: { email: string; message: string }[]
  }
  expect(data.about).toBe(email)
  expect(data.submissions).toMatchObject([{ email, message: 'We want to buy a flat in Istanbul; please call.' }])

  await page.getByRole('button', { name: 'Erase all of it' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Erase for good' }).click()
  await expect(page.getByText(/Erased 1 submission\(s\)/)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: staff })).toContainText('1 submission(s)')
  await expect(page.getByText('None yet.')).toHaveCount(0)

  await openAdmin(page, '/admin/audit')
  for (const action of ['looked up personal data (KVKK request)', 'exported personal data (KVKK request)', 'viewed lead']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
  }
})
