import { expect, type Locator, type Page } from '@playwright/test'
import { documentIsHydrated, hasReactProps } from './in-page'

/**
 * Resolves once the server-rendered page has been hydrated by React and the router: the one hydration wait of the
 * end-to-end tests.
 *
 * Signals, all of which must hold (the first three: documentIsHydrated in ./in-page.ts, shared with e2e/webkit):
 * - TanStack Router has read its dehydrated data and the stream has ended (`window.$_TSR` is gone and
 *   `window.__TSR_ROUTER__` is set);
 * - React's root (`hydrateRoot(document, ...)`) has committed: the HostRoot's state is no longer dehydrated;
 * - the footer (the last part of the layout) carries React's props, so its handlers are wired;
 * - so does `within` (by default the page's own heading, `main h1`, or `<main>` where there is none). The heading, not
 *   `<main>`: `<main>` belongs to the layout, which hydrates before the route's lazily loaded component; a
 *   client-side navigation in between leaves the old page's head tags behind (they were never React's), as a flaky
 *   not-found canonical check showed. After a client-side navigation this waits for the new page's heading.
 * Then two animation frames pass so that passive effects (scroll listeners, menus) have run.
 */
export async function waitForHydration(page: Page, within?: Locator, timeout = 15_000): Promise<void> {
  const target = within ?? ((await page.locator('main h1').count()) > 0 ? page.locator('main h1') : page.locator('main'))
  await expect(target.first()).toBeAttached({ timeout })
  await page.waitForFunction(documentIsHydrated, undefined, { timeout })
  await expect
    .poll(() => target.first().evaluate(hasReactProps), {
      timeout,
      // Polling's default steps grow to 1 s; hydration lands within a few hundred ms, so check often.
      intervals: [50, 100, 250],
    })
    .toBe(true)
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/** Navigates to `path` and waits for hydration. Returns the navigation response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** Scrolls the window to `y` and waits until the browser reports that position. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

/**
 * Holds back every script of the page until the returned function is called, so a test can take hold of the
 * server-rendered elements (or type into them) before any of the page's code runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const arrives = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await arrives
    await route.continue()
  })
  return release
}
