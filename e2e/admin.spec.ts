import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { axeViolations } from './support/axe'
import path from 'node:path'
import sharp from 'sharp'
import { totp } from '../server/admin/crypto.ts'
import { completeSetUp, openAdmin, PASSWORD } from './support/admin'
import { uniqueName } from './support/app'
import { AXE_SWEEP } from './support/sampling'

/**
 * Issue 13: the back office at /admin, against its own server and database (the second web server in
 * playwright.config.ts): accounts made with the real CLI, set-up and sign-in with a TOTP code computed here from
 * the secret the page shows, posts, images, scheduling, slug redirects, KVKK erasure, and the refusals.
 */

const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
test.use({ baseURL: ADMIN_BASE })

const FAILED = 'The e-mail, password or code is not right.'

/**
 * `npm run admin:create` as a child process against the e2e server's data folder; returns the set-up path. An owner:
 * these journeys reach posts, leads, KVKK and the audit log (who may see what is e2e/admin-roles.spec.ts's).
 */
function cliCreate(email: string): string {
  const out = execFileSync(process.execPath, [path.resolve('server/admin/cli.ts'), 'create', '--email', email, '--owner'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_ADMIN_DATA_DIR },
    encoding: 'utf8',
  })
  const link = /https?:\/\/\S+\/admin\/setup\/\S+/.exec(out)?.[0]
  if (!link) throw new Error(`no set-up link in: ${out}`)
  return new URL(link).pathname
}

/** Opens a back-office page and waits until React has hydrated it (its form handlers are wired). */
interface Account {
  email: string
  secret: string
}

/** Opens the set-up link in the browser, reads the key the page shows, sets password and authenticator. */
async function setUp(page: Page, setupPath: string, email: string): Promise<Account> {
  await openAdmin(page, setupPath)
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = await completeSetUp(page)
  return { email, secret }
}

async function newAccount(page: Page): Promise<Account> {
  const email = `${uniqueName('staff').toLowerCase()}@firm.example`
  return setUp(page, cliCreate(email), email)
}

/** Set-up used the current code, and a code works once: sign in with the next step's (one step of drift is allowed). */
async function signIn(page: Page, account: Account, code = totp(account.secret, Date.now() + 30_000)) {
  await openAdmin(page, '/admin/sign-in')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signedIn(page: Page, account: Account) {
  await signIn(page, account)
  await page.waitForURL(/\/admin\/posts$/)
}

async function writePost(page: Page, title: string, body: string) {
  await openAdmin(page, '/admin/posts/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Body (Markdown)').fill(body)
}

async function publicSlugs(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/client/Content/GetAllProjects')
  return ((await res.json()) as { data: { slug: string }[] }).data.map((p) => p.slug)
}

test('create an account with the CLI, set it up, sign in, write and publish a post with an image, rename its slug', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const account = await newAccount(page)
  await signIn(page, account)
  await expect(page).toHaveURL(/\/admin\/posts$/)
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()

  const title = `Court Fees in Turkey ${uniqueName('')}`
  await writePost(page, title, '## What you pay\n\nFees depend on the **value** of the claim.')
  const slug = title.toLowerCase().replace(/ /g, '-')
  await expect(page.getByLabel('Slug (address)')).toHaveValue(slug)
  await expect(page.getByTestId('preview').getByRole('heading', { name: 'What you pay' })).toBeVisible()

  const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#1f3552' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible()
  await page.getByLabel('Cover image description (alt text)').fill('A courthouse in Istanbul (sample image)')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published.')).toBeVisible()

  expect(await publicSlugs(request)).toContain(slug)
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const cover = page.getByRole('img', { name: 'A courthouse in Istanbul (sample image)' })
  await expect(cover).toHaveAttribute('src', /^\/media\/uploads\/[a-f0-9]+-1200\.webp$/)
  const image = await request.get((await cover.getAttribute('src'))!)
  expect(image.headers()['content-type']).toBe('image/webp')

  // Rename the slug: the old address answers with a permanent redirect to the new one.
  await openAdmin(page, '/admin/posts')
  await page.getByRole('link', { name: title, exact: true }).click()
  await page.waitForURL(/\/admin\/posts\/\d+$/)
  await openAdmin(page, page.url())
  await page.getByLabel('Slug (address)').fill(`${slug}-renamed`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  await page.goto(`/blog/${slug}`)
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}-renamed$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('a scheduled post appears on the blog at its time', async ({ page, request }) => {
  test.setTimeout(90_000)
  await signedIn(page, await newAccount(page))
  const title = `Scheduled Notice ${uniqueName('')}`
  await writePost(page, title, 'Appears later.')
  const slug = title.toLowerCase().replace(/ /g, '-')
  // Istanbul is UTC+3 all year: the input takes Istanbul wall-clock time.
  const at = new Date(Date.now() + 3 * 3_600_000 + 15_000).toISOString().slice(0, 19)
  await page.getByLabel('Publish on (Istanbul time)').fill(at)
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByText('Scheduled.')).toBeVisible()
  await expect(page.getByTestId('post-state')).toContainText('scheduled')
  expect(await publicSlugs(request)).not.toContain(slug)
  await expect.poll(() => publicSlugs(request), { timeout: 40_000, intervals: [2000] }).toContain(slug)
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
})

test('a script and a javascript: link in a post body are inert in the preview and on the public page', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs += 1
    void d.dismiss()
  })
  await signedIn(page, await newAccount(page))
  const title = `Inert Markup ${uniqueName('')}`
  await writePost(page, title, 'Before <script>alert("x")</script> [a link](javascript:alert(1)) <img src="x" onerror="alert(2)"> after')
  const preview = page.getByTestId('preview')
  await expect(preview).toContainText('Before')
  await expect(preview.locator('script')).toHaveCount(0)
  await expect(preview.locator('[onerror]')).toHaveCount(0)
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Published.')).toBeVisible()
  await page.goto(`/blog/${title.toLowerCase().replace(/ /g, '-')}`)
  const article = page.locator('article')
  await expect(article).toContainText('Before')
  await expect(article.locator('script')).toHaveCount(0)
  await expect(article.locator('[onerror]')).toHaveCount(0)
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('a renamed .exe is refused as an image', async ({ page }) => {
  await signedIn(page, await newAccount(page))
  await writePost(page, `Upload Check ${uniqueName('')}`, 'Body.')
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)])
  await page
    .getByLabel('Cover image (JPEG, PNG or WebP, up to 5 MB)')
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: exe })
  await expect(page.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(0)
})

test('erase a lead on a KVKK request', async ({ page, request }) => {
  const email = `${uniqueName('client').toLowerCase()}@example.com`
  const sent = await request.post('/api/email/Form/ContactUs', {
    data: { firstName: 'Sample', lastName: 'Client', email, message: 'Please delete my data after you answer this sample enquiry.' },
  })
  expect(sent.status()).toBe(200)
  await signedIn(page, await newAccount(page))
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  await expect(page.getByText(email)).toBeVisible()
  await openAdmin(page, `/admin/kvkk?email=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { name: `Stored about ${email}` })).toBeVisible()
  await page.getByRole('button', { name: 'Erase all of it' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Erase for good' }).click()
  await expect(page.getByText(/Erased 1 submission\(s\)/)).toBeVisible()
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  await expect(page.getByText('No leads match.')).toBeVisible()
  await page.goto('/admin/audit')
  await expect(page.getByRole('cell', { name: 'erased personal data (KVKK request)' }).first()).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
})

test.describe('refusals', () => {
  test('without a session, pages redirect to sign-in and calls answer 401', async ({ page, request }) => {
    for (const url of ['/admin', '/admin/posts', '/admin/posts/new', '/admin/leads', '/admin/kvkk', '/admin/audit']) {
      await page.goto(url)
      await expect(page).toHaveURL(/\/admin\/sign-in\?next=/)
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    }
    expect((await request.get('/admin/api/posts')).status()).toBe(401)
    expect((await request.post('/admin/api/posts', { data: {}, headers: { Origin: ADMIN_BASE } })).status()).toBe(401)
  })

  test('a cross-site POST is refused with 403', async ({ request }) => {
    const res = await request.post('/admin/api/sign-in', {
      data: { email: 'x@firm.example', password: 'whatever', code: '123456' },
      headers: { Origin: 'https://attacker.example' },
    })
    expect(res.status()).toBe(403)
  })

  test('a wrong TOTP code is refused with the same message as any other mistake', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.7' })
    const account = await newAccount(page)
    const right = totp(account.secret, Date.now() + 30_000)
    await signIn(page, account, right === '000000' ? '111111' : '000000')
    await expect(page.getByText(FAILED)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/sign-in/)
  })

  test('repeated failures from one address hold it off, even with the right details', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.8' })
    const account = await newAccount(page)
    await openAdmin(page, '/admin/sign-in')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(PASSWORD)
    const attempt = async (code: string) => {
      await page.getByLabel('Code from your authenticator app').fill(code)
      const answer = page.waitForResponse('**/admin/api/sign-in')
      await page.getByRole('button', { name: 'Sign in' }).click()
      return (await answer).status()
    }
    for (let i = 0; i < 3; i++) expect(await attempt('000000')).toBe(401)
    await expect(page.getByText(FAILED)).toBeVisible()
    expect(await attempt(totp(account.secret, Date.now() + 30_000))).toBe(429)
    await expect(page.getByText(/^Too many failed attempts from this address\. Wait \d+ seconds and try again\.$/)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/sign-in/)
  })
})

test('back-office pages have no WCAG A/AA violations', { tag: AXE_SWEEP }, async ({ page }) => {
  test.setTimeout(120_000)
  const check = async (url: string) => {
    await openAdmin(page, url)
    return (await axeViolations(page)).map((v) => `${url}: ${v}`)
  }
  const account = await newAccount(page)
  const found = await check('/admin/sign-in')
  await signIn(page, account)
  await page.waitForURL(/\/admin\/posts$/)
  for (const url of ['/admin/posts', '/admin/posts/new', '/admin/leads', '/admin/kvkk', '/admin/audit']) found.push(...(await check(url)))
  expect(found).toEqual([])
})
