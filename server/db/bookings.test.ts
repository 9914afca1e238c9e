import { describe, expect, it } from 'vitest'
import type { NewBooking, StoredBooking } from './store.ts'
import { auditNote } from './store.ts'
import { postgresMissing } from '../test/postgres.ts'
import { storeEngines, useStores } from '../test/store-engines.ts'

/**
 * The booking store's contract (issue 37), run on both engines as server/db/contract.test.ts runs the Store's: each
 * block opens fresh data, and "instances" are several stores open on it, as several servers would be.
 */

const engines = storeEngines('store-bookings-')
const missing = postgresMissing()

const NOW = '2026-03-01T08:00:00.000Z'
const at = (hhmm: string, day = '2026-03-02') => `${day}T${hhmm}:00.000Z`

/** A 15-minute office consultation with Ayşe Kaya at `start` (UTC hh:mm), 10 minutes held before and after. */
function booking(start: string, extra: Partial<NewBooking> = {}): NewBooking {
  const startsAt = at(start)
  return {
    lawyer: 'ayse-kaya',
    kind: 'office',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
    bufferBefore: 10,
    bufferAfter: 10,
    name: 'John Smith',
    email: 'john@example.com',
    phone: null,
    topic: 'Buying a flat in Kadıköy',
    meetingLanguage: 'en',
    siteLanguage: 'en',
    visitorTimeZone: 'Europe/London',
    ...extra,
  }
}

const booked = (result: unknown): StoredBooking => {
  expect(result).toMatchObject({ status: 'confirmed' })
  return result as StoredBooking
}

describe.skipIf(missing)('PostgreSQL is available for the booking contract', () => {
  it('runs', () => expect(missing).toBeNull())
})

describe.each(engines.filter((e) => e.name !== 'PostgreSQL' || !missing))('Bookings on $name', (engine) => {
  describe('holding time', () => {
    const h = useStores(engine)

    it('books a slot and gives it back as stored, holding its buffers', async () => {
      // A time with an offset and no milliseconds is kept as toISOString() writes it.
      const b = booked(
        await h.store.bookings.create(booking('09:00', { startsAt: '2026-03-02T12:00:00+03:00', phone: '+44 20 7946 0000' }), NOW),
      )
      expect(b).toMatchObject({
        lawyer: 'ayse-kaya',
        startsAt: at('09:00'),
        endsAt: at('09:15'),
        sequence: 0,
        note: null,
        phone: '+44 20 7946 0000',
        createdAt: NOW,
        updatedAt: NOW,
      })
      expect(b.id).toMatch(/^[\w-]{22}$/)
      expect(b.uid).toMatch(/^[0-9a-f-]{36}$/)
      expect(await (await h.instance()).bookings.get(b.id)).toEqual(b)
      expect(await h.store.bookings.taken('ayse-kaya', at('00:00'), at('23:55'))).toEqual([{ start: at('08:50'), end: at('09:25') }])
      expect(await h.store.bookings.taken('mehmet-demir', at('00:00'), at('23:55'))).toEqual([])
      expect(await h.store.bookings.get('no-such-booking')).toBeNull()
    })

    it('refuses a booking whose padded interval overlaps another, on any instance, and accepts adjacent ones', async () => {
      const other = await h.instance()
      // 09:00-09:15 holds 08:50-09:25. 09:30 with 10 minutes before would hold from 09:20: taken.
      expect(await other.bookings.create(booking('09:30'), NOW)).toEqual({ taken: true })
      expect(await other.bookings.create(booking('08:40'), NOW)).toEqual({ taken: true })
      // Held from 09:25 and until 08:50: adjacent, not overlapping.
      booked(await other.bookings.create(booking('09:35'), NOW))
      booked(await h.store.bookings.create(booking('08:25'), NOW))
      // Another lawyer's calendar is apart.
      booked(await h.store.bookings.create(booking('09:00', { lawyer: 'mehmet-demir' }), NOW))
      expect(await h.store.bookings.taken('ayse-kaya', at('08:00'), at('10:00'))).toEqual([
        { start: at('08:15'), end: at('08:50') },
        { start: at('08:50'), end: at('09:25') },
        { start: at('09:25'), end: at('10:00') },
      ])
      // Only what overlaps the range asked: [from, to).
      expect(await h.store.bookings.taken('ayse-kaya', at('09:25'), at('09:30'))).toEqual([{ start: at('09:25'), end: at('10:00') }])
    })

    it('refuses times off the 5-minute grid or out of order, writing nothing', async () => {
      await expect(h.store.bookings.create(booking('12:02'), NOW)).rejects.toThrow(RangeError)
      await expect(h.store.bookings.create(booking('12:00', { bufferAfter: 7 }), NOW)).rejects.toThrow(RangeError)
      await expect(h.store.bookings.create(booking('12:00', { endsAt: at('12:00') }), NOW)).rejects.toThrow(RangeError)
      await expect(h.store.bookings.create(booking('12:00', { startsAt: 'Monday noon' }), NOW)).rejects.toThrow(RangeError)
      expect(await h.store.bookings.taken('ayse-kaya', at('11:00'), at('13:00'))).toEqual([])
    })
  })

  describe('moving and cancelling', () => {
    const h = useStores(engine)

    it('refuses a move into a taken interval and keeps the booking as it was', async () => {
      const a = booked(await h.store.bookings.create(booking('10:00'), NOW))
      booked(await h.store.bookings.create(booking('11:00'), NOW))
      const to = { startsAt: at('11:15'), endsAt: at('11:30'), bufferBefore: 10, bufferAfter: 10 }
      const other = await h.instance()
      expect(await other.bookings.move(a.id, to, '2026-03-01T09:00:00.000Z', { note: 'Moved' })).toEqual({ taken: true })
      expect(await h.store.bookings.get(a.id)).toEqual(a)
      expect(await h.store.bookings.taken('ayse-kaya', at('09:00'), at('12:00'))).toEqual([
        { start: at('09:50'), end: at('10:25') },
        { start: at('10:50'), end: at('11:25') },
      ])
    })

    it('moves a booking with its note and a raised sequence, freeing its old time', async () => {
      const a = booked(await h.store.bookings.create(booking('14:00'), NOW))
      const moved = booked(
        // Overlapping its own old interval is fine: its cells are freed before the new ones are claimed.
        await h.store.bookings.move(
          a.id,
          { startsAt: at('14:10'), endsAt: at('14:25'), bufferBefore: 5, bufferAfter: 0 },
          '2026-03-01T09:00:00.000Z',
          {
            note: 'Our meeting room is free ten minutes later.',
            audit: auditNote('owner@firm.example', 'booking.move', a.id, Date.parse('2026-03-01T09:00:00.000Z')),
          },
        ),
      )
      expect(moved).toEqual({
        ...a,
        startsAt: at('14:10'),
        endsAt: at('14:25'),
        bufferBefore: 5,
        bufferAfter: 0,
        sequence: 1,
        note: 'Our meeting room is free ten minutes later.',
        updatedAt: '2026-03-01T09:00:00.000Z',
      })
      expect(await h.store.bookings.taken('ayse-kaya', at('13:00'), at('15:00'))).toEqual([{ start: at('14:05'), end: at('14:25') }])
      // The old time is free for another visitor.
      booked(await h.store.bookings.create(booking('13:45', { bufferAfter: 0 }), NOW))
      expect((await h.store.audit.list(5)).map((l) => [l.action, l.detail])).toContainEqual(['booking.move', a.id])
      const again = booked(
        await h.store.bookings.move(a.id, { startsAt: at('16:00'), endsAt: at('16:15'), bufferBefore: 0, bufferAfter: 0 }, NOW),
      )
      expect(again).toMatchObject({ sequence: 2, note: null })
    })

    it('cancels with a note and a raised sequence, and the slot can be booked again', async () => {
      const a = booked(await h.store.bookings.create(booking('17:00'), NOW))
      expect(await h.store.bookings.create(booking('17:00', { email: 'else@example.com' }), NOW)).toEqual({ taken: true })
      const later = '2026-03-01T10:00:00.000Z'
      const cancelled = await (await h.instance()).bookings.cancel(a.id, later, { note: 'The lawyer is in court that day.' })
      expect(cancelled).toEqual({ ...a, status: 'cancelled', sequence: 1, note: 'The lawyer is in court that day.', updatedAt: later })
      expect(await h.store.bookings.get(a.id)).toEqual(cancelled)
      expect(await h.store.bookings.cancel(a.id, later)).toBeNull()
      expect(
        await h.store.bookings.move(a.id, { startsAt: at('18:00'), endsAt: at('18:15'), bufferBefore: 0, bufferAfter: 0 }, later),
      ).toBeNull()
      expect(await h.store.bookings.taken('ayse-kaya', at('16:30'), at('18:00'))).toEqual([])
      booked(await h.store.bookings.create(booking('17:00', { email: 'else@example.com' }), later))
    })
  })

  describe('the back office, KVKK and retention', () => {
    const h = useStores(engine)

    it('lists upcoming and past bookings by lawyer and time, a page at a time', async () => {
      const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']
      const made: StoredBooking[] = []
      for (const day of days)
        made.push(booked(await h.store.bookings.create(booking('09:00', { startsAt: at('09:00', day), endsAt: at('09:15', day) }), NOW)))
      booked(await h.store.bookings.create(booking('09:00', { lawyer: 'mehmet-demir' }), NOW))
      const now = at('12:00', '2026-03-03')
      const upcoming = await h.store.bookings.list({ lawyer: 'ayse-kaya', from: now, to: '2027-01-01T00:00:00.000Z', limit: 1 })
      expect(upcoming.map((b) => b.id)).toEqual([made[2].id])
      const next = await h.store.bookings.list({ lawyer: 'ayse-kaya', from: now, to: '2027-01-01T00:00:00.000Z', limit: 10, offset: 1 })
      expect(next.map((b) => b.id)).toEqual([made[3].id])
      const past = await h.store.bookings.list({
        lawyer: 'ayse-kaya',
        from: '2026-01-01T00:00:00.000Z',
        to: now,
        newestFirst: true,
        limit: 10,
      })
      expect(past.map((b) => b.id)).toEqual([made[1].id, made[0].id])
      const everyone = await h.store.bookings.list({ from: at('00:00'), to: at('23:55'), limit: 10 })
      expect(everyone.map((b) => b.lawyer).sort()).toEqual(['ayse-kaya', 'mehmet-demir'])
    })

    it('finds, exports and erases one person’s bookings, any case, freeing their time', async () => {
      const mine = booked(await h.store.bookings.create(booking('11:00', { email: 'Leyla.Hassan@Example.com' }), NOW))
      const again = booked(await h.store.bookings.create(booking('13:00', { email: 'leyla.hassan@example.com' }), NOW))
      expect((await h.store.bookings.byEmail('LEYLA.HASSAN@example.com')).map((b) => b.id)).toEqual([again.id, mine.id])
      const erased = await h.store.bookings.eraseByEmail(
        'leyla.hassan@EXAMPLE.com',
        auditNote('owner@firm.example', 'kvkk.erase', '2 bookings'),
      )
      expect(erased).toBe(2)
      expect(await h.store.bookings.byEmail('leyla.hassan@example.com')).toEqual([])
      expect(await h.store.bookings.get(mine.id)).toBeNull()
      expect((await h.store.audit.list(1))[0]).toMatchObject({ action: 'kvkk.erase', detail: '2 bookings' })
      booked(await h.store.bookings.create(booking('11:00'), NOW))
    })

    it('deletes bookings that ended before the retention cutoff', async () => {
      const old = booked(
        await h.store.bookings.create(booking('09:00', { startsAt: at('09:00', '2025-06-02'), endsAt: at('09:15', '2025-06-02') }), NOW),
      )
      const cancelled = booked(
        await h.store.bookings.create(booking('10:00', { startsAt: at('10:00', '2025-06-03'), endsAt: at('10:15', '2025-06-03') }), NOW),
      )
      await h.store.bookings.cancel(cancelled.id, NOW)
      expect(await h.store.bookings.purgeEndedBefore('2025-12-01T00:00:00.000Z')).toBe(2)
      expect(await h.store.bookings.get(old.id)).toBeNull()
      expect(await h.store.bookings.list({ from: '2025-01-01T00:00:00.000Z', to: '2025-12-01T00:00:00.000Z', limit: 10 })).toEqual([])
      expect(
        (await h.store.bookings.list({ from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z', limit: 100 })).length,
      ).toBeGreaterThan(0)
    })

    it('keeps a lawyer’s availability as given, with who set it and when', async () => {
      expect(await h.store.bookings.availability('ayse-kaya')).toBeNull()
      const hours = {
        weekly: { mon: [{ from: '09:00', to: '17:00' }] },
        bufferBefore: 10,
        bufferAfter: 10,
        note: 'Çarşamba öğleden sonra yok',
      }
      await h.store.bookings.putAvailability('ayse-kaya', hours, 'owner@firm.example', NOW)
      await (
        await h.instance()
      ).bookings.putAvailability('ayse-kaya', { ...hours, bufferAfter: 15 }, 'editor@firm.example', '2026-03-01T09:00:00.000Z')
      expect(await h.store.bookings.availability('ayse-kaya')).toEqual({
        lawyer: 'ayse-kaya',
        availability: { ...hours, bufferAfter: 15 },
        updatedAt: '2026-03-01T09:00:00.000Z',
        updatedBy: 'editor@firm.example',
      })
    })
  })

  describe('two visitors pressing at once', () => {
    const h = useStores(engine)

    it('gives one slot to exactly one of 100 attempts across two instances', async () => {
      const stores = [h.store, await h.instance()]
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          // Each attempt also covers a neighbour's time, so they conflict through different cells.
          stores[i % 2].bookings.create(booking(i % 3 === 0 ? '15:00' : '15:05', { email: `visitor${i}@example.com` }), NOW),
        ),
      )
      expect(results.filter((r) => 'taken' in r)).toHaveLength(99)
      const won = results.filter((r) => !('taken' in r)) as StoredBooking[]
      expect(won).toHaveLength(1)
      expect((await h.store.bookings.list({ from: at('00:00'), to: at('23:55'), limit: 200 })).map((b) => b.id)).toEqual([won[0].id])
      expect(await h.store.bookings.taken('ayse-kaya', at('00:00'), at('23:55'))).toHaveLength(1)
    })

    it('never leaves two bookings holding the same time when moves and creates cross', async () => {
      const stores = [h.store, await h.instance()]
      const on = (start: string, end: string, extra: Partial<NewBooking> = {}) =>
        booking(start, { startsAt: at(start, '2026-03-09'), endsAt: at(end, '2026-03-09'), ...extra })
      const moving = [
        booked(await h.store.bookings.create(on('12:00', '12:15'), NOW)),
        booked(await h.store.bookings.create(on('13:00', '13:15'), NOW)),
      ]
      // Each move frees its late cells and claims early ones; each long create claims early cells, then late ones.
      const results = await Promise.all([
        ...moving.map((b, i) => stores[i].bookings.move(b.id, { ...on(i ? '10:00' : '09:00', i ? '10:15' : '09:15') }, NOW)),
        ...Array.from({ length: 20 }, (_, i) =>
          stores[i % 2].bookings.create(on(i % 2 ? '09:00' : '09:30', i % 2 ? '12:30' : '13:30', { email: `long${i}@example.com` }), NOW),
        ),
      ])
      expect(results.every((r) => r !== null)).toBe(true)
      const held = await h.store.bookings.taken('ayse-kaya', at('00:00', '2026-03-09'), at('23:55', '2026-03-09'))
      for (let i = 1; i < held.length; i++) expect(held[i].start >= held[i - 1].end, JSON.stringify(held)).toBe(true)
      const created = results.slice(moving.length).filter((r) => r && !('taken' in r))
      expect(held).toHaveLength(moving.length + created.length)
    })
  })
})
