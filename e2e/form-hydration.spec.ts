import { expect, test, type Locator, type Page } from '@playwright/test'
import { mailsContaining, storedSubmissions, uniqueName } from './support/app'
import { holdScripts, waitForHydration } from './support/hydration'

/**
 * The server-rendered form is the form: React hydrates that element in place and never swaps it for another.
 * Each test holds the form's elements before any of the page's code has run (the scripts are held back), types
 * into them, lets the code arrive, and checks that the same nodes are still in the document, still hold the
 * text, and that the text typed before hydration is what the server stores and e-mails.
 */

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true })

const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))

test('the contact form is the same element after hydration and sends what was typed before it', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const release = await holdScripts(page)
  await page.goto('/contact-us', { waitUntil: 'commit' })
  const form = contactForm(page)
  await form.waitFor({ state: 'attached' })

  const heldForm = await form.elementHandle()
  const heldName = await textbox(form, 'Name').elementHandle()
  expect(heldForm && heldName).toBeTruthy()
  expect(await heldForm!.evaluate(isHydrated)).toBe(false)

  const visitor = uniqueName('Held')
  await textbox(form, 'Name').pressSequentially(visitor, { delay: 10 })
  await textbox(form, 'Surname').pressSequentially('Beforehand', { delay: 10 })
  await textbox(form, 'Email address').pressSequentially('held@example.com', { delay: 10 })
  await textbox(form, 'Message').pressSequentially('Typed before the page had any code.', { delay: 10 })
  await textbox(form, 'Name').focus()
  // Still the plain HTML form: no React handler is attached yet.
  expect(await heldForm!.evaluate(isHydrated)).toBe(false)

  release()
  await waitForHydration(page, form)

  // The very nodes held before hydration: connected, found by the same query, now React's, focus untouched.
  expect(await heldForm!.evaluate((el) => el.isConnected)).toBe(true)
  expect(await heldForm!.evaluate((el) => document.querySelector('form[aria-label="Contact form"]') === el)).toBe(true)
  expect(await heldName!.evaluate((el) => el.isConnected && el.closest('form')?.elements.namedItem('firstName') === el)).toBe(true)
  expect(await heldForm!.evaluate(isHydrated)).toBe(true)
  expect(await heldName!.evaluate((el) => document.activeElement === el)).toBe(true)
  expect(await heldName!.evaluate((el) => (el as HTMLInputElement).value)).toBe(visitor)

  await form.getByRole('button', { name: 'Send' }).click()
  // The form's behaviour may still be on its way when Send is pressed: it sends once it has arrived.
  await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!', { timeout: 15_000 })
  // Sent by the hydrated form (its success state clears the fields of the same element), not by a page post.
  expect(await heldForm!.evaluate((el) => el.isConnected)).toBe(true)
  await expect(textbox(form, 'Name')).toHaveValue('')
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({
      kind: 'contact',
      first_name: visitor,
      last_name: 'Beforehand',
      email: 'held@example.com',
      message: 'Typed before the page had any code.',
    }),
  ])
  await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('the guide form keeps its element and the caret through hydration; keys after it land in the same field', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/guides/real-estate-guide', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Document Request Form' })
  await form.waitFor({ state: 'attached' })
  const heldForm = await form.elementHandle()
  const name = textbox(form, 'Name')
  await name.pressSequentially('Margu', { delay: 10 })
  release()
  await waitForHydration(page, form)
  // Keys go wherever the focus is, as a keyboard does.
  await page.keyboard.type('erite', { delay: 10 })
  await expect(name).toHaveValue('Marguerite')
  await expect(name).toBeFocused()
  expect(
    await heldForm!.evaluate((el) => el.isConnected && document.querySelector('form[aria-label="Document Request Form"]') === el),
  ).toBe(true)
})
