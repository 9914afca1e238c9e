/**
 * npm run bench:reliability — tries to break the server the way an attacker or bad luck would, and prints what
 * happened per scenario. It asserts nothing (the tests do); it is the measurement behind the hardening work.
 * Every scenario starts its own server (node server/index.ts, configured only through the environment) on a
 * scratch data folder. Options: --only=fuzz,slow,flood,smtp,kill,disk,lock  --fuzz=<requests> (default 12000)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, openSync, writeSync, closeSync, existsSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { DatabaseSync } from 'node:sqlite'
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process.ts'
import { repoRoot, tempDir, validContact } from '../server/test/harness.ts'
import { TestSmtp } from '../server/test/smtp.ts'

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const only = args.get('only')?.split(',')
const FUZZ_REQUESTS = Number(args.get('fuzz') ?? 12_000)
const CONTACT = '/api/email/Form/ContactUs'
const GUIDE = '/api/email/Form/DownloadGuidline'

// ---------- helpers ----------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/**
 * Where a server's memory is: V8's committed heap (and its new space) from a Node diagnostic report, which the server
 * writes when sent SIGUSR2 (started with `--report-on-signal`; a report does not collect garbage), the rest of RSS
 * being native (the C allocator's arenas, buffers, code). Lets a figure say what grew, not only that RSS did.
 */
async function heapMb(pid: number, reportDir: string): Promise<{ heap: number; young: number; used: number } | null> {
  const before = new Set(readdirSync(reportDir))
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 100; i++) {
    await sleep(50)
    const name = readdirSync(reportDir).find((n) => !before.has(n) && n.endsWith('.json'))
    if (!name) continue
    try {
      const heap = (
        JSON.parse(readFileSync(path.join(reportDir, name), 'utf8')) as {
          javascriptHeap: { totalMemory: number; usedMemory: number; heapSpaces: Record<string, { memorySize: number }> }
        }
      ).javascriptHeap
      const mb = (n: number) => n / 1024 / 1024
      return { heap: mb(heap.totalMemory), young: mb(heap.heapSpaces.new_space?.memorySize ?? 0), used: mb(heap.usedMemory) }
    } catch {
      // The report is still being written.
    }
  }
  return null
}

function memoryLine(label: string, rss: number, heap: { heap: number; young: number; used: number } | null): string {
  if (!heap) return `  ${label}: RSS ${rss.toFixed(0)} MB`
  return `  ${label}: RSS ${rss.toFixed(0)} MB = V8 heap ${heap.heap.toFixed(0)} MB (new space ${heap.young.toFixed(0)}, in use ${heap.used.toFixed(0)}) + native ${(rss - heap.heap).toFixed(0)} MB`
}

type Outcome = number | 'closed' | 'timeout' | 'error'

/** Sends raw bytes on a new connection and reads the status code of the first response. */
function raw(port: number, bytes: Buffer | string, timeoutMs = 15_000, halfClose = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let data = ''
    let done = false
    const finish = (o: Outcome) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve(o)
    }
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    socket.on('data', (d) => {
      data += d.toString('latin1')
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data)
      if (m) finish(Number(m[1]))
    })
    socket.on('error', () => finish(data ? 'error' : 'closed'))
    socket.on('close', () => finish('closed'))
    // halfClose: the client says it has nothing more to send, so a cut-short body is an error the server sees
    // at once (clients that keep waiting are the slow-client scenario). Node aborts a request whose client
    // half-closed, so normal requests keep the connection open until the answer.
    if (halfClose) socket.end(bytes)
    else socket.write(bytes)
  })
}

function request(method: string, target: string, headers: Record<string, string>, body?: Buffer | string): Buffer {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close']
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`)
  if (body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'transfer-encoding'))
    lines.push(`Content-Length: ${payload.length}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])
}

const json = (target: string, body: string | Buffer, extra: Record<string, string> = {}) =>
  request('POST', target, { 'Content-Type': 'application/json', ...extra }, body)

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++])
    }),
  )
}

function table(rows: (string | number)[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  for (const r of rows) console.log('  ' + r.map((c, i) => String(c).padEnd(widths[i])).join('  '))
}

function heading(title: string): void {
  console.log(`\n=== ${title} ===`)
}

const servers: ServerProcess[] = []
async function server(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<ServerProcess> {
  const s = await startServerProcess(env, opts)
  servers.push(s)
  return s
}
async function stopAll() {
  for (const s of servers.splice(0)) await s.kill9()
}

function db(dataDir: string): DatabaseSync {
  return new DatabaseSync(path.join(dataDir, 'site.db'), { readOnly: true })
}

let rngState = 42
function rand(): number {
  rngState = (rngState * 1_103_515_245 + 12_345) & 0x7fffffff
  return rngState / 0x7fffffff
}
const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]

function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

function multipartBody(fields: Record<string, string>, boundary: string): string {
  return (
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`
  )
}

// ---------- fuzz ----------

type Generator = () => Buffer
const target = () => pick([CONTACT, GUIDE])
const valid = () => ({ ...validContact, email: `fuzz${Math.floor(rand() * 1e6)}@example.com` })

const categories: Record<string, Generator> = {
  'malformed json': () =>
    json(target(), pick(['{', '{"firstName":', '{"a":1,}', 'null', '[]', '"text"', '{"firstName": "Ma\\', '\u0000{}', 'tru', '{}{}'])),
  'wrong types': () =>
    json(
      target(),
      JSON.stringify({
        firstName: pick([1, null, [], {}, true, 'x']),
        lastName: pick([2, ['a'], { a: 1 }]),
        email: pick([3, ['x@y.z'], null]),
        message: pick([{}, 4, false]),
        guidelineName: pick([5, [], 'Secret']),
      }),
    ),
  'boundary sizes': () => {
    const n = pick([99, 100, 101, 253, 254, 255, 4999, 5000, 5001])
    const field = pick(['firstName', 'lastName', 'email', 'message'])
    const body = { ...valid(), [field]: field === 'email' ? `${'a'.repeat(Math.max(1, n - 12))}@example.com` : 'a'.repeat(n) }
    return json(target(), JSON.stringify(body))
  },
  'huge bodies': () => {
    const size = pick([32 * 1024 - 1, 32 * 1024, 32 * 1024 + 1, 200_000, 1_000_000])
    return json(target(), JSON.stringify({ ...valid(), message: 'x'.repeat(Math.max(0, size - 100)) }))
  },
  'deep nesting': () => json(target(), deepJson(pick([100, 1000, 5000]))),
  'invalid utf-8': () =>
    json(
      target(),
      Buffer.concat([Buffer.from('{"firstName":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('","lastName":"x"}')]),
    ),
  'nul and control characters': () =>
    json(
      target(),
      JSON.stringify({ ...valid(), firstName: `Ma\u0000ria`, lastName: `Ke\u0007ller\u001b[31m`, message: 'hi\u0000there\u0008' }),
    ),
  crlf: () =>
    json(
      target(),
      JSON.stringify({
        ...valid(),
        firstName: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com\r\nBcc: x@example.com',
        message: 'a\r\n.\r\nRCPT TO:<x@example.com>',
      }),
    ),
  'prototype pollution': () =>
    json(
      target(),
      pick([
        '{"__proto__":{"admin":true},"firstName":"Maria"}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '{"firstName":{"__proto__":{"toString":1}}}',
      ]),
    ),
  'html and script': () =>
    json(
      target(),
      JSON.stringify({
        ...valid(),
        firstName: '<img src=x onerror=alert(1)>',
        lastName: '"><script>alert(1)</script>',
        message: '<script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a>',
      }),
    ),
  'content types': () => {
    const type = pick([
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=abc',
      'multipart/form-data; boundary=',
      'application/json; charset=utf-16',
      'image/png',
      '',
      'application/json, text/html',
    ])
    const body = type.startsWith('multipart')
      ? pick([multipartBody(valid(), 'abc'), '--abc\r\nbroken', 'firstName=x'])
      : pick(['firstName=Maria&lastName=Keller', JSON.stringify(valid()), '<x/>', '\u0000\u0001'])
    return request('POST', target(), type ? { 'Content-Type': type } : {}, body)
  },
  multipart: () => {
    const boundary = pick(['b1', 'x'.repeat(70), '----WebKitFormBoundary7MA4YWxkTrZu0gW'])
    const fields = { ...valid(), returnTo: pick(['/contact-us', '//evil.example', '/faq']) }
    const body = pick([
      multipartBody(fields, boundary),
      multipartBody(fields, boundary).slice(0, 60),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${'A'.repeat(1000)}\r\n--${boundary}--\r\n`,
    ])
    return request('POST', target(), { 'Content-Type': pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data']) }, body)
  },
  'no-js invalid posts': () =>
    request(
      'POST',
      target(),
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      `firstName=&lastName=x&email=bad&message=&returnTo=${pick(['/contact-us', '/faq', '/', '/blog'])}`,
    ),
  'chunked framing': () => {
    const good = JSON.stringify(valid())
    const body = pick([
      `${good.length.toString(16)}\r\n${good}\r\n0\r\n\r\n`,
      'zz\r\nabc\r\n0\r\n\r\n',
      `5\r\n{"a":\r\n`,
      `ffffffffff\r\nx\r\n`,
      `${(40_000).toString(16)}\r\n${'x'.repeat(40_000)}\r\n0\r\n\r\n`,
    ])
    return request('POST', target(), { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, body)
  },
  'odd paths': () =>
    request(
      'GET',
      pick([
        '/../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/assets/..%2f..%2fpackage.json',
        '//evil.example/',
        '/\\evil.example',
        '/%00',
        '/blog/%ff%fe',
        '/services/%2e%2e',
        '/api/../server/index.ts',
        '/.env',
        '/data/site.db',
        '/blog?page=-1&q=' + 'x'.repeat(300),
        '/blog?utm_source=' + Math.floor(rand() * 1e9),
      ]),
      {},
    ),
  'odd methods': () =>
    request(
      pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO', 'PROPFIND', 'HEAD']),
      pick(['/', CONTACT, '/faq', '/api/client/Content/GetAllProjects']),
      {},
    ),
  'long urls and headers': () => {
    const n = pick([2000, 8000, 17_000, 70_000])
    return pick([
      request('GET', `/${'a'.repeat(n)}`, {}),
      request('GET', '/faq', { 'X-Long': 'b'.repeat(n) }),
      request('GET', `/blog?q=${'c'.repeat(n)}`, {}),
    ])
  },
  'normal pages': () =>
    request(
      'GET',
      pick(['/', '/faq', '/blog', '/blog?page=2', '/services/labor-law', '/contact-us', '/api/client/Content/GetAllProjects', '/healthz']),
      {},
    ),
}

/**
 * What a normal day of the site looks like, the reference for memory: every page type (prerendered and rendered
 * on request), the posts call and the health check, a page that does not exist, and one lead in ten (contact
 * messages and guide requests, valid, as visitors send them).
 */
function normalTraffic(): Buffer {
  if (rand() < 0.1)
    return rand() < 0.5
      ? json(CONTACT, JSON.stringify(valid()))
      : json(GUIDE, JSON.stringify({ ...valid(), guidelineName: 'RealEstate_Guideline' }))
  return request(
    'GET',
    pick([
      '/',
      '/faq',
      '/blog',
      '/blog?page=2',
      '/blog?q=residence',
      '/blog/buying-property-in-turkey-as-a-foreigner',
      '/services/labor-law',
      '/guides/real-estate-guide',
      '/case-studies/wei-journey-to-turkish-citizenship',
      '/our-team',
      '/contact-us',
      '/no-such-page',
      '/api/client/Content/GetAllProjects',
      '/healthz',
    ]),
    {},
  )
}

async function normalLoad(port: number, requests: number): Promise<void> {
  const items = Array.from({ length: requests }, () => normalTraffic())
  await pool(items, 10, async (b) => void (await raw(port, b)))
}

// RSS is read this long after the load stops, after normal traffic as after the fuzz run: long enough for the
// allocator to give back what it purges on its own (jemalloc within about 1 s, server/serve.sh).
const QUIET_MS = 3000

/** The C allocator the server process runs on, read from its memory map. */
function allocator(pid: number): string {
  return /libjemalloc/.test(readFileSync(`/proc/${pid}/maps`, 'utf8')) ? 'jemalloc' : 'the system malloc'
}

async function fuzzScenario(): Promise<void> {
  heading(
    `fuzz: ${FUZZ_REQUESTS} requests across ${Object.keys(categories).length} categories (rate limit raised so bodies reach validation; .eml mail)`,
  )
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bench-heap-'))
  const s = await server({
    RATE_LIMIT_PER_HOUR: '10000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${reportDir}`,
  })
  console.log(`  server started as npm run serve starts it (server/serve.sh), on ${allocator(s.child.pid!)}`)
  await normalLoad(s.port, 2000)
  await sleep(QUIET_MS)
  const rssNormal = rssMb(s.child.pid!)
  const heapNormal = await heapMb(s.child.pid!, reportDir)
  const names = Object.keys(categories)
  const plan = Array.from({ length: FUZZ_REQUESTS }, (_, i) => names[i % names.length])
  const counts = new Map<string, Map<string, number>>()
  let fiveHundreds = 0
  const fuzz = (into: Map<string, Map<string, number>>) =>
    pool(plan, 20, async (name) => {
      const outcome = await raw(s.port, categories[name](), 15_000, name === 'chunked framing')
      if (++done % 2000 === 0) process.stdout.write(`  ... ${done} requests, RSS ${rssMb(s.child.pid!).toFixed(0)} MB\n`)
      const key = typeof outcome === 'number' ? String(outcome) : outcome
      if (typeof outcome === 'number' && outcome >= 500) fiveHundreds += 1
      const row = into.get(name) ?? new Map<string, number>()
      row.set(key, (row.get(key) ?? 0) + 1)
      into.set(name, row)
    })
  const started = performance.now()
  let done = 0
  await fuzz(counts)
  const seconds = (performance.now() - started) / 1000
  const rssAfterFuzz = rssMb(s.child.pid!)
  await normalLoad(s.port, 1000)
  await sleep(QUIET_MS)
  const rssSettled = rssMb(s.child.pid!)
  const heapSettled = await heapMb(s.child.pid!, reportDir)
  // The same abuse again: memory that is steady does not grow a second time (what the first run left is code
  // compiled for the paths it reached and caches with bounds).
  await fuzz(new Map())
  await normalLoad(s.port, 1000)
  await sleep(QUIET_MS)
  const rssSecond = rssMb(s.child.pid!)
  const heapSecond = await heapMb(s.child.pid!, reportDir)
  table([
    ['category', 'requests', 'answers (status: count)'],
    ...[...counts].map(([n, m]) => [
      n,
      [...m.values()].reduce((a, b) => a + b, 0),
      [...m]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', '),
    ]),
  ])
  const mailDir = path.join(s.dataDir, 'mail')
  await sleep(3000)
  const emls = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8')) : []
  const unescaped = emls.filter((e) => /<script>alert/i.test(e.split(/Content-Type: text\/html/i)[1] ?? '')).length
  const injected = emls.filter((e) => /^Bcc:/im.test(e.split(/\r?\n\r?\n/)[0])).length
  console.log(
    `  ${FUZZ_REQUESTS} requests in ${seconds.toFixed(1)} s; 5xx answers (both runs): ${fiveHundreds}; server alive: ${s.child.exitCode === null}`,
  )
  console.log(
    `  e-mails written: ${emls.length}; with an unescaped <script> in HTML: ${unescaped}; with an injected Bcc header: ${injected}`,
  )
  console.log(
    `  RSS ${QUIET_MS / 1000} s after 2,000 requests of normal traffic (pages of every type, one lead in ten): ${rssNormal.toFixed(0)} MB; right after the fuzz run: ${rssAfterFuzz.toFixed(0)} MB; ${QUIET_MS / 1000} s after 1,000 more normal requests: ${rssSettled.toFixed(0)} MB (${(((rssSettled - rssNormal) / rssNormal) * 100).toFixed(0)} % vs normal); after a second fuzz run, settled the same way: ${rssSecond.toFixed(0)} MB (${(((rssSecond - rssSettled) / rssSettled) * 100).toFixed(0)} % vs after the first)`,
  )
  console.log(memoryLine('after normal traffic', rssNormal, heapNormal))
  console.log(memoryLine('after the fuzz run, settled', rssSettled, heapSettled))
  console.log(memoryLine('after the second fuzz run, settled', rssSecond, heapSecond))
  rmSync(reportDir, { recursive: true, force: true })
  await stopAll()
}

// ---------- slow clients ----------

function slowClient(port: number, kind: 'headers' | 'body' | 'silent'): Promise<{ outcome: string; seconds: number }> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect(port, '127.0.0.1')
    let data = ''
    let timer: NodeJS.Timeout | undefined
    const done = (outcome: string) => {
      clearInterval(timer)
      socket.destroy()
      resolve({ outcome, seconds: (performance.now() - started) / 1000 })
    }
    socket.on('data', (d) => (data += d))
    socket.on('close', () => done(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 'closed without answer'))
    socket.on('error', () => {})
    const giveUp = setTimeout(() => done('still open after 120 s'), 120_000)
    socket.on('close', () => clearTimeout(giveUp))
    if (kind === 'headers') {
      const head = `POST ${CONTACT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Padding: ${'p'.repeat(500)}\r\n\r\n`
      let i = 0
      timer = setInterval(() => i < head.length && socket.write(head[i++]), 1000)
    } else if (kind === 'body') {
      socket.write(`POST ${CONTACT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n`)
      timer = setInterval(() => socket.write('x'), 1000)
    }
  })
}

async function slowScenario(): Promise<void> {
  heading('slow clients: 100 sending headers 1 byte/s, 100 sending a body 1 byte/s, 100 silent; normal requests meanwhile')
  const s = await server()
  const kinds = ['headers', 'body', 'silent'] as const
  const all = kinds.flatMap((k) => Array.from({ length: 100 }, () => slowClient(s.port, k).then((r) => ({ kind: k, ...r }))))
  const latencies: number[] = []
  const probe = (async () => {
    for (let i = 0; i < 20; i++) {
      await sleep(1000)
      const t = performance.now()
      const res = await fetch(`${s.base}/faq`).catch(() => null)
      latencies.push(res?.status === 200 ? performance.now() - t : Number.NaN)
    }
  })()
  const results = await Promise.all(all)
  await probe
  const rows: (string | number)[][] = [['client', 'answers', 'time to close (min / max s)']]
  for (const k of kinds) {
    const mine = results.filter((r) => r.kind === k)
    const outcomes = new Map<string, number>()
    for (const r of mine) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1)
    rows.push([
      k,
      [...outcomes].map(([o, n]) => `${o}: ${n}`).join(', '),
      `${Math.min(...mine.map((r) => r.seconds)).toFixed(1)} / ${Math.max(...mine.map((r) => r.seconds)).toFixed(1)}`,
    ])
  }
  table(rows)
  const ok = latencies.filter((l) => !Number.isNaN(l))
  console.log(`  normal GET /faq meanwhile: ${ok.length}/${latencies.length} answered 200, slowest ${Math.max(...ok).toFixed(0)} ms`)
  await stopAll()
}

// ---------- flood ----------

/** What a flood left in a server's database: leads stored and mailed, held for review, and the e-mails queued. */
function floodLeft(dataDir: string): string {
  const d = db(dataDir)
  try {
    const leads = d.prepare('SELECT held, COUNT(*) AS n FROM submissions GROUP BY held').all() as { held: number; n: number }[]
    const mail = d.prepare('SELECT purpose, COUNT(*) AS n FROM outbox GROUP BY purpose ORDER BY purpose').all() as {
      purpose: string
      n: number
    }[]
    const n = (held: number) => leads.find((l) => l.held === held)?.n ?? 0
    return `stored ${n(0)}, held for review ${n(1)}; e-mails ${mail.map((m) => `${m.purpose} ${m.n}`).join(', ') || 'none'}`
  } finally {
    d.close()
  }
}

const tally = (statuses: Map<Outcome, number>) => [...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')

async function floodScenario(): Promise<void> {
  heading('flood: 200 posts from one address; 2,000 posts through a trusted proxy with spoofed X-Forwarded-For')
  const direct = await server()
  const statuses = new Map<Outcome, number>()
  await pool(
    Array.from({ length: 200 }, (_, i) => i),
    20,
    async (i) => {
      const o = await raw(direct.port, json(CONTACT, JSON.stringify({ ...validContact, email: `flood${i}@example.com` })))
      statuses.set(o, (statuses.get(o) ?? 0) + 1)
    },
  )
  console.log(`  one address, a new e-mail each time (default limits): ${tally(statuses)}; ${floodLeft(direct.dataDir)}`)
  await stopAll()

  const proxied = await server({ TRUST_PROXY: '1' })
  const spoofed = new Map<Outcome, number>()
  await pool(
    Array.from({ length: 2000 }, (_, i) => i),
    20,
    async (i) => {
      // What nginx forwards: whatever the client wrote, then the address nginx saw (always the same attacker).
      const xff = `${(i * 7) % 256}.${(i * 13) % 256}.${i % 256}.${(i * 3) % 256}, 198.51.100.66`
      const o = await raw(
        proxied.port,
        json(CONTACT, JSON.stringify({ ...validContact, email: `spoof${i}@example.com` }), { 'X-Forwarded-For': xff }),
      )
      spoofed.set(o, (spoofed.get(o) ?? 0) + 1)
    },
  )
  console.log(`  spoofed X-Forwarded-For behind TRUST_PROXY=1: ${tally(spoofed)} (accepted = 200); ${floodLeft(proxied.dataDir)}`)
  const victim = await raw(
    proxied.port,
    // Its own message: the flood's text again from that address would be a repeat of the flood's post (ADR 29).
    json(CONTACT, JSON.stringify({ ...validContact, email: 'spoof1@example.com', message: 'A question about my own residence permit.' }), {
      'X-Forwarded-For': '203.0.113.200',
    }),
  )
  console.log(`  a real visitor behind the same proxy, using an address the flood used: ${victim}`)
  await stopAll()

  // An office, a hotel or a mobile carrier's shared address: 20 people write once each within the hour (the default
  // ceiling per address: 4 × RATE_LIMIT_PER_HOUR), then 10 more.
  const shared = await server({ TRUST_PROXY: '1' })
  const office = new Map<Outcome, number>()
  const from = { 'X-Forwarded-For': '203.0.113.50' }
  await pool(
    Array.from({ length: 20 }, (_, i) => i),
    5,
    async (i) => {
      const o = await raw(shared.port, json(CONTACT, JSON.stringify({ ...validContact, email: `colleague${i}@example.com` }), from))
      office.set(o, (office.get(o) ?? 0) + 1)
    },
  )
  console.log(`  20 visitors behind one shared address, once each: ${tally(office)}; ${floodLeft(shared.dataDir)}`)
  const more = new Map<Outcome, number>()
  for (let i = 20; i < 30; i++) {
    const o = await raw(shared.port, json(CONTACT, JSON.stringify({ ...validContact, email: `colleague${i}@example.com` }), from))
    more.set(o, (more.get(o) ?? 0) + 1)
  }
  console.log(`  then 10 more visitors on that address: ${tally(more)}; ${floodLeft(shared.dataDir)}`)
  await stopAll()
}

// ---------- SMTP down, then back ----------

async function smtpScenario(): Promise<void> {
  heading('SMTP down for a burst of 100 submissions (10 s), then back (default backoff)')
  const smtpPort = await freePort()
  const s = await server({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_HOUR: '10000' })
  const sentAt = new Map<string, number>()
  const statuses = new Map<string, number>()
  for (let i = 0; i < 100; i++) {
    const email = `smtp${i}@example.com`
    const o = await raw(s.port, json(CONTACT, JSON.stringify({ ...validContact, email })))
    statuses.set(String(o), (statuses.get(String(o)) ?? 0) + 1)
    if (o === 200) sentAt.set(email, Date.now())
    await sleep(100)
  }
  const page = await raw(s.port, request('GET', '/faq', {}))
  const smtp = new TestSmtp()
  const deliveredAt = new Map<string, number[]>()
  const back = Date.now()
  await smtp.start(smtpPort)
  const origPush = smtp.received.push.bind(smtp.received)
  smtp.received.push = (...mails) => {
    for (const m of mails) for (const to of m.to) deliveredAt.set(to, [...(deliveredAt.get(to) ?? []), Date.now()])
    return origPush(...mails)
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && [...sentAt.keys()].some((e) => !deliveredAt.has(e))) await sleep(250)
  await sleep(3000)
  const delays = [...sentAt].map(([e, t]) => (deliveredAt.get(e)?.[0] ?? Number.NaN) - t)
  const twice = [...deliveredAt].filter(([to, times]) => to !== 'info@atlaslaw.example' && times.length > 1).length
  console.log(
    `  answers during the outage: ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}; a page during the outage: ${page}; crashes: ${s.child.exitCode === null ? 0 : 1}`,
  )
  console.log(
    `  e-mails received after SMTP came back: ${smtp.received.length} (expected ${sentAt.size * 2}); visitors mailed twice: ${twice}; never delivered: ${delays.filter(Number.isNaN).length}`,
  )
  console.log(
    `  delay from "sent" to delivery: worst ${(Math.max(...delays) / 1000).toFixed(1)} s; last delivery ${((Math.max(...[...deliveredAt.values()].flat()) - back) / 1000).toFixed(1)} s after SMTP came back`,
  )
  await smtp.stop()
  await stopAll()

  for (const [label, behave] of [
    ['answering garbage', (socket: net.Socket) => socket.end('garbage \u0000\u00ff not smtp\r\n')],
    ['accepting and staying silent', () => {}],
  ] as [string, (socket: net.Socket) => void][]) {
    const fake = net.createServer((socket) => {
      socket.on('error', () => {})
      behave(socket)
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const fakePort = (fake.address() as net.AddressInfo).port
    const s2 = await server({ SMTP_URL: `smtp://127.0.0.1:${fakePort}` })
    const posted = await raw(s2.port, json(CONTACT, JSON.stringify(validContact)))
    const t = Date.now()
    let tried = 0
    while (Date.now() - t < 20_000) {
      const d = db(s2.dataDir)
      tried = Number((d.prepare('SELECT COUNT(*) AS n FROM outbox WHERE attempts >= 1').get() as { n: number }).n)
      d.close()
      if (tried === 2) break
      await sleep(200)
    }
    const pageCode = await raw(s2.port, request('GET', '/faq', {}))
    console.log(
      `  SMTP ${label}: post ${posted}; both messages tried and kept for retry after ${((Date.now() - t) / 1000).toFixed(1)} s (${tried}/2); a page meanwhile ${pageCode}; server alive: ${s2.child.exitCode === null}`,
    )
    await stopAll()
    fake.close()
  }
}

// ---------- kill -9 ----------

async function killScenario(): Promise<void> {
  heading('kill -9 in the middle of a burst of 500 concurrent submissions, three rounds')
  const rows: (string | number)[][] = [['round', 'acknowledged', 'stored', 'acknowledged but missing', 'mail left after restart']]
  const dataDir = tempDir()
  const env = { RATE_LIMIT_PER_HOUR: '10000', OUTBOX_INTERVAL_MS: '200' }
  for (let round = 1; round <= 3; round++) {
    const s = await server(env, { dataDir })
    const acknowledged: string[] = []
    let answered = 0
    const killAfter = 100 + Math.floor(rand() * 200)
    const burst = Array.from({ length: 500 }, (_, i) => {
      const email = `r${round}-${i}@example.com`
      return raw(s.port, json(CONTACT, JSON.stringify({ ...validContact, email })), 30_000).then((o) => {
        answered += 1
        if (o === 200) acknowledged.push(email)
      })
    })
    while (answered < killAfter && answered < 500) await sleep(2)
    await s.kill9()
    await Promise.all(burst)
    servers.splice(servers.indexOf(s), 1)
    const restarted = await server(env, { dataDir })
    const d = db(dataDir)
    const stored = new Set((d.prepare('SELECT email FROM submissions').all() as { email: string }[]).map((r) => r.email))
    d.close()
    const missing = acknowledged.filter((e) => !stored.has(e)).length
    const deadline = Date.now() + 60_000
    let left = -1
    while (Date.now() < deadline) {
      const c = db(dataDir)
      left = Number((c.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'").get() as { n: number }).n)
      c.close()
      if (left === 0) break
      await sleep(250)
    }
    rows.push([round, acknowledged.length, [...stored].filter((e) => e.startsWith(`r${round}-`)).length, missing, left])
    await restarted.stop()
    servers.splice(servers.indexOf(restarted), 1)
  }
  table(rows)
  await stopAll()
}

// ---------- disk full, read-only ----------

async function diskScenario(): Promise<void> {
  heading('disk full on a 24 MB tmpfs, then space freed; then the same disk read-only at start')
  const mount = path.join(tempDir('law-site-tmpfs-'), 'mnt')
  mkdirSync(mount, { recursive: true })
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mount], { stdio: 'pipe' })
  } catch (error) {
    console.log(
      `  skipped: cannot mount a tmpfs here (${(error as Error).message.split('\n')[0]}). Run as root, or use a small loop-mounted file system.`,
    )
    return
  }
  try {
    const dataDir = path.join(mount, 'data')
    const s = await server({ DATA_DIR: dataDir, RATE_LIMIT_PER_HOUR: '10000', OUTBOX_BACKOFF_MS: '1000' }, { dataDir })
    const filler = path.join(mount, 'filler')
    const fd = openSync(filler, 'w')
    const chunk = Buffer.alloc(64 * 1024, 1)
    try {
      for (;;) writeSync(fd, chunk)
    } catch {
      // ENOSPC: the disk is full.
    }
    closeSync(fd)
    const results: string[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      const o = await raw(
        s.port,
        json(
          CONTACT,
          JSON.stringify({ ...validContact, email: `full${i}@example.com`, message: `${validContact.message} ${'padding '.repeat(300)}` }),
        ),
      )
      results.push(`${o} in ${(performance.now() - t).toFixed(0)} ms`)
    }
    const page = await raw(s.port, request('GET', '/blog', {}))
    const health = await raw(s.port, request('GET', '/healthz', {}))
    const summary = new Map<string, number>()
    for (const r of results) summary.set(r.split(' ')[0], (summary.get(r.split(' ')[0]) ?? 0) + 1)
    const slowest = Math.max(...results.map((r) => Number(/in (\d+)/.exec(r)![1])))
    console.log(
      `  20 posts on a full disk: ${[...summary].map(([k, v]) => `${k}: ${v}`).join(', ')} (slowest ${slowest} ms); GET /blog: ${page}; /healthz: ${health}; server alive: ${s.child.exitCode === null}`,
    )
    rmSync(filler)
    const t = Date.now()
    let recovered: Outcome = 0
    while (Date.now() - t < 30_000) {
      recovered = await raw(s.port, json(CONTACT, JSON.stringify({ ...validContact, email: `after${Date.now()}@example.com` })))
      if (recovered === 200) break
      await sleep(200)
    }
    console.log(
      `  after freeing space: a post answered ${recovered} ${((Date.now() - t) / 1000).toFixed(1)} s later; /healthz: ${await raw(s.port, request('GET', '/healthz', {}))}`,
    )
    const deadline = Date.now() + 20_000
    let pending = -1
    while (Date.now() < deadline) {
      const d = db(dataDir)
      pending = Number((d.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'").get() as { n: number }).n)
      d.close()
      if (pending === 0) break
      await sleep(250)
    }
    console.log(`  mail not yet written 20 s after freeing space: ${pending}`)
    await stopAll()

    execFileSync('mount', ['-o', 'remount,ro', mount])
    const ro = await startServerProcess({ DATA_DIR: dataDir }, { dataDir, waitReady: false })
    const code = await ro.exited
    console.log(`  start on a read-only disk: exit code ${code}, said: ${ro.output().trim().split('\n').join(' | ')}`)
  } finally {
    await stopAll()
    execFileSync('umount', [mount])
  }
}

// ---------- locked database ----------

async function lockScenario(): Promise<void> {
  heading('database held locked by another process for 8 s')
  const s = await server({ RATE_LIMIT_PER_HOUR: '10000' })
  const warm: number[] = []
  for (const url of ['/', '/faq', '/blog', '/blog?page=2', '/', '/faq', '/blog', '/blog?page=2']) {
    const t = performance.now()
    await raw(s.port, request('GET', url, {}))
    warm.push(performance.now() - t)
  }
  console.log(
    `  pages before the lock: slowest of the second round ${Math.max(...warm.slice(4)).toFixed(0)} ms (first render ${Math.max(...warm.slice(0, 4)).toFixed(0)} ms)`,
  )
  const holder = spawn(process.execPath, [path.join(repoRoot, 'server/test/hold-lock.ts'), path.join(s.dataDir, 'site.db')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  await new Promise((r) => holder.stdout.once('data', r))
  const lockedAt = performance.now()
  const forms = Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const t = performance.now()
      const o = await raw(s.port, json(CONTACT, JSON.stringify({ ...validContact, email: `locked${i}@example.com` })))
      return { o, ms: performance.now() - t }
    }),
  )
  const pageTimes: number[] = []
  const pageCodes = new Map<string, number>()
  while (performance.now() - lockedAt < 8000) {
    const t = performance.now()
    const o = await raw(s.port, request('GET', pick(['/', '/faq', '/blog', '/blog?page=2']), {}))
    pageTimes.push(performance.now() - t)
    pageCodes.set(String(o), (pageCodes.get(String(o)) ?? 0) + 1)
    await sleep(50)
  }
  const formResults = await forms
  const health = await raw(s.port, request('GET', '/healthz', {}))
  holder.stdin.end()
  await new Promise((r) => holder.on('exit', r))
  const released = performance.now()
  let after: Outcome = 0
  while (performance.now() - released < 10_000) {
    after = await raw(s.port, json(CONTACT, JSON.stringify({ ...validContact, email: `unlocked${Date.now()}@example.com` })))
    if (after === 200) break
    await sleep(100)
  }
  console.log(`  10 concurrent posts while locked: ${formResults.map((r) => `${r.o} in ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`)
  console.log(
    `  pages while locked: ${pageTimes.length} requests, ${[...pageCodes].map(([k, v]) => `${k}: ${v}`).join(', ')}; slowest ${Math.max(...pageTimes).toFixed(0)} ms; /healthz: ${health}`,
  )
  console.log(
    `  after release: a post answered ${after} within ${(performance.now() - released).toFixed(0)} ms; server alive: ${s.child.exitCode === null}`,
  )
  await stopAll()
}

// ---------- main ----------

const scenarios: [string, () => Promise<void>][] = [
  ['fuzz', fuzzScenario],
  ['slow', slowScenario],
  ['flood', floodScenario],
  ['smtp', smtpScenario],
  ['kill', killScenario],
  ['disk', diskScenario],
  ['lock', lockScenario],
]

const startedAll = performance.now()
try {
  for (const [name, run] of scenarios) {
    if (only && !only.includes(name)) continue
    try {
      await run()
    } catch (error) {
      console.log(`  scenario ${name} could not run: ${(error as Error).stack ?? error}`)
      await stopAll()
    }
  }
} finally {
  await stopAll()
}
console.log(`\nbench:reliability finished in ${((performance.now() - startedAll) / 1000).toFixed(0)} s`)
process.exit(0)
