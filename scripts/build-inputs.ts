import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The fingerprint of everything `npm run build` turns into dist/: the build records it in dist/ when it
 * finishes, and the Vitest set-up rebuilds when the sources no longer match it, so the server tests never run
 * against an old build. Contents, not modification times: a checkout or a branch switch that leaves a file as it
 * was does not force a rebuild, and an edit always does. Tests are left out (editing a test changes no build
 * output), and so is the generated route tree (the routes it is made from are in). Hashing the ~5 MB of inputs
 * takes about 30 ms.
 */
export const buildInputsFile = 'build-inputs.sha256'

const inputDirs = ['src', 'public']
const inputFiles = [
  'index.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/route-assets.ts',
  // The page list is the server's own, from the seed (scripts/site-pages.ts).
  'scripts/site-pages.ts',
  // The icons the build draws.
  'scripts/media/icons.ts',
]
const notAnInput = /\.test\.tsx?$|(^|\/)routeTree\.gen\.ts$/

/** Settings read at build time: a build for another origin is another build. */
function buildEnv(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((k) => k.startsWith('VITE_') || k === 'SITE_URL' || k === 'LAUNCH')
    .sort()
    .map((k) => `${k}=${env[k]}`)
}

export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files = [
    ...inputDirs.flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
    ),
    ...inputFiles,
  ]
    .filter((f) => !notAnInput.test(f))
    .sort()
  const hash = createHash('sha256')
  for (const line of buildEnv(env)) hash.update(`${line}\n`)
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}
