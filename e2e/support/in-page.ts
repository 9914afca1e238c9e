/**
 * Functions that run inside the page, shared by both end-to-end suites: Playwright passes them to `page.evaluate` /
 * `locator.evaluate`, the WebKit suite (e2e/webkit) to WebdriverIO's `browser.execute`. Each is sent to the browser
 * as source text, so it must be self-contained: no imports, no variables from outside its own body, arguments and
 * result plain JSON (or, for an element argument, the element itself).
 */

/**
 * Whether React and the router have hydrated the server-rendered document: TanStack Router has read its dehydrated
 * data and the stream has ended (`window.$_TSR` is gone and `window.__TSR_ROUTER__` is set), React's root
 * (`hydrateRoot(document, ...)`) has committed, and the footer (the last part of the layout) carries React's props.
 */
export function documentIsHydrated(): boolean {
  const w = window as unknown as Record<string, unknown>
  if (document.readyState === 'loading' || w.$_TSR !== undefined || w.__TSR_ROUTER__ === undefined) return false
  const doc = document as unknown as Record<string, unknown>
  const containerKey = Object.keys(doc).find((k) => k.startsWith('__reactContainer$'))
  if (!containerKey) return false
  const hostRoot = doc[containerKey] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
  if (hostRoot?.stateNode?.current?.memoizedState?.isDehydrated !== false) return false
  const footer = document.querySelector('footer') as unknown as Record<string, unknown> | null
  return !!footer && Object.keys(footer).some((k) => k.startsWith('__reactProps$'))
}

/** Whether React has taken `el` over (its handlers are wired). */
export function hasReactProps(el: Element): boolean {
  return Object.keys(el).some((k) => k.startsWith('__reactProps$'))
}

/** The horizontal room the page's content takes beyond the viewport (0 when nothing sticks out). */
export function horizontalOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth
}

/**
 * The texts inside the visible elements matching `selector` that are set on more than one line, each as
 * "text: N lines". A text node's lines are told apart by where its boxes sit (a Range over it gives one box per line
 * piece), so an element that puts two texts on two lines by design (a name above a city) is not counted; text hidden
 * for screen readers only (clipped to 1 px) is left out.
 */
export function wrappedTexts(selector: string): string[] {
  const wrapped: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect()
      if (!node.textContent?.trim() || !box || box.width <= 1 || box.height <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const tops: number[] = []
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
      }
      if (tops.length > 1) wrapped.push(`${node.textContent.trim()}: ${tops.length} lines`)
    }
  }
  return wrapped
}
