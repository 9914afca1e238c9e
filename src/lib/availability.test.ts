import { describe, expect, it } from 'vitest'
import {
  availabilitySchema,
  DEFAULT_AVAILABILITY,
  turkishNationalHolidayOverrides,
  turkishNationalHolidays,
  type Availability,
} from './availability.ts'

/** The messages the back office would show, by field path. */
function errors(input: unknown): Record<string, string> {
  const result = availabilitySchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const withDay = (monday: unknown) => ({ ...DEFAULT_AVAILABILITY, weekly: { ...DEFAULT_AVAILABILITY.weekly, monday } })

describe('availabilitySchema', () => {
  it('accepts the default a new firm starts from, and fills in the firm’s zone when none is given', () => {
    expect(availabilitySchema.parse(DEFAULT_AVAILABILITY)).toEqual(DEFAULT_AVAILABILITY)
    const { timeZone: _, ...withoutZone } = DEFAULT_AVAILABILITY
    expect(availabilitySchema.parse(withoutZone).timeZone).toBe('Europe/Istanbul')
  })

  it('accepts several ranges a day in any order, touching ranges, and a day to midnight', () => {
    const day = [
      { from: '14:00', to: '24:00' },
      { from: '08:00', to: '12:00' },
      { from: '12:00', to: '13:00' },
    ]
    expect(errors(withDay(day))).toEqual({})
  })

  it('refuses overlapping ranges, naming both', () => {
    expect(
      errors(
        withDay([
          { from: '09:00', to: '12:00' },
          { from: '11:30', to: '13:00' },
        ]),
      ),
    ).toEqual({ 'weekly.monday.1.from': '11:30–13:00 overlaps 09:00–12:00' })
  })

  it('refuses a range that ends before it starts, and times that are not HH:MM in 5-minute steps', () => {
    expect(errors(withDay([{ from: '12:00', to: '09:00' }]))).toEqual({ 'weekly.monday.0.to': 'The end must be later than the start' })
    expect(errors(withDay([{ from: '9:30', to: '12:00' }]))).toEqual({
      'weekly.monday.0.from': 'Write a time as HH:MM on the 24-hour clock, for example 09:30',
    })
    expect(errors(withDay([{ from: '09:32', to: '12:00' }]))).toEqual({
      'weekly.monday.0.from': 'Times go in steps of 5 minutes (09:30, 09:35, …)',
    })
    expect(errors(withDay([{ from: '24:00', to: '24:00' }]))).toEqual({ 'weekly.monday.0.to': 'The end must be later than the start' })
    expect(errors(withDay([{ from: '09:00', to: '24:30' }]))['weekly.monday.0.to']).toMatch(/^Write a time as HH:MM/)
  })

  it('checks date overrides: a real date, a reason, each date once; an empty list of hours is a closed day', () => {
    const overrides = [
      { date: '2026-10-29', hours: [], reason: 'Republic Day' },
      { date: '2027-02-30', hours: [], reason: 'Leave' },
      { date: '2026-12-31', hours: [{ from: '09:30', to: '12:30' }], reason: '  ' },
      { date: '2026-10-29', hours: [], reason: 'Again' },
      { date: '29.10.2026', hours: [], reason: 'Format' },
    ]
    expect(errors({ ...DEFAULT_AVAILABILITY, overrides })).toEqual({
      'overrides.1.date': 'There is no such day in the calendar',
      'overrides.2.reason': 'Say why this day differs, for example Republic Day or annual leave',
      'overrides.3.date': '2026-10-29 is listed twice',
      'overrides.4.date': 'Write a date as YYYY-MM-DD, for example 2026-10-29',
    })
  })

  it('keeps every duration a multiple of 5 minutes, with its bounds', () => {
    expect(
      errors({
        ...DEFAULT_AVAILABILITY,
        bufferBeforeMinutes: 7,
        bufferAfterMinutes: -5,
        minimumNoticeMinutes: 12.5,
        kinds: [{ kind: 'phone', minutes: 0 }],
      }),
    ).toEqual({
      bufferBeforeMinutes: 'Buffer before: use a multiple of 5 minutes',
      bufferAfterMinutes: 'Buffer after: at least 0 minutes',
      minimumNoticeMinutes: 'Minimum notice: enter whole minutes',
      'kinds.0.minutes': 'Length: at least 5 minutes',
    })
  })

  it('checks the horizon, the limit per day (none is allowed), the kinds offered and the zone', () => {
    expect(errors({ ...DEFAULT_AVAILABILITY, maxPerDay: null })).toEqual({})
    expect(
      errors({
        ...DEFAULT_AVAILABILITY,
        horizonDays: 0,
        maxPerDay: 0,
        timeZone: 'Istanbul',
        kinds: [{ kind: 'zoom', minutes: 15 }],
      }),
    ).toEqual({
      timeZone: 'There is no time zone called Istanbul',
      horizonDays: 'How far ahead: at least 1 day',
      maxPerDay: 'Limit per day: at least 1, or no limit',
      'kinds.0.kind': 'Choose office, phone or video',
    })
    const twice = [
      { kind: 'video', minutes: 15 },
      { kind: 'video', minutes: 30 },
    ]
    expect(errors({ ...DEFAULT_AVAILABILITY, kinds: twice })).toEqual({ 'kinds.1.kind': 'video is listed twice' })
    expect(errors({ ...DEFAULT_AVAILABILITY, kinds: [] })).toEqual({ kinds: 'Offer at least one kind of consultation' })
  })
})

describe('Turkish national holidays', () => {
  it('lists the fixed dates of Law No. 2429, the eve of Republic Day from 13:00', () => {
    const list = turkishNationalHolidays(2027)
    expect(list.map((h) => h.date + (h.from ? ` from ${h.from}` : ''))).toEqual([
      '2027-01-01',
      '2027-04-23',
      '2027-05-01',
      '2027-05-19',
      '2027-07-15',
      '2027-08-30',
      '2027-10-28 from 13:00',
      '2027-10-29',
    ])
    expect(list.find((h) => h.date === '2027-10-29')?.name).toEqual({ tr: 'Cumhuriyet Bayramı', en: 'Republic Day' })
  })

  it('become overrides the schema accepts: closed days, and the eve’s morning hours only', () => {
    const availability: Availability = {
      ...DEFAULT_AVAILABILITY,
      weekly: {
        ...DEFAULT_AVAILABILITY.weekly,
        wednesday: [
          { from: '10:00', to: '11:00' },
          { from: '12:00', to: '15:00' },
          { from: '16:00', to: '17:00' },
        ],
      },
      overrides: [{ date: '2026-05-01', hours: [{ from: '10:00', to: '11:00' }], reason: 'Open on call' }],
    }
    const overrides = turkishNationalHolidayOverrides(availability, 2026)
    // 28 October 2026 is a Wednesday: the range across 13:00 is cut there, the afternoon one dropped.
    expect(overrides.find((o) => o.date === '2026-10-28')).toEqual({
      date: '2026-10-28',
      hours: [
        { from: '10:00', to: '11:00' },
        { from: '12:00', to: '13:00' },
      ],
      reason: 'Eve of Republic Day',
    })
    expect(overrides.find((o) => o.date === '2026-10-29')).toEqual({ date: '2026-10-29', hours: [], reason: 'Republic Day' })
    // The firm's own entry for 1 May stays; the helper does not add a second one.
    expect(overrides.map((o) => o.date)).not.toContain('2026-05-01')
    expect(errors({ ...availability, overrides: [...availability.overrides, ...overrides] })).toEqual({})
  })
})
