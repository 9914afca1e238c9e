import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Apart from vite.config.ts, which is an input of the build (scripts/build-inputs.ts): moving a test file from one
// project to the other does not make dist/ stale.

const testFiles = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']

/**
 * The integration project: files that start child processes (the server as `npm run serve` starts it, the dev
 * server, builds, the import command, nginx, Poppler, a process holding the database lock), PostgreSQL, backups and
 * the restore drill, and the long server journeys: every file that took 8 s or more in CI (25 s or more in the
 * loaded measurement in docs/benchmarks/simplify.md). The rest (pure code, components, quick in-process server
 * tests) is the unit project.
 */
const integrationFiles = [
  'scripts/budget.test.ts',
  'scripts/check-launch.test.ts',
  'scripts/class-conflicts.test.ts',
  'scripts/cluster/*.test.ts',
  'scripts/dev.test.ts',
  'server/added-language.test.ts',
  'server/admin/accounts.test.ts',
  'server/admin/admin.test.ts',
  'server/admin/leads.test.ts',
  'server/admin/post-translations.test.ts',
  'server/admin/publication-time.test.ts',
  'server/backup/*.test.ts',
  'server/blog/blog.test.ts',
  'server/blog/page-size.test.ts',
  'server/booking/caldav.test.ts',
  'server/booking/calendar-service.test.ts',
  'server/booking/calendar-sync.test.ts',
  'server/db/contract.test.ts',
  'server/db/copy.test.ts',
  'server/db/postgres/*.test.ts',
  'server/deploy-nginx.test.ts',
  'server/env.test.ts',
  'server/forms/*.test.ts',
  'server/hardening.test.ts',
  'server/health.test.ts',
  'server/logs.test.ts',
  'server/mail/guide-pdf.test.ts',
  'server/media/s3-media.test.ts',
  'server/multi-instance.test.ts',
  'server/process.test.ts',
  'server/rolling-upgrade.test.ts',
  'server/seo.test.ts',
  'server/serve.test.ts',
  'server/serving.test.ts',
  'server/single-server.test.ts',
]

/** What both projects run with. */
const common = {
  environment: 'node',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Once per run, here only: the projects extend vite.config.ts, not this file, because Vitest 4 runs the
      // global set-up of every project that inherits it as well as the root's (measured: three runs for two
      // projects, three PostgreSQL run folders). The second starts nothing: it names the run's PostgreSQL folder
      // and stops the cluster a test file started.
      globalSetup: ['./vitest.global-setup.ts', './server/test/postgres.ts'],
      // Vitest's default is one worker fewer than the cores (1 here); the server tests mostly wait on child processes
      // and sockets, so one per core is faster: 110 s with 1 worker, 66 s with 2 (and 66 s with 3) for 228 tests.
      maxWorkers: '100%',
      // Vitest's test projects: `npm run test:unit` runs the first, `npm run test:integration` the second, `npm test`
      // both in one run. Which file goes where follows each file's time in CI (docs/benchmarks/simplify.md).
      projects: [
        {
          extends: './vite.config.ts',
          test: { ...common, name: 'unit', include: testFiles, exclude: [...configDefaults.exclude, ...integrationFiles] },
        },
        { extends: './vite.config.ts', test: { ...common, name: 'integration', include: integrationFiles } },
      ],
    },
  }),
)
