import { loadDictionary } from './dictionaries/index.ts'
import { requireContent } from '../content/registry.ts'
import { LAYOUT_CONTENT } from '../content/layout-content.ts'
import type { I18n } from './i18n.tsx'
import type { Locale } from './locales.ts'

/** Everything a page of `locale` needs before it renders or hydrates: its strings and the layout's copy. */
export async function loadLocale(locale: Locale): Promise<I18n> {
  const [dictionary, catalogue] = await Promise.all([loadDictionary(locale), requireContent(locale, LAYOUT_CONTENT[0])])
  return { locale, dictionary, serviceGroups: catalogue.serviceGroups }
}
