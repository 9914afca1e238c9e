import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/hydration'

/**
 * What a first visit downloads, and in which order: the home page's largest paint is the hero's poster image,
 * and no video is fetched before the page is interactive; the hero video follows the load, the others come
 * only when scrolled into view.
 */

async function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]
          const last = entries[entries.length - 1]
          resolve(`${last.element?.nodeName ?? '?'} ${last.url ?? ''}`)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`home at ${viewport.width} px: the largest paint is the hero poster`, async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium', 'largest-contentful-paint entries are reported by Chromium only')
    await page.setViewportSize(viewport)
    await page.goto('/')
    await waitForHydration(page)
    expect(await largestPaint(page)).toMatch(/^IMG .*\/media\/video\/hero-poster\.jpg$/)
  })
}

test('home: the hero poster is a high-priority <img>; videos wait for interactivity and for view', async ({ page }) => {
  const response = await page.goto('/')
  const html = (await response?.text()) ?? ''
  // In the served HTML: the poster as an image asked for first, and no <video> element at all.
  expect(html).toMatch(
    /<img[^>]*src="\/media\/video\/hero-poster\.jpg"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*src="\/media\/video\/hero-poster\.jpg"/i,
  )
  expect(html).not.toContain('<video')
  await waitForHydration(page)

  // After load and idle, the hero plays; the three videos further down are still posters.
  await expect(page.locator('video[data-video="hero"]')).toBeAttached({ timeout: 10_000 })
  expect(await page.locator('video').count()).toBe(1)
  // Every video byte was asked for after the page's load event (the browser's own timings).
  const timings = () =>
    page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd
      return performance
        .getEntriesByType('resource')
        .filter((r) => /\.(webm|mp4)$/.test(new URL(r.name).pathname))
        .map((r) => ({ path: new URL(r.name).pathname, afterLoad: loaded > 0 && r.startTime >= loaded }))
    })
  await expect.poll(async () => (await timings()).map((t) => t.path)).toContainEqual(expect.stringMatching(/^\/media\/video\/hero\./))
  expect((await timings()).every((t) => t.afterLoad)).toBe(true)
  expect((await timings()).every((t) => t.path.includes('/hero.'))).toBe(true)

  await page.locator('[data-video-box="marina"]').scrollIntoViewIfNeeded()
  await expect(page.locator('video[data-video="marina"]')).toBeAttached()
})
