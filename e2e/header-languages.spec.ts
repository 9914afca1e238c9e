import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/hydration'
import { dropdownPanelBoxes, panelsOutsideWindow } from './support/menu-panels'

/**
 * The header in each language (issue 33): the desktop menu's dropdown panels stay inside the window from 1024 px up
 * in both directions, the header row fits on one line at 1024 px, and the phone's menu drawer offers the languages.
 * Selectors avoid interface words where they are translated.
 */
const languages = [
  { code: 'en', prefix: '', dir: 'ltr', label: 'Language' },
  { code: 'tr', prefix: '/tr', dir: 'ltr', label: 'Dil' },
  { code: 'ar', prefix: '/ar', dir: 'rtl', label: 'اللغة' },
] as const

for (const { code, prefix, dir } of languages) {
  for (const width of [1024, 1280, 1920]) {
    test(`${code} (${dir}) at ${width} px: both dropdown panels lie inside the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, `${prefix}/`)
      const boxes = await dropdownPanelBoxes(page)
      expect(boxes.length, 'About us and Services').toBe(2)
      expect(panelsOutsideWindow(boxes)).toEqual([])
    })
  }

  test(`${code} (${dir}) at 1024 px: every word of the header row stays on one line, inside the window`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await gotoHydrated(page, `${prefix}/`)
    const report = await page
      .locator('header')
      .first()
      .evaluate((header) => {
        const problems: string[] = []
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
        while (walker.nextNode()) {
          const node = walker.currentNode as Text
          const text = node.data.trim()
          if (!text) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
          if (rects.length === 0) continue // not rendered
          // Text kept for screen readers only (clipped to a pixel) is not seen.
          let clipped = false
          for (let el = node.parentElement; el && el !== header; el = el.parentElement) {
            if (getComputedStyle(el).clipPath !== 'none' || el.getBoundingClientRect().width <= 1) clipped = true
          }
          if (clipped) continue
          const top = Math.min(...rects.map((r) => r.top))
          const bottom = Math.max(...rects.map((r) => r.bottom))
          const line = Math.max(...rects.map((r) => r.height))
          if (bottom - top > line * 1.5) problems.push(`"${text}" wraps onto ${rects.length} lines`)
          const left = Math.min(...rects.map((r) => r.left))
          const right = Math.max(...rects.map((r) => r.right))
          if (left < 0 || right > document.documentElement.clientWidth) problems.push(`"${text}" lies at ${left}…${right} px`)
        }
        // The top-level entries are one line box each: all as tall as one another.
        const entries = [
          ...header.querySelectorAll<HTMLElement>('nav:has([data-menu-trigger]) li > a, nav:has([data-menu-trigger]) li > button'),
        ].filter((e) => e.getClientRects().length)
        const heights = new Set(entries.map((e) => Math.round(e.getBoundingClientRect().height)))
        if (heights.size !== 1) problems.push(`top-level entries of unequal heights: ${[...heights].join(', ')} px`)
        return { problems, entries: entries.length }
      })
    expect(report.entries).toBe(8)
    expect(report.problems).toEqual([])
  })
}

/** Opens the phone's menu drawer and returns it. */
async function openDrawer(page: Page) {
  await page.locator('header button[aria-haspopup="dialog"]').click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  return drawer
}

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { code, prefix, label } of languages) {
    test(`${code}: the menu drawer lists the languages, each leading to the same page`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/faq`)
      const drawer = await openDrawer(page)
      const nav = drawer.getByRole('navigation', { name: label, exact: true })
      const links = nav.getByRole('link')
      await expect(links).toHaveText(['English', 'Türkçe', 'العربية'])
      for (const [i, { code: other, prefix: otherPrefix }] of languages.entries()) {
        const link = links.nth(i)
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', `${otherPrefix}/faq`)
        await expect(link).toHaveAttribute('lang', other)
        if (other === code) await expect(link).toHaveAttribute('aria-current', 'true')
        else await expect(link).not.toHaveAttribute('aria-current')
      }
    })
  }

  test('choosing Türkçe in the drawer opens the same page in Turkish', async ({ page }) => {
    await gotoHydrated(page, '/faq')
    const drawer = await openDrawer(page)
    await drawer.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'Türkçe' }).click()
    await page.waitForURL('**/tr/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
