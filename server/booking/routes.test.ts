import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { rmSync } from 'node:fs'
import ICAL from 'ical.js'
import { apiPaths } from '../../src/config/api.ts'
import type { BookingPageData } from '../../src/lib/booking-page.ts'
import { onPostgres, postJson, startHarness, tempDir, type Harness } from '../test/harness.ts'
import { bookingRequest, openAvailability, startIn } from '../test/booking.ts'
import { bookingLinkSecret } from './service.ts'
import { sign } from './tokens.ts'

let h: Harness | undefined
let other: Harness | undefined
afterEach(async () => {
  await other?.close()
  await h?.close()
  h = undefined
  other = undefined
})

async function start(withHours = true): Promise<Harness> {
  h = await startHarness({ FIRM_EMAIL: 'office@firm.example' })
  if (withHours) await h.store.bookings.putAvailability('selin-aksoy', openAvailability, 'owner@firm.example', new Date().toISOString())
  return h
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

const asFields = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))

async function page(h: Harness, query: Record<string, string>): Promise<BookingPageData> {
  const res = await h.request(`${apiPaths.bookingPage}?${new URLSearchParams(query)}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return (await res.json()) as BookingPageData
}

const count = async (h: Harness, table: string) => Number((await h.sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n)

const calendarOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) }
}

describe('booking routes', () => {
  it('answers the booking page’s data: free days and slots in the visitor’s zone, a bad zone named, closed without hours', async () => {
    const h = await start()
    const choose = await page(h, { path: '/book-a-consultation', lang: 'en', tz: 'America/New_York', kind: 'video' })
    expect(choose.view).toBe('choose')
    if (choose.view !== 'choose') return
    expect(choose).toMatchObject({ lawyer: 'selin-aksoy', kind: 'video', timeZone: 'America/New_York', timeZoneError: null })
    expect(choose.lawyers.map((l) => l.key)).toEqual(['selin-aksoy'])
    // The seed's lawyers are sample profiles: the page is told, to say so beside the name (ADR 37 "(e2e)").
    expect(choose.lawyers[0].sample).toBe(true)
    const slot = choose.days[1].slots[0]
    // New York is 7 or 8 hours behind Istanbul: the Istanbul time is given beside it.
    expect(slot.istanbulTime).toMatch(/^\d\d:\d\d Istanbul$/)
    expect(choose.days[0].date).toBe(choose.day)

    const bad = await page(h, { path: '/book-a-consultation', tz: '+03:00' })
    expect(bad).toMatchObject({
      view: 'choose',
      timeZone: 'Europe/Istanbul',
      timeZoneError: 'A time zone is a name such as Europe/London or America/New_York',
    })
    await h.close()

    const closed = await start(false)
    expect(await page(closed, { path: '/book-a-consultation' })).toEqual({ view: 'closed' })
  })

  it('books by JSON (201), answers a repeat as the first, refuses the slot to another visitor (409) with the next free ones', async () => {
    const h = await start()
    const at = startIn(3, 8)
    const first = await h.request(apiPaths.bookings, postJson(bookingRequest(at)))
    expect(first.status).toBe(201)
    const body = (await first.json()) as { booking: { startsAt: string; lawyer: { name: string } }; manageUrl: string }
    expect(body.booking).toMatchObject({ startsAt: at, lawyer: { name: 'Selin Aksoy' }, status: 'confirmed' })
    expect(body.manageUrl).toContain('/book-a-consultation/your-booking?token=')

    const repeat = await h.request(apiPaths.bookings, postJson(bookingRequest(at)))
    expect(repeat.status).toBe(201)
    const other = await h.request(
      apiPaths.bookings,
      postJson(bookingRequest(at, { name: 'Ali Veli', email: 'ali@example.com' })),
      '198.51.100.4',
    )
    expect(other.status).toBe(409)
    const refused = (await other.json()) as { error: string; nextSlots: { start: string }[] }
    expect(refused.error).toBe('Someone has just booked this time. Choose one of the next free times.')
    expect(refused.nextSlots[0].start).toBe(startIn(3, 8, 30))
    expect(await count(h, 'bookings')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)
  })

  it('refuses bad input with a clear message and stores nothing', async () => {
    const h = await start()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ start: startIn(-2, 9) }, 400, 'This time has already passed. Choose one of the free times.'],
      [{ start: startIn(3, 9, 5) }, 400, 'No consultations are held at this time. Choose one of the free times.'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 400, 'Some fields are not valid.'],
      [{ lawyer: 'nobody' }, 400, 'This lawyer does not take bookings on the site. Choose another lawyer.'],
      [{ website: 'https://spam.example' }, 400, 'The booking could not be sent. Please check the form and send it again.'],
    ]
    for (const [over, status, error] of cases) {
      const res = await h.request(apiPaths.bookings, postJson(bookingRequest(startIn(3, 9), over)))
      expect(res.status, JSON.stringify(over)).toBe(status)
      expect(((await res.json()) as { error: string }).error).toBe(error)
    }
    const zone = await h.request(apiPaths.bookings, postJson(bookingRequest(startIn(3, 9), { timeZone: 'Mars/Olympus_Mons' })))
    expect(((await zone.json()) as { errors: Record<string, string> }).errors).toEqual({
      timeZone: 'There is no time zone called Mars/Olympus_Mons',
    })
    expect(await count(h, 'bookings')).toBe(0)
    expect(await count(h, 'outbox')).toBe(0)
  })

  it('without JavaScript: a mistake goes back to the form with what was typed; a booking to its own page in the language', async () => {
    const h = await start()
    const at = startIn(4, 9)
    const wrong = await h.request(
      apiPaths.bookings,
      form(asFields(bookingRequest(at, { email: 'maria@', language: 'tr', timeZone: 'Europe/Berlin' }))),
    )
    expect(wrong.status).toBe(303)
    const back = new URL(wrong.headers.get('location')!, 'http://localhost')
    expect(back.pathname).toBe('/tr/book-a-consultation')
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ lawyer: 'selin-aksoy', kind: 'phone', tz: 'Europe/Berlin', start: at })
    const shown = await page(h, { path: '/book-a-consultation', lang: 'tr', ...Object.fromEntries(back.searchParams) })
    expect(shown).toMatchObject({
      view: 'form',
      timeZone: 'Europe/Berlin',
      notice: 'invalid',
      values: { name: 'Maria Keller', email: 'maria@' },
      errors: { email: 'Enter a valid e-mail address, such as name@example.com' },
    })
    expect(await count(h, 'bookings')).toBe(0)

    const right = await h.request(apiPaths.bookings, form(asFields(bookingRequest(at, { language: 'tr' }))))
    expect(right.status).toBe(303)
    const own = new URL(right.headers.get('location')!, 'http://localhost')
    expect(own.pathname).toBe('/tr/book-a-consultation/your-booking')
    expect(own.searchParams.get('notice')).toBe('booked')
    const manage = await page(h, {
      path: '/book-a-consultation/your-booking',
      lang: 'tr',
      token: own.searchParams.get('token')!,
      notice: 'booked',
    })
    expect(manage).toMatchObject({
      view: 'manage',
      notice: 'booked',
      booking: { startsAt: at, status: 'confirmed', timeZone: 'America/New_York' },
    })
  })

  it('moves and cancels with the signed links; forged, altered or wrong-action links change nothing; the .ics is the e-mail’s', async () => {
    const h = await start()
    const booked = (await (await h.request(apiPaths.bookings, postJson(bookingRequest(startIn(6, 9))))).json()) as { manageUrl: string }
    const token = new URL(booked.manageUrl).searchParams.get('token')!
    const manage = await page(h, { path: '/book-a-consultation/your-booking', token })
    if (manage.view !== 'manage') throw new Error(manage.view)
    expect(manage.moveDays.length).toBeGreaterThan(0)

    // The page holds the signed link in its address: never cached, never sent on as a referrer (ADR 37 "(e2e)").
    const own = await h.request(`/tr/book-a-consultation/your-booking?token=${token}`)
    expect(own.headers.get('referrer-policy')).toBe('no-referrer')
    expect(own.headers.get('cache-control')).toBe('no-store')
    expect((await h.request('/tr/book-a-consultation')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')

    const ics = await h.request(manage.invitationUrl)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(ics.headers.get('content-disposition')).toBe('attachment; filename="invitation.ics"')
    const text = await ics.text()
    const mailed = await h.sql.get<{ message: string }>("SELECT message FROM outbox WHERE purpose = 'booking-confirmation'")
    expect(text).toBe((JSON.parse(mailed!.message) as { calendar: { content: string } }).calendar.content)
    const invitation = calendarOf(text)
    expect(invitation.method).toBe('REQUEST')
    expect(invitation.event.startDate.toJSDate().toISOString()).toBe(startIn(6, 9))

    // Move with the cancel token, an altered token, and nonsense: refused, nothing changed.
    const forged = `${manage.moveToken.slice(0, -3)}abc`
    expect((await h.request(apiPaths.bookingMove, postJson({ token: manage.cancelToken, start: startIn(6, 11) }))).status).toBe(403)
    expect((await h.request(apiPaths.bookingMove, postJson({ token: forged, start: startIn(6, 11) }))).status).toBe(403)
    expect((await h.request(apiPaths.bookingCancel, postJson({ token: 'x.y' }))).status).toBe(403)
    expect((await h.request(`${apiPaths.bookingInvitation}?token=${forged}`)).status).toBe(403)
    expect(await h.sql.all('SELECT sequence, status FROM bookings')).toEqual([{ sequence: 0, status: 'confirmed' }])

    // A link of the site's own key whose meeting has begun: expired, said so, nothing changed.
    const id = (await h.sql.get<{ id: string }>('SELECT id FROM bookings'))!.id
    const expired = sign(await bookingLinkSecret(h.store), {
      bookingId: id,
      action: 'cancel',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    })
    const late = await h.request(apiPaths.bookingCancel, postJson({ token: expired }))
    expect(late.status).toBe(410)
    expect(((await late.json()) as { error: string }).error).toBe('This link has expired: the consultation has begun or is over.')
    expect(await h.sql.all('SELECT sequence, status FROM bookings')).toEqual([{ sequence: 0, status: 'confirmed' }])

    const moved = await h.request(apiPaths.bookingMove, postJson({ token: manage.moveToken, start: startIn(6, 11) }))
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { booking: { startsAt: string } }).booking.startsAt).toBe(startIn(6, 11))

    // The page's form without its ticked box: refused, the page says why, nothing changed (ADR 37 "(e2e)").
    const unticked = await h.request(apiPaths.bookingCancel, form({ token: manage.cancelToken, language: 'ar' }))
    expect(unticked.status).toBe(303)
    expect(unticked.headers.get('location')).toBe(`/ar/book-a-consultation/your-booking?token=${manage.cancelToken}&notice=unconfirmed`)
    expect(await h.sql.all('SELECT sequence, status FROM bookings')).toEqual([{ sequence: 1, status: 'confirmed' }])

    const cancel = form({ token: manage.cancelToken, language: 'ar', confirm: 'yes' })
    const first = await h.request(apiPaths.bookingCancel, cancel)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(`/ar/book-a-consultation/your-booking?token=${manage.cancelToken}&notice=cancelled`)
    // Twice: the same page, nothing sent again.
    expect((await h.request(apiPaths.bookingCancel, cancel)).status).toBe(303)
    expect(await h.sql.all('SELECT sequence, status FROM bookings')).toEqual([{ sequence: 2, status: 'cancelled' }])
    expect(await count(h, 'outbox')).toBe(6)
    const cancelled = calendarOf(await (await h.request(manage.invitationUrl)).text())
    expect(cancelled.method).toBe('CANCEL')
    expect(cancelled.event.uid).toBe(invitation.event.uid)
  })

  it('gives one slot to exactly one of 100 visitors posting at once, across two instances on PostgreSQL', async () => {
    // Two apps with their own connections on one database (PostgreSQL); on SQLite one app, one file.
    const dataDir = tempDir()
    // A harness given its folder leaves it (a restart would find its data): removed here, after both closed.
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
    h = await startHarness({ FIRM_EMAIL: 'office@firm.example' }, { dataDir })
    await h.store.bookings.putAvailability('selin-aksoy', openAvailability, 'owner@firm.example', new Date().toISOString())
    if (onPostgres) other = await startHarness({ FIRM_EMAIL: 'office@firm.example' }, { dataDir })
    const instances = other ? [h, other] : [h]
    const at = startIn(8, 10)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        instances[i % instances.length].request(
          apiPaths.bookings,
          postJson(bookingRequest(at, { name: `Visitor ${i}`, email: `visitor${i}@example.com` })),
          `10.0.${i >> 8}.${i & 255}`,
        ),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(99)
    for (const r of answers.filter((a) => a.status === 409)) {
      expect(((await r.json()) as { nextSlots: { start: string }[] }).nextSlots[0]?.start).toBe(startIn(8, 10, 30))
    }
    expect(await count(h, 'bookings')).toBe(1)
    expect(await count(h, 'outbox')).toBe(2)
  }, 120_000)
})
