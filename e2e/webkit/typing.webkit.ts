import { beforeEach, expect, test } from 'vitest'
import { mailsContaining, storedSubmissions, uniqueName } from '../support/app.ts'
import { hasReactProps } from '../support/in-page.ts'
import { scriptHoldingProxy } from './support/hold-scripts.ts'
import { click, domElement, isFocused, setViewport, typeKeys, waitForHydration } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Typing before the code arrives, in WebKit (the assertions of e2e/form-hydration.spec.ts and typing.spec.ts): the
 * page's scripts are held back by a proxy, the visitor types into the server's HTML, the code arrives, and the same
 * elements still hold the text, keep the focus, and send it. The session does not wait for pages to load
 * (`pageLoadStrategy: 'none'`): with the scripts held, the load event comes only after they are released.
 */
const browser = await webkitSession({ pageLoadStrategy: 'none' })
const proxy = await scriptHoldingProxy()
beforeEach(async () => {
  await resetSession(browser)
  await setViewport(browser, 1280, 800)
  proxy.hold()
})

const contactForm = 'form[aria-label="Contact form"]'

/** Opens `path` through the proxy, its scripts held, and returns once `selector` is in the document. */
async function openHeld(path: string, selector: string): Promise<WebdriverIO.Element> {
  await browser.url(`${proxy.origin}${path}`)
  await browser.$(selector).waitForExist({ timeout: 30_000 })
  return browser.$(selector).getElement()
}

test('the contact form is the same element after hydration and sends what was typed before it', async () => {
  const form = await openHeld('/contact-us', contactForm)
  const name = await form.$('input[name="firstName"]')
  expect(await browser.execute(hasReactProps, await domElement(form))).toBe(false)

  const visitor = uniqueName('HeldWebKit')
  await name.addValue(visitor)
  await form.$('input[name="lastName"]').addValue('Beforehand')
  await form.$('input[type="email"]').addValue('held@example.com')
  await form.$('textarea[name="message"]').addValue('Typed in WebKit before the page had any code.')
  await name.execute((el) => el.focus())
  // Still the plain HTML form: no React handler is attached yet.
  expect(await browser.execute(hasReactProps, await domElement(form))).toBe(false)

  proxy.release()
  await waitForHydration(browser, contactForm)

  // The very nodes held before hydration: connected, now React's, the text and the focus untouched.
  expect(await browser.execute((el, s) => el.isConnected && document.querySelector(s) === el, await domElement(form), contactForm)).toBe(
    true,
  )
  expect(await browser.execute(hasReactProps, await domElement(form))).toBe(true)
  expect(await isFocused(browser, name)).toBe(true)
  expect(await name.getValue()).toBe(visitor)

  await click(browser, form.$('button[type="submit"]'))
  const status = form.$('[role="status"]')
  await status.waitForDisplayed({ timeout: 30_000 })
  expect(await status.getText()).toBe('Your message has been sent successfully!')
  // Sent by the hydrated form (its success state clears the fields of the same element), not by a page post.
  expect(await name.getValue()).toBe('')
  expect(await storedSubmissions(visitor)).toEqual([
    expect.objectContaining({
      kind: 'contact',
      first_name: visitor,
      last_name: 'Beforehand',
      email: 'held@example.com',
      message: 'Typed in WebKit before the page had any code.',
    }),
  ])
  await expect.poll(async () => (await mailsContaining(visitor)).length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test('the guide form keeps the caret through hydration; keys after it land in the same field', async () => {
  const form = await openHeld('/guides/real-estate-guide', 'form[aria-label="Document Request Form"]')
  const name = await form.$('input[name="firstName"]')
  await click(browser, name)
  await typeKeys(browser, 'Margu')
  proxy.release()
  await waitForHydration(browser, 'form[aria-label="Document Request Form"]')
  // Keys go wherever the focus is, as a keyboard does.
  await typeKeys(browser, 'erite')
  expect(await name.getValue()).toBe('Marguerite')
  expect(await isFocused(browser, name)).toBe(true)
})

test('blog search: a query typed before the code arrives filters the list and lands in the URL', async () => {
  const box = await openHeld('/blog', 'main input[type="search"]')
  await click(browser, box)
  await typeKeys(browser, 'residence')
  proxy.release()
  await waitForHydration(browser)
  expect(await box.getValue()).toBe('residence')
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/blog?q=residence'), { timeoutMsg: 'the query is not in the URL' })
  await expect.poll(() => browser.$('main li h2, main li h3').getText()).toMatch(/residence/i)
})
