/**
 * npm run lighthouse [-- <base URL>]: Lighthouse (mobile profile, Debian's Chromium, headless) on the main page
 * types of a running site; prints the four category scores and the core timings per page. A benchmark: it prints
 * figures and asserts nothing. Fetches Lighthouse 13 from the npm registry on first use.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const pages = ['/', '/services/turkish-citizienship', '/blog', '/blog/buying-property-in-turkey-as-a-foreigner', '/faq', '/contact-us']
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))

interface Report {
  categories: Record<string, { score: number }>
  audits: Record<string, { displayValue?: string }>
}

console.log(`Lighthouse on ${base} (mobile, simulated throttling)\n`)
console.log('perf  a11y  best  seo   LCP      TBT      CLS     page')
for (const page of pages) {
  const file = path.join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`)
  execFileSync(
    process.platform === 'win32' ? 'npx.cmd' : 'npx',
    [
      '--yes',
      'lighthouse@13',
      `${base}${page}`,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  )
  const r = JSON.parse(readFileSync(file, 'utf8')) as Report
  const s = (k: string) => String(Math.round(r.categories[k].score * 100)).padEnd(6)
  const a = (k: string) => (r.audits[k].displayValue ?? '-').padEnd(9)
  console.log(
    `${s('performance')}${s('accessibility')}${s('best-practices')}${s('seo')}${a('largest-contentful-paint')}${a('total-blocking-time')}${a('cumulative-layout-shift')}${page}`,
  )
}
