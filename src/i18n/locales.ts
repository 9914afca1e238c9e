/**
 * The site's languages: one entry each. English is the reference text, served at the root; every other language
 * lives under its own prefix (/tr/…, /ar/…). Adding a language is this one line plus its dictionary
 * (src/i18n/dictionaries/<code>.ts) and its content folder (src/content/<code>/); see docs/languages.md.
 */
export const localeConfig = {
  en: { name: 'English', dir: 'ltr', intl: 'en-GB', ogLocale: 'en_GB', latinDigits: true },
  tr: { name: 'Türkçe', dir: 'ltr', intl: 'tr-TR', ogLocale: 'tr_TR', latinDigits: true },
  // Latin digits (0–9) in Arabic: see docs/decisions/0025-languages.md.
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn', ogLocale: 'ar_AR', latinDigits: true },
} as const satisfies Record<string, LocaleConfig>

interface LocaleConfig {
  /** The language's name in itself, for the language links. */
  name: string
  dir: 'ltr' | 'rtl'
  /** The BCP 47 tag `Intl` formats with (`-u-nu-latn` asks for Latin digits). */
  intl: string
  ogLocale: string
  /**
   * Whether `intl` writes numbers with the digits 0–9 (most languages, and any tag with `-u-nu-latn`; not Persian).
   * src/i18n/dictionaries.test.ts checks it against `Intl`.
   */
  latinDigits: boolean
}

export type Locale = keyof typeof localeConfig
export const DEFAULT_LOCALE: Locale = 'en'
export const locales = Object.keys(localeConfig) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeConfig, value)
}
