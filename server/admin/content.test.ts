import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, signedIn, auditRows as auditLines } from '../test/admin.ts'
import { seedContentIfEmpty } from '../content/first-run.ts'
import { partRefusal } from './content.ts'

/**
 * Issue 36, the back office's content API (ADR 36, 3.3 and 3.4): drafts per part with a compare-and-set rev, the
 * part's schema in plain words, rights per part (a translator writes translations only), versions and restore.
 */

type Part = {
  part: string
  draft: { data: Record<string, unknown>; rev: number; updatedBy: string } | null
  published: { versionId: number; data: Record<string, unknown> } | null
  differs: boolean
  mayWrite: boolean
}
type Answer = { ok: boolean; error?: string; errors?: Record<string, string>; [key: string]: unknown }

let h: Harness
let editor: AdminClient
let otherEditor: AdminClient
let translator: AdminClient
let faqId: number
let firmId: number

const json = async (res: Response) => (await res.json()) as Answer
const idOf = async (type: string, key: string) => (await h.store.content.findDocument(type as 'faq', key))!.id

async function parts(client: AdminClient, id: number): Promise<Record<string, Part>> {
  const res = await client.get(`/admin/api/content/documents/${id}`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { parts: Part[] }
  return Object.fromEntries(body.parts.map((p) => [p.part, p]))
}

const save = (client: AdminClient, id: number, part: string, rev: number, data: unknown) =>
  client.send('PUT', `/admin/api/content/documents/${id}/draft`, { part, rev, data })

const auditRows = (action: string) => auditLines(h, action)

/** A copy of a FAQ language part with the first question rewritten. */
function withFirstQuestion(data: Record<string, unknown>, question: string) {
  const items = structuredClone(data.items) as Record<string, { question: string }>
  const first = Object.keys(items)[0]!
  items[first] = { ...items[first], question }
  return { data: { ...data, items }, first }
}

// Four accounts (a password hash each) on a loaded machine.
beforeAll(async () => {
  h = await startHarness()
  await seedContentIfEmpty(h.store)
  await createAccount(h, 'owner@firm.example')
  const editorAccount = await createAccount(h, 'editor@firm.example', { role: 'editor' })
  const otherAccount = await createAccount(h, 'partner@firm.example', { role: 'editor' })
  const translatorAccount = await createAccount(h, 'translator@firm.example', { role: 'translator' })
  editor = await signedIn(h, editorAccount)
  otherEditor = await signedIn(h, otherAccount, { again: true })
  translator = await signedIn(h, translatorAccount, { again: true })
  faqId = await idOf('faq', 'faq')
  firmId = await idOf('firm', 'firm')
}, 120_000)
afterAll(() => h?.close())

describe('back office: content API', { timeout: 60_000 }, () => {
  it('lists the FAQ with its published parts and no differing drafts after the seed', async () => {
    const res = await editor.get('/admin/api/content/documents?type=faq')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { documents: { key: string; published: string[]; drafts: { part: string; differs: boolean }[] }[] }
    expect(body.documents.map((d) => d.key)).toEqual(['faq'])
    expect(body.documents[0]!.published).toEqual(['neutral', 'en', 'tr', 'ar'])
    expect(body.documents[0]!.drafts.every((d) => !d.differs)).toBe(true)
    expect((await editor.get('/admin/api/content/documents?type=nothing')).status).toBe(400)
  })

  it('an editor saves the English FAQ draft and reads it back; the published English stays', async () => {
    const en = (await parts(editor, faqId)).en!
    const { data, first } = withFirstQuestion(en.draft!.data, 'How does Turkish citizenship by investment work, step by step?')
    const res = await save(editor, faqId, 'en', en.draft!.rev, data)
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ ok: true, rev: en.draft!.rev + 1 })

    const after = (await parts(editor, faqId)).en!
    expect(after.draft).toMatchObject({ data, rev: en.draft!.rev + 1, updatedBy: 'editor@firm.example' })
    expect((after.published!.data.items as Record<string, { question: string }>)[first]!.question).toBe(
      'How does Turkish citizenship by investment work?',
    )
    expect(after.differs).toBe(true)
    expect(await auditRows('content.save-draft')).toContainEqual({
      actor: 'editor@firm.example',
      detail: `faq/faq en rev ${en.draft!.rev + 1}`,
    })
  })

  it('autosaves of one editing session write one audit line; another editor, or a publish, writes its own', async () => {
    const id = (await h.store.content.findDocument('testimonial', (await h.store.content.listDocuments('testimonial'))[0]!.key))!
    const name = `testimonial/${id.key}`
    const lines = async () => (await auditRows('content.save-draft')).filter((r) => r.detail.startsWith(`${name} en `))
    const edit = async (client: AdminClient, words: string) => {
      const en = (await parts(client, id.id)).en!
      const res = await save(client, id.id, 'en', en.draft!.rev, { ...en.draft!.data, matter: words })
      expect(res.status).toBe(200)
    }
    await edit(editor, 'They explained each step of the residence permit.')
    await edit(editor, 'They explained each step of the residence permit clearly.')
    await edit(editor, 'They explained each step of the residence permit clearly and in English.')
    expect((await lines()).map((r) => r.actor)).toEqual(['editor@firm.example'])
    await edit(otherEditor, 'They explained each step of the residence permit in English.')
    expect((await lines()).map((r) => r.actor)).toEqual(['editor@firm.example', 'partner@firm.example'])
    const published = await editor.send('POST', `/admin/api/content/documents/${id.id}/publish`, { parts: ['en'] })
    expect(published.status).toBe(200)
    expect((await auditRows('content.publish')).at(-1)).toMatchObject({ actor: 'editor@firm.example', detail: `${name} en` })
  })

  it('a save from a stale rev gets 409 with the other editor’s text, name and time, and overwrites nothing', async () => {
    const en = (await parts(editor, faqId)).en!
    const mine = withFirstQuestion(en.draft!.data, 'Mine: how does citizenship by investment work?')
    const theirs = withFirstQuestion(en.draft!.data, 'Theirs: how does citizenship by investment work?')
    expect((await save(otherEditor, faqId, 'en', en.draft!.rev, theirs.data)).status).toBe(200)

    const res = await save(editor, faqId, 'en', en.draft!.rev, mine.data)
    expect(res.status).toBe(409)
    const body = await json(res)
    expect(body.error).toContain('partner@firm.example saved this part')
    expect(body.current).toMatchObject({ data: theirs.data, rev: en.draft!.rev + 1, updatedBy: 'partner@firm.example' })
    expect((body.current as { updatedAt: string }).updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect((await parts(editor, faqId)).en!.draft!.data).toEqual(theirs.data)
  })

  it('a bad phone in the firm’s neutral part gets 422 naming the field in plain words, and nothing is saved', async () => {
    const neutral = (await parts(editor, firmId)).neutral!
    const data = { ...neutral.draft!.data, phone: { e164: '0212 555 01 23', display: '0212 555 01 23' } }
    const res = await save(editor, firmId, 'neutral', neutral.draft!.rev, data)
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body.errors).toEqual({
      'phone.e164': 'Phone must be an international number: + and digits, e.g. +902125550123',
    })
    expect((await parts(editor, firmId)).neutral!.draft).toEqual(neutral.draft)
  })

  it('a translator saves the Turkish FAQ, and is refused the English and the neutral part with a reason', async () => {
    const all = await parts(translator, faqId)
    expect(Object.fromEntries(Object.values(all).map((p) => [p.part, p.mayWrite]))).toEqual({
      neutral: false,
      en: false,
      tr: true,
      ar: true,
    })
    const { data } = withFirstQuestion(all.tr!.draft!.data, 'Yatırım yoluyla Türk vatandaşlığı adım adım nasıl işler?')
    const res = await save(translator, faqId, 'tr', all.tr!.draft!.rev, data)
    expect(res.status).toBe(200)
    expect((await parts(translator, faqId)).tr!.draft).toMatchObject({ data, updatedBy: 'translator@firm.example' })

    for (const part of ['en', 'neutral']) {
      const refused = await save(translator, faqId, part, all[part]!.draft!.rev, all[part]!.draft!.data)
      expect(refused.status).toBe(403)
      expect((await json(refused)).error).toMatch(/only the translations of the site's content, not its English/)
    }
    expect((await parts(editor, faqId)).en!.draft!.updatedBy).toBe('partner@firm.example')
  })

  it('an editor cannot reach the accounts API', async () => {
    expect((await editor.get('/admin/api/pages/accounts')).status).toBe(403)
    const res = await editor.send('POST', '/admin/api/accounts', { email: 'new@firm.example', role: 'owner' })
    expect(res.status).toBe(403)
    expect((await json(res)).error).toBe('Only an owner can manage accounts.')
  })

  it('restoring an earlier version makes a draft, leaves the published version alone, and is audited', async () => {
    const before = (await parts(editor, faqId)).en!
    const seeded = before.published!
    // A second published version, from the current draft (publish has no endpoint yet: the Store's method).
    const published = await h.store.content.publish(faqId, ['en'], 'editor@firm.example', new Date().toISOString())
    expect(published.ok).toBe(true)
    const live = (await parts(editor, faqId)).en!
    expect(live.published!.versionId).not.toBe(seeded.versionId)

    const versions = (await json(await editor.get(`/admin/api/content/documents/${faqId}/versions?part=en`))).versions as {
      id: number
      reason: string
    }[]
    expect(versions.map((v) => v.reason)).toEqual(['publish', 'seed'])
    const res = await editor.send('POST', `/admin/api/content/versions/${seeded.versionId}/restore`)
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ ok: true, part: 'en', rev: live.draft!.rev + 1 })

    const after = (await parts(editor, faqId)).en!
    expect(after.draft!.data).toEqual(seeded.data)
    expect(after.published).toEqual(live.published)
    expect(after.differs).toBe(true)
    expect(await auditRows('content.restore')).toEqual([{ actor: 'editor@firm.example', detail: `faq/faq en version ${seeded.versionId}` }])
    // A translator may not restore the English.
    expect((await translator.send('POST', `/admin/api/content/versions/${seeded.versionId}/restore`)).status).toBe(403)
  })

  it('no session: 401; no CSRF token: 403, and nothing is saved', async () => {
    const en = (await parts(editor, faqId)).en!
    const anonymous = new AdminClient(h)
    await anonymous.page('/admin/sign-in')
    expect((await anonymous.get(`/admin/api/content/documents/${faqId}`)).status).toBe(401)
    expect((await save(anonymous, faqId, 'en', en.draft!.rev, en.draft!.data)).status).toBe(401)

    const res = await editor.send(
      'PUT',
      `/admin/api/content/documents/${faqId}/draft`,
      { part: 'en', rev: en.draft!.rev, data: {} },
      { csrf: null },
    )
    expect(res.status).toBe(403)
    expect((await json(res)).error).toMatch(/CSRF/)
    expect((await parts(editor, faqId)).en!.draft!.rev).toBe(en.draft!.rev)
  })
})

describe("partRefusal: the one check of a part's right (drafts, restore, and publish to come)", () => {
  const translator = { role: 'translator', clientData: false } as const
  const editor = { role: 'editor', clientData: false } as const
  const englishLive = { published: ['neutral', 'en'] as ('neutral' | 'en')[] }
  const englishNotLive = { published: [] }

  it('lets editors do every part, and a translator write and publish translations only while the English is published', () => {
    for (const part of ['neutral', 'en', 'tr', 'ar'] as const) expect(partRefusal(editor, part, 'publish', englishNotLive)).toBeNull()
    expect(partRefusal(translator, 'tr', 'write', englishNotLive)).toBeNull()
    expect(partRefusal(translator, 'ar', 'publish', englishLive)).toBeNull()
    expect(partRefusal(translator, 'tr', 'publish', englishNotLive)).toMatch(/English is not published/)
    for (const part of ['neutral', 'en'] as const)
      for (const action of ['write', 'publish'] as const)
        expect(partRefusal(translator, part, action, englishLive)).toMatch(/not its English/)
  })
})
