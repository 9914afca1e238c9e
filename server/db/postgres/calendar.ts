import type { Sql } from 'postgres'
import type { CalendarRepository } from '../store.ts'
import type { CalendarBooking, CalendarBusy, CalendarConflict, CalendarSyncState, CalendarSyncUpdate } from '../calendar.ts'
import { instant } from '../bookings.ts'
import * as shared from '../shared/calendar.ts'
import { pgRow, pgRows, pgRun, postgresDialect as d } from '../shared/query.ts'
import { runPostgres } from '../shared/steps.ts'

/** The firm calendar's copy on PostgreSQL (CalendarRepository): the shared statements, each write one transaction. */
export class PgCalendarRepository implements CalendarRepository {
  private readonly sql: Sql

  constructor(sql: Sql) {
    this.sql = sql
  }

  async busy(from: string, to: string): Promise<CalendarBusy[]> {
    return shared.busyOf(await pgRows(this.sql, shared.busyBetween(d, instant(from), instant(to))))
  }

  async replaceBusy(intervals: CalendarBusy[], readAt: string): Promise<void> {
    await this.sql.begin((q) => runPostgres(q, shared.replaceBusy(d, intervals, instant(readAt))))
  }

  async syncState(): Promise<CalendarSyncState> {
    return shared.stateOf(await pgRow(this.sql, shared.stateRow(d)))
  }

  async saveSyncState(update: CalendarSyncUpdate): Promise<void> {
    await this.sql.begin((q) => runPostgres(q, shared.saveState(d, update)))
  }

  async useCalendar(url: string): Promise<number> {
    return (await this.sql.begin((q) => runPostgres(q, shared.useCalendar(d, url)))) as number
  }

  async claimLease(holder: string, now: string, until: string): Promise<boolean> {
    return (await pgRun(this.sql, shared.claimLease(d, holder, instant(now), instant(until)))) > 0
  }

  async releaseLease(holder: string): Promise<void> {
    await pgRun(this.sql, shared.releaseLease(d, holder))
  }

  async pendingWrites(now: string, limit: number): Promise<CalendarBooking[]> {
    return (await pgRows(this.sql, shared.pendingWrites(d, instant(now), limit))).map(shared.calendarBookingOf)
  }

  async markWritten(id: string, sequence: number, etag: string | null): Promise<boolean> {
    return (await pgRun(this.sql, shared.markWritten(d, id, sequence, etag))) > 0
  }

  async byUids(uids: string[]): Promise<CalendarBooking[]> {
    const out: CalendarBooking[] = []
    for (const chunk of shared.uidChunks(uids)) out.push(...(await pgRows(this.sql, shared.byUids(d, chunk))).map(shared.calendarBookingOf))
    return out
  }

  async written(from: string): Promise<CalendarBooking[]> {
    return (await pgRows(this.sql, shared.writtenAfter(d, instant(from)))).map(shared.calendarBookingOf)
  }

  async recordConflict(conflict: CalendarConflict): Promise<boolean> {
    return (await pgRun(this.sql, shared.recordConflict(d, shared.conflictIn(conflict)))) > 0
  }

  async clearConflict(bookingId: string): Promise<void> {
    await pgRun(this.sql, shared.clearConflict(d, bookingId))
  }

  async conflicts(now: string): Promise<CalendarConflict[]> {
    return (await pgRows(this.sql, shared.conflictsAfter(d, instant(now)))).map(shared.conflictOf)
  }
}
