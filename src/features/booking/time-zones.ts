/**
 * The zones offered in the booking page's time-zone list: where the firm's clients mostly live (Türkiye, the Gulf and
 * the Middle East, Europe, North America, Russia and Central Asia, East Asia, Australia), by IANA name. The visitor's
 * own zone (the browser's, added with JavaScript, or one typed into the address) is added when it is not among them.
 */
export const COMMON_TIME_ZONES = [
  'Europe/Istanbul',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Moscow',
  'Europe/Kyiv',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Baghdad',
  'Asia/Tehran',
  'Asia/Baku',
  'Asia/Tbilisi',
  'Asia/Almaty',
  'Asia/Tashkent',
  'Asia/Amman',
  'Asia/Beirut',
  'Africa/Cairo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Toronto',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const

/** The list for one page: the common zones, with the shown one first when it is not among them. */
export function timeZoneOptions(current: string): string[] {
  const common: readonly string[] = COMMON_TIME_ZONES
  return common.includes(current) ? [...common] : [current, ...common]
}

/** "America/New_York" as people read it: "America/New York". */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ')
}
