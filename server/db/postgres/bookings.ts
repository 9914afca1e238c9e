import { randomBytes, randomUUID } from 'node:crypto'
import type { Sql } from 'postgres'
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
import { pgRow, pgRows, postgresDialect as d } from '../shared/query.ts'
import { runPostgres, type Steps } from '../shared/steps.ts'
import { lockName } from './connection.ts'

const BOOKINGS_LOCK = 'bookings'

/**
 * Bookings on PostgreSQL (BookingsRepository): each write one `sql.begin` running the shared steps
 * (server/db/shared/bookings.ts), after taking the bookings' advisory lock. The cells' primary key is what refuses a
 * double booking; the lock only queues the writers, as SQLite does. Without it a move (its old cells freed, then new
 * ones claimed) and a create could each hold cells the other claims: PostgreSQL then aborted one as a deadlock, and
 * three tries were not always enough (the crossing test failed about one run in four on a loaded machine). Booking
 * writes are seconds apart on a firm's site, and a queued one takes a few milliseconds.
 */
export class PgBookingsRepository implements BookingsRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  /** The steps (made afresh for each try) in one transaction; a claim that found its time taken answers `taken`. */
  private async run<T>(work: () => Steps<T>): Promise<T | Taken> {
    try {
      return (await this.sql.begin(async (q) => {
        await lockName(q, BOOKINGS_LOCK)
        return runPostgres(q, work())
      })) as T
    } catch (error) {
      return answerOf<Taken>(error)
    }
  }

  create(booking: NewBooking, now: string, opts: { compose?: BookingMail } = {}): Promise<StoredBooking | Taken> {
    const id = randomBytes(16).toString('base64url')
    const uid = booking.uid ?? randomUUID()
    return this.run(() => shared.create(d, id, uid, booking, instant(now), opts.compose))
  }

  move(
    id: string,
    to: BookingTimes,
    now: string,
    opts: { note?: string | null; audit?: AuditNote; compose?: BookingMail } = {},
  ): Promise<StoredBooking | Taken | null> {
    return this.run(() => shared.move(d, id, to, instant(now), opts.note ?? null, opts.audit, opts.compose))
  }

  async cancel(
    id: string,
    now: string,
    opts: { note?: string | null; audit?: AuditNote; compose?: BookingMail } = {},
  ): Promise<StoredBooking | null> {
    return (await this.sql.begin(async (q) => {
      await lockName(q, BOOKINGS_LOCK)
      return runPostgres(q, shared.cancel(d, id, instant(now), opts.note ?? null, opts.audit, opts.compose))
    })) as StoredBooking | null
  }

  async unreminded(from: string, to: string, limit: number): Promise<StoredBooking[]> {
    return (await pgRows(this.sql, shared.unreminded(d, instant(from), instant(to), limit))).map(shared.bookingOf)
  }

  async remind(id: string, sequence: number, now: string, compose: BookingMail): Promise<boolean> {
    return (await this.sql.begin((q) => runPostgres(q, shared.remind(d, id, sequence, instant(now), compose)))) as boolean
  }

  async siteSecret(name: string, candidate: string, now: string): Promise<string> {
    return (await this.sql.begin((q) => runPostgres(q, shared.siteSecret(d, name, candidate, instant(now))))) as string
  }

  async get(id: string): Promise<StoredBooking | null> {
    const row = await pgRow(this.sql, shared.bookingById(d, id))
    return row ? shared.bookingOf(row) : null
  }

  async list(query: BookingListQuery): Promise<StoredBooking[]> {
    const lists = query.lawyer === undefined ? shared.bookingList.all : shared.bookingList.ofLawyer
    const list = query.newestFirst ? lists.past : lists.upcoming
    const rows = await pgRows(this.sql, list(d, query.lawyer ?? '', instant(query.from), instant(query.to), query.limit, query.offset ?? 0))
    return rows.map(shared.bookingOf)
  }

  async taken(lawyer: string, from: string, to: string): Promise<Interval[]> {
    return shared.intervalsOf(await pgRows(this.sql, shared.takenIntervals(d, lawyer, instant(from), instant(to))))
  }

  async byEmail(email: string): Promise<StoredBooking[]> {
    return (await pgRows(this.sql, shared.bookingsOf(d, email))).map(shared.bookingOf)
  }

  async eraseByEmail(email: string, audit?: AuditNote, now = new Date().toISOString()): Promise<number> {
    const erased = (await this.sql.begin((q) => runPostgres(q, shared.eraseByEmail(d, email, now, audit)))) as number
    // As the leads' erasure: VACUUM takes the deleted rows out of the tables' pages (ADR 23).
    await this.sql`VACUUM bookings, booking_cells, outbox`.simple().catch(() => {})
    return erased
  }

  async purgeEndedBefore(cutoff: string): Promise<number> {
    return (await this.sql.begin((q) => runPostgres(q, shared.purgeEndedBefore(d, instant(cutoff))))) as number
  }

  async availability(lawyer: string): Promise<AvailabilityRecord | null> {
    const row = await pgRow(this.sql, shared.availabilityOf(d, lawyer))
    return row ? shared.availabilityRecordOf(row) : null
  }

  async putAvailability(lawyer: string, availability: object, actor: string, now: string, audit?: AuditNote): Promise<void> {
    await this.sql.begin((q) => runPostgres(q, shared.putAvailability(d, lawyer, availability, actor, instant(now), audit)))
  }
}
