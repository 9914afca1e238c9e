import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { prerenderedPaths } from './support/app'
import { EVERY_PAGE } from './support/sampling'

/**
 * Right-to-left layout (issue 22): Arabic pages mirror the English ones. Not tagged @every-page, so it runs in
 * both engines (tag @rtl to run it alone), except the walk over every Arabic page, which runs in Chromium. Selectors
 * avoid interface words, which are translated.
 */
async function openRtl(page: Page, path: string): Promise<void> {
  const response = await gotoHydrated(page, `/ar${path}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
}

const hamburger = (page: Page) => page.locator('header button[aria-haspopup="dialog"]')
const headerTextUs = (page: Page) => page.locator('header [data-chat-menu] > button')
const floatingTextUs = (page: Page) => page.locator('div[data-chat-menu].fixed > button')

/** The horizontal room the page's content takes beyond the viewport (0 when nothing sticks out). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * Opens the drawer and returns where its box comes to rest, and where its slide-in animation starts from: once at
 * rest, the animation is restarted and read at time 0 (synchronously, so no frame is painted there), which does not
 * depend on catching the first frames of the real opening.
 */
async function openDrawer(page: Page): Promise<{ start: { left: number; right: number }; end: { left: number; right: number } }> {
  await hamburger(page).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await expect.poll(() => drawer.evaluate((el) => el.getAnimations().length)).toBe(0)
  return drawer.evaluate((el: HTMLElement) => {
    const rest = el.getBoundingClientRect()
    el.style.animation = 'none'
    void el.offsetWidth
    el.style.animation = ''
    const slide = el.getAnimations().find((a) => (a as CSSAnimation).animationName === 'drawer-in')
    if (!slide) throw new Error('the drawer has no drawer-in animation')
    slide.pause()
    slide.currentTime = 0
    const from = el.getBoundingClientRect()
    slide.finish()
    return { start: { left: from.left, right: from.right }, end: { left: rest.left, right: rest.right } }
  })
}

test.describe('right to left at 390 px', { tag: '@rtl' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/faq', '/services/company-establishment']) {
    test(`${path} in Arabic: no horizontal overflow, drawer from the left, Text us on the left`, async ({ page }) => {
      await openRtl(page, path)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

      const textUs = await headerTextUs(page).boundingBox()
      expect(textUs).not.toBeNull()
      expect(textUs!.x + textUs!.width / 2).toBeLessThan(390 / 2)

      const { start, end } = await openDrawer(page)
      expect(start.right, 'starts off the left edge').toBeLessThanOrEqual(1)
      expect(end.left).toBeCloseTo(0, 1)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    })
  }

  test('/faq in English: the drawer comes from the right, Text us on the right', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    const textUs = await headerTextUs(page).boundingBox()
    expect(textUs!.x + textUs!.width / 2).toBeGreaterThan(390 / 2)

    const { start, end } = await openDrawer(page)
    expect(start.left, 'starts off the right edge').toBeGreaterThanOrEqual(389)
    // Firefox places the box at 390.00001 px.
    expect(end.right).toBeCloseTo(390, 1)
  })
})

test('every Arabic page fits 390 px: nothing scrolls sideways', { tag: [EVERY_PAGE, '@rtl'] }, async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const paths = [
    ...prerenderedPaths().filter((p) => p.startsWith('/ar/')),
    '/ar/',
    '/ar/blog',
    '/ar/blog/الجنسية-التركية-عن-طريق-الاستثمار',
  ]
  expect(paths.length).toBeGreaterThan(50)
  const wide: string[] = []
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' })
    const overflow = await horizontalOverflow(page)
    if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`)
  }
  expect(wide).toEqual([])
})

test.describe('right to left on a desktop', { tag: '@rtl' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the floating Text us button sits at the left in Arabic and at the right in English', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const english = await floatingTextUs(page).boundingBox()
    expect(english!.x + english!.width).toBeGreaterThan(1280 - 40)

    await openRtl(page, '/faq')
    const arabic = await floatingTextUs(page).boundingBox()
    expect(arabic!.x).toBeLessThan(40)
  })

  test('Arabic text is set in the Arabic system stack, headings too', async ({ page }) => {
    await openRtl(page, '/faq')
    for (const selector of ['h1', 'main p']) {
      const family = await page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily)
      expect(family, selector).toContain('Noto Naskh Arabic')
    }
  })
})

test('form fields: the e-mail address is left to right, names and message follow what is typed', { tag: '@rtl' }, async ({ page }) => {
  await gotoHydrated(page, '/contact-us')
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[type="email"]') })
    .first()
  await expect(form.locator('input[type="email"]')).toHaveAttribute('dir', 'ltr')
  await expect(form.locator('input[name="firstName"]')).toHaveAttribute('dir', 'auto')
  await expect(form.locator('input[name="lastName"]')).toHaveAttribute('dir', 'auto')
  await expect(form.locator('textarea[name="message"]')).toHaveAttribute('dir', 'auto')
})
