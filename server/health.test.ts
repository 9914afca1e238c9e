import { afterEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { itSqliteOnly, postJson, repoRoot, startHarness, validContact, type Harness } from './test/harness.ts'
import { SCHEMA_VERSION } from './db/sqlite/database.ts'
import { apiPaths } from '../src/config/api.ts'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const json = async (res: Response) => (await res.json()) as Record<string, unknown>

describe('/livez, /readyz and /healthz', () => {
  it('answer with no-store, and the rest of the site keeps its own caching', async () => {
    h = await startHarness()
    for (const p of ['/livez', '/readyz', '/healthz']) {
      const res = await h.request(p)
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('no-store')
    }
    expect(await json(await h.request('/livez'))).toEqual({ status: 'ok' })
    expect(await json(await h.request('/readyz'))).toEqual({ status: 'ready', schemaVersion: h.store.health.schemaTarget })
    expect((await h.request('/faq')).headers.get('cache-control')).toBe('no-cache')
    // Load balancers often probe with HEAD.
    const head = await h.request('/readyz', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  // SQLite-only: sets SQLite's PRAGMA user_version. (PostgreSQL's version table: server/db/postgres/migrations.test.ts.)
  itSqliteOnly('/readyz answers 503 with the reason when the database is not at this code’s schema version', async () => {
    h = await startHarness()
    const setVersion = (v: number) => h!.db.exec(`PRAGMA user_version = ${v}`)
    setVersion(SCHEMA_VERSION - 1)
    const behind = await h.request('/readyz')
    expect(behind.status).toBe(503)
    expect(await json(behind)).toEqual({ status: 'not-ready', reason: expect.stringMatching(/schema version .* needs .*migrations/) })
    // A newer version with no recorded floor (a contract change, or a release before the rule): only its code serves.
    setVersion(SCHEMA_VERSION + 1)
    const ahead = await h.request('/readyz')
    expect(ahead.status).toBe(503)
    expect((await json(ahead)).reason).toMatch(/only code at schema version .* or newer serves .*replace this instance/)
    // The process itself is fine: liveness does not follow readiness.
    expect((await h.request('/livez')).status).toBe(200)
    setVersion(SCHEMA_VERSION)
    expect((await h.request('/readyz')).status).toBe(200)
  })

  // SQLite-only: writes the floor table a newer release's runner writes. (PostgreSQL: server/rolling-upgrade.test.ts.)
  itSqliteOnly('/readyz stays ready on a newer schema whose recorded floor this code still serves (ADR 34)', async () => {
    h = await startHarness()
    const next = SCHEMA_VERSION + 1
    h.db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, change TEXT NOT NULL, served_from INTEGER NOT NULL, applied_at TEXT NOT NULL)',
    )
    // What a newer release's expand migration records: the floor stays at this code's version.
    h.db.prepare("INSERT INTO schema_migrations VALUES (?, 'expand', ?, '2026-11-29T00:00:00.000Z')").run(next, SCHEMA_VERSION)
    h.db.exec(`PRAGMA user_version = ${next}`)
    expect((await h.request('/readyz')).status).toBe(200)
    // Its contract migration: only code at the newer version serves it.
    h.db.prepare("INSERT INTO schema_migrations VALUES (?, 'contract', ?, '2026-11-29T00:00:00.000Z')").run(next + 1, next + 1)
    h.db.exec(`PRAGMA user_version = ${next + 1}`)
    const contracted = await h.request('/readyz')
    expect(contracted.status).toBe(503)
    expect((await json(contracted)).reason).toMatch(
      new RegExp(`schema version ${next + 1}, which only code at schema version ${next + 1} or newer`),
    )
    h.db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
  })

  it('/livez answers without the database; /readyz says the database cannot be read', async () => {
    const harness = await startHarness()
    try {
      await harness.store.close()
      expect((await harness.request('/livez')).status).toBe(200)
      const ready = await harness.request('/readyz')
      expect(ready.status).toBe(503)
      expect((await json(ready)).reason).toMatch(/cannot be read/)
      expect((await harness.request('/healthz')).status).toBe(503)
    } finally {
      await harness.close().catch(() => {})
    }
  })

  it('/healthz reports the firm’s calendar sync when one is connected, and its failure as a warning only', async () => {
    h = await startHarness()
    expect(await json(await h.request('/healthz'))).not.toHaveProperty('calendar')
    await h.close()
    h = await startHarness({ CALDAV_URL: 'http://127.0.0.1:1/firm/calendar/', CALDAV_USERNAME: 'firm', CALDAV_PASSWORD: 'secret' })
    expect(await json(await h.request('/healthz'))).toMatchObject({
      status: 'ok',
      calendar: { lastSuccessAt: null, lastError: null, busyReadAt: null, busyAgeSeconds: null, pendingWrites: 0 },
    })
    const readAt = new Date(Date.now() - 600_000).toISOString()
    await h.store.calendar.replaceBusy([], readAt)
    const message = 'The calendar server at http://127.0.0.1:1/firm/calendar/ could not be reached (ECONNREFUSED)'
    await h.store.calendar.saveSyncState({ error: { code: 'unreachable', message, at: readAt } })
    const health = await h.request('/healthz')
    expect(health.status).toBe(200)
    const body = await json(health)
    expect(body).toMatchObject({ status: 'warning', calendar: { lastError: { code: 'unreachable', message }, busyReadAt: readAt } })
    expect((body.calendar as { busyAgeSeconds: number }).busyAgeSeconds).toBeGreaterThanOrEqual(600)
    expect(body.warnings).toEqual([
      expect.stringMatching(/^the firm's calendar: The calendar server .* could not be reached .*slots use the busy times read \d+ s ago$/),
    ])
  })

  it('a mail provider outage fails /healthz but not /readyz, so the load balancer keeps every instance', async () => {
    h = await startHarness({ OUTBOX_MAX_ATTEMPTS: '1', SMTP_URL: 'smtp://127.0.0.1:1' })
    expect((await h.request(apiPaths.contactUs, postJson(validContact))).status).toBe(200)
    await h.outbox.runOnce()
    const health = await h.request('/healthz')
    expect(health.status).toBe(503)
    expect(await json(health)).toMatchObject({ status: 'mail-stuck', mail: { failed: 2 } })
    expect((await h.request('/readyz')).status).toBe(200)
  })

  // SQLite-only: SQLite's one write lock for the whole file, held by another process. PostgreSQL has no such lock.
  itSqliteOnly(
    '/readyz stays ready while another process holds the write lock (pages still serve); /healthz reports it',
    async () => {
      h = await startHarness()
      const holder = spawn(process.execPath, [path.join(repoRoot, 'server/test/hold-lock.ts'), path.join(h.env.dataDir, 'site.db')], {
        stdio: ['pipe', 'pipe', 'inherit'],
      })
      await new Promise((resolve) => holder.stdout.once('data', resolve))
      try {
        expect((await h.request('/readyz')).status).toBe(200)
        expect((await h.request('/faq')).status).toBe(200)
        expect((await h.request('/healthz')).status).toBe(503)
      } finally {
        holder.stdin.end()
        await new Promise((resolve) => holder.on('exit', resolve))
      }
    },
    30_000,
  )
})
