import { z } from 'zod'
import { MEETING_KINDS } from './booking.ts'
import { ISTANBUL_TIME_ZONE } from './istanbul-time.ts'
import { parseTimeZone } from './slot-labels.ts'

/**
 * When one lawyer can be booked (issue 37): the one schema of the back office's form and the server's check, so
 * both refuse the same input with the same words. Hours are wall-clock times in the firm's zone (Istanbul); the free
 * slots are computed from this by server/booking/slots.ts. Every length is a multiple of 5 minutes because the
 * store claims time in 5-minute cells (docs/decisions/0037-booking.md).
 */

export const CELL_MINUTES = 5

/** The keys of the weekly hours, Monday first as the firm's week starts. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Minutes since midnight of an "HH:MM" time ("24:00" is 1440, the end of the day). */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

// One message per field: the checks stop at the first that fails.
const timeSchema = z.string({ error: 'Enter a time' }).superRefine((t, ctx) => {
  if (!TIME.test(t)) ctx.addIssue({ code: 'custom', message: 'Write a time as HH:MM on the 24-hour clock, for example 09:30' })
  else if (minutesOfTime(t) % CELL_MINUTES !== 0)
    ctx.addIssue({ code: 'custom', message: 'Times go in steps of 5 minutes (09:30, 09:35, …)' })
})

export const timeRangeSchema = z
  .object({ from: timeSchema, to: timeSchema })
  .refine((r) => !TIME.test(r.from) || !TIME.test(r.to) || minutesOfTime(r.from) < minutesOfTime(r.to), {
    message: 'The end must be later than the start',
    path: ['to'],
  })
export type TimeRange = z.infer<typeof timeRangeSchema>

/** One day's hours: several ranges, none overlapping; an empty list is a day without consultations. */
export const dayHoursSchema = z
  .array(timeRangeSchema)
  .max(12, 'At most 12 ranges a day')
  .superRefine((ranges, ctx) => {
    const order = ranges.map((r, i) => ({ i, from: minutesOfTime(r.from), to: minutesOfTime(r.to) })).sort((a, b) => a.from - b.from)
    for (let k = 1; k < order.length; k++) {
      if (order[k].from < order[k - 1].to) {
        const a = ranges[order[k - 1].i]
        const b = ranges[order[k].i]
        ctx.addIssue({ code: 'custom', path: [order[k].i, 'from'], message: `${b.from}–${b.to} overlaps ${a.from}–${a.to}` })
      }
    }
  })

function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

export const dateSchema = z.string({ error: 'Enter a date' }).superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) ctx.addIssue({ code: 'custom', message: 'Write a date as YYYY-MM-DD, for example 2026-10-29' })
  else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'There is no such day in the calendar' })
})

/** One day that differs from the weekly hours: closed (no hours) or other hours, and why. */
export const dateOverrideSchema = z.object({
  date: dateSchema,
  hours: dayHoursSchema,
  reason: z
    .string({ error: 'Say why this day differs' })
    .trim()
    .min(1, 'Say why this day differs, for example Republic Day or annual leave')
    .max(200, 'Keep the reason under 200 characters'),
})
export type DateOverride = z.infer<typeof dateOverrideSchema>

function minutes(label: string, max: number, min = 0) {
  return z
    .number({ error: `${label}: enter a number of minutes` })
    .int(`${label}: enter whole minutes`)
    .min(min, `${label}: at least ${min} minutes`)
    .max(max, `${label}: at most ${max} minutes`)
    .multipleOf(CELL_MINUTES, `${label}: use a multiple of 5 minutes`)
}

export const meetingKindSchema = z.object({
  kind: z.enum(MEETING_KINDS, { error: 'Choose office, phone or video' }),
  minutes: minutes('Length', 480, CELL_MINUTES),
})

const weeklyHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
})

/** A list's check that no two entries share `key`; the second one gets the message. */
function eachOnce<K extends string>(key: K) {
  return (list: Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    list.forEach((entry, i) => {
      if (seen.has(entry[key])) ctx.addIssue({ code: 'custom', path: [i, key], message: `${entry[key]} is listed twice` })
      seen.add(entry[key])
    })
  }
}

export const availabilitySchema = z.object({
  /** The zone the hours are read in: the firm's, Istanbul. */
  timeZone: z
    .string()
    .default(ISTANBUL_TIME_ZONE)
    .superRefine((value, ctx) => {
      const zone = parseTimeZone(value)
      if (!zone.ok) ctx.addIssue({ code: 'custom', message: zone.message })
    }),
  weekly: weeklyHoursSchema,
  overrides: z.array(dateOverrideSchema).max(1000, 'At most 1,000 dates; remove the past ones').superRefine(eachOnce('date')),
  /** Free time kept before and after each consultation (preparation, notes); may fall outside the hours. */
  bufferBeforeMinutes: minutes('Buffer before', 240),
  bufferAfterMinutes: minutes('Buffer after', 240),
  /** How long before its start a consultation can still be booked. */
  minimumNoticeMinutes: minutes('Minimum notice', 30 * 24 * 60),
  /** How many days ahead of today (in the firm's zone) a visitor may book; today counts as day 0. */
  horizonDays: z
    .number({ error: 'How far ahead: enter a number of days' })
    .int('How far ahead: enter whole days')
    .min(1, 'How far ahead: at least 1 day')
    .max(365, 'How far ahead: at most 365 days'),
  /** At most this many consultations a day (in the firm's zone); null: no limit. */
  maxPerDay: z
    .number({ error: 'Limit per day: enter a number' })
    .int('Limit per day: enter a whole number')
    .min(1, 'Limit per day: at least 1, or no limit')
    .max(100, 'Limit per day: at most 100')
    .nullable(),
  kinds: z.array(meetingKindSchema).min(1, 'Offer at least one kind of consultation').superRefine(eachOnce('kind')),
})

export type Availability = z.infer<typeof availabilitySchema>

const workday: TimeRange[] = [
  { from: '09:30', to: '12:30' },
  { from: '14:00', to: '17:30' },
]

/**
 * What a new firm starts from, and changes in the back office: weekdays 09:30–12:30 and 14:00–17:30 Istanbul time,
 * a free 15-minute consultation by phone or video or 30 minutes at the office, 10 minutes kept after each, bookable
 * from 2 hours ahead up to 30 days ahead, at most 8 a day. No dates closed: the firm adds the public holidays
 * (turkishNationalHolidayOverrides) and the religious ones.
 */
export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: ISTANBUL_TIME_ZONE,
  weekly: { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: [], sunday: [] },
  overrides: [],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 120,
  horizonDays: 30,
  maxPerDay: 8,
  kinds: [
    { kind: 'phone', minutes: 15 },
    { kind: 'video', minutes: 15 },
    { kind: 'office', minutes: 30 },
  ],
}

export interface NationalHoliday {
  date: string
  /** The name as Turkish official texts write it, and in English. */
  name: { tr: string; en: string }
  /** Set for a half day: the holiday starts at this Istanbul time (the eve of Republic Day, from 13:00). */
  from?: string
}

/**
 * The national holidays with a fixed date in a year, from Law No. 2429 on national holidays and general days off
 * (Ulusal Bayram ve Genel Tatiller Hakkında Kanun, as amended: 1 May by Law No. 5892 of 2009, 15 July by Law
 * No. 6752 of 2016). The religious holidays (Ramazan Bayramı, Kurban Bayramı, and their eves from 13:00) move with
 * the lunar calendar and are announced by the Presidency of Religious Affairs (Diyanet) each year; they are not
 * guessed here: the firm enters them as date overrides.
 */
export function turkishNationalHolidays(year: number): NationalHoliday[] {
  const d = (md: string) => `${String(year).padStart(4, '0')}-${md}`
  return [
    { date: d('01-01'), name: { tr: 'Yılbaşı', en: "New Year's Day" } },
    { date: d('04-23'), name: { tr: 'Ulusal Egemenlik ve Çocuk Bayramı', en: 'National Sovereignty and Children’s Day' } },
    { date: d('05-01'), name: { tr: 'Emek ve Dayanışma Günü', en: 'Labour and Solidarity Day' } },
    { date: d('05-19'), name: { tr: 'Atatürk’ü Anma, Gençlik ve Spor Bayramı', en: 'Commemoration of Atatürk, Youth and Sports Day' } },
    { date: d('07-15'), name: { tr: 'Demokrasi ve Millî Birlik Günü', en: 'Democracy and National Unity Day' } },
    { date: d('08-30'), name: { tr: 'Zafer Bayramı', en: 'Victory Day' } },
    { date: d('10-28'), name: { tr: 'Cumhuriyet Bayramı arifesi', en: 'Eve of Republic Day' }, from: '13:00' },
    { date: d('10-29'), name: { tr: 'Cumhuriyet Bayramı', en: 'Republic Day' } },
  ]
}

/**
 * The year's national holidays as date overrides of `availability`: closed all day, or on a half day the weekly
 * hours of that weekday cut at the holiday's start. A date the firm has already overridden is left as it is.
 */
export function turkishNationalHolidayOverrides(availability: Availability, year: number): DateOverride[] {
  const taken = new Set(availability.overrides.map((o) => o.date))
  return turkishNationalHolidays(year)
    .filter((h) => !taken.has(h.date))
    .map((h) => {
      const weekday = WEEKDAYS[(new Date(`${h.date}T00:00:00Z`).getUTCDay() + 6) % 7]
      const cut = h.from ? minutesOfTime(h.from) : 0
      const hours = availability.weekly[weekday]
        .filter((r) => minutesOfTime(r.from) < cut)
        .map((r) => (minutesOfTime(r.to) > cut ? { from: r.from, to: h.from! } : r))
      return { date: h.date, hours, reason: h.name.en }
    })
}
