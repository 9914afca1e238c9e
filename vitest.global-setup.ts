import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildFiles } from './server/pages.ts'

/** Server tests serve the real build; build it once when `npm run test:unit` runs on a fresh checkout. */
export default function setup() {
  if (!existsSync(path.join('dist', buildFiles.renderer)) || !existsSync('dist/admin/server/entry-server.js')) {
    execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' })
  }
}
