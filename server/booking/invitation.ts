import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { Booking } from '../../src/lib/booking.ts'
import { localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { ISTANBUL_OFFSET_MINUTES, ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'
import { bookingWord, bookingWordsLanguage } from './words.ts'

/**
 * A booking's iCalendar invitation (RFC 5545, with RFC 5546's methods), as the e-mails attach it and as the
 * confirmation page offers it for download. Calendars honour an update or a cancellation only when it comes as a
 * scheduling message of the same event: `METHOD:REQUEST` for a new or moved booking, `METHOD:CANCEL` for a
 * cancelled one, the booking's one `UID` throughout, and a `SEQUENCE` raised on every change (booking.sequence,
 * raised by the store). Google Calendar ignores a CANCEL for an event that arrived as PUBLISH.
 */

export interface InvitationParty {
  name: string
  email: string
}

export interface InvitationOptions {
  /**
   * The firm as the organizer: its name as its English pages show it and the address that receives its mail (the
   * server reads both from the published firm document, server/mail/mail-content.ts, and FIRM_EMAIL).
   */
  organizer: InvitationParty
  /** The office's address on one line (the firm document's `address`): an office meeting's LOCATION. */
  officeAddress: string
  /**
   * The lawyer, their title in the copy's language ("Selin Aksoy", "Kurucu Avukat"), or null when the published team
   * has no such member.
   */
  lawyer: { name: string; title: string } | null
  /**
   * Whose copy: the visitor's is in their language with their links to move or cancel and carries nothing they
   * typed (mail to a typed address must not deliver someone's words, server/mail/messages.ts); the firm's is in
   * English with the visitor's details. Both are the same event (same UID and SEQUENCE).
   */
  recipient: 'visitor' | 'firm'
  links?: { cancel: string; move: string }
  /** DTSTAMP. By default the booking's last change: the same booking and sequence always give the same text. */
  stamp?: string
}

export interface Invitation {
  method: 'REQUEST' | 'CANCEL'
  filename: 'invitation.ics'
  /** The iCalendar text (CRLF lines, folded at 75 octets). */
  content: string
}

/**
 * Europe/Istanbul as calendars read it: one STANDARD observance at UTC+3. Türkiye has kept UTC+3 all year since
 * 2016 (src/lib/istanbul-time.ts), and every booking is later than that; a DTSTART of 1970 is what tzurl.org and
 * Thunderbird write for a zone with a single rule, which every client accepts.
 */
export function istanbulVtimezone(zone: string): string | null {
  if (zone !== ISTANBUL_TIME_ZONE) return null
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${ISTANBUL_TIME_ZONE}`,
    `X-LIC-LOCATION:${ISTANBUL_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n')
}

/**
 * An instant as Istanbul's wall-clock time ("2026-12-01T14:00:00"), for a DTSTART with TZID=Europe/Istanbul.
 * ical-generator writes a time given with a zone from the JavaScript Date's *local* fields, so it is handed the wall
 * time as a string without offset, which Date reads as local and writes back unchanged: the server's own zone
 * cancels out. Null when the server's zone has no such local time (the hour its clocks skip in spring, e.g. 02:30
 * in New York on DST's first day): then the time is written in UTC, the same instant.
 */
function istanbulWallTime(iso: string): string | null {
  const wall = new Date(Date.parse(iso) + ISTANBUL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)
  const local = new Date(wall)
  const pad = (n: number) => String(n).padStart(2, '0')
  const back = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`
  return back === wall ? wall : null
}

/** A language's name in another language ("Turkish", "Türkçe", "التركية"). */
export function languageName(language: Locale, inLanguage: Locale): string {
  return new Intl.DisplayNames(localeConfig[inLanguage].intl, { type: 'language' }).of(language) ?? localeConfig[language].name
}

export function invitationMethod(booking: Pick<Booking, 'status'>): Invitation['method'] {
  return booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST'
}

function visitorText(booking: Booking, options: InvitationOptions) {
  const language = bookingWordsLanguage(booking.siteLanguage)
  const w = (key: Parameters<typeof bookingWord>[1], values?: Record<string, string>) => bookingWord(language, key, values)
  const location = {
    office: options.officeAddress,
    phone: w('phoneLocation'),
    video: w('videoLocation'),
  }[booking.kind]
  const description = [
    booking.kind === 'office' ? w('howOffice', { address: options.officeAddress }) : location,
    options.lawyer ? w('lawyer', options.lawyer) : '',
    w('meetingLanguage', { language: languageName(booking.meetingLanguage, language) }),
    booking.status === 'confirmed' && options.links ? `${w('moveLink')} ${options.links.move}` : '',
    booking.status === 'confirmed' && options.links ? `${w('cancelLink')} ${options.links.cancel}` : '',
  ]
  return { summary: w('summary', { firm: options.organizer.name }), location, description: description.filter(Boolean).join('\n') }
}

function firmText(booking: Booking, options: InvitationOptions) {
  const location = {
    office: options.officeAddress,
    phone: booking.phone ? `By phone: call the visitor on ${booking.phone}` : 'By phone: the visitor gave no number; ask by e-mail',
    video: 'Video call: send the visitor the link before the meeting',
  }[booking.kind]
  const description = [
    `Visitor: ${booking.name} <${booking.email}>${booking.phone ? `, ${booking.phone}` : ''}`,
    `Topic: ${booking.topic}`,
    `Lawyer: ${options.lawyer ? `${options.lawyer.name}, ${options.lawyer.title}` : booking.lawyer}`,
    `Meeting language: ${languageName(booking.meetingLanguage, 'en')}`,
    `Booked from the ${languageName(booking.siteLanguage, 'en')} site; the visitor's time zone: ${booking.visitorTimeZone}`,
    `Booking: ${booking.id}`,
  ]
  return { summary: `Free initial consultation: ${booking.name} (${booking.kind})`, location, description: description.join('\n') }
}

/** The invitation for `booking` as it stands: a REQUEST while it is confirmed, a CANCEL once it is cancelled. */
export function bookingInvitation(booking: Booking, options: InvitationOptions): Invitation {
  const method = invitationMethod(booking)
  const text = options.recipient === 'visitor' ? visitorText(booking, options) : firmText(booking, options)
  const start = istanbulWallTime(booking.startsAt)
  const end = istanbulWallTime(booking.endsAt)
  const inIstanbul = start !== null && end !== null
  const calendar = ical({
    prodId: { company: options.organizer.name, product: 'Consultations', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone name: with one, ical-generator writes DTSTAMP in it, and DTSTAMP must be UTC.
    timezone: { name: null, generator: istanbulVtimezone },
  })
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: new Date(options.stamp ?? booking.updatedAt),
    created: new Date(booking.createdAt),
    lastModified: new Date(booking.updatedAt),
    start: inIstanbul ? start : new Date(booking.startsAt),
    end: inIstanbul ? end : new Date(booking.endsAt),
    timezone: inIstanbul ? ISTANBUL_TIME_ZONE : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: text.summary,
    description: text.description,
    location: text.location,
    organizer: options.organizer,
    attendees: [
      {
        email: booking.email,
        // The visitor's copy names them by their address alone: it carries nothing they typed.
        name: options.recipient === 'firm' ? booking.name : null,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: method === 'REQUEST',
      },
    ],
  })
  return { method, filename: 'invitation.ics', content: calendar.toString() }
}
