/**
 * npm run budget: measures the build in dist/ and public/media/ and prints each figure beside its budget.
 * Sizes are deterministic, so scripts/budget.test.ts also fails the test run when one is over.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { buildFiles } from '../server/pages.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface Figure {
  name: string
  bytes: number
  budget: number
}

const KB = 1024

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

export function measure(): Figure[] {
  const dist = path.join(root, 'dist')
  const head = readFileSync(path.join(dist, buildFiles.assetsHead), 'utf8')
  const initial = [...head.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  const gz = (file: string) => gzipSync(readFileSync(file)).length
  const js = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(path.join(dist, 'client', f)), 0)
  const css = initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(path.join(dist, 'client', f)), 0)
  const pages = files(path.join(dist, buildFiles.pagesDir))
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ f, bytes: gz(f) }))
  const largestPage = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const media = files(path.join(root, 'public/media'))
  const videos = media.filter((f) => /\.(webm|mp4)$/.test(f))
  const images = media.filter((f) => /\.(svg|jpg|png|webp)$/.test(f))
  const largest = (list: string[]) => list.reduce((a, b) => (statSync(b).size > statSync(a).size ? b : a), list[0])
  const figures: Figure[] = [
    { name: 'initial JavaScript (gzip)', bytes: js, budget: 170 * KB },
    { name: 'initial CSS (gzip)', bytes: css, budget: 20 * KB },
    { name: `largest prerendered page (gzip): ${path.relative(dist, largestPage.f)}`, bytes: largestPage.bytes, budget: 40 * KB },
  ]
  if (videos.length) {
    const v = largest(videos)
    figures.push({ name: `largest video: ${path.basename(v)}`, bytes: statSync(v).size, budget: 1.5 * 1024 * KB })
  }
  if (images.length) {
    const i = largest(images)
    figures.push({ name: `largest image: ${path.relative(path.join(root, 'public'), i)}`, bytes: statSync(i).size, budget: 150 * KB })
  }
  return figures
}

function format(bytes: number): string {
  return bytes >= 1024 * KB ? `${(bytes / 1024 / KB).toFixed(2)} MB` : `${(bytes / KB).toFixed(1)} KB`
}

export function report(figures: Figure[]): string {
  return figures
    .map((f) => `${f.bytes <= f.budget ? 'ok  ' : 'OVER'}  ${format(f.bytes).padStart(9)} / ${format(f.budget).padEnd(9)} ${f.name}`)
    .join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measure()
  console.log(report(figures))
  process.exit(figures.every((f) => f.bytes <= f.budget) ? 0 : 1)
}
