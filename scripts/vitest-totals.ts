import { readFileSync } from 'node:fs'

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
