import { describe, expect, it } from 'vitest'
import type { NewBooking } from './store.ts'
import { booked, phoneBooking } from '../test/bookings.ts'
import { postgresMissing } from '../test/postgres.ts'
import { storeEngines, useStores } from '../test/store-engines.ts'

/**
 * The firm calendar's copy in the Store (issue 37, ADR 37 "(bcal) Calendar sync"), on both engines as
 * server/db/bookings.test.ts: the busy times replaced as a set, the sync state and its lease shared by instances, and
 * which bookings still have to be written to the calendar.
 */

const engines = storeEngines('store-calendar-')
const missing = postgresMissing()

const NOW = '2026-03-01T08:00:00.000Z'
const at = (hhmm: string, day = '2026-03-02') => `${day}T${hhmm}:00.000Z`

const booking = (start: string, extra: Partial<NewBooking> = {}) => phoneBooking(at(start), { lawyer: 'ayse-kaya', ...extra })

describe.skipIf(missing)('PostgreSQL is available for the calendar contract', () => {
  it('runs', () => expect(missing).toBeNull())
})

describe.each(engines.filter((e) => e.name !== 'PostgreSQL' || !missing))('The calendar copy on $name', (engine) => {
  describe('busy times', () => {
    const h = useStores(engine)

    it('starts empty, with no state', async () => {
      expect(await h.store.calendar.busy(at('00:00'), at('23:55'))).toEqual([])
      expect(await h.store.calendar.syncState()).toEqual({
        calendarUrl: null,
        syncToken: null,
        fullReadAt: null,
        successAt: null,
        error: null,
        lease: null,
      })
    })

    it('replaces the whole set, which every instance then reads; gives back what overlaps [from, to) by start', async () => {
      await h.store.calendar.replaceBusy(
        [
          { uid: 'hearing', start: '2026-03-02T10:00:00+03:00', end: at('08:30') },
          { uid: 'weekly', start: at('06:00'), end: at('07:00') },
          { uid: 'weekly', start: at('06:00', '2026-03-09'), end: at('07:00', '2026-03-09') },
        ],
        NOW,
      )
      const other = await h.instance()
      expect(await other.calendar.busy(at('00:00'), at('23:55'))).toEqual([
        { uid: 'weekly', start: at('06:00'), end: at('07:00') },
        { uid: 'hearing', start: at('07:00'), end: at('08:30') },
      ])
      // [from, to): an interval ending at `from` or starting at `to` does not overlap.
      expect(await other.calendar.busy(at('07:00'), at('08:00'))).toEqual([{ uid: 'hearing', start: at('07:00'), end: at('08:30') }])
      expect(await other.calendar.busy(at('08:30'), at('09:00'))).toEqual([])
      expect((await other.calendar.syncState()).fullReadAt).toBe(NOW)

      // A later read replaces everything: what is no longer in the calendar is gone.
      await other.calendar.replaceBusy([{ uid: 'new', start: at('12:00'), end: at('13:00') }], '2026-03-01T08:10:00.000Z')
      expect(await h.store.calendar.busy(at('00:00'), at('23:55', '2026-03-10'))).toEqual([
        { uid: 'new', start: at('12:00'), end: at('13:00') },
      ])
      expect((await h.store.calendar.syncState()).fullReadAt).toBe('2026-03-01T08:10:00.000Z')
    })

    it('keeps the copy as it was when a replacement is refused (all or nothing)', async () => {
      await expect(
        h.store.calendar.replaceBusy(
          [
            { uid: 'ok', start: at('14:00'), end: at('15:00') },
            { uid: 'backwards', start: at('16:00'), end: at('15:00') },
          ],
          '2026-03-01T08:20:00.000Z',
        ),
      ).rejects.toThrow(RangeError)
      expect(await h.store.calendar.busy(at('00:00'), at('23:55'))).toEqual([{ uid: 'new', start: at('12:00'), end: at('13:00') }])
      expect((await h.store.calendar.syncState()).fullReadAt).toBe('2026-03-01T08:10:00.000Z')
    })

    it('replaces a set larger than one statement’s rows', async () => {
      const many = Array.from({ length: 450 }, (_, i) => {
        const start = Date.parse(at('00:00', '2026-04-01')) + i * 3_600_000
        return { uid: `event-${i}`, start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() }
      })
      await h.store.calendar.replaceBusy(many, NOW)
      expect(await h.store.calendar.busy(at('00:00', '2026-04-01'), at('00:00', '2026-05-01'))).toEqual(many)
    })
  })

  describe('state and lease', () => {
    const h = useStores(engine)

    it('keeps the token, the last success and the last error; an update leaves what it does not name', async () => {
      await h.store.calendar.saveSyncState({ syncToken: 'http://radicale/sync/1', successAt: NOW })
      const error = { code: 'unreachable', message: 'The calendar at http://cal.example/ did not answer.', at: '2026-03-01T08:01:00.000Z' }
      await h.store.calendar.saveSyncState({ error })
      const other = await h.instance()
      expect(await other.calendar.syncState()).toEqual({
        calendarUrl: null,
        syncToken: 'http://radicale/sync/1',
        fullReadAt: null,
        successAt: NOW,
        error,
        lease: null,
      })
      await other.calendar.saveSyncState({ syncToken: null, error: null, successAt: '2026-03-01T08:02:00.000Z' })
      expect(await h.store.calendar.syncState()).toMatchObject({ syncToken: null, error: null, successAt: '2026-03-01T08:02:00.000Z' })
    })

    it('gives the lease to one instance at a time until it runs out or is let go', async () => {
      const [a, b] = [h.store, await h.instance()]
      const claims = await Promise.all([
        a.calendar.claimLease('a', NOW, '2026-03-01T08:01:00.000Z'),
        b.calendar.claimLease('b', NOW, '2026-03-01T08:01:00.000Z'),
      ])
      expect(claims.filter(Boolean)).toHaveLength(1)
      const [holder, other] = claims[0] ? (['a', b] as const) : (['b', a] as const)
      const otherName = holder === 'a' ? 'b' : 'a'
      // The holder renews; the other waits until it runs out.
      expect(await (holder === 'a' ? a : b).calendar.claimLease(holder, '2026-03-01T08:00:30.000Z', '2026-03-01T08:01:30.000Z')).toBe(true)
      expect(await other.calendar.claimLease(otherName, '2026-03-01T08:01:00.000Z', '2026-03-01T08:02:00.000Z')).toBe(false)
      expect((await a.calendar.syncState()).lease).toEqual({ holder, until: '2026-03-01T08:01:30.000Z' })
      expect(await other.calendar.claimLease(otherName, '2026-03-01T08:01:30.000Z', '2026-03-01T08:02:30.000Z')).toBe(true)
      // Let go by its holder only.
      await a.calendar.releaseLease(holder)
      expect((await a.calendar.syncState()).lease).toEqual({ holder: otherName, until: '2026-03-01T08:02:30.000Z' })
      await other.calendar.releaseLease(otherName)
      expect((await a.calendar.syncState()).lease).toBeNull()
      expect(await a.calendar.claimLease('a', '2026-03-01T08:01:40.000Z', '2026-03-01T08:02:40.000Z')).toBe(true)
    })
  })

  describe('writes to the calendar', () => {
    const h = useStores(engine)

    it('lists a booking until its present sequence is written, again after a move or cancellation', async () => {
      const a = booked(await h.store.bookings.create(booking('09:00'), NOW))
      const b = booked(await h.store.bookings.create(booking('11:00'), '2026-03-01T08:00:01.000Z'))
      // A booking that ended before now is not written any more.
      booked(
        await h.store.bookings.create(booking('09:00', { startsAt: at('09:00', '2026-02-27'), endsAt: at('09:15', '2026-02-27') }), NOW),
      )
      const pending = await h.store.calendar.pendingWrites(NOW, 10)
      expect(pending.map((p) => p.id)).toEqual([a.id, b.id])
      expect(pending[0]).toMatchObject({ ...a, calendarSequence: null, calendarEtag: null })
      expect((await h.store.calendar.pendingWrites(NOW, 1)).map((p) => p.id)).toEqual([a.id])

      expect(await h.store.calendar.markWritten(a.id, 0, '"etag-a0"')).toBe(true)
      expect((await h.store.calendar.pendingWrites(NOW, 10)).map((p) => p.id)).toEqual([b.id])

      const moved = booked(
        await h.store.bookings.move(
          a.id,
          { startsAt: at('10:00'), endsAt: at('10:15'), bufferBefore: 0, bufferAfter: 10 },
          '2026-03-01T08:05:00.000Z',
        ),
      )
      const other = await h.instance()
      expect(await other.calendar.pendingWrites(NOW, 10)).toMatchObject([
        { id: b.id, calendarSequence: null },
        { id: a.id, sequence: 1, calendarSequence: 0, calendarEtag: '"etag-a0"', startsAt: moved.startsAt },
      ])
      expect(await other.calendar.markWritten(a.id, 1, '"etag-a1"')).toBe(true)
      await h.store.bookings.cancel(b.id, '2026-03-01T08:06:00.000Z')
      expect(await other.calendar.pendingWrites(NOW, 10)).toMatchObject([{ id: b.id, status: 'cancelled', sequence: 1 }])
      expect(await other.calendar.markWritten(b.id, 1, null)).toBe(true)
      expect(await other.calendar.pendingWrites(NOW, 10)).toEqual([])
    })

    it('never records an older sequence over a newer one, nor a booking that is not there', async () => {
      const [a] = await h.store.calendar.byUids([(await h.store.calendar.written(NOW))[0].uid])
      expect(a.calendarSequence).toBe(1)
      expect(await h.store.calendar.markWritten(a.id, 0, '"stale"')).toBe(false)
      expect(await h.store.calendar.markWritten('no-such-booking', 0, '"x"')).toBe(false)
      // The same sequence again records the ETag the calendar now has (an event seen after the firm touched it).
      expect(await h.store.calendar.markWritten(a.id, 1, '"etag-a1-seen"')).toBe(true)
      expect((await h.store.calendar.byUids([a.uid]))[0]).toMatchObject({ calendarSequence: 1, calendarEtag: '"etag-a1-seen"' })
    })

    it('finds bookings by UID (any status) and lists the confirmed ones whose event was written', async () => {
      const many = Array.from({ length: 130 }, (_, i) => `not-a-booking-${i}`)
      const all = await h.store.bookings.list({ from: at('00:00', '2026-02-01'), to: at('00:00', '2026-04-01'), limit: 10 })
      const found = await h.store.calendar.byUids([...many, ...all.map((b) => b.uid), all[0].uid])
      expect(found.map((b) => b.id).sort()).toEqual(all.map((b) => b.id).sort())
      expect(await h.store.calendar.byUids([])).toEqual([])
      // Confirmed, with an ETag, not ended: the 10:00 booking only (the 11:00 one is cancelled, the old one unwritten).
      expect((await h.store.calendar.written(NOW)).map((b) => b.startsAt)).toEqual([at('10:00')])
      expect(await h.store.calendar.written(at('10:15'))).toEqual([])
    })

    it('forgets what every booking wrote, the token and the last read when another calendar is used', async () => {
      await h.store.calendar.saveSyncState({ calendarUrl: 'http://old.example/firm/', syncToken: 'old-token' })
      await h.store.calendar.replaceBusy([{ uid: 'old', start: at('12:00'), end: at('13:00') }], NOW)
      const written = await h.store.calendar.written(NOW)
      expect(written.length).toBeGreaterThan(0)
      expect(await h.store.calendar.useCalendar('http://new.example/firm/')).toBeGreaterThanOrEqual(written.length)
      expect(await h.store.calendar.syncState()).toMatchObject({
        calendarUrl: 'http://new.example/firm/',
        syncToken: null,
        fullReadAt: null,
      })
      expect(await h.store.calendar.written(NOW)).toEqual([])
      // Every booking not ended is written again, cancelled ones removed again (harmless: nothing is there).
      expect((await h.store.calendar.pendingWrites(NOW, 10)).map((b) => b.calendarSequence)).toEqual([null, null])
    })

    it('forgets what was written with the booking (erasure)', async () => {
      const c = booked(await h.store.bookings.create(booking('15:00', { email: 'erase@example.com' }), NOW))
      await h.store.calendar.markWritten(c.id, 0, '"etag-c"')
      await h.store.bookings.eraseByEmail('erase@example.com')
      expect(await h.store.calendar.byUids([c.uid])).toEqual([])
    })
  })

  describe('refused changes (conflicts)', () => {
    const h = useStores(engine)
    const conflict = (bookingId: string) => ({
      bookingId,
      startsAt: '2026-03-02T14:00:00+03:00',
      endsAt: at('11:30'),
      reason: 'Another booking of this lawyer (with its buffers) holds that time.',
      at: NOW,
    })

    it('keeps a refused change where every instance reads it, until cleared', async () => {
      const a = booked(await h.store.bookings.create(booking('09:00'), NOW))
      const b = booked(await h.store.bookings.create(booking('11:00'), NOW))
      expect(await h.store.calendar.conflicts(NOW)).toEqual([])
      expect(await h.store.calendar.recordConflict(conflict(b.id))).toBe(true)
      expect(await h.store.calendar.recordConflict(conflict(a.id))).toBe(true)
      const other = await h.instance()
      // By the booking's start; times as the Store keeps them.
      expect(await other.calendar.conflicts(NOW)).toEqual([
        { ...conflict(a.id), startsAt: at('11:00') },
        { ...conflict(b.id), startsAt: at('11:00') },
      ])
      // A booking that ended is no longer listed.
      expect((await other.calendar.conflicts(at('10:00'))).map((c) => c.bookingId)).toEqual([b.id])
      await other.calendar.clearConflict(a.id)
      expect((await h.store.calendar.conflicts(NOW)).map((c) => c.bookingId)).toEqual([b.id])
      expect(await h.store.calendar.recordConflict(conflict('no-such-booking'))).toBe(false)
    })

    it('ends a conflict when the site moves or cancels the booking', async () => {
      const [b] = await h.store.calendar.conflicts(NOW)
      await h.store.bookings.move(
        b.bookingId,
        { startsAt: at('12:00'), endsAt: at('12:15'), bufferBefore: 0, bufferAfter: 10 },
        '2026-03-01T08:10:00.000Z',
      )
      expect(await h.store.calendar.conflicts(NOW)).toEqual([])
      // Recorded again at the new sequence, then the booking is cancelled: gone again, and a cancelled one takes none.
      expect(await h.store.calendar.recordConflict(conflict(b.bookingId))).toBe(true)
      expect(await h.store.calendar.conflicts(NOW)).toHaveLength(1)
      await h.store.bookings.cancel(b.bookingId, '2026-03-01T08:11:00.000Z')
      expect(await h.store.calendar.conflicts(NOW)).toEqual([])
      expect(await h.store.calendar.recordConflict(conflict(b.bookingId))).toBe(false)
    })
  })
})
