import { afterEach, describe, expect, it } from 'vitest'
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.ts'
import { repoRoot, tempDir, validContact } from './test/harness.ts'
import { postgresMissing, testDatabase, type TestDatabase } from './test/postgres.ts'
import { SCHEMA_VERSION, sqliteMigrationName } from './db/sqlite/database.ts'
import { POSTGRES_SCHEMA_VERSION, postgresMigrations } from './db/postgres/migrations.ts'

/** What an operator reads: the server's own lines, as journald or `docker logs` gets them (server/log.ts). */
let servers: ServerProcess[] = []
let db: TestDatabase | undefined
afterEach(async () => {
  for (const s of servers) await s.kill9()
  servers = []
  await db?.drop()
  db = undefined
})

async function start(env: Record<string, string> = {}, opts: { dataDir?: string } = {}) {
  const server = await startServerProcess(env, { readyTimeoutMs: 60_000, ...opts })
  servers.push(server)
  return server
}

type Line = { time: string; level: string; msg: string } & Record<string, unknown>

/** Every line, parsed: one JSON object per line or the test fails on it. */
function lines(text: string): Line[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let parsed: Line
      try {
        parsed = JSON.parse(line) as Line
      } catch {
        throw new Error(`not a JSON line: ${line}`)
      }
      expect(parsed.time, line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(['info', 'warn', 'error'], line).toContain(parsed.level)
      expect(typeof parsed.msg, line).toBe('string')
      return parsed
    })
}

const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version
const CONTACT = '/api/email/Form/ContactUs'
const postContact = (base: string, email: string) =>
  fetch(`${base}${CONTACT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validContact, email }),
  })

const mode = (file: string) => `0${(statSync(file).mode & 0o777).toString(8)}`

describe('the server log', () => {
  it('is one JSON object per line: a line per migration on a fresh database, the start line, and per request its id, method, path, status, duration and address', async () => {
    const server = await start({ LOG_REQUESTS: 'true' })
    const started = lines(server.output())
    const migrations = started.filter((l) => l.msg.startsWith('migration '))
    expect(migrations.map((l) => [l.level, l.engine, l.version, l.name])).toEqual(
      Array.from({ length: SCHEMA_VERSION }, (_, i) => ['info', 'sqlite', i + 1, sqliteMigrationName(i + 1)]),
    )
    expect(started.find((l) => l.msg.startsWith('Site ready at'))).toMatchObject({
      level: 'info',
      engine: 'sqlite',
      database: path.join(server.dataDir, 'site.db'),
      version,
      port: server.port,
    })

    // An id sent by the proxy in front is kept and sent back; one that is not a plain token is replaced.
    const kept = await fetch(`${server.base}/faq?email=someone%40example.com&token=abc`, { headers: { 'X-Request-Id': 'nginx-7f3a9c' } })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-request-id')).toBe('nginx-7f3a9c')
    const replaced = await fetch(`${server.base}/blog`, { headers: { 'X-Request-Id': 'forged","level":"error' } })
    const newId = replaced.headers.get('x-request-id')
    expect(newId).toMatch(/^[0-9a-f-]{36}$/)
    // The build's own files carry it too.
    const asset = await fetch(`${server.base}/favicon.ico`)
    expect(asset.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    // A one-time set-up link's token is a password for 72 hours: the line names the route, not the token.
    await fetch(`${server.base}/admin/setup/Zq4xw9Setup2Token7`)

    await expect.poll(() => lines(server.stdout()).filter((l) => l.method === 'GET').length, { timeout: 5000 }).toBe(4)
    const requests = lines(server.stdout()).filter((l) => l.method === 'GET')
    expect(requests[0]).toMatchObject({
      level: 'info',
      requestId: 'nginx-7f3a9c',
      method: 'GET',
      path: '/faq',
      status: 200,
      clientIp: '127.0.0.1',
    })
    expect(requests[0].durationMs).toEqual(expect.any(Number))
    expect(requests[1]).toMatchObject({ requestId: newId, path: '/blog', status: 200 })
    expect(requests[2]).toMatchObject({ path: '/favicon.ico', status: 200, requestId: asset.headers.get('x-request-id') })
    expect(requests[3]).toMatchObject({ path: '/admin/setup/:token' })
    expect(server.output()).not.toContain('Zq4xw9Setup2Token7')
    // The query string (personal data, tokens) is never logged.
    expect(server.output()).not.toMatch(/example\.com|token=|\?/)
  }, 90_000)

  it('logs the address the trusted proxy reports with TRUST_PROXY, and the peer without it', async () => {
    const forwarded = { 'X-Forwarded-For': '203.0.113.7' }
    const direct = await start({ LOG_REQUESTS: 'true' })
    const behindProxy = await start({ LOG_REQUESTS: 'true', TRUST_PROXY: '127.0.0.1' })
    for (const s of [direct, behindProxy]) expect((await fetch(`${s.base}/faq`, { headers: forwarded })).status).toBe(200)
    const requestLine = (s: ServerProcess) => lines(s.stdout()).find((l) => l.path === '/faq')
    await expect.poll(() => requestLine(behindProxy)?.clientIp, { timeout: 5000 }).toBe('203.0.113.7')
    await expect.poll(() => requestLine(direct)?.clientIp, { timeout: 5000 }).toBe('127.0.0.1')
  }, 90_000)

  it('writes no request line without LOG_REQUESTS, and no e-mail address in any line after a form post', async () => {
    const server = await start()
    expect((await postContact(server.base, 'lead.person@example.org')).status).toBe(200)
    expect((await fetch(`${server.base}/faq`)).status).toBe(200)
    // The form's mail is written (.eml); the outbox has done its work when the folder holds both messages.
    await expect.poll(() => readdirSync(path.join(server.dataDir, 'mail')).length, { timeout: 10_000 }).toBe(2)
    const all = lines(server.output())
    expect(all.filter((l) => 'method' in l)).toEqual([])
    expect(server.output()).not.toMatch(/@example\.org|lead\.person|Keller|Maria/)
  }, 90_000)

  it('logs each failed mail attempt with its message id, purpose, attempt and error class, never its recipient', async () => {
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    expect((await postContact(server.base, 'refused.visitor@example.org')).status).toBe(200)
    const failures = () => lines(server.output()).filter((l) => l.msg.startsWith('outbox: message '))
    await expect.poll(() => failures().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    for (const failure of failures()) {
      expect(failure).toMatchObject({ level: 'warn', attempt: 1, errorClass: expect.stringMatching(/^[A-Z]/) })
      expect(failure.outboxId).toEqual(expect.any(Number))
      expect(failure.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]{12}@/)
      expect(['firm-notification', 'visitor-acknowledgement']).toContain(failure.purpose)
    }
    expect(server.output()).not.toMatch(/refused\.visitor|@example\.org/)
  }, 60_000)
})

describe('the data folder', () => {
  it('is private to the server user on a fresh start: the folder 0700, the database and the mail 0600', async () => {
    const dataDir = path.join(tempDir(), 'data')
    const server = await start({}, { dataDir })
    expect((await postContact(server.base, 'private.files@example.org')).status).toBe(200)
    const mailDir = path.join(dataDir, 'mail')
    await expect.poll(() => readdirSync(mailDir).filter((n) => n.endsWith('.eml')).length, { timeout: 10_000 }).toBe(2)
    expect(mode(dataDir)).toBe('0700')
    expect(mode(mailDir)).toBe('0700')
    expect(mode(path.join(dataDir, 'media'))).toBe('0700')
    const files = ['site.db', 'site.db-wal', 'site.db-shm'].map((n) => path.join(dataDir, n))
    for (const name of readdirSync(mailDir)) files.push(path.join(mailDir, name))
    for (const file of files) expect([file, mode(file)]).toEqual([file, '0600'])
    // Nothing was open, so nothing was said.
    expect(server.output()).not.toContain('readable by other users')
  }, 90_000)

  it('is made private at start when an older release left it readable (0755, files 0644), and says so', async () => {
    const dataDir = path.join(tempDir(), 'data')
    const first = await start({}, { dataDir })
    expect((await postContact(first.base, 'older.release@example.org')).status).toBe(200)
    await expect.poll(() => readdirSync(path.join(dataDir, 'mail')).length, { timeout: 10_000 }).toBe(2)
    await first.kill9()
    // What the releases before this one left: the folders 0755 and every file 0644.
    const mailFiles = readdirSync(path.join(dataDir, 'mail')).map((n) => path.join(dataDir, 'mail', n))
    for (const folder of [dataDir, path.join(dataDir, 'mail'), path.join(dataDir, 'media')]) chmodSync(folder, 0o755)
    for (const file of [path.join(dataDir, 'site.db'), ...mailFiles]) chmodSync(file, 0o644)
    mkdirSync(path.join(dataDir, 'media'), { recursive: true })

    const again = await start({}, { dataDir })
    expect(mode(dataDir)).toBe('0700')
    expect(mode(path.join(dataDir, 'mail'))).toBe('0700')
    expect(mode(path.join(dataDir, 'media'))).toBe('0700')
    for (const file of [path.join(dataDir, 'site.db'), ...mailFiles]) expect([file, mode(file)]).toEqual([file, '0600'])
    const said = lines(again.output()).find((l) => l.msg.includes('readable by other users'))
    expect(said).toMatchObject({ level: 'warn', dataDir, folderWas: '0755', entriesTightened: 1 + mailFiles.length + 2 })
    // A warning: on stderr, with the errors, not among the info lines on stdout.
    expect(again.stdout()).not.toContain('readable by other users')
  }, 90_000)
})

describe.skipIf(postgresMissing())('the server log on PostgreSQL', () => {
  it('names the engine and the database without its password, and logs each migration', async () => {
    db = await testDatabase()
    const url = new URL(db.url)
    url.password = 'not-to-be-logged-7391'
    const server = await start({ DATABASE_URL: url.toString() })
    const all = lines(server.output())
    expect(all.filter((l) => l.msg.startsWith('migration ')).map((l) => [l.engine, l.version, l.name])).toEqual(
      postgresMigrations.map((m, i) => ['postgres', i + 1, m.name]),
    )
    expect(POSTGRES_SCHEMA_VERSION).toBe(postgresMigrations.length)
    expect(all.find((l) => l.msg.startsWith('Site ready at'))).toMatchObject({ engine: 'postgres', version })
    expect(server.output()).not.toContain('not-to-be-logged-7391')
  }, 90_000)
})
