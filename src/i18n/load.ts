import { loadDictionary } from './dictionaries/index.ts'
import type { I18n } from './i18n.tsx'
import type { Locale } from './locales.ts'

/** What a page of `locale` needs before it renders or hydrates: its strings (the layout's copy is root loader data). */
export async function loadLocale(locale: Locale): Promise<I18n> {
  return { locale, dictionary: await loadDictionary(locale) }
}
