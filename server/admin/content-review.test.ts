import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, signedIn, auditRows as auditLines } from '../test/admin.ts'
import { seedContentIfEmpty } from '../content/first-run.ts'
import { carryPageReviews } from '../content/document-reviews.ts'
import { englishPageHash } from '../translations/reviews.ts'

/**
 * Issue 36, translation review with documents as units (ADR 36, 3.4): per-field staleness after an English change, a
 * translator's edit returning a reviewed translation to "needs review", an approver fixing a sentence and approving
 * in one action (and what visitors then get: no notice, no noindex, hreflang and the sitemap), and the approver
 * right granted by an owner on the accounts screen.
 */

type Review = { status: string; reviewer: string | null; stale: string[]; sourceHash: string | null }
type Doc = {
  parts: {
    part: string
    draft: { data: Record<string, unknown>; rev: number } | null
    published: { data: Record<string, unknown> } | null
  }[]
  reviews: Record<string, Review>
  mayApprove: boolean
}

const SLUG = 'company-establishment'
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const noticeShown = (html: string) => html.includes('data-testid="translation-notice"')
const noindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="noindex"/.test(head(html))
const hreflangs = (html: string) => [...head(html).matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"/gi)].map((m) => m[1]).sort()

let h: Harness
let owner: AdminClient
let editor: AdminClient
let translator: AdminClient
let lawyer: AdminClient
let lawyerId: number
let serviceId: number

async function read(client: AdminClient, id = serviceId): Promise<Doc & { part: (name: string) => Doc['parts'][number] }> {
  const res = await client.get(`/admin/api/content/documents/${id}`)
  expect(res.status).toBe(200)
  const doc = (await res.json()) as Doc
  return { ...doc, part: (name) => doc.parts.find((p) => p.part === name)! }
}

const approve = (client: AdminClient, locale: string, body: { rev: number; data: unknown; sourceHash: string | null }) =>
  client.send('POST', `/admin/api/content/documents/${serviceId}/parts/${locale}/approve`, body)

const auditRows = (action: string) => auditLines(h, action)

/** The public Turkish page as a visitor gets it, once what it says settles (PostgreSQL polls the data version). */
async function turkishPage(): Promise<string> {
  const res = await h.request(`/tr/services/${SLUG}`)
  expect(res.status).toBe(200)
  return res.text()
}

/** Whether the translations screen says the Turkish service page counts for visitors. */
async function screenSaysReviewed(): Promise<boolean> {
  const { props } = await lawyer.page('/admin/translations')
  if (props.page !== 'translations') throw new Error(`expected the translations page, got ${props.page}`)
  return props.units.find((u) => u.locale === 'tr' && u.item === `/services/${SLUG}`)!.effective
}

/** The Turkish (or another language's) draft with a sentence added to its description. */
async function corrected(client: AdminClient, sentence: string, locale = 'tr') {
  const doc = await read(client)
  const draft = doc.part(locale).draft!
  return {
    rev: draft.rev,
    // Within the last paragraph: a correction, not a new block (a translation keeps English's blocks, 3.5).
    data: { ...draft.data, description: `${String(draft.data.description).trim()} ${sentence}\n` },
    sourceHash: doc.reviews[locale]!.sourceHash,
  }
}

/**
 * Makes every write of a review row in `locale` fail, as a constraint the database enforces would: the approval's
 * last write. Returns how to lift it.
 */
async function reviewsRefused(locale: string): Promise<() => Promise<void>> {
  if (h.store.kind === 'postgres') {
    await h.sql.run(`CREATE FUNCTION refuse_review() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RAISE EXCEPTION ''no review''; END'`)
    await h.sql.run(
      `CREATE TRIGGER refuse_review BEFORE INSERT OR UPDATE ON translation_reviews FOR EACH ROW WHEN (NEW.locale = '${locale}') EXECUTE FUNCTION refuse_review()`,
    )
    return async () => {
      await h.sql.run('DROP TRIGGER refuse_review ON translation_reviews')
      await h.sql.run('DROP FUNCTION refuse_review()')
    }
  }
  for (const event of ['INSERT', 'UPDATE'])
    await h.sql.run(
      `CREATE TRIGGER refuse_review_${event} BEFORE ${event} ON translation_reviews WHEN NEW.locale = '${locale}' BEGIN SELECT RAISE(ABORT, 'no review'); END`,
    )
  return async () => {
    for (const event of ['INSERT', 'UPDATE']) await h.sql.run(`DROP TRIGGER refuse_review_${event}`)
  }
}

beforeAll(async () => {
  h = await startHarness()
  await seedContentIfEmpty(h.store)
  const ownerAccount = await createAccount(h, 'owner@firm.example')
  const editorAccount = await createAccount(h, 'editor@firm.example', { role: 'editor' })
  const translatorAccount = await createAccount(h, 'translator@firm.example', { role: 'translator' })
  const lawyerAccount = await createAccount(h, 'lawyer@firm.example', { role: 'translator' })
  owner = await signedIn(h, ownerAccount)
  editor = await signedIn(h, editorAccount, { again: true })
  translator = await signedIn(h, translatorAccount, { again: true })
  lawyer = await signedIn(h, lawyerAccount, { again: true })
  lawyerId = (await h.store.accounts.findAccount('lawyer@firm.example'))!.id
  serviceId = (await h.store.content.findDocument('service', SLUG))!.id
}, 180_000)
afterAll(() => h?.close())

describe('translation review of documents', { timeout: 90_000 }, () => {
  it('an owner grants the approver right on the accounts screen, audited; an editor cannot', async () => {
    expect((await read(lawyer)).mayApprove).toBe(false)
    const refused = await editor.send('POST', `/admin/api/accounts/${lawyerId}/approver`, { allowed: true })
    expect(refused.status).toBe(403)
    expect(await h.store.accounts.mayApproveTranslations(lawyerId)).toBe(false)

    const granted = await owner.send('POST', `/admin/api/accounts/${lawyerId}/approver`, { allowed: true })
    expect(granted.status).toBe(200)
    expect((await read(lawyer)).mayApprove).toBe(true)
    expect((await read(translator)).mayApprove).toBe(false)
    expect(await auditRows('may approve translations: granted')).toEqual([{ actor: 'owner@firm.example', detail: 'lawyer@firm.example' }])
    const { props } = await owner.page('/admin/accounts')
    if (props.page !== 'accounts') throw new Error(`expected the accounts page, got ${props.page}`)
    expect(props.accounts.find((a) => a.email === 'lawyer@firm.example')?.mayApproveTranslations).toBe(true)
  })

  it('a shipped translation starts current and unreviewed; a non-approver may not approve it', async () => {
    const doc = await read(translator)
    expect(doc.reviews.tr).toMatchObject({ status: 'machine', reviewer: null, stale: [] })
    expect(doc.reviews.tr!.sourceHash).toMatch(/^[0-9a-f]{16}$/)
    const refused = await approve(translator, 'tr', await corrected(translator, 'Bir cümle.'))
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(/may not approve translations/)
    expect((await read(translator)).part('tr').draft!.rev).toBe(doc.part('tr').draft!.rev)
  })

  it('approving against English other than what is published now is refused, nothing saved', async () => {
    const body = await corrected(lawyer, 'Bir cümle.')
    const res = await approve(lawyer, 'tr', { ...body, sourceHash: '0000000000000000' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: string }).error).toMatch(/approval names what was seen/)
    const after = await read(lawyer)
    expect(after.part('tr').draft!.rev).toBe(body.rev)
    expect(after.reviews.tr!.status).toBe('machine')
  })

  it("a correction that breaks a link is refused with the publish's reasons: kept as a draft, not approved", async () => {
    const body = await corrected(lawyer, '[Başvuru formu](/tr/no-such-page) için bize yazın.')
    const res = await approve(lawyer, 'tr', body)
    expect(res.status).toBe(422)
    const answer = (await res.json()) as { error: string; problems: { part: string; message: string }[] }
    expect(answer.error).toMatch(/saved as a draft; nothing was approved/)
    expect(answer.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ part: 'tr', message: expect.stringContaining('/tr/no-such-page') })]),
    )
    const after = await read(lawyer)
    expect(after.part('tr').draft!.data.description).toContain('/tr/no-such-page')
    expect(after.part('tr').published!.data.description).not.toContain('/tr/no-such-page')
    expect(after.reviews.tr!.status).not.toBe('reviewed')
    // The draft goes back to the published words, as the next test starts from them.
    const back = await lawyer.send('PUT', `/admin/api/content/documents/${serviceId}/draft`, {
      part: 'tr',
      rev: after.part('tr').draft!.rev,
      data: after.part('tr').published!.data,
    })
    expect(back.status).toBe(200)
  })

  it('an approver corrects a sentence and approves in one action: published, reviewed, and visitors see it so', async () => {
    expect(noticeShown(await turkishPage())).toBe(true)
    // The language's interface is part of what visitors read: approved once, as ADR 26 has it.
    const { props } = await lawyer.page('/admin/translations/tr/interface')
    if (props.page !== 'translation') throw new Error(`expected the review page, got ${props.page}`)
    const iface = await lawyer.send('POST', '/admin/api/translations/decide', {
      item: 'interface',
      locale: 'tr',
      action: 'approve',
      sourceHash: props.comparison.sourceHash,
    })
    expect(iface.status).toBe(200)
    expect(noticeShown(await turkishPage())).toBe(true)

    const body = await corrected(lawyer, 'Başvuru dosyası avukatımız tarafından incelenir.')
    const res = await approve(lawyer, 'tr', body)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, review: { status: 'reviewed', reviewer: 'lawyer@firm.example', stale: [] } })
    const doc = await read(lawyer)
    expect(doc.part('tr').published!.data.description).toBe(body.data.description)
    expect(doc.reviews.tr).toMatchObject({ status: 'reviewed', reviewer: 'lawyer@firm.example', stale: [] })
    expect((await auditRows('translation.approve')).at(-1)).toMatchObject({
      actor: 'lawyer@firm.example',
      detail: expect.stringMatching(`^tr service/${SLUG} approved`),
    })

    await expect.poll(async () => noticeShown(await turkishPage()), { timeout: 3000 }).toBe(false)
    expect(await screenSaysReviewed()).toBe(true)
    const tr = await turkishPage()
    expect(noindex(tr)).toBe(false)
    expect(hreflangs(tr)).toEqual(['en', 'tr', 'x-default'])
    expect(hreflangs(await (await h.request(`/services/${SLUG}`)).text())).toEqual(['en', 'tr', 'x-default'])
    const sitemap = await (await h.request('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>https://www.atlaslaw.example/tr/services/${SLUG}</loc>`)
    // Arabic was not approved: it keeps its notice.
    expect(noticeShown(await (await h.request(`/ar/services/${SLUG}`)).text())).toBe(true)
  })

  it('an approval whose review cannot be written keeps neither the correction nor the publish', async () => {
    const before = await read(lawyer)
    const body = await corrected(lawyer, 'يراجع محامونا ملف الطلب.', 'ar')
    const lift = await reviewsRefused('ar')
    try {
      expect((await approve(lawyer, 'ar', body)).status).toBe(500)
    } finally {
      await lift()
    }
    const after = await read(lawyer)
    expect(after.part('ar').draft).toEqual(before.part('ar').draft)
    expect(after.part('ar').published).toEqual(before.part('ar').published)
    expect(after.reviews.ar!.status).toBe(before.reviews.ar!.status)
    expect((await auditRows('content.publish')).filter((r) => r.detail.endsWith(' ar'))).toEqual([])
  })

  it("a translator's edit returns the reviewed translation to draft, and the page to the notice", async () => {
    const doc = await read(translator)
    const tr = doc.part('tr').draft!
    // Saving the same words (an autosave with nothing typed) keeps the review.
    expect(
      (await translator.send('PUT', `/admin/api/content/documents/${serviceId}/draft`, { part: 'tr', rev: tr.rev, data: tr.data })).status,
    ).toBe(200)
    expect((await read(translator)).reviews.tr!.status).toBe('reviewed')
    const edited = { ...tr.data, title: `${String(tr.data.title)} (güncel)` }
    const res = await translator.send('PUT', `/admin/api/content/documents/${serviceId}/draft`, {
      part: 'tr',
      rev: tr.rev + 1,
      data: edited,
    })
    expect(res.status).toBe(200)
    expect((await read(translator)).reviews.tr).toMatchObject({ status: 'draft', reviewer: null })
    expect((await auditRows('translation.edited')).at(-1)).toMatchObject({ actor: 'translator@firm.example' })
    await expect.poll(async () => noticeShown(await turkishPage()), { timeout: 3000 }).toBe(true)
    expect(await screenSaysReviewed()).toBe(false)
  })

  it('changing the English marks exactly the translated fields whose source changed as stale', async () => {
    // Approved again as published (the translator's title edit left out), then the English title changes.
    const again = await read(lawyer)
    const published = again.part('tr').published!.data
    expect(
      (await approve(lawyer, 'tr', { rev: again.part('tr').draft!.rev, data: published, sourceHash: again.reviews.tr!.sourceHash })).status,
    ).toBe(200)
    await expect.poll(async () => noticeShown(await turkishPage()), { timeout: 3000 }).toBe(false)

    const en = again.part('en').draft!
    const saved = await editor.send('PUT', `/admin/api/content/documents/${serviceId}/draft`, {
      part: 'en',
      rev: en.rev,
      data: { ...en.data, title: 'Company Formation in Turkey' },
    })
    expect(saved.status).toBe(200)
    expect((await read(editor)).reviews.tr!.stale).toEqual([])
    expect((await h.store.content.publish(serviceId, ['en'], 'editor@firm.example', new Date().toISOString())).ok).toBe(true)

    const doc = await read(editor)
    expect(doc.reviews.tr).toMatchObject({ status: 'reviewed', stale: ['title'] })
    expect(doc.reviews.ar).toMatchObject({ status: 'machine', stale: ['title'] })
    expect(doc.reviews.tr!.sourceHash).not.toBe(again.reviews.tr!.sourceHash)
    // A stale field puts the page back under the rule, and the old approval hash is refused.
    await expect.poll(async () => noticeShown(await turkishPage()), { timeout: 3000 }).toBe(true)
    expect(noindex(await turkishPage())).toBe(true)
    expect(await (await h.request('/sitemap.xml')).text()).not.toContain(`/tr/services/${SLUG}<`)
    const old = await approve(lawyer, 'tr', { rev: doc.part('tr').draft!.rev, data: published, sourceHash: again.reviews.tr!.sourceHash })
    expect(old.status).toBe(409)
  })
})

describe('the first seed carries page reviews to documents', { timeout: 90_000 }, () => {
  let c: Harness
  beforeAll(async () => {
    c = await startHarness()
  }, 60_000)
  afterAll(() => c?.close())

  it('a current page review becomes the document unit; one made against older English starts stale', async () => {
    const pages = c.pages
    const row = (item: string, sourceHash: string) => ({
      item,
      locale: 'tr' as const,
      status: 'reviewed' as const,
      sourceHash,
      reviewer: 'lawyer@firm.example',
      reviewedAt: '2026-10-01T09:00:00.000Z',
      note: '',
      updatedAt: '2026-10-01T09:00:00.000Z',
    })
    await c.store.translations.saveReview(row('/faq', await englishPageHash(pages, '/faq')))
    await c.store.translations.saveReview(row('/about-us', 'feedfacefeedface'))
    await seedContentIfEmpty(c.store)
    expect(await carryPageReviews(c.store, (path) => englishPageHash(pages, path))).toBe(2)
    const account = await createAccount(c, 'owner@firm.example')
    const client = await signedIn(c, account)
    const reviewOf = async (type: 'faq' | 'about', key: string) => {
      const id = (await c.store.content.findDocument(type, key))!.id
      return ((await (await client.get(`/admin/api/content/documents/${id}`)).json()) as Doc).reviews.tr!
    }
    expect(await reviewOf('faq', 'faq')).toMatchObject({ status: 'reviewed', reviewer: 'lawyer@firm.example', stale: [] })
    const about = await reviewOf('about', 'about')
    expect(about).toMatchObject({ status: 'reviewed', reviewer: 'lawyer@firm.example' })
    expect(about.stale.length).toBeGreaterThan(0)
    // Carried once: a second run finds the units there.
    expect(await carryPageReviews(c.store, (path) => englishPageHash(pages, path))).toBe(0)
  })
})
