import { defineConfig, devices } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pinTestFonts } from './e2e/support/fonts'
import { CHROMIUM_ONLY_FILES, CHROMIUM_ONLY_TAGS } from './e2e/support/sampling'
import { BROWSER_TEST_SERVER_ENV } from './server/test/server-env.ts'

/**
 * End-to-end tests against the real server (SQLite in a fresh temporary folder, e-mail written as .eml files
 * there). Both browsers are Debian's (never a downloaded browser).
 */
// The browsers lay out text in the test font set, not in whatever fonts this machine has (e2e/support/fonts.ts).
pinTestFonts()

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'law-site-e2e-'))
process.env.E2E_DATA_DIR = E2E_DATA_DIR
// The back-office journeys publish and delete posts: they get their own server and database, so the public
// journeys keep seeing exactly the 16 sample posts.
export const ADMIN_PORT = PORT + 1
export const E2E_ADMIN_DATA_DIR = process.env.E2E_ADMIN_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'law-site-e2e-admin-'))
process.env.E2E_ADMIN_DATA_DIR = E2E_ADMIN_DATA_DIR
// The back-office server's form limits. Its ceiling per address is small enough that a test can reach it from its own
// address (X-Forwarded-For) in a second, well above the few leads the back-office tests send from the test machine's
// own address; a visitor (address and e-mail) may send 3 an hour, so a test holds a message in four posts.
const ADMIN_RATE_LIMIT_PER_HOUR = '60'
process.env.E2E_ADMIN_RATE_LIMIT_PER_HOUR = ADMIN_RATE_LIMIT_PER_HOUR
const ADMIN_VISITOR_LIMIT_PER_HOUR = '3'
process.env.E2E_ADMIN_VISITOR_LIMIT_PER_HOUR = ADMIN_VISITOR_LIMIT_PER_HOUR
// Firefox's own back office, for the documents the site has only one of (the firm's facts, the FAQ): both engines
// publish a change to them at once, which on one server would meet as an edit conflict (e2e/support/admin.ts,
// backOfficeOf). Every other back-office journey of either engine runs on the shared one above.
export const FIREFOX_ADMIN_PORT = PORT + 2
export const E2E_FIREFOX_ADMIN_DATA_DIR =
  process.env.E2E_FIREFOX_ADMIN_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'law-site-e2e-admin-firefox-'))
process.env.E2E_FIREFOX_ADMIN_DATA_DIR = E2E_FIREFOX_ADMIN_DATA_DIR

/** A back-office server: its own database, and the form limits above. */
const backOfficeServer = (port: number, dataDir: string) => ({
  command: 'node server/index.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    ...BROWSER_TEST_SERVER_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    // The sign-in refusal tests, and the forms' hourly limit (form-no-js.spec.ts), each come "from" their own
    // address (X-Forwarded-For), so their failures do not count against the one address every other test uses.
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_HOUR: ADMIN_VISITOR_LIMIT_PER_HOUR,
    RATE_LIMIT_PER_ADDRESS_PER_HOUR: ADMIN_RATE_LIMIT_PER_HOUR,
  },
})

/**
 * Chromium runs as Debian's `chromium-headless-shell`, the "old headless" build that Playwright itself uses for
 * headless Chromium by default: the same Blink and V8 as `/usr/bin/chromium`, without the browser's own interface.
 * The full browser in headless mode starts a window's interface for every new context (its omnibox popup is a WebUI
 * page with its own renderer): measured here, 20 page loads in fresh contexts took 51 s and 27 CPU-seconds with
 * `/usr/bin/chromium` and 30 s and 11 CPU-seconds with the shell. On a 2-core machine the suite is CPU-bound, so that
 * is the suite's time. Without the shell installed, the full browser is used.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Two engines: Debian's Chromium (CDP) and Debian's Firefox ESR driven over WebDriver BiDi (`moz-firefox`
 * channel). WebKit is not covered: Playwright's WebKit is a patched build that is only available by download,
 * and Debian ships no WebKit browser Playwright can drive.
 */
const projects = [
  {
    name: 'chromium',
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: {
        executablePath: chromiumPath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      },
    },
  },
  {
    name: 'firefox',
    use: {
      ...devices['Desktop Firefox'],
      browserName: 'firefox' as const,
      channel: 'moz-firefox',
      launchOptions: { executablePath: firefoxPath },
    },
    // What an engine can get wrong runs here too; content and server behaviour, per-page repeats beyond one page of
    // each type and resting-state axe sweeps run in Chromium only (the rule and the figures: e2e/support/sampling.ts).
    grepInvert: CHROMIUM_ONLY_TAGS,
    testIgnore: CHROMIUM_ONLY_FILES,
  },
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Firefox over BiDi is slower than Chromium over CDP, and CI machines are shared.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded when a failed test is retried (CI retries once), not for every test: recording one for
    // every test cost about 12 % of the suite's time here (smoke in Chromium: 3.2 min with, 2.8 min without).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects,
  webServer: [
    // The public server, with the firm's calendar: a Radicale started for the run, which the server's calendar worker
    // writes every booking to (e2e/support/public-server.ts; the journeys read it, e2e/support/firm-calendar.ts).
    // Playwright ends the command's whole process group, Radicale with it.
    {
      command: 'node e2e/support/public-server.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...BROWSER_TEST_SERVER_ENV,
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        // Every test posts from the same address.
        RATE_LIMIT_PER_HOUR: '10000',
      },
    },
    backOfficeServer(ADMIN_PORT, E2E_ADMIN_DATA_DIR),
    backOfficeServer(FIREFOX_ADMIN_PORT, E2E_FIREFOX_ADMIN_DATA_DIR),
  ],
})
