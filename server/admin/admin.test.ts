import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startHarness, validContact, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, ORIGIN, PASSWORD, signedIn } from '../test/admin.ts'
import { completeSetup, findSession, issueSetupLink, findSetup, SESSION_IDLE_MS, SIGN_IN_FAILED } from './accounts.ts'
import { totp } from './crypto.ts'
import { storeSubmission } from '../forms/submissions.ts'
import type { ProjectsResponse } from '../blog/wire.ts'
import type { PostDetail } from '../../src/admin/page-data.ts'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const API = '/api/client/Content/GetAllProjects'

async function publicSlugs(harness: Harness): Promise<string[]> {
  return ((await (await harness.request(API)).json()) as ProjectsResponse).data.map((p) => p.slug ?? '')
}

const post = (over: Record<string, string> = {}) => ({
  title: 'Notarised Translations for Residence Applications',
  slug: 'notarised-translations',
  date: '2026-11-20',
  metaTitle: '',
  metaDescription: 'Which documents need a sworn translation and a notary stamp.',
  keywords: 'translation, notary',
  imageUrl: '',
  imageAlt: '',
  markdown: '## Which documents\n\nPassports and birth certificates.',
  ...over,
})

describe('back office: no session', () => {
  it('redirects every page to the sign-in page and answers 401 to every call', async () => {
    h = await startHarness()
    const client = new AdminClient(h)
    for (const page of [
      '/admin',
      '/admin/posts',
      '/admin/posts/new',
      '/admin/posts/1',
      '/admin/leads',
      '/admin/leads/1',
      '/admin/kvkk',
      '/admin/audit',
    ]) {
      const res = await client.get(page)
      expect(res.status, page).toBe(303)
      expect(res.headers.get('location'), page).toMatch(/^\/admin\/sign-in\?next=/)
    }
    await client.page('/admin/sign-in')
    for (const [method, url] of [
      ['GET', '/admin/api/posts'],
      ['POST', '/admin/api/posts'],
      ['PUT', '/admin/api/posts/1'],
      ['POST', '/admin/api/posts/1/publish'],
      ['DELETE', '/admin/api/posts/1'],
      ['POST', '/admin/api/media'],
      ['POST', '/admin/api/preview'],
      ['GET', '/admin/api/leads.csv?from=2026-01-01&to=2026-12-31'],
      ['POST', '/admin/api/kvkk/erase'],
      ['POST', '/admin/api/sign-out'],
    ]) {
      const res = await client.send(method, url, method === 'GET' ? undefined : {})
      expect(res.status, `${method} ${url}`).toBe(401)
    }
  })

  it('is noindex (header and meta) and absent from the sitemap', async () => {
    h = await startHarness()
    const client = new AdminClient(h)
    const { res, html } = await client.page('/admin/sign-in')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    // No inline script: only an external module and JSON data (a strict Content-Security-Policy allows both).
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/)
    // The page's policy lets its own script files run (and nothing inline).
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toContain("default-src 'none'")
    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/admin')
  })
})

describe('back office: accounts', () => {
  it('set-up refuses short and common passwords and a wrong code, and the link works once', async () => {
    h = await startHarness()
    const { token } = await issueSetupLink(h.store, 'lawyer@firm.example', { create: true })
    const secret = (await findSetup(h.store, token))!.totpSecret
    const client = new AdminClient(h)
    const { html } = await client.page(`/admin/setup/${token}`)
    expect(html).toContain('<svg')
    expect(html).toContain(secret)
    const short = await client.send('POST', '/admin/api/setup', { token, password: 'short pass', code: totp(secret) })
    expect(short.status).toBe(400)
    expect(((await short.json()) as { error: string }).error).toMatch(/at least 12 characters/)
    const common = await client.send('POST', '/admin/api/setup', { token, password: 'qwertyuiopasdfghjkl', code: totp(secret) })
    expect(((await common.json()) as { error: string }).error).toMatch(/common passwords/)
    const wrongCode = await client.send('POST', '/admin/api/setup', {
      token,
      password: PASSWORD,
      code: totp(secret) === '000000' ? '111111' : '000000',
    })
    expect(((await wrongCode.json()) as { field: string }).field).toBe('code')
    expect((await client.send('POST', '/admin/api/setup', { token, password: PASSWORD, code: totp(secret) })).status).toBe(200)
    expect((await client.send('POST', '/admin/api/setup', { token, password: PASSWORD, code: totp(secret) })).status).toBe(400)
    expect((await client.get(`/admin/setup/${token}`)).status).toBe(404)
  })

  it('a set-up link expires after 24 hours; a reset issues a new one and ends sessions', async () => {
    h = await startHarness()
    const { token } = await issueSetupLink(h.store, 'partner@firm.example', { create: true })
    const later = Date.now() + 24 * 3_600_000 + 1000
    expect((await completeSetup(h.store, token, PASSWORD, '123456', later)).ok).toBe(false)
    await expect(issueSetupLink(h!.store, 'partner@firm.example', { create: true })).rejects.toThrow(/exists already/)
    await expect(issueSetupLink(h!.store, 'nobody@firm.example', { create: false })).rejects.toThrow(/No account/)
    const account = { email: 'paralegal@firm.example', password: PASSWORD, secret: '' }
    Object.assign(account, await createAccount(h, account.email))
    const client = await signedIn(h, account)
    await issueSetupLink(h.store, account.email, { create: false })
    expect((await client.get('/admin/posts')).status).toBe(303)
  })

  it('signs in with password and code; cookie is HttpOnly, SameSite=Strict; __Host- and Secure behind HTTPS', async () => {
    h = await startHarness({ TRUST_PROXY: 'true' })
    const account = await createAccount(h, 'secure@firm.example')
    const client = new AdminClient(h)
    const https = { 'X-Forwarded-Proto': 'https', Host: 'localhost' }
    await client.get('/admin/sign-in', https)
    client.csrf = client.cookies.get('__Host-admin_csrf')!
    const res = await client.send(
      'POST',
      '/admin/api/sign-in',
      { email: account.email, password: account.password, code: totp(account.secret, Date.now() + 30_000) },
      { headers: https, origin: 'https://localhost' },
    )
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-admin_session='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/Path=\//)
    // Plain HTTP (development) gets the same cookie without the prefix, which browsers only allow over HTTPS.
    const plain = await signedIn(h, account, { again: true })
    expect([...plain.cookies.keys()]).toContain('admin_session')
    expect((await plain.page('/admin/posts')).props.user).toBe(account.email)
  })

  it('gives one answer for a wrong code, a wrong password and an unknown e-mail, then slows this address down', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'target@firm.example')
    const client = new AdminClient(h)
    await client.page('/admin/sign-in')
    const attempt = (body: object) => client.send('POST', '/admin/api/sign-in', body)
    const wrongCode = totp(account.secret, Date.now() + 30_000) === '000000' ? '111111' : '000000'
    const answers = [
      await attempt({ email: account.email, password: account.password, code: wrongCode }),
      await attempt({ email: account.email, password: 'not the password at all', code: totp(account.secret) }),
      await attempt({ email: 'nobody@firm.example', password: account.password, code: totp(account.secret) }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(401)
      expect(((await res.json()) as { error: string }).error).toBe(SIGN_IN_FAILED)
    }
    for (let i = 0; i < 3; i++) await attempt({ email: account.email, password: 'wrong again and again', code: '123456' })
    const locked = await attempt({ email: account.email, password: account.password, code: totp(account.secret, Date.now() + 30_000) })
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { error: string }).error).toMatch(
      /^Too many failed attempts from this address\. Wait \d+ seconds? and try again\.$/,
    )
    // An unknown address is locked out the same way, so the answer does not tell whether an account exists.
    for (let i = 0; i < 5; i++) await attempt({ email: 'ghost@firm.example', password: 'wrong again and again', code: '123456' })
    expect((await attempt({ email: 'ghost@firm.example', password: 'x', code: '123456' })).status).toBe(429)
    // A dozen password hashes: slow on a loaded machine.
  }, 60_000)

  it('a code is accepted once', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'replay@firm.example')
    const code = totp(account.secret, Date.now() + 30_000)
    const answers: number[] = []
    for (const client of [new AdminClient(h), new AdminClient(h)]) {
      await client.page('/admin/sign-in')
      answers.push((await client.send('POST', '/admin/api/sign-in', { email: account.email, password: account.password, code })).status)
    }
    expect(answers).toEqual([200, 401])
  })

  it('sessions expire after 8 hours idle; sign-out and sign-out everywhere end them', async () => {
    h = await startHarness()
    const account = await createAccount(h, 'sessions@firm.example')
    const first = await signedIn(h, account)
    const second = await signedIn(h, account, { again: true })
    const token = first.cookies.get('admin_session')!
    expect(await findSession(h.store, token, Date.now() + SESSION_IDLE_MS - 120_000)).not.toBeNull()
    expect(await findSession(h.store, token, Date.now() + 2 * SESSION_IDLE_MS)).toBeNull()
    expect((await first.get('/admin/posts')).status).toBe(303)
    expect((await second.send('POST', '/admin/api/sign-out', { everywhere: true })).status).toBe(200)
    expect((await second.get('/admin/posts')).status).toBe(303)
  })
})

describe('back office: cross-site requests', () => {
  it('refuses a request from another origin, without an Origin, or without the CSRF token', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'csrf@firm.example'))
    expect((await client.send('POST', '/admin/api/posts', post(), { origin: 'https://evil.example' })).status).toBe(403)
    expect((await client.send('POST', '/admin/api/posts', post(), { origin: null })).status).toBe(403)
    expect((await client.send('POST', '/admin/api/posts', post(), { csrf: null })).status).toBe(403)
    expect((await client.send('POST', '/admin/api/posts', post(), { csrf: 'not-the-token' })).status).toBe(403)
    expect((await client.send('POST', '/admin/api/posts', post(), { origin: ORIGIN })).status).toBe(201)
  })
})

describe('back office: posts', () => {
  it('a draft is invisible; publishing puts it on the API, /blog, the article, home and the sitemap at once', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'editor@firm.example'))
    await h.request('/blog') // warm the page cache: the change must still show
    const created = (await (await client.send('POST', '/admin/api/posts', post())).json()) as { post: PostDetail }
    expect(created.post.state).toBe('draft')
    expect(await publicSlugs(h)).not.toContain('notarised-translations')
    expect((await h.request('/blog/notarised-translations')).status).toBe(404)
    const published = await client.send('POST', `/admin/api/posts/${created.post.id}/publish`, {})
    expect(((await published.json()) as { post: PostDetail }).post.state).toBe('published')
    expect(await publicSlugs(h)).toContain('notarised-translations')
    expect(await (await h.request('/blog')).text()).toContain('Notarised Translations for Residence Applications')
    expect(await (await h.request('/')).text()).toContain('Notarised Translations for Residence Applications')
    expect((await h.request('/blog/notarised-translations')).status).toBe(200)
    expect(await (await h.request('/sitemap.xml')).text()).toContain('/blog/notarised-translations')
    expect((await client.page('/admin/posts?q=notarised')).html).toContain('Notarised Translations')

    await client.send('POST', `/admin/api/posts/${created.post.id}/unpublish`)
    expect(await publicSlugs(h)).not.toContain('notarised-translations')
    const audit = (await client.page('/admin/audit')).html
    expect(audit).toContain('published post')
    expect(audit).toContain('unpublished post')
  })

  it('a scheduled post appears when its time comes, without a restart', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'scheduler@firm.example'))
    const { post: created } = (await (await client.send('POST', '/admin/api/posts', post())).json()) as { post: PostDetail }
    const past = await client.send('POST', `/admin/api/posts/${created.id}/publish`, { at: '2020-01-01T10:00' })
    expect(past.status).toBe(400)
    const at = new Date(Date.now() + 3 * 3_600_000 + 120_000).toISOString().slice(0, 16) // Istanbul = UTC+3: two minutes ahead
    const scheduled = await client.send('POST', `/admin/api/posts/${created.id}/publish`, { at })
    const body = (await scheduled.json()) as { post: PostDetail }
    expect(body.post.state).toBe('scheduled')
    expect(Math.abs(Date.parse(body.post.publishAt!) - (Date.now() + 120_000))).toBeLessThan(61_000)
    expect(await publicSlugs(h)).not.toContain('notarised-translations')
    // Time passes: the publication time is now behind us (moved in the database, as a clock would).
    await h.sql.run('UPDATE posts SET visible_from = ? WHERE id = ?', new Date(Date.now() - 1000).toISOString(), created.id)
    // Written by another connection: on PostgreSQL the app hears of it by NOTIFY (or re-reads within a second).
    await expect.poll(() => publicSlugs(h!), { timeout: 3000 }).toContain('notarised-translations')
    expect(await (await h.request('/blog')).text()).toContain('Notarised Translations')
  })

  it('renaming a published slug answers the old address with a 301; deleting removes the post', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'renamer@firm.example'))
    // The first slug is the one derived from the title, so the title alone would still find the post there.
    const { post: created } = (await (await client.send('POST', '/admin/api/posts', post({ title: 'Notarised Translations' }))).json()) as {
      post: PostDetail
    }
    await client.send('POST', `/admin/api/posts/${created.id}/publish`, {})
    const renamed = await client.send(
      'PUT',
      `/admin/api/posts/${created.id}`,
      post({ title: 'Notarised Translations', slug: 'sworn-translations' }),
    )
    expect(renamed.status).toBe(200)
    const old = await h.request('/blog/notarised-translations', { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/blog/sworn-translations')
    expect((await h.request('/blog/sworn-translations')).status).toBe(200)
    // The old slug stays reserved for this post.
    const other = await client.send('POST', '/admin/api/posts', post({ title: 'Another post', slug: 'notarised-translations' }))
    expect(other.status).toBe(409)
    expect((await client.send('DELETE', `/admin/api/posts/${created.id}`)).status).toBe(200)
    expect(await publicSlugs(h)).not.toContain('sworn-translations')
    expect((await h.request('/blog/notarised-translations', { redirect: 'manual' })).status).toBe(404)
  })

  it('validates the form with field messages, including alt text for a cover image', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'validator@firm.example'))
    const res = await client.send(
      'POST',
      '/admin/api/posts',
      post({ title: '', slug: 'Bad Slug', imageUrl: '/media/uploads/x-1200.webp', imageAlt: '' }),
    )
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(Object.keys(errors).sort()).toEqual(['imageAlt', 'slug', 'title'])
  })

  it('a script and a javascript: link are inert in the preview and on the public page', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'xss@firm.example'))
    const markdown = 'Hello <script>alert(1)</script> [click](javascript:alert(2)) <img src=x onerror="alert(3)">'
    const preview = (await (await client.send('POST', '/admin/api/preview', { markdown })).json()) as { html: string }
    for (const html of [preview.html]) {
      expect(html).not.toContain('<script')
      expect(html).not.toContain('javascript:')
      expect(html).not.toContain('onerror')
    }
    const { post: created } = (await (await client.send('POST', '/admin/api/posts', post({ markdown }))).json()) as { post: PostDetail }
    await client.send('POST', `/admin/api/posts/${created.id}/publish`, {})
    const page = await (await h.request('/blog/notarised-translations')).text()
    const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'))
    expect(article).toContain('Hello')
    expect(article).not.toContain('alert(')
  })

  it('the import command still adds and updates posts, published at once', async () => {
    h = await startHarness()
    const dir = path.join(h.env.dataDir, 'import')
    mkdirSync(dir)
    writeFileSync(path.join(dir, 'a.md'), '---\nmaintitle: Imported Post Title\ndate: 11-02-2026\n---\n## Body\n\nText.')
    const { readPostFiles } = await import('../blog/post-files.ts')
    expect(await h.store.posts.importPosts(await readPostFiles([dir]), new Date().toISOString())).toEqual({ inserted: 1, updated: 0 })
    expect(await publicSlugs(h)).toContain('imported-post-title')
  })
})

describe('back office: images', () => {
  it('re-encodes a PNG to WebP at the blog sizes, served for a year; refuses a renamed .exe and a file over 5 MB', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'images@firm.example'))
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#335577' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'cover.png')
    const res = await client.send('POST', '/admin/api/posts/cover-image', form)
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{20}-1200\.webp$/)
    const served = await h.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 630])
    expect(readdirSync(path.join(h.env.dataDir, 'media')).sort()).toEqual(
      [url.split('/').pop()!.replace('-1200', '-640'), url.split('/').pop()!].sort(),
    )

    const exe = new FormData()
    exe.append('file', new Blob([Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)])], { type: 'image/jpeg' }), 'photo.jpg')
    const refused = await client.send('POST', '/admin/api/posts/cover-image', exe)
    expect(refused.status).toBe(415)
    expect(((await refused.json()) as { error: string }).error).toMatch(/not a JPEG, PNG or WebP/)

    const big = new FormData()
    big.append(
      'file',
      new Blob([Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 100_000)])], { type: 'image/png' }),
      'big.png',
    )
    expect((await client.send('POST', '/admin/api/posts/cover-image', big)).status).toBe(413)
  })
})

describe('back office: leads', () => {
  const mail = { firmName: 'Firm', firmEmail: 'info@firm.example', siteUrl: 'https://www.example.com', sendAcknowledgement: true }

  it('lists leads with their e-mail status, sends a failed one again, exports CSV safely', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'leads@firm.example'))
    const id = await storeSubmission(
      h.store,
      { ...validContact, firstName: '=cmd', kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: false },
      mail,
    )
    await storeSubmission(
      h.store,
      { ...validContact, email: 'spam@example.com', kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: true },
      mail,
    )
    await storeSubmission(
      h.store,
      {
        ...validContact,
        email: 'fast@example.com',
        kind: 'contact',
        guidelineName: null,
        clientIp: null,
        suspectedSpam: false,
        possibleSpam: true,
      },
      mail,
    )
    await h.sql.run("UPDATE outbox SET status = 'failed', attempts = 15, last_error = 'SMTP down' WHERE submission_id = ?", id)
    const spam = (await client.page('/admin/leads?status=suspected-spam')).props
    expect(spam.page === 'leads' && spam.leads.map((l) => l.email).sort()).toEqual(['fast@example.com', 'spam@example.com'])
    const list = (await client.page('/admin/leads')).props
    expect(
      list.page === 'leads' &&
        list.leads
          .filter((l) => l.email !== 'fast@example.com')
          .map((l) => l.mailStatus)
          .sort(),
    ).toEqual(['failed', 'suspected-spam'])
    expect(list.page === 'leads' && Date.parse(list.nextRetentionAt)).toBeGreaterThan(0)
    const detail = (await client.page(`/admin/leads/${id}`)).props
    if (detail.page !== 'lead') throw new Error('not a lead page')
    expect(detail.lead.message).toBe(validContact.message)
    const failed = detail.lead.messages[0]
    expect((await client.send('POST', `/admin/api/leads/messages/${failed.id}/retry`)).status).toBe(200)
    expect((await client.send('POST', `/admin/api/leads/messages/${failed.id}/retry`)).status).toBe(409)
    // Queued again (the outbox may already be sending it).
    expect(((await h.sql.get('SELECT status FROM outbox WHERE id = ?', failed.id)) as { status: string }).status).not.toBe('failed')

    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const csv = await client.get(`/admin/api/leads.csv?from=${today}&to=${today}`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toContain('Received (Istanbul time),Kind,First name')
    expect(text).toContain("'=cmd")
    expect(text).toContain('maria.keller@example.com')
    expect((await client.get('/admin/api/leads.csv?from=2026-02-01&to=2026-01-01')).status).toBe(400)
    expect((await client.page('/admin/audit')).html).toContain('exported leads')
  })

  it('KVKK erasure removes submissions, their e-mails and .eml files, and records the erasure without the data', async () => {
    h = await startHarness()
    const client = await signedIn(h, await createAccount(h, 'dpo@firm.example'))
    await storeSubmission(h.store, { ...validContact, kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: false }, mail)
    await storeSubmission(
      h.store,
      { ...validContact, email: 'other@example.com', kind: 'contact', guidelineName: null, clientIp: null, suspectedSpam: false },
      mail,
    )
    await h.outbox.runOnce()
    const mailDir = path.join(h.env.dataDir, 'mail')
    const before = readdirSync(mailDir).length
    const kvkkPage = await client.page(`/admin/kvkk?email=${encodeURIComponent('Maria.Keller@example.com')}`)
    const found = kvkkPage.props
    if (found.page !== 'kvkk' || !found.findings) throw new Error('no findings')
    // Staff are told how long erased data lives on in backups (BACKUP_RETENTION_DAYS, 30 by default).
    expect(kvkkPage.html.replace(/<!-- -->/g, '')).toContain('each backup is deleted 30 days after it was made')
    expect(found.findings.submissions).toHaveLength(1)
    expect(found.findings.files.length).toBeGreaterThan(0)
    const res = await client.send('POST', '/admin/api/kvkk/erase', { email: 'maria.keller@example.com', confirm: true })
    const counts = (await res.json()) as { submissions: number; messages: number; files: number }
    expect(counts.submissions).toBe(1)
    expect(readdirSync(mailDir).length).toBe(before - counts.files)
    for (const file of readdirSync(mailDir)) expect(existsSync(path.join(mailDir, file))).toBe(true)
    expect(await h.sql.get("SELECT COUNT(*) AS n FROM submissions WHERE email = 'maria.keller@example.com'")).toEqual({ n: 0 })
    expect(await h.sql.get("SELECT COUNT(*) AS n FROM submissions WHERE email = 'other@example.com'")).toEqual({ n: 1 })
    const records = JSON.stringify([await h.sql.all('SELECT * FROM erasures'), await h.sql.all('SELECT * FROM audit_log')])
    expect(records).toContain('erased personal data')
    expect(records).not.toContain('maria')
  })
})
