import { afterEach, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { startHarness, type Harness } from '../test/harness.ts'
import { TestSmtp } from '../test/smtp.ts'
import { leafParts, parseMime } from '../test/mime.ts'
import { auditRows, createAccount, signedIn, type AdminClient } from '../test/admin.ts'
import { sampleBooking } from '../test/booking.ts'
import type { NewBooking, StoredBooking } from '../db/bookings.ts'
import { DEFAULT_AVAILABILITY } from '../../src/lib/availability.ts'
import type { AdminPage } from '../../src/admin/page-data.ts'
import type { KvkkExport } from './leads.ts'

/**
 * Issue 37, the back office's side of booking: the bookings (upcoming and past, by lawyer, paged), one booking with
 * the visitor's history, each lawyer's availability (read, checked with the form's schema, stored, audited), who may
 * do which, and bookings in the KVKK look-up, export and erasure.
 */

let h: Harness | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await h?.close()
  await smtp?.stop()
  h = undefined
  smtp = undefined
})

const HOUR = 3_600_000
/** A time on the 5-minute grid, `hours` from now. */
const at = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 300_000) * 300_000).toISOString()

/** The invitations' sample visitor (server/test/booking.ts), booked `hours` from now by phone with 10 minutes after. */
const booking = (over: Partial<NewBooking> & { hours: number }): NewBooking => {
  const { hours, ...rest } = over
  const { lawyer, name, email, phone, topic, meetingLanguage, siteLanguage } = sampleBooking()
  return {
    ...{ lawyer, name, email, phone, topic, meetingLanguage, siteLanguage },
    kind: 'phone',
    startsAt: at(hours),
    endsAt: new Date(Date.parse(at(hours)) + 15 * 60_000).toISOString(),
    bufferBefore: 0,
    bufferAfter: 10,
    visitorTimeZone: 'Europe/Berlin',
    ...rest,
  }
}

async function book(over: Partial<NewBooking> & { hours: number }): Promise<StoredBooking> {
  const made = await h!.store.bookings.create(booking(over), new Date().toISOString())
  if ('taken' in made) throw new Error('the test booking overlaps another')
  return made
}

async function owner(): Promise<AdminClient> {
  h = await startHarness()
  return signedIn(h, await createAccount(h, 'owner@firm.example'))
}

const pageData = async <K extends AdminPage['page']>(client: AdminClient, path: string, kind: K) => {
  const res = await client.get(`/admin/api/pages${path}`)
  expect(res.status, path).toBe(200)
  const page = (await res.json()) as AdminPage
  expect(page.page).toBe(kind)
  return page as Extract<AdminPage, { page: K }>
}

describe('the bookings list', () => {
  it('lists upcoming bookings earliest first and past ones newest first, with the lawyer’s name and Istanbul times', async () => {
    const client = await owner()
    const later = await book({ hours: 48, name: 'Later Visitor', email: 'later@example.com' })
    const soon = await book({ hours: 24, name: 'Soon Visitor', email: 'soon@example.com', kind: 'video', meetingLanguage: 'tr' })
    const old = await book({ hours: -72, name: 'Old Visitor', email: 'old@example.com' })
    const older = await book({ hours: -96, name: 'Older Visitor', email: 'older@example.com' })

    const upcoming = await pageData(client, '/bookings', 'bookings')
    expect(upcoming.when).toBe('upcoming')
    // No calendar connected (no CALDAV_URL): nothing about one (ADR 37 "(calstatus)").
    expect(upcoming.calendar).toBeNull()
    expect(upcoming.bookings.some((b) => 'calendarConflict' in b)).toBe(false)
    expect(upcoming.bookings.map((b) => b.id)).toEqual([soon.id, later.id])
    expect(upcoming.bookings[0]).toMatchObject({
      lawyer: 'selin-aksoy',
      lawyerName: 'Selin Aksoy',
      kind: 'video',
      name: 'Soon Visitor',
      email: 'soon@example.com',
      status: 'confirmed',
      meetingLanguage: 'tr',
      startsAt: soon.startsAt,
    })
    expect(upcoming.lawyers).toContainEqual({ key: 'selin-aksoy', name: 'Selin Aksoy' })
    // Interns are not booked: only members admitted to the bar are offered.
    expect(upcoming.lawyers.map((l) => l.key)).not.toContain('zeynep-celik')

    const past = await pageData(client, '/bookings?when=past', 'bookings')
    expect(past.bookings.map((b) => b.id)).toEqual([old.id, older.id])

    // The full page shows the rows with Istanbul time (UTC+3).
    const { html } = await client.page('/admin/bookings')
    expect(html.replace(/<!-- -->/g, '')).toContain(`A booking is deleted ${h!.outbox.retentionDays} days after its meeting ended`)
    expect(html).toContain('Soon Visitor')
    expect(html).toContain('Selin Aksoy')
    const istanbul = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' })
    expect(html).toContain(istanbul.format(new Date(soon.startsAt)))
  })

  it('filters by lawyer, and pages by 50', async () => {
    const client = await owner()
    const emre = await book({ hours: 30, lawyer: 'emre-kaya', name: 'Client of Emre', email: 'emre.client@example.com' })
    for (let i = 0; i < 51; i++) await book({ hours: 24 + i / 2, email: `visitor${i}@example.com` })
    const selin = await pageData(client, '/bookings?lawyer=selin-aksoy', 'bookings')
    expect(selin.bookings).toHaveLength(50)
    expect(selin.hasMore).toBe(true)
    expect(selin.bookings.every((b) => b.lawyer === 'selin-aksoy')).toBe(true)
    const second = await pageData(client, '/bookings?lawyer=selin-aksoy&page=2', 'bookings')
    expect(second.bookings).toHaveLength(1)
    expect(second.hasMore).toBe(false)
    expect(second.pageNumber).toBe(2)
    expect((await pageData(client, '/bookings?lawyer=emre-kaya', 'bookings')).bookings.map((b) => b.id)).toEqual([emre.id])
    // An unknown key is no filter (not an empty list that hides bookings).
    const all = await pageData(client, '/bookings?lawyer=nobody', 'bookings')
    expect(all.lawyer).toBe('')
    expect(all.bookings).toHaveLength(50)
  })
})

describe('a booking', () => {
  it('shows every field and the visitor’s bookings as their history; opening it is audited by id only', async () => {
    const client = await owner()
    const first = await book({ hours: -200, email: 'Maria.Keller@Example.com' })
    const current = await book({ hours: 50, kind: 'office', topic: 'Residence permit for my parents' })
    await book({ hours: 60, email: 'someone.else@example.com' })
    const cancelled = await h!.store.bookings.cancel(current.id, new Date().toISOString(), { note: 'The lawyer is ill' })
    expect(cancelled?.status).toBe('cancelled')

    const { booking: detail } = await pageData(client, `/bookings/${current.id}`, 'booking')
    expect(detail).toMatchObject({
      id: current.id,
      uid: current.uid,
      kind: 'office',
      lawyerName: 'Selin Aksoy',
      name: 'Maria Keller',
      email: 'maria.keller@example.com',
      phone: '+49 30 1234567',
      topic: 'Residence permit for my parents',
      visitorTimeZone: 'Europe/Berlin',
      meetingLanguage: 'en',
      siteLanguage: 'en',
      status: 'cancelled',
      sequence: 1,
      note: 'The lawyer is ill',
      bufferAfter: 10,
    })
    // The address in any case: the same person.
    expect(detail.history.map((b) => b.id).sort()).toEqual([first.id, current.id].sort())

    const { html } = await client.page(`/admin/bookings/${current.id}`)
    expect(html).toContain('Residence permit for my parents')
    expect(html).toContain('Europe/Berlin')
    expect(await auditRows(h!, 'viewed booking')).toEqual([
      { actor: 'owner@firm.example', detail: `booking ${current.id}` },
      { actor: 'owner@firm.example', detail: `booking ${current.id}` },
    ])
    expect((await client.get('/admin/bookings/no-such-booking')).status).toBe(404)
  })
})

/** An owner signed in on a server that sends its e-mails to a real SMTP server in the test. */
async function ownerWithMail(): Promise<AdminClient> {
  smtp = new TestSmtp()
  await smtp.start()
  h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example' })
  return signedIn(h, await createAccount(h, 'owner@firm.example'))
}

/** The e-mails the visitor received: the invitation's method and instant, and the text the visitor reads. */
function visitorMails() {
  return smtp!.received
    .filter((m) => m.to.includes('maria.keller@example.com'))
    .map((m) => {
      const parts = leafParts(parseMime(m.raw))
      const ics = parts.find((p) => p.type === 'text/calendar')!
      const calendar = new ICAL.Component(ICAL.parse(ics.body))
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
      return {
        method: calendar.getFirstPropertyValue('method'),
        start: event.startDate.toJSDate().toISOString(),
        sequence: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence'),
        text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
      }
    })
}

const outboxCount = async () => (await h!.sql.all('SELECT id FROM outbox')).length

describe('cancelling and moving a booking from the back office', () => {
  it('cancels with a note the visitor receives with METHOD:CANCEL, audited by id; a second time is a 409 and sends nothing', async () => {
    const client = await ownerWithMail()
    const b = await book({ hours: 50 })
    const url = `/admin/api/bookings/${b.id}/cancel`
    // The note is checked first: too long is refused with the field's message, and nothing changes.
    const long = await client.send('POST', url, { note: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ ok: false, errors: { note: 'Keep the note to the visitor to 1,000 characters.' } })
    // A write without the page's CSRF token is refused, as every other admin write.
    expect((await client.send('POST', url, { note: 'x' }, { csrf: null })).status).toBe(403)
    expect((await h!.store.bookings.get(b.id))?.status).toBe('confirmed')

    const res = await client.send('POST', url, { note: 'The lawyer is in court that day. Please book another time.' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ok: boolean; booking: { status: string; sequence: number; note: string } }
    expect(body).toMatchObject({
      ok: true,
      booking: { status: 'cancelled', sequence: 1, note: 'The lawyer is in court that day. Please book another time.' },
    })
    expect(await auditRows(h!, 'booking.cancel')).toEqual([{ actor: 'owner@firm.example', detail: `booking ${b.id}` }])
    const queued = await outboxCount()

    const again = await client.send('POST', url, { note: 'Again' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ ok: false, error: expect.stringContaining('already cancelled') })
    expect(await outboxCount()).toBe(queued)
    expect((await client.send('POST', '/admin/api/bookings/no-such-booking/cancel', {})).status).toBe(404)

    await h!.outbox.runOnce()
    const mails = visitorMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ method: 'CANCEL', sequence: 1 })
    expect(mails[0].text).toContain('The lawyer is in court that day. Please book another time.')
  })

  it('moves to a free time outside the hours with a note (METHOD:REQUEST, sequence raised); taken time is a 409', async () => {
    const client = await ownerWithMail()
    const b = await book({ hours: 50 })
    const other = await book({ hours: 70, email: 'someone.else@example.com' })
    const url = `/admin/api/bookings/${b.id}/move`

    // Bad input: each refused with the field's message, nothing changed.
    for (const [start, message] of [
      ['tomorrow', 'Choose a date and a time.'],
      [new Date(Date.parse(at(30)) + 120_000).toISOString(), 'Choose a time on a 5-minute mark.'],
      [at(-5), 'This time has passed. Choose a time in the future.'],
    ]) {
      const res = await client.send('POST', url, { start, note: 'x' })
      expect(res.status, start).toBe(400)
      expect(await res.json()).toMatchObject({ ok: false, errors: { start: message } })
    }
    // The other visitor's time: the database refuses it.
    const taken = await client.send('POST', url, { start: other.startsAt, note: 'x' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ ok: false, error: expect.stringContaining('Another booking holds this time') })
    expect(await h!.store.bookings.get(b.id)).toMatchObject({ startsAt: b.startsAt, sequence: 0 })
    expect((await client.send('POST', '/admin/api/bookings/no-such-booking/move', { start: at(30) })).status).toBe(404)

    // No availability is stored at all: the firm may still move a meeting to any free future time.
    const to = at(30)
    const res = await client.send('POST', url, { start: to, note: 'Moved as agreed by phone.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, booking: { startsAt: to, sequence: 1, status: 'confirmed' } })
    expect(await auditRows(h!, 'booking.move')).toEqual([{ actor: 'owner@firm.example', detail: `booking ${b.id} to ${to}` }])

    await h!.outbox.runOnce()
    const mails = visitorMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ method: 'REQUEST', start: to, sequence: 1 })
    expect(mails[0].text).toContain('Moved as agreed by phone.')

    // A cancelled booking cannot be moved.
    await client.send('POST', `/admin/api/bookings/${b.id}/cancel`, {})
    const moved = await client.send('POST', url, { start: at(40) })
    expect(moved.status).toBe(409)
  })
})

describe('a lawyer’s availability', () => {
  it('starts from the default, saves a valid change (audited) and reads it back', async () => {
    const client = await owner()
    const fresh = await pageData(client, '/availability/selin-aksoy', 'availability')
    expect(fresh).toMatchObject({ stored: false, lawyer: { key: 'selin-aksoy', name: 'Selin Aksoy' }, availability: DEFAULT_AVAILABILITY })

    const changed = {
      ...DEFAULT_AVAILABILITY,
      weekly: { ...DEFAULT_AVAILABILITY.weekly, saturday: [{ from: '10:00', to: '13:00' }] },
      overrides: [{ date: '2027-04-23', hours: [], reason: 'National Sovereignty and Children’s Day' }],
      maxPerDay: null,
      kinds: [{ kind: 'video', minutes: 20 }],
    }
    const res = await client.send('PUT', '/admin/api/availability/selin-aksoy', changed)
    expect(res.status).toBe(200)
    const stored = await pageData(client, '/availability/selin-aksoy', 'availability')
    expect(stored).toMatchObject({ stored: true, updatedBy: 'owner@firm.example', availability: changed })
    expect((await h!.store.bookings.availability('selin-aksoy'))?.availability).toEqual(changed)
    expect(await auditRows(h!, 'changed availability')).toEqual([{ actor: 'owner@firm.example', detail: 'selin-aksoy' }])
  })

  it('refuses bad input with the schema’s message per field and stores nothing', async () => {
    const client = await owner()
    const bad = {
      ...DEFAULT_AVAILABILITY,
      weekly: {
        ...DEFAULT_AVAILABILITY.weekly,
        monday: [
          { from: '09:00', to: '12:00' },
          { from: '11:00', to: '13:00' },
        ],
        tuesday: [{ from: '14:00', to: '10:00' }],
      },
      overrides: [{ date: '2027-02-30', hours: [], reason: '' }],
      bufferAfterMinutes: 7,
      kinds: [],
    }
    const res = await client.send('PUT', '/admin/api/availability/selin-aksoy', bad)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { ok: boolean; error: string; errors: Record<string, string> }
    expect(body.ok).toBe(false)
    expect(body.errors).toMatchObject({
      'weekly.monday.1.from': '11:00–13:00 overlaps 09:00–12:00',
      'weekly.tuesday.0.to': 'The end must be later than the start',
      'overrides.0.date': 'There is no such day in the calendar',
      'overrides.0.reason': 'Say why this day differs, for example Republic Day or annual leave',
      bufferAfterMinutes: 'Buffer after: use a multiple of 5 minutes',
      kinds: 'Offer at least one kind of consultation',
    })
    expect(body.error).toBeTruthy()
    expect(await h!.store.bookings.availability('selin-aksoy')).toBeNull()
    expect(await auditRows(h!, 'changed availability')).toEqual([])
    // Not JSON, and a key that is no lawyer of the published team.
    expect((await client.send('PUT', '/admin/api/availability/selin-aksoy', 'not json')).status).toBe(400)
    expect((await client.send('PUT', '/admin/api/availability/zeynep-celik', DEFAULT_AVAILABILITY)).status).toBe(404)
    expect(await h!.store.bookings.availability('zeynep-celik')).toBeNull()
  })
})

describe('who may', () => {
  it('see bookings: whoever may see leads; set availability: whoever may edit the firm’s facts', async () => {
    h = await startHarness()
    const made = await book({ hours: 30 })
    await createAccount(h, 'owner@firm.example')
    const editor = await signedIn(h, await createAccount(h, 'editor@firm.example', { role: 'editor' }))
    const translator = await signedIn(h, await createAccount(h, 'translator@firm.example', { role: 'translator' }), { again: true })
    const office = await signedIn(h, await createAccount(h, 'office@firm.example', { role: 'editor', clientData: true }), { again: true })

    for (const path of ['/admin/bookings', `/admin/bookings/${made.id}`, '/admin/api/pages/bookings']) {
      for (const [who, client] of [
        ['editor', editor],
        ['translator', translator],
      ] as const) {
        const res = await client.get(path)
        expect.soft(res.status, `${who}: ${path}`).toBe(403)
        expect.soft(await res.text(), `${who}: ${path}`).not.toContain('maria.keller@example.com')
      }
      expect.soft((await office.get(path)).status, `editor with client data: ${path}`).toBe(200)
    }
    for (const path of ['/admin/availability', '/admin/availability/selin-aksoy']) {
      expect.soft((await editor.get(path)).status, `editor: ${path}`).toBe(200)
      expect.soft((await translator.get(path)).status, `translator: ${path}`).toBe(403)
    }
    // The navigation offers each account what it may open.
    const links = async (client: AdminClient) =>
      [...(await client.page('/admin/posts')).html.matchAll(/href="(\/admin\/(?:bookings|availability))"/g)].map((m) => m[1])
    expect(await links(editor)).toEqual(['/admin/availability'])
    expect(await links(translator)).toEqual([])
    expect(await links(office)).toEqual(['/admin/bookings', '/admin/availability'])
    expect((await translator.send('PUT', '/admin/api/availability/selin-aksoy', DEFAULT_AVAILABILITY)).status).toBe(403)
    expect((await editor.send('PUT', '/admin/api/availability/selin-aksoy', DEFAULT_AVAILABILITY)).status).toBe(200)
    expect((await h.store.bookings.availability('selin-aksoy'))?.updatedBy).toBe('editor@firm.example')
  })
})

describe('KVKK requests', () => {
  it('find, export and erase the address’s bookings, and say how many went', async () => {
    const client = await owner()
    const past = await book({ hours: -50, email: 'Maria.Keller@example.com' })
    const future = await book({ hours: 50 })
    const other = await book({ hours: 70, email: 'someone.else@example.com' })

    const kvkk = await pageData(client, `/kvkk?email=${encodeURIComponent('MARIA.KELLER@example.com')}`, 'kvkk')
    expect(kvkk.findings?.bookings.map((b) => b.id).sort()).toEqual([past.id, future.id].sort())

    const res = await client.get(`/admin/api/kvkk/export?email=${encodeURIComponent('maria.keller@example.com')}`)
    expect(res.status).toBe(200)
    const data = (await res.json()) as KvkkExport
    expect(data.bookings.map((b) => b.id).sort()).toEqual([past.id, future.id].sort())
    const exported = data.bookings.find((b) => b.id === future.id)!
    expect(exported).toMatchObject({ topic: 'Buying a flat in Istanbul', phone: '+49 30 1234567', visitorTimeZone: 'Europe/Berlin' })
    expect(exported.startsAtIstanbul).toBe(new Date(Date.parse(future.startsAt) + 3 * HOUR).toISOString().slice(0, 19).replace('T', ' '))
    expect(await auditRows(h!, 'exported personal data (KVKK request)')).toEqual([
      { actor: 'owner@firm.example', detail: '0 submission(s), 2 booking(s), 0 file(s)' },
    ])

    // The firm moved the future meeting: the visitor's and the firm's e-mails are queued, naming the booking.
    const moved = await client.send('POST', `/admin/api/bookings/${future.id}/move`, { start: at(52), note: 'Moved by phone' })
    expect(moved.status).toBe(200)
    expect(await h!.sql.all('SELECT id FROM outbox WHERE booking_id = ?', future.id)).toHaveLength(2)

    const erase = await client.send('POST', '/admin/api/kvkk/erase', { email: 'maria.keller@example.com', confirm: true })
    expect(erase.status).toBe(200)
    expect(await erase.json()).toMatchObject({ ok: true, submissions: 0, bookings: 2 })
    expect(await h!.store.bookings.byEmail('maria.keller@example.com')).toEqual([])
    expect(await h!.store.bookings.get(other.id)).not.toBeNull()
    expect(await h!.store.bookings.get(past.id)).toBeNull()
    // The future meeting is cancelled with nothing of the visitor left (UID, lawyer, time), so the calendar sync
    // removes the firm's event by its UID; no e-mail is left or queued: a CANCEL would keep the visitor's data.
    expect(await h!.store.bookings.get(future.id)).toMatchObject({
      uid: future.uid,
      status: 'cancelled',
      sequence: 2,
      name: '',
      email: '',
      phone: null,
      topic: '',
      note: null,
    })
    expect(await h!.sql.all('SELECT id FROM outbox')).toEqual([])
    const pending = async () => (await h!.store.calendar.pendingWrites(new Date().toISOString(), 100)).map((b) => [b.uid, b.status])
    expect(await pending()).toContainEqual([future.uid, 'cancelled'])
    // Once the calendar sync removed the event, the row waits only for retention.
    await h!.store.calendar.markWritten(future.id, 2, null)
    expect(await pending()).not.toContainEqual([future.uid, 'cancelled'])
    expect(await auditRows(h!, 'erased bookings (KVKK request)')).toEqual([{ actor: 'owner@firm.example', detail: '2 booking(s)' }])
    expect(await auditRows(h!, 'erased personal data (KVKK request)')).toEqual([
      { actor: 'owner@firm.example', detail: '0 submission(s), 0 e-mail(s), 0 file(s), 2 booking(s)' },
    ])
    // The freed time can be booked again.
    await book({ hours: 50, email: 'new.visitor@example.com' })
  })
})
