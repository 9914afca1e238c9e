import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { rmSync } from 'node:fs'
import { repoRoot, startHarness, tempDir, type Harness } from '../test/harness.ts'
import { benchmarkPosts } from '../../scripts/bench-posts.ts'
import { openSqliteStore } from '../db/sqlite/store.ts'
import { seedPostsIfEmpty } from './seed.ts'
import path from 'node:path'

/**
 * HTML-size budgets of the pages that show posts (sizes, not times): a page carries only what it shows, so its size
 * does not depend on how many posts the blog has. Measured through the real app with the 16 sample posts, then
 * with 1,000 more generated posts of realistic length (about 5 KB of HTML each).
 */
const KB = 1024
/** gzip budget per page; the home page has none of its own here, it only must not grow with the blog. */
const BUDGETS: Record<string, number> = {
  '/blog': 40 * KB,
  '/blog?page=50': 40 * KB,
  '/blog?q=permit': 40 * KB,
  '/blog/buying-property-in-turkey-as-a-foreigner': 30 * KB,
  '/blog/benchmark-post-0500': 30 * KB,
  '/': Infinity,
}

let dataDir: string
let h: Harness | undefined

async function measure(): Promise<Record<string, { status: number; raw: number; gzip: number }>> {
  const out: Record<string, { status: number; raw: number; gzip: number }> = {}
  for (const url of Object.keys(BUDGETS)) {
    const res = await h!.request(url)
    const html = Buffer.from(await res.arrayBuffer())
    out[url] = { status: res.status, raw: html.length, gzip: gzipSync(html).length }
  }
  return out
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(9)

beforeAll(async () => {
  dataDir = tempDir('law-site-sizes-')
  const store = openSqliteStore(dataDir)
  await seedPostsIfEmpty(store, path.join(repoRoot, 'server/blog/seed-posts'))
  await store.close()
})

afterAll(async () => {
  await h?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('HTML size of the blog pages at 16 and 1,000 posts', () => {
  it('stays within the budgets (/blog ≤ 40 KB gzip, an article ≤ 30 KB gzip) and does not grow with the blog', async () => {
    h = await startHarness({}, { dataDir, seed: false })
    const before = await measure()
    // Older than every sample post, so /blog's first page and the sidebars show the same posts before and after.
    await h.store.posts.importPosts(benchmarkPosts(1000, [], new Date('2020-01-01T09:00:00Z')), new Date().toISOString())
    const after = await measure()

    const lines = Object.keys(BUDGETS).map((url) => {
      const a = after[url]
      const b = before[url]
      const over = a.gzip > BUDGETS[url] ? 'OVER' : 'ok  '
      return `${over} ${url.padEnd(48)} 16 posts:${kb(b.raw)} raw ${kb(b.gzip)} gzip | 1,016 posts:${kb(a.raw)} raw ${kb(a.gzip)} gzip | budget ${BUDGETS[url] === Infinity ? '        –' : kb(BUDGETS[url])}`
    })
    console.log(`Blog page sizes\n${lines.join('\n')}`)

    for (const url of Object.keys(BUDGETS)) {
      // The generated article exists only after the import.
      if (url !== '/blog/benchmark-post-0500') expect(before[url].status, url).toBe(200)
      expect(after[url].status, url).toBe(200)
      expect(after[url].gzip, `${url} gzip size`).toBeLessThanOrEqual(BUDGETS[url])
    }
    // Pages showing the same posts are the same size whatever the blog's size (only the page count may change).
    expect(Math.abs(after['/blog'].raw - before['/blog'].raw)).toBeLessThan(2 * KB)
    const article = '/blog/buying-property-in-turkey-as-a-foreigner'
    expect(Math.abs(after[article].raw - before[article].raw)).toBeLessThan(2 * KB)
    expect(Math.abs(after['/'].raw - before['/'].raw)).toBeLessThan(2 * KB)
    // Page 50 of 1,016 posts shows 12 generated cards: the size of any other full page.
    expect(after['/blog?page=50'].raw).toBeLessThan(after['/blog'].raw + 4 * KB)
  })
})
