import { minutesOfTime, WEEKDAYS, type Availability, type TimeRange } from '../../src/lib/availability.ts'
import type { Interval, MeetingKind } from '../../src/lib/booking.ts'
import { addDays, dateAsUtc, dayOfWeek, instantOfWallTime, offsetMinutesAt, wallTimeAt } from '../../src/lib/zoned-time.ts'

/**
 * The free consultation slots of one lawyer (issue 37), as pure functions of the availability, the bookings and the
 * busy times, so the booking page, the server's check of a requested start and the offer of other slots to a visitor
 * who lost a race all answer the same. The rule shared with the store's database constraint
 * (docs/decisions/0037-booking.md): a booking occupies its padded interval [start - buffer before, end + buffer
 * after); two padded intervals never overlap, and a padded interval never overlaps a busy time. The per-day limit and
 * the busy times are this module's alone: the store cannot see the firm's calendar.
 */

/**
 * Slots start on the quarter hours of the firm's wall clock (09:30, 09:45, …). Quarter hours read naturally in any
 * language, keep the list a visitor scrolls short (26 starts in a default day rather than 78 at 5 minutes), and are
 * whole 5-minute cells, the store's unit; a range that starts off the grid (09:40) starts its slots at the next
 * quarter (09:45).
 */
export const SLOT_GRID_MINUTES = 15

/**
 * A confirmed booking as the slots need it: the meeting's interval and, when the store has it, the padded interval it
 * recorded when it was booked (so a later change of the buffers does not move the line the constraint enforces).
 */
export interface TakenBooking extends Interval {
  occupied?: Interval
}

export interface SlotQuery {
  availability: Availability
  kind: MeetingKind
  /** The lawyer's confirmed bookings (cancelled ones left out). */
  bookings: readonly TakenBooking[]
  /** Busy times read from the firm's calendar. */
  busy: readonly Interval[]
  /** The present instant, ISO. */
  now: string
}

export type SlotRefusal = 'past' | 'too-soon' | 'too-far' | 'outside-hours' | 'taken' | 'day-full' | 'not-offered'
export type SlotCheck = { ok: true; slot: Interval } | { ok: false; reason: SlotRefusal }

const MINUTE = 60_000
const DAY = 86_400_000

// The lookup reads every booking's start and end and writes every slot it offers: with 1,000 bookings, Date.parse
// and toISOString were most of its time (docs/benchmarks/slots.md). These read and write the one form the store and
// toISOString use, "2026-11-30T07:00:00.000Z", by position, in about half the time; anything else goes to Date.parse.
function digits(s: string, from: number, length: number): number {
  let value = 0
  for (let i = from; i < from + length; i++) {
    const d = s.charCodeAt(i) - 48
    if (d < 0 || d > 9) return Number.NaN
    value = value * 10 + d
  }
  return value
}

function instant(s: string): number {
  if (
    s.length !== 24 ||
    s[4] !== '-' ||
    s[7] !== '-' ||
    s[10] !== 'T' ||
    s[13] !== ':' ||
    s[16] !== ':' ||
    s[19] !== '.' ||
    s[23] !== 'Z'
  ) {
    return Date.parse(s)
  }
  const [month, day, hour, minute, second] = [digits(s, 5, 2), digits(s, 8, 2), digits(s, 11, 2), digits(s, 14, 2), digits(s, 17, 2)]
  if (!(month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59)) return Number.NaN
  const ms = Date.UTC(digits(s, 0, 4), month - 1, day, hour, minute, second, digits(s, 20, 3))
  return new Date(ms).getUTCDate() === day ? ms : Number.NaN // 30 February is no day
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)

function iso(ms: number): string {
  const d = new Date(ms)
  const year = d.getUTCFullYear()
  if (year < 1000 || year > 9999) return d.toISOString()
  const milli = d.getUTCMilliseconds()
  return `${year}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`
}

/** The interval a meeting occupies with the availability's buffers: what the store's constraint keeps apart. */
export function occupiedInterval(meeting: Interval, buffers: Pick<Availability, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>): Interval {
  return {
    start: iso(instant(meeting.start) - buffers.bufferBeforeMinutes * MINUTE),
    end: iso(instant(meeting.end) + buffers.bufferAfterMinutes * MINUTE),
  }
}

const dayStarts = new Map<string, number>()

/**
 * The first instant of a wall-clock date in `zone` (the offset in force just before its midnight). Remembered: the
 * same few hundred days are asked for on every lookup, and each answer costs two calls into Intl.
 */
function dayStart(date: string, zone: string): number {
  const key = `${zone} ${date}`
  let start = dayStarts.get(key)
  if (start === undefined) {
    const naive = dateAsUtc(date)
    const guess = offsetMinutesAt(naive, zone)
    start = naive - offsetMinutesAt(naive - guess * MINUTE - 1, zone) * MINUTE
    if (dayStarts.size >= 5000) dayStarts.clear()
    dayStarts.set(key, start)
  }
  return start
}

/** First index whose value is >= x in an ascending array. */
function lowerBound(values: ArrayLike<number>, x: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

interface Prepared {
  zone: string
  lengthMs: number
  beforeMs: number
  afterMs: number
  nowMs: number
  earliestMs: number
  lastDate: string
  /** Taken time (padded bookings and busy times), merged: disjoint, ascending. */
  blockedStarts: Float64Array
  blockedEnds: Float64Array
  /** The bookings' starts, ascending, for the per-day limit. */
  bookingStarts: Float64Array
  overrides: Map<string, readonly TimeRange[]>
  availability: Availability
}

const canonical = (s: string) => s.length === 24 && s[23] === 'Z'

/**
 * The rules' inputs as numbers. Only the bookings and busy times that can touch starts in [fromMs, toMs) are read:
 * two days either side is more than a day, the longest meeting and both buffers; a booking outside is skipped by
 * comparing its ISO strings, which sort as their instants do in the canonical form, without reading its dates.
 */
function prepare(q: SlotQuery, fromMs: number, toMs: number): Prepared | null {
  const a = q.availability
  const offered = a.kinds.find((k) => k.kind === q.kind)
  if (!offered) return null
  const zone = a.timeZone
  const beforeMs = a.bufferBeforeMinutes * MINUTE
  const afterMs = a.bufferAfterMinutes * MINUTE
  const nowMs = instant(q.now)
  const low = Math.max(fromMs, nowMs) - 2 * DAY
  const high = Math.min(toMs, nowMs + (a.horizonDays + 2) * DAY) + 2 * DAY
  const lowIso = Number.isFinite(low) ? iso(low) : ''
  const highIso = Number.isFinite(high) ? iso(high) : '9999'
  const outside = (x: Interval) => canonical(x.start) && canonical(x.end) && (x.end < lowIso || x.start > highIso)

  const pairs: [number, number][] = []
  const starts: number[] = []
  for (const b of q.bookings) {
    if (outside(b) && (!b.occupied || outside(b.occupied))) continue
    const start = instant(b.start)
    starts.push(start)
    pairs.push(b.occupied ? [instant(b.occupied.start), instant(b.occupied.end)] : [start - beforeMs, instant(b.end) + afterMs])
  }
  for (const b of q.busy) if (!outside(b)) pairs.push([instant(b.start), instant(b.end)])
  pairs.sort((x, y) => x[0] - y[0])
  const mergedStarts: number[] = []
  const mergedEnds: number[] = []
  for (const [s, e] of pairs) {
    if (!(e > s)) continue
    const last = mergedEnds.length - 1
    if (last >= 0 && s <= mergedEnds[last]) mergedEnds[last] = Math.max(mergedEnds[last], e)
    else {
      mergedStarts.push(s)
      mergedEnds.push(e)
    }
  }

  return {
    zone,
    lengthMs: offered.minutes * MINUTE,
    beforeMs,
    afterMs,
    nowMs,
    earliestMs: nowMs + a.minimumNoticeMinutes * MINUTE,
    lastDate: addDays(wallTimeAt(nowMs, zone).date, a.horizonDays),
    blockedStarts: Float64Array.from(mergedStarts),
    blockedEnds: Float64Array.from(mergedEnds),
    bookingStarts: Float64Array.from(starts).sort(),
    overrides: new Map(a.overrides.map((o) => [o.date, o.hours])),
    availability: a,
  }
}

/** Whether a meeting starting at `start` would overlap taken time with its padding. */
function isTaken(p: Prepared, start: number): boolean {
  const padStart = start - p.beforeMs
  const padEnd = start + p.lengthMs + p.afterMs
  const i = lowerBound(p.blockedEnds, padStart + 1) // the first taken interval ending after the padded start
  return i < p.blockedStarts.length && p.blockedStarts[i] < padEnd
}

function isDayFull(p: Prepared, from: number, to: number): boolean {
  const max = p.availability.maxPerDay
  if (max === null) return false
  return lowerBound(p.bookingStarts, to) - lowerBound(p.bookingStarts, from) >= max
}

/** The candidate starts of one wall-clock date (on the grid, inside the hours), ascending, before any other rule. */
function candidates(p: Prepared, date: string, start: number, nextStart: number): number[] {
  const hours = p.overrides.get(date) ?? p.availability.weekly[WEEKDAYS[(dayOfWeek(date) + 6) % 7]]
  // A day of 24 hours has one offset all through it; only a day with a clock change needs each time looked up.
  const steady = nextStart - start === DAY
  const at = (minutes: number) =>
    steady ? start + minutes * MINUTE : minutes === 1440 ? nextStart : instantOfWallTime(date, minutes, p.zone)
  const out: number[] = []
  const ranges = [...hours].sort((x, y) => minutesOfTime(x.from) - minutesOfTime(y.from))
  for (const r of ranges) {
    const from = minutesOfTime(r.from)
    const to = minutesOfTime(r.to)
    // An end inside an hour the clocks skip is read with the offset before the change.
    const end = at(to) ?? dateAsUtc(date) + to * MINUTE - offsetMinutesAt(start, p.zone) * MINUTE
    for (let m = Math.ceil(from / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES; m < to; m += SLOT_GRID_MINUTES) {
      const s = at(m)
      if (s !== null && s + p.lengthMs <= end) out.push(s)
    }
  }
  return out
}

/** Free starts in [fromMs, toMs), ascending, day by day; stops early when the caller stops reading. */
function* free(p: Prepared, fromMs: number, toMs: number): Generator<number> {
  const lower = Math.max(fromMs, p.earliestMs)
  if (!(lower < toMs)) return
  let date = wallTimeAt(lower, p.zone).date
  const lastDate = Number.isFinite(toMs) ? [wallTimeAt(toMs - 1, p.zone).date, p.lastDate].sort()[0] : p.lastDate
  let start = dayStart(date, p.zone)
  while (date <= lastDate) {
    const next = addDays(date, 1)
    const nextStart = dayStart(next, p.zone)
    if (!isDayFull(p, start, nextStart)) {
      for (const s of candidates(p, date, start, nextStart)) {
        if (s >= lower && s < toMs && !isTaken(p, s)) yield s
      }
    }
    date = next
    start = nextStart
  }
}

function slot(p: Prepared, s: number): Interval {
  return { start: iso(s), end: iso(s + p.lengthMs) }
}

/**
 * The free slots of one kind of consultation that start in [from, to) (ISO instants), ascending: on the grid, inside
 * the day's hours (its override, else the weekday's), from the minimum notice on, within the horizon, on days under
 * the limit, and clear of taken time with their buffers.
 */
export function freeSlots(q: SlotQuery & { from: string; to: string }): Interval[] {
  const [from, to] = [instant(q.from), instant(q.to)]
  const p = prepare(q, from, to)
  if (!p) return []
  return Array.from(free(p, from, to), (s) => slot(p, s))
}

/** The first `n` free slots starting at or after `after`: what a visitor who lost a slot to someone else is offered. */
export function nextFreeSlots(q: SlotQuery & { after: string }, n: number): Interval[] {
  const after = instant(q.after)
  const p = prepare(q, after, Number.POSITIVE_INFINITY)
  if (!p || n <= 0) return []
  const out: Interval[] = []
  for (const s of free(p, after, Number.POSITIVE_INFINITY)) {
    out.push(slot(p, s))
    if (out.length >= n) break
  }
  return out
}

/**
 * The server's check of one requested start: the slot, or the first rule it breaks, so each refusal gets its own
 * message. It answers ok exactly when `freeSlots` would list that start.
 */
export function checkSlot(q: SlotQuery & { start: string }): SlotCheck {
  const s = instant(q.start)
  const p = prepare(q, s, s + 1)
  if (!p) return { ok: false, reason: 'not-offered' }
  if (Number.isNaN(s)) return { ok: false, reason: 'outside-hours' }
  if (s < p.nowMs) return { ok: false, reason: 'past' }
  if (s < p.earliestMs) return { ok: false, reason: 'too-soon' }
  const date = wallTimeAt(s, p.zone).date
  if (date > p.lastDate) return { ok: false, reason: 'too-far' }
  const start = dayStart(date, p.zone)
  const nextStart = dayStart(addDays(date, 1), p.zone)
  if (!candidates(p, date, start, nextStart).includes(s)) return { ok: false, reason: 'outside-hours' }
  if (isDayFull(p, start, nextStart)) return { ok: false, reason: 'day-full' }
  if (isTaken(p, s)) return { ok: false, reason: 'taken' }
  return { ok: true, slot: slot(p, s) }
}
