import ICAL from 'ical.js'
import { createDAVClient } from 'tsdav'
import type { Interval } from '../../src/lib/booking.ts'
import { ISTANBUL_OFFSET_MINUTES, ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'
import { offsetMsAt } from '../../src/lib/zoned-time.ts'

/**
 * The firm's own calendar over CalDAV (Nextcloud, Radicale, iCloud, Google's CalDAV), optional (issue 37): busy times
 * read from it, each booking written to it as one event resource named after its UID, and what changed in it since
 * the last look, so that a booking moved or cancelled in the calendar can be reflected on the site. The site's own
 * bookings stay the truth; this module only talks to the calendar (docs/decisions/0037-booking.md).
 */

export interface CalendarSettings {
  /** The server's address (discovery finds the user's calendar) or the calendar's own address. */
  url: string
  username: string
  password: string
  /** The calendar's own address, when the account has several. */
  calendarUrl?: string
  /** How long one request may take before the server counts as unreachable. Default 10 s. */
  timeoutMs?: number
}

/** Time taken in the calendar, with the event's UID (a booking's own event carries the booking's UID). */
export interface BusyInterval extends Interval {
  uid: string
}

/** An event added or changed in the calendar: its first occurrence's times. */
export interface ChangedEvent {
  kind: 'changed'
  uid: string
  href: string
  etag: string | null
  start: string
  end: string
  status: 'confirmed' | 'tentative' | 'cancelled'
}

/** A resource deleted from the calendar; its UID is known when the resource was named after it (`<uid>.ics`). */
export interface RemovedEvent {
  kind: 'removed'
  uid: string | null
  href: string
}

export interface CalendarChanges {
  /** Give it to the next changes() call. */
  syncToken: string | null
  /**
   * true: `events` is every event in the calendar (the first call, or a token the server no longer knows), so an
   * event of a booking that is not in it was deleted. false: only what changed since the token.
   */
  full: boolean
  events: (ChangedEvent | RemovedEvent)[]
}

export interface FirmCalendar {
  /** The calendar in use (discovered when the settings named only the server). */
  calendarUrl: string
  /** Busy time overlapping [from, to), recurring events expanded, free (transparent) and cancelled ones left out. */
  busy: (from: string, to: string) => Promise<BusyInterval[]>
  /**
   * Creates or replaces the booking's event (`<uid>.ics`). With `etag` (from put() or changes()) it replaces only
   * that version: a CalendarError 'changed' says the event was changed in the calendar since.
   */
  put: (uid: string, icsText: string, options?: { etag?: string }) => Promise<{ etag: string | null }>
  /** Deletes the booking's event; an event already gone is not an error. */
  remove: (uid: string, options?: { etag?: string }) => Promise<void>
  /** What changed in the calendar since `syncToken` (WebDAV sync-collection, RFC 6578); everything without one. */
  changes: (syncToken?: string | null) => Promise<CalendarChanges>
}

export type CalendarErrorCode = 'unauthorized' | 'not-found' | 'unreachable' | 'changed' | 'refused'

/** A failure in plain words, naming the address but never the password. */
export class CalendarError extends Error {
  readonly code: CalendarErrorCode
  constructor(code: CalendarErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'CalendarError'
    this.code = code
  }
}

/** The address as shown in messages: any user name or password written into it left out. */
function shown(url: string): string {
  try {
    const u = new URL(url)
    u.username = ''
    u.password = ''
    return u.href
  } catch {
    return '(not a URL)'
  }
}

const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`)

/** Connects and checks the calendar is there; throws a CalendarError when it cannot be used. */
export async function connectFirmCalendar(settings: CalendarSettings): Promise<FirmCalendar> {
  const { username, password, timeoutMs = 10_000 } = settings
  if (!URL.canParse(settings.url)) throw new CalendarError('not-found', `The calendar address ${shown(settings.url)} is not a URL`)
  // The account is username and password; fetch refuses an address with credentials written into it.
  const serverUrl = shown(settings.url)

  /** The calendar's address once connected. */
  let connected: string | null = null
  // Every request goes through here: one place turns a refused password and an unreachable server into plain
  // words (tsdav's own messages vary by call), and each request gets its own deadline.
  const request: typeof fetch = async (input, init) => {
    const target = input instanceof Request ? input.url : String(input)
    let response: Response
    try {
      response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name
      const why = cause === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : cause
      throw new CalendarError('unreachable', `The calendar server at ${shown(target)} could not be reached (${why})`, { cause: error })
    }
    // A calendar deleted since connecting, in plain words: tsdav reads one shape of 404 to a calendar-query as "no
    // events" (the calendar would look free) and others as a query that failed.
    if (response.status === 404 && connected && slash(new URL(target).href) === connected && init?.method !== 'DELETE') {
      throw new CalendarError('not-found', `There is no calendar at ${shown(connected)} any more (HTTP 404)`)
    }
    if (response.status === 401) {
      throw new CalendarError(
        'unauthorized',
        `The calendar server at ${shown(target)} refused the user name or password (HTTP 401): check CALDAV_USERNAME and CALDAV_PASSWORD`,
      )
    }
    return response
  }
  const client = await createDAVClient({
    serverUrl,
    credentials: { username, password },
    authMethod: 'Basic',
    fetch: request,
  })

  const describe = async (url: string) => {
    const [response] = await client.propfind({ url, props: { 'd:resourcetype': {}, 'd:supported-report-set': {} }, depth: '0' })
    if (response?.status === 404) return null
    if (!response?.ok)
      throw new CalendarError('refused', `The calendar server at ${shown(url)} answered ${response?.status} ${response?.statusText}`)
    const types = Object.keys((response.props?.resourcetype as object | undefined) ?? {})
    const reports = JSON.stringify(response.props?.supportedReportSet ?? {})
    return { isCalendar: types.includes('calendar'), sync: reports.includes('syncCollection') }
  }

  let calendarUrl = settings.calendarUrl ? slash(shown(settings.calendarUrl)) : null
  if (!calendarUrl && (await describe(serverUrl))?.isCalendar) calendarUrl = slash(serverUrl)
  if (!calendarUrl) {
    const account = await client.createAccount({ account: { serverUrl, accountType: 'caldav' } }).catch((error: unknown) => {
      if (error instanceof CalendarError) throw error
      throw new CalendarError('not-found', `No CalDAV account found at ${serverUrl} for ${username}`, { cause: error })
    })
    const calendars = (await client.fetchCalendars({ account })).filter((c) => !c.components?.length || c.components.includes('VEVENT'))
    if (calendars.length === 0) throw new CalendarError('not-found', `The account ${username} at ${serverUrl} has no calendar`)
    if (calendars.length > 1) {
      throw new CalendarError(
        'not-found',
        `The account ${username} at ${serverUrl} has ${calendars.length} calendars (${calendars.map((c) => shown(c.url)).join(', ')}): set the address of the one bookings go to`,
      )
    }
    calendarUrl = slash(calendars[0].url)
  }
  const calendar = await describe(calendarUrl)
  if (!calendar?.isCalendar) throw new CalendarError('not-found', `There is no calendar at ${shown(calendarUrl)}`)
  const home = calendarUrl
  connected = home

  const resourceUrl = (uid: string) => new URL(`${encodeURIComponent(uid)}.ics`, home).href
  const calendarQuery = (filter: object) =>
    client.calendarQuery({
      url: home,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: { 'comp-filter': { _attributes: { name: 'VCALENDAR' }, 'comp-filter': { _attributes: { name: 'VEVENT' }, ...filter } } },
      depth: '1',
    })

  const failure = (response: Response, what: string) =>
    response.status === 412
      ? new CalendarError('changed', `${what}: the event was changed in the calendar since it was read`)
      : new CalendarError('refused', `${what}: the calendar server answered ${response.status} ${response.statusText}`)

  /** tsdav's own errors (a query the server refused, an answer it could not read) in the same plain form. */
  const plainly = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof CalendarError) throw error
      throw new CalendarError('refused', `${what} from ${shown(home)} failed: ${(error as Error).message.slice(0, 300)}`, { cause: error })
    }
  }

  const full = async (): Promise<CalendarChanges> => ({
    syncToken: null,
    full: true,
    events: (await calendarQuery({})).flatMap((r) =>
      changedEvent(new URL(String(r.href), home).href, r.props?.getetag, r.props?.calendarData),
    ),
  })

  return {
    calendarUrl: home,

    busy: (from, to) =>
      plainly('Reading busy times', async () => {
        const range = { 'time-range': { _attributes: { start: icalUtc(from), end: icalUtc(to) } } }
        const responses = await calendarQuery(range)
        const [fromMs, toMs] = [Date.parse(from), Date.parse(to)]
        return responses
          .flatMap((r) => (typeof r.props?.calendarData === 'string' ? busyIn(r.props.calendarData, fromMs, toMs) : []))
          .sort((a, b) => a.start.localeCompare(b.start))
      }),

    put: async (uid, icsText, options = {}) => {
      const what = `Writing the event ${uid} to ${shown(home)}`
      const response = await client.updateObject({
        url: resourceUrl(uid),
        data: storable(uid, icsText),
        etag: options.etag,
        headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
      })
      await response.body?.cancel()
      if (!response.ok) throw failure(response, what)
      return { etag: response.headers.get('etag') }
    },

    remove: async (uid, options = {}) => {
      const response = await client.deleteObject({ url: resourceUrl(uid), etag: options.etag })
      await response.body?.cancel()
      if (!response.ok && response.status !== 404) throw failure(response, `Deleting the event ${uid} from ${shown(home)}`)
    },

    changes: (syncToken) =>
      plainly('Reading changes', async () => {
        // A server without sync-collection: the whole calendar each time, which the caller compares as a full list.
        if (!calendar.sync) return full()
        // Only the ETags: not every server returns calendar-data in a sync report; what changed is fetched next.
        const sync = (token: string) => client.syncCollection({ url: home, props: { 'd:getetag': {} }, syncLevel: 1, syncToken: token })
        let responses = await sync(syncToken ?? '')
        let isFull = !syncToken
        // RFC 6578: a token the server no longer knows (too old, or the calendar was recreated) is refused with 403
        // or 409 (DAV:valid-sync-token); start again from nothing.
        if (syncToken && responses.length === 1 && [403, 409].includes(responses[0].status ?? 0)) {
          responses = await sync('')
          isFull = true
        }
        const first = responses[0]
        if (first && !first.href && !first.ok) {
          throw new CalendarError(
            'refused',
            `Reading changes from ${shown(home)}: the calendar server answered ${first.status} ${first.statusText}`,
          )
        }
        const token = (first?.raw as { multistatus?: { syncToken?: unknown } } | undefined)?.multistatus?.syncToken
        const members = responses.filter((r) => r.href && new URL(String(r.href), home).href !== home)
        // A full listing names what is there; Radicale adds what it remembers deleting, which absence says already.
        const removed: RemovedEvent[] = isFull
          ? []
          : members
              .filter((r) => r.status === 404)
              .map((r) => new URL(String(r.href), home).href)
              .map((href) => ({ kind: 'removed', uid: uidOfResource(href), href }))
        const changedHrefs = members.filter((r) => r.ok).map((r) => String(r.href))
        const changed =
          changedHrefs.length === 0
            ? []
            : await client.calendarMultiGet({
                url: home,
                props: { 'd:getetag': {}, 'c:calendar-data': {} },
                objectUrls: changedHrefs,
                depth: '1',
              })
        const events = changed
          .filter((r) => r.ok && r.href)
          .flatMap((r) => changedEvent(new URL(String(r.href), home).href, r.props?.getetag, r.props?.calendarData))
        return { syncToken: typeof token === 'string' ? token : null, full: isFull, events: [...removed, ...events] }
      }),
  }
}

/** 2026-12-01T10:00:00.000Z -> 20261201T100000Z, as CalDAV's time-range wants it. */
const icalUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

function uidOfResource(href: string): string | null {
  const name = new URL(href).pathname.split('/').pop() ?? ''
  if (!name.endsWith('.ics')) return null
  try {
    return decodeURIComponent(name.slice(0, -4))
  } catch {
    return null
  }
}

/**
 * The text stored for a booking: its one UID checked, and without METHOD: an invitation's METHOD:REQUEST belongs to
 * e-mail (iTIP), and CalDAV forbids it in a stored event (RFC 4791 4.1), and stricter servers refuse the PUT.
 */
function storable(uid: string, icsText: string): string {
  const vcalendar = new ICAL.Component(ICAL.parse(icsText))
  const uids = new Set(vcalendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid'))))
  if (uids.size !== 1 || !uids.has(uid))
    throw new Error(`The event written for ${uid} must hold events of that one UID (found ${[...uids].join(', ') || 'none'})`)
  vcalendar.removeAllProperties('method')
  return vcalendar.toString()
}

const DAY_MS = 86_400_000

/**
 * An event time as an instant. A date (all-day) is the start of that day in Istanbul. A time with a VTIMEZONE in
 * the event, or in UTC, is ical.js's; a time in a zone the event does not define (RFC 7809 allows leaving out
 * well-known ones) or floating is read with the runtime's zone data, floating as Istanbul time.
 */
function instant(time: ICAL.Time, tzid: string | null): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  if (time.isDate) return Date.UTC(time.year, time.month - 1, time.day) - ISTANBUL_OFFSET_MINUTES * 60_000
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000
  let zone = tzid ?? ISTANBUL_TIME_ZONE
  try {
    offsetMsAt(wall, zone)
  } catch {
    zone = ISTANBUL_TIME_ZONE
  }
  const guess = wall - offsetMsAt(wall, zone)
  return wall - offsetMsAt(guess, zone)
}

const tzidOf = (event: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const value = event.getFirstProperty(name)?.getParameter('tzid')
  return typeof value === 'string' ? value : null
}

/** Each event of one calendar resource by UID: the series (or single event) and its changed occurrences. */
function eventsByUid(calendarData: string): Map<string, ICAL.Event> {
  const vcalendar = new ICAL.Component(ICAL.parse(calendarData))
  const vevents = vcalendar.getAllSubcomponents('vevent')
  const byUid = new Map<string, ICAL.Event>()
  for (const vevent of vevents.filter((e) => !e.hasProperty('recurrence-id')))
    byUid.set(String(vevent.getFirstPropertyValue('uid')), new ICAL.Event(vevent))
  for (const vevent of vevents.filter((e) => e.hasProperty('recurrence-id'))) {
    const uid = String(vevent.getFirstPropertyValue('uid'))
    const series = byUid.get(uid)
    // An occurrence without its series (an invitation to one meeting of a series) stands alone.
    if (series) series.relateException(vevent)
    else byUid.set(`${uid}#${String(vevent.getFirstPropertyValue('recurrence-id'))}`, new ICAL.Event(vevent))
  }
  return byUid
}

const blocks = (event: ICAL.Event) =>
  String(event.component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase() !== 'TRANSPARENT' &&
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED'

function span(event: ICAL.Event, start: ICAL.Time, end: ICAL.Time): { start: number; end: number } {
  const startMs = instant(start, tzidOf(event.component, 'dtstart'))
  // An all-day event without DTEND lasts its one day (RFC 5545 3.6.1).
  const endMs =
    end.compare(start) > 0
      ? instant(end, tzidOf(event.component, 'dtend') ?? tzidOf(event.component, 'dtstart'))
      : start.isDate
        ? startMs + DAY_MS
        : startMs
  return { start: startMs, end: endMs }
}

/** Occurrences of a series past this are not looked at: a daily event for 100 years. */
const MAX_OCCURRENCES = 36_500

/** The busy time of one calendar resource within [fromMs, toMs). */
function busyIn(calendarData: string, fromMs: number, toMs: number): BusyInterval[] {
  const busy: BusyInterval[] = []
  for (const event of eventsByUid(calendarData).values()) {
    const uid = event.uid
    const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
      const s = span(item, start, end)
      if (blocks(item) && s.start < toMs && s.end > fromMs)
        busy.push({ uid, start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() })
    }
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate)
      continue
    }
    const seriesTzid = tzidOf(event.component, 'dtstart')
    const iterator = event.iterator()
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      // Occurrences come in the order of their original times; one moved into the range from later is added below.
      if (instant(next, seriesTzid) >= toMs) break
      const details = event.getOccurrenceDetails(next)
      add(details.item, details.startDate, details.endDate)
    }
    for (const moved of Object.values(event.exceptions)) {
      if (instant(moved.recurrenceId, seriesTzid) >= toMs) add(moved, moved.startDate, moved.endDate)
    }
  }
  return busy
}

/** A resource reported added or changed, as the event of its first occurrence; a resource without an event, nothing. */
function changedEvent(href: string, etag: unknown, calendarData: unknown): ChangedEvent[] {
  if (typeof calendarData !== 'string') return []
  const [event] = eventsByUid(calendarData).values()
  if (!event) return []
  const { start, end } = span(event, event.startDate, event.endDate)
  const status = String(event.component.getFirstPropertyValue('status') ?? 'CONFIRMED').toLowerCase()
  return [
    {
      kind: 'changed',
      uid: event.uid,
      href,
      etag: typeof etag === 'string' ? etag : null,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      status: status === 'cancelled' || status === 'tentative' ? status : 'confirmed',
    },
  ]
}
