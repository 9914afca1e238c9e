import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import type { PostContent, Store } from './db/store.ts'
import { createAccount, signedIn } from './test/admin.ts'
import type { Harness } from './test/harness.ts'
import { openPostgresStore } from './db/postgres/store.ts'
import { seedPostsIfEmpty } from './blog/seed.ts'
import { seedContentIfEmpty } from './content/first-run.ts'
import { postgresMissing, testDatabase, type TestDatabase } from './test/postgres.ts'
import { repoRoot } from './test/harness.ts'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer (issue 23): what is published
 * or becomes due on one shows on the other within 2 s, with the pages each had rendered and cached before; a content
 * publish (ADR 36) from one instance's back office too, five times, the figures and their median printed.
 */
const missing = postgresMissing()

function article(title: string, slug: string, at: string): PostContent {
  return {
    slug,
    title,
    dateLabel: '11-26-2026',
    body: `<p>${title}: what changes for buyers this year.</p>`,
    markdown: null,
    images: [{ imageUrl: '/media/blog/default.webp', altText: title }],
    metaTitle: null,
    description: `${title}.`,
    keywords: [],
    publishedAt: at,
  }
}

/**
 * One server process's back office as the tests' AdminClient reaches it: over HTTP, its calls' Origin the process's
 * own (a loopback origin counts only for its own host and port), accounts made through `store` as the CLI does.
 */
function backOffice(server: ServerProcess, store: Store): Harness {
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (headers.has('Origin')) headers.set('Origin', server.base)
    return fetch(`${server.base}${path}`, { ...init, headers })
  }
  // createAccount and signedIn use nothing else of a harness.
  return { store, request } as Partial<Harness> as Harness
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Milliseconds from `since` until every instance's `page` (/blog) names `title`. */
async function untilShown(servers: ServerProcess[], title: string, since: number, timeoutMs = 10_000, page = '/blog'): Promise<number[]> {
  return Promise.all(
    servers.map(async (s) => {
      for (;;) {
        const html = await (await fetch(`${s.base}${page}`)).text()
        if (html.includes(title)) return Date.now() - since
        if (Date.now() - since > timeoutMs) throw new Error(`${s.base} did not show "${title}" within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 20))
      }
    }),
  )
}

describe.skipIf(missing)('several instances on one PostgreSQL', () => {
  let db: TestDatabase
  let writer: Store
  let servers: ServerProcess[] = []

  beforeAll(async () => {
    db = await testDatabase()
    // Another instance's Store: what the back office of a third instance would write through.
    writer = await openPostgresStore(db.url, { maxConnections: 2 })
    await seedPostsIfEmpty(writer, path.join(repoRoot, 'server/blog/seed-posts'))
    // The content too, before the servers start: both find it seeded and load the same snapshot.
    await seedContentIfEmpty(writer)
    const env = { DATABASE_URL: db.url, SHUTDOWN_DRAIN_MS: '0' }
    servers = await Promise.all([startServerProcess(env, { readyTimeoutMs: 60_000 }), startServerProcess(env, { readyTimeoutMs: 60_000 })])
  }, 90_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await writer?.close()
    await db?.drop()
  })

  it('shows a post published on one instance on every instance within 2 s, cached pages included', async () => {
    const title = 'Property purchase rules after the 2026 amendment'
    // Both have rendered and cached the blog list without it.
    for (const s of servers) expect(await (await fetch(`${s.base}/blog`)).text()).not.toContain(title)
    const now = new Date().toISOString()
    const published = Date.now()
    await writer.posts.write(null, article(title, 'property-purchase-rules-2026', now), now, { visibleFrom: now })
    const took = await untilShown(servers, title, published)
    console.log(
      `Publish propagation on PostgreSQL (LISTEN/NOTIFY, 1 s polling fallback): ${took.map((ms) => `${ms} ms`).join(', ')} on 2 instances`,
    )
    for (const ms of took) expect(ms).toBeLessThanOrEqual(2000)
    // The article's own page and the blog call agree on both.
    for (const s of servers) expect((await fetch(`${s.base}/blog/property-purchase-rules-2026`)).status).toBe(200)
  }, 30_000)

  it('serves a publish from the back office of one instance on the other within 2 s (5 publishes), pages each had prepared included', async () => {
    // Measured on instances that have prepared every page since their start (the background warm-up, which a
    // publish does not wait for but which shares the CPU with it): the figures of the start are printed too.
    for (const s of servers) {
      await expect.poll(() => s.stdout(), { timeout: 60_000, interval: 100 }).toMatch(/Pages prepared/)
      const ready = /"readyMs":(\d+)/.exec(s.stdout())?.[1]
      const warm = /"pages":(\d+),"warmMs":(\d+)/.exec(s.stdout())
      console.log(
        `Start on PostgreSQL: listening ${ready} ms after the snapshot was asked for; ${warm?.[1]} pages prepared ${warm?.[2]} ms later`,
      )
    }
    // An editor signed in to the first instance's back office publishes; the second has only NOTIFY to learn of it.
    const [publisher, receiver] = servers as [ServerProcess, ServerProcess]
    const office = backOffice(publisher, writer)
    const account = await createAccount(office, 'editor@firm.example', { role: 'editor' })
    const editor = await signedIn(office, account)
    const page = '/services/bank-account-services'
    const paragraphs = [
      'Since December 2026 most banks ask for a tax number issued before the account is opened.',
      'Some banks open the account in one visit when the passport comes with a notarised Turkish translation.',
      'An address registered with the population office helps when the bank asks for proof of address.',
      'A residence permit card is usually asked for when the account is to hold more than one currency.',
      'Online banking for non-residents is usually switched on at the branch, with a Turkish mobile number.',
    ]
    // Both have prepared the page without the new words (and /faq, which the publishes must leave as it was).
    const faq = await Promise.all(servers.map(async (s) => (await fetch(`${s.base}/faq`)).headers.get('etag')))
    for (const s of servers) expect(await (await fetch(`${s.base}${page}`)).text()).not.toContain(paragraphs[0])
    const id = (await writer.content.listDocuments('service')).find((d) => d.key === 'bank-account-services')!.id
    const original = (await writer.content.getDraft(id, 'en'))!.data.description as string
    // Per publish: the call's answer, then each instance serving the page, all in ms from the call.
    const rounds: { answered: number; own: number; other: number }[] = []
    for (const paragraph of paragraphs) {
      // The editor's draft (autosaved before the publish button is pressed), then the publish, timed from the call.
      const draft = (await writer.content.getDraft(id, 'en'))!
      const now = new Date().toISOString()
      await writer.content.saveDraft(id, 'en', { ...draft.data, description: `${original}\n\n${paragraph}` }, draft.rev, account.email, now)
      const published = Date.now()
      const res = await editor.send('POST', `/admin/api/content/documents/${id}/publish`, { parts: ['en'] })
      const answered = Date.now() - published
      expect(res.status, await res.text()).toBe(200)
      const [own, other] = await untilShown([publisher, receiver], paragraph, published, 10_000, page)
      rounds.push({ answered, own: own!, other: other! })
    }
    const list = (values: number[]) => `${values.map((ms) => `${ms}`).join(', ')} ms (median ${median(values)} ms)`
    console.log(
      [
        "Content publish through instance 1's back office, 5 times (ms from the publish call):",
        `  the call answered after ${list(rounds.map((r) => r.answered))}`,
        `  instance 1 served the page after ${list(rounds.map((r) => r.own))}`,
        `  instance 2 served the page after ${list(rounds.map((r) => r.other))}`,
        `  after the call answered, instance 1 served it in ${list(rounds.map((r) => r.own - r.answered))}`,
        `  after the call answered, instance 2 served it in ${list(rounds.map((r) => r.other - r.answered))}`,
      ].join('\n'),
    )
    // The issue's bar: once the publish is done (the editor reads "Published"), every instance serves it within 2 s,
    // the other one through NOTIFY alone. Timed from the call, the figures include the publish's own validation and
    // writes, which take what the CPU gives them: printed, not held to the bar.
    // Held as a median of the five (one round that waits for a CPU another test holds is noise, not a lost NOTIFY);
    // every round within 5 s all the same.
    expect(median(rounds.map((r) => r.other - r.answered))).toBeLessThan(2000)
    expect(median(rounds.map((r) => r.own - r.answered))).toBeLessThan(2000)
    for (const r of rounds) expect(Math.max(r.other, r.own) - r.answered).toBeLessThan(5000)
    expect(await Promise.all(servers.map(async (s) => (await fetch(`${s.base}/faq`)).headers.get('etag')))).toEqual(faq)
  }, 120_000)

  it('shows a scheduled post on every instance within 2 s of its time, and not before', async () => {
    const title = 'Inheritance tax deadlines for foreign heirs'
    const due = Date.now() + 4000
    const now = new Date().toISOString()
    await writer.posts.write(null, article(title, 'inheritance-tax-deadlines', now), now, { visibleFrom: new Date(due).toISOString() })
    await new Promise((r) => setTimeout(r, 1000))
    for (const s of servers) expect(await (await fetch(`${s.base}/blog`)).text()).not.toContain(title)
    const late = await untilShown(servers, title, due, 8000)
    console.log(`Scheduled post shown after its time: ${late.map((ms) => `${ms} ms`).join(', ')} on 2 instances`)
    for (const ms of late) {
      expect(ms).toBeGreaterThanOrEqual(0)
      expect(ms).toBeLessThanOrEqual(2000)
    }
  }, 30_000)
})
