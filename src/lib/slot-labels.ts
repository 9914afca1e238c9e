import { dateTimeFormat } from '../i18n/intl.ts'
import { localeConfig, type Locale } from '../i18n/locales.ts'
import { ISTANBUL_TIME_ZONE } from './istanbul-time.ts'

/**
 * How a slot reads on the booking page, in the browser and on the server alike: the visitor's own time first, the
 * firm's (Istanbul) beside it. Everything is `Intl` with the zone's IANA name, so a visitor's daylight-saving change
 * is the platform's tz data, not ours. The locale's `intl` tag carries its digits (Arabic with Latin digits, ADR 25).
 */

export type TimeZoneResult = { ok: true; timeZone: string } | { ok: false; error: 'empty' | 'malformed' | 'unknown'; message: string }

// IANA names are letters, digits, "_", "-", "+" and "/" (Area/Location, Etc/GMT+3, UTC). Anything else (offsets
// such as "+03:00", which newer engines also accept, spaces, dots) is refused before Intl sees it.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/

/**
 * A time zone as a visitor's browser or form sends it: a known IANA name, answered as the platform spells it
 * ("europe/london" -> "Europe/London"), or refused with a message to show.
 */
export function parseTimeZone(input: unknown): TimeZoneResult {
  const value = typeof input === 'string' ? input.trim() : ''
  if (value === '') return { ok: false, error: 'empty', message: 'Choose a time zone' }
  if (value.length > 64 || !ZONE_NAME.test(value)) {
    return { ok: false, error: 'malformed', message: 'A time zone is a name such as Europe/London or America/New_York' }
  }
  try {
    return { ok: true, timeZone: new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone }
  } catch {
    return { ok: false, error: 'unknown', message: `There is no time zone called ${value}` }
  }
}

export interface ZonedLabel {
  /** The day, e.g. "Mon 30 Nov" (en), "30 Kas Pzt" (tr). */
  date: string
  /** The time of day, e.g. "10:00". */
  time: string
  /** The zone's offset at that instant, e.g. "GMT+3", "GMT-5": it shows a daylight-saving change. */
  offset: string
}

export function zonedLabel(iso: string, locale: Locale, timeZone: string): ZonedLabel {
  const intl = localeConfig[locale].intl
  const at = Date.parse(iso)
  const date = dateTimeFormat(intl, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(at)
  const time = dateTimeFormat(intl, { timeZone, hour: '2-digit', minute: '2-digit' }).format(at)
  const offset =
    dateTimeFormat(intl, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  return { date, time, offset }
}

/**
 * One slot's two labels: in the visitor's zone and in Istanbul. `sameTime` is true when both read the same (a
 * visitor in Istanbul, or a zone at +3), so the page can show one.
 */
export function slotLabels(
  iso: string,
  locale: Locale,
  visitorTimeZone: string,
  firmTimeZone: string = ISTANBUL_TIME_ZONE,
): { visitor: ZonedLabel; firm: ZonedLabel; sameTime: boolean } {
  const visitor = zonedLabel(iso, locale, visitorTimeZone)
  const firm = zonedLabel(iso, locale, firmTimeZone)
  return { visitor, firm, sameTime: visitor.date === firm.date && visitor.time === firm.time }
}
