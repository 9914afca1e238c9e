import { afterEach, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../test/harness.ts'
import { apiPaths } from '../../src/config/api.ts'
import type { BookingPageData } from '../../src/lib/booking-page.ts'
import { seedContentIfEmpty, FIRST_RUN_ACTOR } from './first-run.ts'

/**
 * Issue 37, first run: `npm ci && npm start` seeds the sample content into an empty database and gives the sample
 * team's lawyers the firm's default hours (with the national holidays closed), so the booking page offers times
 * instead of its closed view. A database that already had content is never given hours again.
 */

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

async function bookingPage(h: Harness, query: Record<string, string> = {}): Promise<BookingPageData> {
  const res = await h.request(`${apiPaths.bookingPage}?${new URLSearchParams({ path: '/book-a-consultation', lang: 'en', ...query })}`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data?: BookingPageData } & BookingPageData
  return body.data ?? body
}

const hoursOf = async (h: Harness) =>
  h.sql.all<{ lawyer: string; updated_by: string }>('SELECT lawyer, updated_by FROM booking_availability ORDER BY lawyer')

describe('the first run’s hours', () => {
  it('gives the sample lawyers the default hours on a fresh database, and the booking page offers free times', async () => {
    h = await startHarness({}, { sampleHours: true })
    // The founder, the partner and the associate; not the intern nor the client representative.
    expect(await hoursOf(h)).toEqual([
      { lawyer: 'deniz-arslan', updated_by: FIRST_RUN_ACTOR },
      { lawyer: 'emre-kaya', updated_by: FIRST_RUN_ACTOR },
      { lawyer: 'selin-aksoy', updated_by: FIRST_RUN_ACTOR },
    ])
    const stored = await h.store.bookings.availability('selin-aksoy')
    const year = new Date().getUTCFullYear()
    const closed = (stored!.availability as { overrides: { date: string; reason: string }[] }).overrides
    expect(closed).toContainEqual({ date: `${year}-10-29`, hours: [], reason: 'Republic Day' })
    expect(closed).toContainEqual({ date: `${year + 1}-01-01`, hours: [], reason: "New Year's Day" })

    const page = await bookingPage(h, { tz: 'Europe/Berlin' })
    expect(page.view).toBe('choose')
    if (page.view !== 'choose') return
    expect(page.lawyers.map((l) => l.key)).toContain('selin-aksoy')
    expect(page.days.length).toBeGreaterThan(0)
    expect(page.days[0].slots.length).toBeGreaterThan(0)
  })

  it('never gives hours again to a database that already has content (a firm that removed them)', async () => {
    h = await startHarness({}, { sampleHours: true })
    // The firm removed every lawyer's hours (no booking on the site for now).
    await h.sql.run('DELETE FROM booking_availability')
    // The next start runs the same first-run step on the database with content: it changes nothing.
    expect(await seedContentIfEmpty(h.store, undefined, undefined, { sampleHours: true })).toBe(0)
    expect(await hoursOf(h)).toEqual([])
    expect((await bookingPage(h)).view).toBe('closed')
  })
})
