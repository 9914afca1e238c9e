import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresMissing, testDatabase, type TestDatabase } from '../../test/postgres.ts'
import { openPostgresStore, type PostgresStore } from './store.ts'
import type { PostContent } from '../store.ts'

/** What only PostgreSQL has to do: several instances on one database (the shared contract is server/db/contract.test.ts). */
const missing = postgresMissing()

const T0 = '2026-03-02T09:00:00.000Z'
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString()
const post = (slug: string, body = '<p>x</p>'): PostContent => ({
  slug,
  title: slug,
  dateLabel: '03-02-2026',
  body,
  markdown: null,
  images: [],
  metaTitle: null,
  description: null,
  keywords: [],
  publishedAt: T0,
})

describe.skipIf(missing)('PostgreSQL with several instances', () => {
  let db: TestDatabase
  let a: PostgresStore
  let b: PostgresStore
  beforeAll(async () => {
    db = await testDatabase()
    ;[a, b] = await Promise.all([openPostgresStore(db.url, { maxConnections: 4 }), openPostgresStore(db.url, { maxConnections: 4 })])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
    await db?.drop()
  })

  it('a starting instance leaves the messages a live instance holds alone; only a run-out lease changes hands', async () => {
    await a.outbox.enqueue(null, 'test', { to: { name: '', address: 'x@example.com' }, subject: 's', text: 't', html: 'h' }, T0)
    const held = await a.outbox.claimDue({ now: T0, limit: 10, leaseUntil: later(60_000), holder: 'instance-a' })
    expect(held).toHaveLength(1)
    const starting = await openPostgresStore(db.url, { maxConnections: 1 })
    try {
      expect(await starting.outbox.requeueInterrupted(later(1000))).toBe(0)
      expect(await starting.outbox.claimDue({ now: later(1000), limit: 10, leaseUntil: later(61_000), holder: 'instance-c' })).toEqual([])
      const takeover = await starting.outbox.claimDue({ now: later(60_000), limit: 10, leaseUntil: later(120_000), holder: 'instance-c' })
      expect(takeover.map((m) => m.id)).toEqual([held[0].id])
    } finally {
      await starting.close()
    }
  })

  it('tells every instance at once when posts change (NOTIFY), well within 2 s', async () => {
    const before = await b.health.dataVersion()
    const heard = new Promise<number>((resolve) => {
      const stop = b.health.onDataChange(() => {
        stop()
        resolve(performance.now())
      })
    })
    const started = performance.now()
    const written = await a.posts.write(null, post('news'), T0, { visibleFrom: T0 })
    const at = await heard
    expect(at - started).toBeLessThan(2000)
    // B had the old version cached; the notification dropped it, so B reads the new one at once.
    expect(await b.health.dataVersion()).toBeGreaterThan(before)
    expect(await b.posts.visibleBySlug(later(1), 'news')).toMatchObject({ id: written!.id })
  })

  it('writers of the same posts on two instances queue instead of deadlocking', async () => {
    const slugs = Array.from({ length: 12 }, (_, i) => `p-${i}`)
    await a.posts.importPosts(slugs.map((s) => post(s)), T0)
    const ids = await Promise.all(slugs.map(async (s) => (await a.posts.visibleBySlug(later(1), s))!.id))
    // A rewrites them all in one transaction while B edits them one by one, last first.
    const [imported] = await Promise.all([
      a.posts.importPosts(slugs.map((s) => post(s, '<p>from a</p>')), later(2)),
      (async () => {
        for (const id of [...ids].reverse()) await b.posts.write(id, post(slugs[ids.indexOf(id)], '<p>from b</p>'), later(3))
      })(),
    ])
    expect(imported).toEqual({ inserted: 0, updated: 12 })
    const bodies = await Promise.all(ids.map(async (id) => (await a.posts.byId(id))!.body))
    expect(bodies.every((body) => body === '<p>from a</p>' || body === '<p>from b</p>')).toBe(true)
  })
})
