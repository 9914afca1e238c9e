/**
 * The smallest first load the site's stack allows: bare pages that hydrate with React DOM alone, and with React
 * DOM and TanStack Router (scripts/js-floor/), built by Vite as the site is and measured in gzip like the size
 * budget. `npm run bench` prints them beside each page type's first load, so the budget can be read against
 * what no page of ours can go below. Run alone: node scripts/js-floor.ts
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'

const here = path.join(import.meta.dirname, 'js-floor')

export const floorPages = [
  { name: 'React DOM, hydrating a bare page', entry: 'react-dom.tsx' },
  { name: 'React DOM + TanStack Router (SSR client), one bare route', entry: 'router.tsx' },
] as const

/** Gzip bytes of all JavaScript one entry builds to (in memory; nothing is written). */
async function builtJsBytes(entry: string): Promise<number> {
  const result = (await build({
    configFile: false,
    root: here,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, rollupOptions: { input: path.join(here, entry) } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const outputs = Array.isArray(result) ? result : [result]
  return outputs
    .flatMap((o) => o.output)
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
}

export async function measureFloor(): Promise<{ name: string; bytes: number }[]> {
  const out: { name: string; bytes: number }[] = []
  for (const page of floorPages) out.push({ name: page.name, bytes: await builtJsBytes(page.entry) })
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureFloor()) console.log(`${(f.bytes / 1024).toFixed(1).padStart(6)} KB gzip  ${f.name}`)
}
