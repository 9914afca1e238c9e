import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface Totals {
  passed: number
  failed: number
  skipped: number
}

/** A Vitest JSON report's counts as the closing line reads them; a file that failed to load counts as one failure. */
export function vitestTotals(reportFile: string): Totals {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    numFailedTestSuites: number
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

/**
 * One line per failed test of a Vitest JSON report (file, test name, first line of the message), and one per file that
 * failed without a failed test (a set-up that threw). The closing summary prints them next to the totals, since CI
 * keeps only the end of a run's output: the name of what failed must be there, not 3,000 lines above.
 */
export function vitestFailures(reportFile: string, root: string): string[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    testResults: {
      name: string
      status: string
      message?: string
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
    }[]
  }
  const lines: string[] = []
  for (const file of report.testResults) {
    const name = path.relative(root, file.name)
    const failed = file.assertionResults.filter((t) => t.status === 'failed')
    for (const test of failed) lines.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`)
  }
  return lines
}

/** One line per test that failed in every attempt of a Playwright JSON report, with its project and first error line. */
export function playwrightFailures(reportFile: string): string[] {
  interface Spec {
    title: string
    file: string
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[]
  }
  interface Suite {
    title: string
    specs?: Spec[]
    suites?: Suite[]
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: Suite[] }
  const lines: string[] = []
  const walk = (suite: Suite, titles: string[]): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          lines.push(
            `${spec.file} [${test.projectName}] > ${[...titles, spec.title].join(' > ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
          )
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return lines
}

function firstLine(message: string | undefined): string {
  // Colour codes and the stack are noise in a one-line summary.
  const text = (message ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '')
  const line = text.split('\n').find((l) => l.trim() !== '') ?? text
  return line.trim().slice(0, 300)
}
