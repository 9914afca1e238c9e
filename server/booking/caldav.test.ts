import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CalendarError, connectFirmCalendar, type FirmCalendar } from './caldav.ts'
import { freePort } from '../test/free-port.ts'
import { radicaleMissing, startRadicale, type RunningRadicale } from '../test/radicale.ts'

/**
 * The firm's calendar against a real CalDAV server (Debian's Radicale, server/test/radicale.ts): events another
 * client writes (as Thunderbird does: a plain PUT of an iCalendar file) are busy time, the site's bookings are
 * written and replaced as one event each, and what another client moves or deletes comes back from changes().
 */
const missing = radicaleMissing()

const ISTANBUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Istanbul',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** An iCalendar file as a desktop calendar writes it; `events` are the VEVENTs' own lines. */
function calendarFile(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN', ...ISTANBUL_VTIMEZONE]
  for (const event of events) lines.push('BEGIN:VEVENT', 'DTSTAMP:20270101T090000Z', ...event, 'END:VEVENT')
  return [...lines, 'END:VCALENDAR', ''].join('\r\n')
}

/** The booking's event as the site writes it: an invitation (METHOD:REQUEST) in UTC. */
function bookingFile(uid: string, start: string, end: string, sequence = 0): string {
  const utc = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atlas Law Istanbul//Booking//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SEQUENCE:${sequence}`,
    'DTSTAMP:20270101T090000Z',
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    'SUMMARY:Consultation',
    'ORGANIZER;CN=Atlas Law Istanbul:mailto:info@atlaslaw.example',
    'ATTENDEE;CN=Jane Visitor;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:jane@example.com',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

describe.skipIf(missing)('the firm’s calendar over CalDAV (Radicale)', () => {
  let radicale: RunningRadicale

  beforeAll(async () => {
    radicale = await startRadicale()
  })
  afterAll(async () => {
    await radicale?.stop()
  })

  const auth = () => `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`
  /** Another client (Thunderbird, a phone) writing straight to the calendar. */
  const otherClientPut = async (calendarUrl: string, name: string, text: string) => {
    const response = await fetch(new URL(name, calendarUrl), {
      method: 'PUT',
      headers: { Authorization: auth(), 'Content-Type': 'text/calendar; charset=utf-8' },
      body: text,
    })
    expect(response.status, await response.text()).toBeLessThan(300)
  }
  const otherClientDelete = async (calendarUrl: string, name: string) => {
    const response = await fetch(new URL(name, calendarUrl), { method: 'DELETE', headers: { Authorization: auth() } })
    expect(response.status).toBeLessThan(300)
  }
  /** A calendar of the test's own in the firm's account, connected by its address. */
  const freshCalendar = async (name: string): Promise<FirmCalendar> => {
    const url = await radicale.makeCalendar(name)
    return connectFirmCalendar({ url, username: radicale.username, password: radicale.password })
  }

  // First, while the account has its one calendar: from the server's address alone, discovery finds it.
  it('finds the account’s calendar from the server’s address', async () => {
    const calendar = await connectFirmCalendar({ url: radicale.url, username: radicale.username, password: radicale.password })
    expect(calendar.calendarUrl).toBe(radicale.calendarUrl)
  })

  it('counts an event another client wrote in the calendar as busy, at its Istanbul time, with its UID', async () => {
    const calendar = await connectFirmCalendar({
      url: radicale.url,
      calendarUrl: radicale.calendarUrl,
      username: radicale.username,
      password: radicale.password,
    })
    await otherClientPut(
      radicale.calendarUrl,
      'court-hearing.ics',
      calendarFile([
        'UID:court-hearing@thunderbird',
        'SUMMARY:Court hearing',
        'DTSTART;TZID=Europe/Istanbul:20270302T100000',
        'DTEND;TZID=Europe/Istanbul:20270302T113000',
      ]),
    )
    expect(await calendar.busy('2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z')).toEqual([
      { uid: 'court-hearing@thunderbird', start: '2027-03-02T07:00:00.000Z', end: '2027-03-02T08:30:00.000Z' },
    ])
    expect(await calendar.busy('2027-03-03T00:00:00Z', '2027-03-04T00:00:00Z')).toEqual([])
  })

  it('expands a weekly event: each week’s meeting, a moved one where it went, a skipped one not at all', async () => {
    const calendar = await freshCalendar('weekly')
    await otherClientPut(
      calendar.calendarUrl,
      'team-meeting.ics',
      calendarFile(
        [
          'UID:team-meeting',
          'SUMMARY:Team meeting',
          'DTSTART;TZID=Europe/Istanbul:20270301T090000',
          'DTEND;TZID=Europe/Istanbul:20270301T100000',
          'RRULE:FREQ=WEEKLY;BYDAY=MO',
          'EXDATE;TZID=Europe/Istanbul:20270315T090000',
        ],
        [
          'UID:team-meeting',
          'RECURRENCE-ID;TZID=Europe/Istanbul:20270308T090000',
          'SUMMARY:Team meeting (moved)',
          'DTSTART;TZID=Europe/Istanbul:20270309T140000',
          'DTEND;TZID=Europe/Istanbul:20270309T150000',
        ],
      ),
    )
    const busy = await calendar.busy('2027-03-01T00:00:00Z', '2027-03-29T00:00:00Z')
    expect(busy).toEqual([
      { uid: 'team-meeting', start: '2027-03-01T06:00:00.000Z', end: '2027-03-01T07:00:00.000Z' },
      { uid: 'team-meeting', start: '2027-03-09T11:00:00.000Z', end: '2027-03-09T12:00:00.000Z' },
      { uid: 'team-meeting', start: '2027-03-22T06:00:00.000Z', end: '2027-03-22T07:00:00.000Z' },
    ])
  })

  it('leaves out free (transparent) and cancelled events, and blocks the whole Istanbul day for an all-day one', async () => {
    const calendar = await freshCalendar('kinds')
    await otherClientPut(
      calendar.calendarUrl,
      'reminder.ics',
      calendarFile(['UID:reminder', 'SUMMARY:File the brief', 'TRANSP:TRANSPARENT', 'DTSTART:20270405T070000Z', 'DTEND:20270405T080000Z']),
    )
    await otherClientPut(
      calendar.calendarUrl,
      'called-off.ics',
      calendarFile(['UID:called-off', 'SUMMARY:Client lunch', 'STATUS:CANCELLED', 'DTSTART:20270405T090000Z', 'DTEND:20270405T100000Z']),
    )
    await otherClientPut(
      calendar.calendarUrl,
      'holiday.ics',
      calendarFile(['UID:holiday', 'SUMMARY:Republic Day', 'DTSTART;VALUE=DATE:20270406', 'DTEND;VALUE=DATE:20270407']),
    )
    expect(await calendar.busy('2027-04-05T00:00:00Z', '2027-04-08T00:00:00Z')).toEqual([
      { uid: 'holiday', start: '2027-04-05T21:00:00.000Z', end: '2027-04-06T21:00:00.000Z' },
    ])
  })

  it('reads a zone the file does not define (RFC 7809) by its rules, and a time without a zone as Istanbul time', async () => {
    const calendar = await freshCalendar('zones')
    const plainFile = (event: string[]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Example//Phone//EN',
        'BEGIN:VEVENT',
        'DTSTAMP:20270101T090000Z',
        ...event,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n')
    // New York is on daylight time (UTC-4) from 14 March 2027.
    await otherClientPut(
      calendar.calendarUrl,
      'new-york.ics',
      plainFile(['UID:new-york-call', 'DTSTART;TZID=America/New_York:20270315T090000', 'DTEND;TZID=America/New_York:20270315T093000']),
    )
    await otherClientPut(
      calendar.calendarUrl,
      'floating.ics',
      plainFile(['UID:office-visit', 'DTSTART:20270316T100000', 'DTEND:20270316T110000']),
    )
    expect(await calendar.busy('2027-03-15T00:00:00Z', '2027-03-17T00:00:00Z')).toEqual([
      { uid: 'new-york-call', start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T13:30:00.000Z' },
      { uid: 'office-visit', start: '2027-03-16T07:00:00.000Z', end: '2027-03-16T08:00:00.000Z' },
    ])
  })

  it('writes a booking as one event with its UID, replaces it when moved, and frees the time when removed', async () => {
    const calendar = await freshCalendar('bookings')
    const uid = 'booking-7f3a@atlaslaw.example'
    const { etag } = await calendar.put(uid, bookingFile(uid, '2027-05-10T07:00:00Z', '2027-05-10T07:15:00Z'))
    expect(etag).toBeTruthy()
    const week = ['2027-05-10T00:00:00Z', '2027-05-17T00:00:00Z'] as const
    expect(await calendar.busy(...week)).toEqual([{ uid, start: '2027-05-10T07:00:00.000Z', end: '2027-05-10T07:15:00.000Z' }])

    // What another client reads: the event under <uid>.ics, without the e-mail's METHOD (RFC 4791 forbids it there).
    const stored = await fetch(new URL(`${encodeURIComponent(uid)}.ics`, calendar.calendarUrl), { headers: { Authorization: auth() } })
    expect(stored.status).toBe(200)
    const text = await stored.text()
    expect(text).toContain(`UID:${uid}`)
    expect(text).not.toContain('METHOD:')

    await calendar.put(uid, bookingFile(uid, '2027-05-12T11:00:00Z', '2027-05-12T11:15:00Z', 1))
    expect(await calendar.busy(...week)).toEqual([{ uid, start: '2027-05-12T11:00:00.000Z', end: '2027-05-12T11:15:00.000Z' }])

    // One resource per UID: text of another booking is refused before anything is written.
    await expect(
      calendar.put(uid, bookingFile('another@atlaslaw.example', '2027-05-13T07:00:00Z', '2027-05-13T07:15:00Z')),
    ).rejects.toThrow(/must hold events of that one UID \(found another@atlaslaw.example\)/)

    await calendar.remove(uid)
    expect(await calendar.busy(...week)).toEqual([])
    // Removing it again (a retry after a lost answer) is not an error.
    await calendar.remove(uid)
  })

  it('refuses to replace a booking changed in the calendar since its ETag was read', async () => {
    const calendar = await freshCalendar('etags')
    const uid = 'booking-etag@atlaslaw.example'
    const { etag } = await calendar.put(uid, bookingFile(uid, '2027-05-20T07:00:00Z', '2027-05-20T07:15:00Z'))
    await otherClientPut(
      calendar.calendarUrl,
      `${encodeURIComponent(uid)}.ics`,
      bookingFile(uid, '2027-05-21T07:00:00Z', '2027-05-21T07:15:00Z', 1),
    )
    const stale = calendar.put(uid, bookingFile(uid, '2027-05-22T07:00:00Z', '2027-05-22T07:15:00Z', 1), { etag: etag! })
    await expect(stale).rejects.toMatchObject({ code: 'changed' })
    expect(await calendar.busy('2027-05-20T00:00:00Z', '2027-05-23T00:00:00Z')).toEqual([
      { uid, start: '2027-05-21T07:00:00.000Z', end: '2027-05-21T07:15:00.000Z' },
    ])
  })

  it('reports a booking moved and one deleted by another client since the last token', async () => {
    const calendar = await freshCalendar('changes')
    const [moved, deleted, untouched] = [
      'booking-moved@atlaslaw.example',
      'booking-deleted@atlaslaw.example',
      'booking-kept@atlaslaw.example',
    ]
    await calendar.put(moved, bookingFile(moved, '2027-06-01T07:00:00Z', '2027-06-01T07:15:00Z'))
    await calendar.put(deleted, bookingFile(deleted, '2027-06-02T07:00:00Z', '2027-06-02T07:15:00Z'))
    await calendar.put(untouched, bookingFile(untouched, '2027-06-03T07:00:00Z', '2027-06-03T07:15:00Z'))

    const first = await calendar.changes()
    expect(first.full).toBe(true)
    expect(first.syncToken).toBeTruthy()
    expect(first.events.map((e) => e.uid).sort()).toEqual([deleted, moved, untouched].sort())

    // The lawyer drags one meeting to the afternoon and deletes another, in their own calendar program.
    await otherClientPut(
      calendar.calendarUrl,
      `${encodeURIComponent(moved)}.ics`,
      bookingFile(moved, '2027-06-01T12:00:00Z', '2027-06-01T12:15:00Z', 1),
    )
    await otherClientDelete(calendar.calendarUrl, `${encodeURIComponent(deleted)}.ics`)

    const next = await calendar.changes(first.syncToken)
    expect(next.full).toBe(false)
    expect(next.events.sort((a, b) => String(a.uid).localeCompare(String(b.uid)))).toEqual([
      { kind: 'removed', uid: deleted, href: new URL(`${encodeURIComponent(deleted)}.ics`, calendar.calendarUrl).href },
      expect.objectContaining({
        kind: 'changed',
        uid: moved,
        start: '2027-06-01T12:00:00.000Z',
        end: '2027-06-01T12:15:00.000Z',
        status: 'confirmed',
      }),
    ])
    expect(next.syncToken).not.toBe(first.syncToken)

    // Nothing since: nothing reported.
    expect((await calendar.changes(next.syncToken)).events).toEqual([])
    // A token the server does not know (expired, or the calendar recreated): the whole calendar, marked as such.
    const again = await calendar.changes('http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000')
    expect(again.full).toBe(true)
    expect(again.events.map((e) => e.uid).sort()).toEqual([moved, untouched].sort())
  })

  it('says the calendar is gone when it was deleted after connecting, rather than report it free', async () => {
    const calendar = await freshCalendar('deleted-later')
    await otherClientPut(
      calendar.calendarUrl,
      'meeting.ics',
      calendarFile(['UID:meeting', 'SUMMARY:Meeting', 'DTSTART:20270705T070000Z', 'DTEND:20270705T080000Z']),
    )
    const response = await fetch(calendar.calendarUrl, { method: 'DELETE', headers: { Authorization: auth() } })
    expect(response.status).toBeLessThan(300)
    const gone = { code: 'not-found', message: `There is no calendar at ${calendar.calendarUrl} any more (HTTP 404)` }
    await expect(calendar.busy('2027-07-05T00:00:00Z', '2027-07-06T00:00:00Z')).rejects.toMatchObject(gone)
    await expect(calendar.changes()).rejects.toMatchObject(gone)
  })

  it('says in plain words that the password is wrong, naming the server but not the password', async () => {
    const password = 'not-the-password-1234'
    const connecting = connectFirmCalendar({ url: radicale.url, calendarUrl: radicale.calendarUrl, username: radicale.username, password })
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CalendarError)
    expect(error).toMatchObject({ code: 'unauthorized' })
    expect((error as Error).message).toMatch(/refused the user name or password/)
    expect((error as Error).message).toContain(radicale.url)
    expect((error as Error).message).not.toContain(password)
    expect((error as Error).message).not.toContain(radicale.password)
  })

  it('says which calendar is missing, and which server cannot be reached', async () => {
    const gone = new URL(`${radicale.username}/no-such-calendar/`, radicale.url).href
    const missingCalendar = connectFirmCalendar({
      url: radicale.url,
      calendarUrl: gone,
      username: radicale.username,
      password: radicale.password,
    })
    await expect(missingCalendar).rejects.toMatchObject({ code: 'not-found', message: `There is no calendar at ${gone}` })

    // By now the account has several calendars: the server's address alone is not enough, and the message says so.
    const several = connectFirmCalendar({ url: radicale.url, username: radicale.username, password: radicale.password })
    await expect(several).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringMatching(/has \d+ calendars \(.*\/firm\/firm\/.*\): set the address of the one bookings go to/),
    })

    const closed = `http://127.0.0.1:${await freePort()}/`
    const unreachable = connectFirmCalendar({
      url: `http://firm:${radicale.password}@${closed.slice(7)}`,
      username: 'firm',
      password: radicale.password,
    })
    const error = (await unreachable.catch((e: unknown) => e)) as CalendarError
    expect(error).toMatchObject({ code: 'unreachable' })
    expect(error.message).toBe(`The calendar server at ${closed} could not be reached (ECONNREFUSED)`)
    expect(error.message).not.toContain(radicale.password)
  })
})
