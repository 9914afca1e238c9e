import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { itSqliteOnly, onPostgres, postJson, repoRoot, startHarness, validContact, type Harness } from './test/harness.ts'
import { startServerProcess, type ServerProcess } from './test/server-process.ts'
import { releaseVersion } from './version.ts'
import { apiPaths } from '../src/config/api.ts'

let h: Harness | undefined
let server: ServerProcess | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
  await server?.kill9()
  server = undefined
})

/** The samples of a Prometheus text answer: name, labels, value. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!m) throw new Error(`not a sample line: ${line}`)
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]))
      return { name: m[1], labels, value: Number(m[3]) }
    })
}

/** The value of the one sample with this name and exactly these labels; undefined when there is none. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === JSON.stringify(Object.entries(labels).sort()),
  )
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1)
  return found[0]?.value
}

async function scrape(harness: Harness): Promise<string> {
  const res = await harness.request('/metrics')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-store')
  return res.text()
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const mailCounts = async (harness: Harness) => (await json(await harness.request('/healthz'))).mail as Record<string, unknown>

describe('GET /metrics', () => {
  it('counts requests by method, route class and status, times them, and reads the outbox from the database', async () => {
    // Mail that cannot go: each contact post queues two messages (the firm's and the acknowledgement).
    h = await startHarness({ SMTP_URL: 'smtp://127.0.0.1:1', OUTBOX_MAX_ATTEMPTS: '2' })
    const first = await scrape(h)
    expect(value(first, 'law_site_outbox_pending')).toBe(0)
    expect(value(first, 'law_site_outbox_failed')).toBe(0)
    expect(value(first, 'law_site_database_up')).toBe(1)

    for (let i = 0; i < 3; i++) expect((await h.request('/faq')).status).toBe(200)
    expect((await h.request('/no-such-page')).status).toBe(404)
    const script = readdirSync(path.join(repoRoot, 'dist/client/assets')).find((n) => n.endsWith('.js'))!
    expect((await h.request(`/assets/${script}`)).status).toBe(200)
    // A path of the visitor's choosing is counted under its class, never as a label of its own.
    expect((await h.request('/blog/some-article-nobody-wrote?x=1')).status).toBe(404)

    // First post: both messages fail once and wait; after the second attempt they have failed for good.
    expect((await h.request(apiPaths.contactUs, postJson(validContact))).status).toBe(200)
    await h.outbox.runOnce()
    await new Promise((resolve) => setTimeout(resolve, 60))
    await h.outbox.runOnce()
    // Second post: its two messages wait after their first failed attempt; the oldest was queued 90 s ago.
    expect((await h.request(apiPaths.contactUs, postJson({ ...validContact, email: 'second@example.com' }))).status).toBe(200)
    await h.outbox.runOnce()
    await h.sql.run(
      "UPDATE outbox SET created_at = ? WHERE id = (SELECT MIN(id) FROM outbox WHERE status = 'pending')",
      new Date(Date.now() - 90_000).toISOString(),
    )

    const text = await scrape(h)
    expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'page', status: '200' })).toBe(3)
    expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'page', status: '404' })).toBe(2)
    expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'asset', status: '200' })).toBe(1)
    expect(value(text, 'law_site_http_requests_total', { method: 'POST', route: 'form', status: '200' })).toBe(2)
    // The first scrape itself is counted; this one is not yet (counted once answered).
    expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'metrics', status: '200' })).toBe(1)
    expect(text).not.toContain('some-article')
    expect(text).not.toContain('/faq')
    // The latency histogram: every page request in the +Inf bucket and the count, a positive sum.
    expect(value(text, 'law_site_http_request_duration_seconds_count', { method: 'GET', route: 'page' })).toBe(5)
    expect(value(text, 'law_site_http_request_duration_seconds_bucket', { method: 'GET', route: 'page', le: '+Inf' })).toBe(5)
    expect(value(text, 'law_site_http_request_duration_seconds_sum', { method: 'GET', route: 'page' })).toBeGreaterThan(0)

    expect(value(text, 'law_site_outbox_pending')).toBe(2)
    expect(value(text, 'law_site_outbox_failed')).toBe(2)
    expect(value(text, 'law_site_outbox_claimed')).toBe(0)
    expect(value(text, 'law_site_outbox_claimed_past_lease')).toBe(0)
    expect(value(text, 'law_site_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89)
    expect(value(text, 'law_site_outbox_oldest_pending_age_seconds')).toBeLessThan(120)
    // The same figures as /healthz gives.
    expect(await mailCounts(h)).toMatchObject({ pending: 2, failed: 2 })

    const health = await json(await h.request('/healthz'))
    expect(
      value(text, 'law_site_build_info', {
        version: releaseVersion,
        instance_id: health.instance as string,
        engine: onPostgres ? 'postgres' : 'sqlite',
        node: process.version,
      }),
    ).toBe(1)
    // Node's own figures, from prom-client.
    expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')

    if (onPostgres) {
      // The harness's pool has 4 connections; at least the one that answered is open, and it is free again.
      expect(value(text, 'law_site_db_pool_max')).toBe(4)
      expect(value(text, 'law_site_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1)
      expect(value(text, 'law_site_db_pool_connections', { state: 'active' })).toBeGreaterThanOrEqual(0)
    } else {
      // SQLite: one connection, no pool.
      expect(text).not.toContain('law_site_db_pool')
    }
  }, 30_000)

  it('answers without the database figures, fast, when the database cannot be read', async () => {
    const harness = await startHarness()
    try {
      await harness.request('/faq')
      await harness.store.close()
      const started = Date.now()
      const res = await harness.request('/metrics')
      expect(Date.now() - started).toBeLessThan(3000)
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(value(text, 'law_site_database_up')).toBe(0)
      expect(value(text, 'law_site_outbox_pending')).toBeUndefined()
      expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'page', status: '200' })).toBe(1)
    } finally {
      await harness.close().catch(() => {})
    }
  })

  itSqliteOnly(
    'is served by the real process, with its release and instance id as /healthz gives them',
    async () => {
      server = await startServerProcess({})
      const health = (await (await fetch(`${server.base}/healthz`)).json()) as Record<string, unknown>
      expect(health).toMatchObject({ status: 'ok', version: releaseVersion, instance: expect.stringMatching(/^.+:\d+:[0-9a-f]{8}$/) })
      const res = await fetch(`${server.base}/metrics`)
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).toContain(`law_site_build_info{version="${releaseVersion}",instance_id="${health.instance as string}",engine="sqlite"`)
      expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
      expect(value(text, 'law_site_http_requests_total', { method: 'GET', route: 'health', status: '200' })).toBe(1)
    },
    30_000,
  )
})

describe('/healthz and mail claimed past its lease', () => {
  it('warns (200, status "warning") while an instance that claimed mail let its lease run out, until a live one takes it', async () => {
    h = await startHarness({ SMTP_URL: 'smtp://127.0.0.1:1', OUTBOX_MAX_ATTEMPTS: '5' })
    expect((await h.request(apiPaths.contactUs, postJson(validContact))).status).toBe(200)
    await h.outbox.runOnce()
    await new Promise((resolve) => setTimeout(resolve, 60))
    // Another instance claims both messages with the outbox's own claim, for a short lease, and dies.
    const dead = 'web-2:4242:deadbeef'
    const claimed = await h.store.outbox.claimDue({
      now: new Date().toISOString(),
      limit: 10,
      leaseUntil: new Date(Date.now() + 400).toISOString(),
      holder: dead,
    })
    expect(claimed).toHaveLength(2)

    // Within the lease: claimed, nothing to warn about.
    const during = await h.request('/healthz')
    expect(during.status).toBe(200)
    expect(await json(during)).toMatchObject({ status: 'ok', mail: { claimed: 2, claimedPastLease: 0 }, warnings: [] })

    await new Promise((resolve) => setTimeout(resolve, 500))
    const past = await h.request('/healthz')
    expect(past.status).toBe(200)
    const body = await json(past)
    expect(body).toMatchObject({ status: 'warning', mail: { pending: 2, claimed: 2, claimedPastLease: 2 } })
    expect(body.warnings).toEqual([expect.stringContaining(dead)])
    expect(body.instance).not.toBe(dead)
    expect(value(await scrape(h), 'law_site_outbox_claimed_past_lease')).toBe(2)
    // A load balancer's check stays green.
    expect((await h.request('/readyz')).status).toBe(200)

    // This instance's next pass claims them again (and, the SMTP server still down, puts them back to wait).
    await h.outbox.runOnce()
    expect(await json(await h.request('/healthz'))).toMatchObject({ status: 'ok', mail: { claimed: 0, claimedPastLease: 0 } })
    expect(value(await scrape(h), 'law_site_outbox_claimed_past_lease')).toBe(0)
  }, 30_000)
})
