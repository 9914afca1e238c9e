import { describe, expect, it } from 'vitest'
import { parseTimeZone, slotLabels } from './slot-labels.ts'

// Istanbul 10:00 is 07:00 UTC on every day of the year (UTC+3, no daylight saving).
const istanbulTen = (date: string) => `${date}T07:00:00.000Z`

describe('slotLabels: an Istanbul 10:00 slot seen from abroad, either side of a daylight-saving change', () => {
  const cases: [zone: string, before: string, after: string, expected: [string, string, string, string]][] = [
    // New York leaves daylight saving on 1 November 2026 at 02:00 (06:00 UTC).
    ['America/New_York', '2026-10-31', '2026-11-01', ['03:00', 'GMT-4', '02:00', 'GMT-5']],
    // London starts British Summer Time on 28 March 2027 at 01:00 UTC.
    ['Europe/London', '2027-03-27', '2027-03-28', ['07:00', 'GMT+0', '08:00', 'GMT+1']],
    // Sydney starts daylight saving on 4 October 2026 and leaves it on 4 April 2027.
    ['Australia/Sydney', '2026-10-03', '2026-10-04', ['17:00', 'GMT+10', '18:00', 'GMT+11']],
    ['Australia/Sydney', '2027-04-03', '2027-04-04', ['18:00', 'GMT+11', '17:00', 'GMT+10']],
  ]
  it.each(cases)('%s: %s and %s', (zone, before, after, [timeBefore, offsetBefore, timeAfter, offsetAfter]) => {
    const a = slotLabels(istanbulTen(before), 'en', zone)
    const b = slotLabels(istanbulTen(after), 'en', zone)
    expect([a.visitor.time, a.visitor.offset, b.visitor.time, b.visitor.offset]).toEqual([timeBefore, offsetBefore, timeAfter, offsetAfter])
    expect([a.firm.time, a.firm.offset, b.firm.time, b.firm.offset]).toEqual(['10:00', 'GMT+3', '10:00', 'GMT+3'])
    expect(a.sameTime || b.sameTime).toBe(false)
  })

  it('names the day in the visitor’s zone when it differs from Istanbul’s', () => {
    // 10:00 on Monday in Istanbul is still Sunday evening in Los Angeles.
    const labels = slotLabels(istanbulTen('2026-11-30'), 'en', 'America/Los_Angeles')
    expect(labels.visitor).toEqual({ date: 'Sun 29 Nov', time: '23:00', offset: 'GMT-8' })
    expect(labels.firm).toEqual({ date: 'Mon 30 Nov', time: '10:00', offset: 'GMT+3' })
  })

  it('writes Turkish and Arabic with the site’s digits (Latin in Arabic)', () => {
    const tr = slotLabels(istanbulTen('2026-11-30'), 'tr', 'Europe/Berlin')
    expect(tr.visitor).toEqual({ date: '30 Kas Pzt', time: '08:00', offset: 'GMT+1' })
    const ar = slotLabels(istanbulTen('2026-11-30'), 'ar', 'Europe/Berlin')
    expect(ar.visitor.time).toMatch(/^08:00/)
    expect(ar.firm.time).toMatch(/^10:00/)
    expect(ar.visitor.date + ar.visitor.offset).not.toMatch(/[\u0660-\u0669]/)
    expect(ar.visitor.date).toContain('30')
  })

  it('says when the visitor’s time is Istanbul’s', () => {
    expect(slotLabels(istanbulTen('2026-11-30'), 'en', 'Europe/Istanbul').sameTime).toBe(true)
    expect(slotLabels(istanbulTen('2026-11-30'), 'en', 'Asia/Riyadh').sameTime).toBe(true)
    expect(slotLabels(istanbulTen('2026-11-30'), 'en', 'Asia/Dubai').sameTime).toBe(false)
  })
})

describe('parseTimeZone', () => {
  it('accepts IANA names, whatever their case', () => {
    expect(parseTimeZone('Europe/Istanbul')).toEqual({ ok: true, timeZone: 'Europe/Istanbul' })
    expect(parseTimeZone(' america/new_york ')).toEqual({ ok: true, timeZone: 'America/New_York' })
    // Three-part names are zones too (the engine may answer an older alias, America/Buenos_Aires).
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toMatchObject({ ok: true })
    expect(parseTimeZone('UTC')).toEqual({ ok: true, timeZone: 'UTC' })
    expect(parseTimeZone('Etc/GMT-3')).toEqual({ ok: true, timeZone: 'Etc/GMT-3' })
  })

  it('refuses a malformed zone with a message, before Intl sees it', () => {
    for (const input of ['+03:00', 'Europe/../etc/passwd', 'Europe /London', 'GMT+3<script>', 'a'.repeat(65)]) {
      expect(parseTimeZone(input)).toEqual({
        ok: false,
        error: 'malformed',
        message: 'A time zone is a name such as Europe/London or America/New_York',
      })
    }
  })

  it('refuses a well-formed name that is no zone, and an empty or missing one', () => {
    expect(parseTimeZone('Mars/Olympus_Mons')).toEqual({
      ok: false,
      error: 'unknown',
      message: 'There is no time zone called Mars/Olympus_Mons',
    })
    expect(parseTimeZone('')).toEqual({ ok: false, error: 'empty', message: 'Choose a time zone' })
    expect(parseTimeZone(undefined)).toMatchObject({ ok: false, error: 'empty' })
    expect(parseTimeZone(42)).toMatchObject({ ok: false, error: 'empty' })
  })
})
