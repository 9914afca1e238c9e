/**
 * node scripts/bench-store.ts [--posts=2000] [--reads=300] — the Store's hot paths on each engine, timed directly
 * (no HTTP, so the figure is the storage layer's): a form post (`submissions.store` with the address's limits, the
 * mail allowance and two e-mails, in its transaction, with an idempotency key), and the back office's reads (the
 * leads list, a lead, the audit log, the outbox backlog, a post search). SQLite in a scratch folder; PostgreSQL in a
 * throw-away cluster of the operating system's server (skipped when it is missing), or in an empty database given as
 * --postgres=<url> (a server of one's own, on one's own port). Prints the mean per call.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openSqliteStore } from '../server/db/sqlite/store.ts'
import { openPostgresStore } from '../server/db/postgres/store.ts'
import { postgresMissing, startPostgres } from '../server/test/postgres.ts'
import type { Store, StoreSubmissionOptions } from '../server/db/store.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const POSTS = Number(args.get('posts') ?? 1000)
const READS = Number(args.get('reads') ?? 100)
const HOUR = 3_600_000

async function time(label: string, n: number, run: (i: number) => Promise<unknown>): Promise<[string, string]> {
  const start = performance.now()
  for (let i = 0; i < n; i++) await run(i)
  return [label, `${((performance.now() - start) / n).toFixed(3)} ms`]
}

async function bench(store: Store): Promise<[string, string][]> {
  const base = Date.parse('2026-03-02T10:00:00.000Z')
  const at = (i: number) => new Date(base + i * 1000).toISOString()
  const options = (i: number): StoreSubmissionOptions => ({
    now: at(i),
    idempotency: { key: `bench-${i}`, releaseBefore: null },
    perAddress: {
      since: new Date(base + i * 1000 - HOUR).toISOString(),
      perVisitor: 5,
      perAddress: 20,
      otherHits: [],
      heldSince: new Date(base + i * 1000 - 24 * HOUR).toISOString(),
      heldPerAddress: 20,
      heldTotal: 200,
    },
    mailAllowance: { since: new Date(base + i * 1000 - 24 * HOUR).toISOString(), perPurpose: { 'visitor-acknowledgement': 3 } },
    compose: (id, allowed) => [
      {
        purpose: 'firm-notification',
        message: { to: { name: '', address: 'firm@example.com' }, subject: `Lead ${id}`, text: 'x', html: '<p>x</p>' },
      },
      ...(allowed['visitor-acknowledgement']
        ? [
            {
              purpose: 'visitor-acknowledgement',
              message: { to: { name: '', address: `v${i}@example.com` }, subject: 'Thanks', text: 'x', html: '<p>x</p>' },
            },
          ]
        : []),
    ],
  })
  const rows: [string, string][] = []
  rows.push(
    await time(`form post (submissions.store) ×${POSTS}`, POSTS, (i) =>
      store.submissions.store(
        {
          kind: 'contact',
          firstName: 'Ayşe',
          lastName: 'Yılmaz',
          email: `visitor${i % 500}@example.com`,
          message: 'I would like to buy a flat in Kadıköy.',
          guide: null,
          status: 'received',
          clientIp: `203.0.113.${i % 250}`,
          possibleSpam: false,
          language: 'en',
          idempotencyKey: `bench-${i}`,
        },
        options(i),
      ),
    ),
  )
  for (let i = 0; i < 50; i++) await store.audit.record({ at: at(i), actor: 'bench', action: 'bench', detail: `line ${i}` })
  rows.push(await time(`leads list (submissions.search '') ×${READS}`, READS, () => store.submissions.search('')))
  rows.push(await time(`lead search (submissions.search 'visitor42') ×${READS}`, READS, () => store.submissions.search('visitor42')))
  rows.push(await time(`a lead (submissions.byId) ×${READS * 10}`, READS * 10, (i) => store.submissions.byId(1 + (i % POSTS))))
  rows.push(await time(`audit log (audit.list 100) ×${READS * 10}`, READS * 10, () => store.audit.list(100)))
  rows.push(await time(`outbox backlog ×${READS * 10}`, READS * 10, () => store.outbox.backlog()))
  rows.push(await time(`posts search ('') ×${READS * 10}`, READS * 10, () => store.posts.search('')))
  return rows
}

function print(engine: string, rows: [string, string][]): void {
  console.log(engine)
  for (const [label, figure] of rows) console.log(`  ${label.padEnd(52)} ${figure}`)
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-store-'))
// The cluster's own user must reach its folder inside.
chmodSync(dir, 0o711)
try {
  const sqlite = openSqliteStore(path.join(dir, 'sqlite'))
  print('SQLite', await bench(sqlite))
  await sqlite.close()
  const url = args.get('postgres')
  if (url) {
    const pg = await openPostgresStore(url, { waitMs: 0, log: () => {} })
    print('PostgreSQL', await bench(pg))
    await pg.close()
  } else if (!postgresMissing()) {
    const cluster = await startPostgres(path.join(dir, 'pg'))
    try {
      const pg = await openPostgresStore(cluster.url, { waitMs: 0, log: () => {} })
      print('PostgreSQL', await bench(pg))
      await pg.close()
    } finally {
      await cluster.stop()
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
