import { expect } from 'vitest'
import type { NewBooking, StoredBooking } from '../db/store.ts'

/** A visitor's 15-minute phone consultation from `startsAt`, 10 minutes held after it, as tests of the calendar book it. */
export function phoneBooking(startsAt: string, extra: Partial<NewBooking> = {}): NewBooking {
  return {
    lawyer: 'selin-aksoy',
    kind: 'phone',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
    bufferBefore: 0,
    bufferAfter: 10,
    name: 'Jane Visitor',
    email: 'jane@example.com',
    phone: '+44 20 7946 0000',
    topic: 'Buying a flat in Kadıköy',
    meetingLanguage: 'en',
    siteLanguage: 'en',
    visitorTimeZone: 'America/New_York',
    ...extra,
  }
}

/** The booking a create or move answered, checked to be one (not `taken`, not null). */
export function booked(result: unknown): StoredBooking {
  expect(result).toMatchObject({ status: 'confirmed' })
  return result as StoredBooking
}
