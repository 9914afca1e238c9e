import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { open, storedSubmissions, uniqueName } from './support/app'
import { waitForHydration } from './support/hydration'
import { apiPaths } from '../src/config/api'
import { site } from '../src/config/site'

/**
 * Issue 21: a form sent without JavaScript (or before the page's code has run) lands back on the page it came
 * from, at the form, with the result shown there (303 Post/Redirect/Get, ADR 20); a refresh does not send it
 * again. Both forms, in both engines.
 */

const SENT = 'Your message has been sent successfully!'

const forms = [
  { kind: 'contact', path: '/contact-us', name: 'Contact form', anchor: '#contact-form' },
  { kind: 'guide', path: '/guides/real-estate-guide', name: 'Document Request Form', anchor: '#guide-form' },
] as const

function fields(form: Locator) {
  const box = (name: string) => form.getByRole('textbox', { name, exact: true })
  return { name: box('Name'), surname: box('Surname'), email: box('Email address'), message: box('Message') }
}

/**
 * A page without JavaScript. Chromium turns scripting off; over WebDriver BiDi Firefox cannot (Playwright ignores
 * `javaScriptEnabled: false` there), so its page gets none of the site's scripts: nothing hydrates the form, and
 * Send is the browser's own form post, as without JavaScript.
 */
async function pageWithoutScripts(
  browser: Browser,
  browserName: string,
  options: { baseURL?: string; extraHTTPHeaders?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // A phone: the page is long, and the result must be in view without scrolling.
  const viewport = { width: 390, height: 844 }
  const context =
    browserName === 'chromium'
      ? await browser.newContext({ ...options, javaScriptEnabled: false, viewport })
      : await browser.newContext({ ...options, viewport })
  if (browserName !== 'chromium') await context.route(/\.m?js(\?.*)?$/, (route) => route.abort())
  return { context, page: await context.newPage() }
}

function landedAt(page: Page, path: string, anchor: string) {
  const url = new URL(page.url())
  expect(url.pathname).toBe(path)
  expect(url.hash).toBe(anchor)
  return url
}

for (const f of forms) {
  test.describe(`${f.name} without JavaScript`, () => {
    test('a sent form lands back on its page at the notice, and a refresh does not send it again', async ({ browser, browserName }) => {
      const { context, page } = await pageWithoutScripts(browser, browserName)
      try {
        await page.goto(f.path)
        const form = page.getByRole('form', { name: f.name })
        const visitor = uniqueName('Prg')
        const address = `${visitor.toLowerCase()}@example.com`
        const box = fields(form)
        await box.name.fill(visitor)
        await box.surname.fill('Testmann')
        await box.email.fill(address)
        await box.message.fill(`A question sent without JavaScript (${visitor}).`)
        await form.getByRole('button', { name: 'Send' }).click()
        await page.waitForURL((url) => url.pathname === f.path && url.search.startsWith('?form-result='))
        landedAt(page, f.path, f.anchor)

        const notice = form.getByRole('status')
        await expect(notice).toContainText(SENT)
        await expect(notice).toBeInViewport()
        if (f.kind === 'guide') await expect(notice).toContainText(`The guide is on its way to ${address}`)
        for (const input of Object.values(box)) await expect(input).toHaveValue('')
        expect(await storedSubmissions(visitor)).toHaveLength(1)

        // The page is a GET: reloading asks nothing of the visitor, sends nothing, and the one-time notice is gone.
        await page.reload()
        await expect(page.getByRole('form', { name: f.name })).toBeVisible()
        await expect(page.getByText(SENT)).toHaveCount(0)
        expect(await storedSubmissions(visitor)).toHaveLength(1)
      } finally {
        await context.close()
      }
    })

    test('a form with mistakes comes back at the form with the errors and what was typed', async ({ browser, browserName }) => {
      const { context, page } = await pageWithoutScripts(browser, browserName)
      try {
        await page.goto(f.path)
        let form = page.getByRole('form', { name: f.name })
        const visitor = uniqueName('Kept')
        await fields(form).name.fill(visitor)
        await fields(form).email.fill('not-an-email')
        await fields(form).message.fill('Typed without JavaScript, kept after the errors.')
        await form.getByRole('button', { name: 'Send' }).click()
        await page.waitForURL((url) => url.pathname === f.path && url.search.startsWith('?form-result='))
        const url = landedAt(page, f.path, f.anchor)
        // What was typed stays on the server, not in the address bar.
        expect(url.href).not.toContain(visitor)
        expect(url.href).not.toContain('Typed')

        form = page.getByRole('form', { name: f.name })
        const box = fields(form)
        await expect(box.surname).toHaveAccessibleDescription('Surname is required')
        await expect(box.email).toHaveAccessibleDescription('Please enter a valid email address')
        await expect(box.name).not.toHaveAttribute('aria-invalid', 'true')
        await expect(box.name).toHaveValue(visitor)
        await expect(box.email).toHaveValue('not-an-email')
        await expect(box.message).toHaveValue('Typed without JavaScript, kept after the errors.')
        await expect(box.surname).toBeInViewport()
        expect(await storedSubmissions(visitor)).toHaveLength(0)

        // Corrected and sent again: the same page, now with the notice.
        await box.surname.fill('Testmann')
        await box.email.fill(`${visitor.toLowerCase()}@example.com`)
        await form.getByRole('button', { name: 'Send' }).click()
        await expect(page.getByRole('form', { name: f.name }).getByRole('status')).toContainText(SENT)
        landedAt(page, f.path, f.anchor)
        expect(await storedSubmissions(visitor)).toHaveLength(1)
      } finally {
        await context.close()
      }
    })
  })

  test(`${f.name}: Send pressed before the page's code has run lands the same way, and the page then hydrates cleanly`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    let release!: () => void
    const arrives = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await arrives
      await route.continue()
    })
    await page.goto(f.path, { waitUntil: 'commit' })
    const form = page.getByRole('form', { name: f.name })
    await form.waitFor({ state: 'attached' })
    const visitor = uniqueName('Early')
    const box = fields(form)
    await box.name.fill(visitor)
    await box.surname.fill('Testmann')
    await box.email.fill(`${visitor.toLowerCase()}@example.com`)
    await box.message.fill('Sent before the page had any code.')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL((url) => url.pathname === f.path && url.search.startsWith('?form-result='), { waitUntil: 'commit' })

    release()
    await waitForHydration(page, page.getByRole('form', { name: f.name }))
    landedAt(page, f.path, f.anchor)
    await expect(page.getByRole('form', { name: f.name }).getByRole('status')).toContainText(SENT)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await storedSubmissions(visitor)).toHaveLength(1)
    // No hydration mismatch (React error 418) and no not-found page from the router.
    expect(problems).toEqual([])
  })
}

/**
 * The hourly limits (issue 33, item 5). The back-office server trusts X-Forwarded-For and has small limits
 * (playwright.config.ts): a visitor (address and e-mail) may send 3 messages an hour, an address 60, whoever sends
 * them. Each test's connection reaches it alone, from its own address.
 */
test.describe('over the hourly limits', () => {
  const ADMIN_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`
  const CEILING = Number(process.env.E2E_ADMIN_RATE_LIMIT_PER_HOUR)
  const VISITOR_LIMIT = Number(process.env.E2E_ADMIN_VISITOR_LIMIT_PER_HOUR)
  const HELD = 'We have received your message. Many messages came from your connection in the last hour'

  // A new address on every run and retry: the server keeps the hour's count in its database.
  const octet = () => 1 + Math.floor(Math.random() * 254)
  const newAddress = () => ({ 'X-Forwarded-For': `198.18.${octet()}.${octet()}` })

  /** The notice: when to try again, the firm's phone and e-mail as links, and that the text is still there. */
  async function expectLimitedNotice(notice: Locator) {
    await expect(notice).toContainText(
      /^Too many messages have been sent from this connection in the last hour\. Please try again in \d+ minutes, or call us/,
    )
    // The firm's phone as published now: the back-office specs publish another number on this same server.
    await expect(notice.getByRole('link', { name: /^\+\d[\d ]+$/ })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(notice).toContainText('What you typed is still in the form.')
  }

  type Typed = { name: string; surname: string; email: string; message: string }
  const person = (prefix: string): Typed => {
    const visitor = uniqueName(prefix)
    return { name: visitor, surname: 'Testmann', email: `${visitor.toLowerCase()}@example.com`, message: `A question (${visitor}).` }
  }
  async function fill(form: Locator, typed: Typed) {
    const box = fields(form)
    for (const key of Object.keys(typed) as (keyof Typed)[]) await box[key].fill(typed[key])
  }

  /** Sends `typed` with the contact form on a page without scripts, and waits for the page it lands back on. */
  async function postWithoutScripts(page: Page, typed: Typed) {
    await page.goto('/contact-us')
    await fill(page.getByRole('form', { name: 'Contact form' }), typed)
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send' }).click()
    await page.waitForURL((url) => url.pathname === '/contact-us' && url.search.startsWith('?form-result='))
  }

  /** Sends `typed` with the contact form, with JavaScript, from the address in `headers`; the notice's text. */
  async function sendWithScripts(browser: Browser, headers: Record<string, string>, typed: Typed): Promise<string> {
    const context = await browser.newContext({ baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
    try {
      const page = await context.newPage()
      const form = page.getByRole('form', { name: 'Contact form' })
      await open(page, '/contact-us', () => form)
      await fill(form, typed)
      await form.getByRole('button', { name: 'Send' }).click()
      await expect(form.getByRole('status')).toBeVisible()
      await expect(form.getByRole('alert')).toHaveCount(0)
      expect(new URL(page.url()).pathname).toBe('/contact-us')
      return (await form.getByRole('status').textContent()) ?? ''
    } finally {
      await context.close()
    }
  }

  test('a colleague behind the same shared address is not refused after one visitor reached their limit, with or without JavaScript', async ({
    browser,
    browserName,
    playwright,
  }) => {
    test.slow()
    const headers = newAddress()
    // Visitor A, in the same office, sends as many messages as a visitor may in an hour.
    const first = person('Office')
    const api = await playwright.request.newContext({ baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
    try {
      for (let i = 0; i < VISITOR_LIMIT; i++) {
        const res = await api.post(apiPaths.contactUs, {
          data: { firstName: first.name, lastName: first.surname, email: first.email, message: `Question ${i + 1} from the office.` },
        })
        expect(await res.json()).toEqual({ success: true })
      }
    } finally {
      await api.dispose()
    }

    // Visitor B, with JavaScript, on the same connection: sent, and no notice about the limit.
    const colleague = person('Colleague')
    expect(await sendWithScripts(browser, headers, colleague)).toBe(SENT)

    // Visitor C, without JavaScript, on the same connection: sent too.
    const third = person('Guest')
    const { context, page } = await pageWithoutScripts(browser, browserName, { baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
    try {
      await postWithoutScripts(page, third)
      await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toContainText(SENT)
    } finally {
      await context.close()
    }
    const dir = process.env.E2E_ADMIN_DATA_DIR
    for (const who of [colleague, third]) expect((await storedSubmissions(who.name, dir)).map((s) => s.held)).toEqual([0])
  })

  test('past the address’s ceiling a form with mistakes comes back with the notice and what was typed; a correct message is held, not refused', async ({
    browser,
    browserName,
    playwright,
  }) => {
    test.slow()
    const headers = newAddress()
    // As many posts with mistakes as the address's ceiling (each costs the server a page, so each counts).
    const api = await playwright.request.newContext({ baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
    for (let i = 0; i < CEILING; i++) {
      const res = await api.post(apiPaths.contactUs, { form: { firstName: '', returnTo: '/contact-us' }, maxRedirects: 0 })
      expect(res.status()).toBe(303)
    }
    await api.dispose()

    // Without JavaScript, one more form with a mistake (no surname): the notice, and what was typed.
    const typed = { ...person('Limited'), surname: '' }
    const { context, page } = await pageWithoutScripts(browser, browserName, { baseURL: ADMIN_BASE, extraHTTPHeaders: headers })
    try {
      await postWithoutScripts(page, typed)
      const url = landedAt(page, '/contact-us', '#contact-form')
      expect(url.href).not.toContain(typed.name)
      const form = page.getByRole('form', { name: 'Contact form' })
      const notice = form.getByRole('alert')
      await expectLimitedNotice(notice)
      await expect(notice).toBeInViewport()
      const box = fields(form)
      for (const key of Object.keys(typed) as (keyof Typed)[]) await expect(box[key]).toHaveValue(typed[key])

      // Corrected: kept, held for review, and the page says so.
      await box.surname.fill('Testmann')
      await form.getByRole('button', { name: 'Send' }).click()
      await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toContainText(HELD)
    } finally {
      await context.close()
    }

    // With JavaScript, the same: held, and the notice says so.
    const other = person('HeldJs')
    expect(await sendWithScripts(browser, headers, other)).toContain(HELD)
    const dir = process.env.E2E_ADMIN_DATA_DIR
    expect((await storedSubmissions(typed.name, dir)).map((s) => s.held)).toEqual([1])
    expect((await storedSubmissions(other.name, dir)).map((s) => s.held)).toEqual([1])
  })
})
