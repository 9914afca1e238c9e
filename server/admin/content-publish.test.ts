import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, onPostgres, type Harness } from '../test/harness.ts'
import { AdminClient, createAccount, signedIn, auditRows as auditLines } from '../test/admin.ts'
import { seedContentIfEmpty } from '../content/first-run.ts'
import { startScheduler, type Scheduler } from '../content/scheduler.ts'
import { openPostgresStore } from '../db/postgres/store.ts'
import type { Pages } from '../pages.ts'
import type { Store } from '../db/store.ts'
import type { ContentPart, DocumentType } from '../../src/content/model.ts'

/**
 * Issue 36, publishing the site's content from the back office (ADR 36, 3.3 and 3.5): publish refused with plain
 * reasons when it would break the site (nothing published then), rights per part, withdrawal refused while used,
 * scheduled publishing with no request (and a failed one listed with its reason), one claim across instances, and
 * the diff of versions.
 */

type Answer = { ok: boolean; error?: string; [key: string]: unknown }
type Problem = { part: string; field?: string; message: string; document: string }
type Data = Record<string, unknown>

let h: Harness
let editor: AdminClient
let translator: AdminClient
let knownPages: () => ReturnType<Pages['knownPages']>

const json = async (res: Response) => (await res.json()) as Answer
const docOf = async (type: DocumentType, key: string) => (await h.store.content.findDocument(type, key))!
const draftOf = async (id: number, part: ContentPart) => (await h.store.content.getDraft(id, part))!
const publishedOf = async (id: number, part: ContentPart) =>
  (await h.store.content.readPublished()).find((p) => p.documentId === id && p.part === part)

/** Saves a part's draft through the API, from its current rev. */
async function save(client: AdminClient, id: number, part: ContentPart, change: (data: Data) => Data) {
  const draft = await draftOf(id, part)
  const res = await client.send('PUT', `/admin/api/content/documents/${id}/draft`, {
    part,
    rev: draft.rev,
    data: change(structuredClone(draft.data)),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** Drafts a test leaves unpublishable, put back after it (passed or not) so they do not reach the next test. */
const toReset: [number, ContentPart][] = []
afterEach(async () => {
  for (const [id, part] of toReset.splice(0)) await resetDraft(id, part)
})

/** Puts the published value back into the draft. */
async function resetDraft(id: number, part: ContentPart) {
  const draft = await draftOf(id, part)
  const published = await publishedOf(id, part)
  await h.store.content.saveDraft(id, part, published!.data, draft.rev, 'test', new Date().toISOString())
}

const publish = (client: AdminClient, id: number, parts: string[]) =>
  client.send('POST', `/admin/api/content/documents/${id}/publish`, { parts })

const auditRows = (action: string) => auditLines(h, action)

/** Polls until `check` returns a value (or fails after `ms`). */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  h = await startHarness()
  await seedContentIfEmpty(h.store)
  knownPages = () => h.pages.knownPages()
  await createAccount(h, 'owner@firm.example')
  const editorAccount = await createAccount(h, 'editor@firm.example', { role: 'editor' })
  const translatorAccount = await createAccount(h, 'translator@firm.example', { role: 'translator' })
  editor = await signedIn(h, editorAccount)
  translator = await signedIn(h, translatorAccount, { again: true })
}, 120_000)
afterAll(() => h?.close())

const appendToFirstAnswer = (text: string) => (data: Data) => {
  const items = data.items as Record<string, { answer: string }>
  const first = Object.keys(items)[0]!
  items[first]!.answer += text
  return data
}

describe('back office: publishing content', { timeout: 60_000 }, () => {
  it('publishes an edited FAQ answer: a new version, the published value, an audit line', async () => {
    const faq = await docOf('faq', 'faq')
    await save(editor, faq.id, 'en', appendToFirstAnswer(' Ask us for the current list of documents.'))
    const res = await publish(editor, faq.id, ['en'])
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({ ok: true, message: 'Published English of faq/faq.' })
    const versionId = (body.versions as Record<string, number>).en!
    expect((await publishedOf(faq.id, 'en'))!.versionId).toBe(versionId)
    expect((await publishedOf(faq.id, 'en'))!.data).toEqual((await draftOf(faq.id, 'en')).data)
    const versions = await h.store.content.listVersions(faq.id, 'en')
    expect(versions.map((v) => [v.reason, v.createdBy])).toEqual([
      ['publish', 'editor@firm.example'],
      ['seed', 'seed'],
    ])
    expect(await auditRows('content.publish')).toContainEqual({ actor: 'editor@firm.example', detail: 'faq/faq en' })
  })

  it('publishes a new phone number in the firm facts (the shared part alone)', async () => {
    const firm = await docOf('firm', 'firm')
    await save(editor, firm.id, 'neutral', (data) => ({ ...data, phone: { e164: '+902125550199', display: '+90 212 555 01 99' } }))
    const res = await publish(editor, firm.id, ['neutral'])
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await json(res)).message).toBe('Published the shared facts of firm/firm.')
    expect((await publishedOf(firm.id, 'neutral'))!.data.phone).toEqual({ e164: '+902125550199', display: '+90 212 555 01 99' })
  })

  it('a new document: its shared part goes with its first language; a translation waits for the English', async () => {
    const source = await docOf('testimonial', 'anna-l-germany')
    const id = (await h.store.content.createDocument('testimonial', 'maria-k-spain', 'editor@firm.example', new Date().toISOString()))!
    for (const part of ['neutral', 'en', 'tr'] as const) {
      const data = { ...(await publishedOf(source.id, part))!.data, ...(part === 'neutral' ? { order: 9 } : {}) }
      await h.store.content.saveDraft(id, part, data, 0, 'editor@firm.example', new Date().toISOString())
    }
    const early = await publish(editor, id, ['tr'])
    expect(early.status).toBe(422)
    expect(((await json(early)).problems as Problem[]).map((p) => p.message)).toEqual([
      'The Turkish of testimonial/maria-k-spain cannot be published while its English is not: publish the English first, or with it.',
    ])
    const res = await publish(editor, id, ['en'])
    expect(res.status, await res.clone().text()).toBe(200)
    expect(Object.keys((await json(res)).versions as object)).toEqual(['neutral', 'en'])
    expect((await h.store.content.getDocument(id))!.published).toEqual(['neutral', 'en'])
  })

  it('refuses a publish that links to a page that does not exist, naming the field, and publishes nothing', async () => {
    const faq = await docOf('faq', 'faq')
    const before = await publishedOf(faq.id, 'en')
    toReset.push([faq.id, 'en'])
    await save(editor, faq.id, 'en', appendToFirstAnswer(' See [the fees](/services/no-such-service).'))
    const res = await publish(editor, faq.id, ['en'])
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body.error).toBe('faq/faq was not published: one problem to fix first.')
    const problems = body.problems as Problem[]
    expect(problems).toEqual([
      {
        part: 'en',
        field: 'items.0.answer',
        document: 'faq/faq',
        message:
          'The English answer of the FAQ question "How does Turkish citizenship by investment work?" links to /services/no-such-service, which does not exist.',
      },
    ])
    expect(await publishedOf(faq.id, 'en')).toEqual(before)

    // A blog post's address is checked against the posts visitors can read.
    const post = (await h.store.posts.visibleRefs(new Date().toISOString())).find((p) => p.language === 'en')!
    await resetDraft(faq.id, 'en')
    await save(editor, faq.id, 'en', appendToFirstAnswer(` Read [our article](/blog/${post.slug}) and [this one](/blog/no-such-article).`))
    const blog = await json(await publish(editor, faq.id, ['en']))
    expect((blog.problems as Problem[]).map((p) => p.message)).toEqual([
      'The English answer of the FAQ question "How does Turkish citizenship by investment work?" links to /blog/no-such-article, which is not a published post in English.',
    ])
  })

  it('refuses a legal figure written literally that differs from the legal figures', async () => {
    const service = await docOf('service', 'turkish-citizienship')
    const before = await publishedOf(service.id, 'en')
    toReset.push([service.id, 'en'])
    await save(editor, service.id, 'en', (data) => ({
      ...data,
      description: `${data.description as string}\n\nTurkish citizenship needs a property of at least USD 250,000.\n`,
    }))
    const res = await publish(editor, service.id, ['en'])
    expect(res.status).toBe(422)
    const problems = (await json(res)).problems as Problem[]
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ part: 'en', field: 'description', document: 'service/turkish-citizienship' })
    expect(problems[0]!.message).toMatch(/USD 250,000.*Turkish citizenship/)
    expect(await publishedOf(service.id, 'en')).toEqual(before)
  })

  it('refuses a Turkish publish with a required field empty in Turkish', async () => {
    const faq = await docOf('faq', 'faq')
    const before = await publishedOf(faq.id, 'tr')
    toReset.push([faq.id, 'tr'])
    // The Turkish part leaves one question out: a valid part on its own, an empty question on the Turkish page.
    await save(translator, faq.id, 'tr', (data) => {
      const items = data.items as Record<string, unknown>
      delete items['office-hours']
      return data
    })
    const res = await publish(translator, faq.id, ['tr'])
    expect(res.status).toBe(422)
    const problems = (await json(res)).problems as Problem[]
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((p) => p.part === 'tr')).toBe(true)
    expect(problems.map((p) => p.message).join('\n')).toMatch(/Turkish .*is empty/)
    expect(await publishedOf(faq.id, 'tr')).toEqual(before)
  })

  it('refuses a slug another service already answers at, and names the links the old one breaks', async () => {
    const service = await docOf('service', 'rental-contracts')
    const before = await publishedOf(service.id, 'neutral')
    toReset.push([service.id, 'neutral'])
    await save(editor, service.id, 'neutral', (data) => ({ ...data, slug: 'labor-law' }))
    const res = await publish(editor, service.id, ['neutral'])
    expect(res.status).toBe(422)
    const problems = (await json(res)).problems as Problem[]
    expect(problems).toContainEqual(expect.objectContaining({ part: 'neutral', field: 'slug', document: 'service/rental-contracts' }))
    expect(problems.find((p) => p.field === 'slug')!.message).toMatch(/both use the address \/services\/labor-law\.$/)
    expect(problems).toContainEqual({
      part: 'en',
      field: 'chapters.6.html',
      document: 'guide/real-estate-guide',
      message:
        'The English text in chapter 7 ("After the purchase") of the guide "Investing in Turkish Real Estate" links to /services/rental-contracts, which does not exist.',
    })
    expect(await publishedOf(service.id, 'neutral')).toEqual(before)
  })

  it('a translator cannot publish English (403) but publishes Turkish while English is published', async () => {
    const faq = await docOf('faq', 'faq')
    const refused = await publish(translator, faq.id, ['en'])
    expect(refused.status).toBe(403)
    expect((await json(refused)).error).toMatch(/only the translations/)

    await save(translator, faq.id, 'tr', appendToFirstAnswer(' Güncel belge listesini bizden isteyebilirsiniz.'))
    const res = await publish(translator, faq.id, ['tr'])
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
    const versionId = ((await json(res)).versions as Record<string, number>).tr
    expect((await publishedOf(faq.id, 'tr'))!.versionId).toBe(versionId)
    expect(await auditRows('content.publish')).toContainEqual({ actor: 'translator@firm.example', detail: 'faq/faq tr' })
  })

  it('refuses to withdraw the English of a service its group lists, naming the group; a translation may go', async () => {
    const service = await docOf('service', 'turkish-citizienship')
    const res = await editor.send('POST', `/admin/api/content/documents/${service.id}/withdraw`, { part: 'en' })
    expect(res.status).toBe(409)
    const body = await json(res)
    expect(body.usedBy).toContainEqual({ type: 'service-group', key: 'citizenship' })
    expect(body.error).toMatch(/service\/turkish-citizienship is used by .*service-group\/citizenship/)
    expect((await docOf('service', 'turkish-citizienship')).published).toEqual(['neutral', 'en', 'tr', 'ar'])

    // Links in text count as uses too: the guide and the case study that link to the rental contracts page.
    const rental = await docOf('service', 'rental-contracts')
    const linked = await json(await editor.send('POST', `/admin/api/content/documents/${rental.id}/withdraw`, { part: 'en' }))
    expect(linked.usedBy).toEqual(
      expect.arrayContaining([
        { type: 'service-group', key: 'individual' },
        { type: 'guide', key: 'real-estate-guide' },
        { type: 'case-study', key: 'from-homeowner-to-successfull-airbnb-host-a-legal-journey' },
      ]),
    )

    const arabic = await translator.send('POST', `/admin/api/content/documents/${service.id}/withdraw`, { part: 'ar' })
    expect(arabic.status).toBe(200)
    expect((await docOf('service', 'turkish-citizienship')).published).toEqual(['neutral', 'en', 'tr'])
    expect(await auditRows('content.unpublish')).toContainEqual({
      actor: 'translator@firm.example',
      detail: 'service/turkish-citizienship ar',
    })
  })

  it('diff of a version and the draft: a changed word, a changed link and a changed setting', async () => {
    const service = await docOf('service', 'company-establishment')
    const en = (await publishedOf(service.id, 'en'))!
    const neutral = (await publishedOf(service.id, 'neutral'))!
    const text = en.data.description as string
    const [firstLine] = text.split('\n').filter((l) => /\w+ \w+/.test(l) && !l.startsWith('#'))
    const word = /[A-Za-z]{5,}/.exec(firstLine!)![0]
    await save(editor, service.id, 'en', (data) => ({
      ...data,
      description: `${text.replace(word, 'Replaced')}\n\nRead [our FAQ](/faq) first.\n`,
    }))
    await save(editor, service.id, 'neutral', (data) => ({ ...data, lastReviewed: '2026-11-28' }))

    const res = await editor.get(`/admin/api/content/documents/${service.id}/diff?from=${en.versionId}&to=draft:en`)
    expect(res.status).toBe(200)
    const diff = (await json(res)) as unknown as {
      fields: { path: string; label: string; kind: string; words: { added?: boolean; removed?: boolean; value: string }[] }[]
      links: { added: string[]; removed: string[] }
    }
    const description = diff.fields.find((f) => f.path === 'description')!
    expect(description).toMatchObject({ label: 'Page text', kind: 'richText' })
    expect(description.words).toContainEqual({ removed: true, value: word })
    expect(description.words).toContainEqual({ added: true, value: 'Replaced' })
    expect(diff.links).toEqual({ added: ['/faq'], removed: [] })

    const settings = (
      await json(await editor.get(`/admin/api/content/documents/${service.id}/diff?from=${neutral.versionId}&to=draft:neutral`))
    ).settings
    expect(settings).toEqual([{ path: 'lastReviewed', label: 'Last reviewed', before: neutral.data.lastReviewed, after: '2026-11-28' }])
    // Another document's version is not this one's.
    const faq = await docOf('faq', 'faq')
    expect((await editor.get(`/admin/api/content/documents/${faq.id}/diff?from=${en.versionId}`)).status).toBe(400)
  })
})

describe('scheduled publishing', { timeout: 60_000 }, () => {
  let scheduler: Scheduler
  beforeAll(() => {
    scheduler = startScheduler({ store: h.store, knownPages, holder: 'instance-a', log: { info() {}, warn() {}, error: console.error } })
  })
  afterAll(() => scheduler.stop())

  const scheduleList = async () =>
    (await json(await editor.get('/admin/api/content/schedule'))).schedule as {
      id: number
      status: string
      lastError: string | null
      type: string
      key: string
      dueIstanbul: string
    }[]

  it('publishes at the time set with no request, as "schedule (set by …)"', async () => {
    const service = await docOf('service', 'labor-law')
    await save(editor, service.id, 'en', (data) => ({ ...data, title: 'Labour and Employment Law' }))
    const dueAt = new Date(Date.now() + 1500).toISOString()
    const res = await editor.send('POST', `/admin/api/content/documents/${service.id}/schedule`, { parts: ['en'], dueAt })
    expect(res.status).toBe(200)
    const { id, message } = (await json(res)) as unknown as { id: number; message: string }
    expect(message).toMatch(/^Scheduled for \d+ \w+ \d{4} at \d\d:\d\d Istanbul time\.$/)
    expect((await scheduleList()).find((s) => s.id === id)).toMatchObject({ status: 'pending', type: 'service', key: 'labor-law' })

    const published = await eventually(async () => {
      const p = await publishedOf(service.id, 'en')
      return p?.data.title === 'Labour and Employment Law' && p
    })
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(Date.parse(dueAt))
    expect(published.publishedBy).toBe('schedule (set by editor@firm.example)')
    expect((await scheduleList()).find((s) => s.id === id)).toMatchObject({ status: 'done' })
  })

  it('a schedule whose publish is refused at its time is failed, with the reason in the list and the audit log', async () => {
    const faq = await docOf('faq', 'faq')
    toReset.push([faq.id, 'en'])
    await save(editor, faq.id, 'en', appendToFirstAnswer(' See [the fees](/services/gone-by-then).'))
    const res = await editor.send('POST', `/admin/api/content/documents/${faq.id}/schedule`, {
      parts: ['en'],
      dueAt: new Date(Date.now() + 1000).toISOString(),
    })
    const { id } = (await json(res)) as unknown as { id: number }
    const failed = await eventually(async () => (await scheduleList()).find((s) => s.id === id && s.status === 'failed'))
    expect(failed.lastError).toMatch(/^Not published at \d+ \w+ \d{4} at \d\d:\d\d Istanbul time: faq\/faq was not published: one problem/)
    expect(failed.lastError).toContain('links to /services/gone-by-then, which does not exist')
    expect((await auditRows('content.schedule-failed')).map((r) => r.detail)).toContainEqual(expect.stringContaining(`schedule ${id}:`))
  })

  it('two instances claim a due schedule once: one publish, one version', async () => {
    // On PostgreSQL a second instance is a second connection pool to the same database.
    const other: Store = onPostgres ? await openPostgresStore(h.env.DATABASE_URL!, { maxConnections: 2 }) : h.store
    const second = startScheduler({ store: other, knownPages, holder: 'instance-b', log: { info() {}, warn() {}, error: console.error } })
    try {
      const service = await docOf('service', 'family-law')
      await save(editor, service.id, 'en', (data) => ({ ...data, title: 'Family Law and Divorce' }))
      const versionsBefore = (await h.store.content.listVersions(service.id, 'en')).length
      const res = await editor.send('POST', `/admin/api/content/documents/${service.id}/schedule`, {
        parts: ['en'],
        dueAt: new Date(Date.now() + 1000).toISOString(),
      })
      const { id } = (await json(res)) as unknown as { id: number }
      second.kick()
      await eventually(async () => (await scheduleList()).find((s) => s.id === id && s.status === 'done'))
      await Promise.all([scheduler.settled(), second.settled()])
      expect((await h.store.content.listVersions(service.id, 'en')).length).toBe(versionsBefore + 1)
      expect((await auditRows('content.publish')).filter((r) => r.detail === 'service/family-law en')).toHaveLength(1)
    } finally {
      await second.stop()
      if (other !== h.store) await other.close()
    }
  })

  it('a pending schedule can be cancelled, and then is not published', async () => {
    const faq = await docOf('faq', 'faq')
    const res = await editor.send('POST', `/admin/api/content/documents/${faq.id}/schedule`, {
      parts: ['en'],
      dueAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const { id } = (await json(res)) as unknown as { id: number }
    const cancel = await editor.send('POST', `/admin/api/content/schedule/${id}/cancel`)
    expect(cancel.status).toBe(200)
    expect((await scheduleList()).find((s) => s.id === id)).toMatchObject({ status: 'cancelled' })
    expect((await editor.send('POST', `/admin/api/content/schedule/${id}/cancel`)).status).toBe(409)
  })
})
