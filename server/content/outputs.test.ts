import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentPart, DocumentType, PartData } from '../db/store.ts'
import { postJson, startHarness, tempDir, validContact, type Harness } from '../test/harness.ts'
import { TestSmtp } from '../test/smtp.ts'
import { createAccount, signedIn } from '../test/admin.ts'
import { apiPaths } from '../../src/config/api.ts'
import { documentPaths } from './first-run.ts'
import { composeMessages } from '../mail/messages.ts'
import { defaultMailContent } from '../mail/mail-content.ts'

/**
 * What the server derives from the firm's content follows a publish without a build (ADR 36, 4.2): e-mails, the
 * guide PDF, the sitemap, former slugs, and the back office's preview of drafts. The content is seeded into the
 * database and read from its published snapshot, as a publish through the back office changes it.
 */
let h: Harness | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
  await smtp?.stop()
  smtp = undefined
})

const EDITOR = 'editor@firm.example'

/** Each test seeds the content, builds its snapshot and renders pages (a PDF too): slow on a loaded machine. */
const SERVER_TEST = { timeout: 60_000 }

async function documentId(h: Harness, type: DocumentType, key: string): Promise<number> {
  return (await h.store.content.findDocument(type, key))!.id
}

/** Changes a part's draft with `change` and publishes the parts, as the back office's editor does. */
async function publishEdit(
  h: Harness,
  id: number,
  edits: Partial<Record<ContentPart, (data: PartData) => PartData>>,
  now: string,
  extras = {},
): Promise<void> {
  for (const [part, change] of Object.entries(edits) as [ContentPart, (data: PartData) => PartData][]) {
    const draft = (await h.store.content.getDraft(id, part))!
    const saved = await h.store.content.saveDraft(id, part, change(draft.data), draft.rev, EDITOR, now)
    expect(saved).toMatchObject({ ok: true })
  }
  expect(await h.store.content.publish(id, Object.keys(edits) as ContentPart[], EDITOR, now, extras)).toMatchObject({ ok: true })
  // PostgreSQL announces the change through NOTIFY, after the commit: wait until the snapshot has the new version.
  const version = await h.store.content.contentVersion()
  await vi.waitFor(async () => {
    await h.content!.settled()
    expect(h.content!.version()).toBe(version)
  }, 10_000)
}

const NEW_PHONE = { e164: '+902125557788', display: '+90 212 555 77 88' }

async function drain(h: Harness) {
  for (let i = 0; i < 50 && (await h.outbox.pending()) > 0; i++) {
    await h.outbox.runOnce()
    await new Promise((r) => setTimeout(r, 30))
  }
}

describe('firm facts in e-mails and the guide PDF', () => {
  it('a lead gets the phone number published now, in the e-mail and in the guide PDF', SERVER_TEST, async () => {
    smtp = new TestSmtp()
    await smtp.start()
    h = await startHarness({ SMTP_URL: smtp.url() })
    await publishEdit(h, await documentId(h, 'firm', 'firm'), { neutral: (d) => ({ ...d, phone: NEW_PHONE }) }, '2026-11-28T09:00:00.000Z')

    const res = await h.request(
      apiPaths.downloadGuide,
      postJson({ ...validContact, guidelineName: 'ResidencePermit_Guideline', language: 'tr' }),
    )
    expect(res.status).toBe(200)
    const stored = await h.sql.all<{ purpose: string; message: string }>('SELECT purpose, message FROM outbox ORDER BY id')
    const delivery = JSON.parse(stored.find((m) => m.purpose === 'guide-delivery')!.message) as { text: string; html: string }
    expect(delivery.text).toContain(NEW_PHONE.display)
    expect(delivery.html).toContain(NEW_PHONE.display)
    expect(delivery.text).not.toContain('+90 212 555 01 23')

    await drain(h)
    const mail = smtp.received.find((m) => m.to.includes(validContact.email))!
    const base64 = /filename=[\w-]+\.pdf\r?\n\r?\n([\s\S]+?)\r?\n--/.exec(mail.raw)![1]!.replace(/\s+/g, '')
    const file = path.join(tempDir('guide-pdf-'), 'guide.pdf')
    writeFileSync(file, Buffer.from(base64, 'base64'))
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain(NEW_PHONE.display)
    expect(text).not.toContain('+90 212 555 01 23')
  })
})

describe("the firm's phone number in an Arabic e-mail", () => {
  it('reads left to right: isolated in both parts, so its groups of digits keep their order', () => {
    const [, acknowledgement] = composeMessages(
      {
        id: 1,
        kind: 'contact',
        firstName: 'Omar',
        lastName: 'Haddad',
        email: 'omar@example.com',
        message: 'مرحبًا',
        guidelineName: null,
        createdAt: '2026-11-28T10:00:00.000Z',
        language: 'ar',
      },
      { firmEmail: 'office@law.test', siteUrl: 'https://law.test' },
      { acknowledgement: true, guideDelivery: true },
    )
    const phone = defaultMailContent.firm('ar').phone.display
    expect(acknowledgement!.message.text).toContain(`\u2066${phone}\u2069`)
    expect(acknowledgement!.message.html).toContain(`<p><span dir="ltr">${phone}</span></p>`)
  })
})

describe('the sitemap follows a publish', () => {
  it("a service's new review date, and the day a page without one was published", SERVER_TEST, async () => {
    h = await startHarness()
    const lastmod = async (loc: string) =>
      new RegExp(`<loc>https?://[^<]+${loc}</loc><lastmod>([\\d-]+)</lastmod>`).exec(await (await h!.request('/sitemap.xml')).text())?.[1]
    expect(await lastmod('/services/bank-account-services')).toBe('2026-11-23')

    const service = await documentId(h, 'service', 'bank-account-services')
    await publishEdit(h, service, { neutral: (d) => ({ ...d, lastReviewed: '2026-11-27' }) }, '2026-11-26T09:00:00.000Z')
    expect(await lastmod('/services/bank-account-services')).toBe('2026-11-27')

    const about = await documentId(h, 'about', 'about')
    const before = await lastmod('/about-us')
    await publishEdit(h, about, { en: (d) => ({ ...d, title: `${String(d.title)} today` }) }, '2099-01-02T09:00:00.000Z')
    expect(before).not.toBe('2099-01-02')
    expect(await lastmod('/about-us')).toBe('2099-01-02')
  })
})

describe('a changed slug keeps its old address (ADR 3)', () => {
  it('the old URL answers 301 to the new one, in each language', SERVER_TEST, async () => {
    h = await startHarness()
    const id = await documentId(h, 'service', 'bank-account-services')
    const neutral = (await h.store.content.getDraft(id, 'neutral'))!.data
    const moved = {
      type: 'service' as const,
      key: 'bank-account-services',
      parts: { neutral: { ...neutral, slug: 'bank-accounts' }, en: {}, tr: {}, ar: {} },
    }
    await publishEdit(h, id, { neutral: (d) => ({ ...d, slug: 'bank-accounts' }) }, '2026-11-28T09:00:00.000Z', {
      paths: documentPaths(moved),
    })

    for (const [old, now] of [
      ['/services/bank-account-services', '/services/bank-accounts'],
      ['/tr/services/bank-account-services', '/tr/services/bank-accounts'],
      ['/ar/services/bank-account-services?x=1', '/ar/services/bank-accounts?x=1'],
    ]) {
      const res = await h.request(old!)
      expect(res.status, old).toBe(301)
      expect(res.headers.get('location'), old).toBe(now)
    }
    expect((await h.request('/tr/services/bank-accounts')).status).toBe(200)
    // The sitemap lists the new addresses, not the ones that now redirect.
    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).toContain('/services/bank-accounts</loc>')
    expect(sitemap).not.toContain('/services/bank-account-services</loc>')
  })
})

describe('GET /admin/preview/<type>/<key>', () => {
  it("shows a document's draft in the real page, with a banner, noindex and no scripts, to signed-in staff only", SERVER_TEST, async () => {
    h = await startHarness()
    const id = await documentId(h, 'service', 'bank-account-services')
    const draft = (await h.store.content.getDraft(id, 'tr'))!
    const title = 'Banka Hesabı Hizmetleri (taslak başlık)'
    await h.store.content.saveDraft(id, 'tr', { ...draft.data, title }, draft.rev, EDITOR, '2026-11-28T09:00:00.000Z')
    const url = '/admin/preview/service/bank-account-services?locale=tr'

    const anonymous = await h.request(url, { redirect: 'manual' })
    expect(anonymous.status).not.toBe(200)
    expect(await anonymous.text()).not.toContain('taslak başlık')

    await createAccount(h, 'owner@firm.example')
    const translator = await signedIn(h, await createAccount(h, 'translator@firm.example', { role: 'translator' }))
    const res = await translator.get(url)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(title)
    expect(html).toContain('Preview: not published')
    expect(html).toMatch(/<html[^>]*lang="tr"/)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).not.toMatch(/<script\b/i)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('content-security-policy')).not.toContain('sha256-')
    // The public page is untouched until the draft is published.
    expect(await (await h.request('/tr/services/bank-account-services')).text()).not.toContain('taslak başlık')

    const firm = await translator.get('/admin/preview/firm/firm?locale=ar')
    expect(firm.status).toBe(200)
    const firmHtml = await firm.text()
    expect(firmHtml).toContain('shown on the home page')
    expect(firmHtml).toMatch(/data-preview-banner/)
    expect(firmHtml).toMatch(/<div role="status" dir="rtl"/)
  })
})
