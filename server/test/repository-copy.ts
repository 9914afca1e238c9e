import { cpSync, readdirSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { repoRoot, tempDir } from './harness.ts'

/** What of the repository a copy needs to build, type-check and serve (not node_modules: linked; not dist/ or tests' output). */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'docs',
  'e2e',
  'test-results',
  'playwright-report',
  '.test-output',
  '.tanstack',
])

/**
 * A copy of the repository in a new temporary folder, to change and run as another release of the site
 * (server/added-language.test.ts adds a language and builds it; server/rolling-upgrade.test.ts adds a migration).
 * node_modules is linked; so is dist/ with `linkDist`, for a copy whose pages are this one's.
 */
export function copyRepository(prefix: string, opts: { linkDist?: boolean } = {}): string {
  const copy = tempDir(prefix)
  for (const entry of readdirSync(repoRoot)) {
    if (!NOT_COPIED.has(entry)) cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true })
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  if (opts.linkDist) symlinkSync(path.join(repoRoot, 'dist'), path.join(copy, 'dist'), 'dir')
  return copy
}
