import { describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY, type Availability } from '../../src/lib/availability.ts'
import type { Interval, MeetingKind } from '../../src/lib/booking.ts'
import { checkSlot, freeSlots, nextFreeSlots, occupiedInterval, SLOT_GRID_MINUTES, type SlotQuery, type TakenBooking } from './slots.ts'
import { seededRandom } from '../test/seeded-random.ts'

// Istanbul is UTC+3 all year: "2026-11-30 10:00" there is 07:00 UTC.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`).toISOString()
const istTimes = (slots: Interval[]) => slots.map((s) => new Date(Date.parse(s.start) + 3 * 3_600_000).toISOString().slice(11, 16))
const meeting = (date: string, from: string, to: string): Interval => ({ start: ist(date, from), end: ist(date, to) })
const day = (date: string) => ({ from: ist(date, '00:00'), to: ist(addDay(date), '00:00') })
const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

// Monday 30 November 2026; "now" is the Friday before, 12:00 in Istanbul.
const MONDAY = '2026-11-30'
const NOW = ist('2026-11-27', '12:00')

/** The default hours with no buffer, notice or limit unless a test sets one. */
const plain: Availability = {
  ...DEFAULT_AVAILABILITY,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  maxPerDay: null,
}

function query(over: Partial<Omit<SlotQuery, 'availability'>> & { availability?: Partial<Availability> } = {}): SlotQuery {
  return { kind: 'phone', bookings: [], busy: [], now: NOW, ...over, availability: { ...plain, ...over.availability } }
}

describe('freeSlots', () => {
  it('offers the weekday’s hours on the quarter hours, each meeting ending inside its range', () => {
    const phone = istTimes(freeSlots({ ...query(), ...day(MONDAY) }))
    expect(phone).toHaveLength(26)
    expect(phone.slice(0, 3)).toEqual(['09:30', '09:45', '10:00'])
    expect(phone).toContain('12:15')
    expect(phone).not.toContain('12:30')
    expect(phone.at(-1)).toBe('17:15')
    // 30 minutes at the office: the last morning start is 12:00.
    const office = istTimes(freeSlots({ ...query({ kind: 'office' }), ...day(MONDAY) }))
    expect(office.filter((t) => t < '13:00').at(-1)).toBe('12:00')
    expect(freeSlots({ ...query({ kind: 'office' }), ...day(MONDAY) })[0]).toEqual(meeting(MONDAY, '09:30', '10:00'))
    // No hours on Saturday and Sunday.
    expect(freeSlots({ ...query(), from: ist('2026-11-28', '00:00'), to: ist(MONDAY, '00:00') })).toEqual([])
  })

  it('starts a range that begins off the grid at the next quarter hour', () => {
    const availability = { weekly: { ...plain.weekly, monday: [{ from: '09:40', to: '10:40' }] } }
    expect(istTimes(freeSlots({ ...query({ availability }), ...day(MONDAY) }))).toEqual(['09:45', '10:00', '10:15'])
    expect(SLOT_GRID_MINUTES).toBe(15)
  })

  it('keeps a booking’s padded interval free of other padded meetings; touching is allowed', () => {
    const availability = { bufferBeforeMinutes: 5, bufferAfterMinutes: 10 }
    const bookings = [meeting(MONDAY, '10:00', '10:15')] // occupies 09:55–10:25
    const times = istTimes(freeSlots({ ...query({ availability, bookings }), from: ist(MONDAY, '09:00'), to: ist(MONDAY, '11:00') }))
    // 09:30 occupies 09:25–09:55 (touches), 09:45 would run to 10:10, 10:15 starts its buffer at 10:10, 10:30 at 10:25.
    expect(times).toEqual(['09:30', '10:30', '10:45'])
  })

  it('uses the padded interval the store recorded, not today’s buffers, for a booking that has one', () => {
    const booked = meeting(MONDAY, '10:00', '10:15')
    const bookings: TakenBooking[] = [{ ...booked, occupied: occupiedInterval(booked, { bufferBeforeMinutes: 0, bufferAfterMinutes: 30 }) }]
    const times = istTimes(freeSlots({ ...query({ bookings }), from: ist(MONDAY, '09:00'), to: ist(MONDAY, '11:00') }))
    expect(times).toEqual(['09:30', '09:45', '10:45'])
  })

  it('keeps clear of busy times from the firm’s calendar, with the meeting’s own buffers', () => {
    const availability = { bufferAfterMinutes: 10 }
    const busy = [meeting(MONDAY, '11:00', '11:20')]
    const times = istTimes(freeSlots({ ...query({ availability, busy }), from: ist(MONDAY, '10:00'), to: ist(MONDAY, '12:00') }))
    // 10:45 would keep its buffer until 11:10; 11:15 starts inside the busy time.
    expect(times).toEqual(['10:00', '10:15', '10:30', '11:30', '11:45'])
  })

  it('starts no sooner than the minimum notice, and not in the past', () => {
    const now = ist(MONDAY, '09:50')
    const times = istTimes(freeSlots({ ...query({ now, availability: { minimumNoticeMinutes: 120 } }), ...day(MONDAY) }))
    expect(times[0]).toBe('12:00')
    const noNotice = istTimes(freeSlots({ ...query({ now }), ...day(MONDAY) }))
    expect(noNotice[0]).toBe('10:00')
  })

  it('offers days up to the horizon, counted in Istanbul days from today', () => {
    // Today is Friday 27 November; 30 days ahead is Sunday 27 December, so the last day with hours is Friday 25th.
    const all = freeSlots({ ...query({ availability: { horizonDays: 30 } }), from: NOW, to: ist('2027-02-01', '00:00') })
    expect(all.at(-1)).toEqual(meeting('2026-12-25', '17:15', '17:30'))
    const two = freeSlots({ ...query({ availability: { horizonDays: 3 } }), from: NOW, to: ist('2027-02-01', '00:00') })
    expect(new Set(two.map((s) => s.start.slice(0, 10)))).toEqual(new Set(['2026-11-27', '2026-11-30']))
  })

  it('follows date overrides: a closed holiday, other hours on a Saturday', () => {
    const availability = {
      overrides: [
        { date: MONDAY, hours: [], reason: 'Annual leave' },
        { date: '2026-12-05', hours: [{ from: '10:00', to: '11:00' }], reason: 'Open Saturday' },
      ],
    }
    expect(freeSlots({ ...query({ availability }), ...day(MONDAY) })).toEqual([])
    expect(istTimes(freeSlots({ ...query({ availability }), ...day('2026-12-05') }))).toEqual(['10:00', '10:15', '10:30', '10:45'])
  })

  it('closes a day that has its limit of bookings, counting Istanbul days, not UTC days', () => {
    // 00:30 on Tuesday in Istanbul is still Monday in UTC.
    const bookings = [meeting('2026-12-01', '00:30', '00:45')]
    const availability = { maxPerDay: 1 }
    expect(freeSlots({ ...query({ availability, bookings }), ...day(MONDAY) })).toHaveLength(26)
    expect(freeSlots({ ...query({ availability, bookings }), ...day('2026-12-01') })).toEqual([])
  })

  it('offers nothing for a kind of consultation the lawyer does not offer', () => {
    const availability = { kinds: [{ kind: 'video' as const, minutes: 15 }] }
    expect(freeSlots({ ...query({ availability, kind: 'office' }), ...day(MONDAY) })).toEqual([])
  })

  it('reads the hours in the firm’s zone, also one with daylight saving', () => {
    // London moves to UTC+1 on Sunday 28 March 2027: 09:00 there is 09:00 UTC on Saturday, 08:00 UTC on Monday.
    const every = [{ from: '09:00', to: '09:30' }]
    const availability: Partial<Availability> = {
      timeZone: 'Europe/London',
      horizonDays: 60,
      weekly: {
        monday: every,
        tuesday: every,
        wednesday: every,
        thursday: every,
        friday: every,
        saturday: every,
        sunday: [{ from: '00:30', to: '03:00' }],
      },
    }
    const slots = freeSlots({
      ...query({ availability, now: '2027-03-20T00:00:00.000Z' }),
      from: '2027-03-27T00:00:00.000Z',
      to: '2027-03-29T23:00:00.000Z',
    })
    const starts = slots.map((s) => s.start.slice(5, 16))
    expect(starts.filter((s) => s.endsWith('T09:00') || s.endsWith('T08:00') || s.endsWith('T09:15') || s.endsWith('T08:15'))).toEqual([
      '03-27T09:00',
      '03-27T09:15',
      '03-29T08:00',
      '03-29T08:15',
    ])
    // Sunday 00:30–03:00 London time: the clocks jump from 01:00 to 02:00, so after 00:30 and 00:45 (GMT, the same in
    // UTC) come 02:00–02:45 (BST, 01:00–01:45 UTC); 01:00–01:45 London time does not exist that night.
    expect(starts.filter((s) => s.startsWith('03-28'))).toEqual([
      '03-28T00:30',
      '03-28T00:45',
      '03-28T01:00',
      '03-28T01:15',
      '03-28T01:30',
      '03-28T01:45',
    ])
  })
})

describe('checkSlot', () => {
  const availability = { minimumNoticeMinutes: 60, horizonDays: 10, maxPerDay: 2, bufferAfterMinutes: 10 }
  const now = ist(MONDAY, '10:00')
  const bookings = [
    meeting('2026-12-01', '10:00', '10:15'),
    meeting('2026-12-02', '10:00', '10:15'),
    meeting('2026-12-02', '11:00', '11:15'),
  ]
  const check = (start: string, kind: MeetingKind = 'phone') => checkSlot({ ...query({ availability, now, bookings, kind }), start })

  it('accepts a free start and answers the meeting’s interval', () => {
    expect(check(ist('2026-12-01', '10:30'))).toEqual({ ok: true, slot: meeting('2026-12-01', '10:30', '10:45') })
    // The same instant written with Istanbul's offset, or without milliseconds, is the same slot.
    expect(check('2026-12-01T10:30:00+03:00')).toEqual({ ok: true, slot: meeting('2026-12-01', '10:30', '10:45') })
    expect(check('2026-12-01T07:30:00Z')).toEqual({ ok: true, slot: meeting('2026-12-01', '10:30', '10:45') })
  })

  it('refuses a start that is no instant, also one shaped like one', () => {
    for (const start of ['yesterday at noon', '2026-02-30T07:30:00.000Z', '2026-12-01T24:30:00.000Z', '2026-12-0xT07:30:00.000Z']) {
      expect(check(start), start).toEqual({ ok: false, reason: 'outside-hours' })
    }
  })

  it('gives each refusal its own reason', () => {
    expect(check(ist(MONDAY, '09:30'))).toEqual({ ok: false, reason: 'past' })
    expect(check(ist(MONDAY, '10:45'))).toEqual({ ok: false, reason: 'too-soon' })
    expect(check(ist('2026-12-11', '09:30'))).toEqual({ ok: false, reason: 'too-far' })
    expect(check(ist('2026-12-01', '12:30'))).toEqual({ ok: false, reason: 'outside-hours' })
    expect(check(ist('2026-12-01', '10:20'))).toEqual({ ok: false, reason: 'outside-hours' })
    expect(check(ist('2026-12-05', '10:00'))).toEqual({ ok: false, reason: 'outside-hours' }) // Saturday
    expect(check(ist('2026-12-01', '12:15'), 'office')).toEqual({ ok: false, reason: 'outside-hours' }) // would end 12:45
    expect(check(ist('2026-12-01', '10:15'))).toEqual({ ok: false, reason: 'taken' }) // inside the 10:00 booking's buffer
    expect(check(ist('2026-12-02', '14:00'))).toEqual({ ok: false, reason: 'day-full' })
    const videoOnly = { ...availability, kinds: [{ kind: 'video' as const, minutes: 15 }] }
    expect(checkSlot({ ...query({ availability: videoOnly, now, kind: 'office' }), start: ist('2026-12-01', '10:30') })).toEqual({
      ok: false,
      reason: 'not-offered',
    })
  })
})

describe('nextFreeSlots', () => {
  it('offers the next free slots after the one lost, skipping taken ones and going on to the next day', () => {
    const bookings = [meeting(MONDAY, '17:00', '17:15')]
    const next = nextFreeSlots({ ...query({ bookings }), after: ist(MONDAY, '16:45') }, 3)
    expect(next).toEqual([meeting(MONDAY, '16:45', '17:00'), meeting(MONDAY, '17:15', '17:30'), meeting('2026-12-01', '09:30', '09:45')])
    expect(nextFreeSlots({ ...query({ bookings }), after: ist(MONDAY, '16:45') }, 0)).toEqual([])
  })

  it('stops at the horizon', () => {
    const availability = { horizonDays: 3 }
    const next = nextFreeSlots({ ...query({ availability }), after: ist(MONDAY, '17:00') }, 5)
    expect(next).toEqual([meeting(MONDAY, '17:00', '17:15'), meeting(MONDAY, '17:15', '17:30')])
  })
})

describe('slots, the server’s check and the store’s rule agree', () => {
  it('on random availabilities, bookings and busy times', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const r = seededRandom(seed)
      const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]
      const availability: Partial<Availability> = {
        bufferBeforeMinutes: pick([0, 5, 10]),
        bufferAfterMinutes: pick([0, 5, 15]),
        minimumNoticeMinutes: pick([0, 60, 600]),
        horizonDays: pick([2, 5, 9]),
        maxPerDay: pick([null, 1, 3, 6]),
        kinds: [{ kind: 'phone', minutes: pick([5, 15, 20, 45]) }],
      }
      const a = { ...plain, ...availability }
      const now = new Date(Date.parse(ist(MONDAY, '08:00')) + Math.floor(r() * 48) * 15 * 60_000).toISOString()
      const at = (minutes: number) => new Date(Date.parse(ist(MONDAY, '00:00')) + minutes * 60_000).toISOString()
      const bookings: Interval[] = []
      for (let i = 0; i < 12; i++) {
        const start = Math.floor(r() * 7 * 288) * 5
        bookings.push({ start: at(start), end: at(start + pick([15, 30])) })
      }
      const busy: Interval[] = []
      for (let i = 0; i < 4; i++) {
        const start = Math.floor(r() * 7 * 1440)
        busy.push({ start: at(start), end: at(start + 1 + Math.floor(r() * 120)) })
      }
      const q = query({ availability, bookings, busy, now })
      const from = at(0)
      const to = at(8 * 1440)
      const free = new Set(freeSlots({ ...q, from, to }).map((s) => s.start))
      // Every quarter hour, and a few starts off the grid.
      for (let m = 0; m < 8 * 1440; m += r() < 0.05 ? 5 : 15) {
        const start = at(m)
        const result = checkSlot({ ...q, start })
        expect(result.ok, `seed ${seed}, ${start}`).toBe(free.has(start))
        // The store's rule, checked by brute force: a start is refused as taken exactly when its padded interval
        // overlaps a booking's padded interval or a busy time.
        if (result.ok || result.reason === 'taken') {
          const padded = occupiedInterval({ start, end: at(m + a.kinds[0].minutes) }, a)
          const overlaps = (x: Interval) => x.start < padded.end && padded.start < x.end
          const clash = bookings.some((b) => overlaps(occupiedInterval(b, a))) || busy.some(overlaps)
          expect(result.ok, `seed ${seed}, ${start}`).toBe(!clash)
        }
      }
      // The next free slots are the first free ones.
      const after = at(Math.floor(r() * 3 * 1440))
      expect(nextFreeSlots({ ...q, after }, 4).map((s) => s.start)).toEqual([...free].filter((s) => s >= after).slice(0, 4))
    }
  })
})
