import type { Locale } from '../../../src/i18n/locales.ts'
import type { MeetingKind } from '../../../src/lib/booking.ts'
import type { AuditNote } from '../store.ts'
import {
  heldTimes,
  type AvailabilityRecord,
  type BookingMail,
  type BookingTimes,
  type NewBooking,
  type StoredBooking,
  type Taken,
} from '../bookings.ts'
import { insertAudit } from './audit.ts'
import { RolledBack } from './content-steps.ts'
import { compiledOnce, json, type Dialect } from './query.ts'
import type { StoredMessage } from '../outbox.ts'
import { row, run, type Steps } from './steps.ts'
import type { Tables } from './tables.ts'

/**
 * The booking store's statements and its writes' steps, written once for both engines (server/db/shared/steps.ts):
 * each engine runs a write in its own transaction. The guarantee against double booking is the primary key of
 * booking_cells (server/db/bookings.ts): a claim inserts the padded interval's cells with ON CONFLICT DO NOTHING
 * and, when fewer went in than asked (another booking holds one), throws RolledBack so that nothing stays written.
 * On PostgreSQL an insert meeting a cell another open transaction just wrote waits for it to end, then skips the
 * cell if it committed: of two claims at once, one commits and the other answers taken.
 */

type BookingRow = Tables['bookings']

export function bookingOf(r: BookingRow): StoredBooking {
  return {
    id: r.id,
    uid: r.uid,
    lawyer: r.lawyer,
    kind: r.kind as MeetingKind,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    bufferBefore: Number(r.buffer_before),
    bufferAfter: Number(r.buffer_after),
    name: r.name,
    email: r.email,
    phone: r.phone,
    topic: r.topic,
    meetingLanguage: r.meeting_language as Locale,
    siteLanguage: r.site_language as Locale,
    visitorTimeZone: r.visitor_time_zone,
    status: r.status,
    sequence: Number(r.sequence),
    note: r.note,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

/**
 * Queues the e-mails of a booking's change in the write's own transaction (as a lead's are with it): a booking is
 * never stored without its confirmation, nor its confirmation sent for a booking that was not stored.
 */
function* queueMail(d: Dialect, booking: StoredBooking, now: string, compose?: BookingMail): Steps<void> {
  if (!compose) return
  for (const { purpose, message } of compose(booking)) yield* run(insertBookingMessage(d, booking.id, purpose, message, now))
}

/** Queues a booking's e-mail, due at once, naming its booking (the KVKK erasure and the retention delete it with it). */
const insertBookingMessage = compiledOnce(({ b }: Dialect, bookingId: string, purpose: string, message: StoredMessage, now: string) =>
  b
    .insertInto('outbox')
    .values({ booking_id: bookingId, purpose, message: json(message), next_attempt_at: now, created_at: now, submission_id: null }),
)

const insertBooking = compiledOnce(({ b }: Dialect, r: BookingRow) =>
  b.insertInto('bookings').values({
    id: r.id,
    uid: r.uid,
    lawyer: r.lawyer,
    kind: r.kind,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    buffer_before: r.buffer_before,
    buffer_after: r.buffer_after,
    held_from: r.held_from,
    held_until: r.held_until,
    name: r.name,
    email: r.email,
    phone: r.phone,
    topic: r.topic,
    meeting_language: r.meeting_language,
    site_language: r.site_language,
    visitor_time_zone: r.visitor_time_zone,
    status: r.status,
    sequence: r.sequence,
    note: r.note,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }),
)

/** Inserts the cells not held yet; the rows it inserted tell whether the booking got them all. */
const claimCells = compiledOnce(({ b }: Dialect, lawyer: string, bookingId: string, cells: readonly string[]) =>
  b
    .insertInto('booking_cells')
    .values(cells.map((cell) => ({ lawyer, cell_start: cell, booking_id: bookingId })))
    .onConflict((oc) => oc.doNothing()),
)

const freeCells = compiledOnce(({ b }: Dialect, bookingId: string) => b.deleteFrom('booking_cells').where('booking_id', '=', bookingId))

export const bookingById = compiledOnce(({ b }: Dialect, id: string) => b.selectFrom('bookings').selectAll().where('id', '=', id))

/** The booking, locked until its transaction ends (two moves or cancels of one booking queue). */
const lockedBooking = compiledOnce((d: Dialect, id: string) => d.locked(d.b.selectFrom('bookings').selectAll().where('id', '=', id)))

const moveBooking = compiledOnce(
  (
    { b }: Dialect,
    id: string,
    times: Pick<BookingRow, 'starts_at' | 'ends_at' | 'buffer_before' | 'buffer_after' | 'held_from' | 'held_until'>,
    now: string,
    note: string | null,
  ) =>
    b
      .updateTable('bookings')
      .set((eb) => ({
        starts_at: times.starts_at,
        ends_at: times.ends_at,
        buffer_before: times.buffer_before,
        buffer_after: times.buffer_after,
        held_from: times.held_from,
        held_until: times.held_until,
        sequence: eb('sequence', '+', 1),
        note,
        updated_at: now,
      }))
      .where('id', '=', id),
)

const cancelBooking = compiledOnce(({ b }: Dialect, id: string, now: string, note: string | null) =>
  b
    .updateTable('bookings')
    .set((eb) => ({ status: 'cancelled' as const, sequence: eb('sequence', '+', 1), note, updated_at: now }))
    .where('id', '=', id),
)

/**
 * The padded intervals a lawyer's confirmed bookings hold that overlap [from, to), by start. Its constant is written
 * into the text (compiledOnce), so the partial index bookings_held (lawyer, held_until) WHERE status = 'confirmed'
 * serves it: the scan starts at `from` and reads the upcoming bookings only, however many past ones there are.
 */
export const takenIntervals = compiledOnce(({ b }: Dialect, lawyer: string, from: string, to: string) =>
  b
    .selectFrom('bookings')
    .select(['held_from', 'held_until'])
    .where('lawyer', '=', lawyer)
    .where('status', '=', 'confirmed')
    .where('held_until', '>', from)
    .where('held_from', '<', to)
    .orderBy('held_from'),
)

const listing = (byLawyer: boolean, newestFirst: boolean) =>
  compiledOnce(({ b }: Dialect, lawyer: string, from: string, to: string, limit: number, offset: number) => {
    let q = b.selectFrom('bookings').selectAll().where('starts_at', '>=', from).where('starts_at', '<', to)
    if (byLawyer) q = q.where('lawyer', '=', lawyer)
    const direction = newestFirst ? 'desc' : 'asc'
    return q.orderBy('starts_at', direction).orderBy('id', direction).limit(limit).offset(offset)
  })

/** The back office's lists, each compiled once: by lawyer or all, upcoming (earliest first) or past (latest first). */
export const bookingList = {
  all: { upcoming: listing(false, false), past: listing(false, true) },
  ofLawyer: { upcoming: listing(true, false), past: listing(true, true) },
}

/** An address's bookings (any ASCII case, as the leads' KVKK lookup), latest start first. */
export const bookingsOf = compiledOnce((d: Dialect, email: string) =>
  d.b.selectFrom('bookings').selectAll().where(d.emailIs('email', email)).orderBy('starts_at', 'desc').orderBy('id', 'desc'),
)

const cellsOfAddress = compiledOnce((d: Dialect, email: string) =>
  d.b.deleteFrom('booking_cells').where('booking_id', 'in', d.b.selectFrom('bookings').select('id').where(d.emailIs('email', email))),
)

const mailOfAddress = compiledOnce((d: Dialect, email: string) =>
  d.b.deleteFrom('outbox').where('booking_id', 'in', d.b.selectFrom('bookings').select('id').where(d.emailIs('email', email))),
)

const mailEndedBefore = compiledOnce(({ b }: Dialect, cutoff: string) =>
  b.deleteFrom('outbox').where('booking_id', 'in', b.selectFrom('bookings').select('id').where('ends_at', '<', cutoff)),
)

const bookingsOfAddress = compiledOnce((d: Dialect, email: string) => d.b.deleteFrom('bookings').where(d.emailIs('email', email)))

/**
 * KVKK erasure of a booking the firm's calendar may still show (not yet ended, and confirmed, or cancelled without
 * the calendar told yet): cancelled, its sequence raised and every word of the visitor blanked, so the calendar sync
 * removes the event by its UID as for any cancellation. What is left names nobody: the UID, the lawyer, the time.
 */
const tombstonesOfAddress = compiledOnce((d: Dialect, email: string, now: string) =>
  d.b
    .updateTable('bookings')
    .set((eb) => ({
      status: 'cancelled' as const,
      sequence: eb('sequence', '+', 1),
      name: '',
      email: '',
      phone: null,
      topic: '',
      note: null,
      visitor_time_zone: 'Europe/Istanbul',
      updated_at: now,
    }))
    .where(d.emailIs('email', email))
    .where('ends_at', '>', now)
    .where((eb) =>
      eb.or([eb('status', '=', 'confirmed'), eb('calendar_sequence', 'is', null), eb('calendar_sequence', '<', eb.ref('sequence'))]),
    ),
)

const cellsEndedBefore = compiledOnce(({ b }: Dialect, cutoff: string) =>
  b.deleteFrom('booking_cells').where('booking_id', 'in', b.selectFrom('bookings').select('id').where('ends_at', '<', cutoff)),
)

const bookingsEndedBefore = compiledOnce(({ b }: Dialect, cutoff: string) => b.deleteFrom('bookings').where('ends_at', '<', cutoff))

export const availabilityOf = compiledOnce(({ b }: Dialect, lawyer: string) =>
  b.selectFrom('booking_availability').selectAll().where('lawyer', '=', lawyer),
)

const upsertAvailability = compiledOnce(({ b }: Dialect, row: Tables['booking_availability']) =>
  b
    .insertInto('booking_availability')
    .values({ lawyer: row.lawyer, availability: row.availability, updated_at: row.updated_at, updated_by: row.updated_by })
    .onConflict((oc) =>
      oc.column('lawyer').doUpdateSet((eb) => ({
        availability: eb.ref('excluded.availability'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    ),
)

export const availabilityRecordOf = (r: Tables['booking_availability']): AvailabilityRecord => ({
  lawyer: r.lawyer,
  availability: JSON.parse(r.availability) as unknown,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
})

/** Replaces a lawyer's availability, kept as JSON text on both engines (the caller's schema validated it). */
export function* putAvailability(
  d: Dialect,
  lawyer: string,
  availability: object,
  actor: string,
  now: string,
  audit?: AuditNote,
): Steps<void> {
  yield* run(upsertAvailability(d, { lawyer, availability: JSON.stringify(availability), updated_at: now, updated_by: actor }))
  if (audit) yield* run(insertAudit(d, audit))
}

const TAKEN: Taken = { taken: true }

/** Claims every cell of a padded interval for a booking, or rolls the whole transaction back answering taken. */
function* claim(d: Dialect, lawyer: string, bookingId: string, cells: string[]): Steps<void> {
  const claimed = yield* run(claimCells(d, lawyer, bookingId, cells))
  if (claimed < cells.length) throw new RolledBack(TAKEN)
}

/** A new confirmed booking (sequence 0) holding its padded interval; `taken` rolls it back (RolledBack). */
export function* create(
  d: Dialect,
  id: string,
  uid: string,
  booking: NewBooking,
  now: string,
  compose?: BookingMail,
): Steps<StoredBooking> {
  const times = heldTimes(booking)
  const r: BookingRow = {
    id,
    uid,
    lawyer: booking.lawyer,
    kind: booking.kind,
    starts_at: times.startsAt,
    ends_at: times.endsAt,
    buffer_before: booking.bufferBefore,
    buffer_after: booking.bufferAfter,
    held_from: times.held.start,
    held_until: times.held.end,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    topic: booking.topic,
    meeting_language: booking.meetingLanguage,
    site_language: booking.siteLanguage,
    visitor_time_zone: booking.visitorTimeZone,
    status: 'confirmed',
    sequence: 0,
    note: null,
    created_at: now,
    updated_at: now,
  }
  yield* run(insertBooking(d, r))
  yield* claim(d, booking.lawyer, id, times.cells)
  const created = bookingOf(r)
  yield* queueMail(d, created, now, compose)
  return created
}

/**
 * Moves a confirmed booking: its cells freed and the new ones claimed in one transaction (a move may overlap its own
 * old interval), sequence raised. Null when there is no confirmed booking `id`; `taken` rolls it back (RolledBack).
 */
export function* move(
  d: Dialect,
  id: string,
  to: BookingTimes,
  now: string,
  note: string | null,
  audit?: AuditNote,
  compose?: BookingMail,
): Steps<StoredBooking | null> {
  const times = heldTimes(to)
  const before = yield* row(lockedBooking(d, id))
  if (!before || before.status !== 'confirmed') return null
  yield* run(freeCells(d, id))
  yield* claim(d, before.lawyer, id, times.cells)
  const moved = {
    starts_at: times.startsAt,
    ends_at: times.endsAt,
    buffer_before: to.bufferBefore,
    buffer_after: to.bufferAfter,
    held_from: times.held.start,
    held_until: times.held.end,
  }
  yield* run(moveBooking(d, id, moved, now, note))
  if (audit) yield* run(insertAudit(d, audit))
  const after = bookingOf((yield* row(bookingById(d, id)))!)
  yield* queueMail(d, after, now, compose)
  return after
}

/** Cancels a confirmed booking: cancelled, sequence raised, its cells freed. Null when there is none to cancel. */
export function* cancel(
  d: Dialect,
  id: string,
  now: string,
  note: string | null,
  audit?: AuditNote,
  compose?: BookingMail,
): Steps<StoredBooking | null> {
  const before = yield* row(lockedBooking(d, id))
  if (!before || before.status !== 'confirmed') return null
  yield* run(cancelBooking(d, id, now, note))
  yield* run(freeCells(d, id))
  if (audit) yield* run(insertAudit(d, audit))
  const after = bookingOf((yield* row(bookingById(d, id)))!)
  yield* queueMail(d, after, now, compose)
  return after
}

/**
 * Confirmed bookings starting in [from, to) whose day-before reminder was not queued for their present sequence
 * (never, or before a move), earliest first.
 */
export const unreminded = compiledOnce(({ b }: Dialect, from: string, to: string, limit: number) =>
  b
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where((eb) => eb.or([eb('reminded_sequence', 'is', null), eb('reminded_sequence', '<>', eb.ref('sequence'))]))
    .orderBy('starts_at')
    .limit(limit),
)

const markReminded = compiledOnce(({ b }: Dialect, id: string, sequence: number) =>
  b
    .updateTable('bookings')
    .set({ reminded_sequence: sequence })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('sequence', '=', sequence)
    .where((eb) => eb.or([eb('reminded_sequence', 'is', null), eb('reminded_sequence', '<>', sequence)])),
)

/**
 * Records that the reminder of the booking at `sequence` is queued, and queues it, once: the conditional update
 * changes the row only while the booking is confirmed, unmoved since it was read and not yet reminded, so of two
 * instances (or passes) at once only one queues the e-mail. False: nothing queued.
 */
export function* remind(d: Dialect, id: string, sequence: number, now: string, compose: BookingMail): Steps<boolean> {
  const changed = yield* run(markReminded(d, id, sequence))
  if (changed !== 1) return false
  yield* queueMail(d, bookingOf((yield* row(bookingById(d, id)))!), now, compose)
  return true
}

const insertSecret = compiledOnce(({ b }: Dialect, name: string, value: string, now: string) =>
  b
    .insertInto('site_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing()),
)

const secretNamed = compiledOnce(({ b }: Dialect, name: string) => b.selectFrom('site_secrets').select('value').where('name', '=', name))

/** The secret `name`: `candidate` if none was kept yet (the first instance to ask keeps it), else the kept one. */
export function* siteSecret(d: Dialect, name: string, candidate: string, now: string): Steps<string> {
  yield* run(insertSecret(d, name, candidate, now))
  return (yield* row(secretNamed(d, name)))!.value
}

/** KVKK erasure: every booking of the address (any ASCII case) and the cells it held; how many bookings went. */
export function* eraseByEmail(d: Dialect, email: string, now: string, audit?: AuditNote): Steps<number> {
  // Their time is freed at once, a future meeting's too.
  yield* run(cellsOfAddress(d, email))
  // Its e-mails (sent or waiting) name the visitor and hold their words: they go with the booking. No CANCEL is
  // queued for a future meeting (ADR 37 "(wadmin)"): it would keep the visitor's address and words after the erasure.
  yield* run(mailOfAddress(d, email))
  // A future meeting's row stays, blanked, until the calendar sync removed its event (then retention deletes it).
  const blanked = yield* run(tombstonesOfAddress(d, email, now))
  const erased = blanked + (yield* run(bookingsOfAddress(d, email)))
  if (audit) yield* run(insertAudit(d, audit))
  return erased
}

/** Retention: every booking that ended before `cutoff`, with its cells; how many went. */
export function* purgeEndedBefore(d: Dialect, cutoff: string): Steps<number> {
  yield* run(cellsEndedBefore(d, cutoff))
  yield* run(mailEndedBefore(d, cutoff))
  return yield* run(bookingsEndedBefore(d, cutoff))
}

/** The padded intervals as the slot lookup reads them. */
export const intervalsOf = (held: { held_from: string; held_until: string }[]) =>
  held.map((h) => ({ start: h.held_from, end: h.held_until }))
