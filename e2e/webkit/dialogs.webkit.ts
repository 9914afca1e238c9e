import { beforeEach, expect, test } from 'vitest'
import { click, focusInside, gotoHydrated, isFocused, press, setViewport } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Dialogs and disclosures in WebKit (the assertions of e2e/keyboard.spec.ts and pages.spec.ts): the team profile
 * dialog keeps focus inside and gives it back on Escape; the FAQ accordion keeps one answer open at a time and
 * answers Enter and Space.
 */
const browser = await webkitSession()
beforeEach(async () => {
  await resetSession(browser)
  await setViewport(browser, 1280, 800)
})

test('the team dialog opens from the keyboard, keeps focus inside, and Escape closes it with focus back on its button', async () => {
  await gotoHydrated(browser, '/our-team')
  const trigger = browser.$('main button[aria-haspopup="dialog"]')
  await click(browser, trigger)
  const dialog = browser.$('[role="dialog"]')
  await dialog.waitForDisplayed()
  await press(browser, 'Escape')
  await dialog.waitForDisplayed({ reverse: true })

  await trigger.execute((el) => el.focus())
  await press(browser, 'Enter')
  await dialog.waitForDisplayed()
  expect(await dialog.$('h2').getText()).toBe('Selin Aksoy')
  expect(await dialog.$('img').getAttribute('alt')).toBe('Portrait of Selin Aksoy')
  for (let i = 0; i < 8; i++) {
    await press(browser, i % 3 === 2 ? 'Shift+Tab' : 'Tab')
    expect(await focusInside(browser, dialog), `Tab ${i + 1} stays in the dialog`).toBe(true)
  }
  await press(browser, 'Escape')
  await dialog.waitForDisplayed({ reverse: true })
  await expect.poll(() => isFocused(browser, trigger)).toBe(true)
})

const questions = () => browser.$$('main h2 > button[aria-expanded]')

test('FAQ: one question open at a time; clicking the open one closes it', async () => {
  await gotoHydrated(browser, '/faq')
  const [first, second] = [(await questions())[0]!, (await questions())[1]!]
  await click(browser, first)
  await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true')
  const firstAnswer = browser.$(`[id="${await first.getAttribute('aria-controls')}"]`)
  await firstAnswer.waitForDisplayed()
  expect(await firstAnswer.getText()).toContain('USD 400,000')

  await click(browser, second)
  await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true')
  expect(await first.getAttribute('aria-expanded')).toBe('false')
  await firstAnswer.waitForDisplayed({ reverse: true })
  expect(await browser.$$('main h2 > button[aria-expanded="true"]').length).toBe(1)

  await click(browser, second)
  await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false')
  expect(await browser.$$('main h2 > button[aria-expanded="true"]').length).toBe(0)
})

test('FAQ: Enter and Space toggle a question from the keyboard', async () => {
  await gotoHydrated(browser, '/faq')
  const third = (await questions())[2]!
  await third.execute((el) => el.focus())
  for (const [key, expanded] of [
    ['Enter', 'true'],
    ['Space', 'false'],
    ['Space', 'true'],
    ['Enter', 'false'],
  ] as const) {
    await press(browser, key)
    await expect.poll(() => third.getAttribute('aria-expanded')).toBe(expanded)
  }
})
