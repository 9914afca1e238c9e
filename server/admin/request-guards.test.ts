import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { startHarness, validContact, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, PASSWORD, signedIn } from '../test/admin.ts'
import { serverOptions } from '../http/server-limits.ts'
import { storeSubmission } from '../forms/submissions.ts'
import { totp } from './crypto.ts'
import { backOfficeAddresses } from './request-guards.ts'

/**
 * Issue 34, points 4, 7 and 11: the back office answers only at its own address (DNS rebinding), exports answer
 * only GET, and every back-office response says `Referrer-Policy: no-referrer` (ADR 8).
 */

let h: Harness | undefined
let server: http.Server | undefined
afterEach(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
  await h?.close()
  server = undefined
  h = undefined
})

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/**
 * The app behind the Node adapter, as `npm start` serves it, on a loopback port: requests are sent with whatever Host
 * header a test names, as a browser does after an attacker's name was made to resolve to this machine.
 */
async function serve(harness: Harness) {
  server = createAdaptorServer({ fetch: harness.app.fetch, serverOptions }) as http.Server
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: urlPath,
          headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
}

/** The pre-sign-in token's cookie and header, as a page at `origin` could set and send them for its own name. */
const preSession = (token = 'attacker-chosen-csrf-token') => ({ Cookie: `admin_csrf=${token}`, 'X-CSRF-Token': token })

const count = async (harness: Harness, table: string) =>
  Number(((await harness.sql.get(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n)

const newPost = {
  title: 'Apostille for Documents Issued Abroad',
  slug: 'apostille-for-documents-issued-abroad',
  date: '2026-11-20',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  imageUrl: '',
  imageAlt: '',
  markdown: 'Which foreign documents Turkish offices accept with an apostille.',
}

describe('back office: only at its own address (DNS rebinding)', () => {
  it('refuses pages, files and the calls before sign-in at another host name, even with that name as Origin', async () => {
    h = await startHarness()
    await createAccount(h, 'owner@firm.example')
    const send = await serve(h)
    const evil = { Host: 'evil.example', Origin: 'http://evil.example' }

    const page = await send('GET', '/admin/sign-in', { Host: 'evil.example' })
    expect(page.status).toBe(421)
    expect(page.text).toContain('www.atlaslaw.example')
    const css = readdirSync(path.join(h.env.distDir, 'admin/client/assets')).find((f) => f.endsWith('.css'))!
    expect((await send('GET', `/admin/assets/${css}`, { Host: 'evil.example' })).status).toBe(421)

    // A password guess: refused before the password is checked (no failure counted either).
    const signIn = await send(
      'POST',
      '/admin/api/sign-in',
      { ...evil, ...preSession() },
      {
        email: 'owner@firm.example',
        password: 'a guess at the password',
        code: '123456',
      },
    )
    expect(signIn.status).toBe(421)
    expect(JSON.parse(signIn.text)).toMatchObject({ ok: false })
    expect(await count(h, 'admin_sign_in_failures')).toBe(0)

    // A reset request: nothing issued, nothing mailed.
    const outboxBefore = await count(h, 'outbox')
    const reset = await send('POST', '/admin/api/password-reset/request', { ...evil, ...preSession() }, { email: 'owner@firm.example' })
    expect(reset.status).toBe(421)
    expect(await count(h, 'admin_password_resets')).toBe(0)
    expect(await count(h, 'outbox')).toBe(outboxBefore)

    // The same calls at the site's own name from another origin: refused as cross-site, as before.
    const foreign = { Host: 'www.atlaslaw.example', Origin: 'http://evil.example', ...preSession() }
    expect((await send('POST', '/admin/api/password-reset/request', foreign, { email: 'owner@firm.example' })).status).toBe(403)
  })

  it('refuses a signed-in call sent to another host name with that name as Origin', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'owner@firm.example'))
    const send = await serve(h)
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const postsBefore = await count(h, 'posts')
    const res = await send(
      'POST',
      '/admin/api/posts',
      { Host: 'evil.example:3000', Origin: 'http://evil.example:3000', Cookie: cookie, 'X-CSRF-Token': client.csrf },
      newPost,
    )
    expect(res.status).toBe(421)
    expect(await count(h, 'posts')).toBe(postsBefore)
    // The same call from the loopback name it was made at goes through (npm start, the end-to-end tests).
    const port = (server!.address() as AddressInfo).port
    const local = `127.0.0.1:${port}`
    const ok = await send(
      'POST',
      '/admin/api/posts',
      { Host: local, Origin: `http://${local}`, Cookie: cookie, 'X-CSRF-Token': client.csrf },
      newPost,
    )
    expect(ok.status).toBe(201)
    // …but not from another loopback name or port: that is another site.
    const other = await send(
      'POST',
      '/admin/api/posts',
      { Host: local, Origin: `http://localhost:${port + 1}`, Cookie: cookie, 'X-CSRF-Token': client.csrf },
      { ...newPost, slug: 'another-apostille-post' },
    )
    expect(other.status).toBe(403)
  })

  it("accepts SITE_URL's origin behind a TLS proxy, and the origins of ADMIN_ORIGINS", async () => {
    h = await startHarness({ SITE_URL: 'https://www.firm.example', ADMIN_ORIGINS: 'https://staging.firm.example' })
    const account = await createAccount(h, 'owner@firm.example')
    const send = await serve(h)

    // nginx passes Host; the browser's Origin is the https site.
    const page = await send('GET', '/admin/sign-in', { Host: 'www.firm.example' })
    expect(page.status).toBe(200)
    const token = /admin_csrf=([^;]+)/.exec(String(page.headers['set-cookie']))![1]
    const signIn = await send(
      'POST',
      '/admin/api/sign-in',
      { Host: 'www.firm.example', Origin: 'https://www.firm.example', ...preSession(token) },
      { email: account.email, password: PASSWORD, code: totp(account.secret, Date.now() + 30_000) },
    )
    expect(signIn.status).toBe(200)
    // A proxy that passes its upstream address as Host: the browser's Origin still decides.
    const upstream = await send(
      'POST',
      '/admin/api/password-reset/request',
      { Host: '127.0.0.1:3000', Origin: 'https://www.firm.example', ...preSession() },
      {
        email: account.email,
      },
    )
    expect(upstream.status).toBe(200)
    // A plain-http page on the same name is not the site.
    const plain = await send(
      'POST',
      '/admin/api/password-reset/request',
      { Host: 'www.firm.example', Origin: 'http://www.firm.example', ...preSession() },
      {
        email: account.email,
      },
    )
    expect(plain.status).toBe(403)

    const staging = { Host: 'staging.firm.example', Origin: 'https://staging.firm.example', ...preSession() }
    expect((await send('GET', '/admin/sign-in', { Host: 'staging.firm.example' })).status).toBe(200)
    expect((await send('POST', '/admin/api/password-reset/request', staging, { email: account.email })).status).toBe(200)
    expect((await send('GET', '/admin/sign-in', { Host: 'www.firm.example.evil.example' })).status).toBe(421)
  })
})

describe('back office: which host names and origins count as its own', () => {
  it('compares host names without port or case, and loopback origins with the exact name and port', () => {
    const at = backOfficeAddresses('https://www.firm.example', ['https://staging.firm.example'])
    for (const host of [
      'www.firm.example',
      'WWW.Firm.Example:443',
      'staging.firm.example:8443',
      'localhost:3000',
      '127.0.0.1',
      '[::1]:3000',
    ])
      expect(at.hostAllowed(host), host).toBe(true)
    for (const host of ['evil.example', 'www.firm.example.evil.example', 'firm.example', '10.0.0.5:3000', '0.0.0.0:3000', '', 'a b'])
      expect(at.hostAllowed(host), host).toBe(false)
    expect(at.originAllowed('https://www.firm.example', 'www.firm.example')).toBe(true)
    expect(at.originAllowed('https://www.firm.example', '127.0.0.1:3000')).toBe(true)
    expect(at.originAllowed('https://staging.firm.example', 'staging.firm.example')).toBe(true)
    expect(at.originAllowed('http://www.firm.example', 'www.firm.example')).toBe(false)
    expect(at.originAllowed('https://www.firm.example:8443', 'www.firm.example')).toBe(false)
    expect(at.originAllowed('http://evil.example', 'evil.example')).toBe(false)
    expect(at.originAllowed('http://localhost:3000', 'localhost:3000')).toBe(true)
    expect(at.originAllowed('http://localhost:3001', 'localhost:3000')).toBe(false)
    expect(at.originAllowed('http://localhost:3000', 'www.firm.example')).toBe(false)
    expect(at.originAllowed('not an origin', 'localhost:3000')).toBe(false)
  })
})

describe('back office: exports answer GET only', () => {
  it('answers HEAD on every export with 405 and Allow: GET, and runs nothing: no audit line', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'owner@firm.example'))
    const mail = { firmName: 'Firm', firmEmail: 'info@firm.example', siteUrl: 'https://www.example.com', sendAcknowledgement: true }
    const leadId = await storeSubmission(
      h.store,
      { ...validContact, kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: false },
      mail,
    )
    const english = ((await (await client.get('/admin/api/posts')).json()) as { posts: { id: number; language: string }[] }).posts.find(
      (p) => p.language === 'en',
    )!
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const reads = [
      `/admin/api/leads.csv?from=${today}&to=${today}`,
      `/admin/api/leads.xlsx?from=${today}&to=${today}`,
      `/admin/api/kvkk/export?email=${encodeURIComponent(validContact.email)}`,
      `/admin/api/posts/export.xlf?id=${english.id}&language=tr`,
      `/admin/kvkk?email=${encodeURIComponent(validContact.email)}`,
      `/admin/leads/${leadId}`,
    ]
    const auditBefore = await count(h, 'audit_log')
    for (const url of reads) {
      const res = await client.send('HEAD', url)
      expect(res.status, url).toBe(405)
      expect(res.headers.get('allow'), url).toBe('GET')
      expect(res.headers.get('content-disposition'), url).toBeNull()
    }
    expect(await count(h, 'audit_log')).toBe(auditBefore)
    // GET still exports, and says so in the audit log.
    for (const url of reads) expect((await client.get(url)).status, url).toBe(200)
    expect(await count(h, 'audit_log')).toBe(auditBefore + reads.length)
  })
})

describe('back office: Referrer-Policy no-referrer on every response', () => {
  it('sends no-referrer on pages, redirects, calls, files, exports, refusals and not-found answers', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'owner@firm.example')
    const anonymous = new AdminClient(h)
    await anonymous.page('/admin/sign-in')
    const client = await signedIn(h, account)
    const css = readdirSync(path.join(h.env.distDir, 'admin/client/assets')).find((f) => f.endsWith('.css'))!
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const answers: [string, Response, number][] = [
      ['sign-in page', await anonymous.get('/admin/sign-in'), 200],
      ['redirect to sign-in', await anonymous.get('/admin/posts'), 303],
      ['call without a session', await anonymous.send('GET', '/admin/api/posts'), 401],
      [
        'failed sign-in',
        await anonymous.send('POST', '/admin/api/sign-in', { email: account.email, password: 'wrong password', code: '000000' }),
        401,
      ],
      ['setup link that does not exist', await anonymous.get('/admin/setup/not-a-real-token-but-long-enough'), 404],
      ['reset link that does not exist', await anonymous.get('/admin/reset/not-a-real-token-but-long-enough'), 404],
      ['asset', await anonymous.get(`/admin/assets/${css}`), 200],
      ['/admin', await client.get('/admin'), 303],
      ['page', await client.get('/admin/posts'), 200],
      ['call', await client.get('/admin/api/posts'), 200],
      ['unknown page', await client.get('/admin/no-such-page'), 404],
      ['unknown call', await client.get('/admin/api/no-such-call'), 404],
      ['export', await client.get(`/admin/api/leads.csv?from=${today}&to=${today}`), 200],
      ['HEAD on an export', await client.send('HEAD', `/admin/api/leads.csv?from=${today}&to=${today}`), 405],
      ['cross-site call', await client.send('POST', '/admin/api/posts', newPost, { origin: 'https://evil.example' }), 403],
      ['call without CSRF token', await client.send('POST', '/admin/api/posts', newPost, { csrf: null }), 403],
      ['invalid post', await client.send('POST', '/admin/api/posts', { ...newPost, title: '' }), 400],
      ['foreign host', await h.app.fetch(new Request('http://evil.example/admin/sign-in')), 421],
    ]
    const policies = Object.fromEntries(answers.map(([what, res]) => [what, res.headers.get('referrer-policy')]))
    expect(policies).toEqual(Object.fromEntries(answers.map(([what]) => [what, 'no-referrer'])))
    // Each is the kind of answer it is named for.
    expect(answers.map(([what, res]) => [what, res.status])).toEqual(answers.map(([what, , status]) => [what, status]))
    // The public site keeps its own policy.
    expect((await h.request('/contact-us')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
