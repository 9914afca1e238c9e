import { afterEach, describe, expect, it } from 'vitest'
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { apiPaths } from '../../src/config/api.ts'
import { seedContentSource } from '../content/seed-source.ts'
import { ar } from '../../src/i18n/dictionaries/ar.ts'
import { postJson, startHarness, tempDir, validContact, type Harness } from '../test/harness.ts'
import { mailDir } from '../db/data-files.ts'
import { leafParts, parseMime } from '../test/mime.ts'

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
  for (let i = 0; i < 50 && (await h.outbox.pending()) > 0; i++) {
    await h.outbox.runOnce()
    await new Promise((r) => setTimeout(r, 30))
  }
}

/** The PDF attached to a message: its file name and bytes. */
function attachedPdf(raw: string): { filename: string; pdf: Buffer } | null {
  const part = leafParts(parseMime(raw)).find((p) => p.type === 'application/pdf')
  if (!part) return null
  const disposition = part.headers.get('content-disposition') ?? ''
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? part.params.name ?? ''
  return { filename, pdf: part.bytes }
}

const poppler = spawnSync('pdftotext', ['-v']).status === 0

/** The attached guide's text as a reader copies it (Poppler), without white space or its bidi marks. */
function pdfText(pdf: Buffer): string {
  const file = path.join(tempDir('guide-attachment-'), 'guide.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\s\u202a-\u202e]+/g, '')
}
const solid = (s: string) => s.replace(/\s+/g, '')

function readEml(raw: string): { to: string; subject: string; text: string; raw: string } {
  const mail = parseMime(raw)
  const text = leafParts(mail).find((p) => p.type === 'text/plain')?.body ?? ''
  return { to: mail.headers.get('to') ?? '', subject: mail.headers.get('subject') ?? '', text, raw }
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
    expect(((await h.sql.get('SELECT language FROM submissions')) as { language: string }).language).toBe('tr')
    await drain(h)
    const all = mails(h)
    const ack = all.find((m) => m.to.includes(validContact.email))!
    expect(ack.subject).toBe('Mesajınızı aldık – Atlas Law Istanbul')
    expect(ack.text).toContain('Bize yazdığınız için teşekkür ederiz.')
    expect(ack.text).toContain("Pazartesi'den Cuma'ya, 09:00–20:00 İstanbul saatiyle (GMT+3)")
    const firm = all.find((m) => !m.to.includes(validContact.email))!
    expect(firm.text).toContain('Language: Türkçe (tr)')
  })

  it('an Arabic guide request: the guide e-mail is in Arabic, names the guide as the Arabic page did, and attaches the Arabic PDF', async () => {
    h = await startHarness()
    await h.request(apiPaths.downloadGuide, postJson({ ...validContact, language: 'ar', guidelineName: 'RealEstate_Guideline' }))
    await drain(h)
    const delivery = mails(h).find((m) => m.to.includes(validContact.email))!
    expect(delivery.subject).toMatch(/^دليلكم: /)
    expect(delivery.subject).not.toMatch(/[A-Za-z]{4,}/)
    // The guide is translated: no word of an English attachment, but the honesty note of a translation no lawyer
    // has reviewed yet.
    expect(delivery.text).not.toContain('الدليل المرفق باللغة الإنجليزية')
    expect(delivery.text).toContain(ar.translation.unreviewed)
    const attachment = attachedPdf(delivery.raw)!
    expect(attachment.filename).toBe('real-estate-guide-ar.pdf')
    expect(attachment.pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(attachment.pdf.toString('latin1')).toContain('/Lang (ar)')
    if (poppler) {
      const guide = (await seedContentSource().guide('ar', 'real-estate-guide'))!
      const text = pdfText(attachment.pdf)
      expect(text).toContain(solid(guide.title))
      expect(text).toContain(solid(guide.chapters[0].title))
    }
    // Setting an Arabic guide line by line takes seconds on a loaded machine.
  }, 60_000)

  it('a Turkish guide request: the Turkish PDF is attached, with Turkish headings', async () => {
    h = await startHarness()
    await h.request(apiPaths.downloadGuide, postJson({ ...validContact, language: 'tr', guidelineName: 'ResidencePermit_Guideline' }))
    await drain(h)
    const delivery = mails(h).find((m) => m.to.includes(validContact.email))!
    expect(delivery.subject).toBe('Rehberiniz: Türkiye İkamet İzni Kontrol Listesi')
    expect(delivery.text).not.toContain('İngilizcedir')
    const attachment = attachedPdf(delivery.raw)!
    expect(attachment.filename).toBe('turkish-residence-permit-checklist-tr.pdf')
    expect(attachment.pdf.toString('latin1')).toContain('/Lang (tr)')
    if (poppler) {
      const guide = (await seedContentSource().guide('tr', 'turkish-residence-permit-checklist'))!
      const text = pdfText(attachment.pdf)
      for (const heading of [guide.title, `1. ${guide.chapters[0].title}`, 'Kontrol listesi']) expect(text).toContain(solid(heading))
    }
  }, 60_000)

  it('English stays the default, and a language the site does not have is refused with the list', async () => {
    h = await startHarness()
    expect((await h.request(apiPaths.contactUs, postJson(validContact))).status).toBe(200)
    expect(((await h.sql.get('SELECT language FROM submissions')) as { language: string }).language).toBe('en')
    const res = await h.request(apiPaths.contactUs, postJson({ ...validContact, email: 'other@example.com', language: 'xx' }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, error: 'language must be one of en, tr, ar' })
  })
})
