import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import http from 'node:http'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createAdaptorServer } from '@hono/node-server'
import { postJson, repoRoot, startHarness, tempDir, validContact, type Harness } from './test/harness.ts'
import { serverOptions } from './http/server-limits.ts'
import { freePort } from './test/free-port.ts'
import { apiPaths } from '../src/config/api.ts'
import { mainConfig, NGINX, siteConfig } from '../scripts/cluster/nginx.ts'

/**
 * docs/deploy/nginx.conf as shipped, with only its addresses, ports and paths replaced: `nginx -t` accepts it, and
 * nginx runs it in front of two real instances of the app (the third upstream is down), serving the build's assets
 * itself and passing everything else on with the X-Forwarded-* headers the app's TRUST_PROXY setting believes.
 */

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

let dir = ''
let ports = { https: 0, http: 0, upstream: [0, 0, 0] }
let nginx: ChildProcess | null = null
const instances: { harness: Harness; server: http.Server }[] = []

/** A request to nginx from 127.0.0.2: a client address that is not the trusted proxy's (127.0.0.1). */
function request(urlPath: string, init: { method?: string; headers?: Record<string, string>; body?: string; plain?: boolean } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: init.plain ? ports.http : ports.https,
      path: urlPath,
      method: init.method ?? 'GET',
      headers: { Host: 'www.example.com', ...init.headers },
      localAddress: '127.0.0.2',
      servername: 'www.example.com',
      rejectUnauthorized: false,
      agent: false,
    }
    const req = (init.plain ? http : https).request(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (Debian: apt-get install nginx; .ci/run installs it)`)
  dir = tempDir('law-site-nginx-')
  // nginx's workers run as an unprivileged user when the tests run as root: they must reach the temporary files.
  chmodSync(dir, 0o755)
  ports = { https: await freePort(), http: await freePort(), upstream: [await freePort(), await freePort(), await freePort()] }
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=www.example.com'],
  ])
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr.toString()}`)

  const siteFile = path.join(dir, 'site.conf')
  writeFileSync(
    siteFile,
    siteConfig({
      httpPort: ports.http,
      mainPort: ports.https,
      tls: { cert, key },
      upstreamPorts: ports.upstream,
      clientDir: path.join(repoRoot, 'dist/client'),
    }),
  )
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, siteFile))

  // Two of the three instances, as `npm run serve` starts them behind nginx, sharing one database.
  const dataDir = path.join(dir, 'data')
  for (const port of ports.upstream.slice(0, 2)) {
    const harness = await startHarness({ TRUST_PROXY: '127.0.0.1' }, { dataDir })
    const server = createAdaptorServer({ fetch: harness.app.fetch, serverOptions }) as http.Server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    instances.push({ harness, server })
  }
}, 60_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT')
    await new Promise((resolve) => nginx!.once('exit', resolve))
  }
  await stopInstances()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function stopInstances() {
  for (const { harness, server } of instances.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await harness.close()
  }
}

/**
 * An instance that stores the post and dies before it answers (issue 35): it passes the request to instance 1's app,
 * waits for the app's answer (the lead is committed) and drops the connection, as a `kill -9` between the commit
 * and the reply does. nginx then sends the post to the next instance (`non_idempotent` in the shipped file).
 */
async function dyingInstance(port: number, app: Harness) {
  /** The posts it stored, each with its Idempotency-Key or null. */
  const seen: (string | null)[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const pick = ['content-type', 'idempotency-key', 'x-forwarded-for', 'x-forwarded-proto']
      const headers = Object.fromEntries(pick.flatMap((h) => (typeof req.headers[h] === 'string' ? [[h, req.headers[h]]] : [])))
      void app
        .request(req.url!, { method: req.method, headers, body: Buffer.concat(chunks) }, '127.0.0.1')
        .then((answer) => answer.arrayBuffer())
        .then(() => {
          seen.push(typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null)
          res.socket?.destroy()
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { seen, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('docs/deploy/nginx.conf resending a form post after an instance died with it stored', () => {
  it('stores and mails each post once, with and without an Idempotency-Key, and answers it', async () => {
    const sub = path.join(dir, 'resend')
    mkdirSync(sub)
    const [main, redirect, dying] = [await freePort(), await freePort(), await freePort()]
    const site = path.join(sub, 'site.conf')
    // The dying instance first in the upstream: nginx's round robin tries it first.
    const clientDir = path.join(repoRoot, 'dist/client')
    writeFileSync(site, siteConfig({ httpPort: redirect, mainPort: main, upstreamPorts: [dying, ports.upstream[0]], clientDir }))
    writeFileSync(path.join(sub, 'nginx.conf'), mainConfig(sub, site))
    const failing = await dyingInstance(dying, instances[0].harness)
    const proxy = spawn(NGINX, ['-p', sub, '-c', path.join(sub, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let log = ''
    proxy.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    const sql = instances[0].harness.sql
    const before = Number(((await sql.get('SELECT COUNT(*) AS n FROM submissions')) as { n: number }).n)
    try {
      await expect
        .poll(
          // Its redirect server: no request reaches an instance before the posts.
          () =>
            fetch(`http://127.0.0.1:${redirect}/`, { redirect: 'manual' }).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(301)
      const answers: number[] = []
      for (let i = 0; i < 4; i++) {
        // Round robin sends posts 0 and 2 to the dying instance (it is then out for 10 s after two failures).
        const key: Record<string, string> = i < 2 ? { 'Idempotency-Key': `"resend-key-000000000${i}"` } : {}
        const body = { ...validContact, email: `resent${i}@example.com`, message: `Question ${i} about a work permit.` }
        const res = await fetch(`http://127.0.0.1:${main}${apiPaths.contactUs}`, postJson(body, key))
        answers.push(res.status)
        expect(await res.json()).toEqual({ success: true })
      }
      expect(answers).toEqual([200, 200, 200, 200])
      // The dying instance stored posts with and without a key, and nginx sent each on to the other instance.
      expect(failing.seen.some((key) => key === null)).toBe(true)
      expect(failing.seen.some((key) => key !== null)).toBe(true)
      expect(log).toMatch(/upstream prematurely closed connection/)
      const rows = (await sql.all("SELECT email FROM submissions WHERE email LIKE 'resent%' ORDER BY email")) as { email: string }[]
      expect(rows.map((r) => r.email)).toEqual(['resent0@example.com', 'resent1@example.com', 'resent2@example.com', 'resent3@example.com'])
      const mails = (await sql.all(
        "SELECT s.email AS email FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email LIKE 'resent%' AND o.purpose = 'firm-notification'",
      )) as { email: string }[]
      expect(mails).toHaveLength(4)
      expect(Number(((await sql.get('SELECT COUNT(*) AS n FROM submissions')) as { n: number }).n)).toBe(before + 4)
    } finally {
      proxy.kill('SIGQUIT')
      await new Promise((resolve) => proxy.once('exit', resolve))
      await failing.close()
    }
  }, 60_000)
})

describe('docs/deploy/nginx.conf', () => {
  it('passes nginx -t', () => {
    const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'])
    const output = test.stderr.toString()
    expect(output).toMatch(/syntax is ok/)
    expect(test.status, output).toBe(0)
  })

  it('runs in front of the instances: X-Forwarded-* believed from nginx only, a dead instance passed over, assets from disk', async () => {
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let log = ''
    nginx.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    await expect
      .poll(
        () =>
          request('/livez').then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe(200)

    // Plain HTTP goes to HTTPS.
    const plain = await request('/faq', { plain: true })
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe('https://www.example.com/faq')

    // A page comes from an instance, which knows from X-Forwarded-Proto that the visitor used HTTPS.
    const page = await request('/faq', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')

    // The instance records the address nginx saw, not the one the client wrote into X-Forwarded-For.
    const form = postJson({ ...validContact, firstName: 'Proxied' }, { 'X-Forwarded-For': '203.0.113.9' })
    const sent = await request(apiPaths.contactUs, {
      method: 'POST',
      headers: form.headers as Record<string, string>,
      body: form.body as string,
    })
    expect(sent.status).toBe(200)
    const row = (await instances[0].harness.sql.get("SELECT client_ip FROM submissions WHERE first_name = 'Proxied'")) as {
      client_ip: string
    }
    expect(row.client_ip).toBe('127.0.0.2')

    // The third instance is down: nginx passes its share on to the others, no visitor sees an error.
    const statuses = await Promise.all(Array.from({ length: 12 }, () => request('/readyz').then((r) => r.status)))
    expect(statuses).toEqual(Array(12).fill(200))
    expect(log).toMatch(/connect\(\) failed \(111: Connection refused\)/)

    // Monitoring stays internal: nginx itself answers 404 (no instance's X-Request-Id), however the path is written,
    // while each instance still answers at its own address, where Prometheus scrapes it.
    for (const p of ['/metrics', '/healthz', '/metrics?format=json', '//healthz', '/%6Detrics', '/health%7A']) {
      const hidden = await request(p)
      expect(hidden.status, p).toBe(404)
      expect(hidden.headers['x-request-id'], p).toBeUndefined()
      expect(hidden.body.toString(), p).not.toMatch(/law_site_|outbox/)
    }
    const direct = await fetch(`http://127.0.0.1:${ports.upstream[0]}/metrics`)
    expect(direct.status).toBe(200)
    expect(await direct.text()).toContain('law_site_build_info{')
    expect((await fetch(`http://127.0.0.1:${ports.upstream[0]}/healthz`)).status).toBe(200)

    // The build's hashed files come from nginx itself, compressed by the build: with every instance stopped too.
    await stopInstances()
    const assets = path.join(repoRoot, 'dist/client/assets')
    const script = readdirSync(assets).find((n) => n.endsWith('.js') && existsSync(path.join(assets, `${n}.gz`)))!
    const asset = await request(`/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers['content-encoding']).toBe('gzip')
    expect(asset.headers['content-type']).toMatch(/javascript/)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(asset.body).equals(readFileSync(path.join(assets, script)))).toBe(true)
    expect((await request('/assets/no-such-file.js')).status).toBe(404)
    // Pages need an instance.
    expect((await request('/faq')).status).toBe(502)
    expect(log).not.toMatch(/\[emerg\]/)
  }, 60_000)
})
