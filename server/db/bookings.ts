import type { Booking, Interval } from '../../src/lib/booking.ts'
import type { StoredMessage } from './outbox.ts'

/**
 * The booking store's words (issue 37): a booking as the Store keeps it, and the rule by which it holds a lawyer's
 * time. Plain values only, as every Store type (server/db/store.ts).
 *
 * A booking holds its padded interval [startsAt - bufferBefore, endsAt + bufferAfter) (the rule the slot lookup
 * uses too), claimed as 5-minute cells in `booking_cells`, whose primary key (lawyer, cell_start) refuses a second
 * claim of any cell: two bookings whose padded intervals overlap can never both commit, on either engine, whatever
 * the number of instances. Times are compared as text (byte order), so the Store writes every time as
 * `toISOString()` does (`2026-03-02T09:00:00.000Z`) and each one must lie on the 5-minute grid.
 */

/** The grid bookings and their buffers lie on: one cell of `booking_cells`. */
export const CELL_MS = 5 * 60_000

/** The longest padded interval one booking may hold (one day: 288 cells). */
const LONGEST_HELD_MS = 24 * 3_600_000

/** A booking as the Store keeps it: the shared `Booking`, the buffers it holds around it, and the firm's last note. */
export interface StoredBooking extends Booking {
  /** Minutes held free before the start and after the end (multiples of 5), as the availability said when booked. */
  bufferBefore: number
  bufferAfter: number
  /** The firm's note to the visitor with the last move or cancellation (shown in that e-mail); null when none. */
  note: string | null
}

/** Where a booking is (or moves to): its times and the minutes held before and after them (multiples of 5). */
export interface BookingTimes {
  startsAt: string
  endsAt: string
  bufferBefore: number
  bufferAfter: number
}

/** What a visitor's booking brings; the Store gives it its id, UID (unless given), status, sequence and times. */
export interface NewBooking
  extends
    BookingTimes,
    Pick<Booking, 'lawyer' | 'kind' | 'name' | 'email' | 'phone' | 'topic' | 'meetingLanguage' | 'siteLanguage' | 'visitorTimeZone'> {
  /** The iCalendar UID; absent: a new random UUID. */
  uid?: string
}

/**
 * The e-mails of a booking's change, composed from the booking as written (its id, times and sequence) and queued in
 * the outbox in the same transaction (server/booking/service.ts passes composeBookingMessages). Pure and synchronous:
 * it runs inside the transaction, so what it needs from the database is read before.
 */
export type BookingMail = (booking: StoredBooking) => { purpose: string; message: StoredMessage }[]

/** The answer when the padded interval overlaps one another booking holds: nothing was written. */
export interface Taken {
  taken: true
}

/** A page of the back office's list: bookings starting in [from, to), of one lawyer or all. */
export interface BookingListQuery {
  from: string
  to: string
  lawyer?: string
  /** Latest start first (past bookings); else earliest first (upcoming). */
  newestFirst?: boolean
  limit: number
  offset?: number
}

/** A lawyer's availability as kept: the JSON the slots line's schema describes, validated by the caller. */
export interface AvailabilityRecord {
  lawyer: string
  availability: unknown
  updatedAt: string
  updatedBy: string
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** An instant written as the Store keeps times (byte order is time order); throws a RangeError for anything else. */
export function instant(value: string, what = 'time'): string {
  const ms = ISO_INSTANT.test(value) ? Date.parse(value) : NaN
  if (!Number.isFinite(ms)) throw new RangeError(`${what} is not an ISO 8601 instant: ${value}`)
  return new Date(ms).toISOString()
}

/**
 * Checks a booking's times and buffers and gives them back as the Store writes them, with the padded interval it
 * holds and that interval's cells (ascending: concurrent claims then take rows in one order, PostgreSQL never waits
 * in a circle between two creates). Throws a RangeError off the 5-minute grid, for an end not after the start, a
 * negative buffer or a held interval over a day.
 */
export function heldTimes(times: BookingTimes): { startsAt: string; endsAt: string; held: Interval; cells: string[] } {
  const startsAt = instant(times.startsAt, 'startsAt')
  const endsAt = instant(times.endsAt, 'endsAt')
  const start = Date.parse(startsAt)
  const end = Date.parse(endsAt)
  for (const [name, minutes] of [
    ['bufferBefore', times.bufferBefore],
    ['bufferAfter', times.bufferAfter],
  ] as const) {
    if (!Number.isInteger(minutes) || minutes < 0 || (minutes * 60_000) % CELL_MS !== 0) {
      throw new RangeError(`${name} must be a whole number of 5 minutes: ${minutes}`)
    }
  }
  if (start % CELL_MS !== 0 || end % CELL_MS !== 0)
    throw new RangeError(`a booking starts and ends on the 5-minute grid: ${startsAt}–${endsAt}`)
  if (end <= start) throw new RangeError(`a booking ends after it starts: ${startsAt}–${endsAt}`)
  const from = start - times.bufferBefore * 60_000
  const until = end + times.bufferAfter * 60_000
  if (until - from > LONGEST_HELD_MS) throw new RangeError(`a booking holds at most a day: ${startsAt}–${endsAt}`)
  const cells: string[] = []
  for (let t = from; t < until; t += CELL_MS) cells.push(new Date(t).toISOString())
  return { startsAt, endsAt, held: { start: new Date(from).toISOString(), end: new Date(until).toISOString() }, cells }
}
