import { afterEach, describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import type { Booking } from '../../src/lib/booking.ts'
import { bookingInvitation } from './invitation.ts'
import { firmOptions, sampleBooking } from '../test/booking.ts'

/**
 * The invitation as a calendar reads it: parsed with ical.js (what many web calendars use), not by matching text.
 */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content))
  // The file's own VTIMEZONE, as a calendar that does not know the zone uses it.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return { calendar, vevent, event }
}

afterEach(() => ICAL.TimezoneService.reset())

describe('a booking invitation', () => {
  it('is a REQUEST with the booking UID, its SEQUENCE, organizer, attendee and the instant in Istanbul time', () => {
    const booking = sampleBooking()
    const { content, method } = bookingInvitation(booking, { ...firmOptions, recipient: 'visitor' })
    expect(method).toBe('REQUEST')
    const { calendar, vevent, event } = parse(content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(booking.uid)
    expect(event.sequence).toBe(0)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-28T10:00:00Z')
    // Written in Istanbul time with the zone's definition beside it; the instant is the booking's.
    const zone = calendar.getFirstSubcomponent('vtimezone')!
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Istanbul')
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+03:00')
    expect(event.startDate.zone.tzid).toBe('Europe/Istanbul')
    expect(event.startDate.toString()).toBe('2026-12-01T14:00:00')
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.startsAt)
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.endsAt)
    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getFirstValue()).toBe('mailto:info@atlaslaw.example')
    expect(organizer.getParameter('cn')).toBe('Atlas Law Istanbul')
    const attendee = vevent.getFirstProperty('attendee')!
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:maria.keller@example.com')
    expect(attendee.getParameter('rsvp')).toBe('TRUE')
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION')
    // The visitor's copy carries nothing the visitor typed, not even their name.
    expect(attendee.getParameter('cn')).toBeUndefined()
    expect(event.summary).toBe('Free initial consultation – Atlas Law Istanbul')
    expect(event.location).toBe(firmOptions.officeAddress)
    expect(event.description).toContain(firmOptions.links!.cancel)
  })

  it('a cancellation is a CANCEL of the same UID with a higher SEQUENCE', () => {
    const booked = bookingInvitation(sampleBooking(), { ...firmOptions, recipient: 'visitor' })
    const cancelled = bookingInvitation(sampleBooking({ status: 'cancelled', sequence: 1, updatedAt: '2026-11-29T08:00:00.000Z' }), {
      ...firmOptions,
      recipient: 'visitor',
    })
    expect(cancelled.method).toBe('CANCEL')
    const before = parse(booked.content)
    const after = parse(cancelled.content)
    expect(after.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(after.event.uid).toBe(before.event.uid)
    expect(after.event.sequence).toBeGreaterThan(before.event.sequence)
    // A cancelled meeting asks for no answer and offers no links that no longer work.
    expect(after.vevent.getFirstProperty('attendee')!.getParameter('rsvp')).toBe('FALSE')
    expect(after.event.description).not.toContain('https://')
  })

  it('is the same text for the same booking and sequence (the outbox may send it twice)', () => {
    const options = { ...firmOptions, recipient: 'visitor' as const }
    expect(bookingInvitation(sampleBooking(), options).content).toBe(bookingInvitation(sampleBooking(), options).content)
  })

  it('commas, semicolons, new lines, quotes and Arabic are escaped and come back unchanged', () => {
    const topic = 'Tapu; satış, kira\nسؤال عن شراء شقة في إسطنبول، والإقامة; "urgent"'
    const name = 'Haddad, Omar; "Abu Ali" عمر'
    const booking = sampleBooking({ topic, name, kind: 'phone', siteLanguage: 'ar' })
    const firm = parse(bookingInvitation(booking, { ...firmOptions, recipient: 'firm' }).content)
    expect(firm.event.description).toContain(`Topic: ${topic}`)
    expect(firm.event.summary).toBe(`Free initial consultation: ${name} (phone)`)
    expect(firm.vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe(name)
    expect(firm.event.location).toBe('By phone: call the visitor on +49 30 1234567')
    const visitor = parse(bookingInvitation(booking, { ...firmOptions, recipient: 'visitor' }).content)
    expect(visitor.event.summary).toBe('استشارة مجانية – Atlas Law Istanbul')
    expect(visitor.event.location).toBe('هاتفيًا: نتصل بكم على الرقم الذي زودتمونا به')
    expect(visitor.event.description).toContain('مع: Selin Aksoy، Founding Partner')
    // Lines are folded at 75 octets without breaking a character in two.
    for (const line of bookingInvitation(booking, { ...firmOptions, recipient: 'firm' }).content.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    }
  })

  it('the meeting kind sets the place: the office address, the visitor called, a link sent before', () => {
    const where = (kind: Booking['kind'], siteLanguage: Booking['siteLanguage']) =>
      parse(bookingInvitation(sampleBooking({ kind, siteLanguage }), { ...firmOptions, recipient: 'visitor' }).content).event.location
    expect(where('office', 'tr')).toBe(firmOptions.officeAddress)
    expect(where('phone', 'tr')).toBe('Telefonla: bize verdiğiniz numaradan sizi arıyoruz')
    expect(where('video', 'tr')).toBe('Görüntülü görüşme: bağlantıyı görüşmeden önce e-postayla gönderiyoruz')
    expect(where('video', 'en')).toBe('Video call: we e-mail you the link before the meeting')
  })

  describe('whatever the server clock’s own zone', () => {
    const saved = process.env.TZ
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    })

    for (const zone of ['UTC', 'Asia/Tokyo', 'America/New_York', 'Europe/Istanbul']) {
      it(`on a server in ${zone} the start is the booking's instant`, () => {
        process.env.TZ = zone
        const booking = sampleBooking()
        const { event } = parse(bookingInvitation(booking, { ...firmOptions, recipient: 'visitor' }).content)
        expect(event.startDate.toString()).toBe('2026-12-01T14:00:00')
        expect(event.startDate.toJSDate().toISOString()).toBe(booking.startsAt)
      })
    }

    it('an Istanbul time the server’s zone skips (New York’s spring change) is written in UTC, the same instant', () => {
      process.env.TZ = 'America/New_York'
      // 02:30 in Istanbul on 14 March 2027 is a local time New York does not have.
      const booking = sampleBooking({ startsAt: '2027-03-13T23:30:00.000Z', endsAt: '2027-03-13T23:45:00.000Z' })
      const { event } = parse(bookingInvitation(booking, { ...firmOptions, recipient: 'visitor' }).content)
      expect(event.startDate.toJSDate().toISOString()).toBe(booking.startsAt)
      expect(event.endDate.toJSDate().toISOString()).toBe(booking.endsAt)
    })
  })
})
