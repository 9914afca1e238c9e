import { describe, expect, it } from 'vitest'
import type { NewSubmissionRow, PostContent, StoredMessage, StoreSubmissionOptions, StoreSubmissionResult } from './store.ts'
import { auditNote } from './store.ts'
import { postgresMissing } from '../test/postgres.ts'
import { storeEngines, useStores } from '../test/store-engines.ts'

/**
 * The Store's contract, run against every engine: what a caller can rely on whichever DATABASE_URL says. Each
 * block opens fresh stores (a new SQLite folder, a new PostgreSQL database); "instances" are several stores open
 * on the same data, as several servers would be.
 */

const engines = storeEngines('store-contract-')

const missing = postgresMissing()

const T0 = '2026-03-02T09:00:00.000Z'
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
const HOUR = 3_600_000

function post(title: string, extra: Partial<PostContent> = {}): PostContent {
  return {
    slug: null,
    title,
    dateLabel: '03-02-2026',
    body: `<p>${title}</p>`,
    markdown: null,
    images: [{ imageUrl: '/media/a.webp', altText: 'A' }],
    metaTitle: null,
    description: `About ${title}`,
    keywords: [],
    publishedAt: T0,
    ...extra,
  }
}

function lead(extra: Partial<NewSubmissionRow> = {}): NewSubmissionRow {
  return {
    kind: 'contact',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: 'ayse@example.com',
    message: 'I would like to buy a flat in Kadıköy.',
    guide: null,
    status: 'received',
    clientIp: '203.0.113.5',
    possibleSpam: false,
    language: 'en',
    ...extra,
  }
}

const message = (to: string, subject: string): StoredMessage => ({
  to: { name: '', address: to },
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
})

/** Store options: the firm's notification and an acknowledgement while the allowance lasts. */
function storing(now: string, extra: Partial<StoreSubmissionOptions> = {}): StoreSubmissionOptions {
  return {
    now,
    mailAllowance: { since: later(now, -24 * HOUR), perPurpose: { 'visitor-acknowledgement': 3 } },
    compose: (id, allowed) => [
      { purpose: 'firm-notification', message: message('firm@example.com', `Lead ${id}`) },
      ...(allowed['visitor-acknowledgement']
        ? [{ purpose: 'visitor-acknowledgement', message: message('ayse@example.com', 'Thanks') }]
        : []),
    ],
    ...extra,
  }
}

describe.skipIf(missing)('PostgreSQL is available for the contract suite', () => {
  it('runs', () => expect(missing).toBeNull())
})

describe.each(engines.filter((e) => e.name !== 'PostgreSQL' || !missing))('Store contract on $name', (engine) => {
  describe('posts', () => {
    const h = useStores(engine)

    it('keeps a draft out of public reads', async () => {
      // The body comes sanitised (server/blog/sanitize.ts runs before the Store) and is kept as given.
      const written = await h.store.posts.write(null, post('Draft one', { slug: 'draft-one', body: '<p>Hi</p>' }), T0)
      expect(written).toEqual({ id: expect.any(Number), reopened: false })
      const draft = await h.store.posts.byId(written!.id)
      expect(draft).toMatchObject({
        status: 'draft',
        visibleFrom: '',
        body: '<p>Hi</p>',
        language: 'en',
        images: [{ imageUrl: '/media/a.webp', altText: 'A' }],
      })
      expect(await h.store.posts.allVisible(later(T0, HOUR), 'en')).toEqual([])
      expect(await h.store.posts.count()).toBe(1)
    })

    it('publishes now or on schedule, with the Istanbul date and newest first', async () => {
      const a = (await h.store.posts.write(null, post('Company formation', { slug: 'company-formation' }), T0))!.id
      const b = (await h.store.posts.write(null, post('Work permits', { slug: 'work-permits' }), T0))!.id
      const before = await h.store.health.dataVersion()
      expect(await h.store.posts.publish(a, '2026-03-02T22:30:00.000Z', T0)).toBe(true)
      expect(await h.store.posts.publish(b, '2026-03-05T08:00:00.000Z', T0)).toBe(true)
      expect(await h.store.posts.publish(9999, T0, T0)).toBe(false)
      expect(await h.store.health.dataVersion()).toBeGreaterThan(before)

      const published = await h.store.posts.byId(a)
      // 22:30 UTC is already the next day in Istanbul (UTC+3).
      expect(published).toMatchObject({
        status: 'published',
        publishedAt: '2026-03-02T22:30:00.000Z',
        visibleFrom: '2026-03-02T22:30:00.000Z',
        dateLabel: '03-03-2026',
      })

      const mid = '2026-03-04T00:00:00.000Z'
      expect((await h.store.posts.allVisible(mid, 'en')).map((p) => p.id)).toEqual([a])
      expect(await h.store.posts.nextScheduled(mid)).toBe('2026-03-05T08:00:00.000Z')
      const after = '2026-03-06T00:00:00.000Z'
      expect((await h.store.posts.allVisible(after, 'en')).map((p) => p.id)).toEqual([b, a])
      expect((await h.store.posts.newestVisible(after, 1, 'en')).map((p) => p.id)).toEqual([b])
      expect(await h.store.posts.countVisible(after, 'en')).toBe(2)
      expect(await h.store.posts.countVisible(after, 'tr')).toBe(0)
      expect(await h.store.posts.visibleSummaries(after, { limit: 1, offset: 1, language: 'en' })).toEqual([
        {
          id: a,
          slug: 'company-formation',
          title: 'Company formation',
          dateLabel: '03-03-2026',
          images: [{ imageUrl: '/media/a.webp', altText: 'A' }],
          publishedAt: '2026-03-02T22:30:00.000Z',
        },
      ])
      expect(await h.store.posts.nextScheduled(after)).toBeNull()
      expect(await h.store.posts.visibleBySlug(after, 'WORK-PERMITS')).toMatchObject({ id: b, slug: 'work-permits', language: 'en' })
      expect(await h.store.posts.visibleBySlug(mid, 'work-permits')).toBeNull()
      expect((await h.store.posts.visibleRefs(after)).map((r) => r.id)).toEqual([b, a])

      expect(await h.store.posts.unpublish(b, after)).toBe(true)
      expect((await h.store.posts.allVisible(after, 'en')).map((p) => p.id)).toEqual([a])
    })

    it('keeps a published post old slug as a redirect to its new one', async () => {
      const now = '2026-03-10T00:00:00.000Z'
      const id = (await h.store.posts.write(null, post('Residence permits', { slug: 'residence-permits' }), T0, { visibleFrom: T0 }))!.id
      await h.store.posts.write(id, post('Residence permits', { slug: 'residence-permit-guide' }), now)
      expect(await h.store.posts.currentSlugFor(now, 'Residence-Permits')).toBe('residence-permit-guide')
      expect(await h.store.posts.slugOwner('residence-permits', null)).toBe('former')
      expect(await h.store.posts.slugOwner('residence-permits', id)).toBeNull()
      expect(await h.store.posts.slugOwner('residence-permit-guide', null)).toBe('post')
      expect(await h.store.posts.slugOwner('residence-permit-guide', id)).toBeNull()
      // Taking the old slug back makes it the post's address again, not a redirect.
      await h.store.posts.write(id, post('Residence permits', { slug: 'residence-permits' }), now)
      expect(await h.store.posts.currentSlugFor(now, 'residence-permits')).toBeNull()
      expect(await h.store.posts.currentSlugFor(now, 'residence-permit-guide')).toBe('residence-permits')
    })

    it('imports a post under a new slug in its own script, keeping the former slugs its file names as redirects', async () => {
      const now = '2026-03-12T00:00:00.000Z'
      await h.store.posts.importPosts([post('Deportation', { slug: 'deportation' })], now)
      const arabic = 'قرار-الترحيل-في-تركيا'
      const old = { language: 'ar', translationOfSlug: 'deportation', translationStatus: 'machine' as const }
      // A database seeded with the first address, then the file with the Arabic one: the same post moves.
      const first = [post('قرار الترحيل', { ...old, slug: 'ar-deportation' })]
      expect(await h.store.posts.importPosts(first, now)).toEqual({ inserted: 1, updated: 0 })
      const moved = [post('قرار الترحيل', { ...old, slug: arabic, formerSlugs: ['ar-deportation'] })]
      expect(await h.store.posts.importPosts(moved, now)).toEqual({ inserted: 0, updated: 1 })
      expect(await h.store.posts.visibleBySlug(now, arabic)).toMatchObject({ language: 'ar' })
      expect(await h.store.posts.visibleBySlug(now, 'ar-deportation')).toBeNull()
      expect(await h.store.posts.currentSlugFor(now, 'ar-deportation')).toBe(arabic)
      // A fresh database seeded from the file has the redirect too.
      await h.store.posts.importPosts([post('قرار آخر', { language: 'ar', slug: 'قرار-آخر', formerSlugs: ['ar-other'] })], now)
      expect(await h.store.posts.currentSlugFor(now, 'ar-other')).toBe('قرار-آخر')
    })

    it('searches titles, slugs and keywords with Turkish case folding: İstanbul, ı and I', async () => {
      const ist = (await h.store.posts.write(null, post("İstanbul'da şirket kurmak", { slug: 'sirket-kurmak' }), T0))!.id
      const irak = (await h.store.posts.write(null, post('IRAK VİZESİ', { slug: 'vize' }), T0))!.id
      const ilik = (await h.store.posts.write(null, post('Ilık bir gün', { slug: 'gun', keywords: ['Kadıköy', 'Şişli'] }), T0))!.id
      const ids = async (text: string) => (await h.store.posts.search(text)).map((p) => p.id)
      expect(await ids('istanbul')).toEqual([ist])
      expect(await ids('İSTANBUL')).toEqual([ist])
      expect(await ids('irak vizesi')).toEqual([irak])
      expect(await ids('ılık')).toEqual([ilik])
      expect(await ids('ILIK')).toEqual([ilik])
      expect(await ids('KADIKÖY')).toEqual([ilik])
      expect(await ids('şişli')).toEqual([ilik])
      // Accents other than the dotted and dotless i stay: "sisli" is not "şişli".
      expect(await ids('sisli')).toEqual([])
      // Drafts first, last edited first.
      expect((await ids('')).filter((id) => [ist, irak, ilik].includes(id))).toEqual([ilik, irak, ist])
    })

    it('imports posts by slug, linking translations to their English original, all or nothing', async () => {
      const now = '2026-03-11T00:00:00.000Z'
      const first = await h.store.posts.importPosts(
        [
          post('Türk vatandaşlığı', { slug: 'tr-citizenship', language: 'tr', translationOfSlug: 'citizenship' }),
          post('Citizenship', { slug: 'citizenship' }),
        ],
        now,
      )
      expect(first).toEqual({ inserted: 2, updated: 0 })
      const again = await h.store.posts.importPosts([post('Citizenship by investment', { slug: 'citizenship' })], now)
      expect(again).toEqual({ inserted: 0, updated: 1 })
      const en = await h.store.posts.visibleBySlug(now, 'citizenship')
      const tr = await h.store.posts.visibleBySlug(now, 'tr-citizenship')
      expect(tr).toMatchObject({ language: 'tr', translationStatus: 'draft' })
      expect((await h.store.posts.byId(tr!.id))!.translationOf).toBe(en!.id)
      expect((await h.store.posts.visibleTranslations(now, en!.id)).map((r) => r.id)).toEqual([tr!.id])
      expect((await h.store.posts.visibleTranslations(now, tr!.id)).map((r) => r.id)).toEqual([en!.id])

      const count = await h.store.posts.count()
      await expect(
        h.store.posts.importPosts(
          [post('New one', { slug: 'new-one' }), post('Orphan', { slug: 'ar-orphan', language: 'ar', translationOfSlug: 'nothing' })],
          now,
        ),
      ).rejects.toThrow(/no English post/)
      expect(await h.store.posts.count()).toBe(count)

      expect(await h.store.posts.delete(en!.id)).toBe(true)
      expect(await h.store.posts.delete(en!.id)).toBe(false)
      expect((await h.store.posts.byId(tr!.id))!.translationOf).toBeNull()
    })
  })

  describe('submissions and their e-mails', () => {
    const h = useStores(engine)

    it('stores a lead with its e-mails in one step, and reads it back', async () => {
      const result = await h.store.submissions.store(lead(), storing(T0))
      expect(result).toEqual({ outcome: 'stored', id: expect.any(Number), held: false })
      const id = (result as { id: number }).id
      expect(await h.store.submissions.byId(id)).toMatchObject({
        id,
        firstName: 'Ayşe',
        email: 'ayse@example.com',
        possibleSpam: false,
        createdAt: T0,
        waitingMessages: 2,
        failedMessages: 0,
        filedMessages: 0,
      })
      const mail = await h.store.outbox.ofSubmission(id)
      expect(mail.map((m) => [m.purpose, m.status, m.message.subject])).toEqual([
        ['firm-notification', 'pending', `Lead ${id}`],
        ['visitor-acknowledgement', 'pending', 'Thanks'],
      ])
      expect(await h.store.submissions.countSince(T0)).toBe(1)
      expect((await h.store.submissions.between(T0, later(T0, 1))).map((s) => s.id)).toEqual([id])
    })

    it('stores a post once for its idempotency key, also when two tries arrive together', async () => {
      const now = later(T0, HOUR)
      const key = 'key-1'
      // As the form handler calls it: the key on the row and in the check.
      const keyed = lead({ clientIp: '198.51.100.1', idempotencyKey: key })
      const tries = await Promise.all([
        h.store.submissions.store(keyed, storing(now, { idempotency: { key, releaseBefore: null } })),
        (await h.instance()).submissions.store(keyed, storing(now, { idempotency: { key, releaseBefore: null } })),
      ])
      expect(tries.map((t) => t.outcome).sort()).toEqual(['repeat', 'stored'])
      const stored = tries.find((t) => t.outcome === 'stored') as { id: number }
      const repeat = tries.find((t) => t.outcome === 'repeat') as { earlier: { id: number; createdAt: string } }
      expect(repeat.earlier).toMatchObject({ id: stored.id, createdAt: now, firstName: 'Ayşe' })
      expect((await h.store.submissions.byIdempotencyKey(key))?.id).toBe(stored.id)
      expect(await h.store.outbox.ofSubmission(stored.id)).toHaveLength(2)
      // Past its window a derived key is let go: a new submission takes it.
      const fresh = await h.store.submissions.store(
        keyed,
        storing(later(now, HOUR), { idempotency: { key, releaseBefore: later(now, 1) } }),
      )
      expect(fresh.outcome).toBe('stored')
      expect((await h.store.submissions.byIdempotencyKey(key))?.id).toBe((fresh as { id: number }).id)
    })

    const limits = (now: string, extra: Partial<NonNullable<StoreSubmissionOptions['perAddress']>> = {}) => ({
      since: later(now, -HOUR),
      perVisitor: 2,
      perAddress: 5,
      otherHits: [],
      heldSince: later(now, -24 * HOUR),
      heldPerAddress: 3,
      heldTotal: 100,
      ...extra,
    })
    const outcome = (r: StoreSubmissionResult) => (r.outcome === 'stored' ? (r.held ? 'held' : 'stored') : r.outcome)

    it('counts two visitors behind one address apart, holds what comes over a limit and refuses past the cap', async () => {
      const now = later(T0, 3 * HOUR)
      const perAddress = limits(now)
      const send = (email: string, extra: Partial<NonNullable<StoreSubmissionOptions['perAddress']>> = {}) =>
        h.store.submissions.store(lead({ clientIp: '192.0.2.60', email }), storing(now, { perAddress: { ...perAddress, ...extra } }))
      // Visitor A reaches their own limit; visitor B on the same address is not held for it.
      expect(outcome(await send('a@example.com'))).toBe('stored')
      expect(outcome(await send('A@example.com'))).toBe('stored')
      expect(outcome(await send('a@example.com'))).toBe('held')
      expect(outcome(await send('b@example.com'))).toBe('stored')
      // The address's ceiling (5, with A's held one) holds anyone's next message, up to 3 held from the address.
      expect(outcome(await send('c@example.com'))).toBe('stored')
      expect(outcome(await send('d@example.com'))).toBe('held')
      expect(outcome(await send('e@example.com'))).toBe('held')
      const refused = await send('f@example.com')
      expect(refused).toEqual({ outcome: 'limited', oldest: now })
      // Held messages are stored and read back as held; the first from the address is the one the firm hears of.
      const leads = await h.store.submissions.between(now, later(now, 1))
      expect(leads.map((l) => [l.email, l.held])).toEqual([
        ['a@example.com', false],
        ['A@example.com', false],
        ['a@example.com', true],
        ['b@example.com', false],
        ['c@example.com', false],
        ['d@example.com', true],
        ['e@example.com', true],
      ])
      const firsts: boolean[] = []
      await h.store.submissions.store(
        lead({ clientIp: '192.0.2.61', email: 'g@example.com' }),
        storing(now, {
          perAddress: limits(now, { otherHits: [now, now, now, now, now] }),
          compose: (_id, _allowed, held) => (firsts.push(held?.firstFromAddress ?? false), []),
        }),
      )
      await h.store.submissions.store(
        lead({ clientIp: '192.0.2.61', email: 'h@example.com' }),
        storing(now, {
          perAddress: limits(now, { otherHits: [now, now, now, now, now] }),
          compose: (_id, _allowed, held) => (firsts.push(held?.firstFromAddress ?? false), []),
        }),
      )
      expect(firsts).toEqual([true, false])
      // The total cap counts every address's held messages.
      const total = await h.store.submissions.store(
        lead({ clientIp: '192.0.2.62', email: 'i@example.com' }),
        storing(now, { perAddress: limits(now, { perAddress: 1, otherHits: [now], heldTotal: 5 }) }),
      )
      expect(total.outcome).toBe('limited')
    })

    it('three instances posting from one address at once cannot together pass its ceiling or its cap', async () => {
      const instances = [h.store, await h.instance(), await h.instance()]
      const now = later(T0, 5 * HOUR)
      const perAddress = limits(now, { perVisitor: 100 })
      const results = await Promise.all(
        instances.flatMap((s, i) =>
          Array.from({ length: 5 }, (_, k) =>
            s.submissions.store(lead({ clientIp: '192.0.2.77', email: `p${i}${k}@example.com` }), storing(now, { perAddress })),
          ),
        ),
      )
      const counts = new Map<string, number>()
      for (const r of results) counts.set(outcome(r), (counts.get(outcome(r)) ?? 0) + 1)
      expect(Object.fromEntries(counts)).toEqual({ stored: 5, held: 3, limited: 7 })
      expect(await h.store.submissions.timesFrom('192.0.2.77', perAddress.since, 20)).toHaveLength(8)
    })

    it('caps the acknowledgements sent to one typed address, whatever its case', async () => {
      const now = later(T0, 10 * HOUR)
      const ids: number[] = []
      for (const email of ['cap@example.com', 'CAP@example.com', 'Cap@Example.com', 'cap@EXAMPLE.com']) {
        const r = await h.store.submissions.store(lead({ email, clientIp: null }), storing(now))
        ids.push((r as { id: number }).id)
      }
      const purposes = await Promise.all(ids.map(async (id) => (await h.store.outbox.ofSubmission(id)).map((m) => m.purpose)))
      expect(purposes.map((p) => p.includes('visitor-acknowledgement'))).toEqual([true, true, true, false])
    })

    it('finds leads with Turkish case folding and erases one person, any case, with a record', async () => {
      const now = later(T0, 20 * HOUR)
      await h.store.submissions.store(
        lead({ firstName: 'İlker', lastName: 'Işık', email: 'Ilker@Example.com', clientIp: null }),
        storing(now),
      )
      expect((await h.store.submissions.search('ilker ışık')).map((s) => s.firstName)).toEqual(['İlker'])
      expect((await h.store.submissions.search('ILKER')).map((s) => s.email)).toEqual(['Ilker@Example.com'])
      const found = await h.store.submissions.byEmail('ilker@example.com')
      expect(found.submissions).toHaveLength(1)
      expect(found.messages).toBe(2)
      const erased = await h.store.submissions.eraseByEmail(
        'ILKER@example.com',
        { actor: 'owner@firm.example', at: now, files: 0 },
        { actor: 'owner@firm.example', action: 'erase', detail: '1 submission', at: now },
      )
      expect(erased).toEqual({ submissions: 1, messages: 2 })
      expect((await h.store.submissions.byEmail('ilker@example.com')).submissions).toEqual([])
      expect(await h.store.audit.listErasures(1)).toEqual([
        { id: expect.any(Number), at: now, actor: 'owner@firm.example', submissions: 1, messages: 2, files: 0 },
      ])
      expect((await h.store.audit.list(1))[0]).toMatchObject({ action: 'erase', detail: '1 submission' })
    })

    it('deletes leads older than the retention cutoff with their e-mails', async () => {
      const total = await h.store.submissions.countSince('')
      expect(await h.store.submissions.deleteBefore(later(T0, 1))).toBe(1)
      expect(await h.store.submissions.countSince('')).toBe(total - 1)
    })
  })

  describe('outbox', () => {
    const h = useStores(engine)

    it('gives each due message to one holder, under a lease that another takes over when it runs out', async () => {
      for (let i = 0; i < 6; i++) await h.store.outbox.enqueue(null, 'test', message('x@example.com', `M${i}`), T0)
      const other = await h.instance()
      const lease = later(T0, 60_000)
      const [a, b] = await Promise.all([
        h.store.outbox.claimDue({ now: T0, limit: 4, leaseUntil: lease, holder: 'A' }),
        other.outbox.claimDue({ now: T0, limit: 4, leaseUntil: lease, holder: 'B' }),
      ])
      const taken = [...a, ...b].map((m) => m.id)
      expect(taken).toHaveLength(6)
      expect(new Set(taken).size).toBe(6)
      expect([...a, ...b].every((m) => m.status === 'sending')).toBe(true)
      // While the leases last nobody else gets them.
      expect(await other.outbox.claimDue({ now: later(T0, 30_000), limit: 10, leaseUntil: later(T0, 90_000), holder: 'C' })).toEqual([])
      expect(await h.store.outbox.backlog()).toEqual({ pending: 6, failed: 0, oldestPendingAt: T0 })

      const first = a.length ? a : b
      await h.store.outbox.markSent(first[0].id, later(T0, 1000), 'smtp')
      await h.store.outbox.markAttemptFailed(first[1].id, {
        attempts: 1,
        nextAttemptAt: later(T0, 120_000),
        error: 'timeout',
        givenUp: false,
      })
      // After the lease ran out, the others go to the next holder; the sent one and the one backing off do not.
      const takeover = await other.outbox.claimDue({ now: later(T0, 61_000), limit: 10, leaseUntil: later(T0, 600_000), holder: 'C' })
      expect(takeover.map((m) => m.id)).toEqual(taken.filter((id) => id !== first[0].id && id !== first[1].id).sort((x, y) => x - y))
      const retried = await other.outbox.claimDue({ now: later(T0, 125_000), limit: 10, leaseUntil: later(T0, 185_000), holder: 'C' })
      expect(retried.map((m) => m.id)).toEqual([first[1].id])
      expect(retried[0].attempts).toBe(1)

      await h.store.outbox.markAttemptFailed(first[1].id, { attempts: 2, nextAttemptAt: T0, error: 'refused', givenUp: true })
      expect((await h.store.outbox.failed(10)).map((m) => [m.id, m.lastError])).toEqual([[first[1].id, 'refused']])
      expect(await h.store.outbox.backlog()).toMatchObject({ failed: 1 })
      expect(await h.store.outbox.retryFailed(first[1].id, later(T0, 200_000))).toBe(true)
      expect(await h.store.outbox.retryFailed(first[1].id, later(T0, 200_000))).toBe(false)
      const sent = (await h.store.outbox.claimDue({ now: later(T0, 300_000), limit: 10, leaseUntil: later(T0, 360_000), holder: 'A' })).map(
        (m) => m.id,
      )
      expect(sent).toContain(first[1].id)
      expect(sent).not.toContain(first[0].id)
    })
  })

  describe('outbox leases that ran out', () => {
    const h = useStores(engine)

    it('tells every instance which claims are past their lease, and whose (/healthz, /metrics)', async () => {
      for (let i = 0; i < 5; i++) await h.store.outbox.enqueue(null, 'test', message('x@example.com', `M${i}`), T0)
      const other = await h.instance()
      expect(await other.outbox.claims(T0)).toEqual({ claimed: 0, pastLease: 0, pastLeaseHolders: [] })
      await h.store.outbox.claimDue({ now: T0, limit: 2, leaseUntil: later(T0, 60_000), holder: 'web-1:101:aa' })
      await other.outbox.claimDue({ now: T0, limit: 2, leaseUntil: later(T0, 300_000), holder: 'web-2:202:bb' })
      expect(await other.outbox.claims(later(T0, 30_000))).toEqual({ claimed: 4, pastLease: 0, pastLeaseHolders: [] })
      // At the lease's end it has run out (claimDue takes such a message again from then on).
      expect(await h.store.outbox.claims(later(T0, 60_000))).toEqual({ claimed: 4, pastLease: 2, pastLeaseHolders: ['web-1:101:aa'] })
      const both = await other.outbox.claims(later(T0, 400_000))
      expect({ ...both, pastLeaseHolders: [...both.pastLeaseHolders].sort() }).toEqual({
        claimed: 4,
        pastLease: 4,
        pastLeaseHolders: ['web-1:101:aa', 'web-2:202:bb'],
      })
      // Taken over by a live instance: claimed again, under a new lease.
      await other.outbox.claimDue({ now: later(T0, 61_000), limit: 10, leaseUntil: later(T0, 361_000), holder: 'web-2:202:bb' })
      expect(await h.store.outbox.claims(later(T0, 62_000))).toEqual({ claimed: 5, pastLease: 0, pastLeaseHolders: [] })
    })
  })

  describe('accounts, sessions and sign-in limits', () => {
    const h = useStores(engine)

    it('finds accounts without case and refuses a second account for the same address', async () => {
      const owner = await h.store.accounts.createAccount('owner@firm.example', T0, 'owner')
      expect(await h.store.accounts.findAccount('Owner@Firm.Example')).toMatchObject({ id: owner.id, role: 'owner', passwordHash: null })
      await expect(h.store.accounts.createAccount('OWNER@firm.example', T0, 'editor')).rejects.toThrow()
      expect(await h.store.accounts.hasOwner()).toBe(true)
      await h.store.accounts.createAccount('staff@firm.example', T0, 'editor')
      expect((await h.store.accounts.listAccounts()).map((a) => a.email)).toEqual(['owner@firm.example', 'staff@firm.example'])
    })

    it('changes roles and the client-data right with their audit lines, and never leaves no owner', async () => {
      const owner = (await h.store.accounts.findAccount('owner@firm.example'))!
      const staff = (await h.store.accounts.findAccount('staff@firm.example'))!
      expect(staff.clientData).toBe(false)
      expect(
        await h.store.accounts.setClientData(staff.id, true, auditNote('owner@firm.example', 'client data: granted', staff.email)),
      ).toBe(true)
      expect(await h.store.accounts.findAccountById(staff.id)).toMatchObject({ role: 'editor', clientData: true })
      expect(await h.store.accounts.setAccountRole(owner.id, 'editor')).toBe('last-owner')
      expect(await h.store.accounts.setAccountRole(staff.id, 'owner', auditNote('owner@firm.example', 'role changed', staff.email))).toBe(
        'changed',
      )
      expect(await h.store.accounts.setAccountRole(staff.id, 'owner')).toBe('unchanged')
      expect(await h.store.accounts.setAccountRole(owner.id, 'translator')).toBe('changed')
      expect(await h.store.accounts.setAccountRole(staff.id, 'editor')).toBe('last-owner')
      expect(await h.store.accounts.setAccountRole(9999, 'editor')).toBe('no-account')
      expect((await h.store.audit.list(10)).map((e) => e.action)).toEqual(expect.arrayContaining(['client data: granted', 'role changed']))
      // Back as they were for the tests below.
      expect(await h.store.accounts.setAccountRole(owner.id, 'owner')).toBe('changed')
      expect(await h.store.accounts.setAccountRole(staff.id, 'editor')).toBe('changed')
      await h.store.accounts.setClientData(staff.id, false)
    })

    it('shares sessions and CSRF tokens between instances, and ends them when the account is disabled', async () => {
      const staff = (await h.store.accounts.findAccount('staff@firm.example'))!
      await h.store.accounts.createSession('hash-1', staff.id, 'csrf-1', T0)
      const other = await h.instance()
      expect(await other.accounts.findSession('hash-1')).toEqual({
        user: { id: staff.id, email: 'staff@firm.example', role: 'editor', clientData: false },
        csrf: 'csrf-1',
        lastSeenAt: T0,
      })
      await other.accounts.touchSession('hash-1', later(T0, 1000))
      expect((await h.store.accounts.findSession('hash-1'))?.lastSeenAt).toBe(later(T0, 1000))
      expect(
        await h.store.accounts.setAccountDisabled(staff.id, T0, {
          actor: 'owner@firm.example',
          action: 'disable',
          detail: 'editor',
          at: T0,
        }),
      ).toBe(true)
      expect(await other.accounts.findSession('hash-1')).toBeNull()
      expect(await h.store.accounts.deleteSessionsOf(staff.id)).toBe(0)
      expect(await h.store.accounts.setAccountDisabled(9999, T0)).toBe(false)
    })

    it('accepts a TOTP step once across instances', async () => {
      const owner = (await h.store.accounts.findAccount('owner@firm.example'))!
      const stores = [h.store, await h.instance(), await h.instance()]
      const uses = await Promise.all(stores.map((s) => s.accounts.useTotpStep(owner.id, 59_000_000)))
      expect(uses.filter(Boolean)).toHaveLength(1)
    })

    it('refuses a TOTP step at or below the last one used, and pruning keeps the last one', async () => {
      const owner = (await h.store.accounts.findAccount('owner@firm.example'))!
      const staff = (await h.store.accounts.findAccount('staff@firm.example'))!
      const other = await h.instance()
      // Step +1 used (the phone ran a little ahead): the older code of step -1 is refused, on every instance.
      expect(await h.store.accounts.useTotpStep(owner.id, 59_000_002)).toBe(true)
      expect(await other.accounts.useTotpStep(owner.id, 59_000_001)).toBe(false)
      expect(await other.accounts.useTotpStep(owner.id, 59_000_002)).toBe(false)
      // Another account's steps are its own.
      expect(await other.accounts.useTotpStep(staff.id, 59_000_001)).toBe(true)
      // Pruning everything older than a later step still keeps the account's last step.
      await h.store.accounts.forgetTotpStepsBefore(owner.id, 59_000_010)
      expect(await other.accounts.useTotpStep(owner.id, 59_000_002)).toBe(false)
      expect(await other.accounts.useTotpStep(owner.id, 59_000_003)).toBe(true)
    })

    it('gives a limited action its allowance once across three instances', async () => {
      const stores = [h.store, await h.instance(), await h.instance()]
      const since = later(T0, -HOUR)
      const limits = [
        { key: 'reset:owner@firm.example', since, max: 2 },
        { key: 'reset-ip:192.0.2.9', since, max: 5 },
      ]
      const taken = await Promise.all(stores.flatMap((s) => [s.accounts.takeAllowance(limits, T0), s.accounts.takeAllowance(limits, T0)]))
      expect(taken.filter(Boolean)).toHaveLength(2)
      expect((await h.store.accounts.signInFailures('reset:owner@firm.example', since)).count).toBe(2)
      expect((await h.store.accounts.signInFailures('reset-ip:192.0.2.9', since)).count).toBe(2)
      await h.store.accounts.recordSignInFailure(['ip:192.0.2.9', 'email:owner@firm.example'], T0)
      expect(await h.store.accounts.signInFailures('ip:192.0.2.9', since)).toEqual({ count: 1, first: T0, last: T0 })
      await h.store.accounts.clearSignInFailures('ip:192.0.2.9')
      expect((await h.store.accounts.signInFailures('ip:192.0.2.9', since)).count).toBe(0)
    })

    it('counts failed sign-ins recorded on every instance, and ends a session everywhere at sign-out', async () => {
      const stores = [h.store, await h.instance(), await h.instance()]
      const since = later(T0, -HOUR)
      await Promise.all(stores.map((s, i) => s.accounts.recordSignInFailure(['ip:198.51.100.7', 'email:staff@firm.example'], later(T0, i))))
      expect(await stores[2].accounts.signInFailures('ip:198.51.100.7', since)).toEqual({ count: 3, first: T0, last: later(T0, 2) })
      await stores[1].accounts.clearSignInFailures('email:staff@firm.example')
      expect((await stores[0].accounts.signInFailures('email:staff@firm.example', since)).count).toBe(0)

      const owner = (await h.store.accounts.findAccount('owner@firm.example'))!
      await stores[0].accounts.createSession('hash-2', owner.id, 'csrf-2', T0)
      expect((await stores[2].accounts.findSession('hash-2'))?.csrf).toBe('csrf-2')
      expect(await stores[1].accounts.deleteSession('hash-2')).toBe(1)
      expect(await stores[2].accounts.findSession('hash-2')).toBeNull()
      expect(await stores[0].accounts.findSession('hash-2')).toBeNull()
    })

    it('uses a set-up link once and records the code it was used with', async () => {
      const user = await h.store.accounts.createAccount('new@firm.example', T0, 'editor')
      await h.store.accounts.replaceSetupToken(user.id, { tokenHash: 'setup-1', totpSecret: 'S1', expiresAt: later(T0, HOUR) })
      await h.store.accounts.replaceSetupToken(user.id, { tokenHash: 'setup-2', totpSecret: 'S2', expiresAt: later(T0, HOUR) })
      expect(await h.store.accounts.findSetupToken('setup-1')).toBeNull()
      expect(await h.store.accounts.findSetupToken('setup-2')).toMatchObject({ totpSecret: 'S2', user: { id: user.id } })
      expect((await h.store.accounts.listAccounts()).find((a) => a.id === user.id)).toMatchObject({ setupPending: true, setUp: false })
      await h.store.accounts.completeAccountSetup(user.id, 'pw-hash', 'S2', 123, {
        actor: 'new@firm.example',
        action: 'setup',
        detail: '',
        at: T0,
      })
      expect(await h.store.accounts.findSetupToken('setup-2')).toBeNull()
      expect(await h.store.accounts.useTotpStep(user.id, 123)).toBe(false)
      expect((await h.store.accounts.listAccounts()).find((a) => a.id === user.id)).toMatchObject({ setupPending: false, setUp: true })
      expect(await h.store.accounts.mayApproveTranslations(user.id)).toBe(false)
      expect(await h.store.accounts.setMayApproveTranslations(user.id, true)).toBe(true)
      expect(await h.store.accounts.mayApproveTranslations(user.id)).toBe(true)
    })
  })

  describe('results of forms posted without JavaScript', () => {
    const h = useStores(engine)
    const invalid = {
      status: 'invalid' as const,
      values: { firstName: 'Ayşe', message: 'Kadıköy' },
      errors: { email: 'Email is required' },
    }

    it('gives a result once, on another instance, only on its own page and only before it expires', async () => {
      const other = await h.instance()
      await h.store.formResults.put('hash-a', { path: '/contact-us', result: invalid, expiresAt: later(T0, 60_000) }, T0)
      expect(await other.formResults.take('hash-a', '/tr/contact-us', later(T0, 1000))).toBeNull()
      expect(await other.formResults.take('hash-a', '/contact-us', later(T0, 1000))).toEqual(invalid)
      expect(await h.store.formResults.take('hash-a', '/contact-us', later(T0, 2000))).toBeNull()

      await h.store.formResults.put(
        'hash-b',
        { path: '/', result: { status: 'success', sentTo: 'a@example.com' }, expiresAt: later(T0, 60_000) },
        T0,
      )
      expect(await other.formResults.take('hash-b', '/', later(T0, 60_000))).toBeNull()
      expect(await other.formResults.take('hash-b', '/', later(T0, 1000))).toBeNull()
    })

    it('hands a result to one of several instances taking it at once', async () => {
      const stores = [h.store, await h.instance(), await h.instance()]
      await h.store.formResults.put('hash-c', { path: '/contact-us', result: invalid, expiresAt: later(T0, 60_000) }, T0)
      const taken = await Promise.all(
        stores.flatMap((s) => [s.formResults.take('hash-c', '/contact-us', T0), s.formResults.take('hash-c', '/contact-us', T0)]),
      )
      expect(taken.filter(Boolean)).toEqual([invalid])
    })

    it('deletes expired results, holding the typed text no longer than their expiry', async () => {
      await h.store.formResults.put('hash-d', { path: '/contact-us', result: invalid, expiresAt: later(T0, 60_000) }, T0)
      await h.store.formResults.put('hash-e', { path: '/contact-us', result: invalid, expiresAt: later(T0, 120_000) }, T0)
      expect(await h.store.formResults.deleteExpired(later(T0, 60_000))).toBe(1)
      // A new result deletes what expired before it.
      await h.store.formResults.put('hash-f', { path: '/contact-us', result: invalid, expiresAt: later(T0, 300_000) }, later(T0, 120_000))
      expect(await h.store.formResults.deleteExpired(later(T0, 120_000))).toBe(0)
      expect(await h.store.formResults.take('hash-f', '/contact-us', later(T0, 120_000))).toEqual(invalid)
    })
  })

  describe('page renders per client address', () => {
    const h = useStores(engine)

    it('counts an address’s hits on every instance, newest first, and forgets those older than the window', async () => {
      const other = await h.instance()
      const since = later(T0, -HOUR)
      expect(await h.store.addressHits.record('invalid-render', '192.0.2.1', later(T0, -2 * HOUR), later(T0, -3 * HOUR))).toBe(true)
      await h.store.addressHits.record('invalid-render', '192.0.2.1', later(T0, -1000), since)
      await other.addressHits.record('invalid-render', '192.0.2.1', T0, since)
      await other.addressHits.record('limited-notice', '192.0.2.1', T0, since)
      await other.addressHits.record('invalid-render', '192.0.2.9', T0, since)
      expect(await h.store.addressHits.since('invalid-render', '192.0.2.1', since, 10)).toEqual([T0, later(T0, -1000)])
      expect(await other.addressHits.since('invalid-render', '192.0.2.1', since, 1)).toEqual([T0])
      // The hit from two hours ago was deleted by the later records, not only left out.
      expect(await h.store.addressHits.since('invalid-render', '192.0.2.1', later(T0, -3 * HOUR), 10)).toHaveLength(2)
    })

    it('records at most the allowance when several instances record at once', async () => {
      const stores = [h.store, await h.instance(), await h.instance()]
      const since = later(T0, -HOUR)
      const recorded = await Promise.all(
        Array.from({ length: 12 }, (_, i) => stores[i % 3].addressHits.record('limited-notice', '198.51.100.4', later(T0, i), since, 5)),
      )
      expect(recorded.filter(Boolean)).toHaveLength(5)
      expect(await h.store.addressHits.since('limited-notice', '198.51.100.4', since, 100)).toHaveLength(5)
    })
  })

  describe('translations, audit and health', () => {
    const h = useStores(engine)

    it('records page reviews and bumps the data version other instances read', async () => {
      const other = await h.instance()
      const before = await other.health.dataVersion()
      await h.store.translations.saveReview(
        {
          item: '/faq',
          locale: 'tr',
          status: 'reviewed',
          sourceHash: 'abc',
          reviewer: 'lawyer@firm.example',
          reviewedAt: T0,
          note: '',
          updatedAt: T0,
        },
        { actor: 'lawyer@firm.example', action: 'translation.approve', detail: 'tr /faq', at: T0 },
      )
      expect(await h.store.translations.reviews()).toEqual([
        {
          item: '/faq',
          locale: 'tr',
          status: 'reviewed',
          sourceHash: 'abc',
          reviewer: 'lawyer@firm.example',
          reviewedAt: T0,
          note: '',
          updatedAt: T0,
        },
      ])
      // Within the 2 s every instance must see a change in.
      await expect.poll(() => other.health.dataVersion(), { timeout: 2000, interval: 50 }).toBeGreaterThan(before)
      expect((await h.store.audit.list(5)).map((e) => e.action)).toEqual(['translation.approve'])
    })

    it('tells listening instances at once that another instance changed what visitors see, where the engine can', async () => {
      const other = await h.instance()
      if (!other.health.onDataChange) return expect(engine.name).toBe('SQLite')
      let heard = 0
      const stop = other.health.onDataChange(() => (heard += 1))
      const before = await other.health.dataVersion()
      await h.store.posts.write(null, post('Residence permits'), T0)
      await expect.poll(() => heard, { timeout: 2000, interval: 20 }).toBeGreaterThan(0)
      // Heard before its own cache of the version ran out: the next read is the new version.
      expect(await other.health.dataVersion()).toBeGreaterThan(before)
      stop()
    })

    it('makes a linked draft translation, approves it only against the English the reviewer saw, and reopens it when edited', async () => {
      const en = (await h.store.posts.write(null, post('Tax basics', { slug: 'tax-basics' }), T0, { visibleFrom: T0 }))!.id
      const created = await h.store.translations.createPostTranslation(en, 'tr', T0, {
        text: { title: 'Vergi temelleri', description: null, body: '<p>Vergi</p>', markdown: null },
        audit: (id) => ({ actor: 'staff@firm.example', action: 'translate', detail: `post ${id}`, at: T0 }),
      })
      expect(created).toEqual({ ok: true, id: expect.any(Number) })
      const id = (created as { id: number }).id
      expect(await h.store.translations.createPostTranslation(en, 'tr', T0)).toEqual({
        ok: false,
        reason: 'exists',
        existing: { id, title: 'Vergi temelleri' },
      })
      expect(await h.store.translations.createPostTranslation(id, 'ar', T0)).toEqual({ ok: false, reason: 'not-english' })
      expect((await h.store.posts.byId(id))!.slug).toBe('tr-tax-basics')
      expect(await h.store.translations.findTranslation(en, 'tr')).toEqual({ id, title: 'Vergi temelleri' })

      const state = (await h.store.translations.postTranslationState(id))!
      expect(state).toMatchObject({ sourceId: en, sourceSlug: 'tax-basics', status: 'draft', stale: false })
      expect(
        await h.store.translations.reviewPostTranslation(id, { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: 'old' }, T0),
      ).toEqual({
        ok: false,
        reason: 'source-changed',
        currentHash: state.sourceHash,
      })
      expect(
        await h.store.translations.reviewPostTranslation(
          id,
          { action: 'approve', reviewer: 'lawyer@firm.example', seenHash: state.sourceHash },
          T0,
        ),
      ).toEqual({
        ok: true,
        status: 'reviewed',
      })
      await h.store.posts.publish(id, T0, T0)
      expect(await h.store.translations.reviewedPosts(later(T0, 1))).toEqual([
        { language: 'tr', slug: 'tr-tax-basics', title: 'Vergi temelleri', sourceSlug: 'tax-basics', sourceTitle: 'Tax basics' },
      ])
      expect(await h.store.translations.translationsOf(en)).toEqual([
        { id, language: 'tr', title: 'Vergi temelleri', status: 'reviewed', stale: false },
      ])

      // The English changes: the approval no longer counts, the list says stale.
      await h.store.posts.write(en, post('Tax basics', { slug: 'tax-basics', body: '<p>New rules</p>' }), later(T0, 2))
      expect(await h.store.translations.reviewedPosts(later(T0, 3))).toEqual([])
      expect((await h.store.translations.listPostTranslations())[0]).toMatchObject({ id, stale: true, reviewer: 'lawyer@firm.example' })

      const edited = await h.store.posts.write(
        id,
        post('Vergi temelleri', { slug: 'tr-tax-basics', language: 'tr', translationStatus: 'reviewed' }),
        later(T0, 4),
        {
          reopenReviewedTranslation: { actor: 'staff@firm.example', action: 'reopen', detail: `post ${id}`, at: later(T0, 4) },
        },
      )
      expect(edited).toEqual({ id, reopened: true })
      expect((await h.store.translations.postTranslationState(id))!.status).toBe('draft')

      const sentBack = await h.store.translations.reviewPostTranslation(
        id,
        { action: 'send-back', note: 'Check the figures' },
        later(T0, 5),
      )
      expect(sentBack).toEqual({ ok: true, status: 'draft' })
      await h.store.translations.reviewPostTranslation(id, { action: 'in-review' }, later(T0, 6))
      expect(await h.store.translations.postTranslationState(id)).toMatchObject({ status: 'in-review', note: 'Check the figures' })
    })

    it('imports a translator file all or nothing', async () => {
      const en = (await h.store.posts.write(null, post('Inheritance', { slug: 'inheritance' }), T0))!.id
      const text = { title: 'Miras', description: null, body: '<p>Miras</p>', markdown: null }
      const audit = (done: { id: number }) => ({ actor: 'cli', action: 'import', detail: `post ${done.id}`, at: T0 })
      expect(
        await h.store.translations.importPostTranslations(
          'tr',
          [
            { sourceId: en, text },
            { sourceId: 99999, text },
          ],
          T0,
          audit,
        ),
      ).toEqual({ ok: false, sourceId: 99999 })
      expect(await h.store.translations.findTranslation(en, 'tr')).toBeNull()
      const done = await h.store.translations.importPostTranslations('tr', [{ sourceId: en, text }], T0, audit)
      expect(done).toEqual({ ok: true, items: [{ id: expect.any(Number), sourceId: en, created: true }] })
      const again = await h.store.translations.importPostTranslations(
        'tr',
        [{ sourceId: en, text: { ...text, title: 'Miras hukuku' } }],
        T0,
        audit,
      )
      expect(again).toEqual({ ok: true, items: [{ id: (done as { items: { id: number }[] }).items[0].id, sourceId: en, created: false }] })
    })

    it('reports the schema version it needs and records health checks', async () => {
      expect(await h.store.health.schemaVersion()).toBe(h.store.health.schemaTarget)
      await h.store.health.recordCheck(T0)
      await h.store.health.recordCheck(later(T0, 1))
      await h.store.audit.record({ actor: 'cli', action: 'check', detail: '', at: later(T0, 2) })
      expect((await h.store.audit.list(1))[0]).toMatchObject({ actor: 'cli', action: 'check', at: later(T0, 2) })
    })
  })
})
