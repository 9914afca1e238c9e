import { beforeEach, expect, test } from 'vitest'
import { click, gotoHydrated, isFocused, press, setViewport, textContent } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Focus in WebKit (the assertions of e2e/keyboard.spec.ts): the skip link is the first Tab stop and moves focus to
 * the content; after choosing a page in the app, focus is on the new page's heading, announced, and the next Tab
 * stays in the page.
 */
const browser = await webkitSession()
beforeEach(async () => {
  await resetSession(browser)
  await setViewport(browser, 1280, 800)
})

const activeIn = (selector: string) => browser.execute((s) => !!document.activeElement?.closest(s), selector)

test('the skip link is the first Tab stop and moves focus to the main content', async () => {
  await gotoHydrated(browser, '/faq')
  await press(browser, 'Tab')
  const skip = browser.$('a[href="#main"]')
  expect(await isFocused(browser, skip)).toBe(true)
  expect(await skip.isDisplayed({ withinViewport: true })).toBe(true)
  await press(browser, 'Enter')
  await expect.poll(() => isFocused(browser, browser.$('main#main'))).toBe(true)
  await press(browser, 'Tab')
  // The next stop is inside main, not back in the header.
  expect(await activeIn('main')).toBe(true)
})

/** Focus after choosing a page in the app: on the new page's h1, announced, and the next Tab stays in the page. */
async function expectFocusOnNewPage(heading: string) {
  const h1 = browser.$('main h1')
  await expect.poll(() => h1.getText()).toBe(heading)
  await expect.poll(() => isFocused(browser, h1)).toBe(true)
  // Focused by script, not a control: no focus ring jumps onto the heading.
  expect(await h1.getCSSProperty('outline-style').then((p) => p.value)).toBe('none')
  await expect.poll(() => textContent(browser, browser.$('[data-testid="route-announcer"]'))).toContain(heading)
  await press(browser, 'Tab')
  expect(await activeIn('main'), 'the Tab after a navigation lands in the new page').toBe(true)
  expect(await activeIn('header')).toBe(false)
}

test('a link in the About us menu moves focus to the new page heading', async () => {
  await gotoHydrated(browser, '/')
  const nav = browser.$('nav[aria-label="Main"]')
  await click(browser, nav.$('button=About us'))
  await click(browser, nav.$('a=Our Team'))
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/our-team'))
  await expectFocusOnNewPage('Our Team')
})

test('a top-level link chosen with the keyboard does the same, and the skip link still works there', async () => {
  await gotoHydrated(browser, '/')
  await browser
    .$('nav[aria-label="Main"]')
    .$('a=FAQ')
    .execute((el) => el.focus())
  await press(browser, 'Enter')
  await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/faq'))
  await expectFocusOnNewPage('Frequently Asked Questions')

  // The skip link's #main is a change of hash only: focus goes to main, not back to the h1.
  await browser.$('a[href="#main"]').execute((el) => el.focus())
  await press(browser, 'Enter')
  await expect.poll(() => isFocused(browser, browser.$('main'))).toBe(true)
})
