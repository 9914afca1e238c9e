import { afterEach, describe, expect, it } from 'vitest'
import { apiPaths } from '../../src/config/api.ts'
import { messages } from '../../src/lib/forms.ts'
import { postJson, startHarness, validContact, type Harness } from '../test/harness.ts'
import { TestSmtp } from '../test/smtp.ts'
import { DERIVED_KEY_WINDOW_MS } from './idempotency.ts'

/** Issue 23: a visitor's retried post (their proxy got a 502 while an instance died) is stored once and mailed once. */

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
const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e'

const count = async (h: Harness, table: 'submissions' | 'outbox') =>
  Number(((await h.sql.get(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n)
const withKey = (body: unknown, key = KEY) => postJson(body, { 'Idempotency-Key': `"${key}"` })
const htmlForm = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

async function drain(h: Harness) {
  for (let i = 0; i < 50 && (await h.outbox.pending()) > 0; i++) {
    await h.outbox.runOnce()
    await new Promise((r) => setTimeout(r, 30))
  }
}

describe('a form post sent again with the same Idempotency-Key', () => {
  it('is stored once and mailed once, and both answers are the same success', async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example' })
    const first = await h.request(CONTACT, withKey(validContact))
    const again = await h.request(CONTACT, withKey(validContact))
    expect([first.status, again.status]).toEqual([200, 200])
    expect(await again.json()).toEqual(await first.json())
    expect(await count(h, 'submissions')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)
    await drain(h)
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['maria.keller@example.com', 'office@firm.example'])
  })

  it('stores two posts with two keys, even with the same text', async () => {
    h = await startHarness()
    expect((await h.request(CONTACT, withKey(validContact))).status).toBe(200)
    expect((await h.request(CONTACT, withKey(validContact, 'a-second-key-0000000001'))).status).toBe(200)
    expect(await count(h, 'submissions')).toBe(2)
    expect(await count(h, 'outbox')).toBe(4)
  })

  it('stores one of two tries that arrive together', async () => {
    h = await startHarness()
    const answers = await Promise.all([h.request(CONTACT, withKey(validContact)), h.request(CONTACT, withKey(validContact))])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(await count(h, 'submissions')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)
  })

  it('is answered as the first, not held, even when the visitor has reached their hourly limit with it', async () => {
    h = await startHarness({ RATE_LIMIT_PER_HOUR: '1' })
    expect(await (await h.request(CONTACT, withKey(validContact))).json()).toEqual({ success: true })
    expect(await (await h.request(CONTACT, withKey(validContact))).json()).toEqual({ success: true })
    expect(await count(h, 'submissions')).toBe(1)
    // A new message over the limit is held for review.
    const another = await h.request(CONTACT, withKey({ ...validContact, message: 'Another question.' }, 'a-second-key-0000000001'))
    expect(await another.json()).toEqual({ success: true, held: true })
    expect(await count(h, 'submissions')).toBe(2)
  })

  it('answers 422 when the key comes back with another form, and 400 for a malformed key', async () => {
    h = await startHarness()
    expect((await h.request(CONTACT, withKey(validContact))).status).toBe(200)
    const other = await h.request(CONTACT, withKey({ ...validContact, message: 'A different question.' }))
    expect(other.status).toBe(422)
    expect(((await other.json()) as { error: string }).error).toMatch(/already used for a different form/)
    const bad = await h.request(CONTACT, withKey(validContact, 'short'))
    expect(bad.status).toBe(400)
    expect(await count(h, 'submissions')).toBe(1)
  })

  it('takes the key bare too, and an API caller without a key is stored every time, as before', async () => {
    h = await startHarness()
    expect((await h.request(CONTACT, postJson(validContact, { 'Idempotency-Key': KEY }))).status).toBe(200)
    expect((await h.request(CONTACT, withKey(validContact))).status).toBe(200)
    expect(await count(h, 'submissions')).toBe(1)
    await h.request(CONTACT, postJson(validContact))
    await h.request(CONTACT, postJson(validContact))
    expect(await count(h, 'submissions')).toBe(3)
  })
})

describe('a form posted without JavaScript, sent again', () => {
  it('is stored once within the window and both posts land on the success notice; a changed form is a new one', async () => {
    h = await startHarness()
    const fields = { ...validContact, returnTo: '/contact-us', language: 'en' }
    const first = await h.request(CONTACT, htmlForm(fields))
    // Sent again, with the address in other capitals and spaces around the name: the same form.
    const again = await h.request(CONTACT, htmlForm({ ...fields, email: 'Maria.Keller@example.com', firstName: ' Maria ' }))
    for (const res of [first, again]) {
      expect(res.status).toBe(303)
      const to = res.headers.get('location')!
      expect(to).toMatch(/^\/contact-us\?form-result=[\w-]+#contact-form$/)
      expect(await (await h.request(to.split('#')[0])).text()).toContain(messages.sent)
    }
    expect(await count(h, 'submissions')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)

    expect((await h.request(CONTACT, htmlForm({ ...fields, message: `${validContact.message} One more thing.` }))).status).toBe(303)
    expect(await count(h, 'submissions')).toBe(2)
  })

  it('tells a guide request’s repeat where the guide is going, as the first', async () => {
    h = await startHarness()
    const fields = { ...validContact, guidelineName: 'RealEstate_Guideline', returnTo: '/guides/real-estate-guide' }
    for (let i = 0; i < 2; i++) {
      const res = await h.request(GUIDE, htmlForm(fields))
      const html = await (await h.request(res.headers.get('location')!.split('#')[0])).text()
      expect(html).toMatch(/The guide is on its way to <strong[^>]*>maria\.keller@example\.com<\/strong>/)
    }
    expect(await count(h, 'submissions')).toBe(1)
  })

  it('is a new message once the window has passed', async () => {
    h = await startHarness()
    const fields = { ...validContact, returnTo: '/contact-us' }
    await h.request(CONTACT, htmlForm(fields))
    await h.sql.run('UPDATE submissions SET created_at = ?', new Date(Date.now() - DERIVED_KEY_WINDOW_MS - 1000).toISOString())
    await h.request(CONTACT, htmlForm(fields))
    expect(await count(h, 'submissions')).toBe(2)
    expect(await count(h, 'outbox')).toBe(4)
    // And the newer one is what a retry now finds.
    await h.request(CONTACT, htmlForm(fields))
    expect(await count(h, 'submissions')).toBe(2)
  })
})
