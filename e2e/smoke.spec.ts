import { expect, test } from '@playwright/test'
import { englishPrerenderedPaths } from './support/app'
import { LANGUAGE_SAMPLE, perPage } from './support/sampling'

// Every page hydrates without a mismatch or any other console error, and loads no broken asset or image (every page
// in Chromium, one of each type in Firefox: support/sampling.ts).
const routes = [
  '/',
  '/blog',
  '/blog?page=2',
  '/blog/buying-property-in-turkey-as-a-foreigner',
  ...englishPrerenderedPaths(),
  ...LANGUAGE_SAMPLE,
  '/tr/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim',
]

for (const route of routes) {
  test(`${route} renders, hydrates cleanly and loads every asset`, perPage(route), async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().includes('/api/')) problems.push(`${r.status()} ${r.url()}`)
    })
    const res = await page.goto(route, { waitUntil: 'networkidle' })
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    // Images in view and below: scroll through so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 700) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 20))
      }
    })
    await page.waitForLoadState('networkidle')
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
    )
    expect(broken).toEqual([])
    expect(problems).toEqual([])
  })
}
