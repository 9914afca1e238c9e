import { describe, expect, it } from 'vitest'
import { QueryHost } from './query-host'

describe('QueryHost', () => {
  it('adds nothing to the hydration data of a page that read no posts', async () => {
    const host = new QueryHost()
    expect(await host.dehydrate()).toBe('')
    expect(() => host.loaded()).toThrow(/before a loader loaded it/)
  })

  it('hands the server’s cached posts to the browser, which shows them without fetching again', async () => {
    const server = new QueryHost()
    await (await server.load()).ensureQueryData({ queryKey: ['blog', 'recent'], queryFn: () => [{ slug: 'a-post' }] })
    const json = await server.dehydrate()

    const browser = new QueryHost()
    await browser.hydrate(json)
    const client = browser.loaded()
    expect(client.getQueryData(['blog', 'recent'])).toEqual([{ slug: 'a-post' }])
    expect(client.getQueryState(['blog', 'recent'])?.isInvalidated).toBe(false)
    // Fresh as of its arrival: a component reading it within the stale time does not fetch.
    expect(Date.now() - (client.getQueryState(['blog', 'recent'])?.dataUpdatedAt ?? 0)).toBeLessThan(1000)
  })

  it('loads TanStack Query once, however many loaders ask at the same time', async () => {
    const host = new QueryHost()
    const [a, b] = await Promise.all([host.load(), host.load()])
    expect(a).toBe(b)
    expect(host.loaded()).toBe(a)
  })
})
