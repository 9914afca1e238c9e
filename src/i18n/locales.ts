/**
 * The site's languages: one entry each. English is the reference text, served at the root; every other language
 * lives under its own prefix (/tr/…, /ar/…). Adding a language is this one line plus its dictionary
 * (src/i18n/dictionaries/<code>.ts) and its content folder (src/content/<code>/); see docs/languages.md.
 */
export const localeConfig = {
  en: { name: 'English', dir: 'ltr', intl: 'en-GB', ogLocale: 'en_GB' },
  tr: { name: 'Türkçe', dir: 'ltr', intl: 'tr-TR', ogLocale: 'tr_TR' },
  // Latin digits (0–9) in Arabic: see docs/decisions/0025-languages.md.
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn', ogLocale: 'ar_AR' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl'; intl: string; ogLocale: string }>

export type Locale = keyof typeof localeConfig
export const DEFAULT_LOCALE: Locale = 'en'
export const locales = Object.keys(localeConfig) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeConfig, value)
}
