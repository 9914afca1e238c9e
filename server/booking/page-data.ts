import { dateTimeFormat } from '../../src/i18n/intl.ts'
import { localeConfig, type Locale } from '../../src/i18n/locales.ts'
import { apiPaths } from '../../src/config/api.ts'
import type { Availability } from '../../src/lib/availability.ts'
import { MEETING_KINDS, type Interval, type MeetingKind } from '../../src/lib/booking.ts'
import {
  bookingFieldNames,
  type BookingDay,
  type BookingFieldErrors,
  type BookingFieldName,
  type BookingPageData,
  type BookingSummary,
  type LawyerChoice,
  type SlotChoice,
} from '../../src/lib/booking-page.ts'
import { ISTANBUL_TIME_ZONE } from '../../src/lib/istanbul-time.ts'
import { wallTimeAt } from '../../src/lib/zoned-time.ts'
import { parseTimeZone, slotLabels } from '../../src/lib/slot-labels.ts'
import type { StoredBooking } from '../db/store.ts'
import { checkSlot, freeSlots } from './slots.ts'
import type { BookingService } from './service.ts'

/**
 * The booking pages' data (src/lib/booking-page.ts BookingPageData), computed for one address on every request:
 * free slots change with every booking, so nothing of it is prepared or cached. The same for the JSON call
 * (apiPaths.bookingPage) and for the server's render (the BookingSource given to the page as `booking`).
 */

/** What a post without JavaScript left for the form it was sent back to (kept under the `result` token). */
export interface BookingFormResult {
  values: Partial<Record<BookingFieldName, string>>
  errors: BookingFieldErrors
  notice: Extract<BookingPageData, { view: 'form' }>['notice']
  nextSlots: Interval[]
}

/**
 * "Istanbul" in each language, beside the firm's time of a slot. Partial: a language added as data only (ADR 25) has
 * no entry and shows the English name (server/added-language.test.ts type-checks a copy with German added).
 */
const ISTANBUL: Partial<Record<Locale, string>> = { en: 'Istanbul', tr: 'İstanbul', ar: 'إسطنبول' }

/** The slot's date in the visitor's zone (zoned-time's formatter, made once per zone, not once per slot). */
const ymd = (iso: string, timeZone: string) => wallTimeAt(Date.parse(iso), timeZone).date

/** "Thursday 3 December": the formatter made once per language and zone (i18n/intl.ts), not once per day listed. */
const dayLabel = (iso: string, locale: Locale, timeZone: string) =>
  dateTimeFormat(localeConfig[locale].intl, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(Date.parse(iso))

export function slotChoice(slot: Interval, locale: Locale, timeZone: string): SlotChoice {
  const labels = slotLabels(slot.start, locale, timeZone)
  return {
    start: slot.start,
    end: slot.end,
    time: labels.visitor.time,
    istanbulTime: labels.sameTime ? null : `${labels.firm.time} ${ISTANBUL[locale] ?? 'Istanbul'}`,
  }
}

/** Free slots grouped by day in the visitor's zone, in order. */
export function slotDays(slots: Interval[], locale: Locale, timeZone: string): BookingDay[] {
  const days: BookingDay[] = []
  for (const slot of slots) {
    const date = ymd(slot.start, timeZone)
    let day = days[days.length - 1]
    if (day?.date !== date) {
      day = { date, label: dayLabel(slot.start, locale, timeZone), slots: [] }
      days.push(day)
    }
    day.slots.push(slotChoice(slot, locale, timeZone))
  }
  return days
}

function when(iso: string, locale: Locale, timeZone: string): BookingSummary['when'] {
  const intl = localeConfig[locale].intl
  const format = (zone: string) =>
    new Intl.DateTimeFormat(intl, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso))
  const visitor = format(timeZone)
  const istanbul = format(ISTANBUL_TIME_ZONE)
  return { visitor, istanbul, sameInBoth: visitor === istanbul }
}

/** A lawyer as the page shows them: a sample profile marked as one. */
const choiceOf = (l: LawyerChoice): LawyerChoice => ({ key: l.key, name: l.name, title: l.title, ...(l.sample ? { sample: true } : {}) })

const MANAGE_NOTICES = ['booked', 'moved', 'cancelled', 'taken', 'unconfirmed'] as const

/** The visitor's zone from the query: a valid IANA name, else Istanbul (and the message why). */
function zoneOf(tz: string | undefined): { timeZone: string; error: string | null } {
  if (tz === undefined || tz === '') return { timeZone: ISTANBUL_TIME_ZONE, error: null }
  const parsed = parseTimeZone(tz)
  return parsed.ok ? { timeZone: parsed.timeZone, error: null } : { timeZone: ISTANBUL_TIME_ZONE, error: parsed.message }
}

export class BookingPages {
  private readonly service: BookingService

  constructor(service: BookingService) {
    this.service = service
  }

  /** The free slots of a lawyer and kind over the whole window (now to the horizon). */
  private async free(availability: Availability, lawyer: string, kind: MeetingKind, except?: string): Promise<Interval[]> {
    const from = new Date().toISOString()
    const to = this.service.horizonEnd(availability)
    const q = await this.service.slotQuery(availability, lawyer, kind, from, to, except)
    return freeSlots({ ...q, from, to })
  }

  /** The booking page (`BOOKING_PATH`): choose a slot, or the form for one (`start`), with a post's result. */
  async choose(locale: Locale, search: Record<string, string>, result: BookingFormResult | null): Promise<BookingPageData> {
    const lawyers = await this.service.lawyers(locale)
    if (lawyers.length === 0) return { view: 'closed' }
    const chosen = lawyers.find((l) => l.key === search.lawyer) ?? lawyers[0]
    const lawyer = choiceOf(chosen)
    const kinds = chosen.availability.kinds.map((k) => ({ kind: k.kind, minutes: k.minutes }))
    const kind = kinds.find((k) => k.kind === search.kind)?.kind ?? kinds[0].kind
    const zone = zoneOf(search.tz)
    const start = search.start && Number.isFinite(Date.parse(search.start)) ? new Date(Date.parse(search.start)).toISOString() : null

    if (start) {
      const minutes = kinds.find((k) => k.kind === kind)!.minutes
      const slot = { start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() }
      let notice = result?.notice ?? null
      let next = result?.nextSlots ?? []
      if (!result) {
        const q = await this.service.slotQuery(chosen.availability, chosen.key, kind, start, slot.end)
        const checked = checkSlot({ ...q, start })
        if (!checked.ok) {
          notice = checked.reason === 'taken' || checked.reason === 'day-full' ? 'taken' : 'unavailable'
          next = await this.service.nextSlots(chosen.availability, chosen.key, kind, checked.reason === 'past' ? q.now : start)
        }
      }
      const values = Object.fromEntries(bookingFieldNames.map((n) => [n, result?.values[n] ?? ''])) as BookingFieldValues
      return {
        view: 'form',
        timeZone: zone.timeZone,
        lawyer,
        kind,
        minutes,
        slot: { ...slotChoice(slot, locale, zone.timeZone), dayLabel: dayLabel(start, locale, zone.timeZone) },
        values,
        errors: result?.errors ?? {},
        notice,
        nextSlots: next.map((s) => slotChoice(s, locale, zone.timeZone)),
      }
    }

    const days = slotDays(await this.free(chosen.availability, chosen.key, kind), locale, zone.timeZone)
    return {
      view: 'choose',
      timeZone: zone.timeZone,
      timeZoneError: zone.error,
      lawyers: lawyers.map(choiceOf),
      lawyer: chosen.key,
      kinds,
      kind,
      days,
      day: days.find((d) => d.date === search.day)?.date ?? days[0]?.date ?? null,
    }
  }

  /** The visitor's own booking (`BOOKING_MANAGE_PATH?token=`), or why the link does not open it. */
  async manage(locale: Locale, search: Record<string, string>): Promise<BookingPageData> {
    const opened = await this.service.open(search.token ?? '')
    if (!opened.ok) return { view: 'link-error', reason: opened.reason }
    const booking = opened.booking
    const zone = search.tz ? zoneOf(search.tz).timeZone : booking.visitorTimeZone
    const lawyer = (await this.service.lawyers(locale)).find((l) => l.key === booking.lawyer)
    const moveToken = this.service.token(booking, 'move')
    const live = booking.status === 'confirmed' && Date.parse(booking.startsAt) > Date.now()
    const availability = lawyer?.availability
    const moveDays =
      live && availability ? slotDays(await this.free(availability, booking.lawyer, booking.kind, booking.id), locale, zone) : []
    const notice = MANAGE_NOTICES.find((n) => n === search.notice) ?? null
    return {
      view: 'manage',
      booking: summaryOf(booking, lawyer ?? { key: booking.lawyer, name: booking.lawyer, title: '' }, locale, zone),
      invitationUrl: `${apiPaths.bookingInvitation}?token=${moveToken}`,
      cancelToken: this.service.token(booking, 'cancel'),
      moveToken,
      moveDays,
      notice,
    }
  }
}

type BookingFieldValues = Partial<Record<BookingFieldName, string>>

export function summaryOf(booking: StoredBooking, lawyer: LawyerChoice, locale: Locale, timeZone: string): BookingSummary {
  return {
    lawyer: choiceOf(lawyer),
    kind: MEETING_KINDS.find((k) => k === booking.kind) ?? 'phone',
    minutes: Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    when: when(booking.startsAt, locale, timeZone),
    timeZone,
    meetingLanguage: booking.meetingLanguage,
    status: booking.status,
  }
}
