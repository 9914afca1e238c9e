import type { CalendarBooking, CalendarBusy, CalendarConflict, CalendarSyncState, CalendarSyncUpdate } from '../calendar.ts'
import { instant } from '../bookings.ts'
import { bookingOf } from './bookings.ts'
import { compiledOnce, type Dialect } from './query.ts'
import { run, type Steps } from './steps.ts'
import type { Tables } from './tables.ts'

/**
 * The firm calendar's copy (CalendarRepository, server/db/store.ts), written once for both engines: the busy times
 * replaced as a whole set in one transaction, the sync state and lease in one row (id 1) made by the first write to
 * it (not by the migration, so an empty copy target stays empty: server/db/copy.ts), and what each booking last
 * wrote in two columns of `bookings`, which the booking's own erasure and retention delete with it.
 */

/** Rows per INSERT of busy times: three parameters each, far under either engine's limit. */
export const BUSY_CHUNK = 200

export const busyBetween = compiledOnce(({ b }: Dialect, from: string, to: string) =>
  b
    .selectFrom('calendar_busy')
    .select(['uid', 'starts_at', 'ends_at'])
    .where('ends_at', '>', from)
    .where('starts_at', '<', to)
    .orderBy('starts_at')
    .orderBy('ends_at')
    .orderBy('uid'),
)

export const busyOf = (rows: Pick<Tables['calendar_busy'], 'uid' | 'starts_at' | 'ends_at'>[]): CalendarBusy[] =>
  rows.map((r) => ({ uid: r.uid, start: r.starts_at, end: r.ends_at }))

const deleteBusy = compiledOnce(({ b }: Dialect) => b.deleteFrom('calendar_busy'))

const insertBusy = compiledOnce(({ b }: Dialect, uids: readonly string[], starts: readonly string[], ends: readonly string[]) =>
  b.insertInto('calendar_busy').values(uids.map((uid, i) => ({ uid, starts_at: starts[i], ends_at: ends[i] }))),
)

/** The one state row, made on the first write (every later statement updates it). */
const ensureState = compiledOnce(({ b }: Dialect) =>
  b
    .insertInto('calendar_sync')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing()),
)

const setFullRead = compiledOnce(({ b }: Dialect, at: string | null) =>
  b.updateTable('calendar_sync').set({ full_read_at: at }).where('id', '=', 1),
)

/** Replaces every busy time (intervals checked and written as the Store keeps times) and records the read. */
export function* replaceBusy(d: Dialect, intervals: CalendarBusy[], readAt: string): Steps<void> {
  const rows = intervals.map((i) => ({ uid: i.uid, start: instant(i.start, 'busy start'), end: instant(i.end, 'busy end') }))
  for (const r of rows) if (r.end <= r.start) throw new RangeError(`a busy time ends after it starts: ${r.start}–${r.end}`)
  yield* run(deleteBusy(d))
  for (let i = 0; i < rows.length; i += BUSY_CHUNK) {
    const chunk = rows.slice(i, i + BUSY_CHUNK)
    yield* run(
      insertBusy(
        d,
        chunk.map((r) => r.uid),
        chunk.map((r) => r.start),
        chunk.map((r) => r.end),
      ),
    )
  }
  yield* run(ensureState(d))
  yield* run(setFullRead(d, readAt))
}

export const stateRow = compiledOnce(({ b }: Dialect) => b.selectFrom('calendar_sync').selectAll().where('id', '=', 1))

export function stateOf(r: Tables['calendar_sync'] | undefined): CalendarSyncState {
  return {
    calendarUrl: r?.calendar_url ?? null,
    syncToken: r?.sync_token ?? null,
    fullReadAt: r?.full_read_at ?? null,
    successAt: r?.success_at ?? null,
    error: r?.error_code ? { code: r.error_code, message: r.error ?? '', at: r.error_at ?? '' } : null,
    lease: r?.lease_holder && r.lease_until ? { holder: r.lease_holder, until: r.lease_until } : null,
  }
}

const setToken = compiledOnce(({ b }: Dialect, token: string | null) =>
  b.updateTable('calendar_sync').set({ sync_token: token }).where('id', '=', 1),
)
const setCalendarUrl = compiledOnce(({ b }: Dialect, url: string) =>
  b.updateTable('calendar_sync').set({ calendar_url: url }).where('id', '=', 1),
)
const setSuccess = compiledOnce(({ b }: Dialect, at: string) => b.updateTable('calendar_sync').set({ success_at: at }).where('id', '=', 1))
const setError = compiledOnce(({ b }: Dialect, code: string | null, message: string | null, at: string | null) =>
  b.updateTable('calendar_sync').set({ error_code: code, error: message, error_at: at }).where('id', '=', 1),
)

/** Writes the fields the update names (each statement has one shape, so each is compiled once). */
export function* saveState(d: Dialect, update: CalendarSyncUpdate): Steps<void> {
  yield* run(ensureState(d))
  if (update.calendarUrl !== undefined) yield* run(setCalendarUrl(d, update.calendarUrl))
  if (update.syncToken !== undefined) yield* run(setToken(d, update.syncToken))
  if (update.successAt !== undefined) yield* run(setSuccess(d, instant(update.successAt)))
  if (update.error === null) yield* run(setError(d, null, null, null))
  else if (update.error) yield* run(setError(d, update.error.code, update.error.message, instant(update.error.at)))
}

/**
 * Takes the lease in one statement: the row is made holding it, or updated only when the lease is free, ran out or
 * is the holder's. The count of rows written says whether it was taken (an upsert whose WHERE refused writes none).
 */
export const claimLease = compiledOnce(({ b }: Dialect, holder: string, now: string, until: string) =>
  b
    .insertInto('calendar_sync')
    .values({ id: 1, lease_holder: holder, lease_until: until })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ lease_holder: holder, lease_until: until })
        .where((eb) =>
          eb.or([
            eb('calendar_sync.lease_until', 'is', null),
            eb('calendar_sync.lease_until', '<=', now),
            eb('calendar_sync.lease_holder', '=', holder),
          ]),
        ),
    ),
)

export const releaseLease = compiledOnce(({ b }: Dialect, holder: string) =>
  b.updateTable('calendar_sync').set({ lease_holder: null, lease_until: null }).where('id', '=', 1).where('lease_holder', '=', holder),
)

type BookingRow = Tables['bookings']

export const calendarBookingOf = (r: BookingRow): CalendarBooking => ({
  ...bookingOf(r),
  calendarSequence: r.calendar_sequence === null || r.calendar_sequence === undefined ? null : Number(r.calendar_sequence),
  calendarEtag: r.calendar_etag ?? null,
})

export const pendingWrites = compiledOnce(({ b }: Dialect, now: string, limit: number) =>
  b
    .selectFrom('bookings')
    .selectAll()
    .where('ends_at', '>', now)
    .where((eb) => eb.or([eb('calendar_sequence', 'is', null), eb('calendar_sequence', '<', eb.ref('sequence'))]))
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit),
)

export const markWritten = compiledOnce(({ b }: Dialect, id: string, sequence: number, etag: string | null) =>
  b
    .updateTable('bookings')
    .set({ calendar_sequence: sequence, calendar_etag: etag })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('calendar_sequence', 'is', null), eb('calendar_sequence', '<=', sequence)])),
)

export const byUids = compiledOnce(({ b }: Dialect, uids: readonly string[]) =>
  b.selectFrom('bookings').selectAll().where('uid', 'in', uids).orderBy('id'),
)

export const writtenAfter = compiledOnce(({ b }: Dialect, from: string) =>
  b
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('calendar_etag', 'is not', null)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .orderBy('id'),
)

/** UIDs per IN list: every list is padded to this length with '' (no booking's UID), so the query has one text. */
const UID_CHUNK = 100

export function uidChunks(uids: string[]): string[][] {
  const unique = [...new Set(uids)]
  const chunks: string[][] = []
  for (let i = 0; i < unique.length; i += UID_CHUNK) {
    const chunk = unique.slice(i, i + UID_CHUNK)
    chunks.push([...chunk, ...Array<string>(UID_CHUNK - chunk.length).fill('')])
  }
  return chunks
}

const forgetWritten = compiledOnce(({ b }: Dialect) =>
  b
    .updateTable('bookings')
    .set({ calendar_sequence: null, calendar_etag: null })
    .where((eb) => eb.or([eb('calendar_sequence', 'is not', null), eb('calendar_etag', 'is not', null)])),
)

/**
 * Another calendar from now on (CALDAV_URL changed): nothing written to the old one counts, so every booking is
 * written again and none counts as deleted from the new one; its token and copy start afresh. One transaction.
 */
export function* useCalendar(d: Dialect, url: string): Steps<number> {
  const forgotten = yield* run(forgetWritten(d))
  yield* run(ensureState(d))
  yield* run(setCalendarUrl(d, url))
  yield* run(setToken(d, null))
  yield* run(setFullRead(d, null))
  return forgotten
}

/** A conflict with its times as the Store keeps times. */
export const conflictIn = (c: CalendarConflict): CalendarConflict => ({
  ...c,
  startsAt: instant(c.startsAt, 'conflict start'),
  endsAt: instant(c.endsAt, 'conflict end'),
  at: instant(c.at),
})

/**
 * Records the firm's refused change on the booking, with the booking's sequence now: it counts only while the booking
 * is still confirmed at that sequence (a move or cancellation by the site raises it and so ends the conflict).
 */
export const recordConflict = compiledOnce(({ b }: Dialect, c: CalendarConflict) =>
  b
    .updateTable('bookings')
    .set((eb) => ({
      calendar_conflict_sequence: eb.ref('sequence'),
      calendar_conflict_starts_at: c.startsAt,
      calendar_conflict_ends_at: c.endsAt,
      calendar_conflict_reason: c.reason,
      calendar_conflict_at: c.at,
    }))
    .where('id', '=', c.bookingId)
    .where('status', '=', 'confirmed'),
)

export const clearConflict = compiledOnce(({ b }: Dialect, id: string) =>
  b
    .updateTable('bookings')
    .set({
      calendar_conflict_sequence: null,
      calendar_conflict_starts_at: null,
      calendar_conflict_ends_at: null,
      calendar_conflict_reason: null,
      calendar_conflict_at: null,
    })
    .where('id', '=', id)
    .where('calendar_conflict_sequence', 'is not', null),
)

/** The conflicts that still count, of bookings not ended by `now`, by the booking's start. */
export const conflictsAfter = compiledOnce(({ b }: Dialect, now: string) =>
  b
    .selectFrom('bookings')
    .select(['id', 'calendar_conflict_starts_at', 'calendar_conflict_ends_at', 'calendar_conflict_reason', 'calendar_conflict_at'])
    .where('calendar_conflict_sequence', 'is not', null)
    .where('ends_at', '>', now)
    .where('status', '=', 'confirmed')
    .whereRef('calendar_conflict_sequence', '=', 'sequence')
    .orderBy('starts_at')
    .orderBy('id'),
)

type ConflictRow = Pick<
  BookingRow,
  'id' | 'calendar_conflict_starts_at' | 'calendar_conflict_ends_at' | 'calendar_conflict_reason' | 'calendar_conflict_at'
>

export const conflictOf = (r: ConflictRow): CalendarConflict => ({
  bookingId: r.id,
  startsAt: r.calendar_conflict_starts_at ?? '',
  endsAt: r.calendar_conflict_ends_at ?? '',
  reason: r.calendar_conflict_reason ?? '',
  at: r.calendar_conflict_at ?? '',
})
