import { afterEach, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { apiPaths } from '../../src/config/api.ts'
import { postJson, startHarness, validContact, type Harness } from '../test/harness.ts'
import { mailDir } from '../db/data-files.ts'

/**
 * Forms sent from a Turkish or Arabic page (issue 22): the submission records the language, the visitor's e-mail is
 * written in it, and the firm is told which language the visitor used. Read from the .eml files the site writes
 * when no mail server is configured, as the firm would open them.
 */
let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function drain(h: Harness) {
  for (let i = 0; i < 50 && h.outbox.pending() > 0; i++) {
    await h.outbox.runOnce()
    await new Promise((r) => setTimeout(r, 30))
  }
}

/** RFC 2047 words ("=?UTF-8?Q?...?=") and quoted-printable or base64 bodies, decoded to text. */
const bytesToText = (hex: string) =>
  Buffer.from(
    hex.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')
function decodeWords(value: string): string {
  return value.replace(/\s*=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : bytesToText(text.replace(/_/g, ' ')),
  )
}
function readEml(raw: string): { to: string; subject: string; text: string } {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '')
  const part = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw)
  const body = !part
    ? ''
    : part[1].toLowerCase() === 'base64'
      ? Buffer.from(part[2], 'base64').toString('utf8')
      : bytesToText(part[2].replace(/=\r?\n/g, ''))
  return { to: header('To'), subject: header('Subject'), text: body }
}
const mails = (h: Harness) =>
  readdirSync(mailDir(h.env.dataDir))
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readEml(readFileSync(path.join(mailDir(h.env.dataDir), f), 'utf8')))

describe('forms in the page language', () => {
  it('a Turkish contact message: stored as Turkish, acknowledged in Turkish, the firm told the language', async () => {
    h = await startHarness()
    const res = await h.request(apiPaths.contactUs, postJson({ ...validContact, language: 'tr' }))
    expect(res.status).toBe(200)
    expect((h.db.prepare('SELECT language FROM submissions').get() as { language: string }).language).toBe('tr')
    await drain(h)
    const all = mails(h)
    const ack = all.find((m) => m.to.includes(validContact.email))!
    expect(ack.subject).toBe('Mesajınızı aldık – Atlas Law Istanbul')
    expect(ack.text).toContain('Bize yazdığınız için teşekkür ederiz.')
    expect(ack.text).toContain('Pazartesi’den Cuma’ya, 09:00–20:00 İstanbul saatiyle (GMT+3)')
    const firm = all.find((m) => !m.to.includes(validContact.email))!
    expect(firm.text).toContain('Language: Türkçe (tr)')
  })

  it('an Arabic guide request: the guide e-mail is in Arabic, names the guide as the Arabic page did, and says the PDF is English', async () => {
    h = await startHarness()
    await h.request(apiPaths.downloadGuide, postJson({ ...validContact, language: 'ar', guidelineName: 'RealEstate_Guideline' }))
    await drain(h)
    const delivery = mails(h).find((m) => m.to.includes(validContact.email))!
    expect(delivery.subject).toMatch(/^دليلكم: /)
    expect(delivery.subject).not.toMatch(/[A-Za-z]{4,}/)
    expect(delivery.text).toContain('الدليل المرفق باللغة الإنجليزية')
  })

  it('English stays the default, and a language the site does not have is refused with the list', async () => {
    h = await startHarness()
    expect((await h.request(apiPaths.contactUs, postJson(validContact))).status).toBe(200)
    expect((h.db.prepare('SELECT language FROM submissions').get() as { language: string }).language).toBe('en')
    const res = await h.request(apiPaths.contactUs, postJson({ ...validContact, email: 'other@example.com', language: 'xx' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, error: 'language must be one of en, tr, ar' })
  })
})
