/**
 * npm run bench:cluster [-- --seconds=12 --mails=3000] — issue 23's figures for several instances, measured with
 * `npm run cluster`'s pieces (scripts/cluster/cluster.ts: the test PostgreSQL, instances started as `npm run
 * serve` starts them, nginx with docs/deploy/nginx.conf). Prints them and writes docs/benchmarks/cluster.md.
 *
 *   mixed     wrk (C) with a Lua mix of pages, blog API calls and form posts (each with its own Idempotency-Key)
 *             through nginx: SQLite × 1 instance, PostgreSQL × 1, × 2, × 3, and wrk's own ceiling here
 *   kill      kill -9 of one of three instances under load; visitors, half with an Idempotency-Key and half without,
 *             that send a failed post again, as a browser or proxy does; then the leads they were told were received,
 *             and the firm's e-mail about each, are counted in the database (acknowledged / stored / mailed / lost /
 *             duplicated)
 *   restart   pg_ctl restart under the same load: how long no post was acknowledged, leads lost, mail resumed
 *   publish   a post published through the Store, polled on another instance until it shows
 *   mail      3,000 messages queued with three instances sending: each received once (by Message-ID) at an SMTP sink
 *
 * Exits non-zero when a lead is lost or duplicated, a mail is sent twice or never, or a post takes over 2 s.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { startPostgres } from '../server/test/postgres.ts'
import { TestSmtp } from '../server/test/smtp.ts'
import { openStore } from '../server/db/open-store.ts'
import { readPostFiles } from '../server/blog/post-files.ts'
import { repoRoot } from '../server/test/harness.ts'
import { apiPaths } from '../src/config/api.ts'
import { startCluster, type Cluster } from './cluster/cluster.ts'
import { formatTable, ms, na, parseWrk, perSecond, type WrkFigures } from './bench-format.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const SECONDS = Number(args.get('seconds') ?? 12)
const MAILS = Number(args.get('mails') ?? 3000)
const only = args.get('only')?.split(',') ?? ['mixed', 'kill', 'restart', 'publish', 'mail']
/** nginx and the instances take ports from here (this session's range on the shared machine). */
const BASE_PORT = Number(args.get('port') ?? 4530)
const CEILING_PATH = '/__wrk-ceiling'
const WRK = '/usr/bin/wrk'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const lines: string[] = []
function say(line = ''): void {
  console.log(line)
  lines.push(line)
}
function table(rows: (string | number)[][]): void {
  for (const l of formatTable(rows).split('\n')) say(`  ${l}`)
}
function heading(title: string): void {
  say('')
  say(`=== ${title} ===`)
  say('')
}
const checks: { what: string; ok: boolean }[] = []
function check(what: string, ok: boolean): void {
  checks.push({ what, ok })
  say(`  ${ok ? 'PASS' : 'FAIL'}: ${what}`)
}

// ---------- mixed load (wrk) ----------

/** The mix, per 100 requests: 55 pages, 35 blog API calls, 10 contact posts, each post with a new key and address. */
function mixScript(slug: string): string {
  const pages = ['/', '/faq', '/blog', `/blog/${slug}`, '/our-team', '/tr/', '/ar/faq', '/services/turkish-citizienship']
  const api = [apiPaths.projects, `${apiPaths.blogList}?page=1`, `${apiPaths.blogArticle}/${slug}`, apiPaths.blogRecent]
  const list = (xs: string[]) => `{ ${xs.map((x) => JSON.stringify(x)).join(', ')} }`
  return `
local pages = ${list(pages)}
local api = ${list(api)}
local counter = 0
local threads = 0
function setup(thread) thread:set("tid", threads); threads = threads + 1 end
function init(args) math.randomseed(os.time() * 1000 + tid * 7919) end
function request()
  local r = math.random(100)
  if r <= 55 then
    return wrk.format("GET", pages[math.random(#pages)], { ["Accept-Encoding"] = "br" })
  elseif r <= 90 then
    return wrk.format("GET", api[math.random(#api)], { ["Accept-Encoding"] = "br" })
  end
  counter = counter + 1
  local key = string.format("%08x%08x%08x%08x", math.random(0, 0x7fffffff), math.random(0, 0x7fffffff), math.random(0, 0x7fffffff), counter)
  local body = '{"firstName":"Load","lastName":"Mix","email":"mix-' .. key .. '@example.com","message":"We would like to buy an apartment in Istanbul and apply for residence."}'
  return wrk.format("POST", "${apiPaths.contactUs}", {
    ["Content-Type"] = "application/json",
    ["Idempotency-Key"] = '"' .. key .. '"',
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254)),
  }, body)
end
`
}

function wrk(url: string, seconds: number, script?: string): Promise<WrkFigures> {
  const argv = ['-t2', '-c32', `-d${seconds}s`, '--timeout', '10s', '--latency', ...(script ? ['-s', script] : []), url]
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout!.on('data', (d) => (out += d))
    child.stderr!.on('data', (d) => (out += d))
    child.once('error', reject)
    child.once('close', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited ${code}: ${out}`))))
  })
}

async function firstSlug(base: string): Promise<string> {
  const body = (await (await fetch(`${base}${apiPaths.projects}`)).json()) as { data: { slug: string }[] }
  return body.data[0].slug
}

async function mixedSection(pgUrl: RunningPg): Promise<void> {
  heading(`Mixed load through nginx: wrk -t2 -c32, ${SECONDS} s after 3 s of warm-up`)
  say('  Per 100 requests: 55 pages (8 kinds, Accept-Encoding: br), 35 blog API calls (list, page, article, recent),')
  say('  10 contact-form posts (JSON, each with its own Idempotency-Key, e-mail and X-Forwarded-For address). Mail is')
  say('  written as .eml files (no SMTP_URL). Failed = non-2xx/3xx answers and socket errors.')
  say('')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-mix-'))
  const rows: (string | number)[][] = [['setup', 'req/s', 'p50', 'p99', 'requests', 'failed', 'leads stored']]
  let ceiling: WrkFigures | null = null
  const setups: [string, 'sqlite' | 'postgres', number][] = [
    ['SQLite × 1 instance', 'sqlite', 1],
    ['PostgreSQL × 1', 'postgres', 1],
    ['PostgreSQL × 2', 'postgres', 2],
    ['PostgreSQL × 3', 'postgres', 3],
  ]
  for (const [label, database, instances] of setups) {
    process.stdout.write(`  ${label}: starting ...`)
    const cluster = await startCluster({
      instances,
      database,
      postgres: database === 'postgres' ? pgUrl.pg : undefined,
      basePort: BASE_PORT,
      ceilingPath: CEILING_PATH,
      env: { RATE_LIMIT_PER_HOUR: '10000' },
    })
    try {
      const script = path.join(dir, 'mix.lua')
      writeFileSync(script, mixScript(await firstSlug(cluster.url)))
      process.stdout.write(' warm-up ...')
      await wrk(cluster.url, 3, script)
      const leadsBefore = await countLeads(cluster, 'mix-%')
      process.stdout.write(' measuring ...\n')
      const f = await wrk(cluster.url, SECONDS, script)
      const leads = (await countLeads(cluster, 'mix-%')) - leadsBefore
      rows.push([label, perSecond(f.rps), ms(f.p50Ms), ms(f.p99Ms), f.requests, f.failures, leads])
      if (instances === 3) ceiling = await wrk(`${cluster.url}${CEILING_PATH}`, 5)
    } finally {
      await cluster.stop()
    }
  }
  if (ceiling)
    rows.push(['wrk ceiling (nginx return 200 "ok")', perSecond(ceiling.rps), ms(ceiling.p50Ms), ms(ceiling.p99Ms), ceiling.requests, ceiling.failures, na])
  table(rows)
  rmSync(dir, { recursive: true, force: true })
}

async function countLeads(cluster: Cluster, like: string): Promise<number> {
  return (await leadRows(cluster, like)).length
}

/** Every stored submission whose address matches `like`, read from the cluster's database. */
async function leadRows(cluster: Cluster, like: string): Promise<{ email: string }[]> {
  if (cluster.databaseUrl) {
    const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} })
    try {
      return await sql<{ email: string }[]>`SELECT email FROM submissions WHERE email LIKE ${like}`
    } finally {
      await sql.end()
    }
  }
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(path.join(cluster.dataDir, 'site.db'), { readOnly: true })
  try {
    return db.prepare('SELECT email FROM submissions WHERE email LIKE ?').all(like) as { email: string }[]
  } finally {
    db.close()
  }
}

// ---------- visitors who retry ----------

interface VisitorLog {
  /** Address of each lead the site acknowledged (2xx), and when. */
  acked: Map<string, number>
  /** Leads given up on (never acknowledged after every try). */
  abandoned: string[]
  /** Times (ms since start) of failed requests: 5xx, 429 or a network error. */
  failures: number[]
  /** How each failed: the status, or the network error's code. */
  failureKinds: Map<string, number>
  requests: number
  /** Times of each acknowledged post. */
  ackTimes: number[]
}

/**
 * `concurrency` visitors for `ms`: each sends a contact post and loads a page in turn. A post that fails (5xx, a
 * reset, a timeout) is sent again after 200 ms with the same body and Idempotency-Key, as the form's code does
 * when the visitor presses Send again, for up to 60 s. `at` runs `event` once, `eventAt` ms after the start.
 * Visitors for whom `keyed` says no send no Idempotency-Key (another API caller): their addresses start with
 * `<prefix>-nokey-`, the others' with `<prefix>-key-`.
 */
async function visitors(
  base: string,
  prefix: string,
  opts: { concurrency: number; ms: number; eventAt: number; event: () => Promise<void>; keyed?: (visitor: number) => boolean },
): Promise<VisitorLog & { eventStartedAt: number; eventTookMs: number }> {
  const log: VisitorLog = { acked: new Map(), abandoned: [], failures: [], failureKinds: new Map(), requests: 0, ackTimes: [] }
  const start = performance.now()
  const now = () => performance.now() - start
  let eventStartedAt = -1
  let eventTookMs = 0
  const eventDone = (async () => {
    await sleep(opts.eventAt)
    eventStartedAt = now()
    await opts.event()
    eventTookMs = now() - eventStartedAt
  })()
  let n = 0
  const send = async (init: RequestInit, url: string): Promise<boolean> => {
    log.requests++
    let kind: string
    try {
      const r = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
      await r.arrayBuffer()
      if (r.ok) return true
      kind = `${init.method ?? 'GET'} ${r.status}`
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } }
      kind = `${init.method ?? 'GET'} ${e.cause?.code ?? e.name}`
    }
    log.failures.push(now())
    log.failureKinds.set(kind, (log.failureKinds.get(kind) ?? 0) + 1)
    return false
  }
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, visitor) => {
      const keyed = opts.keyed?.(visitor) ?? true
      while (now() < opts.ms) {
        const email = `${prefix}-${keyed ? 'key' : 'nokey'}-${++n}-${randomBytes(3).toString('hex')}@example.com`
        const key = keyed ? { 'Idempotency-Key': `"${randomBytes(16).toString('hex')}"` } : undefined
        const init: RequestInit = {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...key, 'X-Forwarded-For': `10.9.${n % 250}.${(n >> 8) % 250}` },
          body: JSON.stringify({ firstName: 'Retry', lastName: 'Visitor', email, message: 'Please call me about a residence permit in Istanbul.' }),
        }
        const first = now()
        let ok = false
        while (!ok && now() - first < 60_000) {
          ok = await send(init, `${base}${apiPaths.contactUs}`)
          if (!ok) await sleep(200)
        }
        if (ok) {
          log.acked.set(email, now())
          log.ackTimes.push(now())
        } else log.abandoned.push(email)
        await send({}, `${base}/faq`)
      }
    }),
  )
  await eventDone
  return { ...log, eventStartedAt, eventTookMs }
}

/** Leads acknowledged but not stored, and addresses stored more than once. */
async function leadCheck(cluster: Cluster, prefix: string, acked: Map<string, number>): Promise<{ lost: number; duplicated: number; stored: number }> {
  const rows = await leadRows(cluster, `${prefix}-%`)
  const count = new Map<string, number>()
  for (const r of rows) count.set(r.email, (count.get(r.email) ?? 0) + 1)
  const lost = [...acked.keys()].filter((e) => !count.has(e)).length
  const duplicated = [...count.values()].filter((c) => c > 1).length
  return { lost, duplicated, stored: rows.length }
}

/**
 * The firm's e-mail about each lead whose address starts with `prefix-`, as queued in the outbox (which then sends
 * each queued message once: the mail section): how many leads have one, how many acknowledged leads have none, and
 * how many have more than one (a lead stored twice is mailed twice).
 */
async function firmMailCheck(
  cluster: Cluster,
  prefix: string,
  acked: Map<string, number>,
): Promise<{ mailed: number; lost: number; twice: number }> {
  const sql = postgres(cluster.databaseUrl!, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ email: string; n: number }[]>`
      SELECT s.email, count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE s.email LIKE ${`${prefix}-%`} AND o.purpose = 'firm-notification' GROUP BY s.email`
    const mailed = new Map(rows.map((r) => [r.email, r.n]))
    return { mailed: mailed.size, lost: [...acked.keys()].filter((e) => !mailed.has(e)).length, twice: rows.filter((r) => r.n > 1).length }
  } finally {
    await sql.end()
  }
}

/** The longest time with no post acknowledged, from `from` on (ms). */
function longestGap(times: number[], from: number, to: number): number {
  const t = [from, ...times.filter((x) => x >= from && x <= to).sort((a, b) => a - b), to]
  let gap = 0
  for (let i = 1; i < t.length; i++) gap = Math.max(gap, t[i] - t[i - 1])
  return gap
}

function kinds(log: VisitorLog): string {
  return [...log.failureKinds].map(([k, n]) => `${n} × ${k}`).join(', ') || 'none'
}

function errorWindow(failures: number[]): string {
  if (!failures.length) return '0 ms (no failed request)'
  return `${ms(Math.max(...failures) - Math.min(...failures))} (first failure at ${ms(Math.min(...failures))})`
}

interface RunningPg {
  pg: Awaited<ReturnType<typeof startPostgres>>
}

async function outboxNotSent(cluster: Cluster, prefix: string): Promise<number> {
  const sql = postgres(cluster.databaseUrl!, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE s.email LIKE ${`${prefix}-%`} AND o.status <> 'sent'`
    return row.n
  } finally {
    await sql.end()
  }
}

/** Mail that reached the sink: how many copies of each Message-ID among those whose raw text matches. */
function copies(smtp: TestSmtp, match: (raw: string) => boolean): { received: number; distinct: number; twice: number } {
  const ids = new Map<string, number>()
  let received = 0
  for (const m of smtp.received) {
    if (!match(m.raw)) continue
    received++
    const id = /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1] ?? `(none ${received})`
    ids.set(id, (ids.get(id) ?? 0) + 1)
  }
  return { received, distinct: ids.size, twice: [...ids.values()].filter((c) => c > 1).length }
}

async function waitUntil(test: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number | null> {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    if (await test()) return performance.now() - start
    await sleep(50)
  }
  return null
}

// ---------- the three-instance scenarios ----------

async function threeInstanceSections(pg: RunningPg): Promise<void> {
  const smtp = new TestSmtp()
  await smtp.start()
  const cluster = await startCluster({
    instances: 3,
    database: 'postgres',
    postgres: pg.pg,
    basePort: BASE_PORT,
    env: { RATE_LIMIT_PER_HOUR: '10000', SMTP_URL: smtp.url(), OUTBOX_INTERVAL_MS: '200' },
  })
  try {
    const sections: [string, () => Promise<void>][] = [
      ['kill', () => killSection(cluster, smtp)],
      ['restart', () => restartSection(cluster, pg, smtp)],
      ['publish', () => publishSection(cluster)],
      ['mail', () => mailSection(cluster, smtp)],
    ]
    for (const [name, run] of sections) {
      if (!only.includes(name)) continue
      await run()
      // An instance that died on its own (not the one killed on purpose, which is started again) is a finding.
      cluster.instances.forEach((s, i) => {
        if (s.child.exitCode !== null || s.child.signalCode !== null)
          say(`  Instance ${i + 1} is not running (${s.child.exitCode ?? s.child.signalCode}): ${s.output().trim().split('\n').slice(-4).join(' | ')}`)
      })
    }
  } finally {
    await cluster.stop()
    await smtp.stop()
  }
}

async function killSection(cluster: Cluster, smtp: TestSmtp): Promise<void> {
  const eventAt = Math.round((SECONDS * 1000) / 3)
  heading(`kill -9 of one of three instances under load (${SECONDS} s, 16 visitors, kill at ${ms(eventAt)})`)
  say('  Each visitor posts a contact form and loads /faq in turn, through nginx, which resends a post to another')
  say('  instance when the first failed after receiving it (non_idempotent); a failed post is also sent again after')
  say("  200 ms with the same body. Half the visitors send an Idempotency-Key (as the site's form does), half none")
  say("  (another API caller). Leads and the firm's e-mail about each are then counted in PostgreSQL.")
  say('')
  const victim = cluster.instances[1]
  const log = await visitors(cluster.url, 'kill', {
    concurrency: 16,
    ms: SECONDS * 1000,
    eventAt,
    event: () => victim.kill9(),
    keyed: (visitor) => visitor % 2 === 0,
  })
  table([
    ['requests', log.requests],
    ['failed requests', `${log.failures.length} (${kinds(log)})`],
    ['error window (first to last failure)', errorWindow(log.failures)],
    ['longest time without an acknowledged post after the kill', ms(longestGap(log.ackTimes, log.eventStartedAt, SECONDS * 1000))],
    ['leads given up (not acknowledged in 60 s)', log.abandoned.length],
  ])
  say('')
  const rows: (string | number)[][] = [['posts', 'acknowledged', 'stored', 'mailed', 'lost', 'duplicated', 'mailed twice']]
  const found: [string, boolean][] = []
  for (const keyed of ['key', 'nokey']) {
    const prefix = `kill-${keyed}`
    const acked = new Map([...log.acked].filter(([email]) => email.startsWith(`${prefix}-`)))
    const leads = await leadCheck(cluster, prefix, acked)
    const mail = await firmMailCheck(cluster, prefix, acked)
    const what = keyed === 'key' ? 'with Idempotency-Key' : 'without it'
    rows.push([what, acked.size, leads.stored, mail.mailed, leads.lost, leads.duplicated, mail.twice])
    found.push([`${what}: leads lost after kill -9: ${leads.lost} (acknowledged but not stored), ${mail.lost} not mailed`, leads.lost === 0 && mail.lost === 0])
    found.push([`${what}: leads duplicated after kill -9: ${leads.duplicated}, mailed twice: ${mail.twice}`, leads.duplicated === 0 && mail.twice === 0])
  }
  table(rows)
  for (const [what, ok] of found) check(what, ok)
  // The killed instance's claimed mail waits for its lease (5 min) to run out; the rest must all go out.
  const sql = postgres(cluster.databaseUrl!, { max: 1, onnotice: () => {} })
  const [held] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM outbox WHERE status = 'sending' AND lease_holder LIKE ${`%:${victim.child.pid}:%`}`
  await sql.end()
  say(`  Mail the killed instance had claimed and not sent: ${held.n} (sent by another instance once its 5-minute lease runs out).`)
  await cluster.restartInstance(1)
  void smtp
}

async function restartSection(cluster: Cluster, pg: RunningPg, smtp: TestSmtp): Promise<void> {
  const eventAt = Math.round((SECONDS * 1000) / 3)
  heading(`PostgreSQL restarted under load (pg_ctl restart -m fast at ${ms(eventAt)}, ${SECONDS} s, 16 visitors)`)
  // The previous scenario's mail first (all but what the killed instance holds until its lease runs out): the outbox
  // sends oldest first, so on a quiet machine, where the kill scenario stores a thousand leads, their mail would still
  // be going out during this one's wait and the restart's mail would look stuck (seen: 0 of 2,618 after 60 s).
  await waitUntil(async () => (await outboxNotSent(cluster, 'kill')) <= 10, 300_000)
  const log = await visitors(cluster.url, 'pgr', { concurrency: 16, ms: SECONDS * 1000, eventAt, event: () => pg.pg.restart() })
  const leads = await leadCheck(cluster, 'pgr', log.acked)
  const outage = longestGap(log.ackTimes, log.eventStartedAt, SECONDS * 1000)
  // The outbox sends about 30 messages a second here (SMTP to the in-process sink), two per lead: the wait grows with
  // the leads stored, at least 60 s.
  const waitMs = Math.max(60_000, log.acked.size * 2 * 50)
  const resumed = await waitUntil(async () => (await outboxNotSent(cluster, 'pgr')) === 0, waitMs)
  const mail = copies(smtp, (raw) => raw.includes('pgr-'))
  table([
    ['pg_ctl restart took', ms(log.eventTookMs)],
    ['write outage (longest time without an acknowledged post)', ms(outage)],
    ['failed requests', `${log.failures.length} (${kinds(log)})`],
    ['error window (first to last failure)', errorWindow(log.failures)],
    ['posts acknowledged', log.acked.size],
    ['leads given up', log.abandoned.length],
    ['their mail all sent after the load', resumed === null ? `no, after ${ms(waitMs)}` : `yes, ${ms(resumed)} after the load ended`],
    ['mail received for them (Message-IDs, copies)', `${mail.distinct}, ${mail.received}`],
    [
      "postgres.js's write-after-close error survived (server/uncaught.ts)",
      cluster.instances.map((s, i) => `instance ${i + 1}: ${s.output().split('closed while a query was being sent').length - 1}×`).join(', '),
    ],
  ])
  check(`leads lost over the restart: ${leads.lost}`, leads.lost === 0)
  check(`leads duplicated over the restart: ${leads.duplicated}`, leads.duplicated === 0)
  check('the outbox sent their mail by itself after the restart', resumed !== null)
}

async function publishSection(cluster: Cluster): Promise<void> {
  heading('Publish propagation: a post published through the Store, polled on the other instances')
  say('  The Store writes the post (as the back office on instance 1 would); instances 2 and 3 are asked directly,')
  say('  every 50 ms, for the article page, the article API call and the blog list page, whose caches were warm.')
  say('')
  const [template] = (await readPostFiles([path.join(repoRoot, 'server/blog/seed-posts')])).filter((p) => !p.language || p.language === 'en')
  const store = await openStore({ dataDir: cluster.dataDir, DATABASE_URL: cluster.databaseUrl! })
  const rows: (string | number)[][] = [['trial', 'instance', 'article page', 'article API', '/blog list']]
  const worst: number[] = []
  const writes: number[] = []
  try {
    for (let trial = 1; trial <= 3; trial++) {
      const slug = `cluster-propagation-${Date.now().toString(36)}`
      const title = `Propagation trial ${trial} ${slug.slice(-6)}`
      const targets = cluster.instances.slice(1)
      // Warm each instance's caches with the current list, and its answer for the not-yet-existing article.
      for (const s of targets) for (const p of ['/blog', `/blog/${slug}`, `${apiPaths.blogArticle}/${slug}`]) await fetch(`${s.base}${p}`).then((r) => r.arrayBuffer(), () => null)
      const publishedAt = new Date().toISOString()
      const w0 = performance.now()
      await store.posts.importPosts([{ ...template, slug, title, publishedAt }], publishedAt)
      // From the commit: what another instance can see from then on.
      const t0 = performance.now()
      writes.push(t0 - w0)
      const results = await Promise.all(
        targets.map(async (s) => {
          const shows = async (p: string, text: string) => {
            const r = await fetch(`${s.base}${p}`).catch(() => null)
            return !!r?.ok && (await r.text()).includes(text)
          }
          const since = async (p: string, text: string) => {
            const took = await waitUntil(() => shows(p, text), 10_000)
            return took === null ? null : performance.now() - t0
          }
          return Promise.all([since(`/blog/${slug}`, title), since(`${apiPaths.blogArticle}/${slug}`, title), since('/blog', slug)])
        }),
      )
      results.forEach((r, i) => {
        rows.push([trial, i + 2, ...r.map((t) => (t === null ? 'over 10 s' : ms(t)))])
        worst.push(...r.map((t) => t ?? Infinity))
      })
    }
  } finally {
    await store.close()
  }
  table(rows)
  say(`  Times from the commit; the write itself took ${writes.map((w) => ms(w)).join(', ')}.`)
  check(`every instance showed the published post within 2 s (slowest: ${Number.isFinite(Math.max(...worst)) ? ms(Math.max(...worst)) : 'over 10 s'})`, Math.max(...worst) <= 2000)
}

async function mailSection(cluster: Cluster, smtp: TestSmtp): Promise<void> {
  heading(`E-mail exactly once: ${MAILS} messages queued while three instances send (OUTBOX_INTERVAL_MS=200)`)
  const store = await openStore({ dataDir: cluster.dataDir, DATABASE_URL: cluster.databaseUrl! })
  const tag = `bench-mail-${randomBytes(3).toString('hex')}`
  const t0 = performance.now()
  try {
    for (let i = 0; i < MAILS; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, MAILS - i) }, (_, j) =>
          store.outbox.enqueue(
            null,
            'firm',
            { to: { name: 'Firm', address: `firm+${i + j}@example.com` }, subject: `${tag} ${i + j}`, text: `Message ${i + j}`, html: `<p>Message ${i + j}</p>` },
            new Date().toISOString(),
          ),
        ),
      )
    }
  } finally {
    await store.close()
  }
  const queuedMs = performance.now() - t0
  const mine = (raw: string) => raw.includes(tag)
  const done = await waitUntil(() => copies(smtp, mine).distinct >= MAILS, 300_000)
  await sleep(2000) // a late second copy would arrive now
  const c = copies(smtp, mine)
  table([
    ['queued in', ms(queuedMs)],
    ['all received', done === null ? 'no, after 300 s' : `${ms(queuedMs + done)} after the first was queued`],
    ['received / distinct Message-IDs / sent twice', `${c.received} / ${c.distinct} / ${c.twice}`],
  ])
  check(`${MAILS} queued, ${c.distinct} received: none missing`, c.distinct === MAILS)
  check(`mail sent twice: ${c.twice} (${c.received - c.distinct} extra copies)`, c.twice === 0 && c.received === c.distinct)
}

/** What the figures mean beyond this machine (printed under them). */
const EXPECTATION = [
  'On more cores: here wrk, nginx, PostgreSQL, every instance and the other sessions share 2 cores, so a second or',
  'third instance mostly shows that the site scales at all and stays correct, not how far: each instance is one',
  'Node process that renders pages on one core. With a core per instance (and PostgreSQL and nginx on their own),',
  'one would expect page and API throughput to grow about linearly with instances until PostgreSQL or nginx is the limit; form',
  'posts are a small share of a law firm site\'s traffic and cost one short transaction each. The failure figures',
  '(lost and duplicated leads, mail sent twice, propagation) do not depend on the number of cores.',
]

// ---------- main ----------

function header(): void {
  const git = (...a: string[]) => execFileSync('git', ['-C', repoRoot, ...a], { encoding: 'utf8' }).trim()
  const cpus = os.cpus()
  say('npm run bench:cluster (scripts/bench-cluster.ts). One run on a machine shared with other work at the same')
  say('time (other sessions building and testing): one sample, not a capacity rating.')
  say('')
  table([
    ['date', new Date().toISOString()],
    ['commit', `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (uncommitted changes)' : ''}: ${git('log', '-1', '--format=%s')}`],
    ['machine', `${cpus.length} cores (${cpus[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.type()} ${os.release()}`],
    ['load average at start', os.loadavg().map((l) => l.toFixed(2)).join(', ')],
    ['node', process.version],
    // Only the mixed section runs wrk: the others run without it.
    ['wrk', spawnSync(WRK, ['-v'], { encoding: 'utf8' }).stdout?.split('\n')[0].replace(/\s*Copyright.*$/, '') ?? 'not installed'],
    ['nginx', spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()],
    ['PostgreSQL', spawnSync('sh', ['-c', 'ls /usr/lib/postgresql'], { encoding: 'utf8' }).stdout.trim() + ' (Debian; fsync off: a throw-away cluster)'],
  ])
}

header()
const pgDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-pg-'))
// As root, PostgreSQL runs as the postgres user, who must pass through this folder.
chmodSync(pgDir, 0o711)
const pg: RunningPg = { pg: await startPostgres(path.join(pgDir, 'cluster')) }
let failed = false
try {
  if (only.includes('mixed')) await mixedSection(pg)
  if (['kill', 'restart', 'publish', 'mail'].some((s) => only.includes(s))) await threeInstanceSections(pg)
} catch (error) {
  failed = true
  say(`\nBench stopped: ${(error as Error).stack ?? error}`)
} finally {
  await pg.pg.stop()
  rmSync(pgDir, { recursive: true, force: true })
}
const bad = checks.filter((c) => !c.ok)
say('')
say(`Checks: ${checks.length - bad.length} of ${checks.length} passed${bad.length ? `; FAILED: ${bad.map((c) => c.what).join('; ')}` : ''}.`)
say('')
for (const l of EXPECTATION) say(l)
if (!args.has('no-write') && only.length === 5)
  writeFileSync(
    path.join(repoRoot, 'docs/benchmarks/cluster.md'),
    `# Several instances: npm run bench:cluster\n\nIssue 23's figures, as the bench printed them.\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\`\n`,
  )
process.exit(failed || bad.length ? 1 : 0)
