import { beforeEach, expect, test } from 'vitest'
import { mailsContaining, storedSubmissions, uniqueName } from '../support/app.ts'
import { click, domElement, gotoHydrated, isFocused, setViewport, textContent, type AnyElement } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * The contact form in WebKit (the assertions of e2e/forms.spec.ts and keyboard.spec.ts): the browser's own checks
 * stay out of the way, the form's messages are tied to their fields, announced, and the first invalid field gets the
 * focus; a valid message is stored, e-mailed, and the green notice shows.
 */
const browser = await webkitSession()
beforeEach(async () => {
  await resetSession(browser)
  await setViewport(browser, 1280, 800)
})

const formSelector = 'form[aria-label="Contact form"]'

async function openForm() {
  await gotoHydrated(browser, '/contact-us', formSelector)
  const form = browser.$(formSelector)
  return {
    form,
    name: form.$('input[name="firstName"]'),
    surname: form.$('input[name="lastName"]'),
    email: form.$('input[type="email"]'),
    message: form.$('textarea[name="message"]'),
    send: form.$('button[type="submit"]'),
  }
}

/** The text of the elements `field`'s aria-describedby names: what a screen reader reads after its label. */
const description = async (field: AnyElement) =>
  browser.execute(
    (el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' '),
    await domElement(field),
  )

test('an empty submission shows every field message, tied to its field, and focuses Name', async () => {
  const f = await openForm()
  await click(browser, f.send)
  for (const [field, message] of [
    [f.name, 'Name is required'],
    [f.surname, 'Surname is required'],
    [f.email, 'Email address is required'],
    [f.message, 'Message is required'],
  ] as const) {
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
    expect(await description(field)).toBe(message)
  }
  await expect.poll(() => isFocused(browser, f.name)).toBe(true)
})

test('a short name and a bad e-mail get their own messages; the errors are announced', async () => {
  const f = await openForm()
  await f.name.setValue('A')
  await f.surname.setValue('Testmann')
  await f.email.setValue('not-an-email')
  await click(browser, f.send)
  await expect.poll(() => description(f.name)).toBe('Name must be at least 2 characters')
  expect(await description(f.email)).toBe('Please enter a valid email address')
  expect(await f.surname.getAttribute('aria-invalid')).not.toBe('true')
  expect(await isFocused(browser, f.name)).toBe(true)
  expect(await textContent(browser, f.form.$('[aria-live="polite"]'))).toContain('Please correct 3 fields: Name, Email address, Message.')
})

test('a valid message: the green notice, cleared fields, stored and e-mailed', async () => {
  const f = await openForm()
  const visitor = uniqueName('WebKit')
  await f.name.setValue(visitor)
  await f.surname.setValue('Testmann')
  await f.email.setValue('visitor@example.com')
  await f.message.setValue(`Hello, I would like advice on buying a flat in Istanbul. (${visitor})`)
  await click(browser, f.send)
  const status = f.form.$('[role="status"]')
  await status.waitForDisplayed({ timeout: 30_000 })
  expect(await status.getText()).toBe('Your message has been sent successfully!')
  expect(await status.getAttribute('class')).toMatch(/green/)
  for (const field of [f.name, f.surname, f.email, f.message]) expect(await field.getValue()).toBe('')
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({ kind: 'contact', first_name: visitor, last_name: 'Testmann', email: 'visitor@example.com' }),
  ])
  await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
})
