import { beforeEach, describe, expect, test } from 'vitest'
import { attribute, click, focusInside, gotoHydrated, isFocused, press, pressUntilFocused, setViewport } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * Menus in WebKit (the assertions of e2e/header.spec.ts and keyboard.spec.ts): the desktop dropdowns open and close
 * by click, by Escape (focus back on the trigger) and by a click outside; the keyboard reaches them; the phone's
 * drawer keeps focus inside and gives it back to its button.
 */
const browser = await webkitSession()
beforeEach(() => resetSession(browser))

const nav = () => browser.$('nav[aria-label="Main"]')
const trigger = (name: string) => nav().$(`button=${name}`)
const navLink = (name: string) => nav().$(`a=${name}`)

describe('desktop menu at 1280 px', () => {
  beforeEach(() => setViewport(browser, 1280, 800))

  test('About us opens on click with About us and Our Team; a second click closes it', async () => {
    await gotoHydrated(browser, '/')
    const about = trigger('About us')
    expect(await about.getAttribute('aria-expanded')).toBe('false')
    await click(browser, about)
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('true')
    await navLink('Our Team').waitForDisplayed()
    expect(await attribute(browser, navLink('Our Team'), 'href')).toBe('/our-team')
    expect(await attribute(browser, navLink('About us'), 'href')).toBe('/about-us')

    await click(browser, about)
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('false')
    await navLink('Our Team').waitForDisplayed({ reverse: true })
    expect(new URL(await browser.getUrl()).pathname).toBe('/')
  })

  test('Services closes with Escape, focus back on its button; and on a click outside', async () => {
    await gotoHydrated(browser, '/')
    const services = trigger('Services')
    await click(browser, services)
    await navLink('Corporate Services').waitForDisplayed()
    await press(browser, 'Escape')
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false')
    await navLink('Corporate Services').waitForDisplayed({ reverse: true })
    expect(await isFocused(browser, services)).toBe(true)

    await click(browser, services)
    await navLink('Corporate Services').waitForDisplayed()
    // A click on the page well away from the open panel (which covers the middle of the window).
    await browser.action('pointer').move({ x: 20, y: 700, origin: 'viewport' }).down().up().perform()
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false')
    await navLink('Corporate Services').waitForDisplayed({ reverse: true })
    expect(new URL(await browser.getUrl()).pathname).toBe('/')
  })

  test('keyboard only: Tab to Services, Enter opens, Tab reaches a group, Enter navigates', async () => {
    await gotoHydrated(browser, '/')
    await browser.execute(() => (document.activeElement as HTMLElement | null)?.blur())
    const services = trigger('Services')
    await pressUntilFocused(browser, services, 12)
    await press(browser, 'Enter')
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true')
    const corporate = navLink('Corporate Services')
    await corporate.waitForDisplayed()
    await pressUntilFocused(browser, corporate, 6)
    await press(browser, 'Enter')
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/all-corporate-services'))
    await expect.poll(() => browser.$('main h1').getText()).toBe('Corporate Services')
  })
})

describe('phone drawer at 375 px', () => {
  beforeEach(() => setViewport(browser, 375, 812))

  test('the drawer keeps focus inside, a section opens from the keyboard, Escape closes it and focus returns', async () => {
    await gotoHydrated(browser, '/')
    expect(await nav().isDisplayed()).toBe(false)
    const menu = browser.$('button[aria-label="Open menu"]')
    await click(browser, menu)
    const drawer = browser.$('[role="dialog"]')
    await drawer.waitForDisplayed()
    for (let i = 0; i < 14; i++) {
      await press(browser, 'Tab')
      const inside = await focusInside(browser, drawer)
      expect(inside, `Tab ${i + 1} stays in the drawer`).toBe(true)
    }
    const services = drawer.$('button=Services')
    await click(browser, services)
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true')
    expect(await attribute(browser, drawer.$('a=Corporate Services'), 'href')).toBe('/all-corporate-services')
    await press(browser, 'Escape')
    await drawer.waitForDisplayed({ reverse: true })
    await expect.poll(() => isFocused(browser, menu)).toBe(true)
  })

  test('a link in the drawer opens its page and closes the drawer', async () => {
    await gotoHydrated(browser, '/')
    await click(browser, browser.$('button[aria-label="Open menu"]'))
    const drawer = browser.$('[role="dialog"]')
    await drawer.waitForDisplayed()
    await click(browser, drawer.$('a=FAQ'))
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/faq'))
    await drawer.waitForDisplayed({ reverse: true })
    await expect.poll(() => browser.$('main h1').getText()).toBe('Frequently Asked Questions')
  })
})
