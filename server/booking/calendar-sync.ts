import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { hostname } from 'node:os'
import type { Interval } from '../../src/lib/booking.ts'
import { DEFAULT_AVAILABILITY } from '../../src/lib/availability.ts'
import type { CalendarBooking, CalendarSyncError, Store, StoredBooking } from '../db/store.ts'
import type { CalendarConflict } from '../db/calendar.ts'
import type { Logger } from '../log.ts'
import type { Env } from '../env.ts'
import type { MailContent } from '../mail/mail-content.ts'
import { CalendarError, connectFirmCalendar, type ChangedEvent, type FirmCalendar, type RemovedEvent } from './caldav.ts'
import { firmInvitation } from './messages.ts'

/**
 * The firm's CalDAV calendar and the site's bookings kept in step (issue 37; ADR 37, "How the next session should
 * poll" and "(bcal) Calendar sync"). A worker on every instance; one at a time polls, under a lease in the Store.
 * Every 30 s the polling one
 * 1. writes what the calendar does not have yet: each confirmed booking's event (the firm's copy of the invitation)
 *    with `put()`, each cancelled one's removed, recording the sequence and ETag written (at least once: both calls
 *    are idempotent by UID; a booking never waits for the calendar);
 * 2. reads what changed since the stored sync token and, when anything did or the busy copy is older than 10 minutes
 *    (recurring events roll into the window as time passes), reads the busy times of the booking window and
 *    replaces the copy in the Store, leaving out the site's own bookings' events; slot lookup reads that copy
 *    (`calendarBusy`), never the calendar;
 * 3. reports an event of a booking that the firm moved, cancelled or deleted in the calendar through
 *    `onBookingChangedInCalendar`, for the booking service to move or cancel the booking with its e-mails. What the
 *    site wrote itself (the same times) is no change.
 * When the calendar cannot be reached, the last busy copy stays in use, the failure is logged once per kind and kept
 * in the Store for the back office, and the passes back off.
 */

/** What the firm did in the calendar to a booking's event. */
export type CalendarBookingChange = { kind: 'cancelled' } | { kind: 'moved'; startsAt: string; endsAt: string }

export interface BookingChangedInCalendar {
  bookingId: string
  change: CalendarBookingChange
}

export interface CalendarSyncOptions {
  store: Store
  /** Connects to the firm's calendar (connectFirmCalendar with env.caldav); called again after a failure. */
  connect: () => Promise<FirmCalendar>
  /** The booking's event as the calendar should hold it: the firm's copy of its invitation (firmInvitation). */
  eventText: (booking: StoredBooking) => string | Promise<string>
  /**
   * Called once per change the firm made to a booking's event. When it throws, the sync token is not advanced, so
   * the change is reported again on the next pass: it must be safe to repeat (cancelling twice changes nothing; a
   * booking already at the new times is no change).
   */
  onBookingChangedInCalendar?: (event: BookingChangedInCalendar) => void | Promise<void>
  /** How many days ahead visitors may book (the longest of the lawyers' horizons); default the firm's default, 30. */
  horizonDays?: () => number | Promise<number>
  log?: Pick<Logger, 'info' | 'warn' | 'error'>
  /** This instance's name as lease holder. */
  holder?: string
  /** Between passes (ms); default 30 s. */
  intervalMs?: number
  /** The busy copy is read in full at least this often (ms); default 10 minutes. */
  fullReadMs?: number
  /** How long a pass holds the lease (ms); default 2 minutes, renewed by every pass of the holder. */
  leaseMs?: number
  /** The longest wait between passes while the calendar fails (ms); default 5 minutes. */
  maxBackoffMs?: number
  /** Bookings written per pass. */
  batch?: number
  /** The clock (tests). */
  now?: () => number
}

export type { CalendarConflict }

/** What the back office and /healthz show of the calendar sync. */
export interface CalendarSyncStatus {
  /** The end of the last pass that reached the calendar, or null. */
  lastSuccessAt: string | null
  /** The last failure (cleared by a pass that reaches the calendar), or null. */
  lastError: CalendarSyncError | null
  /** When the busy copy was last read in full, and how old it is (seconds), or null before the first read. */
  busyReadAt: string | null
  busyAgeSeconds: number | null
  /** Bookings whose present state the calendar does not have yet. */
  pendingWrites: number
  /** The firm's changes in the calendar that the site refused and that still count (from the Store: every instance's). */
  conflicts: CalendarConflict[]
}

/** What one pass did (tests and logs). */
export interface PassReport {
  /** False when another instance holds the lease (nothing was done). */
  ran: boolean
  written: number
  removed: number
  /** Whether the busy copy was replaced. */
  busyRead: boolean
  reported: BookingChangedInCalendar[]
  /** The CalendarError that ended the pass, if any. */
  error: CalendarError | null
}

export interface CalendarSync {
  readonly holder: string
  /** One pass now (what the timer runs); passes never overlap. */
  pass(): Promise<PassReport>
  /** Runs a pass soon (a booking was made, moved or cancelled: write it without waiting 30 s). */
  kick(): void
  status(): Promise<CalendarSyncStatus>
  /** Sets who hears of the firm's changes to bookings (the booking service, wired after the worker starts). */
  useChangeHandler(handler: CalendarSyncOptions['onBookingChangedInCalendar']): void
  /** Sets the longest horizon of the lawyers' availability (the booking service knows it, wired after the start). */
  useHorizon(horizonDays: CalendarSyncOptions['horizonDays']): void
  /** Records in the Store that the firm's change to a booking was refused (the change handler calls it). */
  conflict(conflict: CalendarConflict): Promise<void>
  /** Stops the timer, waits for the pass under way and lets the lease go. */
  stop(): Promise<void>
}

const MINUTE = 60_000
const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b)

/**
 * The wait before the next pass after `failures` failed ones in a row: the interval, doubled after each failure from
 * the second on, at most `maxBackoffMs` (a calendar down for hours is asked every 5 minutes, not every 30 s).
 */
export function passDelay(failures: number, intervalMs: number, maxBackoffMs: number): number {
  return failures <= 1 ? intervalMs : Math.min(maxBackoffMs, intervalMs * 2 ** (failures - 1))
}

/**
 * Bookings made, moved or cancelled in this process wake its calendar sync at once (as scheduleChanged does the
 * content scheduler's), so the calendar has them in a request's time rather than within 30 s. The booking service
 * calls it after each change; another instance's changes are written by the next pass of whichever instance polls.
 */
const bookingChanges = new EventEmitter()
bookingChanges.setMaxListeners(0)
export const bookingsChanged = (): void => void bookingChanges.emit('changed')

/** The calendar's busy times in [from, to) as the slot lookup takes them (`busy` of freeSlots and checkSlot). */
export async function calendarBusy(store: Store, from: string, to: string): Promise<Interval[]> {
  return (await store.calendar.busy(from, to)).map(({ start, end }) => ({ start, end }))
}

/** The calendar sync's state as the back office shows it, from the Store (any instance, running or not). */
export async function calendarSyncStatus(store: Store, now = Date.now()): Promise<CalendarSyncStatus> {
  const [state, pending, conflicts] = await Promise.all([
    store.calendar.syncState(),
    store.calendar.pendingWrites(iso(now), 1000),
    store.calendar.conflicts(iso(now)),
  ])
  return {
    lastSuccessAt: state.successAt,
    lastError: state.error,
    busyReadAt: state.fullReadAt,
    busyAgeSeconds: state.fullReadAt === null ? null : Math.max(0, Math.round((now - Date.parse(state.fullReadAt)) / 1000)),
    pendingWrites: pending.length,
    conflicts,
  }
}

/** Creates the worker; `start()` runs its passes every `intervalMs`. stop() before the Store closes. */
export function createCalendarSync(options: CalendarSyncOptions): CalendarSync & { start(): void } {
  const {
    store,
    log = console,
    intervalMs = 30_000,
    fullReadMs = 10 * MINUTE,
    leaseMs = 2 * MINUTE,
    maxBackoffMs = 5 * MINUTE,
    batch = 50,
    now = Date.now,
  } = options
  const holder = options.holder ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`
  let calendar: FirmCalendar | null = null
  let timer: NodeJS.Timeout | undefined
  let running: Promise<PassReport> | null = null
  let started = false
  let stopped = false
  let failures = 0
  /** The kind of failure last logged at error level: the same again is not logged every 30 s. */
  let logged: string | null = null
  let onChange = options.onBookingChangedInCalendar
  let horizonDays = options.horizonDays

  const connected = async (): Promise<FirmCalendar> => (calendar ??= await options.connect())

  /** Records the calendar's ETag for a booking without claiming a sequence it did not write (-1: not confirmed). */
  const recordSeen = (b: CalendarBooking, etag: string | null) => store.calendar.markWritten(b.id, b.calendarSequence ?? -1, etag)

  /**
   * A calendar other than the one last used (CALDAV_URL changed): its events are not the old one's, so a booking
   * missing from it was not deleted by the firm. Everything is written to it afresh and read from it afresh.
   */
  async function followCalendar(cal: FirmCalendar): Promise<void> {
    const state = await store.calendar.syncState()
    if (state.calendarUrl === cal.calendarUrl) return
    const again = await store.calendar.useCalendar(cal.calendarUrl)
    if (state.calendarUrl !== null)
      log.warn(`calendar: now ${cal.calendarUrl} (was ${state.calendarUrl}); ${again} booking(s) are written to it again`, {
        bookings: again,
      })
  }

  /** 1. Writes the bookings the calendar does not have in their present state; the ones refused as changed. */
  async function flush(cal: FirmCalendar, report: PassReport): Promise<CalendarBooking[]> {
    const conflicts: CalendarBooking[] = []
    for (const b of await store.calendar.pendingWrites(iso(now()), batch)) {
      if (b.status === 'cancelled') {
        await cal.remove(b.uid)
        await store.calendar.markWritten(b.id, b.sequence, null)
        report.removed++
        continue
      }
      try {
        const { etag } = await cal.put(b.uid, await options.eventText(b), b.calendarEtag ? { etag: b.calendarEtag } : {})
        await store.calendar.markWritten(b.id, b.sequence, etag)
        report.written++
      } catch (error) {
        // The firm changed the event since it was written: read what it did before writing over it.
        if (error instanceof CalendarError && error.code === 'changed') conflicts.push(b)
        else throw error
      }
    }
    return conflicts
  }

  /** What the firm did to a booking's event, or null when the calendar holds what the site wrote (or will). */
  function changeOf(b: CalendarBooking, e: ChangedEvent | RemovedEvent): CalendarBookingChange | null {
    // A cancelled booking's event is on its way out; a booking whose change is not written yet gets it written.
    if (b.status !== 'confirmed' || b.calendarSequence !== b.sequence) return null
    if (e.kind === 'removed') return b.calendarEtag === null ? null : { kind: 'cancelled' }
    if (e.status === 'cancelled') return { kind: 'cancelled' }
    if (sameInstant(e.start, b.startsAt) && sameInstant(e.end, b.endsAt)) return null
    return { kind: 'moved', startsAt: iso(Date.parse(e.start)), endsAt: iso(Date.parse(e.end)) }
  }

  /** 2 and 3. Reads the changes, reports the firm's changes to bookings, refreshes the busy copy when due. */
  async function readChanges(cal: FirmCalendar, report: PassReport): Promise<void> {
    const state = await store.calendar.syncState()
    const result = await cal.changes(state.syncToken)
    const uids = result.events.flatMap((e) => (e.uid ? [e.uid] : []))
    const bookings = new Map((await store.calendar.byUids(uids)).map((b) => [b.uid, b]))
    const seen = new Set<string>()
    let reportFailed = false
    const reportChange = async (b: CalendarBooking, change: CalendarBookingChange) => {
      const event = { bookingId: b.id, change }
      report.reported.push(event)
      log.info(`calendar: booking ${b.id} was ${change.kind} in the firm's calendar`, { booking: b.id, change: change.kind })
      try {
        // Nobody to hear it yet (the service is wired after the worker starts): read it again next pass.
        if (!onChange) throw new Error('no change handler is set yet')
        await onChange(event)
        return true
      } catch (error) {
        reportFailed = true
        log.error(`calendar: the change to booking ${b.id} could not be applied; it is read again`, { booking: b.id, error })
        return false
      }
    }
    for (const e of result.events) {
      const b = e.uid ? bookings.get(e.uid) : undefined
      if (!b) continue
      seen.add(b.uid)
      // The event read again: whatever the firm did with it now replaces the conflict it made before.
      await store.calendar.clearConflict(b.id)
      const change = changeOf(b, e)
      // Not heard: nothing recorded, so that the same change reads as one again next time (a removed event as deleted).
      if (change && !(await reportChange(b, change))) continue
      // The calendar's version from now on: the next put replaces this one and no other.
      await recordSeen(b, e.kind === 'removed' ? null : e.etag)
    }
    if (result.full) {
      // The whole calendar: a booking whose written event is missing from it was deleted there.
      for (const b of await store.calendar.written(iso(now()))) {
        if (seen.has(b.uid)) continue
        const change = changeOf(b, { kind: 'removed', uid: b.uid, href: '' })
        if (change && !(await reportChange(b, change))) continue
        await recordSeen(b, null)
      }
    }
    const stale = state.fullReadAt === null || now() - Date.parse(state.fullReadAt) >= fullReadMs
    if (result.events.length > 0 || result.full || stale) {
      const start = now()
      const days = (await horizonDays?.()) ?? DEFAULT_AVAILABILITY.horizonDays
      const busy = await cal.busy(iso(start), iso(start + (days + 1) * DAY))
      const own = new Set((await store.calendar.byUids(busy.map((i) => i.uid))).map((b) => b.uid))
      await store.calendar.replaceBusy(
        busy.filter((i) => !own.has(i.uid)).map(({ uid, start, end }) => ({ uid, start, end })),
        iso(start),
      )
      report.busyRead = true
    }
    // Kept only once everything it told was handled: after a crash or a failed report, the same changes come again.
    if (!reportFailed) await store.calendar.saveSyncState({ syncToken: result.syncToken })
  }

  function failed(error: unknown): string {
    if (error instanceof CalendarError) return `${error.code}`
    return `other: ${(error as Error)?.message ?? String(error)}`
  }

  async function run(): Promise<PassReport> {
    const report: PassReport = { ran: false, written: 0, removed: 0, busyRead: false, reported: [], error: null }
    const start = now()
    try {
      if (!(await store.calendar.claimLease(holder, iso(start), iso(start + leaseMs)))) return report
      report.ran = true
      const cal = await connected()
      await followCalendar(cal)
      const conflicts = await flush(cal, report)
      await readChanges(cal, report)
      // The changes just read gave those bookings the calendar's present ETag: write them over it now.
      if (conflicts.length > 0) await flush(cal, report)
      await store.calendar.saveSyncState({ successAt: iso(now()), error: null })
      if (logged !== null) log.info('calendar: the firm’s calendar is reachable again')
      logged = null
      failures = 0
    } catch (error) {
      failures++
      const kind = failed(error)
      if (error instanceof CalendarError) {
        report.error = error
        // A wrong password or a deleted calendar: connect afresh next time (the settings may be right again).
        if (error.code !== 'changed') calendar = null
        await store.calendar
          .saveSyncState({ error: { code: error.code, message: error.message, at: iso(now()) } })
          .catch((e: unknown) => log.error('calendar: the sync state could not be saved', { error: e }))
      }
      if (kind !== logged) {
        log.error(
          error instanceof CalendarError
            ? `calendar: ${error.message}; the site keeps its own bookings and the busy times last read`
            : 'calendar: the sync pass failed',
          { error, code: error instanceof CalendarError ? error.code : undefined },
        )
        logged = kind
      }
    }
    return report
  }

  const schedule = () => {
    clearTimeout(timer)
    if (stopped || !started) return
    const wait = passDelay(failures, intervalMs, maxBackoffMs)
    timer = setTimeout(() => void pass(), wait)
    timer.unref()
  }

  function kick() {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void pass(), 0)
    timer.unref()
  }

  async function pass(): Promise<PassReport> {
    while (running) await running.catch(() => undefined)
    if (stopped) return { ran: false, written: 0, removed: 0, busyRead: false, reported: [], error: null }
    running = run().finally(() => {
      running = null
      schedule()
    })
    return running
  }

  return {
    holder,
    pass,
    kick,
    status: () => calendarSyncStatus(store, now()),
    conflict: async (c) => {
      await store.calendar.recordConflict(c)
      log.error(`calendar: booking ${c.bookingId} was moved in the firm's calendar to ${c.startsAt}, refused: ${c.reason}`, {
        booking: c.bookingId,
        startsAt: c.startsAt,
      })
    },
    useChangeHandler: (handler) => void (onChange = handler),
    useHorizon: (days) => void (horizonDays = days),
    start: () => {
      if (started) return
      started = true
      bookingChanges.on('changed', kick)
      void pass()
    },
    stop: async () => {
      stopped = true
      bookingChanges.off('changed', kick)
      clearTimeout(timer)
      while (running) await running.catch(() => undefined)
      await store.calendar.releaseLease(holder).catch(() => undefined)
    },
  }
}

/**
 * The server's calendar sync when CALDAV_URL is set (env.caldav), started; null without a calendar (the site's own
 * bookings are then the only truth). The event written is the firm's copy of the invitation, with the firm's
 * published name and address (`content`, as the e-mails read them).
 */
export function startFirmCalendarSync(deps: FirmCalendarDeps): (CalendarSync & { start(): void }) | null {
  const sync = firmCalendarSync(deps)
  sync?.start()
  return sync
}

export interface FirmCalendarDeps {
  env: Pick<Env, 'caldav' | 'FIRM_EMAIL' | 'SITE_URL'>
  store: Store
  content: () => Promise<MailContent>
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  holder?: string
  /** The worker's other options (tests: the interval, the clock). */
  options?: Partial<CalendarSyncOptions>
}

/** The server's calendar sync as startFirmCalendarSync makes it, not started (tests drive its passes). */
export function firmCalendarSync(deps: FirmCalendarDeps): (CalendarSync & { start(): void }) | null {
  const { env, store, content, log, holder } = deps
  const settings = env.caldav
  if (!settings) return null
  const mail = { firmEmail: env.FIRM_EMAIL, siteUrl: env.SITE_URL, messageIdDomain: new URL(env.SITE_URL).hostname }
  return createCalendarSync({
    store,
    connect: () => connectFirmCalendar(settings),
    eventText: async (booking) => firmInvitation(booking, { ...mail, content: await content() }).content,
    log,
    holder,
    ...deps.options,
  })
}
