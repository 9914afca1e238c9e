import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures, vitestTotals } from './vitest-totals.ts'

// Real reports of real runs: a folder inside the project (so `vitest` and `@playwright/test` resolve) with one test
// that passes and one that fails, run by each runner with its JSON reporter.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
mkdirSync(path.join(root, '.test-output'), { recursive: true })
const dir = mkdtempSync(path.join(root, '.test-output', 'totals-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runNode(args: string[], env: Record<string, string> = {}): void {
  spawnSync(process.execPath, args, { cwd: dir, env: { ...process.env, ...env, CI: '' }, encoding: 'utf8' })
}

describe('the closing summary of npm test', () => {
  it('names each failed Vitest test with its file and the first line of its message', () => {
    writeFileSync(
      path.join(dir, 'sample.test.ts'),
      `import { expect, it } from 'vitest'\nit('adds', () => expect(1 + 1).toBe(2))\nit('sends the lead', () => { throw new Error('the lead was lost\\nstack') })\n`,
    )
    // Its own config: without one, Vitest would take the project's from a folder above.
    writeFileSync(path.join(dir, 'vitest.config.ts'), 'export default {}\n')
    const json = path.join(dir, 'vitest.json')
    runNode([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--reporter=json', `--outputFile.json=${json}`])
    expect(vitestTotals(json)).toMatchObject({ passed: 1, failed: 1 })
    const lines = vitestFailures(json, root)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/sample\.test\.ts > sends the lead: .*the lead was lost$/)
  })

  it('names each Playwright test that failed with its project', () => {
    writeFileSync(
      path.join(dir, 'pw.config.ts'),
      `export default { testDir: '.', testMatch: 'sample.spec.ts', projects: [{ name: 'one' }] }\n`,
    )
    writeFileSync(
      path.join(dir, 'sample.spec.ts'),
      `import { expect, test } from '@playwright/test'\ntest.describe('contact', () => {\n  test('passes', () => expect(1).toBe(1))\n  test('keeps the message', () => expect('lost').toBe('kept'))\n})\n`,
    )
    const json = path.join(dir, 'playwright.json')
    runNode([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'pw.config.ts', '--reporter=json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    })
    const lines = playwrightFailures(json)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/sample\.spec\.ts \[one\] > contact > keeps the message: .*toBe/)
  })
})
