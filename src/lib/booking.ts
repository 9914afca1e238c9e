import type { Locale } from '../i18n/locales'

/**
 * The words every part of booking on the site shares (issue 37): the availability rules, the free slots, the store,
 * the invitations and the firm's CalDAV calendar each code against these, so they can be built apart and meet here.
 * Times are instants in UTC written as ISO 8601 with `Z`; wall-clock times are the firm's (Europe/Istanbul,
 * src/lib/istanbul-time.ts) unless a name says otherwise.
 */

/** How a consultation is held. Its length is set per kind in the lawyer's availability. */
export const MEETING_KINDS = ['office', 'phone', 'video'] as const
export type MeetingKind = (typeof MEETING_KINDS)[number]

export type BookingStatus = 'confirmed' | 'cancelled'

/** A time taken from a lawyer's calendar: `start` inclusive, `end` exclusive, ISO UTC. */
export interface Interval {
  start: string
  end: string
}

/** One booked consultation. */
export interface Booking {
  /** Random and URL-safe; the row's key and the part of the links the visitor gets. */
  id: string
  /** The iCalendar UID, the same for the booking's whole life (every REQUEST and the CANCEL carry it). */
  uid: string
  /** The team member's document key (`team` documents, e.g. "ayse-kaya"). */
  lawyer: string
  kind: MeetingKind
  startsAt: string
  endsAt: string
  name: string
  email: string
  phone: string | null
  topic: string
  /** The language the meeting is held in. */
  meetingLanguage: Locale
  /** The language the visitor booked in: e-mails and links to the visitor are in it. */
  siteLanguage: Locale
  /** The visitor's IANA time zone when booking (shown beside Istanbul time in e-mails). */
  visitorTimeZone: string
  status: BookingStatus
  /** The iCalendar SEQUENCE: 0 when booked, raised by one on every move or cancellation. */
  sequence: number
  createdAt: string
  updatedAt: string
}
