import { beforeAll, beforeEach, expect, inject, test } from 'vitest'
import { openStore } from '../../server/db/open-store.ts'
import { DEFAULT_AVAILABILITY } from '../../src/lib/availability.ts'
import { uniqueName } from '../support/app.ts'
import { isFocused, press, pressUntilFocused, setViewport, textContent, typeKeys, waitForHydration } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Issue 37 in WebKit, by keyboard alone: the booking page lists days and times as links; Tab to a time and Enter
 * opens the form, typed by keyboard and sent; the booking's page shows its time and lawyer; ticking the confirmation
 * and sending cancels it. The lawyer's hours (the back office's starting ones: weekdays in Istanbul, two hours' notice,
 * 30 days ahead) are written into the WebKit server's own database first, as the back office's availability page
 * stores them (a lawyer without stored hours takes no bookings, ADR 37).
 */
const LAWYER = 'selin-aksoy'
const LAWYER_NAME = 'Selin Aksoy'
// A visitor abroad: the page shows their time with Istanbul's beside it. Given in the address, so the page does not
// replace it with the browser's zone first.
const ZONE = 'America/New_York'

const browser = await webkitSession()
const origin = new URL(inject('webkitBaseUrl')).origin
beforeAll(async () => {
  const store = await openStore({ dataDir: inject('webkitDataDir') })
  try {
    await store.bookings.putAvailability(LAWYER, DEFAULT_AVAILABILITY, 'owner@firm.example', new Date().toISOString())
  } finally {
    await store.close()
  }
})
beforeEach(async () => {
  await resetSession(browser)
  await setViewport(browser, 1280, 800)
})

test('by keyboard: a time chosen from the links, the form sent, the booking shown, then cancelled', async () => {
  await browser.url(`${origin}/book-a-consultation?tz=${encodeURIComponent(ZONE)}`)
  await waitForHydration(browser)
  expect(await browser.$('main h1').getText()).toBe('Book a free consultation')

  // Days and times are plain links, no grid.
  const days = browser.$$('nav[aria-labelledby="booking-days"] a')
  expect(await days.length).toBeGreaterThan(0)
  const slots = browser.$$('section[aria-labelledby="booking-slots"] a')
  expect(await slots.length).toBeGreaterThan(0)
  const firstSlot = slots[0]!
  expect(await firstSlot.getAttribute('href')).toMatch(/start=/)
  const time = await firstSlot.$('bdi').getText()
  const istanbul = await firstSlot.$$('bdi')[1]!.getText()
  expect(time).toMatch(/\d\d:\d\d/)

  await pressUntilFocused(browser, firstSlot, 150)
  await press(browser, 'Enter')

  const form = browser.$('form[aria-label="Booking form"]')
  // The router preloads each link the focus passes (intent), and each preload asks the server for the page's data:
  // the step waits behind them on a loaded machine.
  await form.waitForDisplayed({ timeout: 60_000 })
  await waitForHydration(browser, 'form[aria-label="Booking form"]')
  const chosen = await textContent(browser, form.$('p'))
  expect(chosen).toContain(LAWYER_NAME)
  expect(chosen).toContain(time)

  const visitor = uniqueName('WebKit ')
  await pressUntilFocused(browser, form.$('#booking-name'), 40)
  await typeKeys(browser, visitor)
  await press(browser, 'Tab')
  expect(await isFocused(browser, form.$('#booking-email'))).toBe(true)
  await typeKeys(browser, 'webkit.visitor@example.com')
  await pressUntilFocused(browser, form.$('#booking-topic'), 5)
  await typeKeys(browser, 'Residence permit for my family')
  await pressUntilFocused(browser, form.$('button[type="submit"]'), 5)
  await press(browser, 'Enter')

  const notice = browser.$('main [role="status"]')
  await expect.poll(() => notice.getText().catch(() => ''), { timeout: 30_000 }).toMatch(/^Your consultation is booked/)
  expect(await browser.getUrl()).toContain('/book-a-consultation/your-booking?token=')
  await notice.waitForDisplayed({ timeout: 30_000 })
  expect(await notice.getText()).toBe(
    'Your consultation is booked. We have sent the confirmation and the calendar invitation to your e-mail address.',
  )
  const summary = browser.$('section[aria-labelledby="booking-summary"]')
  const shown = await summary.getText()
  expect(shown).toContain(time)
  expect(shown).toContain(istanbul.replace(/\s*Istanbul$/, ''))
  expect(shown).toContain(LAWYER_NAME)
  expect(shown).toContain('Confirmed')

  await waitForHydration(browser)
  const confirm = browser.$('#booking-cancel-confirm')
  await pressUntilFocused(browser, confirm, 150)
  await press(browser, 'Space')
  expect(await confirm.isSelected()).toBe(true)
  const cancel = browser.$('section[aria-labelledby="booking-cancel"] button[type="submit"]')
  await pressUntilFocused(browser, cancel, 5)
  await press(browser, 'Enter')

  await expect
    .poll(
      () =>
        browser
          .$('main [role="status"]')
          .getText()
          .catch(() => ''),
      { timeout: 30_000 },
    )
    .toBe('Your consultation is cancelled. We have sent you the cancellation.')
  const after = await browser.$('section[aria-labelledby="booking-summary"]').getText()
  expect(after).toContain('Cancelled')
  expect(after).toContain(time)
  expect(await browser.$('#booking-cancel-confirm').isExisting()).toBe(false)
}, 240_000)
