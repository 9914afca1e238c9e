import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { NO_REDUCED_MOTION_OVER_BIDI } from './support/app'

/**
 * Keyboard and low-vision journeys (WCAG 2.2 AA): every menu entry reachable and operable, Escape closes and gives
 * focus back, dialogs keep focus inside, the skip link, focus always visible and never hidden under the sticky
 * header or the floating chat button (2.4.11), targets of at least 24 x 24 px (2.5.8), announced form errors, and
 * no movement for visitors who ask for reduced motion.
 */

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    if (await isFocused(target)) return
  }
  await expect(target).toBeFocused()
}

/** Accessible-ish name of the focused element: its aria-label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim()
  })

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    await page.locator('body').focus()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    await page.keyboard.press('Tab')
    // The next stop is inside main, not back in the header.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
  })

  test('every main-menu entry is reachable by Tab; each dropdown opens with Enter, its links are reachable, and Escape returns focus to it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.locator('body').focus()
    const reached: string[] = []
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      if (!(await page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Main"]')))) {
        if (reached.length > 0) break
        continue
      }
      reached.push(await focusedName(page))
    }
    expect(reached).toEqual(['Home', 'About us', 'Services', 'Guides', 'FAQ', 'Blog', 'Case Studies', 'Contact us'])

    const dropdowns: Record<string, string[]> = {
      'About us': ['About us', 'Our Team'],
      Services: ['Services', 'Corporate Services', 'Individual Services', 'Global Citizenship & Residency Programs'],
    }
    for (const [name, links] of Object.entries(dropdowns)) {
      const trigger = nav.getByRole('button', { name, exact: true })
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      for (const link of links) await tabTo(page, nav.getByRole('link', { name: link, exact: true }), 12)
      await page.keyboard.press('Escape')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(trigger).toBeFocused()
    }

    // Enter on a dropdown link navigates.
    const about = nav.getByRole('button', { name: 'About us', exact: true })
    await about.focus()
    await page.keyboard.press('Enter')
    await tabTo(page, nav.getByRole('link', { name: 'Our Team', exact: true }), 6)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/our-team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team')
  })

  test('the team dialog keeps focus inside while open and gives it back on Escape', async ({ page }) => {
    await gotoHydrated(page, '/our-team')
    const trigger = page.getByRole('button', { name: /^View profile/ }).first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('the chat menu opens from the keyboard, its links are reachable, and Escape closes it with focus back on "Text us"', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: 'Text us' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ })
    await tabTo(page, whatsapp, 4, 'Shift+Tab')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(whatsapp).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('contact form errors are announced and the first invalid field gets focus', async ({ page }) => {
    await gotoHydrated(page, '/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo')
    await form.getByRole('button', { name: 'Send' }).click()
    const surname = form.getByRole('textbox', { name: 'Surname', exact: true })
    await expect(surname).toBeFocused()
    await expect(surname).toHaveAccessibleDescription('Surname is required')
    await expect(form.locator('[aria-live="polite"]')).toContainText('Please correct 3 fields: Surname, Email address, Message.')
  })
})

/**
 * Tabs through a long page, forwards then backwards, and checks at each stop that focus is visible (an outline
 * or a ring) and that the focused element is not hidden under the sticky header or the floating chat button.
 */
async function walkFocus(page: Page, stops: number) {
  const problems: string[] = []
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press(key)
      const report = await page.evaluate(async () => {
        // The page scrolls the focused element into view (smoothly): judge where it ends up.
        let last = -1
        for (let frames = 0, still = 0; frames < 120 && still < 3; frames++) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
          still = scrollY === last ? still + 1 : 0
          last = scrollY
        }
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
        const style = getComputedStyle(el)
        const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        // Elements of the header and the chat menu sit on top by design; everything else must not be under them.
        if (el.closest('header') || el.closest('[aria-label="Chat with us"]') || el.closest('.fixed') || el.id === 'main') {
          return { name, visible, hidden: false }
        }
        const r = el.getBoundingClientRect()
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + 2, r.top + 2],
          [r.right - 2, r.bottom - 2],
        ]
        const uncovered = points.some(([x, y]) => {
          if (x! < 0 || y! < 0 || x! > innerWidth || y! > innerHeight) return false
          const top = document.elementFromPoint(x!, y!)
          return !!top && (el === top || el.contains(top) || top.contains(el))
        })
        return { name, visible, hidden: !uncovered }
      })
      if (!report) continue
      if (!report.visible) problems.push(`${key} ${i + 1}: ${report.name} has no visible focus indicator`)
      if (report.hidden) problems.push(`${key} ${i + 1}: ${report.name} is hidden under the header or the chat button`)
    }
  }
  return problems
}

for (const width of [1280, 375]) {
  test(`at ${width} px focus is always visible and never hidden under the sticky header or the chat button`, async ({ page }) => {
    // 90 focus stops, each waiting for the scroll to settle: long on a busy machine.
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 700 })
    await gotoHydrated(page, '/faq')
    await page.locator('body').focus()
    expect(await walkFocus(page, 45)).toEqual([])
  })
}

test('buttons, form fields and menu links are at least 24 x 24 px at 375 px and 1280 px', async ({ page }) => {
  const small: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/', '/contact-us', '/blog']) {
      await gotoHydrated(page, path)
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), textarea, select, header a, nav a, [role=button]')]
          .filter(
            (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]'),
          )
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width < 24 || r.height < 24)
          // Inline links inside a sentence (the breadcrumb) are exempt from 2.5.8.
          .filter(({ el }) => !(el.tagName === 'A' && el.closest('nav[aria-label="Breadcrumb"]')))
          .map(
            ({ el, r }) =>
              `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
          ),
      )
      small.push(...found.map((f) => `${width}px ${path}: ${f}`))
    }
  }
  expect(small).toEqual([])
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })

  test('nothing moves: no running animation or transition, no video at all (posters only), the hero word stays, no scroll reveal', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName === 'firefox', NO_REDUCED_MOTION_OVER_BIDI)
    await gotoHydrated(page, '/')
    const word = page.getByTestId('rotating-word')
    const first = await word.getAttribute('data-word')
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(2500)
    expect(await word.getAttribute('data-word')).toBe(first)
    const state = await page.evaluate(() => ({
      running: document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => (a.effect as KeyframeEffect | null)?.target?.nodeName ?? '?'),
      videos: document.querySelectorAll('video').length,
      posters: document.querySelectorAll('[data-video-box] img').length,
      hiddenByReveal: document.querySelectorAll('[data-reveal="pending"]').length,
    }))
    expect(state.running).toEqual([])
    expect(state.videos).toBe(0)
    expect(state.posters).toBeGreaterThan(0)
    expect(state.hiddenByReveal).toBe(0)
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the drawer keeps focus inside, Escape closes it and focus returns to the menu button', async ({ page }) => {
    await gotoHydrated(page, '/')
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the drawer`).toBe(true)
    }
    // Every entry is reachable and the sections open from the keyboard.
    const services = drawer.getByRole('button', { name: 'Services', exact: true })
    await services.focus()
    await page.keyboard.press('Enter')
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await tabTo(page, drawer.getByRole('link', { name: 'Corporate Services', exact: true }), 6)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
  })
})

/** Where focus is after choosing a page in the app: on the new page's h1, and the next Tab stays in the page. */
async function expectFocusOnNewPage(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(heading)
  await expect(h1).toBeFocused()
  // Focused by script, not a control: no focus ring jumps onto the heading.
  expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none')
  await expect(page.getByTestId('route-announcer')).toContainText(heading)
  await page.keyboard.press('Tab')
  const next = await page.evaluate(() => {
    const el = document.activeElement
    return { inMain: !!el?.closest('main'), inHeader: !!el?.closest('header'), tag: el?.tagName }
  })
  expect(next, 'the Tab after a navigation lands in the new page, not in the header').toMatchObject({ inMain: true, inHeader: false })
}

test.describe('focus after choosing a page', () => {
  test.describe('desktop menu', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('a link in the About us menu moves focus to the new page heading', async ({ page }) => {
      await gotoHydrated(page, '/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'About us', exact: true }).click()
      await nav.getByRole('link', { name: 'Our Team', exact: true }).click()
      await page.waitForURL('**/our-team')
      await expectFocusOnNewPage(page, 'Our Team')
    })

    test('a top-level link chosen with the keyboard does the same, and the skip link still works there', async ({ page }) => {
      await gotoHydrated(page, '/')
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).focus()
      await page.keyboard.press('Enter')
      await page.waitForURL('**/faq')
      await expectFocusOnNewPage(page, 'Frequently Asked Questions')

      // The skip link's #main is a change of hash only: focus goes to main, not back to the h1.
      await page.getByRole('link', { name: 'Skip to content' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
    })
  })

  test.describe('phone drawer', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('a link in the drawer moves focus to the new page heading, not back to the menu button', async ({ page }) => {
      await gotoHydrated(page, '/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await drawer.getByRole('link', { name: 'FAQ', exact: true }).click()
      await page.waitForURL('**/faq')
      await expect(drawer).toBeHidden()
      await expectFocusOnNewPage(page, 'Frequently Asked Questions')
    })
  })
})
