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

/** Two posts of one form: one submission, its two e-mails sent once each, the same success answer to both. */
async function expectStoredAndMailedOnce(first: RequestInit, again: RequestInit) {
  smtp = new TestSmtp()
  await smtp.start()
  h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example' })
  const answers = [await h.request(CONTACT, first), await h.request(CONTACT, again)]
  expect(answers.map((r) => r.status)).toEqual([200, 200])
  expect(await answers[1].json()).toEqual(await answers[0].json())
  expect(await count(h, 'submissions')).toBe(1)
  expect(await count(h, 'outbox')).toBe(2)
  await drain(h)
  expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['maria.keller@example.com', 'office@firm.example'])
}

describe('a form post sent again with the same Idempotency-Key', () => {
  it('is stored once and mailed once, and both answers are the same success', async () => {
    await expectStoredAndMailedOnce(withKey(validContact), withKey(validContact))
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

  it('takes the key bare too, and a post with a key is not a repeat of the same text posted without one', async () => {
    h = await startHarness()
    expect((await h.request(CONTACT, postJson(validContact, { 'Idempotency-Key': KEY }))).status).toBe(200)
    expect((await h.request(CONTACT, withKey(validContact))).status).toBe(200)
    expect(await count(h, 'submissions')).toBe(1)
    // The key the caller sent is theirs: the same text without it is another post (its key is derived).
    await h.request(CONTACT, postJson(validContact))
    expect(await count(h, 'submissions')).toBe(2)
  })
})

describe('a JSON post without an Idempotency-Key, sent again (issue 35: nginx resends a post when an instance dies)', () => {
  it('is stored once and mailed once, and both answers are the same success', async () => {
    // What another caller's retry may send: the same form, the address in other capitals, the lines ended otherwise.
    const again = postJson({ ...validContact, email: 'Maria.Keller@Example.com ', message: `${validContact.message}\r\n` })
    await expectStoredAndMailedOnce(postJson(validContact), again)
  })

  it('stores one of several tries that arrive together', async () => {
    h = await startHarness()
    const answers = await Promise.all(Array.from({ length: 4 }, () => h!.request(CONTACT, postJson(validContact))))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set([JSON.stringify({ success: true })]))
    expect(await count(h, 'submissions')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)
  })

  it('stores one when the tries reach two instances on one database at once', async () => {
    h = await startHarness()
    // A second instance: its own app, store and connections, on the same database (file, or PostgreSQL database).
    const other = await startHarness({}, { dataDir: h.env.dataDir, seed: false })
    try {
      const guide = { ...validContact, guidelineName: 'RealEstate_Guideline' }
      const answers = await Promise.all([
        h.request(CONTACT, postJson(validContact)),
        other.request(CONTACT, postJson(validContact)),
        h.request(GUIDE, postJson(guide)),
        other.request(GUIDE, postJson(guide)),
      ])
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
      expect(await count(h, 'submissions')).toBe(2)
      const kinds = (await h.sql.all('SELECT kind FROM submissions ORDER BY kind')) as { kind: string }[]
      expect(kinds.map((r) => r.kind)).toEqual(['contact', 'guide'])
    } finally {
      await other.close()
    }
  })

  it('tells a held post’s repeat that it was held, as the first', async () => {
    h = await startHarness({ RATE_LIMIT_PER_HOUR: '1' })
    expect(await (await h.request(CONTACT, postJson(validContact))).json()).toEqual({ success: true })
    const second = { ...validContact, message: 'A second question, about the tax number.' }
    for (let i = 0; i < 2; i++) expect(await (await h.request(CONTACT, postJson(second))).json()).toEqual({ success: true, held: true })
    expect(await count(h, 'submissions')).toBe(2)
  })

  it('stores another message from the same person, and the same message once the window has passed', async () => {
    h = await startHarness()
    await h.request(CONTACT, postJson(validContact))
    await h.request(CONTACT, postJson({ ...validContact, message: `${validContact.message} We are two buyers.` }))
    await h.request(CONTACT, postJson({ ...validContact, language: 'tr' }))
    expect(await count(h, 'submissions')).toBe(3)
    await h.sql.run('UPDATE submissions SET created_at = ?', new Date(Date.now() - DERIVED_KEY_WINDOW_MS - 1000).toISOString())
    await h.request(CONTACT, postJson(validContact))
    expect(await count(h, 'submissions')).toBe(4)
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
