import { ISTANBUL_TIME_ZONE } from '../lib/istanbul-time.ts'
import { dateTimeFormat } from './intl.ts'
import { localeConfig, type Locale } from './locales.ts'

/**
 * Visible dates: the locale's long form in the Gregorian calendar and Istanbul's time zone, so the server's HTML
 * and the hydrating client write the same day ("1 November 2026", "1 Kasım 2026", "1 نوفمبر 2026").
 */
export function formatDate(date: Date, locale: Locale): string {
  return dateTimeFormat(localeConfig[locale].intl, { dateStyle: 'long', timeZone: ISTANBUL_TIME_ZONE, calendar: 'gregory' }).format(date)
}

/**
 * A date as a page shows it: the machine-readable day for `<time dateTime>` and its text in the page's language.
 * Route loaders and the blog's server format dates, not components: the loader's result reaches the browser with the
 * page, so hydration writes the same text without making an Intl object. The first Intl formatter a page makes costs
 * about 25 ms of a desktop's CPU (ICU loads the language's data), 100 ms at Lighthouse's mobile slowdown.
 */
export interface ShownDate {
  iso: string
  text: string
}

/** A YYYY-MM-DD day as a page shows it. */
export function shownIsoDay(iso: string, locale: Locale): ShownDate {
  return { iso, text: formatIsoDay(iso, locale) }
}

/** A day at noon UTC: the same calendar day in Istanbul (UTC+3) whatever the runtime's own zone. */
function day(yyyy: number, mm: number, dd: number): Date | null {
  const date = new Date(Date.UTC(yyyy, mm - 1, dd, 12))
  return date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd ? date : null
}

/** "2026-11-01" in the page's language; anything that is not a real YYYY-MM-DD date is returned unchanged. */
export function formatIsoDay(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim())
  const date = match ? day(Number(match[1]), Number(match[2]), Number(match[3])) : null
  return date ? formatDate(date, locale) : iso
}

/**
 * A blog post's date as the API writes it (MM-DD-YYYY, read strictly; anything else parsed generically) in the
 * page's language; returned unchanged when it is not a date at all, so a post never shows "Invalid Date".
 */
export function formatPostDate(text: string, locale: Locale): string {
  const strict = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim())
  const strictDate = strict ? day(Number(strict[3]), Number(strict[1]), Number(strict[2])) : null
  if (strictDate) return formatDate(strictDate, locale)
  const generic = new Date(text)
  if (Number.isNaN(generic.getTime())) return text
  const utcDay = day(generic.getUTCFullYear(), generic.getUTCMonth() + 1, generic.getUTCDate())
  return utcDay ? formatDate(utcDay, locale) : text
}

/** "a, b, c" with the language's comma (Arabic writes ،). Intl.ListFormat would add "and"/"ve"/"و" or drop commas. */
export function joinList(items: readonly string[], locale: Locale): string {
  return items.join(localeConfig[locale].dir === 'rtl' ? '، ' : ', ')
}
