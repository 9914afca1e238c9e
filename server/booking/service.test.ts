import { afterEach, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import { startHarness, type Harness } from '../test/harness.ts'
import { TestSmtp } from '../test/smtp.ts'
import { leafParts, parseMime } from '../test/mime.ts'
import { bookingRequest, openAvailability, startIn } from '../test/booking.ts'
import { mailContentOf } from '../mail/mail-content.ts'
import { BookingService, bookingLinkSecret } from './service.ts'

let h: Harness | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await h?.close()
  await smtp?.stop()
  h = undefined
  smtp = undefined
})

/** The app's booking service as another instance would make it: same database, so the same links' key. */
function serviceOf(h: Harness, now?: () => Date): BookingService {
  return new BookingService({
    store: h.store,
    mail: { firmEmail: h.env.FIRM_EMAIL, siteUrl: h.env.SITE_URL, messageIdDomain: new URL(h.env.SITE_URL).hostname },
    content: () => mailContentOf(h.pages.content),
    secret: () => bookingLinkSecret(h.store),
    now,
  })
}

async function start(): Promise<Harness> {
  smtp = new TestSmtp()
  await smtp.start()
  h = await startHarness({ SMTP_URL: smtp.url(), FIRM_EMAIL: 'office@firm.example' })
  await h.store.bookings.putAvailability('selin-aksoy', openAvailability, 'owner@firm.example', new Date().toISOString())
  return h
}

const outboxRows = (h: Harness) =>
  h.sql.all<{ purpose: string; status: string; message: string }>('SELECT purpose, status, message FROM outbox ORDER BY id')

/** The invitation a received e-mail carries (its text/calendar part), parsed as a calendar reads it. */
function invitationOf(raw: string) {
  const part = leafParts(parseMime(raw)).find((p) => p.type === 'text/calendar')!
  const calendar = new ICAL.Component(ICAL.parse(part.body))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { method: part.params.method, calendar, event }
}

describe('booking service', () => {
  it('stores a booking with its e-mails in one write, and sends them with the invitation and a fixed Message-ID', async () => {
    const h = await start()
    const service = serviceOf(h)
    const at = startIn(3, 9)
    const booked = await service.book(bookingRequest(at))
    expect(booked.ok).toBe(true)
    if (!booked.ok) return
    expect(booked.booking).toMatchObject({ startsAt: at, kind: 'phone', bufferAfter: 10, visitorTimeZone: 'America/New_York' })
    expect(booked.manageUrl).toMatch(/\/book-a-consultation\/your-booking\?token=[\w-]+\.[\w-]+$/)
    const queued = await outboxRows(h)
    expect(queued.map((r) => r.purpose).sort()).toEqual(['booking-confirmation', 'booking-firm-confirmation'])

    await h.outbox.runOnce()
    expect(smtp!.received).toHaveLength(2)
    const visitor = smtp!.received.find((m) => m.to.includes('maria.keller@example.com'))!
    const mime = parseMime(visitor.raw)
    const messageId = mime.headers.get('message-id')
    expect(messageId).toBe(`<booking-${booked.booking.id}.0.confirmation@${new URL(h.env.SITE_URL).hostname}>`)
    const invitation = invitationOf(visitor.raw)
    expect(invitation.method).toBe('REQUEST')
    expect(invitation.calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(invitation.event.uid).toBe(booked.booking.uid)
    expect(invitation.event.startDate.toJSDate().toISOString()).toBe(at)

    // A second attempt (the server accepted, the process died before recording it): the same Message-ID again.
    await h.sql.run(
      "UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE purpose = 'booking-confirmation'",
      new Date(0).toISOString(),
    )
    await h.outbox.runOnce()
    const again = smtp!.received.filter((m) => m.to.includes('maria.keller@example.com'))
    expect(again).toHaveLength(2)
    expect(parseMime(again[1].raw).headers.get('message-id')).toBe(messageId)
  })

  it('refuses a taken slot with the next free ones, and nothing is stored or queued', async () => {
    const h = await start()
    const service = serviceOf(h)
    const at = startIn(4, 10)
    expect((await service.book(bookingRequest(at))).ok).toBe(true)
    const second = await service.book(bookingRequest(at, { email: 'other@example.com', name: 'Ali Veli' }))
    expect(second).toMatchObject({ ok: false, reason: 'taken' })
    if (second.ok || !('nextSlots' in second)) return
    // The first holds 10:00–10:25 (15 minutes and 10 after): the next start on the 15-minute grid is 10:30.
    expect(second.nextSlots[0].start).toBe(startIn(4, 10, 30))
    expect(await h.sql.all('SELECT id FROM bookings')).toHaveLength(1)
    expect(await outboxRows(h)).toHaveLength(2)
  })

  it('refuses bad input with a clear message and stores nothing', async () => {
    const h = await start()
    const service = serviceOf(h)
    const cases: [Record<string, unknown>, string][] = [
      [{ start: startIn(-1, 9) }, 'past'],
      [{ timeZone: '+03:00' }, 'invalid'],
      [{ lawyer: 'nobody-here' }, 'unknown-lawyer'],
      [{ kind: 'dinner' }, 'not-offered'],
      [{ start: startIn(3, 9, 7) }, 'outside-hours'],
      [{ email: 'not-an-address' }, 'invalid'],
    ]
    for (const [over, reason] of cases) {
      const answer = await service.book(bookingRequest(startIn(3, 9), over))
      expect(answer, JSON.stringify(over)).toMatchObject({ ok: false, reason })
    }
    const bad = await service.book(bookingRequest(startIn(3, 9), { timeZone: '+03:00' }))
    expect(bad).toMatchObject({ errors: { timeZone: 'A time zone is a name such as Europe/London or America/New_York' } })
    // A lawyer the firm has not given hours takes no bookings (the default hours are not applied unasked).
    expect(await service.book(bookingRequest(startIn(3, 9), { lawyer: 'can-demir' }))).toMatchObject({ reason: 'unknown-lawyer' })
    expect(await h.sql.all('SELECT id FROM bookings')).toHaveLength(0)
    expect(await outboxRows(h)).toHaveLength(0)
  })

  it('moves and cancels by the visitor’s links and by the firm, each with its e-mails; forged links change nothing', async () => {
    const h = await start()
    const service = serviceOf(h)
    const booked = await service.book(bookingRequest(startIn(5, 9)))
    if (!booked.ok) throw new Error('not booked')
    const moveToken = service.token(booked.booking, 'move')
    const cancelToken = service.token(booked.booking, 'cancel')

    // A cancel link is not a move link; an altered one is forged; both change nothing.
    expect(await service.moveByVisitor(cancelToken, startIn(5, 11))).toMatchObject({ ok: false, reason: 'forged' })
    expect(await service.cancelByVisitor(`${cancelToken.slice(0, -2)}AA`)).toMatchObject({ ok: false, reason: 'forged' })
    expect(await service.cancelByVisitor('nonsense')).toMatchObject({ ok: false, reason: 'malformed' })
    // Expired: the meeting's start has passed (a service whose clock is a week on).
    const later = serviceOf(h, () => new Date(Date.now() + 7 * 86_400_000))
    expect(await later.cancelByVisitor(cancelToken)).toMatchObject({ ok: false, reason: 'expired' })
    expect((await h.store.bookings.get(booked.booking.id))?.sequence).toBe(0)

    const moved = await service.moveByVisitor(moveToken, startIn(5, 11))
    expect(moved).toMatchObject({ ok: true, booking: { startsAt: startIn(5, 11), sequence: 1 } })
    const firmMoved = await service.moveByFirm(booked.booking.id, startIn(5, 13), 'owner@firm.example', 'The lawyer is in court at 14:00.')
    expect(firmMoved).toMatchObject({
      ok: true,
      booking: { startsAt: startIn(5, 13), sequence: 2, note: 'The lawyer is in court at 14:00.' },
    })
    const audit = await h.sql.all<{ action: string; detail: string }>("SELECT action, detail FROM audit_log WHERE action LIKE 'booking.%'")
    expect(audit).toEqual([{ action: 'booking.move', detail: `booking ${booked.booking.id} to ${startIn(5, 13)}` }])

    expect(await service.cancelByVisitor(cancelToken)).toMatchObject({
      ok: true,
      already: false,
      booking: { status: 'cancelled', sequence: 3 },
    })
    // Twice: harmless, nothing sent again.
    expect(await service.cancelByVisitor(cancelToken)).toMatchObject({ ok: true, already: true })
    const purposes = (await outboxRows(h)).map((r) => r.purpose)
    expect(purposes).toEqual([
      'booking-confirmation',
      'booking-firm-confirmation',
      'booking-moved',
      'booking-firm-moved',
      'booking-moved',
      'booking-firm-moved',
      'booking-cancellation',
      'booking-firm-cancellation',
    ])
    await h.outbox.runOnce()
    const cancellation = smtp!.received.find((m) => parseMime(m.raw).headers.get('message-id')?.includes('.3.cancellation@'))!
    const invitation = invitationOf(cancellation.raw)
    expect(invitation.method).toBe('CANCEL')
    expect(invitation.event.uid).toBe(booked.booking.uid)
    expect(invitation.calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(3)
  })

  it('keeps one links’ key in the database for every instance', async () => {
    const h = await start()
    const first = await bookingLinkSecret(h.store)
    expect(first).toHaveLength(32)
    expect(await bookingLinkSecret(h.store)).toEqual(first)
    const rows = await h.sql.all('SELECT name FROM site_secrets')
    expect(rows).toEqual([{ name: 'booking-links' }])
  })

  it('queues the day-before reminder once, again after a move, never for a cancelled or a last-minute booking', async () => {
    const h = await start()
    const DAY = 86_400_000
    const at = (ms: number) => () => new Date(ms)
    const first = Date.parse(startIn(5, 9))
    // Booked three days ahead of its start; another booked (and cancelled), another booked the day before.
    const booked = await serviceOf(h, at(first - 3 * DAY)).book(bookingRequest(startIn(5, 9)))
    const gone = await serviceOf(h, at(first - 3 * DAY)).book(bookingRequest(startIn(5, 11), { email: 'gone@example.com' }))
    const late = await serviceOf(h, at(first - 20 * 3_600_000)).book(bookingRequest(startIn(5, 13), { email: 'late@example.com' }))
    if (!booked.ok || !gone.ok || !late.ok) throw new Error('not booked')
    await serviceOf(h, at(first - 3 * DAY)).cancelByFirm(gone.booking.id, 'owner@firm.example')
    const reminders = async () =>
      (await outboxRows(h))
        .filter((r) => r.purpose === 'booking-reminder')
        .map((r) => JSON.parse(r.message) as { to: { address: string }; messageId: string })

    // Two days before: not yet. 20 hours before: the one reminder; a second pass (or instance) queues nothing more.
    expect(await serviceOf(h).queueReminders(new Date(first - 2 * DAY))).toBe(0)
    const dayBefore = serviceOf(h, at(first - 20 * 3_600_000))
    expect(await Promise.all([dayBefore.queueReminders(), serviceOf(h, at(first - 20 * 3_600_000)).queueReminders()])).toEqual(
      expect.arrayContaining([1, 0]),
    )
    expect(await dayBefore.queueReminders()).toBe(0)
    expect((await reminders()).map((m) => m.to.address)).toEqual(['maria.keller@example.com'])

    // Moved two days later (well ahead): reminded again the day before the new time, under a new Message-ID.
    const moved = await dayBefore.moveByFirm(booked.booking.id, startIn(7, 9), 'owner@firm.example')
    expect(moved.ok).toBe(true)
    expect(await serviceOf(h, at(Date.parse(startIn(7, 9)) - 20 * 3_600_000)).queueReminders()).toBe(1)
    const ids = (await reminders()).map((m) => m.messageId)
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(`<booking-${booked.booking.id}.1.reminder@${new URL(h.env.SITE_URL).hostname}>`)
  })

  it('has the outbox worker queue the reminders on its pass, and send them', async () => {
    const h = await start()
    // A booking made three days ago (the service's clock) for 20 hours from now: due for its reminder.
    const soon = new Date(Date.now() + 20 * 3_600_000)
    soon.setUTCMinutes(0, 0, 0)
    const made = await serviceOf(h, () => new Date(Date.now() - 3 * 86_400_000)).book(bookingRequest(soon.toISOString()))
    expect(made.ok).toBe(true)
    await h.outbox.runOnce()
    const reminder = smtp!.received.find((m) => parseMime(m.raw).headers.get('message-id')?.includes('.0.reminder@'))
    expect(reminder?.to).toEqual(['maria.keller@example.com'])
    expect(invitationOf(reminder!.raw).method).toBe('REQUEST')
  })

  it('erases a visitor’s booking e-mails with their bookings (KVKK), and purges them with ended bookings', async () => {
    const h = await start()
    const service = serviceOf(h)
    expect((await service.book(bookingRequest(startIn(3, 9)))).ok).toBe(true)
    expect((await service.book(bookingRequest(startIn(3, 12), { email: 'ali@example.com', name: 'Ali Veli' }))).ok).toBe(true)
    await h.outbox.runOnce()
    expect(await outboxRows(h)).toHaveLength(4)
    expect(await h.store.bookings.eraseByEmail('MARIA.Keller@example.com')).toBe(1)
    const left = await outboxRows(h)
    expect(left).toHaveLength(2)
    expect(left.every((r) => !r.message.includes('maria.keller@example.com') && !r.message.includes('Maria Keller'))).toBe(true)
    // Retention: a booking ended before the cutoff goes with its e-mails; so does the erased future booking's blanked
    // row, kept only for the calendar sync to remove its event (ADR 37 "(wadmin)").
    expect(await h.store.bookings.purgeEndedBefore(startIn(4, 0))).toBe(2)
    expect(await outboxRows(h)).toHaveLength(0)
  })
})
