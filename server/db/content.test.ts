import { afterAll, describe, expect, it } from 'vitest'
import type { ChangedDocuments, SeedDocument, Store } from './store.ts'
import { changedPayload, parseChanged } from './content.ts'
import { postgresMissing } from '../test/postgres.ts'
import { storeEngines, type Engine, type Opened } from '../test/store-engines.ts'

/**
 * The content store's contract (ADR 36, 3.3), on every engine: drafts with compare-and-set, publish, versions and
 * restore, paths, the schedule's claims, media, the first-run seed and its export, and the change notification.
 * "Instances" are several stores open on the same data, as several servers would be.
 */

const engines = storeEngines('content-contract-')

const missing = postgresMissing()

/** A fresh data folder or database for each test: the seed needs an empty store. */
function useStores(engine: Engine) {
  let opened: Opened | null = null
  const handle = { store: null as unknown as Store, instance: () => opened!.instance() }
  return {
    async fresh() {
      await opened?.cleanup()
      opened = await engine.open()
      handle.store = await opened.instance()
      return handle
    },
    cleanup: () => opened?.cleanup(),
  }
}

const T0 = '2026-03-02T09:00:00.000Z'
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
const MINUTE = 60_000
const EDITOR = 'editor@example.com'
const OTHER = 'partner@example.com'

/** A few documents in the model's words (the seed line's files hold the real ones). */
const SEED: SeedDocument[] = [
  {
    type: 'service',
    key: 'turkish-citizenship',
    parts: {
      neutral: { slug: 'turkish-citizenship', group: 'immigration', lastReviewed: '2026-01-15' },
      en: { title: 'Turkish citizenship by investment', summary: 'Citizenship through a property purchase.' },
      tr: { title: 'Yatırım yoluyla Türk vatandaşlığı', summary: 'Taşınmaz alımıyla vatandaşlık.' },
    },
  },
  {
    type: 'firm',
    key: 'firm',
    parts: { neutral: { name: 'Example Law Office', phone: '+902120000000' }, en: { description: 'A law office in Istanbul.' } },
  },
  {
    type: 'service',
    key: 'company-formation',
    parts: {
      neutral: { slug: 'company-formation', group: 'corporate', lastReviewed: '2026-02-01' },
      en: { title: 'Company formation', summary: 'Setting up a company in Turkey.' },
    },
  },
  {
    type: 'team-member',
    key: 'founder',
    parts: { neutral: { name: 'Ayşe Yılmaz', role: 'Founding partner' }, en: { bio: 'Ayşe advises foreign investors.' } },
  },
  {
    type: 'faq',
    key: 'faq',
    parts: { neutral: { lastReviewed: '2026-01-10' }, en: { items: { fees: { question: 'How are fees set?', answer: 'Per matter.' } } } },
  },
]

/** The seed in export order: types in DOCUMENT_TYPES order (firm, service, team-member, faq), keys by bytes. */
const EXPORTED = [SEED[1], SEED[2], SEED[0], SEED[3], SEED[4]]

describe.skipIf(missing)('PostgreSQL is available for the content contract', () => {
  it('runs', () => expect(missing).toBeNull())
})

describe('content change payloads', () => {
  it('names the documents, or every one past the 8,000 bytes NOTIFY carries', () => {
    expect(changedPayload([3, 1, 3])).toBe('1,3')
    expect(parseChanged('1,3')).toEqual([1, 3])
    const many = Array.from({ length: 2000 }, (_, i) => 100_000 + i)
    expect(changedPayload(many)).toBe('*')
    expect(parseChanged('*')).toBe('*')
  })
})

describe.each(engines.filter((e) => e.name !== 'PostgreSQL' || !missing))('Content store on $name', (engine) => {
  const stores = useStores(engine)
  afterAll(async () => stores.cleanup())

  it('makes a document with its first shared draft and an audit line in one step; a taken key writes none of them', async () => {
    const { store } = await stores.fresh()
    const neutral = { id: 'leyla-demir', sample: false, order: 5 }
    const id = (await store.content.createDocument('team-member', 'leyla-demir', EDITOR, T0, neutral))!
    expect(await store.content.getDrafts(id)).toEqual([
      { documentId: id, part: 'neutral', data: neutral, rev: 1, basedOn: null, updatedAt: T0, updatedBy: EDITOR },
    ])
    expect(await store.audit.list(5)).toEqual([
      expect.objectContaining({ actor: EDITOR, action: 'content.create', detail: 'team-member/leyla-demir', at: T0 }),
    ])
    expect(await store.content.createDocument('team-member', 'leyla-demir', OTHER, later(T0, MINUTE), { id: 'x' })).toBeNull()
    expect((await store.content.getDraft(id, 'neutral'))!.data).toEqual(neutral)
    expect(await store.audit.list(5)).toHaveLength(1)
  })

  it('saves a draft only from the rev it started from, and tells a stale save whose draft is there', async () => {
    const { store } = await stores.fresh()
    const id = (await store.content.createDocument('service', 'work-permits', EDITOR, T0))!
    expect(await store.content.createDocument('service', 'work-permits', EDITOR, T0)).toBeNull()

    expect(await store.content.saveDraft(id, 'en', { title: 'Work permits' }, 0, EDITOR, T0)).toEqual({ ok: true, rev: 1, updatedAt: T0 })
    const t1 = later(T0, MINUTE)
    expect(await store.content.saveDraft(id, 'en', { title: 'Work permits in Turkey' }, 1, EDITOR, t1)).toMatchObject({ ok: true, rev: 2 })
    // The partner's tab still had rev 1: nothing is overwritten, and the answer carries what the editor saved.
    const stale = await store.content.saveDraft(id, 'en', { title: 'Work permit' }, 1, OTHER, later(T0, 2 * MINUTE))
    expect(stale).toEqual({ ok: false, current: { data: { title: 'Work permits in Turkey' }, rev: 2, updatedBy: EDITOR, updatedAt: t1 } })
    // A first save of a part someone already started is a conflict too.
    expect(await store.content.saveDraft(id, 'en', { title: 'x' }, 0, OTHER, t1)).toMatchObject({ ok: false, current: { rev: 2 } })
    expect(await store.content.getDraft(id, 'en')).toMatchObject({ data: { title: 'Work permits in Turkey' }, rev: 2, basedOn: null })
    // Parts are drafted on their own: a Turkish save does not conflict with the English one.
    expect(await store.content.saveDraft(id, 'tr', { title: 'Çalışma izni' }, 0, OTHER, t1)).toMatchObject({ ok: true, rev: 1 })
    expect((await store.content.getDrafts(id)).map((d) => d.part)).toEqual(['en', 'tr'])
  })

  it('publishes drafts as versions in one step: published rows, the content version, the audit line', async () => {
    const { store } = await stores.fresh()
    const id = (await store.content.createDocument('service', 'work-permits', EDITOR, T0))!
    await store.content.saveDraft(id, 'neutral', { slug: 'work-permits' }, 0, EDITOR, T0)
    await store.content.saveDraft(id, 'en', { title: 'Work permits' }, 0, EDITOR, T0)
    const before = await store.content.contentVersion()

    // A part without a draft refuses the whole publish, and nothing is written.
    expect(await store.content.publish(id, ['neutral', 'en', 'tr'], EDITOR, T0)).toEqual({ ok: false, reason: 'no-draft', part: 'tr' })
    expect(await store.content.listVersions(id)).toEqual([])
    expect(await store.content.contentVersion()).toBe(before)

    const t1 = later(T0, MINUTE)
    const result = await store.content.publish(id, ['en', 'neutral'], EDITOR, t1, { sourceHashes: { en: {} } })
    expect(result).toEqual({ ok: true, versions: { neutral: expect.any(Number), en: expect.any(Number) } })
    expect(await store.content.contentVersion()).toBeGreaterThan(before)
    const versions = await store.content.listVersions(id)
    expect(versions.map((v) => [v.part, v.reason, v.createdBy, v.createdAt])).toEqual([
      ['en', 'publish', EDITOR, t1],
      ['neutral', 'publish', EDITOR, t1],
    ])
    expect(await store.content.readPublished()).toEqual([
      expect.objectContaining({ documentId: id, part: 'neutral', data: { slug: 'work-permits' }, publishedBy: EDITOR, publishedAt: t1 }),
      expect.objectContaining({ documentId: id, part: 'en', data: { title: 'Work permits' }, versionId: result.ok && result.versions.en }),
    ])
    expect(await store.content.getDocument(id)).toMatchObject({ type: 'service', key: 'work-permits', published: ['neutral', 'en'] })
    expect((await store.content.getDraft(id, 'en'))!.basedOn).toBe(result.ok && result.versions.en)
    expect(await store.audit.list(5)).toContainEqual(
      expect.objectContaining({ actor: EDITOR, action: 'content.publish', detail: 'service/work-permits neutral,en' }),
    )
  })

  it('restores a version as a new draft and leaves what is published untouched', async () => {
    const { store } = await stores.fresh()
    const id = (await store.content.createDocument('faq', 'faq', EDITOR, T0))!
    await store.content.saveDraft(id, 'en', { intro: 'First words' }, 0, EDITOR, T0)
    const first = await store.content.publish(id, ['en'], EDITOR, T0)
    await store.content.saveDraft(id, 'en', { intro: 'Second words' }, 1, EDITOR, T0)
    const second = await store.content.publish(id, ['en'], EDITOR, later(T0, MINUTE))
    const firstId = first.ok ? first.versions.en! : 0
    const version = await store.content.contentVersion()

    const t2 = later(T0, 2 * MINUTE)
    expect(await store.content.restore(firstId, OTHER, t2)).toEqual({ documentId: id, part: 'en', rev: 3 })
    expect(await store.content.restore(999_999, OTHER, t2)).toBeNull()
    expect(await store.content.getDraft(id, 'en')).toMatchObject({ data: { intro: 'First words' }, rev: 3, updatedBy: OTHER })
    // Published: still the second version; the snapshot's version did not move.
    expect((await store.content.readPublished()).map((p) => [p.versionId, p.data])).toEqual([
      [second.ok && second.versions.en, { intro: 'Second words' }],
    ])
    expect(await store.content.contentVersion()).toBe(version)
    expect(await store.audit.list(1)).toEqual([
      expect.objectContaining({ actor: OTHER, action: 'content.restore', detail: `faq/faq en version ${firstId}` }),
    ])
    // Published again, the version says it is a restore of the first.
    const third = await store.content.publish(id, ['en'], OTHER, t2)
    expect(await store.content.getVersion(third.ok ? third.versions.en! : 0)).toMatchObject({
      reason: 'restore',
      restoredFrom: firstId,
      data: { intro: 'First words' },
    })
  })

  it('keeps a former path when the slug changes, and refuses another document’s current path', async () => {
    const { store } = await stores.fresh()
    const id = (await store.content.createDocument('service', 'residence', EDITOR, T0))!
    await store.content.saveDraft(id, 'en', { title: 'Residence permits' }, 0, EDITOR, T0)
    await store.content.publish(id, ['en'], EDITOR, T0, { paths: ['/services/residence-permits', '/tr/services/ikamet-izni'] })
    await store.content.publish(id, ['en'], EDITOR, T0, { paths: ['/services/residence-permit', '/tr/services/ikamet-izni'] })

    expect(await store.content.resolvePath('/services/residence-permits')).toEqual({
      documentId: id,
      type: 'service',
      key: 'residence',
      current: false,
      currentPaths: ['/services/residence-permit', '/tr/services/ikamet-izni'],
      published: ['en'],
    })
    expect(await store.content.resolvePath('/services/residence-permit')).toMatchObject({ current: true })
    expect(await store.content.resolvePath('/services/nothing')).toBeNull()

    const other = (await store.content.createDocument('service', 'other', EDITOR, T0))!
    await store.content.saveDraft(other, 'en', { title: 'Other' }, 0, EDITOR, T0)
    expect(await store.content.publish(other, ['en'], EDITOR, T0, { paths: ['/services/residence-permit'] })).toEqual({
      ok: false,
      reason: 'path-taken',
      path: '/services/residence-permit',
      documentId: id,
    })
    expect(await store.content.getDocument(other)).toMatchObject({ published: [] })
    // A former path may be taken: it stops redirecting and answers for the new document.
    expect(await store.content.publish(other, ['en'], EDITOR, T0, { paths: ['/services/residence-permits'] })).toMatchObject({ ok: true })
    expect(await store.content.resolvePath('/services/residence-permits')).toMatchObject({ documentId: other, current: true })
  })

  it('withdraws a language, or the whole document with English, and names who references it', async () => {
    const { store } = await stores.fresh()
    await store.content.importSeed(SEED, 'seed', T0, (doc) =>
      doc.key === 'turkish-citizenship' ? { refs: [{ part: 'neutral', kind: 'document', target: 'team-member/founder' }] } : {},
    )
    const founder = (await store.content.findDocument('team-member', 'founder'))!
    const service = (await store.content.findDocument('service', 'turkish-citizenship'))!
    expect(await store.content.referencedBy(founder.id)).toEqual([
      { documentId: service.id, type: 'service', key: 'turkish-citizenship', parts: ['neutral'] },
    ])

    expect(await store.content.unpublish(service.id, 'ar', EDITOR, T0)).toBe(false)
    expect(await store.content.unpublish(service.id, 'tr', EDITOR, T0)).toBe(true)
    expect((await store.content.getDocument(service.id))!.published).toEqual(['neutral', 'en'])
    expect(await store.content.unpublish(service.id, 'en', EDITOR, T0)).toBe(true)
    expect((await store.content.getDocument(service.id))!.published).toEqual([])
    // Its refs went with it: nothing published references the founder any more.
    expect(await store.content.referencedBy(founder.id)).toEqual([])
    expect(await store.audit.list(1)).toEqual([
      expect.objectContaining({ action: 'content.unpublish', detail: 'service/turkish-citizenship neutral,en' }),
    ])
  })

  it('gives each due schedule to one claimer at a time, also when two instances claim at once', async () => {
    const h = await stores.fresh()
    const other = await h.instance()
    const id = (await h.store.content.createDocument('faq', 'faq', EDITOR, T0))!
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push(await h.store.content.schedulePublish(id, ['en'], later(T0, i * MINUTE), EDITOR, T0))
    const notYet = await h.store.content.schedulePublish(id, ['en'], later(T0, 60 * MINUTE), EDITOR, T0)
    const cancelled = await h.store.content.schedulePublish(id, ['en'], T0, EDITOR, T0)
    expect(await h.store.content.cancelSchedule(cancelled, EDITOR, T0)).toBe(true)
    expect(await h.store.content.cancelSchedule(cancelled, EDITOR, T0)).toBe(false)
    expect(await h.store.content.nextDue()).toBe(T0)

    const now = later(T0, 10 * MINUTE)
    const lease = later(now, 5 * MINUTE)
    // Rounds of claims at once on other data first: no schedule is ever claimed twice.
    const rounds = (await h.store.content.createDocument('faq', 'rounds', EDITOR, T0))!
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 4; i++) await h.store.content.schedulePublish(rounds, ['en'], `2025-01-0${round + 1}T00:00:00.000Z`, EDITOR, T0)
      const until = `2025-01-0${round + 1}T00:01:00.000Z`
      const claims = await Promise.all(
        ['x', 'y', 'z'].map((holder, i) =>
          [h.store, other, h.store][i].content.claimDue({ now: until, holder, leaseUntil: later(until, MINUTE), limit: 2 }),
        ),
      )
      const taken = claims.flat().map((s) => s.id)
      expect(new Set(taken).size).toBe(taken.length)
      expect(taken.length).toBe(4)
      for (const s of claims.flat()) await h.store.content.completeSchedule(s.id, s.leaseHolder!)
    }
    const [a, b] = await Promise.all([
      h.store.content.claimDue({ now, holder: 'a', leaseUntil: lease, limit: 4 }),
      other.content.claimDue({ now, holder: 'b', leaseUntil: lease, limit: 4 }),
    ])
    const claimed = [...a, ...b].map((s) => s.id)
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.sort((x, y) => x - y)).toEqual(ids)
    expect(claimed).not.toContain(notYet)
    expect(a.every((s) => s.leaseHolder === 'a' && s.attempts === 1 && s.status === 'pending')).toBe(true)
    // Held: nobody claims them again until the lease runs out.
    expect(await h.store.content.claimDue({ now, holder: 'c', leaseUntil: lease })).toEqual([])

    const [done, failed] = a.length ? [a[0], b[0] ?? a[1]] : [b[0], b[1]]
    expect(await h.store.content.completeSchedule(done.id, 'someone else')).toBe(false)
    expect(await h.store.content.completeSchedule(done.id, done.leaseHolder!)).toBe(true)
    expect(await h.store.content.failSchedule(failed.id, failed.leaseHolder!, 'A link to /services/gone', now)).toBe(true)
    expect(await h.store.content.listSchedule('failed')).toEqual([
      expect.objectContaining({ id: failed.id, lastError: 'A link to /services/gone', leaseHolder: null }),
    ])
    // A holder that died: its lease runs out and the rest are claimed again.
    const after = await h.store.content.claimDue({ now: later(lease, 1), holder: 'c', leaseUntil: later(lease, 5 * MINUTE), limit: 10 })
    expect(after.map((s) => s.id).sort((x, y) => x - y)).toEqual(ids.filter((x) => x !== done.id && x !== failed.id))
    expect(after.every((s) => s.attempts === 2)).toBe(true)
  })

  it('keeps media rows and refuses to delete one a published document uses, naming it', async () => {
    const { store } = await stores.fresh()
    const portrait = await store.content.addMedia(
      { file: 'f3a9c1.webp', width: 800, height: 1000, alt: { en: 'Ayşe Yılmaz' }, originalName: 'ayse.jpg' },
      EDITOR,
      T0,
    )
    const unused = await store.content.addMedia({ file: 'b71e.webp', width: 10, height: 10, alt: {}, originalName: 'x.png' }, EDITOR, T0)
    expect(await store.content.setMediaAlt(portrait, { en: 'Ayşe Yılmaz', tr: 'Ayşe Yılmaz', ar: 'عائشة يلماز' })).toBe(true)
    expect(await store.content.setMediaFocal(portrait, 0.5, 0.3)).toBe(true)
    expect(await store.content.getMedia(portrait)).toMatchObject({
      focalX: 0.5,
      focalY: 0.3,
      alt: { ar: 'عائشة يلماز' },
      createdBy: EDITOR,
    })
    expect((await store.content.listMedia()).map((m) => m.id)).toEqual([unused, portrait])

    await store.content.importSeed([SEED[3]], 'seed', T0, () => ({ refs: [{ part: 'neutral', kind: 'media', target: 'f3a9c1.webp' }] }))
    const founder = (await store.content.findDocument('team-member', 'founder'))!
    const usedBy = [{ documentId: founder.id, type: 'team-member', key: 'founder', parts: ['neutral'] }]
    expect(await store.content.mediaUsedBy(portrait)).toEqual(usedBy)
    expect(await store.content.deleteMedia(portrait, EDITOR, T0)).toEqual({ deleted: false, usedBy })
    expect(await store.content.deleteMedia(unused, EDITOR, T0)).toEqual({ deleted: true, usedBy: [] })
    expect(await store.content.deleteMedia(unused, EDITOR, T0)).toEqual({ deleted: false, usedBy: [] })
    expect(await store.content.getMedia(portrait)).not.toBeNull()
  })

  it('seeds an empty store once, in one step, and exports it in a stable order', async () => {
    const h = await stores.fresh()
    const shuffled = [SEED[3], SEED[0], SEED[4], SEED[2], SEED[1]]
    // Two instances starting at once on an empty store: one seeds it, the other finds it seeded.
    const other = await h.instance()
    const both = await Promise.all([h.store.content.importSeed(shuffled, 'seed', T0), other.content.importSeed(shuffled, 'seed', T0)])
    expect(both.map((r) => r.seeded).sort()).toEqual([0, 5])
    expect(await h.store.content.importSeed(SEED, 'seed', later(T0, MINUTE))).toEqual({ seeded: 0 })
    const docs = await h.store.content.listDocuments()
    expect(docs.map((d) => `${d.type}/${d.key}`)).toEqual([
      'firm/firm',
      'service/company-formation',
      'service/turkish-citizenship',
      'team-member/founder',
      'faq/faq',
    ])
    expect(docs.find((d) => d.key === 'turkish-citizenship')!.published).toEqual(['neutral', 'en', 'tr'])
    const service = docs.find((d) => d.key === 'turkish-citizenship')!
    expect((await h.store.content.listVersions(service.id)).map((v) => v.reason)).toEqual(['seed', 'seed', 'seed'])
    expect((await h.store.content.getDraft(service.id, 'tr'))!.rev).toBe(1)
    expect((await h.store.audit.list(5)).filter((a) => a.action === 'content.seed')).toHaveLength(1)

    const exported = await h.store.content.exportDocuments()
    expect(exported).toEqual(EXPORTED)
    expect(JSON.stringify(exported)).toBe(JSON.stringify(EXPORTED))
    expect(JSON.stringify(await h.store.content.exportDocuments())).toBe(JSON.stringify(exported))
  })

  it('tells listeners which documents a publish changed: every instance on PostgreSQL, this process on SQLite', async () => {
    const h = await stores.fresh()
    const writer = h.store
    // On PostgreSQL a second connection pool (another instance) hears it; on SQLite the writing store itself does.
    const listener = engine.name === 'PostgreSQL' ? await h.instance() : writer
    const heard: ChangedDocuments[] = []
    // A listener that fails neither fails the publish that committed nor keeps the others from hearing of it.
    const stopBroken = listener.content.onContentChanged(() => {
      throw new Error('a broken listener')
    })
    const stop = listener.content.onContentChanged((ids) => heard.push(ids))
    const id = (await writer.content.createDocument('firm', 'firm', EDITOR, T0))!
    await writer.content.saveDraft(id, 'neutral', { phone: '+902120000001' }, 0, EDITOR, T0)
    expect(heard).toEqual([])
    const sent = Date.now()
    await writer.content.publish(id, ['neutral'], EDITOR, T0)
    await expect.poll(() => heard, { timeout: 2000, interval: 20 }).toEqual([[id]])
    expect(Date.now() - sent).toBeLessThan(2000)
    // A refused publish commits nothing and announces nothing.
    await writer.content.publish(id, ['en'], EDITOR, T0)
    await writer.content.unpublish(id, 'neutral', EDITOR, T0)
    await expect.poll(() => heard.length, { timeout: 2000, interval: 20 }).toBe(2)
    expect(heard).toEqual([[id], [id]])
    stop()
    stopBroken()
  })
})
