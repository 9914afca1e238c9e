import { Key, type ChainablePromiseElement } from 'webdriverio'
import { documentIsHydrated, hasReactProps } from '../../support/in-page.ts'

/**
 * Page helpers of the WebKit suite: the counterparts of e2e/support/hydration.ts over WebDriver. The checks that
 * run in the page are the shared functions of e2e/support/in-page.ts.
 */

type Browser = WebdriverIO.Browser

/**
 * Sizes the window so that the page's viewport (innerWidth x innerHeight) is `width` x `height`: WebDriver sizes the
 * outer window, and MiniBrowser's own bars take some of it.
 */
export async function setViewport(browser: Browser, width: number, height: number): Promise<void> {
  const viewport = () => browser.execute(() => ({ w: innerWidth, h: innerHeight }))
  // Under Xvfb a resize can be answered before the page sees it (CI read 640 px, then 1,920 px, for 1,280): the size
  // is read until two reads 50 ms apart agree, and corrected from the outer size up to three times.
  const settled = async () => {
    let last = await viewport()
    for (let i = 0; i < 20; i++) {
      await browser.pause(50)
      const now = await viewport()
      if (now.w === last.w && now.h === last.h) return now
      last = now
    }
    return last
  }
  await browser.setWindowSize(width, height)
  for (let attempt = 0; attempt < 3; attempt++) {
    const inner = await settled()
    if (inner.w === width && inner.h === height) return
    const outer = await browser.getWindowSize()
    await browser.setWindowSize(outer.width + width - inner.w, outer.height + height - inner.h)
  }
  const now = await settled()
  if (now.w !== width) throw new Error(`Asked for a ${width} px wide viewport, got ${now.w} px`)
}

/**
 * Waits until the page is hydrated (e2e/support/hydration.ts's signals): the document, then `within` (by default
 * the page's heading, or `<main>` where there is none) carries React's props; then two animation frames.
 */
export async function waitForHydration(browser: Browser, within?: string, timeout = 15_000): Promise<void> {
  const target = within ?? ((await browser.$('main h1').isExisting()) ? 'main h1' : 'main')
  await browser.waitUntil(() => browser.execute(documentIsHydrated), { timeout, interval: 50, timeoutMsg: 'the page did not hydrate' })
  await browser.waitUntil(async () => browser.execute(hasReactProps, await browser.$(target)), {
    timeout,
    interval: 50,
    timeoutMsg: `${target} was not hydrated`,
  })
  await browser.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
}

/** Opens `path` on the test server and waits for hydration. */
export async function gotoHydrated(browser: Browser, path: string, within?: string): Promise<void> {
  await browser.url(path)
  await waitForHydration(browser, within)
}

export type AnyElement = WebdriverIO.Element | ChainablePromiseElement

/** The element itself, to pass to `browser.execute` (where a function in the page receives it as a DOM element). */
export async function domElement(element: AnyElement): Promise<HTMLElement> {
  return ('getElement' in element ? await element.getElement() : element) as unknown as HTMLElement
}

/** Whether `element` has the focus. */
export async function isFocused(browser: Browser, element: AnyElement): Promise<boolean> {
  return browser.execute((el) => el === document.activeElement, await domElement(element))
}

/**
 * An attribute as written in the HTML. WebKitWebDriver answers an `href` with the resolved address (as a property),
 * where Playwright and the markup have the path.
 */
export async function attribute(browser: Browser, element: AnyElement, name: string): Promise<string | null> {
  return browser.execute((el, n) => el.getAttribute(n), await domElement(element), name)
}

/** All the text of `element`, visible or not (WebDriver's getText() leaves out text clipped for screen readers). */
export async function textContent(browser: Browser, element: AnyElement): Promise<string> {
  return browser.execute((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim(), await domElement(element))
}

/**
 * Clicks `element` after scrolling it to the middle of the window. WebKitWebDriver scrolls an element only to the
 * window's edge before a click, where the floating "Text us" button can lie over it ("element not interactable"); a
 * visitor scrolls the control into view first.
 */
export async function click(_browser: Browser, element: AnyElement): Promise<void> {
  const el = 'getElement' in element ? await element.getElement() : element
  await el.waitForDisplayed()
  await el.scrollIntoView({ block: 'center', inline: 'center' })
  await el.click()
}

/** Whether the focus is inside `container`. */
export async function focusInside(browser: Browser, container: AnyElement): Promise<boolean> {
  return browser.execute((el) => el.contains(document.activeElement), await domElement(container))
}

/** Presses one key, or Shift with it ("Shift+Tab"), as a keyboard does. */
export async function press(browser: Browser, key: string): Promise<void> {
  const named: Record<string, string> = { Tab: Key.Tab, Enter: Key.Enter, Escape: Key.Escape, Space: Key.Space }
  const [modifier, main] = key.includes('+') ? key.split('+') : [undefined, key]
  const code = named[main!] ?? main!
  const action = browser.action('key')
  if (modifier === 'Shift') action.down(Key.Shift)
  action.down(code).up(code)
  if (modifier === 'Shift') action.up(Key.Shift)
  await action.perform()
}

/** Presses `key` until `target` has the focus (at most `max` times); fails if it never does. */
export async function pressUntilFocused(browser: Browser, target: AnyElement, max = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(browser, key)
    if (await isFocused(browser, target)) return
  }
  throw new Error(
    `${key} x ${max} never reached ${await (await target.getElement()).getHTML({ includeSelectorTag: true, pierceShadowRoot: false })}`,
  )
}

/** Types `text` key by key into whatever has the focus. */
export async function typeKeys(browser: Browser, text: string): Promise<void> {
  await browser.keys([...text])
}
