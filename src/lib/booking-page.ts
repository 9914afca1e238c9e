import type { Locale } from '../i18n/locales'
import type { MeetingKind } from './booking'

/**
 * The booking page's words, shared by the server that answers it (server/booking/routes.ts) and the pages that show
 * it (src/features/booking/, src/routes/book-a-consultation*.tsx). Issue 37, ADR 37.
 *
 * The page is rendered by the server on every request (free slots change; nothing of it is prepared or cached) and
 * works without JavaScript: every choice (lawyer, kind of meeting, time zone, day, slot) is a plain link or a GET
 * form whose state lives in the address's query (`BookingSearch`), and booking, moving and cancelling are HTML form
 * posts answered with a redirect (Post/Redirect/Get, ADR 20). With JavaScript the same links navigate in the browser,
 * and the route's loader reads the same data through `BookingSource` (fetching `apiPaths.bookingPage`), as the blog's
 * pages read posts through `BlogSource`.
 */

/** The page a visitor books on (under the language's prefix: /tr/book-a-consultation, /ar/book-a-consultation). */
export const BOOKING_PATH = '/book-a-consultation'
/** The visitor's own booking, opened with a signed link (`?token=`): the confirmation, the invitation, move, cancel. */
export const BOOKING_MANAGE_PATH = '/book-a-consultation/your-booking'

/** What the query of the booking page may hold; every part is optional and checked by the server. */
export interface BookingSearch {
  /** The team member's document key. Absent: the first lawyer who takes bookings. */
  lawyer?: string
  kind?: MeetingKind
  /** The visitor's IANA time zone. Absent: Europe/Istanbul (with JavaScript the page adds the browser's). */
  tz?: string
  /** A day of the firm's calendar, YYYY-MM-DD. Absent: the first day with a free slot. */
  day?: string
  /** A chosen slot's start (ISO UTC): the page shows the form for it. */
  start?: string
  /** The one-time token of a form result kept after a post without JavaScript (as the lead forms' `formResult`). */
  result?: string
}

/** A free slot as the page lists it: its instant and its labels in the visitor's zone and in Istanbul. */
export interface SlotChoice {
  start: string
  end: string
  /** "09:30" in the visitor's zone, in the page's language (Latin digits). */
  time: string
  /** The same instant in Istanbul, e.g. "16:30 Istanbul"; null when it reads the same as `time`. */
  istanbulTime: string | null
}

export interface BookingDay {
  /** YYYY-MM-DD in the visitor's zone. */
  date: string
  /** "Thursday 3 December" in the page's language. */
  label: string
  slots: SlotChoice[]
}

export interface LawyerChoice {
  key: string
  name: string
  title: string
  /** A sample profile of the seed (not a real person): the page says so beside the name (added by the (e2e) line). */
  sample?: boolean
}

/** The visitor's fields, in their order on the form; the server's schema and the form's markup share these names. */
export const bookingFieldNames = ['name', 'email', 'phone', 'topic', 'meetingLanguage'] as const
export type BookingFieldName = (typeof bookingFieldNames)[number]
export type BookingFieldErrors = Partial<Record<BookingFieldName | 'start' | 'timeZone', string>>

/** What the visitor's booking looks like on their own page and in the confirmation. */
export interface BookingSummary {
  lawyer: LawyerChoice
  kind: MeetingKind
  minutes: number
  startsAt: string
  endsAt: string
  /** Date and time in the visitor's zone and in Istanbul, as the e-mails write them. */
  when: { visitor: string; istanbul: string; sameInBoth: boolean }
  timeZone: string
  meetingLanguage: Locale
  status: 'confirmed' | 'cancelled'
}

/** The page's state, as the server computed it for one address (and one form result). */
export type BookingPageData =
  | {
      view: 'choose'
      timeZone: string
      /** A `tz` that could not be read: the message, and the page shows Istanbul time meanwhile. */
      timeZoneError: string | null
      lawyers: LawyerChoice[]
      lawyer: string
      kinds: { kind: MeetingKind; minutes: number }[]
      kind: MeetingKind
      /** The days of the window that have free slots, each with its slots. */
      days: BookingDay[]
      /** The day whose slots are shown (the others are links). */
      day: string | null
    }
  | {
      view: 'form'
      timeZone: string
      lawyer: LawyerChoice
      kind: MeetingKind
      minutes: number
      slot: SlotChoice & { dayLabel: string }
      /** After a post without JavaScript: what was typed, the field errors and what happened. */
      values: Partial<Record<BookingFieldName, string>>
      errors: BookingFieldErrors
      notice: null | 'invalid' | 'taken' | 'unavailable' | 'limited' | 'error'
      /**
       * When the slot was taken meanwhile (or is no longer offered): the next free ones. They may fall on other days:
       * `dayLabel` ("Thursday 3 December") lets the page name each one's date (added by the booking pages' line).
       */
      nextSlots: (SlotChoice & { dayLabel?: string })[]
    }
  | {
      view: 'manage'
      booking: BookingSummary
      /**
       * Signed links for this booking (each expires at the meeting's start). `invitationUrl` is the API's path with
       * its token (`apiPaths.bookingInvitation?token=`): the page puts the API's origin before it, as its forms do.
       */
      invitationUrl: string
      cancelToken: string
      moveToken: string
      /** Days and slots to move to (same lawyer and kind), when the booking is confirmed and not over. */
      moveDays: BookingDay[]
      /**
       * Just booked, moved or cancelled: the page says so first. `unconfirmed`: a cancel posted without its
       * confirmation (`confirm=yes`), refused with nothing changed (added by the (e2e) line).
       */
      notice: null | 'booked' | 'moved' | 'cancelled' | 'taken' | 'unconfirmed'
    }
  | {
      view: 'link-error'
      /** Why the link does not open the booking: cut short or altered, or its meeting has begun. */
      reason: 'malformed' | 'forged' | 'expired' | 'not-found'
    }
  | {
      /** No lawyer takes bookings (none has availability), or the firm set an external booking page. */
      view: 'closed'
    }

/** Where the booking pages read their data: the server's own computation when it renders, a fetch in the browser. */
export interface BookingSource {
  page(locale: Locale, path: typeof BOOKING_PATH | typeof BOOKING_MANAGE_PATH, search: Record<string, string>): Promise<BookingPageData>
}
