import { expect, test, type Page } from '@playwright/test'
import { mailsContaining, storedSubmissions, uniqueName } from './support/app'
import { waitForHydration } from './support/hydration'

/**
 * Nothing typed is lost while the page becomes interactive: a visitor may start typing as soon as the server's
 * HTML shows, before React has hydrated it (on a slow phone that is seconds). Each test types from the first
 * moment the document is committed and then checks what the field, the URL or the stored submission holds.
 */

/** Types into `label`'s field character by character as soon as it exists, hydrated or not. */
async function typeEarly(page: Page, label: string, text: string, within = page.locator('body')) {
  const field = within.getByRole('textbox', { name: label, exact: true }).or(within.getByRole('searchbox', { name: label, exact: true }))
  await field.first().waitFor({ state: 'attached', timeout: 30_000 })
  await field.first().pressSequentially(text, { delay: 15 })
}

test('contact form: text typed right after load is all there after hydration and is what the server stores', async ({ page }) => {
  const visitor = uniqueName('Early')
  await page.goto('/contact-us', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Contact form' })
  await typeEarly(page, 'Name', visitor, form)
  await typeEarly(page, 'Surname', 'Testmann', form)
  await waitForHydration(page, form)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(visitor)
  await form.getByRole('textbox', { name: 'Email address', exact: true }).pressSequentially('early@example.com')
  await form.getByRole('textbox', { name: 'Message', exact: true }).pressSequentially('Typed while the page was still loading.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toBeVisible()
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({ first_name: visitor, last_name: 'Testmann', kind: 'contact' }),
  ])
})

test('guide request form: text typed right after load is kept', async ({ page }) => {
  await page.goto('/guides/real-estate-guide', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Document Request Form' })
  await typeEarly(page, 'Name', 'Marguerite', form)
  await typeEarly(page, 'Message', 'Please send me the guide.', form)
  await waitForHydration(page, form)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Marguerite')
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Please send me the guide.')
  // A render after hydration (the errors of an incomplete send) keeps the text.
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Surname is required', { exact: true })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Marguerite')
})

test('blog search: a query typed right after load filters the list and lands in the URL', async ({ page }) => {
  await page.goto('/blog', { waitUntil: 'commit' })
  await typeEarly(page, 'Search Blog', 'residence')
  await waitForHydration(page)
  const box = page.getByRole('searchbox', { name: 'Search Blog' })
  await expect(box).toHaveValue('residence')
  await expect(page).toHaveURL(/\/blog\?q=residence$/)
  const titles = page.getByRole('main').getByRole('listitem').getByRole('heading')
  await expect(titles.first()).toContainText(/residence/i)
})

test('on a slow phone CPU the contact form keeps every character typed before hydration and sends it', async ({ page, browserName }) => {
  test.skip(
    browserName !== 'chromium',
    'CPU throttling needs the Chrome DevTools Protocol (Emulation.setCPUThrottlingRate); WebDriver BiDi has no equivalent',
  )
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  // As on a slow connection, the page's code arrives only after the visitor has started typing.
  let release!: () => void
  const codeArrives = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await codeArrives
    await route.continue()
  })
  const visitor = uniqueName('Throttled')
  await page.goto('/contact-us', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Contact form' })
  await typeEarly(page, 'Name', visitor, form)
  // The point of the test: the name was typed before React hydrated the form.
  expect(await form.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))).toBe(false)
  release()
  // The rest is typed while the throttled CPU runs and hydrates the page.
  await typeEarly(page, 'Surname', 'Slowphone', form)
  await typeEarly(page, 'Email address', 'slow@example.com', form)
  await typeEarly(page, 'Message', 'Written on a slow phone while the page loaded.', form)
  await waitForHydration(page, form)
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(visitor)
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toBeVisible({ timeout: 15_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({ first_name: visitor, last_name: 'Slowphone', email: 'slow@example.com', kind: 'contact' }),
  ])
  await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test('a form whose code arrives after hydration keeps what was typed and the focus in the field, and sends', async ({
  page,
  browserName,
}) => {
  test.skip(
    browserName !== 'chromium',
    'CPU throttling needs the Chrome DevTools Protocol (Emulation.setCPUThrottlingRate); WebDriver BiDi has no equivalent',
  )
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The page's own code arrives at once; the form's behaviour (TanStack Form, the schemas) only when the test says.
  let release!: () => void
  const formCodeArrives = new Promise<void>((resolve) => (release = resolve))
  let formCodeRequested = false
  await page.route(/\/assets\/lead-form-engine-[^/]+\.js$/, async (route) => {
    formCodeRequested = true
    await formCodeArrives
    await route.continue()
  })
  const visitor = uniqueName('Lazy')
  await page.goto('/contact-us')
  const form = page.getByRole('form', { name: 'Contact form' })
  await waitForHydration(page, form)
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await name.pressSequentially(visitor.slice(0, 4), { delay: 15 })
  // The form's code was asked for (the form is in view) but has not arrived: the visitor types on regardless.
  await expect.poll(() => formCodeRequested).toBe(true)
  release()
  // Keys go wherever the focus is, as a visitor's keyboard does: the code's arrival must leave it in the Name field.
  await page.keyboard.type(visitor.slice(4), { delay: 30 })
  await expect(name).toHaveValue(visitor)
  await expect(name).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Lazyload', { delay: 15 })
  await form.getByRole('textbox', { name: 'Email address', exact: true }).pressSequentially('lazy@example.com')
  await form.getByRole('textbox', { name: 'Message', exact: true }).pressSequentially('Typed while the form code was on its way.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toBeVisible({ timeout: 15_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({ first_name: visitor, last_name: 'Lazyload', email: 'lazy@example.com', kind: 'contact' }),
  ])
})
