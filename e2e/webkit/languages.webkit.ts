import { beforeEach, describe, expect, test } from 'vitest'
import { site } from '../../src/config/site.ts'
import { checkboxStates, idProblemsInPage, leftToRightProblems, textBoxesIn } from '../support/in-page.ts'
import { attribute, click, domElement, gotoHydrated, setViewport } from './support/page.ts'
import { resetSession, webkitSession } from './support/session.ts'

/**
 * What issue 33 found in Turkish and Arabic, in WebKit (the assertions of e2e/header-languages.spec.ts,
 * guide-page.spec.ts and bidi.spec.ts, through the same in-page functions): the desktop menu's panels stay inside the
 * window in both directions, a checklist label ticks its own box, and left-to-right runs keep their order in Arabic.
 */
const browser = await webkitSession()
beforeEach(() => resetSession(browser))

const languages = [
  { code: 'en', prefix: '' },
  { code: 'tr', prefix: '/tr' },
  { code: 'ar', prefix: '/ar' },
] as const

/** The open panel's box and the window's width, once the panel has stopped moving (its opening animation). */
async function openPanelBox(panelId: string) {
  let last = ''
  let box = { left: 0, right: 0, windowWidth: 0 }
  await browser.waitUntil(
    async () => {
      box = await browser.execute((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect()
        return { left: r.left, right: r.right, windowWidth: document.documentElement.clientWidth }
      }, panelId)
      const now = JSON.stringify(box)
      const still = now === last && box.right > box.left
      last = now
      return still
    },
    { timeout: 10_000, interval: 150 },
  )
  return box
}

describe('the desktop menu’s panels stay inside the window', () => {
  for (const { code, prefix } of languages) {
    for (const width of [1024, 1280, 1920]) {
      test(`${code} at ${width} px: About us and Services`, async () => {
        await setViewport(browser, width, 900)
        await gotoHydrated(browser, `${prefix}/`)
        const triggers = await browser.$$('header [data-menu-trigger]')
        expect(triggers.length).toBe(2)
        for (const trigger of triggers) {
          await click(browser, trigger)
          await browser.waitUntil(async () => (await trigger.getAttribute('aria-expanded')) === 'true')
          const panelId = await trigger.getAttribute('aria-controls')
          expect(panelId, 'an open trigger names its panel').toBeTruthy()
          const box = await openPanelBox(panelId!)
          const where = `${await trigger.getText()}: ${Math.round(box.left)}…${Math.round(box.right)} px in ${box.windowWidth} px`
          expect(box.left, where).toBeGreaterThanOrEqual(0)
          expect(box.right, where).toBeLessThanOrEqual(box.windowWidth + 0.5)
          await click(browser, trigger)
          await browser.waitUntil(async () => (await trigger.getAttribute('aria-expanded')) === 'false')
        }
      })
    }
  }
})

describe('the residence permit checklist', () => {
  for (const { code, prefix } of languages) {
    test(`${code}: every id is unique, and a label in sections 1 and 2 ticks its own box only`, async () => {
      await setViewport(browser, 1280, 900)
      await gotoHydrated(browser, `${prefix}/guides/turkish-residence-permit-checklist`)
      expect(await browser.execute(idProblemsInPage)).toEqual([])
      const sections = await browser.$$('fieldset').getElements()
      expect(sections.length).toBeGreaterThanOrEqual(2)
      for (const section of [sections[0], sections[1]]) {
        const item = section.$('li')
        const box = item.$('input[type="checkbox"]')
        const before = await browser.execute(checkboxStates)
        expect(await box.isSelected()).toBe(false)
        await click(browser, item.$('label'))
        await browser.waitUntil(() => box.isSelected(), { timeout: 5_000 })
        const after = await browser.execute(checkboxStates)
        expect(
          after.filter((checked, i) => checked !== before[i]),
          'only one box changed',
        ).toHaveLength(1)
        await click(browser, item.$('label'))
        await browser.waitUntil(async () => !(await box.isSelected()), { timeout: 5_000 })
      }
    })
  }
})

describe('left-to-right runs in Arabic', () => {
  const [opens, closes] = site.hours.time.split('–')
  const [postcode, city] = site.address.city.split(' ')

  test('/ar/contact-us: the address and the office hours read left to right', async () => {
    await setViewport(browser, 1280, 900)
    await gotoHydrated(browser, '/ar/contact-us')
    expect(await browser.$('html').getAttribute('dir')).toBe('rtl')
    for (const scope of ['#contact', 'footer']) {
      const address = await domElement(browser.$(`${scope} dl address`))
      const hours = await domElement(browser.$(`${scope} dl`).$(`dd*=${opens}`))
      const problems = [
        ...leftToRightProblems(await browser.execute(textBoxesIn, address, [postcode, city, site.address.country])),
        ...leftToRightProblems(await browser.execute(textBoxesIn, hours, [opens, closes])),
      ]
      expect(problems, scope).toEqual([])
    }
  })
})

describe('the phone drawer offers the languages', () => {
  test('/tr/faq at 390 px: the drawer lists the three languages and keeps the page', async () => {
    await setViewport(browser, 390, 844)
    await gotoHydrated(browser, '/tr/faq')
    await click(browser, browser.$('header button[aria-haspopup="dialog"]'))
    const drawer = browser.$('[role="dialog"]')
    await drawer.waitForDisplayed()
    expect(await attribute(browser, drawer.$('a[lang="en"]'), 'href')).toBe('/faq')
    expect(await attribute(browser, drawer.$('a[lang="ar"]'), 'href')).toBe('/ar/faq')
    await click(browser, drawer.$('a[lang="ar"]'))
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/ar/faq')
    await browser.waitUntil(async () => (await browser.$('html').getAttribute('dir')) === 'rtl')
  })
})
