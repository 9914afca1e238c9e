/**
 * The server tests that store through the app, run once more on PostgreSQL (TEST_DATABASE=postgres: each harness
 * gets a fresh database on the run's throw-away cluster, server/test/harness.ts). `npm test` runs it as its own step
 * and adds its totals to the closing line; alone: `node scripts/test-postgres.ts [--totals=file.json]`.
 *
 * Only the files whose tests write and read the Store through the server's routes and workers are listed: forms and
 * their idempotency, the outbox and retention, the back office (accounts, sessions, leads, posts, translations,
 * reviews), the blog's calls and search, health and hardening. Left out, because PostgreSQL would change nothing in
 * what they check, and CI time is short: pure unit tests, page and PDF rendering, SEO and serving (pages from the
 * build), the nginx, S3 and process tests, the build of an added language, the page-size budget, and the tests of
 * SQLite files themselves (backups, copies, migrations of old files). The storage contract suite
 * (server/db/contract.test.ts) already runs on both engines in the main Vitest step.
 *
 * Without PostgreSQL's server binaries this step is skipped with a message, except where PostgreSQL is required
 * (CI=true or REQUIRE_POSTGRES=1, as .ci/run sets): there it fails.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresMissing } from '../server/test/postgres.ts'
import { vitestTotals, type Totals } from './vitest-totals.ts'

export const postgresServerTests = [
  'server/forms/forms.test.ts',
  'server/forms/idempotency.test.ts',
  'server/forms/form-languages.test.ts',
  'server/hardening.test.ts',
  'server/health.test.ts',
  'server/metrics.test.ts',
  'server/admin/admin.test.ts',
  'server/admin/accounts.test.ts',
  'server/admin/leads.test.ts',
  'server/admin/bookings.test.ts',
  'server/content/first-run-hours.test.ts',
  'server/admin/erasure-form-results.test.ts',
  'server/admin/cover-image.test.ts',
  'server/admin/request-guards.test.ts',
  'server/admin/security.test.ts',
  'server/admin/client-data.test.ts',
  'server/admin/post-translations.test.ts',
  'server/admin/publication-time.test.ts',
  'server/admin/content.test.ts',
  'server/admin/content-create.test.ts',
  'server/content-publish.test.ts',
  'server/content/outputs.test.ts',
  'server/content/snapshot-tolerance.test.ts',
  'server/admin/content-publish.test.ts',
  'server/admin/content-review.test.ts',
  'server/admin/media-library.test.ts',
  'server/admin/team-portrait.test.ts',
  'server/translations/reviews.test.ts',
  'server/translations/review-cache.test.ts',
  'server/blog/blog.test.ts',
  'server/blog/blog-calls.test.ts',
  'server/booking/service.test.ts',
  'server/booking/routes.test.ts',
  'server/booking/calendar-service.test.ts',
]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function main(): number {
  const totalsFile = process.argv.find((a) => a.startsWith('--totals='))?.slice('--totals='.length)
  const save = (t: Totals) => totalsFile && writeFileSync(totalsFile, JSON.stringify(t))
  // Throws where PostgreSQL is required and missing: the step fails, it does not pass by skipping.
  const missing = postgresMissing()
  if (missing) {
    save({ passed: 0, failed: 0, skipped: 0 })
    return 0
  }
  const out = path.join(root, '.test-output')
  mkdirSync(out, { recursive: true })
  const json = path.join(out, 'vitest-postgres.json')
  const started = performance.now()
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...postgresServerTests],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE: 'postgres' } },
  )
  if (!existsSync(json)) return 1
  const totals = vitestTotals(json)
  save(totals)
  // Not at the start of the line: only `npm test`'s own closing line is read as the run's totals.
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(`On PostgreSQL, in ${seconds} s: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  return totals.failed > 0 || result.status !== 0 ? 1 : 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main())
