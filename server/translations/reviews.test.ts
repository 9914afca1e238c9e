import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { postJson, startHarness, validContact, type Harness } from '../test/harness.ts'
import { apiPaths } from '../../src/config/api.ts'
import { mainText } from './reviews.ts'
import { sourceHash } from '../db/source-hash.ts'

const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const hreflangs = (html: string) =>
  [
    ...head(html).matchAll(
      /<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"|<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/gi,
    ),
  ]
    .map((m) => `${m[1] ?? m[3]} ${m[2] ?? m[4]}`)
    .sort()
const noticeShown = (html: string) => html.includes('data-testid="translation-notice"')
const noindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="noindex"/.test(head(html))

describe('translation review: a lawyer approves in the back office, visitors see it at once', () => {
  let h: Harness
  let lawyer: AdminClient
  let staff: AdminClient
  const page = async (path: string) => {
    const res = await h.request(path)
    expect(res.status, path).toBe(200)
    return res.text()
  }
  const decide = (client: AdminClient, body: Record<string, unknown>) => client.send('POST', '/admin/api/translations/decide', body)
  const hashOf = async (client: AdminClient, locale: string, item: string) => {
    const { res, props } = await client.page(`/admin/translations/${locale}${item}`)
    expect(res.status).toBe(200)
    if (props.page !== 'translation') throw new Error(`expected the review page, got ${props.page}`)
    return props.comparison.sourceHash
  }

  beforeAll(async () => {
    h = await startHarness()
    const lawyerAccount = await createAccount(h, 'lawyer@firm.example')
    const staffAccount = await createAccount(h, 'staff@firm.example')
    await h.sql.run(`UPDATE admin_users SET may_approve_translations = true WHERE email = 'lawyer@firm.example'`)
    lawyer = await signedIn(h, lawyerAccount)
    staff = await signedIn(h, staffAccount)
  }, 120_000)
  afterAll(() => h?.close())

  it('extracts the main text without the notice and hashes it whitespace-blind', () => {
    const html =
      '<main id="main"><div role="note" data-testid="translation-notice"><p>Not reviewed <a>English</a></p></div><h1>Title &amp; more</h1><p>One\n  two</p></main>'
    expect(mainText(html)).toEqual(['Title & more', 'One two'])
    expect(sourceHash('a  b\n c')).toBe(sourceHash('a b c'))
    expect(sourceHash('a b c')).not.toBe(sourceHash('a b d'))
  })

  it('lists every translated page and each interface as machine-made, with nothing counting as reviewed', async () => {
    const html = await (await lawyer.page('/admin/translations')).html
    expect(html).toContain('Interface: menus, forms, messages, footer')
    expect(html).toContain('/services/company-establishment')
    expect(html).toMatch(/0 of \d+ count as reviewed/)
    expect(noticeShown(await page('/tr/faq'))).toBe(true)
  })

  it('refuses an approval from an account not allowed to approve, and one made against older English', async () => {
    const hash = await hashOf(staff, 'tr', '/faq')
    const refused = await decide(staff, { item: '/faq', locale: 'tr', action: 'approve', sourceHash: hash })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(/may not approve/)
    const stale = await decide(lawyer, { item: '/faq', locale: 'tr', action: 'approve', sourceHash: '0000000000000000' })
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: string }).error).toMatch(/English text changed/)
    const sendBack = await decide(lawyer, { item: '/faq', locale: 'tr', action: 'send-back' })
    expect(sendBack.status).toBe(400)
    expect((await decide(lawyer, { item: '/nope', locale: 'tr', action: 'in-review' })).status).toBe(404)
    expect(noticeShown(await page('/tr/faq'))).toBe(true)
  })

  it('a reviewed page and interface drop the notice and noindex, and hreflang is reciprocal with x-default', async () => {
    // The page alone is not enough: the menus, forms and messages around it are part of what visitors read.
    const pageOk = await decide(lawyer, { item: '/faq', locale: 'tr', action: 'approve', sourceHash: await hashOf(lawyer, 'tr', '/faq') })
    expect(pageOk.status).toBe(200)
    expect(((await pageOk.json()) as { unit: { effective: boolean } }).unit.effective).toBe(false)
    expect(noticeShown(await page('/tr/faq'))).toBe(true)
    const iface = await decide(lawyer, {
      item: 'interface',
      locale: 'tr',
      action: 'approve',
      sourceHash: await hashOf(lawyer, 'tr', '/interface'),
    })
    expect(iface.status).toBe(200)

    const tr = await page('/tr/faq')
    expect(noticeShown(tr)).toBe(false)
    expect(noindex(tr)).toBe(false)
    const en = await page('/faq')
    const expected = [
      'en https://www.atlaslaw.example/faq',
      'tr https://www.atlaslaw.example/tr/faq',
      'x-default https://www.atlaslaw.example/faq',
    ]
    expect(hreflangs(tr)).toEqual(expected)
    expect(hreflangs(en)).toEqual(expected)
    expect(head(tr)).toContain('<meta property="og:locale:alternate" content="en_GB"')
    // Arabic is unreviewed: it keeps its notice and is in no page's hreflang.
    const ar = await page('/ar/faq')
    expect(noticeShown(ar)).toBe(true)
    expect(noindex(ar)).toBe(true)
    expect(hreflangs(ar)).toEqual([])
    // Pages not reviewed in Turkish stay as they were.
    expect(noticeShown(await page('/tr/about-us'))).toBe(true)
    expect(hreflangs(await page('/about-us'))).toEqual([])

    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://www.atlaslaw.example/tr/faq</loc>')
    expect(sitemap).not.toContain('<loc>https://www.atlaslaw.example/tr/about-us</loc>')
    expect(sitemap).toMatch(
      /<loc>https:\/\/www.atlaslaw.example\/faq<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="https:\/\/www.atlaslaw.example\/faq"\/><xhtml:link rel="alternate" hreflang="tr" href="https:\/\/www.atlaslaw.example\/tr\/faq"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    )
    const audit = await h.sql.all(`SELECT actor, action, detail FROM audit_log WHERE action LIKE 'translation.%' ORDER BY id`)
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'lawyer@firm.example',
        action: 'translation.approve',
        detail: expect.stringMatching(/^tr \/faq approved/),
      }),
      expect.objectContaining({
        actor: 'lawyer@firm.example',
        action: 'translation.approve',
        detail: expect.stringMatching(/^tr interface approved/),
      }),
    ])
  })

  it('when the English changes after the review, the translation is stale and falls back under the rule', async () => {
    // What a deploy with new English does to the stored review: its hash no longer matches today's English.
    await h.sql.run(`UPDATE translation_reviews SET source_hash = 'feedfacefeedface' WHERE item = '/faq' AND locale = 'tr'`)
    // Written by another connection, as another instance would: on PostgreSQL the app hears of it by NOTIFY (or
    // re-reads the data version within a second), not on the very next request as SQLite's per-file version allows.
    await expect.poll(async () => noticeShown(await page('/tr/faq')), { timeout: 3000 }).toBe(true)
    const tr = await page('/tr/faq')
    expect(noticeShown(tr)).toBe(true)
    expect(noindex(tr)).toBe(true)
    expect(hreflangs(await page('/faq'))).toEqual([])
    expect(await (await h.request('/sitemap.xml')).text()).not.toContain('/tr/faq<')
    const list = await (await lawyer.page('/admin/translations')).html
    expect(list).toContain('stale: the English changed since the review')
  })

  it('sending back needs a note and returns the page to draft', async () => {
    const res = await decide(lawyer, { item: '/faq', locale: 'tr', action: 'send-back', note: 'Use "ikamet izni" throughout.' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { unit: { status: string; note: string } }).unit).toMatchObject({
      status: 'draft',
      note: 'Use "ikamet izni" throughout.',
    })
  })

  it('a guide whose page is reviewed is e-mailed without the unreviewed-translation notice', async () => {
    const guideText = async () =>
      ((await h.sql.get(`SELECT message FROM outbox WHERE purpose = 'guide-delivery' ORDER BY id DESC LIMIT 1`)) as { message: string })
        .message
    const request = (email: string) =>
      h.request(apiPaths.downloadGuide, postJson({ ...validContact, email, language: 'tr', guidelineName: 'ResidencePermit_Guideline' }))
    const notice = 'Bu bir makine çevirisidir ve henüz avukatlarımız tarafından incelenmemiştir'
    expect((await request('before.review@example.com')).status).toBe(200)
    expect(await guideText()).toContain(notice)
    const item = '/guides/turkish-residence-permit-checklist'
    const res = await decide(lawyer, { item, locale: 'tr', action: 'approve', sourceHash: await hashOf(lawyer, 'tr', item) })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { unit: { effective: boolean } }).unit.effective).toBe(true)
    expect((await request('after.review@example.com')).status).toBe(200)
    expect(await guideText()).not.toContain(notice)
  })
})
