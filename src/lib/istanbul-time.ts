/** The firm's time zone: office hours, scheduled posts and lead dates are Istanbul wall-clock time. */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul'

/** Europe/Istanbul has been UTC+3 all year round since 2016 (no daylight saving). */
export const ISTANBUL_OFFSET_MINUTES = 180

/** The same offset as written in ISO dates and schema.org hours. */
export const ISTANBUL_UTC_OFFSET = '+03:00'

/** An instant's date in Istanbul as the posts write it, MM-DD-YYYY (the storage layer sets it when a post is published). */
export function istanbulDateLabel(iso: string): string {
  const [y, m, d] = new Date(Date.parse(iso) + ISTANBUL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10).split('-')
  return `${m}-${d}-${y}`
}
