import type { CalendarRepository } from '../store.ts'
import type { CalendarBooking, CalendarBusy, CalendarConflict, CalendarSyncState, CalendarSyncUpdate } from '../calendar.ts'
import { instant } from '../bookings.ts'
import * as shared from '../shared/calendar.ts'
import { sqliteDialect as d, sqliteRow, sqliteRows, sqliteRun } from '../shared/query.ts'
import { runSqlite } from '../shared/steps.ts'
import { transaction, type Database } from './database.ts'
import type { Sync } from './sync.ts'

/** The firm calendar's copy on SQLite (CalendarRepository): the shared statements, each write one transaction. */
export class SqliteCalendar implements Sync<CalendarRepository> {
  private readonly db: Database

  constructor(db: Database) {
    this.db = db
  }

  busy(from: string, to: string): CalendarBusy[] {
    return shared.busyOf(sqliteRows(this.db, shared.busyBetween(d, instant(from), instant(to))))
  }

  replaceBusy(intervals: CalendarBusy[], readAt: string): void {
    transaction(this.db, () => runSqlite(this.db, shared.replaceBusy(d, intervals, instant(readAt))))
  }

  syncState(): CalendarSyncState {
    return shared.stateOf(sqliteRow(this.db, shared.stateRow(d)))
  }

  saveSyncState(update: CalendarSyncUpdate): void {
    transaction(this.db, () => runSqlite(this.db, shared.saveState(d, update)))
  }

  useCalendar(url: string): number {
    return transaction(this.db, () => runSqlite(this.db, shared.useCalendar(d, url)))
  }

  claimLease(holder: string, now: string, until: string): boolean {
    return sqliteRun(this.db, shared.claimLease(d, holder, instant(now), instant(until))) > 0
  }

  releaseLease(holder: string): void {
    sqliteRun(this.db, shared.releaseLease(d, holder))
  }

  pendingWrites(now: string, limit: number): CalendarBooking[] {
    return sqliteRows(this.db, shared.pendingWrites(d, instant(now), limit)).map(shared.calendarBookingOf)
  }

  markWritten(id: string, sequence: number, etag: string | null): boolean {
    return sqliteRun(this.db, shared.markWritten(d, id, sequence, etag)) > 0
  }

  byUids(uids: string[]): CalendarBooking[] {
    return shared.uidChunks(uids).flatMap((chunk) => sqliteRows(this.db, shared.byUids(d, chunk)).map(shared.calendarBookingOf))
  }

  written(from: string): CalendarBooking[] {
    return sqliteRows(this.db, shared.writtenAfter(d, instant(from))).map(shared.calendarBookingOf)
  }

  recordConflict(conflict: CalendarConflict): boolean {
    return sqliteRun(this.db, shared.recordConflict(d, shared.conflictIn(conflict))) > 0
  }

  clearConflict(bookingId: string): void {
    sqliteRun(this.db, shared.clearConflict(d, bookingId))
  }

  conflicts(now: string): CalendarConflict[] {
    return sqliteRows(this.db, shared.conflictsAfter(d, instant(now))).map(shared.conflictOf)
  }
}
