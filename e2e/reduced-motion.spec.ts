import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated, scrollWindowTo } from './support/hydration'

/**
 * A visitor who prefers reduced motion clicks a card's link further down a list page. A click, Playwright's as a
 * visitor's, scrolls the link into view and aims at it; that scroll takes the page past the header's 90 px threshold
 * and the header turns compact. The compact header used to be 22 px shorter in the page's flow, so everything below
 * it jumped up by 22 px a frame after the scroll, with no transition under reduced motion: the pointer then met the
 * bottom edge of the 44 px "Learn more" button (or the card's text below a title link) and nothing happened
 * (Chromium, "Learn more about Family Law" on /all-individual-services, every time). Enter on a focused link was not
 * affected: it activates the link wherever it has moved to. Both are checked on every list of cards.
 *
 * Firefox over WebDriver BiDi cannot emulate reduced motion, so the clicks under it run in Chromium; that nothing
 * below the header moves when it turns compact is checked in both engines.
 */

/** The pages that list cards, and where their cards' links lead. */
const LISTS = [
  { path: '/all-individual-services', to: /^\/services\/[a-z-]+$/ },
  { path: '/all-corporate-services', to: /^\/services\/[a-z-]+$/ },
  { path: '/global-citizienship-programs', to: /^\/services\/[a-z-]+$/ },
  { path: '/guides', to: /^\/guides\/[a-z-]+(#document-request)?$/ },
  { path: '/case-studies', to: /^\/case-studies\/[a-z0-9-]+$/ },
  { path: '/blog', to: /^\/blog\/[a-z0-9-]+$/ },
]

type Kind = 'title' | 'button'

/**
 * A card link of the given kind (the link in the card's heading, or the button below its text) that starts below
 * the fold, so that reaching it scrolls the page past the header's threshold. Null when the list's cards have none.
 */
async function linkBelowTheFold(page: Page, to: RegExp, kind: Kind): Promise<{ link: Locator; href: string } | null> {
  const links = page.getByRole('main').locator('li a[href], article a[href]')
  const found = await links.evaluateAll(
    (els, { source, kind }) => {
      const pattern = new RegExp(source)
      return els.findIndex((a) => {
        const href = a.getAttribute('href') ?? ''
        const inHeading = !!a.closest('h2, h3')
        return pattern.test(href) && inHeading === (kind === 'title') && a.getBoundingClientRect().top > window.innerHeight + 100
      })
    },
    { source: to.source, kind },
  )
  if (found < 0) return null
  const link = links.nth(found)
  return { link, href: (await link.getAttribute('href'))! }
}

test.describe('card links under reduced motion', () => {
  // A short window, so that every list, the three guides too, has cards below the fold.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 480 } })
  test.skip(({ browserName }) => browserName === 'firefox', 'Firefox over WebDriver BiDi cannot emulate reduced motion')

  for (const { path, to } of LISTS) {
    test(`${path}: a click on a card further down opens it, and so does Enter`, async ({ page }) => {
      for (const kind of ['button', 'title'] as const) {
        await gotoHydrated(page, path)
        expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)
        const target = await linkBelowTheFold(page, to, kind)
        // Case studies have no title link; every list has the button.
        if (!target) {
          expect(kind).toBe('title')
          continue
        }
        await target.link.click()
        await expect(page).toHaveURL(new URL(target.href, page.url()).href)
      }

      await gotoHydrated(page, path)
      const target = (await linkBelowTheFold(page, to, 'button'))!
      // Focusing scrolls the link into view, as Tab does.
      await target.link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new URL(target.href, page.url()).href)
    })
  }
})

/** Where a card link sits in the page (not the viewport): what a visitor's pointer is aimed at after scrolling. */
async function pageTop(link: Locator): Promise<number> {
  return link.evaluate((a) => Math.round(a.getBoundingClientRect().top + window.scrollY))
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`the header turning compact (${reducedMotion} motion)`, () => {
    test.use({ reducedMotion })
    test.skip(
      ({ browserName }) => reducedMotion === 'reduce' && browserName === 'firefox',
      'Firefox over WebDriver BiDi cannot emulate reduced motion',
    )

    test('moves nothing below it', async ({ page }) => {
      await gotoHydrated(page, '/all-individual-services')
      const header = page.locator('header').first()
      const { link } = (await linkBelowTheFold(page, /^\/services\/family-law$/, 'button'))!
      const before = await pageTop(link)
      await scrollWindowTo(page, 400)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      // Past the header's own transition (300 ms with motion).
      await page.waitForTimeout(500)
      expect(await pageTop(link)).toBe(before)
      // The compact header is still a shorter bar: the page shows more under it.
      const heights = await header.evaluate((h) => h.getBoundingClientRect().height)
      expect(heights).toBeLessThan(70)
      await scrollWindowTo(page, 0)
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      await page.waitForTimeout(500)
      expect(await pageTop(link)).toBe(before)
    })
  })
}
