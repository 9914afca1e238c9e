import { beforeEach, describe, expect, test } from 'vitest'
import { horizontalOverflow, wrappedTexts } from '../support/in-page.ts'
import { click, gotoHydrated, setViewport } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Layout and direction in WebKit (the assertions of e2e/rtl.spec.ts and header-languages.spec.ts): Arabic mirrors English,
 * nothing scrolls sideways, and the desktop header keeps each entry on one line at 1024 px (an iPad in landscape),
 * where WebKit used to wrap the firm's name, "Contact us" and three entries onto two lines.
 */
const browser = await webkitSession()
beforeEach(() => resetSession(browser))

const box = (selector: string) =>
  browser.execute((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect()
    return { left: r.left, right: r.right, width: r.width }
  }, selector)

describe('the desktop header at 1024 px', () => {
  for (const path of ['/faq', '/tr/faq', '/ar/faq']) {
    test(`${path}: every entry and the firm's name on one line, nothing beyond the window`, async () => {
      await setViewport(browser, 1024, 768)
      await gotoHydrated(browser, path)
      expect(await browser.execute(wrappedTexts, 'header a, header button')).toEqual([])
      expect(await browser.execute(horizontalOverflow)).toBeLessThanOrEqual(0)
      // The menu is shown (not the phone's menu button), and the row's last part ends inside the window.
      expect(await browser.$('header nav[aria-label]').isDisplayed()).toBe(true)
      const row = await browser.execute(() =>
        [...document.querySelector('header > div')!.children].map((c) => c.getBoundingClientRect().right),
      )
      for (const right of row) expect(right).toBeLessThanOrEqual(1024)
    })
  }
})

describe('right to left at 390 px', () => {
  for (const [path, dir] of [
    ['/ar/faq', 'rtl'],
    ['/ar/services/company-establishment', 'rtl'],
    ['/faq', 'ltr'],
  ] as const) {
    test(`${path}: ${dir}, nothing scrolls sideways, Text us and the drawer on the ${dir === 'rtl' ? 'left' : 'right'}`, async () => {
      await setViewport(browser, 390, 844)
      await gotoHydrated(browser, path)
      expect(await browser.$('html').getAttribute('dir')).toBe(dir)
      expect(await browser.$('html').getAttribute('lang')).toBe(dir === 'rtl' ? 'ar' : 'en')
      expect(await browser.execute(horizontalOverflow)).toBeLessThanOrEqual(0)

      const textUs = await box('header [data-chat-menu] > button')
      const centre = textUs.left + textUs.width / 2
      if (dir === 'rtl') expect(centre).toBeLessThan(390 / 2)
      else expect(centre).toBeGreaterThan(390 / 2)

      await click(browser, browser.$('header button[aria-haspopup="dialog"]'))
      const drawer = browser.$('[role="dialog"]')
      await drawer.waitForDisplayed()
      // At rest once its slide-in animation has ended.
      await browser.waitUntil(() => browser.execute(() => document.querySelector('[role="dialog"]')!.getAnimations().length === 0))
      const rest = await box('[role="dialog"]')
      if (dir === 'rtl') expect(rest.left).toBeCloseTo(0, 1)
      else expect(rest.right).toBeCloseTo(390, 1)
      expect(await browser.execute(horizontalOverflow)).toBeLessThanOrEqual(0)
    })
  }
})

describe('right to left on a desktop', () => {
  test('the floating Text us button sits at the left in Arabic and at the right in English', async () => {
    await setViewport(browser, 1280, 800)
    await gotoHydrated(browser, '/faq')
    expect((await box('div[data-chat-menu].fixed > button')).right).toBeGreaterThan(1280 - 40)
    await gotoHydrated(browser, '/ar/faq')
    expect((await box('div[data-chat-menu].fixed > button')).left).toBeLessThan(40)
  })

  test('Arabic text is set in the Arabic system stack, headings too', async () => {
    await setViewport(browser, 1280, 800)
    await gotoHydrated(browser, '/ar/faq')
    for (const selector of ['h1', 'main p']) {
      const family = await browser.execute((s) => getComputedStyle(document.querySelector(s)!).fontFamily, selector)
      expect(family, selector).toContain('Noto Naskh Arabic')
    }
  })
})
