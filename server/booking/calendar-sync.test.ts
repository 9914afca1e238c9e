import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_AVAILABILITY } from '../../src/lib/availability.ts'
import type { Store } from '../db/store.ts'
import { booked, phoneBooking as booking } from '../test/bookings.ts'
import { postgresMissing } from '../test/postgres.ts'
import { radicaleMissing, startRadicale, type RunningRadicale } from '../test/radicale.ts'
import { storeEngines, type Opened } from '../test/store-engines.ts'
import { connectFirmCalendar } from './caldav.ts'
import { defaultMailContent } from '../mail/mail-content.ts'
import {
  calendarBusy,
  bookingsChanged,
  createCalendarSync,
  passDelay,
  startFirmCalendarSync,
  type BookingChangedInCalendar,
  type CalendarSyncOptions,
} from './calendar-sync.ts'
import { firmInvitation } from './messages.ts'
import { freeSlots } from './slots.ts'

/**
 * The calendar sync against a real CalDAV server (Radicale, server/test/radicale.ts) and a real Store on both
 * engines. Passes are driven one by one (what the 30 s timer runs): a busy event made in the calendar is in the slot
 * lookup's copy after one pass, whatever the machine's speed; nothing here measures time.
 */
const missing = radicaleMissing()
const pgMissing = postgresMissing()

/** A Monday morning, 09:00 in Istanbul: the worker's clock (bookings and events are the days after it). */
const NOW = Date.parse('2027-03-01T06:00:00.000Z')
const NOW_ISO = new Date(NOW).toISOString()

const MAIL = { firmEmail: 'info@atlaslaw.example', siteUrl: 'https://www.atlaslaw.example', messageIdDomain: 'www.atlaslaw.example' }

/** An event as Thunderbird writes it, in Istanbul time ("20270302T100000"). */
function eventFile(uid: string, start: string, end: string, extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20270101T090000Z',
    `DTSTART;TZID=Europe/Istanbul:${start}`,
    `DTEND;TZID=Europe/Istanbul:${end}`,
    'SUMMARY:Court hearing',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

describe('the wait between passes', () => {
  it('is the interval while the calendar answers, then doubles per failure up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => passDelay(n, 30_000, 300_000))).toEqual([
      30_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ])
  })
})

const engines = storeEngines('calendar-sync-').filter((e) => e.name !== 'PostgreSQL' || !pgMissing)

describe.skipIf(missing).each(engines)('the calendar sync with Radicale, on $name', (engine) => {
  let radicale: RunningRadicale
  const opened: Opened[] = []
  /** Each test's own data: the Store keeps one calendar's state, as a site does. */
  const freshStore = async () => {
    const data = await engine.open()
    opened.push(data)
    return data.instance()
  }

  beforeAll(async () => {
    radicale = await startRadicale()
  })
  afterAll(async () => {
    await radicale?.stop()
    for (const data of opened) await data.cleanup()
  })

  const auth = (r: RunningRadicale) => `Basic ${Buffer.from(`${r.username}:${r.password}`).toString('base64')}`
  /** Another client (Thunderbird, a phone) writing to the calendar. */
  const otherClient = async (method: 'PUT' | 'DELETE' | 'GET', url: string, body?: string, r = radicale) => {
    const response = await fetch(url, {
      method,
      headers: { Authorization: auth(r), ...(body ? { 'Content-Type': 'text/calendar; charset=utf-8' } : {}) },
      body,
    })
    return { status: response.status, text: await response.text() }
  }

  /** A worker on a calendar of the test's own; each test's bookings are in a Store of the engine's fresh data. */
  const worker = async (name: string, over: Partial<CalendarSyncOptions> & { store?: Store } = {}, r = radicale) => {
    const calendarUrl = await r.makeCalendar(name)
    const store = over.store ?? (await freshStore())
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const changes: BookingChangedInCalendar[] = []
    const sync = createCalendarSync({
      store,
      connect: () => connectFirmCalendar({ url: calendarUrl, username: r.username, password: r.password }),
      eventText: (b) => firmInvitation(b, MAIL).content,
      onBookingChangedInCalendar: (e) => void changes.push(e),
      log,
      now: () => NOW,
      ...over,
    })
    return { sync, store, calendarUrl, log, changes }
  }

  it('a busy event created directly in the calendar removes its slots after one pass', async () => {
    const { sync, store, calendarUrl } = await worker('busy')
    const day = { from: '2027-03-02T00:00:00.000Z', to: '2027-03-03T00:00:00.000Z' }
    const slots = async () =>
      freeSlots({
        availability: DEFAULT_AVAILABILITY,
        kind: 'phone',
        bookings: [],
        busy: await calendarBusy(store, day.from, day.to),
        now: NOW_ISO,
        ...day,
      }).map((s) => s.start)
    expect((await sync.pass()).ran).toBe(true)
    // 10:00 and 11:00 in Istanbul are free on Tuesday.
    expect(await slots()).toEqual(expect.arrayContaining(['2027-03-02T07:00:00.000Z', '2027-03-02T08:00:00.000Z']))

    const put = await otherClient(
      'PUT',
      new URL('hearing.ics', calendarUrl).href,
      eventFile('hearing@thunderbird', '20270302T100000', '20270302T113000'),
    )
    expect(put.status).toBeLessThan(300)
    const report = await sync.pass()
    expect(report).toMatchObject({ ran: true, busyRead: true, error: null })
    expect(await calendarBusy(store, day.from, day.to)).toEqual([{ start: '2027-03-02T07:00:00.000Z', end: '2027-03-02T08:30:00.000Z' }])
    const free = await slots()
    for (const taken of ['07:00', '07:15', '07:45', '08:15']) expect(free).not.toContain(`2027-03-02T${taken}:00.000Z`)
    // Before it and after it (the 10 minutes after each meeting keep 09:45 out): still offered.
    expect(free).toEqual(expect.arrayContaining(['2027-03-02T06:30:00.000Z', '2027-03-02T08:30:00.000Z']))
    await sync.stop()
  })

  it('writes a booking’s event to the calendar once, and removes it once the booking is cancelled', async () => {
    const { sync, store, calendarUrl } = await worker('writes')
    const b = booked(await store.bookings.create(booking('2027-03-03T07:00:00.000Z'), NOW_ISO))
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href

    expect(await sync.pass()).toMatchObject({ written: 1, removed: 0, reported: [], error: null })
    const stored = await otherClient('GET', eventUrl)
    expect(stored.status).toBe(200)
    expect(stored.text).toContain(`UID:${b.uid}`)
    expect(stored.text).toContain('SEQUENCE:0')
    expect(stored.text).toContain('DTSTART;TZID=Europe/Istanbul:20270303T100000')
    expect(stored.text).not.toContain('METHOD:')
    // The site's own booking is not busy time from the calendar: its cells already hold it.
    expect(await store.calendar.busy('2027-03-03T00:00:00.000Z', '2027-03-04T00:00:00.000Z')).toEqual([])
    // Written once: the next pass has nothing to write and sees its own event as no change.
    expect(await sync.pass()).toMatchObject({ written: 0, reported: [] })

    await store.bookings.cancel(b.id, '2027-03-01T06:01:00.000Z')
    expect(await sync.pass()).toMatchObject({ written: 0, removed: 1, reported: [] })
    expect((await otherClient('GET', eventUrl)).status).toBe(404)
    expect(await sync.pass()).toMatchObject({ written: 0, removed: 0, reported: [] })
    expect(await sync.status()).toMatchObject({ lastError: null, pendingWrites: 0, busyAgeSeconds: 0, lastSuccessAt: NOW_ISO })
    await sync.stop()
  })

  it('reports a booking moved or deleted in the calendar, and writes the booking’s next change over the firm’s', async () => {
    const { sync, store, calendarUrl, changes } = await worker('changes')
    const a = booked(await store.bookings.create(booking('2027-03-04T07:00:00.000Z'), NOW_ISO))
    const b = booked(await store.bookings.create(booking('2027-03-04T09:00:00.000Z'), NOW_ISO))
    expect(await sync.pass()).toMatchObject({ written: 2, reported: [] })

    // The firm drags a's event from 10:00 to 14:00 Istanbul time in its calendar, keeping its UID.
    const aUrl = new URL(`${a.uid}.ics`, calendarUrl).href
    const moved = (await otherClient('GET', aUrl)).text
      .replace(/DTSTART;TZID=Europe\/Istanbul:\d{8}T\d{6}/, 'DTSTART;TZID=Europe/Istanbul:20270304T140000')
      .replace(/DTEND;TZID=Europe\/Istanbul:\d{8}T\d{6}/, 'DTEND;TZID=Europe/Istanbul:20270304T141500')
    expect((await otherClient('PUT', aUrl, moved)).status).toBeLessThan(300)
    const change = { bookingId: a.id, change: { kind: 'moved', startsAt: '2027-03-04T11:00:00.000Z', endsAt: '2027-03-04T11:15:00.000Z' } }
    expect((await sync.pass()).reported).toEqual([change])
    expect(changes).toEqual([change])
    // Reported once: the next pass reads no change.
    expect((await sync.pass()).reported).toEqual([])

    // The booking service moves the booking (sequence 1): the worker writes it over the firm's version it has read.
    booked(
      await store.bookings.move(
        a.id,
        { startsAt: '2027-03-04T11:00:00.000Z', endsAt: '2027-03-04T11:15:00.000Z', bufferBefore: 0, bufferAfter: 10 },
        '2027-03-01T06:02:00.000Z',
      ),
    )
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect((await otherClient('GET', aUrl)).text).toContain('SEQUENCE:1')

    // The firm deletes b's event.
    expect((await otherClient('DELETE', new URL(`${b.uid}.ics`, calendarUrl).href)).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toEqual([{ bookingId: b.id, change: { kind: 'cancelled' } }])
    // Marked as an event that cancels: the same.
    const c = booked(await store.bookings.create(booking('2027-03-05T07:00:00.000Z'), NOW_ISO))
    await sync.pass()
    const cUrl = new URL(`${c.uid}.ics`, calendarUrl).href
    const cancelled = (await otherClient('GET', cUrl)).text.replace('STATUS:CONFIRMED', 'STATUS:CANCELLED')
    expect((await otherClient('PUT', cUrl, cancelled)).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toEqual([{ bookingId: c.id, change: { kind: 'cancelled' } }])
    await sync.stop()
  })

  it('keeps a change read before the booking service hears of them, and reports it again once it does', async () => {
    // The server starts the worker before the app sets its handler: a pass in between must not lose the firm's change.
    const { sync, store, calendarUrl } = await worker('early', { onBookingChangedInCalendar: undefined })
    const b = booked(await store.bookings.create(booking('2027-03-12T07:00:00.000Z'), NOW_ISO))
    expect(await sync.pass()).toMatchObject({ written: 1 })
    expect((await otherClient('DELETE', new URL(`${b.uid}.ics`, calendarUrl).href)).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toEqual([{ bookingId: b.id, change: { kind: 'cancelled' } }])
    const heard: BookingChangedInCalendar[] = []
    sync.useChangeHandler((e) => void heard.push(e))
    await sync.pass()
    expect(heard).toEqual([{ bookingId: b.id, change: { kind: 'cancelled' } }])
    await sync.stop()
  })

  it('after a full list (the token expired), counts a written booking whose event is gone as cancelled, not a queued one', async () => {
    const { sync, store, calendarUrl } = await worker('full', { batch: 1 })
    const a = booked(await store.bookings.create(booking('2027-03-11T07:00:00.000Z'), NOW_ISO))
    expect(await sync.pass()).toMatchObject({ written: 1 })
    booked(await store.bookings.create(booking('2027-03-11T09:00:00.000Z'), '2027-03-01T06:00:01.000Z'))
    const queued = booked(await store.bookings.create(booking('2027-03-11T11:00:00.000Z'), '2027-03-01T06:00:02.000Z'))
    expect((await otherClient('DELETE', new URL(`${a.uid}.ics`, calendarUrl).href)).status).toBeLessThan(300)
    // A token Radicale does not know: changes() answers the whole calendar.
    await store.calendar.saveSyncState({ syncToken: `http://radicale.org/ns/sync/${'0'.repeat(64)}` })
    // One booking is written per pass (batch 1): the third is still queued when the full list is read.
    const report = await sync.pass()
    expect(report).toMatchObject({ written: 1, reported: [{ bookingId: a.id, change: { kind: 'cancelled' } }] })
    expect((await store.calendar.pendingWrites(NOW_ISO, 10)).map((b) => b.id)).toEqual([queued.id])
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [] })
    await sync.stop()
  })

  it('writes a move made on the site over an event the firm touched meanwhile, after reading it first', async () => {
    const { sync, store, calendarUrl, changes } = await worker('conflict')
    const a = booked(await store.bookings.create(booking('2027-03-09T07:00:00.000Z'), NOW_ISO))
    expect(await sync.pass()).toMatchObject({ written: 1 })
    const url = new URL(`${a.uid}.ics`, calendarUrl).href
    // The firm adds a line to the event (a new ETag) while the visitor moves the booking on the site.
    const touched = (await otherClient('GET', url)).text.replace('END:VEVENT', 'COMMENT:Bring the title deed\r\nEND:VEVENT')
    expect((await otherClient('PUT', url, touched)).status).toBeLessThan(300)
    booked(
      await store.bookings.move(
        a.id,
        { startsAt: '2027-03-09T08:00:00.000Z', endsAt: '2027-03-09T08:15:00.000Z', bufferBefore: 0, bufferAfter: 10 },
        '2027-03-01T06:03:00.000Z',
      ),
    )
    // The put with the ETag written is refused as changed; the changes are read, then the move is written.
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect(changes).toEqual([])
    const text = (await otherClient('GET', url)).text
    expect(text).toContain('SEQUENCE:1')
    expect(text).toContain('DTSTART;TZID=Europe/Istanbul:20270309T110000')
    expect(await store.calendar.pendingWrites(NOW_ISO, 10)).toEqual([])
    await sync.stop()
  })

  it('runs with the server only when CALDAV_URL is set, writing the firm’s copy with its published name', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const env = { FIRM_EMAIL: MAIL.firmEmail, SITE_URL: MAIL.siteUrl }
    const content = () => Promise.resolve(defaultMailContent)
    const store = await freshStore()
    expect(startFirmCalendarSync({ env: { ...env, caldav: null }, store: store, content, log })).toBeNull()

    const calendarUrl = await radicale.makeCalendar('server')
    const caldav = { url: calendarUrl, username: radicale.username, password: radicale.password }
    const sync = startFirmCalendarSync({ env: { ...env, caldav }, store: store, content, log })!
    const b = booked(await store.bookings.create(booking('2027-03-10T07:00:00.000Z'), NOW_ISO))
    sync.kick()
    await expect
      .poll(async () => (await otherClient('GET', new URL(`${b.uid}.ics`, calendarUrl).href)).status, { timeout: 30_000 })
      .toBe(200)
    const text = (await otherClient('GET', new URL(`${b.uid}.ics`, calendarUrl).href)).text
    expect(text).toMatch(new RegExp(`ORGANIZER;CN="?${defaultMailContent.firm('en').name}"?:mailto:${MAIL.firmEmail}`))
    expect(text).toContain('Jane Visitor')
    await sync.stop()
    expect(log.error).not.toHaveBeenCalled()
  }, 60_000)

  it('writes every booking again to a new calendar (CALDAV_URL changed) and counts none as deleted there', async () => {
    const old = await worker('old-calendar')
    const b = booked(await old.store.bookings.create(booking('2027-03-12T07:00:00.000Z'), NOW_ISO))
    expect(await old.sync.pass()).toMatchObject({ written: 1 })
    await old.sync.stop()
    const moved = await worker('new-calendar', { store: old.store })
    expect(await moved.sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect((await otherClient('GET', new URL(`${b.uid}.ics`, moved.calendarUrl).href)).status).toBe(200)
    expect(moved.changes).toEqual([])
    expect(moved.log.warn).toHaveBeenCalledWith(expect.stringMatching(/new-calendar.*1 booking\(s\) are written to it again/), {
      bookings: 1,
    })
    await moved.sync.stop()
  })

  it('writes a booking at once when the booking service says bookings changed, not at the next 30 s pass', async () => {
    // An hour between passes: only the wake-up can write the booking while the test waits.
    const { sync, store, calendarUrl } = await worker('wake', { intervalMs: 3_600_000 })
    sync.start()
    await expect.poll(async () => (await sync.status()).lastSuccessAt, { timeout: 30_000 }).not.toBeNull()
    const b = booked(await store.bookings.create(booking('2027-03-15T07:00:00.000Z'), NOW_ISO))
    bookingsChanged()
    const url = new URL(`${b.uid}.ics`, calendarUrl).href
    await expect.poll(async () => (await otherClient('GET', url)).status, { timeout: 30_000 }).toBe(200)
    await sync.stop()
  }, 60_000)

  it('one instance polls at a time', async () => {
    const store = await freshStore()
    const first = await worker('lease-a', { holder: 'instance-a', store })
    const second = await worker('lease-b', { holder: 'instance-b', store })
    const [one, two] = await Promise.all([first.sync.pass(), second.sync.pass()])
    expect([one.ran, two.ran].filter(Boolean)).toHaveLength(1)
    // A stopping instance lets the lease go: the other polls on its next pass.
    const [running, waiting] = one.ran ? [first, second] : [second, first]
    await running.sync.stop()
    expect((await waiting.sync.pass()).ran).toBe(true)
    await waiting.sync.stop()
  })

  it('keeps the last busy copy when the calendar is unreachable, logs it once, and says so in its status', async () => {
    const own = await startRadicale()
    try {
      const { sync, store, calendarUrl, log } = await worker('down', {}, own)
      const put = await otherClient(
        'PUT',
        new URL('leave.ics', calendarUrl).href,
        eventFile('leave@phone', '20270308T090000', '20270308T180000'),
        own,
      )
      expect(put.status).toBeLessThan(300)
      expect(await sync.pass()).toMatchObject({ ran: true, busyRead: true, error: null })
      const copy = await store.calendar.busy('2027-03-08T00:00:00.000Z', '2027-03-09T00:00:00.000Z')
      expect(copy).toEqual([{ uid: 'leave@phone', start: '2027-03-08T06:00:00.000Z', end: '2027-03-08T15:00:00.000Z' }])

      await own.stop()
      const first = await sync.pass()
      expect(first.error?.code).toBe('unreachable')
      expect((await sync.pass()).error?.code).toBe('unreachable')
      expect(await store.calendar.busy('2027-03-08T00:00:00.000Z', '2027-03-09T00:00:00.000Z')).toEqual(copy)
      expect(log.error).toHaveBeenCalledTimes(1)
      expect(log.error.mock.calls[0][0]).toMatch(/could not be reached.*the busy times last read/)
      expect(await sync.status()).toMatchObject({ lastError: { code: 'unreachable' }, busyReadAt: NOW_ISO })
      await sync.stop()
    } finally {
      await own.stop()
    }
  })
})
