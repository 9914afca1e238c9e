import { afterEach, describe, expect, it } from 'vitest'
import net from 'node:net'
import path from 'node:path'
import { writeFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.ts'
import { TestSmtp } from './test/smtp.ts'
import { tempDir, validContact } from './test/harness.ts'

/** The server as `npm run serve` starts it: a real process, configured only through the environment. */
let servers: ServerProcess[] = []
let smtp: TestSmtp | undefined
afterEach(async () => {
  for (const s of servers) await s.kill9()
  servers = []
  await smtp?.stop()
  smtp = undefined
})

async function start(env: Record<string, string> = {}, opts: { dataDir?: string } = {}) {
  const server = await startServerProcess(env, opts)
  servers.push(server)
  return server
}

const CONTACT = '/api/email/Form/ContactUs'

function post(base: string, body: unknown) {
  return fetch(`${base}${CONTACT}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

function readDb<T>(dataDir: string, sql: string): T {
  const db = new DatabaseSync(path.join(dataDir, 'site.db'), { readOnly: true })
  try {
    return db.prepare(sql).get() as T
  } finally {
    db.close()
  }
}

describe('server process with the production wiring', () => {
  it('keeps serving pages and forms while SMTP refuses connections, and delivers every message once when SMTP is back', async () => {
    const smtpPort = await freePort()
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
    const answers = await Promise.all([0, 1, 2].map((i) => post(server.base, { ...validContact, email: `visitor${i}@example.com` })))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const noJs = await fetch(`${server.base}${CONTACT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validContact, email: 'nojs@example.com', returnTo: '/contact-us' }).toString(),
    })
    expect(noJs.status).toBe(200)

    // Every message has been tried and refused at least once (this is where the NaN retry time crashed it).
    await expect
      .poll(() => readDb<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM outbox WHERE attempts >= 1 AND status = 'pending'").n, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(8)
    for (const page of ['/', '/faq', '/blog']) expect((await fetch(`${server.base}${page}`)).status, page).toBe(200)
    const health = (await (await fetch(`${server.base}/healthz`)).json()) as { mail: { pending: number; failed: number } }
    expect(health.mail).toMatchObject({ pending: 8, failed: 0 })
    expect(server.child.exitCode).toBeNull()

    smtp = new TestSmtp()
    await smtp.start(smtpPort)
    // The first retry is due 5 s after the first failure (OUTBOX_BACKOFF_MS default).
    await expect.poll(() => smtp!.received.length, { timeout: 40_000, interval: 200 }).toBe(8)
    await new Promise((r) => setTimeout(r, 2500))
    expect(smtp.received).toHaveLength(8)
    const visitorMail = smtp.received
      .flatMap((m) => m.to)
      .filter((to) => to !== 'info@atlaslaw.example')
      .sort()
    expect(visitorMail).toEqual(['nojs@example.com', 'visitor0@example.com', 'visitor1@example.com', 'visitor2@example.com'])
    expect(server.output()).not.toMatch(/RangeError|Invalid time value/)
    expect(server.child.exitCode).toBeNull()
  }, 90_000)

  it('answers 413 to an oversized body and closes the connection instead of leaving the unread rest on it', async () => {
    const server = await start()
    for (const framing of ['length', 'chunked'] as const) {
      const socket = net.connect(server.port, '127.0.0.1')
      let received = ''
      socket.on('data', (d) => (received += d))
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      const head = `POST ${CONTACT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n`
      if (framing === 'length') socket.write(`${head}Content-Length: 40000\r\n\r\n${'x'.repeat(2000)}`)
      else
        socket.write(
          `${head}Transfer-Encoding: chunked\r\n\r\n${'8000\r\n' + 'x'.repeat(0x8000) + '\r\n'}${'2000\r\n' + 'x'.repeat(0x2000) + '\r\n'}`,
        )
      await closed
      expect(received, framing).toMatch(/^HTTP\/1\.1 413/)
      expect(received, framing).toMatch(/\r\nconnection: close\r\n/i)
    }
    // The server itself carries on.
    expect((await fetch(`${server.base}/faq`)).status).toBe(200)
  }, 60_000)

  it('loses no acknowledged submission when killed with SIGKILL in the middle of a burst, and sends its mail after the restart', async () => {
    const env = { RATE_LIMIT_PER_HOUR: '10000', OUTBOX_INTERVAL_MS: '200' }
    const server = await start(env)
    const acknowledged: string[] = []
    let answered = 0
    const burst = Array.from({ length: 200 }, (_, i) => {
      const email = `burst${i}@example.com`
      return post(server.base, { ...validContact, email })
        .then((res) => {
          answered += 1
          if (res.status === 200) acknowledged.push(email)
        })
        .catch(() => {})
    })
    await expect.poll(() => answered, { timeout: 15_000, interval: 5 }).toBeGreaterThanOrEqual(40)
    await server.kill9()
    await Promise.all(burst)
    expect(acknowledged.length).toBeGreaterThan(0)

    const restarted = await start(env, { dataDir: server.dataDir })
    const stored = new DatabaseSync(path.join(server.dataDir, 'site.db'), { readOnly: true })
    const emails = new Set((stored.prepare('SELECT email FROM submissions').all() as { email: string }[]).map((r) => r.email))
    stored.close()
    const missing = acknowledged.filter((e) => !emails.has(e))
    console.log(
      `kill -9: ${acknowledged.length} acknowledged of 200 sent, ${emails.size} stored, ${missing.length} acknowledged but missing`,
    )
    expect(missing).toEqual([])
    await expect
      .poll(() => readDb<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'").n, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(0)
    expect(restarted.child.exitCode).toBeNull()
  }, 90_000)

  it('answers /readyz with 503 from SIGTERM on and keeps serving for SHUTDOWN_DRAIN_MS before it exits', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '1500' })
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    // The load balancer's next check finds the instance not ready; visitors it still sends here get their pages.
    await expect.poll(async () => (await fetch(`${server.base}/readyz`)).status, { timeout: 1000, interval: 20 }).toBe(503)
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ status: 'not-ready', reason: 'shutting down' })
    expect((await fetch(`${server.base}/contact-us`)).status).toBe(200)
    expect((await fetch(`${server.base}/livez`)).status).toBe(200)
    expect(await server.exited).toBe(0)
    const took = Date.now() - signalled
    expect(took).toBeGreaterThanOrEqual(1500)
    expect(server.output()).toContain('SIGTERM: not ready (/readyz 503), stopping in 1500 ms')
  }, 60_000)

  it('stops at start with one clear sentence when the database cannot be created', async () => {
    const notAFolder = path.join(tempDir(), 'file')
    writeFileSync(notAFolder, 'not a folder')
    const server = await startServerProcess({}, { dataDir: path.join(notAFolder, 'data'), waitReady: false })
    servers.push(server)
    expect(await server.exited).toBe(1)
    // One line, JSON as every other (server/log.ts), whose message is the sentence.
    const said = server.output().trim().split('\n')
    expect(said).toHaveLength(1)
    expect(JSON.parse(said[0])).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(
        /^Cannot start: the database .+site\.db cannot be opened or created; check that DATA_DIR .+ is a folder this user can write to\.$/,
      ),
    })
  })
})
