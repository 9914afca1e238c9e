import { remote } from 'webdriverio'
import { afterAll, inject } from 'vitest'
import { miniBrowser } from '../tools.ts'

/**
 * One WebKit session per test file (a session takes seconds to start: a new MiniBrowser process), reused by the
 * file's tests; `resetSession` gives each test a clean slate. The worker's own WebKitWebDriver (global-setup.ts
 * starts one per worker, since a driver holds one session at a time).
 */
export async function webkitSession(options: { pageLoadStrategy?: 'none' | 'normal' } = {}): Promise<WebdriverIO.Browser> {
  // The helpers read what the server stored and e-mailed (e2e/support/app.ts) from this folder.
  process.env.E2E_DATA_DIR = inject('webkitDataDir')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  const browser = await remote({
    hostname: '127.0.0.1',
    port: inject('webkitDriverPort') + worker - 1,
    path: '/',
    baseUrl: inject('webkitBaseUrl'),
    logLevel: 'error',
    waitforTimeout: 15_000,
    capabilities: {
      // WebKitGTK's own capability (its MiniBrowser, in automation mode), unknown to WebdriverIO's types.
      ...({ 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } } as object),
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only; WebdriverIO would otherwise ask for a BiDi socket and get none.
      'wdio:enforceWebDriverClassic': true,
      pageLoadStrategy: options.pageLoadStrategy ?? 'normal',
    },
  })
  afterAll(() => browser.deleteSession(), 20_000)
  return browser
}

/** Between tests: the site's cookies and storage cleared, on a blank page. */
export async function resetSession(browser: WebdriverIO.Browser): Promise<void> {
  await browser.deleteAllCookies()
  await browser.execute(() => {
    if (location.protocol.startsWith('http')) {
      localStorage.clear()
      sessionStorage.clear()
    }
  })
  await browser.url('about:blank')
}
