import { defineConfig } from 'vitest/config'

/**
 * The WebKit end-to-end suite (`npm run test:webkit`): the engine-sensitive journeys of e2e/ run once more in
 * Debian's WebKitGTK, driven over classic WebDriver by WebdriverIO (Playwright cannot drive it: ADR 7). Its own
 * config, not a project of vitest.config.ts: it needs a build, a server and a browser, and `npm test` runs it as its
 * own step. global-setup.ts starts the server and one WebKitWebDriver per worker.
 */
export default defineConfig({
  test: {
    include: ['e2e/webkit/**/*.webkit.ts'],
    environment: 'node',
    globalSetup: ['./e2e/webkit/global-setup.ts'],
    // Each file starts one browser session and reuses it for its tests; a test waits on the page, not on timers.
    testTimeout: 90_000,
    // expect.poll's default of 1 s is short for a page's answer on a loaded 2-core machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Number(process.env.WEBKIT_WORKERS ?? 1),
    retry: process.env.CI ? 1 : 0,
  },
})
