import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { axeViolations } from './support/axe'
import path from 'node:path'
import { totp } from '../server/admin/crypto.ts'
import { openAdmin, PASSWORD } from './support/admin'
import { uniqueName } from './support/app'

/**
 * Issue 22, back office: an editor writes an English post, translates it into Turkish and edits the draft; a lawyer
 * allowed to approve translations (by the command line) approves it. Against the back office's own server.
 */

const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
test.use({ baseURL: ADMIN_BASE })

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [path.resolve('server/admin/cli.ts'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR },
    encoding: 'utf8',
  })
}

/** The JSON props a back-office page is rendered with (its CSRF token, a set-up page's key). */
async function pageProps(api: APIRequestContext, url: string): Promise<Record<string, string>> {
  const html = await (await api.get(url)).text()
  return JSON.parse(/<script type="application\/json" id="admin-props">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, string>
}

/**
 * A new account made with the command line, set up and signed in over HTTP (the browser journeys of set-up and
 * sign-in are e2e/admin*.spec.ts's), and a browser page with its session, from its own address. An owner, so the
 * journey can read the audit log (roles are e2e/admin-roles.spec.ts's).
 */
async function member(browser: Browser, prefix: string, address: string): Promise<{ page: Page; email: string }> {
  const email = `${uniqueName(prefix).toLowerCase()}@firm.example`
  const setupPath = new URL(/https?:\/\/\S+\/admin\/setup\/\S+/.exec(cli('create', '--email', email, '--owner'))![0]).pathname
  const headers = { 'X-Forwarded-For': address, Origin: ADMIN_BASE }
  const api = await request.newContext({ baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
  const setup = await pageProps(api, setupPath)
  const token = setupPath.split('/').pop()!
  const send = async (url: string, csrf: string, data: object) => {
    const res = await api.post(url, { data, headers: { 'X-CSRF-Token': csrf } })
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200)
  }
  await send('/admin/api/setup', setup.csrf, { token, password: PASSWORD, code: totp(setup.secret) })
  // Set-up used the current code; a code works once.
  const signIn = await pageProps(api, '/admin/sign-in')
  await send('/admin/api/sign-in', signIn.csrf, { email, password: PASSWORD, code: totp(setup.secret, Date.now() + 30_000) })
  const context = await browser.newContext({
    baseURL: ADMIN_BASE,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    storageState: await api.storageState(),
  })
  await api.dispose()
  return { page: await context.newPage(), email }
}

test('Translate an English post, edit the Turkish draft, and a lawyer approves it', async ({ browser }) => {
  // Two accounts (password hashes) and two browser sessions on a shared machine: slow.
  test.setTimeout(300_000)
  const editor = await member(browser, 'editor', '198.51.100.71')
  const lawyer = await member(browser, 'lawyer', '198.51.100.72')
  expect(cli('approver', '--email', lawyer.email)).toContain(`${lawyer.email} may now approve translations.`)

  // The editor writes an English post and translates it.
  const title = `Notary Fees for Foreign Buyers ${uniqueName('')}`
  let page = editor.page
  await openAdmin(page, '/admin/posts/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Body (Markdown)').fill('## Fees\n\nThe notary charges a fee for each signature.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible()
  const englishUrl = page.url()
  expect(englishUrl).toMatch(/\/admin\/posts\/\d+$/)
  await expect(page.getByText('No translations yet.')).toBeVisible()
  await page.getByLabel('Translate into').selectOption({ label: 'Türkçe' })
  await page.getByRole('button', { name: 'Translate' }).click()

  // The Turkish draft opens, prefilled from the English, its language fixed.
  await page.waitForURL((url) => url.href !== englishUrl && /\/admin\/posts\/\d+$/.test(url.pathname))
  await openAdmin(page, page.url())
  const translationUrl = page.url()
  await expect(page.getByLabel('Language')).toBeDisabled()
  await expect(page.getByLabel('Language')).toHaveValue('tr')
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('lang', 'tr')
  const review = page.getByRole('region', { name: 'Translation review' })
  await expect(review.getByRole('link', { name: title })).toBeVisible()
  await expect(review.getByTestId('translation-status')).toContainText('draft')
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  await page.getByLabel('Title', { exact: true }).fill('Yabancı Alıcılar İçin Noter Ücretleri')
  await page.getByLabel('Body (Markdown)').fill('## Ücretler\n\nNoter her imza için bir ücret alır.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('All changes saved')).toBeVisible()
  await review.getByRole('button', { name: 'Mark in review' }).click()
  await expect(page.getByText('Marked in review.')).toBeVisible()
  await expect(review.getByTestId('translation-status')).toContainText('in review')

  expect(await axeViolations(page)).toEqual([])

  // The lawyer finds it among the translations in review and approves it.
  page = lawyer.page
  await openAdmin(page, '/admin/posts?language=tr&translation=in-review')
  await page.getByRole('link', { name: 'Yabancı Alıcılar İçin Noter Ücretleri' }).click()
  await page.waitForURL(translationUrl)
  await openAdmin(page, translationUrl)
  const lawyerReview = page.getByRole('region', { name: 'Translation review' })
  await lawyerReview.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Approved: the translation is reviewed.')).toBeVisible()
  await expect(lawyerReview.getByTestId('translation-status')).toContainText('reviewed')
  await expect(lawyerReview.getByTestId('translation-status')).toContainText(`approved by ${lawyer.email} on`)
  await expect(lawyerReview.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  // The English post lists its reviewed Turkish translation.
  await openAdmin(page, '/admin/posts?language=en&translation=')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByRole('link', { name: 'Türkçe' })).toBeVisible()
  await expect(row.getByText('reviewed')).toBeVisible()
  await openAdmin(page, '/admin/audit')
  await expect(page.getByRole('cell', { name: 'approved translation' }).first()).toBeVisible()
})
