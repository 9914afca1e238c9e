import type { Dictionary } from '../../src/i18n/dictionaries/en.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import { createT, type T } from '../../src/i18n/translate.ts'

/**
 * The dictionaries the server writes e-mails with: src/i18n/dictionaries/<code>.ts of every language in
 * src/i18n/locales.ts, found by its code as the pages find theirs, so a language added there needs no line here
 * (each file is typed `Dictionary`: a missing key is still a compile error there). Loaded with the server: composing
 * a message happens inside a database transaction, which must not wait for a module to load.
 */
const dictionaries = new Map<Locale, Dictionary>(
  await Promise.all(
    locales.map(async (locale) => {
      const module = (await import(`../../src/i18n/dictionaries/${locale}.ts`)) as Record<string, Dictionary | undefined>
      const dictionary = module[locale]
      if (!dictionary) throw new Error(`src/i18n/dictionaries/${locale}.ts does not export "${locale}"`)
      return [locale, dictionary] as const
    }),
  ),
)

export function mailT(locale: Locale): T {
  return createT(locale, dictionaries.get(locale)!)
}
