import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { apiPaths } from '../../src/config/api.ts'
import type { BookingPageData } from '../../src/lib/booking-page.ts'
import { postJson, startHarness, type Harness } from '../test/harness.ts'
import { bookingRequest, openAvailability, startIn } from '../test/booking.ts'
import { leafParts, parseMime } from '../test/mime.ts'
import { radicaleMissing, startRadicale, type RunningRadicale } from '../test/radicale.ts'
import { silentLogger } from '../log.ts'
import { mailContentOf } from '../mail/mail-content.ts'
import { calendarSyncStatus, firmCalendarSync, type CalendarSync, type CalendarSyncOptions } from './calendar-sync.ts'
import { createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import type { AdminPage } from '../../src/admin/page-data.ts'

/**
 * The booking service and the firm's calendar joined (issue 37, ADR 37 "(wcal)"): the real app through its HTTP
 * routes, a real Radicale (server/test/radicale.ts), the worker as the server makes it (firmCalendarSync) handed to
 * the app as server/index.ts does, its passes driven one at a time (what the 30 s timer runs; nothing measures
 * time). SQLite here, PostgreSQL with TEST_DATABASE=postgres (scripts/test-postgres.ts).
 */
const missing = radicaleMissing()

describe.skipIf(missing)('bookings and the firm’s calendar, over HTTP', () => {
  let radicale: RunningRadicale
  let h: Harness | undefined
  beforeAll(async () => {
    radicale = await startRadicale()
  })
  afterAll(async () => {
    await radicale?.stop()
  })
  afterEach(async () => {
    await h?.close()
    h = undefined
  })

  /** The app on a calendar of the test's own, with the worker the server would run on it (not started). */
  async function start(name: string, options: Partial<CalendarSyncOptions> = {}, env: Record<string, string> = {}) {
    const calendarUrl = await radicale.makeCalendar(name)
    let sync: (CalendarSync & { start(): void }) | null = null
    h = await startHarness(
      {
        FIRM_EMAIL: 'office@firm.example',
        CALDAV_URL: calendarUrl,
        CALDAV_USERNAME: radicale.username,
        CALDAV_PASSWORD: radicale.password,
        ...env,
      },
      {
        calendar: ({ env, store, pages }) =>
          (sync = firmCalendarSync({
            env,
            store,
            content: () => mailContentOf(pages.content),
            log: silentLogger,
            options,
          })!),
      },
    )
    await h.store.bookings.putAvailability('selin-aksoy', openAvailability, 'owner@firm.example', new Date().toISOString())
    return { h, sync: sync!, calendarUrl }
  }

  const auth = () => `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`
  /** Another client of the firm's calendar (Thunderbird, a phone). */
  const client = async (method: 'PUT' | 'DELETE' | 'GET', url: string, body?: string) => {
    const response = await fetch(url, {
      method,
      headers: { Authorization: auth(), ...(body ? { 'Content-Type': 'text/calendar; charset=utf-8' } : {}) },
      body,
    })
    return { status: response.status, text: await response.text() }
  }

  /** Istanbul wall time of an instant as iCalendar writes it with TZID=Europe/Istanbul (UTC+3 all year). */
  const istanbul = (iso: string) =>
    new Date(Date.parse(iso) + 3 * 3_600_000)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}Z$/, '')

  const book = async (h: Harness, start: string, over: Record<string, unknown> = {}) => {
    const res = await h.request(apiPaths.bookings, postJson(bookingRequest(start, over)))
    expect(res.status).toBe(201)
    const body = (await res.json()) as { manageUrl: string }
    const [stored] = await h.store.bookings.list({
      lawyer: 'selin-aksoy',
      from: start,
      to: new Date(Date.parse(start) + 1).toISOString(),
      limit: 1,
    })
    return { ...stored, token: new URL(body.manageUrl).searchParams.get('token')! }
  }

  const page = async (h: Harness, query: Record<string, string>) => {
    const res = await h.request(`${apiPaths.bookingPage}?${new URLSearchParams(query)}`)
    expect(res.status).toBe(200)
    return (await res.json()) as BookingPageData
  }

  /** The visitor's e-mails as the outbox delivers them (.eml files in DATA_DIR/mail): method and event of each. */
  async function visitorMail(h: Harness) {
    await h.outbox.runOnce()
    const dir = path.join(h.env.dataDir, 'mail')
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .filter((raw) => /^To:.*maria\.keller@example\.com/im.test(raw))
      .map((raw) => {
        const part = leafParts(parseMime(raw)).find((p) => p.type === 'text/calendar')!
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(part.body)).getFirstSubcomponent('vevent')!)
        return { method: part.params.method, uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() }
      })
  }

  /** A member of staff allowed to see bookings (the client-data right) without being the owner. */
  const staff = async (h: Harness) => {
    await createAccount(h, 'owner@firm.example')
    return signedIn(h, await createAccount(h, 'office@firm.example', { role: 'editor', clientData: true }))
  }

  /** The back office's bookings page as its browser gets it. */
  const bookingsPage = async (client: AdminClient) => {
    const res = await client.get('/admin/api/pages/bookings')
    expect(res.status).toBe(200)
    const data = (await res.json()) as AdminPage
    if (data.page !== 'bookings') throw new Error(data.page)
    return data
  }

  /** The booking's event as the calendar holds it, its times replaced as the firm would in Thunderbird. */
  const movedEvent = (text: string, from: string, to: string, minutes = 15) =>
    text
      .replace(`DTSTART;TZID=Europe/Istanbul:${istanbul(from)}`, `DTSTART;TZID=Europe/Istanbul:${istanbul(to)}`)
      .replace(
        /DTEND;TZID=Europe\/Istanbul:\d{8}T\d{6}/,
        `DTEND;TZID=Europe/Istanbul:${istanbul(new Date(Date.parse(to) + minutes * 60_000).toISOString())}`,
      )

  /** Two bookings written to the calendar, then the firm moves the first one's event onto the second's time. */
  async function conflictMade(name: string) {
    const { h, sync, calendarUrl } = await start(name)
    const at = startIn(7, 9)
    const other = startIn(7, 11)
    const b = await book(h, at)
    await book(h, other, { email: 'ali.veli@example.com', name: 'Ali Veli' })
    expect(await sync.pass()).toMatchObject({ written: 2 })
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    const written = (await client('GET', eventUrl)).text
    expect((await client('PUT', eventUrl, movedEvent(written, at, other))).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toHaveLength(1)
    return { h, sync, b, at, other, eventUrl, written }
  }

  it('writes a visitor’s booking to the calendar with its UID and start, and removes it when the visitor cancels', async () => {
    const { h, sync, calendarUrl } = await start('visitor')
    const at = startIn(3, 9)
    const b = await book(h, at)
    expect(await sync.pass()).toMatchObject({ ran: true, written: 1, error: null })
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    const event = await client('GET', eventUrl)
    expect(event.status).toBe(200)
    expect(event.text).toContain(`UID:${b.uid}`)
    expect(event.text).toContain(`DTSTART;TZID=Europe/Istanbul:${istanbul(at)}`)

    // The visitor's page of the booking (their confirmation's link) gives the cancel link's token.
    const manage = await page(h, { path: '/book-a-consultation/your-booking', token: b.token })
    if (manage.view !== 'manage') throw new Error(manage.view)
    const cancelled = await h.request(apiPaths.bookingCancel, postJson({ token: manage.cancelToken, language: 'en' }))
    expect(cancelled.status).toBe(200)
    expect(await sync.pass()).toMatchObject({ removed: 1, reported: [], error: null })
    expect((await client('GET', eventUrl)).status).toBe(404)
  })

  it('takes a busy event made in the calendar off the booking page after one pass, and refuses a booking for it', async () => {
    const { h, sync, calendarUrl } = await start('busy')
    const at = startIn(4, 9)
    const query = { path: '/book-a-consultation', lang: 'en', tz: 'Europe/Istanbul', kind: 'phone', day: at.slice(0, 10) }
    const starts = async () => {
      const data = await page(h, query)
      if (data.view !== 'choose') throw new Error(data.view)
      return data.days.flatMap((d) => d.slots.map((s) => s.start))
    }
    expect(await sync.pass()).toMatchObject({ ran: true, error: null })
    expect(await starts()).toContain(at)

    // A court hearing the firm puts in its calendar from 12:00 to 13:00 Istanbul time.
    const end = new Date(Date.parse(at) + 3_600_000).toISOString()
    const hearing = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
      'BEGIN:VEVENT',
      'UID:hearing@thunderbird',
      'DTSTAMP:20260101T090000Z',
      `DTSTART;TZID=Europe/Istanbul:${istanbul(at)}`,
      `DTEND;TZID=Europe/Istanbul:${istanbul(end)}`,
      'SUMMARY:Court hearing',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    expect((await client('PUT', new URL('hearing.ics', calendarUrl).href, hearing)).status).toBeLessThan(300)
    expect(await sync.pass()).toMatchObject({ busyRead: true, error: null })
    expect(await starts()).not.toContain(at)

    const refused = await h.request(apiPaths.bookings, postJson(bookingRequest(at)))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ success: false, reason: 'taken' })
    expect(await h.sql.all('SELECT id FROM bookings')).toHaveLength(0)
  })

  it('cancels the booking whose event the firm deletes, with a METHOD:CANCEL of the same UID and a higher SEQUENCE', async () => {
    const { h, sync, calendarUrl } = await start('deleted')
    const b = await book(h, startIn(5, 9))
    expect(await sync.pass()).toMatchObject({ written: 1 })
    expect((await client('DELETE', new URL(`${b.uid}.ics`, calendarUrl).href)).status).toBeLessThan(300)

    expect((await sync.pass()).reported).toEqual([{ bookingId: b.id, change: { kind: 'cancelled' } }])
    expect(await h.store.bookings.get(b.id)).toMatchObject({ status: 'cancelled', sequence: 1 })
    const mails = await visitorMail(h)
    expect(mails.map((m) => m.method).sort()).toEqual(['CANCEL', 'REQUEST'])
    const request = mails.find((m) => m.method === 'REQUEST')!
    const cancel = mails.find((m) => m.method === 'CANCEL')!
    expect(cancel.uid).toBe(b.uid)
    expect(cancel.sequence).toBeGreaterThan(request.sequence)
    // Nothing more: the next pass reports nothing and cancels nothing twice.
    expect((await sync.pass()).reported).toEqual([])
    expect(await visitorMail(h)).toHaveLength(2)
  })

  it('moves the booking whose event the firm moves, with a new REQUEST, and writes the moved booking back', async () => {
    const { h, sync, calendarUrl } = await start('moved')
    const at = startIn(6, 9)
    const b = await book(h, at)
    expect(await sync.pass()).toMatchObject({ written: 1 })
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    const to = startIn(6, 11)
    const moved = (await client('GET', eventUrl)).text
      .replace(`DTSTART;TZID=Europe/Istanbul:${istanbul(at)}`, `DTSTART;TZID=Europe/Istanbul:${istanbul(to)}`)
      .replace(
        /DTEND;TZID=Europe\/Istanbul:\d{8}T\d{6}/,
        `DTEND;TZID=Europe/Istanbul:${istanbul(new Date(Date.parse(to) + 900_000).toISOString())}`,
      )
    expect((await client('PUT', eventUrl, moved)).status).toBeLessThan(300)

    expect((await sync.pass()).reported).toEqual([{ bookingId: b.id, change: expect.objectContaining({ kind: 'moved', startsAt: to }) }])
    expect(await h.store.bookings.get(b.id)).toMatchObject({ status: 'confirmed', startsAt: to, sequence: 1 })
    const requests = (await visitorMail(h)).filter((m) => m.method === 'REQUEST')
    expect(requests.map((m) => [m.start, m.sequence])).toEqual(
      expect.arrayContaining([
        [at, 0],
        [to, 1],
      ]),
    )
    // The site's version (SEQUENCE 1, the same time) goes back to the calendar, and is no change when read again.
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect((await client('GET', eventUrl)).text).toContain('SEQUENCE:1')
    expect((await sync.pass()).reported).toEqual([])
    expect(await visitorMail(h)).toHaveLength(2)
  })

  it('refuses a move onto time another booking holds: the booking keeps its time, the conflict is shown', async () => {
    const { h, sync, b, at, other, eventUrl, written } = await conflictMade('conflict')
    expect(await h.store.bookings.get(b.id)).toMatchObject({ status: 'confirmed', startsAt: at, sequence: 0 })
    expect((await sync.status()).conflicts).toEqual([expect.objectContaining({ bookingId: b.id, startsAt: other })])
    // Kept in the database: what another instance (or this one after a restart) reads, without this worker.
    expect((await calendarSyncStatus(h.store)).conflicts).toEqual([
      {
        bookingId: b.id,
        startsAt: other,
        endsAt: new Date(Date.parse(other) + 900_000).toISOString(),
        reason: 'Another booking of this lawyer (with its buffers) holds that time.',
        at: expect.any(String),
      },
    ])
    const health = (await (await h.request('/healthz')).json()) as { status: string; warnings: string[] }
    expect(health.status).toBe('warning')
    expect(health.warnings.join('\n')).toContain(`booking ${b.id} was moved there`)
    expect((await h.store.audit.list(10)).map((l) => l.action)).toContain('booking.calendar-conflict')
    // Read once, not again every pass; the visitor was told nothing.
    expect((await sync.pass()).reported).toEqual([])
    expect((await visitorMail(h)).filter((m) => m.uid === b.uid)).toHaveLength(1)

    // The back office's staff see it next to the booking, and in the calendar's state.
    const list = await bookingsPage(await staff(h))
    expect(list.calendar).toMatchObject({ lastError: null, lastSuccessAt: expect.any(String), pendingWrites: 0 })
    expect(list.calendar?.conflicts).toEqual([
      expect.objectContaining({
        bookingId: b.id,
        bookingStartsAt: at,
        name: 'Maria Keller',
        startsAt: other,
        reason: expect.stringMatching(/^Another booking/),
      }),
    ])
    expect(list.bookings.find((x) => x.id === b.id)?.calendarConflict).toMatchObject({ startsAt: other })
    expect(list.bookings.filter((x) => x.calendarConflict)).toHaveLength(1)

    // The firm moves the event back: the conflict is over, on every instance.
    expect((await client('PUT', eventUrl, written)).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toEqual([])
    expect((await sync.status()).conflicts).toEqual([])
    expect((await calendarSyncStatus(h.store)).conflicts).toEqual([])
  })

  it('ends a conflict when the staff move the booking in the back office, and writes the site’s time over the event', async () => {
    const { h, sync, b, eventUrl } = await conflictMade('conflict-moved')
    const office = await staff(h)
    const to = startIn(7, 14)
    const moved = await office.send('POST', `/admin/api/bookings/${b.id}/move`, { start: to })
    expect(moved.status).toBe(200)
    expect((await calendarSyncStatus(h.store)).conflicts).toEqual([])
    const list = await bookingsPage(office)
    expect(list.calendar?.conflicts).toEqual([])
    expect(list.bookings.filter((x) => x.calendarConflict)).toEqual([])
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect((await client('GET', eventUrl)).text).toContain(`DTSTART;TZID=Europe/Istanbul:${istanbul(to)}`)
  })

  it('shows the calendar’s failure in the back office in plain words, never the password', async () => {
    const { h, sync } = await start('refused', {}, { CALDAV_PASSWORD: 'not the password' })
    expect((await sync.pass()).error?.code).toBe('unauthorized')
    const list = await bookingsPage(await staff(h))
    expect(list.calendar).toMatchObject({ lastSuccessAt: null, conflicts: [] })
    expect(list.calendar?.lastError?.message).toMatch(/refused the user name or password/)
    expect(list.calendar?.lastError?.message).not.toContain('not the password')
  })

  it('takes the event’s new end as the meeting’s when the firm lengthens it in the calendar', async () => {
    const { h, sync, calendarUrl } = await start('longer')
    const at = startIn(6, 9)
    const b = await book(h, at)
    expect(await sync.pass()).toMatchObject({ written: 1 })
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    // Same start, 45 minutes instead of 15: only the end changed.
    expect((await client('PUT', eventUrl, movedEvent((await client('GET', eventUrl)).text, at, at, 45))).status).toBeLessThan(300)
    const end = new Date(Date.parse(at) + 45 * 60_000).toISOString()
    expect((await sync.pass()).reported).toEqual([{ bookingId: b.id, change: { kind: 'moved', startsAt: at, endsAt: end } }])
    expect(await h.store.bookings.get(b.id)).toMatchObject({ status: 'confirmed', startsAt: at, endsAt: end, sequence: 1 })
    expect((await visitorMail(h)).map((m) => [m.method, m.sequence])).toEqual(
      expect.arrayContaining([
        ['REQUEST', 0],
        ['REQUEST', 1],
      ]),
    )
    // Written back as it is now, and no change when read again.
    expect(await sync.pass()).toMatchObject({ written: 1, reported: [], error: null })
    expect((await sync.pass()).reported).toEqual([])
    // An end off the 5-minute grid is refused and shown, the booking keeps its 45 minutes.
    const odd = movedEvent((await client('GET', eventUrl)).text, at, at, 47)
    expect((await client('PUT', eventUrl, odd)).status).toBeLessThan(300)
    expect((await sync.pass()).reported).toHaveLength(1)
    expect(await h.store.bookings.get(b.id)).toMatchObject({ endsAt: end, sequence: 1 })
    expect((await calendarSyncStatus(h.store)).conflicts).toEqual([
      expect.objectContaining({ bookingId: b.id, reason: expect.stringContaining('5-minute marks') }),
    ])
  })

  it('removes an erased visitor’s future booking from the calendar at once: the erasure wakes the worker', async () => {
    // An hour between passes: only the erasure's wake-up can remove the event while the test waits.
    const { h, sync, calendarUrl } = await start('erased', { intervalMs: 3_600_000 })
    const office = await staff(h)
    const b = await book(h, startIn(9, 9))
    expect(await sync.pass()).toMatchObject({ written: 1 })
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    expect((await client('GET', eventUrl)).text).toContain('Maria Keller')
    // Running, its first pass and this one over: nothing is left to run but the next pass, an hour away.
    sync.start()
    expect(await sync.pass()).toMatchObject({ written: 0, removed: 0 })

    const erased = await office.send('POST', '/admin/api/kvkk/erase', { email: 'maria.keller@example.com', confirm: true })
    expect(erased.status).toBe(200)
    await expect.poll(async () => (await client('GET', eventUrl)).status, { timeout: 20_000 }).toBe(404)
  }, 90_000)

  it('writes a booking, its move and its cancellation at once: each wakes the running worker, not its next pass', async () => {
    // An hour between passes: only the booking's wake-up can write it while the test waits.
    const { h, sync, calendarUrl } = await start('wake', { intervalMs: 3_600_000 })
    sync.start()
    await expect.poll(async () => (await sync.status()).lastSuccessAt, { timeout: 20_000 }).not.toBeNull()
    const b = await book(h, startIn(8, 9))
    const eventUrl = new URL(`${b.uid}.ics`, calendarUrl).href
    await expect.poll(async () => (await client('GET', eventUrl)).status, { timeout: 20_000 }).toBe(200)

    // The visitor's move and cancellation wake it too.
    const to = startIn(8, 12)
    expect((await h.request(apiPaths.bookingMove, postJson({ token: b.token, start: to, language: 'en' }))).status).toBe(200)
    await expect
      .poll(async () => (await client('GET', eventUrl)).text, { timeout: 20_000 })
      .toContain(`DTSTART;TZID=Europe/Istanbul:${istanbul(to)}`)
    const manage = await page(h, { path: '/book-a-consultation/your-booking', token: b.token })
    if (manage.view !== 'manage') throw new Error(manage.view)
    expect((await h.request(apiPaths.bookingCancel, postJson({ token: manage.cancelToken, language: 'en' }))).status).toBe(200)
    await expect.poll(async () => (await client('GET', eventUrl)).status, { timeout: 20_000 }).toBe(404)
  }, 90_000)
})
