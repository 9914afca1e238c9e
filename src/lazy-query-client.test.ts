import { describe, expect, it } from 'vitest'
import { lazyQueryClient } from './lazy-query-client'

describe('the router’s query client', () => {
  it('adds nothing to the hydration data of a page that read no posts', async () => {
    const queryClient = lazyQueryClient()
    expect(await queryClient.dehydrate()).toBeUndefined()
    expect(() => queryClient.current).toThrow(/before a loader used it/)
  })

  it('hands the server’s cached posts to the browser, which shows them without fetching again', async () => {
    const server = lazyQueryClient()
    await server.ensureQueryData({ queryKey: ['blog', 'recent'], queryFn: () => [{ slug: 'a-post' }] })
    const state = JSON.parse(JSON.stringify(await server.dehydrate()))

    const browser = lazyQueryClient()
    await browser.hydrate(state)
    const client = browser.current
    expect(client.getQueryData(['blog', 'recent'])).toEqual([{ slug: 'a-post' }])
    // Fresh as of its arrival (a page from the server's page cache may be minutes old): no fetch within stale time.
    expect(Date.now() - (client.getQueryState(['blog', 'recent'])?.dataUpdatedAt ?? 0)).toBeLessThan(1000)
    let fetched = 0
    await client.ensureQueryData({ queryKey: ['blog', 'recent'], queryFn: () => ++fetched, revalidateIfStale: true })
    expect(fetched).toBe(0)
  })

  it('is one client for the router, however many loaders ask at the same time', async () => {
    const queryClient = lazyQueryClient()
    const [a, b] = await Promise.all([
      queryClient.ensureQueryData({ queryKey: ['a'], queryFn: () => 'a' }),
      queryClient.ensureQueryData({ queryKey: ['b'], queryFn: () => 'b' }),
    ])
    expect([a, b]).toEqual(['a', 'b'])
    expect(queryClient.current.getQueryData(['a'])).toBe('a')
    expect(queryClient.current.getQueryData(['b'])).toBe('b')
  })

  it('each router has its own cache, so one server render never shows another’s data', async () => {
    const one = lazyQueryClient()
    const two = lazyQueryClient()
    await one.ensureQueryData({ queryKey: ['blog', 'recent'], queryFn: () => ['one'] })
    await two.ensureQueryData({ queryKey: ['x'], queryFn: () => 1 })
    expect(two.current.getQueryData(['blog', 'recent'])).toBeUndefined()
  })
})
