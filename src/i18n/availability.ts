import { hasContent, type ContentName } from '../content/registry'
import { LAYOUT_CONTENT } from '../content/layout-content'
import { hasDictionary } from './dictionaries'
import { locales, type Locale } from './locales'

/**
 * Whether a page that shows `content` exists in `locale`: the language has its dictionary, the layout's copy and
 * every module the page needs. Nothing falls back to English: a page without its copy does not exist there.
 */
export function localeHasPage(locale: Locale, content: readonly ContentName[] = []): boolean {
  return hasDictionary(locale) && [...LAYOUT_CONTENT, ...content].every((name) => hasContent(locale, name))
}

/** The languages a page that shows `content` exists in, in the site's order. */
export function pageLocales(content: readonly ContentName[] = []): Locale[] {
  return locales.filter((locale) => localeHasPage(locale, content))
}
