import type { Booking } from '../../src/lib/booking.ts'
import type { InvitationOptions } from '../booking/invitation.ts'

/** A confirmed booking as the store would hand it over (issue 37), for the tests of invitations and e-mails. */
export const sampleBooking = (over: Partial<Booking> = {}): Booking => ({
  id: 'bk_Q2x9fZ',
  uid: 'bk_Q2x9fZ@law.test',
  lawyer: 'selin-aksoy',
  kind: 'office',
  // 14:00 in Istanbul, 11:00 in London (GMT in December).
  startsAt: '2026-12-01T11:00:00.000Z',
  endsAt: '2026-12-01T11:15:00.000Z',
  name: 'Maria Keller',
  email: 'maria.keller@example.com',
  phone: '+49 30 1234567',
  topic: 'Buying a flat in Istanbul',
  meetingLanguage: 'en',
  siteLanguage: 'en',
  visitorTimeZone: 'Europe/London',
  status: 'confirmed',
  sequence: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...over,
})

/** The seed firm as the organizer of an invitation, with a visitor's links. */
export const firmOptions: Omit<InvitationOptions, 'recipient'> = {
  organizer: { name: 'Atlas Law Istanbul', email: 'info@atlaslaw.example' },
  officeAddress: 'Büyükdere Caddesi No: 100 Kat: 5, Esentepe, Şişli, 34394 İstanbul, Türkiye',
  lawyer: { name: 'Selin Aksoy', title: 'Founding Partner' },
  links: { cancel: 'https://law.test/booking/cancel?t=c1', move: 'https://law.test/booking/move?t=m1' },
}

/** Hours every day, all day, no notice: a test's slot is bookable whatever the day and hour it runs. */
export const openAvailability = {
  timeZone: 'Europe/Istanbul',
  weekly: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, [{ from: '00:00', to: '24:00' }]]),
  ),
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 0,
  horizonDays: 30,
  maxPerDay: null,
  kinds: [
    { kind: 'phone', minutes: 15 },
    { kind: 'video', minutes: 15 },
    { kind: 'office', minutes: 30 },
  ],
}

/** A start `days` from now at `hourUtc`:00 UTC, ISO: on every grid (Istanbul is UTC+3 all year). */
export function startIn(days: number, hourUtc = 9, minute = 0, now = Date.now()): string {
  const d = new Date(now + days * 86_400_000)
  d.setUTCHours(hourUtc, minute, 0, 0)
  return d.toISOString()
}

/** A visitor's booking request for `start` with the seed's founding partner. */
export const bookingRequest = (start: string, over: Record<string, unknown> = {}) => ({
  lawyer: 'selin-aksoy',
  kind: 'phone',
  start,
  timeZone: 'America/New_York',
  name: 'Maria Keller',
  email: 'maria.keller@example.com',
  phone: '+49 30 1234567',
  topic: 'Buying a flat in Istanbul',
  meetingLanguage: 'en',
  language: 'en',
  ...over,
})
