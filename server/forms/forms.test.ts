import { afterEach, describe, expect, it, vi } from 'vitest'
import { readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { apiPaths } from '../../src/config/api.ts'
import { onPostgres, postJson, startHarness, tempDir, validContact, type Harness } from '../test/harness.ts'
import { TestSmtp } from '../test/smtp.ts'
import { messages } from '../../src/lib/forms.ts'
import { createAdaptorServer } from '@hono/node-server'
import type { IncomingMessage, Server } from 'node:http'
import net from 'node:net'
import { serverOptions } from '../http/server-limits.ts'
import { site } from '../../src/config/site.ts'

let h: Harness | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await h?.close()
  await smtp?.stop()
  h = undefined
  smtp = undefined
})

const CONTACT = apiPaths.contactUs
const GUIDE = apiPaths.downloadGuide

async function count(h: Harness, sql: string): Promise<number> {
  return Number(((await h.sql.get(sql)) as { n: number }).n)
}

/**
 * The column that holds when a message's send lease ends: SQLite keeps it in next_attempt_at (one process per data
 * folder), PostgreSQL in lease_until (server/db/postgres/outbox.ts).
 */
const leaseEnd = onPostgres ? 'lease_until' : 'next_attempt_at'

async function drain(h: Harness, rounds = 50) {
  for (let i = 0; i < rounds && (await h.outbox.pending()) > 0; i++) {
    await h.outbox.runOnce()
    await new Promise((r) => setTimeout(r, 30))
  }
}

/** A contact form sent without JavaScript with mistakes (no message, a one-letter surname). */
const invalidForm = () => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ firstName: 'Jo', lastName: 'X', email: 'jo@example.com', message: '', returnTo: '/contact-us' }).toString(),
})

describe('POST /api/email/Form/ContactUs', () => {
  it('stores the message, answers success, then notifies the firm (Reply-To the visitor) and acknowledges the visitor over SMTP', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example' })
    const res = await h.request(CONTACT, postJson(validContact))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(await count(h, "SELECT COUNT(*) AS n FROM submissions WHERE kind = 'contact' AND email = 'maria.keller@example.com'")).toBe(1)
    await drain(h)
    expect(smtp.received).toHaveLength(2)
    const toFirm = smtp.received.find((m) => m.to.includes('office@firm.example'))!
    expect(toFirm.raw).toMatch(/Reply-To: Maria Keller <maria.keller@example.com>/)
    expect(toFirm.raw).toContain('New contact message from Maria Keller')
    const ack = smtp.received.find((m) => m.to.includes('maria.keller@example.com'))!
    expect(ack.raw).toContain('Thank you for writing to us')
  })

  it('answers 400 with the spec messages per field, and stores nothing', async () => {
    h = await startHarness()
    const res = await h.request(CONTACT, postJson({ firstName: 'A', lastName: '', email: 'not-an-email', message: '  ' }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { success: boolean; errors: Record<string, string> }
    expect(body.success).toBe(false)
    expect(body.errors).toEqual({
      firstName: messages.firstNameShort,
      lastName: messages.lastNameRequired,
      email: messages.emailInvalid,
      message: messages.messageRequired,
    })
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(0)
  })

  it('answers a clear 4xx, never a 5xx, for malformed JSON, a wrong content type, an oversized body or the wrong method', async () => {
    h = await startHarness()
    const malformed = await h.request(CONTACT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": "Ma',
    })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: string }).error).toMatch(/not valid JSON/)
    const notObject = await h.request(CONTACT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1,2]' })
    expect(notObject.status).toBe(400)
    const text = await h.request(CONTACT, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' })
    expect(text.status).toBe(415)
    const huge = await h.request(CONTACT, postJson({ ...validContact, message: 'x'.repeat(40_000) }))
    expect(huge.status).toBe(413)
    const tooLong = await h.request(CONTACT, postJson({ ...validContact, message: 'x'.repeat(6000) }))
    expect(tooLong.status).toBe(400)
    const get = await h.request(CONTACT)
    expect(get.status).toBe(405)
  })

  it('refuses an oversized body without reading the rest of it into memory', async () => {
    h = await startHarness()
    // Served through the Node adapter with the production options, as `npm start` serves it.
    const server = createAdaptorServer({ fetch: h.app.fetch, serverOptions }) as Server
    // What the request stream hands to JavaScript (each chunk a Buffer in memory), counted without changing it.
    let bodyBytesInJs = 0
    server.on('request', (req: IncomingMessage) => {
      const emit = req.emit.bind(req)
      req.emit = ((event: string, ...args: unknown[]) => {
        if (event === 'data') bodyBytesInJs += (args[0] as Buffer).length
        return emit(event, ...args)
      }) as typeof req.emit
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const size = 8 * 1024 * 1024
      const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1')
      let received = ''
      socket.on('data', (d) => (received += d))
      socket.on('error', () => {})
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      socket.write(`POST ${CONTACT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`)
      socket.write(Buffer.alloc(size, 'x'))
      await closed
      expect(received).toMatch(/^HTTP\/1\.1 413/)
      console.log(`oversized body: ${(bodyBytesInJs / 1024).toFixed(0)} KB of ${size / 1024} KB reached JavaScript`)
      // At most the first socket read (64 KB, taken before the size was checked); not the rest as it arrives.
      expect(bodyBytesInJs).toBeLessThanOrEqual(64 * 1024)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('drops only a honeypot message; a too-fast one reaches the firm marked [possible spam], with nothing sent to the sender', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example', FORM_MIN_FILL_MS: '3000' })
    const bot = await h.request(CONTACT, postJson({ ...validContact, website: 'http://spam.example' }))
    expect(bot.status).toBe(200)
    expect(await bot.json()).toEqual({ success: true })
    const fast = await h.request(
      CONTACT,
      postJson({ ...validContact, firstName: 'Autofill', email: 'fast@example.com', formStartedAt: Date.now() - 500 }),
    )
    expect(fast.status).toBe(200)
    expect(await fast.json()).toEqual({ success: true })
    const fastGuide = await h.request(
      GUIDE,
      postJson({
        ...validContact,
        firstName: 'Quick',
        email: 'quick@example.com',
        guidelineName: 'RealEstate_Guideline',
        formStartedAt: Date.now() - 500,
      }),
    )
    expect(fastGuide.status).toBe(200)
    const person = await h.request(
      CONTACT,
      postJson({ ...validContact, firstName: 'Slow', email: 'slow@example.com', formStartedAt: Date.now() - 20_000 }),
    )
    expect(person.status).toBe(200)

    expect(await count(h, "SELECT COUNT(*) AS n FROM submissions WHERE status = 'suspected-spam'")).toBe(1)
    expect(await count(h, "SELECT COUNT(*) AS n FROM submissions WHERE status = 'received' AND possible_spam = true")).toBe(2)
    expect(await count(h, "SELECT COUNT(*) AS n FROM submissions WHERE status = 'received' AND possible_spam = false")).toBe(1)
    await drain(h)

    const toFirm = smtp.received.filter((m) => m.to.includes('office@firm.example'))
    const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]
    expect(toFirm.map((m) => subject(m.raw)).sort()).toEqual(
      [
        '[possible spam] Guide request (Investing in Turkish Real Estate) from Quick Keller',
        '[possible spam] New contact message from Autofill Keller',
        'New contact message from Slow Keller',
      ].sort(),
    )
    const flagged = toFirm.find((m) => m.raw.includes('Autofill Keller'))!
    expect(flagged.raw).toContain('Nothing was sent to the visitor')
    // Neither the acknowledgement nor the guide goes to an address that may have been typed by a bot.
    expect(smtp.received.filter((m) => m.to.includes('fast@example.com') || m.to.includes('quick@example.com'))).toEqual([])
    expect(smtp.received.filter((m) => m.to.includes('slow@example.com'))).toHaveLength(1)
    expect(smtp.received).toHaveLength(4)
  })

  it('counts two visitors behind one address apart, holds what comes over a limit, and refuses only past the cap on held messages', async () => {
    // A visitor may send 2 an hour, the address 4, and 2 may be held from it a day.
    const server = await startHarness({ RATE_LIMIT_PER_HOUR: '2', RATE_LIMIT_PER_ADDRESS_PER_HOUR: '4', HELD_PER_ADDRESS_PER_DAY: '2' })
    h = server
    const office = '192.0.2.40'
    let sent = 0
    // Each a new message (the same form sent again would be a repeat of the first: server/forms/idempotency.ts).
    const send = async (email: string) => {
      const res = await server.request(
        CONTACT,
        postJson({ ...validContact, email, message: `Question ${++sent} about a residence permit.` }),
        office,
      )
      return { status: res.status, body: (await res.json()) as { success: boolean; held?: boolean; retryAfterSeconds?: number } }
    }
    // Visitor A reaches their own limit: their next message is held, not refused.
    expect(await send('a@example.com')).toEqual({ status: 200, body: { success: true } })
    expect(await send('A@example.com')).toEqual({ status: 200, body: { success: true } })
    expect(await send('a@example.com')).toEqual({ status: 200, body: { success: true, held: true } })
    // Visitor B, a colleague on the same connection, is not held for A's messages.
    expect(await send('b@example.com')).toEqual({ status: 200, body: { success: true } })
    // The address's ceiling: the next message is held whoever sends it; past the cap on held ones, 429 for a day.
    expect(await send('c@example.com')).toEqual({ status: 200, body: { success: true, held: true } })
    const refused = await send('d@example.com')
    expect(refused.status).toBe(429)
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(80_000)
    // Another address is unaffected.
    expect((await h.request(CONTACT, postJson({ ...validContact, email: 'e@example.com' }), '198.51.100.8')).status).toBe(200)

    const leads = (await h.sql.all('SELECT email, held FROM submissions ORDER BY id')) as { email: string; held: number | boolean }[]
    expect(leads.map((l) => [l.email, Boolean(l.held)])).toEqual([
      ['a@example.com', false],
      ['A@example.com', false],
      ['a@example.com', true],
      ['b@example.com', false],
      ['c@example.com', true],
      ['e@example.com', false],
    ])
    // Held: nothing to the typed address; the firm hears of the first held message from the address, marked, and
    // finds the rest in the leads inbox.
    const mail = (await h.sql.all(
      'SELECT s.email AS email, s.held AS held, o.purpose AS purpose, o.message AS message FROM outbox o JOIN submissions s ON s.id = o.submission_id ORDER BY o.id',
    )) as { email: string; held: number | boolean; purpose: string; message: string | { subject: string } }[]
    const subject = (m: (typeof mail)[number]) =>
      (typeof m.message === 'string' ? (JSON.parse(m.message) as { subject: string }) : m.message).subject
    const held = mail.filter((m) => Boolean(m.held))
    expect(held.map((m) => m.purpose)).toEqual(['firm-notification'])
    expect(subject(held[0])).toMatch(/^\[held for review\] New contact message from /)
    expect(mail.filter((m) => m.email === 'b@example.com').map((m) => m.purpose)).toEqual(['firm-notification', 'visitor-acknowledgement'])
  })

  it('refuses line breaks and control characters in names and e-mail addresses, keeps them in messages, and escapes visitor text in the HTML part', async () => {
    h = await startHarness()
    const injected = await h.request(
      CONTACT,
      postJson({ ...validContact, firstName: 'Eve\r\nBcc: victim@example.com', lastName: 'Ke\u0000ller' }),
    )
    expect(injected.status).toBe(400)
    expect(((await injected.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      firstName: messages.nameControl,
      lastName: messages.lastNameControl,
    })
    const badEmail = await h.request(CONTACT, postJson({ ...validContact, email: 'eve@exa\u0007mple.com' }))
    expect(((await badEmail.json()) as { errors: Record<string, string> }).errors.email).toBe(messages.emailInvalid)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(0)
    const res = await h.request(
      CONTACT,
      postJson({
        ...validContact,
        firstName: 'Eve',
        message: 'Line one\r\nBcc: victim@example.com\n<script>alert(1)</script> & <b>bold</b>',
      }),
    )
    expect(res.status).toBe(200)
    expect(((await h.sql.get('SELECT message FROM submissions')) as { message: string }).message).toContain('Line one\r\nBcc:')
    await drain(h)
    const dir = path.join(h.env.dataDir, 'mail')
    const raws = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'))
    expect(raws).toHaveLength(2)
    for (const raw of raws) {
      const headers = raw.split(/\r?\n\r?\n/)[0]
      expect(headers).not.toMatch(/^Bcc:/im)
      const htmlPart = raw.split(/Content-Type: text\/html/)[1]
      expect(htmlPart).toBeDefined()
      expect(htmlPart).not.toContain('<script>alert(1)</script>')
    }
    expect(raws.join('\n')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('sends a visitor without JavaScript back to the form with 303, and that page shows the result once', async () => {
    h = await startHarness()
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const ok = await h.request(CONTACT, form({ ...validContact, returnTo: '/contact-us' }))
    expect(ok.status).toBe(303)
    const okTo = ok.headers.get('location')!
    expect(okTo).toMatch(/^\/contact-us\?form-result=[\w-]{20,}#contact-form$/)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(1)
    const shown = await h.request(okTo.split('#')[0])
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    const okHtml = await shown.text()
    expect(okHtml).toContain(messages.sent)
    expect(okHtml).toContain('<title>Contact Us – Atlas Law Istanbul</title>')
    // A refresh (or a shared link) is an ordinary GET: no second submission, and the notice is gone.
    const again = await h.request(okTo.split('#')[0])
    expect(await again.text()).not.toContain(messages.sent)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(1)

    const bad = await h.request(CONTACT, form({ firstName: 'Jo', lastName: 'X', email: 'jo@example.com', message: '', returnTo: '/faq' }))
    expect(bad.status).toBe(303)
    const badTo = bad.headers.get('location')!
    expect(badTo).toMatch(/^\/faq\?form-result=[\w-]+#contact-form$/)
    // The visitor's text and the messages stay on the server, not in the address.
    // (Outside the random token, which may spell anything, "jo" included.)
    expect(badTo.replace(/form-result=[\w-]+/, 'form-result=')).not.toMatch(/jo|Surname|required/i)
    // The token belongs to its page: on another page it shows nothing and is not spent.
    expect(await (await h.request(badTo.replace('/faq', '/contact-us').split('#')[0])).text()).not.toContain(messages.lastNameShort)
    const badHtml = await (await h.request(badTo.split('#')[0])).text()
    expect(badHtml).toContain(messages.lastNameShort)
    expect(badHtml).toContain(messages.messageRequired)
    expect(badHtml).toContain('value="jo@example.com"')
    expect(badHtml).toContain('Frequently Asked Questions')
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(1)
  })

  it('shows a no-JavaScript result on the page served by another instance, once, and keeps the typed text minutes only', async () => {
    const dataDir = tempDir()
    h = await startHarness({}, { dataDir })
    const other = await startHarness({}, { dataDir, seed: false })
    try {
      const bad = await h.request(CONTACT, invalidForm())
      expect(bad.status).toBe(303)
      const to = bad.headers.get('location')!.split('#')[0]
      // The load balancer sends the follow-up GET to the other instance: it shows the errors and what was typed.
      const shown = await (await other.request(to)).text()
      expect(shown).toContain(messages.lastNameShort)
      expect(shown).toContain('value="jo@example.com"')
      // Used once, on every instance.
      expect(await (await h.request(to)).text()).not.toContain(messages.lastNameShort)
      expect(await count(h, 'SELECT COUNT(*) AS n FROM form_results')).toBe(0)
      // One never followed is deleted once it expires: it held the visitor's typed text.
      await h.request(CONTACT, invalidForm())
      const expires = (await h.sql.get<{ at: string }>('SELECT expires_at AS at FROM form_results'))!.at
      expect(Date.parse(expires) - Date.now()).toBeLessThanOrEqual(5 * 60_000)
      expect(await h.store.formResults.deleteExpired(expires)).toBe(1)
    } finally {
      await other.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('counts the pages rendered for one address’s mistakes on every instance against its ceiling, and holds a message sent after them', async () => {
    const dataDir = tempDir()
    const env = { RATE_LIMIT_PER_ADDRESS_PER_HOUR: '2' }
    h = await startHarness(env, { dataDir })
    const other = await startHarness(env, { dataDir, seed: false })
    try {
      // One page with the mistakes from each instance: the address's two for the hour.
      expect((await h.request(CONTACT, invalidForm())).status).toBe(303)
      expect((await other.request(CONTACT, invalidForm())).status).toBe(303)
      // Either instance now answers more mistakes with the limit's notice instead of the page with them...
      const limited = await h.request(CONTACT, invalidForm())
      expect(limited.status).toBe(303)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
      expect(await (await other.request(limited.headers.get('location')!.split('#')[0])).text()).toContain(
        'Too many messages have been sent from this connection in the last hour',
      )
      // ...but a correct message is kept, held for review, and the page says so.
      const form = {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...validContact, returnTo: '/contact-us' }).toString(),
      }
      const sent = await other.request(CONTACT, form)
      expect(sent.status).toBe(303)
      const page = await (await h.request(sent.headers.get('location')!.split('#')[0])).text()
      expect(page).toContain('We have received your message. Many messages came from your connection in the last hour')
      // Another message (the same form as JSON would be the same post again).
      expect((await h.request(CONTACT, postJson({ ...validContact, message: 'And a question about the title deed.' }))).status).toBe(200)
      expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions WHERE held')).toBe(2)
    } finally {
      await other.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('sends a no-JavaScript visitor past the cap on held messages back to the form with 303, in the page’s language, with what was typed', async () => {
    h = await startHarness({ RATE_LIMIT_PER_HOUR: '1', RATE_LIMIT_PER_ADDRESS_PER_HOUR: '1', HELD_PER_ADDRESS_PER_DAY: '1' })
    expect((await h.request(CONTACT, postJson(validContact))).status).toBe(200)
    const second = { ...validContact, message: 'A second question about the residence permit.' }
    expect(await (await h.request(CONTACT, postJson(second))).json()).toEqual({ success: true, held: true })
    const message = 'Oturma izni hakkında ikinci bir sorum var.'
    const form = (returnTo: string, language: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validContact, message, returnTo, language }).toString(),
    })

    const limited = await h.request(CONTACT, form('/tr/contact-us', 'tr'))
    expect(limited.status).toBe(303)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000)
    const to = limited.headers.get('location')!
    expect(to).toMatch(/^\/tr\/contact-us\?form-result=[\w-]+#contact-form$/)
    expect(to).not.toContain('Oturma')
    const page = await h.request(to.split('#')[0])
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toMatch(/Son bir saat içinde bu bağlantıdan çok fazla mesaj gönderildi\. Lütfen [\d.]+ dakika sonra tekrar deneyin/)
    expect(html).toContain(`href="${site.phone.href}"`)
    expect(html).toContain(`href="mailto:${site.email}"`)
    expect(html).toContain('Yazdıklarınız kaybolmadı, formda duruyor.')
    expect(html).toContain(`>${message}</textarea>`)
    expect(html).toContain(`value="${validContact.email}"`)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(2)

    // The API's callers get the wait in the body too (a page on another origin cannot read Retry-After).
    const json = await h.request(CONTACT, postJson({ ...validContact, message: 'A third question, about the tax number.' }))
    expect(json.status).toBe(429)
    expect(((await json.json()) as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000)

    // A connection that keeps posting gets, past as many such pages as its limit, a small page that keeps nothing.
    const flood = await h.request(GUIDE, form('/ar/guides/real-estate-guide', 'ar'))
    expect(flood.status).toBe(429)
    const small = await flood.text()
    expect(small).toContain('<html lang="ar" dir="rtl">')
    expect(small).toMatch(/تم إرسال عدد كبير جدًا من الرسائل من هذا الاتصال خلال الساعة الماضية\. يرجى المحاولة مرة أخرى بعد [\d,٬]+ دقيقة/)
    expect(small).toContain(`<a href="${site.phone.href}" dir="ltr">${site.phone.display}</a>`)
    expect(small).toContain('href="/ar/guides/real-estate-guide#guide-form"')
    expect(small).not.toContain('Oturma')
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(2)
  })

  it('sends a no-JavaScript visitor back only to a path on this site', async () => {
    h = await startHarness()
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/contact-us?x=1', 'javascript:alert(1)']) {
      const res = await h.request(CONTACT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...validContact, returnTo }).toString(),
      })
      expect(res.status).toBe(303)
      expect(res.headers.get('location'), returnTo).toMatch(/^\/contact-us\?form-result=[\w-]+#contact-form$/)
    }
  })
})

describe('POST /api/email/Form/DownloadGuidline', () => {
  it('sends the visitor the requested guide as a PDF generated from its content, and notifies the firm', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url() })
    const res = await h.request(GUIDE, postJson({ ...validContact, guidelineName: 'HowToDoBusinessInTurkey_Guideline' }))
    expect(res.status).toBe(200)
    await drain(h)
    expect(smtp.received).toHaveLength(2)
    const delivery = smtp.received.find((m) => m.to.includes(validContact.email))!
    expect(delivery.raw).toContain('Subject: Your guide: Doing Business in Turkey')
    expect(delivery.raw).toMatch(/Content-Type: application\/pdf; name=business-in-turkey\.pdf/)
    const pdfBase64 = /filename=business-in-turkey\.pdf\r?\n\r?\n([\s\S]+?)\r?\n--/.exec(delivery.raw)![1].replace(/\s+/g, '')
    const pdf = Buffer.from(pdfBase64, 'base64')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(20_000)
    const notice = smtp.received.find((m) => !m.to.includes(validContact.email))!
    expect(notice.raw).toContain('Guide request (Doing Business in Turkey) from Maria Keller')
  })

  it('tells a visitor without JavaScript, back at the guide form, where the guide is going', async () => {
    h = await startHarness()
    const res = await h.request(GUIDE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...validContact,
        guidelineName: 'RealEstate_Guideline',
        returnTo: '/guides/real-estate-guide',
      }).toString(),
    })
    expect(res.status).toBe(303)
    const to = res.headers.get('location')!
    expect(to).toMatch(/^\/guides\/real-estate-guide\?form-result=[\w-]+#guide-form$/)
    expect(to).not.toContain('example.com')
    const html = await (await h.request(to.split('#')[0])).text()
    expect(html).toContain(messages.sent)
    expect(html).toMatch(/The guide is on its way to <strong[^>]*>maria\.keller@example\.com<\/strong>/)
  })

  it('refuses an unknown guide name', async () => {
    h = await startHarness()
    const res = await h.request(GUIDE, postJson({ ...validContact, guidelineName: 'Secret_Guideline' }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors.guidelineName).toBeTruthy()
  })
})

describe('outbox', () => {
  it('loses nothing while SMTP is down and delivers everything exactly once when it is back', async () => {
    smtp = new TestSmtp()
    const port = await smtp.start()
    await smtp.stop()
    h = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    for (let i = 0; i < 3; i++) {
      const res = await h.request(CONTACT, postJson({ ...validContact, email: `visitor${i}@example.com` }))
      expect(res.status).toBe(200)
    }
    await expect
      .poll(async () => {
        await h!.outbox.runOnce()
        return await count(h!, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND attempts >= 1")
      })
      .toBe(6)
    expect(smtp.received).toHaveLength(0)
    await smtp.start(port)
    await drain(h)
    expect(smtp.received).toHaveLength(6)
    const recipients = smtp.received.flatMap((m) => m.to).sort()
    expect(new Set(recipients.filter((r) => r.startsWith('visitor'))).size).toBe(3)
    expect(await count(h, "SELECT COUNT(*) AS n FROM outbox WHERE status = 'sent'")).toBe(6)
    await h.outbox.runOnce()
    expect(smtp.received).toHaveLength(6)
  })

  it('sends after a restart what was still pending when the process stopped', async () => {
    smtp = new TestSmtp()
    const port = await smtp.start()
    await smtp.stop()
    const dataDir = tempDir()
    const first = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { dataDir })
    expect((await first.request(GUIDE, postJson({ ...validContact, guidelineName: 'ResidencePermit_Guideline' }))).status).toBe(200)
    // A message caught mid-send by a crash stays 'sending' until its lease runs out.
    await first.sql.run(`UPDATE outbox SET status = 'sending', ${leaseEnd} = ? WHERE id = 1`, new Date(Date.now() - 1000).toISOString())
    await first.close()

    await smtp.start(port)
    h = await startHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { dataDir })
    await drain(h)
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received.some((m) => m.raw.includes('turkish-residence-permit-checklist.pdf'))).toBe(true)
  })

  it('gives each message a fixed Message-ID, so a resend after a crash carries the same one', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    const dataDir = tempDir()
    const first = await startHarness({ SMTP_URL: smtp.url() }, { dataDir })
    expect((await first.request(CONTACT, postJson(validContact))).status).toBe(200)
    await drain(first)
    const messageId = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]
    const sent = smtp.received.map((m) => messageId(m.raw))
    expect(sent).toHaveLength(2)
    for (const id of sent) expect(id).toMatch(/^<outbox-\d+\.[0-9a-f]{12}@www\.atlaslaw\.example>$/)
    expect(new Set(sent).size).toBe(2)
    // The SMTP server accepted message 1, then the process died before recording it: it is still 'sending'.
    await first.sql.run(
      `UPDATE outbox SET status = 'sending', sent_at = NULL, ${leaseEnd} = ? WHERE id = 1`,
      new Date(Date.now() - 1000).toISOString(),
    )
    await first.close()

    h = await startHarness({ SMTP_URL: smtp.url() }, { dataDir })
    await drain(h)
    expect(smtp.received).toHaveLength(3)
    const resent = smtp.received[2]
    expect(resent.to).toEqual(smtp.received.find((m) => m.raw.includes(sent[0]!))!.to)
    expect(messageId(resent.raw)).toBe(sent.find((id) => id!.startsWith('<outbox-1.')))
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('deletes submissions older than the retention period', async () => {
    h = await startHarness({ RETENTION_DAYS: '30' })
    await h.request(CONTACT, postJson(validContact))
    await h.sql.run("UPDATE submissions SET created_at = '2020-01-01T00:00:00.000Z'")
    await h.request(CONTACT, postJson({ ...validContact, email: 'new@example.com' }))
    // What is left is asserted, not how many this call removed: the worker's own pass, kicked by a post, begins with
    // the same sweep when its last one is old enough, and may have deleted the old submission first (CI on
    // PostgreSQL: this call answered 0 after the worker's pass had swept).
    await h.outbox.applyRetention(Date.now(), true)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM submissions')).toBe(1)
    expect(await count(h, "SELECT COUNT(*) AS n FROM submissions WHERE email = 'new@example.com'")).toBe(1)
    expect(await count(h, 'SELECT COUNT(*) AS n FROM outbox WHERE submission_id = 1')).toBe(0)
  })

  it('deletes bookings that ended more than the retention period ago with the same sweep', async () => {
    const harness = (h = await startHarness({ RETENTION_DAYS: '30' }))
    const visitor = {
      lawyer: 'selin-aksoy',
      kind: 'video',
      bufferBefore: 0,
      bufferAfter: 0,
      name: 'John Smith',
      email: 'john@example.com',
      phone: null,
      topic: 'Residence permit',
      meetingLanguage: 'en',
      siteLanguage: 'en',
      visitorTimeZone: 'Europe/London',
    } as const
    const day = 86_400_000
    const ended = (daysAgo: number) => new Date(Math.floor((Date.now() - daysAgo * day) / 3_600_000) * 3_600_000)
    const booked = async (start: Date) =>
      (await harness.store.bookings.create(
        { ...visitor, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 900_000).toISOString() },
        new Date().toISOString(),
      )) as { id: string }
    const old = await booked(ended(31))
    const recent = await booked(ended(29))
    await harness.outbox.applyRetention(Date.now(), true)
    expect(await harness.store.bookings.get(old.id)).toBeNull()
    expect(await harness.store.bookings.get(recent.id)).not.toBeNull()
  })

  it('deletes the .eml copies of mail older than the retention period and keeps newer ones', async () => {
    const dataDir = tempDir()
    h = await startHarness({ RETENTION_DAYS: '30' }, { dataDir })
    await h.request(CONTACT, postJson(validContact))
    await drain(h)
    const mailDir = path.join(dataDir, 'mail')
    const written = readdirSync(mailDir).filter((n) => n.endsWith('.eml'))
    expect(written.length).toBeGreaterThan(1)
    const old = new Date('2020-01-01T00:00:00Z')
    utimesSync(path.join(mailDir, written[0]), old, old)
    await h.outbox.applyRetention(Date.now(), true)
    await vi.waitFor(() => expect(readdirSync(mailDir).sort()).toEqual(written.slice(1).sort()))
    rmSync(dataDir, { recursive: true, force: true })
  })
})
