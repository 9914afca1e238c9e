import { en } from '../../src/i18n/dictionaries/en.ts'
import { tr } from '../../src/i18n/dictionaries/tr.ts'
import { ar } from '../../src/i18n/dictionaries/ar.ts'
import type { Dictionary } from '../../src/i18n/dictionaries/en.ts'
import type { Locale } from '../../src/i18n/locales.ts'
import { createT, type T } from '../../src/i18n/translate.ts'

/**
 * The dictionaries the server writes e-mails with, every language of src/i18n/locales.ts (a language added there
 * without a line here is a type error). Loaded with the server: composing a message happens inside a database
 * transaction, which must not wait for a module to load.
 */
const dictionaries = { en, tr, ar } satisfies Record<Locale, Dictionary>

export function mailT(locale: Locale): T {
  return createT(locale, dictionaries[locale])
}
