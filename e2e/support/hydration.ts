import { expect, type Page } from '@playwright/test'

/**
 * Resolves once the server-rendered page has been hydrated by React and the router.
 *
 * Signals, all of which must hold:
 * - TanStack Router deletes `window.$_TSR` once its dehydrated data has been read and the stream has ended;
 * - React's root (`hydrateRoot(document, ...)`) has committed: the HostRoot's state is no longer dehydrated;
 * - the footer (the last part of the layout) carries React's props, so its handlers are wired.
 * Then one animation frame passes so that passive effects (scroll listeners, menus) have run.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as Record<string, unknown>
      if (document.readyState === 'loading' || w.$_TSR !== undefined) return false
      const doc = document as unknown as Record<string, unknown>
      const containerKey = Object.keys(doc).find((k) => k.startsWith('__reactContainer$'))
      if (!containerKey) return false
      const hostRoot = doc[containerKey] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
      if (hostRoot?.stateNode?.current?.memoizedState?.isDehydrated !== false) return false
      const footer = document.querySelector('footer') as unknown as Record<string, unknown> | null
      return !!footer && Object.keys(footer).some((k) => k.startsWith('__reactProps$'))
    },
    undefined,
    { timeout },
  )
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
