/**
 * npm test: typecheck and lint (each counts as one check), build, then every suite (Vitest: unit, component and
 * server tests, then the server tests that store through the app once more on PostgreSQL; Playwright: end-to-end in
 * Chromium and Firefox; the engine-sensitive journeys once more in WebKit), then one closing line with the totals:
 * "N passed, N failed, N skipped". A failed typecheck or lint fails the run like a failed test.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { playwrightFailures, vitestFailures, vitestTotals } from './vitest-totals.ts'
import { missingWebKitTools } from '../e2e/webkit/tools.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, '.test-output')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

function run(label: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

const totals = { passed: 0, failed: 0, skipped: 0 }
let broken = false
// What failed, by name, printed again just above the closing line (CI keeps only the end of the output).
const failures: string[] = []
function breaks(reason: string): void {
  broken = true
  failures.push(reason)
}

// Typecheck and lint each use about one core, so they run side by side (their output is printed whole, one after
// the other, when both have ended): on the 2-core CI machine this saves the shorter of the two.
const checks = await Promise.all(
  (
    [
      ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
      ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
    ] as const
  ).map(
    ([label, args]) =>
      new Promise<{ label: string; code: number; output: string }>((resolve) => {
        const child = spawn(process.execPath, [...args], { cwd: root, env: process.env })
        let output = ''
        child.stdout.on('data', (d: Buffer) => (output += d))
        child.stderr.on('data', (d: Buffer) => (output += d))
        child.on('error', (e) => resolve({ label, code: 1, output: output + String(e) }))
        child.on('close', (code) => resolve({ label, code: code ?? 1, output }))
      }),
  ),
)
for (const { label, code, output } of checks) {
  console.log(`\n=== ${label} ===`)
  if (output) process.stdout.write(output)
  if (code === 0) totals.passed += 1
  else {
    console.log(`\n${label} failed (counted as one failed check).`)
    totals.failed += 1
    failures.push(`${label} failed`)
  }
}

if (run('build', ['scripts/build.ts']) !== 0) {
  console.log('\nThe build failed, so no test ran.')
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed, 0 skipped`)
  process.exit(1)
}

/**
 * Runs a Vitest step with a JSON report and adds its counts to the totals; a step that exits non-zero without a failed
 * test (a crash, a failed set-up) counts as one failure.
 */
function vitestStep(label: string, reportName: string, extraArgs: string[] = []): void {
  const json = path.join(out, reportName)
  const failedBefore = totals.failed
  const code = run(label, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ])
  if (existsSync(json)) {
    const report = vitestTotals(json)
    totals.passed += report.passed
    totals.failed += report.failed
    totals.skipped += report.skipped
    failures.push(...vitestFailures(json, root).map((line) => `[${label}] ${line}`))
  } else breaks(`${label}: no report was written (exit ${code})`)
  if (code !== 0 && totals.failed === failedBefore) breaks(`${label}: exited with ${code} without a failed test`)
}

vitestStep('vitest (unit, component, server)', 'vitest.json')

// The server tests that store through the app, once more on PostgreSQL (the list and why: scripts/test-postgres.ts).
const pgTotals = path.join(out, 'postgres-totals.json')
const pgCode = run('vitest on PostgreSQL (server tests through the Store)', ['scripts/test-postgres.ts', `--totals=${pgTotals}`])
if (existsSync(pgTotals)) {
  const pg = JSON.parse(readFileSync(pgTotals, 'utf8')) as typeof totals
  totals.passed += pg.passed
  totals.failed += pg.failed
  totals.skipped += pg.skipped
  const pgJson = path.join(out, 'vitest-postgres.json')
  if (existsSync(pgJson)) failures.push(...vitestFailures(pgJson, root).map((line) => `[PostgreSQL] ${line}`))
  if (pgCode !== 0 && pg.failed === 0) breaks(`PostgreSQL step: exited with ${pgCode} without a failed test`)
} else breaks(`PostgreSQL step: no totals were written (exit ${pgCode})`)

const pwJson = path.join(out, 'playwright.json')
const pwCode = run(
  'playwright (end-to-end, Chromium and Firefox)',
  ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  },
)
if (existsSync(pwJson)) {
  const stats = (
    JSON.parse(readFileSync(pwJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  ).stats
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
  failures.push(...playwrightFailures(pwJson).map((line) => `[Playwright] ${line}`))
  if (pwCode !== 0 && stats.unexpected === 0) breaks(`Playwright: exited with ${pwCode} without a failed test`)
} else breaks(`Playwright: no report was written (exit ${pwCode})`)

// WebKit (Debian's WebKitGTK over WebDriver, e2e/webkit; ADR 7): after Playwright rather than beside it, since both
// keep the CI machine's 2 cores busy. A developer's machine without the driver skips it with a line saying so; in CI
// (CI=true, or REQUIRE_WEBKIT=1 as .ci/run sets, which installs the driver) a missing driver fails the run.
const webkitMissing = missingWebKitTools()
if (webkitMissing && process.env.CI !== 'true' && process.env.REQUIRE_WEBKIT !== '1') {
  console.log(`\n=== webkit (end-to-end, WebKitGTK) ===\nWebKit skipped: ${webkitMissing}`)
} else {
  vitestStep('webkit (end-to-end, WebKitGTK)', 'webkit.json', ['--config', 'vitest.webkit.config.ts'])
}

if (broken) totals.failed += 1
if (failures.length > 0) console.log(`\n=== what failed ===\n${failures.join('\n')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
