/**
 * The environment every server a test starts has, over the production defaults: one source for Vitest's server
 * processes (server-process.ts), Playwright's two servers (playwright.config.ts) and the WebKit suite's
 * (e2e/webkit/global-setup.ts). The scripts that start servers to measure or run a cluster (bench, cluster) do not
 * use it: they keep production's settings.
 */
export const TEST_SERVER_ENV = {
  HOST: '127.0.0.1',
  // A test's server lives seconds or minutes: the brotli 11 pass would take a core from the browsers and tests for
  // bytes nobody asks for. It is tested in server/page-compression.test.ts.
  PAGES_BROTLI_11: 'false',
} as const

/** A server that browsers drive: they fill forms faster than people, and wait on the e-mails a form sends. */
export const BROWSER_TEST_SERVER_ENV = {
  ...TEST_SERVER_ENV,
  FORM_MIN_FILL_MS: '0',
  OUTBOX_INTERVAL_MS: '200',
} as const
