import { expect, test, type Locator, type Page } from '@playwright/test'
import { mailsContaining, NO_SCRIPT_OVER_BIDI, open, storedSubmissions, uniqueName } from './support/app'
import { gotoHydrated } from './support/hydration'
import { apiPaths } from '../src/config/api'
import { seedContentSource } from '../server/content/seed-source.ts'

// The guides the test server publishes on its first run.
const guideContent = (await seedContentSource().guides('en'))!

/**
 * Issue 5: the contact form and the guides' Document Request Form against the real server: validation,
 * the Sending... state, success and failure notices, the request bodies, the e-mail written to the outbox
 * folder, the no-JavaScript post and the privacy-notice link.
 */

const CONTACT_API = `**${apiPaths.contactUs}`
const GUIDE_PATH = apiPaths.downloadGuide
const SENT = 'Your message has been sent successfully!'
const FAILED = 'There was an error sending your message. Please try again.'

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const guideForm = (page: Page) => page.getByRole('form', { name: 'Document Request Form' })

function fields(form: Locator) {
  return {
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    surname: form.getByRole('textbox', { name: 'Surname', exact: true }),
    email: form.getByRole('textbox', { name: 'Email address', exact: true }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    send: form.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ }),
  }
}

async function fillValid(form: Locator, firstName: string, email = 'visitor@example.com') {
  const f = fields(form)
  await f.name.fill(firstName)
  await f.surname.fill('Testmann')
  await f.email.fill(email)
  await f.message.fill(`Hello, I would like advice on buying a flat in Istanbul. (${firstName})`)
}

/** Opens `path` and waits until its form is hydrated (its handlers wired). */
async function openWithForm(page: Page, path: string, form: (page: Page) => Locator) {
  await open(page, path, form)
  return form(page)
}

test.describe('contact form', () => {
  test('an empty submission shows every field message, tied to its field, and focuses Name', async ({ page }) => {
    const form = await openWithForm(page, '/contact-us', contactForm)
    const f = fields(form)
    await f.send.click()

    const expected: [Locator, string][] = [
      [f.name, 'Name is required'],
      [f.surname, 'Surname is required'],
      [f.email, 'Email address is required'],
      [f.message, 'Message is required'],
    ]
    for (const [input, message] of expected) {
      await expect(form.getByText(message, { exact: true })).toBeVisible()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await input.getAttribute('aria-describedby')
      expect(describedBy).toBeTruthy()
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
      await expect(input).toHaveAccessibleDescription(message)
    }
    await expect(f.name).toBeFocused()
  })

  test('a one-letter name and a bad e-mail get their own messages', async ({ page }) => {
    const form = await openWithForm(page, '/contact-us', contactForm)
    const f = fields(form)
    await f.name.fill('A')
    await f.surname.fill('Testmann')
    await f.email.fill('not-an-email')
    await f.message.fill('A question about residence permits.')
    await f.send.click()

    await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
    await expect(form.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
    await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters')
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(f.surname).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toBeFocused()
  })

  test('a valid message: Sending... while in flight, then the green notice, cleared fields and an e-mail', async ({ page }) => {
    const form = await openWithForm(page, '/contact-us', contactForm)
    const f = fields(form)
    const visitor = uniqueName('Contact')
    await fillValid(form, visitor)

    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(CONTACT_API, async (route) => {
      await gate
      await route.continue()
    })

    await f.send.click()
    await expect(f.send).toHaveText('Sending...')
    await expect(f.send).toBeDisabled()
    release()

    await expect(form.getByText(SENT)).toBeVisible()
    await expect(form.getByRole('status')).toHaveText(SENT)
    await expect(form.getByRole('status')).toHaveClass(/green/)
    await expect(f.send).toHaveText('Send')
    await expect(f.send).toBeEnabled()
    for (const input of [f.name, f.surname, f.email, f.message]) await expect(input).toHaveValue('')

    // The outbox writes the firm's notification as an .eml file within about a second.
    await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
  })

  test('a send whose answer was lost after the server stored it, sent again, is stored and mailed once', async ({ page, browserName }) => {
    // Over WebDriver BiDi, route.fetch() cannot pass the intercepted post on (it waited until the test timed out).
    test.skip(browserName === 'firefox', 'route.fetch() of a POST hangs over WebDriver BiDi; the key itself is browser-independent')
    const form = await openWithForm(page, '/contact-us', contactForm)
    const f = fields(form)
    const visitor = uniqueName('Retried')
    await fillValid(form, visitor)
    // As when an instance dies after committing the lead: the post arrives, its answer becomes the proxy's 502.
    await page.route(CONTACT_API, async (route) => {
      await route.fetch()
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
    })
    await f.send.click()
    await expect(form.getByRole('alert')).toHaveText(FAILED)
    expect(await storedSubmissions(visitor)).toHaveLength(1)

    await page.unroute(CONTACT_API)
    await f.send.click()
    await expect(form.getByRole('status')).toHaveText(SENT)
    expect(await storedSubmissions(visitor)).toHaveLength(1)
    await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await mailsContaining(visitor)).toHaveLength(1)
  })

  test('a failed send shows the red notice and keeps the values', async ({ page }) => {
    const form = await openWithForm(page, '/contact-us', contactForm)
    const f = fields(form)
    const visitor = uniqueName('Failing')
    await fillValid(form, visitor)
    await page.route(CONTACT_API, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }))

    await f.send.click()
    await expect(form.getByRole('alert')).toHaveText(FAILED)
    await expect(form.getByRole('alert')).toHaveClass(/red/)
    await expect(form.getByText(SENT)).toHaveCount(0)
    await expect(f.name).toHaveValue(visitor)
    await expect(f.surname).toHaveValue('Testmann')
    await expect(f.email).toHaveValue('visitor@example.com')
    await expect(f.message).toHaveValue(new RegExp(visitor))
    await expect(f.send).toBeEnabled()
  })

  test('the form is on home, /services, /guides, /faq and /contact-us, each with a privacy-notice link', async ({ page }) => {
    for (const path of ['/', '/services', '/guides', '/faq', '/contact-us']) {
      // Hydrated before the next page: Firefox aborted a navigation that started while the router was still taking
      // over the previous page (NS_BINDING_ABORTED, once in CI).
      await gotoHydrated(page, path)
      const form = contactForm(page)
      await expect(form, `contact form on ${path}`).toHaveCount(1)
      await expect(fields(form).name).toBeVisible()
      await expect(fields(form).send).toBeVisible()
      const privacy = form.getByRole('link', { name: /Privacy Notice/i })
      await expect(privacy, `privacy link under the form on ${path}`).toHaveAttribute('href', '/privacy-notice')
    }
  })
})

test.describe('guide Document Request Form', () => {
  const guides = guideContent.map(({ slug, guidelineName }) => ({ slug, guidelineName }))

  for (const guide of guides) {
    test(`/guides/${guide.slug} sends guidelineName ${guide.guidelineName}`, async ({ page }) => {
      const form = await openWithForm(page, `/guides/${guide.slug}`, guideForm)
      await expect(form.getByRole('link', { name: /Privacy Notice/i })).toHaveAttribute('href', '/privacy-notice')
      const visitor = uniqueName('Guide')
      await fillValid(form, visitor)

      const requestSeen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(GUIDE_PATH))
      await fields(form).send.click()
      await requestSeen
      await expect(form.getByText(SENT)).toBeVisible()
      await expect(fields(form).name).toHaveValue('')
      // What the server stored is what was posted (over BiDi the test cannot read the request body).
      expect(await storedSubmissions(visitor)).toEqual([
        expect.objectContaining({
          kind: 'guide',
          guide: guide.guidelineName,
          first_name: visitor,
          last_name: 'Testmann',
          email: 'visitor@example.com',
          message: expect.stringContaining(visitor),
        }),
      ])
    })
  }

  test('the visitor receives the real-estate guide as a PDF attachment', async ({ page }) => {
    const form = await openWithForm(page, '/guides/real-estate-guide', guideForm)
    const visitor = uniqueName('Pdf')
    // The guide goes to the typed address only (no name in it), so this test uses an address of its own.
    const address = `${visitor.toLowerCase()}@example.com`
    await fillValid(form, visitor, address)
    const answered = page.waitForResponse((r) => r.url().endsWith(GUIDE_PATH))
    await fields(form).send.click()
    expect((await answered).status()).toBe(200)
    await expect(form.getByText(SENT)).toBeVisible()

    const withPdf = async () =>
      (await mailsContaining(`To: ${address}`)).filter(
        (eml) => /Content-Type: application\/pdf/i.test(eml) && /filename="?real-estate-guide\.pdf"?/i.test(eml),
      ).length
    await expect.poll(withPdf, { timeout: 10_000 }).toBe(1)
  })
})

test.describe('without JavaScript', () => {
  test('the contact form posts as an ordinary form and shows the notices', async ({ browser, browserName }) => {
    test.skip(browserName === 'firefox', NO_SCRIPT_OVER_BIDI)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      // A filled-in form: the answer page shows the green notice.
      await page.goto('/contact-us')
      let form = contactForm(page)
      const visitor = uniqueName('NoScript')
      await fillValid(form, visitor)
      await fields(form).send.click()
      await expect(page.getByText(SENT)).toBeVisible()
      await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)

      // An empty form: every field's message.
      await page.goto('/contact-us')
      form = contactForm(page)
      await fields(form).send.click()
      form = contactForm(page)
      for (const message of ['Name is required', 'Surname is required', 'Email address is required', 'Message is required']) {
        await expect(form.getByText(message, { exact: true })).toBeVisible()
      }
      await expect(fields(form).name).toHaveAttribute('aria-invalid', 'true')
      await expect(fields(form).name).toHaveAccessibleDescription('Name is required')

      // Partly filled: the missing fields' messages, and what was typed is kept.
      await page.goto('/contact-us')
      form = contactForm(page)
      await fields(form).name.fill('Jo')
      await fields(form).message.fill('Typed without JavaScript.')
      await fields(form).send.click()
      form = contactForm(page)
      await expect(form.getByText('Surname is required', { exact: true })).toBeVisible()
      await expect(form.getByText('Email address is required', { exact: true })).toBeVisible()
      await expect(form.getByText('Name is required', { exact: true })).toHaveCount(0)
      await expect(fields(form).name).toHaveValue('Jo')
      await expect(fields(form).message).toHaveValue('Typed without JavaScript.')
      await expect(page.getByText(SENT)).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})
