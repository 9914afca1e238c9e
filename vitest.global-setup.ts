import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildFiles } from './server/pages.ts'
import { buildInputsFile, buildInputsHash } from './scripts/build-inputs.ts'

/**
 * Server tests serve the real build. Build it when it is missing, unfinished or older than its sources (the
 * fingerprint the build recorded differs from the sources' one now), so a test never passes or fails against
 * yesterday's pages.
 */
export default function setup() {
  const root = import.meta.dirname
  const recorded = path.join(root, 'dist', buildInputsFile)
  const reason =
    !existsSync(path.join(root, 'dist', buildFiles.renderer)) || !existsSync(path.join(root, 'dist/admin/server/entry-server.js'))
      ? 'dist/ is missing'
      : !existsSync(recorded)
        ? 'dist/ records no fingerprint of its sources'
        : readFileSync(recorded, 'utf8') !== buildInputsHash(root)
          ? 'the sources changed since dist/ was built'
          : null
  if (reason) {
    console.log(`Building first: ${reason}.`)
    // Vitest sets NODE_ENV=test, and a Vite build under it bundles React's development build and splits chunks
    // differently (the entry measured 460 KB instead of 260 KB): build as `npm run build` does.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')))
    execFileSync(process.execPath, [path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit', env })
  }
}
