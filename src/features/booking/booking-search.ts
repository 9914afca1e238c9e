import { MEETING_KINDS, type MeetingKind } from '../../lib/booking'
import type { BookingSearch } from '../../lib/booking-page'

const searchKeys = ['lawyer', 'kind', 'tz', 'day', 'start', 'result'] as const

/**
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
