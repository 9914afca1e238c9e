import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { englishPrerenderedPaths } from './support/app'
import { waitForHydration } from './support/hydration'
import { idProblems } from './support/ids'
import { LANGUAGE_SAMPLE, sampledInFirefox } from './support/sampling'

/**
 * Every page, loaded once: it answers 200, shows its heading, hydrates without a mismatch or any other console
 * error, loads no broken asset or image (at a phone's width and again at a desktop's, so both sizes of each
 * responsive image are fetched), and at 320 px nothing scrolls sideways (WCAG 1.4.10): wide tables scroll inside
 * their own named, keyboard-reachable region with header text. Its ids are unique and every label, ARIA reference
 * and same-page link finds its element (support/ids.ts), in every language's script.
 *
 * One browser page walks a group of pages in turn and lists every page that fails. A test per page (as this was
 * until issue 23) paid a fresh browser context, its own load waits and its own scheduling for each of the 88
 * pages, twice (a smoke pass at 1,280 px and a reflow pass at 320 px): about 840 s of the CI's 5,565 s of
 * Playwright time. Chromium walks every page; Firefox the sample of page types (support/sampling.ts).
 */

/** The sample posts' addresses (each file is named after its slug). */
const postPaths = readdirSync(path.join(process.cwd(), 'server/blog/seed-posts'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `/blog/${f.replace(/\.md$/, '')}`)

const english = englishPrerenderedPaths()
const kinds = ['/services/', '/guides/', '/case-studies/']
const GROUPS: Record<string, string[]> = {
  'pages rendered from the database': ['/', '/blog', '/blog?page=2', ...postPaths],
  'service pages': english.filter((p) => p.startsWith('/services/')),
  'guides and case studies': english.filter((p) => p.startsWith('/guides/') || p.startsWith('/case-studies/')),
  'the other English pages': english.filter((p) => !kinds.some((k) => p.startsWith(k))),
  'Turkish and Arabic pages': [...LANGUAGE_SAMPLE, '/tr/blog/yatirim-yoluyla-turk-vatandasligi-adim-adim'],
}

/** Everything the page logged or failed to load since the last `take()`. */
function problemsOf(page: Page): { take: () => string[] } {
  let problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().includes('/api/')) problems.push(`${r.status()} ${r.url()}`)
  })
  return {
    take: () => {
      const taken = problems
      problems = []
      return taken
    },
  }
}

/** Scrolls through the page so that its lazy images start loading. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => requestAnimationFrame(r))
    }
    window.scrollTo(0, 0)
  })
}

/**
 * Images that finished loading without a picture. Some images never load at all (lazy ones inside a closed menu or
 * dialog), so this waits for the network to go quiet rather than for every image; a failed request is also caught
 * by the response listener.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  )
}

/** Tables in the content that are not inside a named, focusable scrolling region, or have an empty header. */
async function unreachableTables(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table, i) => {
      const region = table.parentElement!
      const named =
        region.getAttribute('role') === 'region' && region.getAttribute('tabindex') === '0' && !!region.getAttribute('aria-label')
      const emptyHeaders = [...table.querySelectorAll('th')].filter((th) => !th.textContent?.trim()).length
      return named && emptyHeaders === 0
        ? []
        : [`table ${i + 1}: ${named ? '' : 'not in a named scrolling region; '}${emptyHeaders} empty headers`]
    }),
  )
}

async function checkPage(page: Page, url: string, problems: { take: () => string[] }): Promise<string[]> {
  const failures: string[] = []
  await page.setViewportSize({ width: 320, height: 640 })
  const response = await page.goto(url)
  if (response?.status() !== 200) failures.push(`answered ${response?.status()}`)
  await waitForHydration(page)
  if (!(await page.locator('h1').first().isVisible())) failures.push('no visible h1')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  if (width > 320) failures.push(`${width} px wide at 320 px`)
  failures.push(...(await idProblems(page)))
  failures.push(...(await unreachableTables(page)))
  await scrollThrough(page)
  // The desktop width makes the browser fetch the larger candidate of each responsive image.
  await page.setViewportSize({ width: 1280, height: 800 })
  await scrollThrough(page)
  failures.push(...(await brokenImages(page)).map((src) => `broken image: ${src}`))
  failures.push(...problems.take())
  return failures.map((f) => `${url}: ${f}`)
}

for (const [group, urls] of Object.entries(GROUPS)) {
  test(`${group} render, hydrate cleanly, load every asset and fit 320 px`, async ({ page, browserName }) => {
    const walk = browserName === 'chromium' ? urls : urls.filter(sampledInFirefox)
    test.skip(walk.length === 0, 'no page of this group is in the Firefox sample')
    test.setTimeout(30_000 + walk.length * 15_000)
    const problems = problemsOf(page)
    const failures: string[] = []
    for (const url of walk) failures.push(...(await checkPage(page, url, problems)))
    expect(failures).toEqual([])
    test.info().annotations.push({ type: 'pages', description: String(walk.length) })
  })
}
