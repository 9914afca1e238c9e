import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'

/**
 * WCAG 2.5.8 (target size, minimum): the firm's phone and e-mail links (the contact details on the contact page and
 * in every footer) and the footer's own links are at least 24 × 24 CSS px on a phone, in every language, whatever
 * fonts the visitor's machine has. An inline link is as tall as its font's ascent and descent: 16 px in DejaVu Sans,
 * 19–20 px in Noto Sans (Android's and many Linux desktops' face), so the size has to come from the layout, not the
 * font (the `target-24` utility in src/styles.css). Found when Firefox on a machine with Debian's fonts-noto-core met
 * the phone link partly under the sticky header in the contact form's error state: axe measured it at 118 × 20 px.
 *
 * Runs in both engines: they lay out inline boxes differently (20 px in Firefox, 19 px in Chromium for the same
 * font). Links inside a sentence (the form notices' phone and e-mail, the privacy link in the footer's legal line)
 * are exempt from 2.5.8 and not measured.
 */
const LINKS = 'a[href^="tel:"], a[href^="mailto:"], footer li a'

async function smallTargets(page: Page, state: string): Promise<string[]> {
  const found = await page.evaluate((selector) => {
    const inSentence = (a: Element) => a.closest('p') !== null
    return [...document.querySelectorAll<HTMLAnchorElement>(selector)]
      .filter((a) => a.getClientRects().length > 0 && !inSentence(a))
      .map((a) => ({ a, r: a.getBoundingClientRect() }))
      .map(({ a, r }) => ({
        text: `${a.closest('footer') ? 'footer' : 'main'} ${a.getAttribute('href')} "${(a.textContent ?? '').trim().slice(0, 30)}"`,
        width: r.width,
        height: r.height,
      }))
  }, LINKS)
  expect(found.length, `${state}: links measured`).toBeGreaterThan(20)
  // Half a pixel of rounding: a box computed from 1.5rem can come out at 23.99.
  return found
    .filter((l) => l.width < 23.5 || l.height < 23.5)
    .map((l) => `${state}: ${l.text} ${l.width.toFixed(1)} × ${l.height.toFixed(1)}`)
}

test.describe('phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const prefix of ['', '/tr', '/ar']) {
    const path = `${prefix}/contact-us`
    test(`${path}: phone, e-mail and footer links are at least 24 × 24 px, also with the form's errors shown`, async ({ page }) => {
      await gotoHydrated(page, path)
      const small = await smallTargets(page, 'page')
      // Sending the empty form shows its errors and moves focus (and the page) to the first field.
      const form = page.locator('main form')
      await form.locator('button[type="submit"]').click()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
      small.push(...(await smallTargets(page, 'form errors')))
      expect(small).toEqual([])
    })
  }
})
