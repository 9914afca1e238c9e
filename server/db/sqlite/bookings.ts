import { randomBytes, randomUUID } from 'node:crypto'
import type { Interval } from '../../../src/lib/booking.ts'
import type { AuditNote, BookingsRepository } from '../store.ts'
import {
  instant,
  type AvailabilityRecord,
  type BookingListQuery,
  type BookingMail,
  type BookingTimes,
  type NewBooking,
  type StoredBooking,
  type Taken,
} from '../bookings.ts'
import * as shared from '../shared/bookings.ts'
import { answerOf } from '../shared/content-steps.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows } from '../shared/query.ts'
import { runSqlite, type Steps } from '../shared/steps.ts'
import { eraseFromDisk, transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

/**
 * Bookings on SQLite (BookingsRepository). Each write is one BEGIN IMMEDIATE transaction running the shared steps
 * (server/db/shared/bookings.ts); the cells' primary key decides a double booking, as on PostgreSQL.
 */
export class SqliteBookings implements Sync<BookingsRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  /** The steps in one transaction; a claim that found its time taken rolls back and answers `taken`. */
  private run<T>(work: Steps<T>): T | Taken {
    try {
      return transaction(this.db, () => runSqlite(this.db, work))
    } catch (error) {
      return answerOf<Taken>(error)
    }
  }

  create(booking: NewBooking, now: string, opts: { compose?: BookingMail } = {}): StoredBooking | Taken {
    const id = randomBytes(16).toString('base64url')
    return this.run(shared.create(d, id, booking.uid ?? randomUUID(), booking, instant(now), opts.compose))
  }

  move(
    id: string,
    to: BookingTimes,
    now: string,
    opts: { note?: string | null; audit?: AuditNote; compose?: BookingMail } = {},
  ): StoredBooking | Taken | null {
    return this.run(shared.move(d, id, to, instant(now), opts.note ?? null, opts.audit, opts.compose))
  }

  cancel(id: string, now: string, opts: { note?: string | null; audit?: AuditNote; compose?: BookingMail } = {}): StoredBooking | null {
    return transaction(this.db, () => runSqlite(this.db, shared.cancel(d, id, instant(now), opts.note ?? null, opts.audit, opts.compose)))
  }

  unreminded(from: string, to: string, limit: number): StoredBooking[] {
    return sqliteRows(this.db, shared.unreminded(d, instant(from), instant(to), limit)).map(shared.bookingOf)
  }

  remind(id: string, sequence: number, now: string, compose: BookingMail): boolean {
    return transaction(this.db, () => runSqlite(this.db, shared.remind(d, id, sequence, instant(now), compose)))
  }

  siteSecret(name: string, candidate: string, now: string): string {
    return transaction(this.db, () => runSqlite(this.db, shared.siteSecret(d, name, candidate, instant(now))))
  }

  get(id: string): StoredBooking | null {
    const row = sqliteRow(this.db, shared.bookingById(d, id))
    return row ? shared.bookingOf(row) : null
  }

  list(query: BookingListQuery): StoredBooking[] {
    const lists = query.lawyer === undefined ? shared.bookingList.all : shared.bookingList.ofLawyer
    const list = query.newestFirst ? lists.past : lists.upcoming
    const { from, to } = { from: instant(query.from), to: instant(query.to) }
    return sqliteRows(this.db, list(d, query.lawyer ?? '', from, to, query.limit, query.offset ?? 0)).map(shared.bookingOf)
  }

  taken(lawyer: string, from: string, to: string): Interval[] {
    return shared.intervalsOf(sqliteRows(this.db, shared.takenIntervals(d, lawyer, instant(from), instant(to))))
  }

  byEmail(email: string): StoredBooking[] {
    return sqliteRows(this.db, shared.bookingsOf(d, email)).map(shared.bookingOf)
  }

  eraseByEmail(email: string, audit?: AuditNote, now = new Date().toISOString()): number {
    const erased = transaction(this.db, () => runSqlite(this.db, shared.eraseByEmail(d, email, now, audit)))
    // The deleted rows' earlier page versions stay in the write-ahead log until a checkpoint.
    eraseFromDisk(this.db)
    return erased
  }

  purgeEndedBefore(cutoff: string): number {
    return transaction(this.db, () => runSqlite(this.db, shared.purgeEndedBefore(d, instant(cutoff))))
  }

  availability(lawyer: string): AvailabilityRecord | null {
    const row = sqliteRow(this.db, shared.availabilityOf(d, lawyer))
    return row ? shared.availabilityRecordOf(row) : null
  }

  putAvailability(lawyer: string, availability: object, actor: string, now: string, audit?: AuditNote): void {
    transaction(this.db, () => runSqlite(this.db, shared.putAvailability(d, lawyer, availability, actor, instant(now), audit)))
  }
}
