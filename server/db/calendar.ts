import type { StoredBooking } from './bookings.ts'

/**
 * The words of the firm calendar's copy in the Store (issue 37, ADR 37 "(bcal) Calendar sync"): the busy times the
 * sync worker last read from the CalDAV calendar, its state (one row) and, per booking, what it last wrote there.
 * Plain values only, as every Store type; times are ISO 8601 UTC as `toISOString()` writes them.
 */

/** Time taken in the firm's calendar, with its event's UID. */
export interface CalendarBusy {
  uid: string
  start: string
  end: string
}

/** The last failure to reach or use the calendar, in plain words (CalendarError's code and message). */
export interface CalendarSyncError {
  code: string
  message: string
  at: string
}

/** The sync worker's state, one for the site (every instance shares it). */
export interface CalendarSyncState {
  /** The calendar everything here was read from and written to (null: none yet). */
  calendarUrl: string | null
  /** What changes() answered last: give it to the next call (null: read everything). */
  syncToken: string | null
  /** When the busy copy was last replaced by a full read of the booking window. */
  fullReadAt: string | null
  /** The end of the last pass that reached the calendar. */
  successAt: string | null
  /** The last failure, cleared by the next pass that reaches the calendar. */
  error: CalendarSyncError | null
  /** The instance polling now and until when (null: none). */
  lease: { holder: string; until: string } | null
}

/** What a pass changes in the state; absent fields stay as they are, `error: null` clears the error. */
export interface CalendarSyncUpdate {
  calendarUrl?: string
  syncToken?: string | null
  successAt?: string
  error?: CalendarSyncError | null
}

/** A booking with what the worker last wrote of it to the calendar (both null: never written). */
export interface CalendarBooking extends StoredBooking {
  /** The booking's sequence at the last put (confirmed) or remove (cancelled). */
  calendarSequence: number | null
  /** The ETag of the calendar's event as last written or seen, to replace only that version. */
  calendarEtag: string | null
}

/**
 * A change the firm made in its calendar that the site refused (a move onto time another booking holds, off the
 * 5-minute grid or into the past): the booking stays as it was, the calendar keeps the firm's time. Kept on the
 * booking's row (every instance sees it) until the event is read again or the site moves or cancels the booking.
 */
export interface CalendarConflict {
  bookingId: string
  /** The times the firm gave the event in its calendar. */
  startsAt: string
  endsAt: string
  /** Why the site refused it, in plain words for the staff. */
  reason: string
  /** When the change was read. */
  at: string
}
