import { describe, expect, it } from 'vitest'
import { Pages } from './pages.ts'
import type { RenderPage } from '../src/lib/render.ts'
import { emptyListPage, type BlogSource } from '../src/lib/blog.ts'

const noPosts: BlogSource = { list: async (q) => emptyListPage(q), article: async () => null, recent: async () => [] }

/** A renderer that answers every URL with a page of the given size and counts how often it was asked. */
function sizedRenderer(bytes: number): { render: RenderPage; calls: string[] } {
  const calls: string[] = []
  const render: RenderPage = async (url) => {
    calls.push(url)
    return { status: 200, html: `<!doctype html><title>${url}</title>`.padEnd(bytes, ' ') }
  }
  return { render, calls }
}

describe('rendered-page cache', () => {
  it('serves a repeated URL from the cache until the posts change', async () => {
    const { render, calls } = sizedRenderer(10_000)
    const pages = new Pages(render)
    await pages.respond('/blog?page=2', 'en', noPosts, 1)
    await pages.respond('/blog?page=2', 'en', noPosts, 1)
    expect(calls).toEqual(['/blog?page=2'])
    await pages.respond('/blog?page=2', 'en', noPosts, 2)
    expect(calls).toHaveLength(2)
  })

  it('is bounded by bytes: a flood of distinct large pages pushes the oldest out instead of growing', async () => {
    const { render, calls } = sizedRenderer(1_000_000)
    const pages = new Pages(render)
    for (let i = 0; i < 100; i++) await pages.respond(`/blog?q=flood-${i}`, 'en', noPosts, 1)
    // 100 MB of pages were rendered; the newest still come from the cache, the first ones had to be rendered again.
    calls.length = 0
    await pages.respond('/blog?q=flood-99', 'en', noPosts, 1)
    expect(calls).toEqual([])
    await pages.respond('/blog?q=flood-0', 'en', noPosts, 1)
    expect(calls).toEqual(['/blog?q=flood-0'])
  })
})
