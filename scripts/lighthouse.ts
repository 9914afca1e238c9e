/**
 * npm run lighthouse [-- <base URL> [<path>…]]: Lighthouse (mobile profile, Debian's Chromium, headless) on the main page
 * types of a running site; prints the four category scores and the core timings per page. A benchmark: it prints
 * figures and asserts nothing. Fetches Lighthouse 13 from the npm registry on first use. `npm run bench` runs the
 * same Lighthouse on servers it starts itself, with medians and targets.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { lighthouseFigures, runLighthouse, stopLighthouse } from './lighthouse-runner.ts'
import { withoutTrailingSlash } from '../src/lib/url.ts'

const base = withoutTrailingSlash(process.argv[2] ?? 'http://localhost:3000')
// Paths after the base URL replace the default page types (e.g. the same pages in each language, interleaved).
// The booking page shows times only for a lawyer with stored hours (the back office's availability page).
const defaultPages = [
  '/',
  '/services/turkish-citizienship',
  '/blog',
  '/blog/buying-property-in-turkey-as-a-foreigner',
  '/faq',
  '/contact-us',
  '/book-a-consultation',
]
const pages = process.argv.length > 3 ? process.argv.slice(3) : defaultPages
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
let running: ChildProcess | undefined
// Lighthouse runs apart from this process's group, so Ctrl-C has to stop it (and its browser) explicitly.
process.on('SIGINT', () => {
  if (running) stopLighthouse(running)
  rmSync(out, { recursive: true, force: true })
  process.exit(130)
})

console.log(`Lighthouse on ${base} (mobile, simulated throttling)\n`)
console.log('perf  a11y  best  seo   FCP      LCP      TBT      CLS      JS KB   page')
for (const page of pages) {
  const r = await runLighthouse(`${base}${page}`, out, (child) => (running = child))
  const s = (k: string) => String(Math.round((r.categories[k].score ?? Number.NaN) * 100)).padEnd(6)
  const a = (k: string) => (r.audits[k].displayValue ?? '-').padEnd(9)
  console.log(
    `${s('performance')}${s('accessibility')}${s('best-practices')}${s('seo')}${a('first-contentful-paint')}${a('largest-contentful-paint')}${a('total-blocking-time')}${a('cumulative-layout-shift')}${(lighthouseFigures(r).jsBytes / 1024).toFixed(1).padEnd(8)}${page}`,
  )
}
rmSync(out, { recursive: true, force: true })
