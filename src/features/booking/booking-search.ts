import { MEETING_KINDS, type MeetingKind } from '../../lib/booking'
import type { BOOKING_MANAGE_PATH, BOOKING_PATH, BookingPageData, BookingSearch, BookingSource } from '../../lib/booking-page'
import type { Locale } from '../../i18n/locales'

const searchKeys = ['lawyer', 'kind', 'tz', 'day', 'start', 'result'] as const

/**
 * What the booking routes' options (search and loader) need, apart from the views: the routes' options are in the
 * first load's code (only their components are split off), so this module must not import the pages.
 *
 * The booking page's query as plain strings (the server checks each value and answers with a message): only a
 * meeting kind the site knows is kept, so a link never carries one the server would refuse anyway.
 */
export function bookingSearch(raw: Record<string, unknown>): BookingSearch {
  const search: BookingSearch = {}
  for (const key of searchKeys) {
    const value = raw[key]
    if (typeof value !== 'string' || value === '') continue
    if (key === 'kind') {
      if ((MEETING_KINDS as readonly string[]).includes(value)) search.kind = value as MeetingKind
    } else search[key] = value
  }
  return search
}

/** The visitor's own booking page: its signed link, the day shown for moving, and a result kept after a post. */
export interface ManageSearch {
  token?: string
  day?: string
  tz?: string
  notice?: string
  result?: string
}

const manageKeys = ['token', 'day', 'tz', 'notice', 'result'] as const

export function manageSearch(raw: Record<string, unknown>): ManageSearch {
  const search: ManageSearch = {}
  for (const key of manageKeys) {
    const value = raw[key]
    if (typeof value === 'string' && value !== '') search[key] = value
  }
  return search
}

/** The query as the BookingSource takes it (`Record<string, string>`, no empty values). */
export function searchRecord(search: BookingSearch | ManageSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** The loader of both pages: the server's data for this address (its own computation, or a fetch in the browser). */
export function loadBookingPage(
  context: { booking: BookingSource | null; locale: Locale },
  path: typeof BOOKING_PATH | typeof BOOKING_MANAGE_PATH,
  search: BookingSearch | ManageSearch,
): Promise<BookingPageData> {
  if (!context.booking) throw new Error('The booking page was rendered without the booking source')
  return context.booking.page(context.locale, path, searchRecord(search))
}
