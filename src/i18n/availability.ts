import { LAYOUT_CONTENT } from '../content/layout-content'
import type { ContentName, LayoutData } from '../lib/content-source'
import { hasDictionary } from './dictionaries'
import { locales, type Locale } from './locales'

/** Whether a language has a kind of copy: the layout data's list in the browser, the content itself on the server. */
export type HasContent = (locale: Locale, name: ContentName) => boolean

/** The layout data's answer (src/lib/content-source.ts `LayoutData.languages`). */
export const hasContentIn =
  (languages: LayoutData['languages']): HasContent =>
  (locale, name) =>
    languages[name]?.includes(locale) ?? false

/**
 * Whether a page that shows `content` exists in `locale`: the language has its dictionary, the layout's copy and
 * every module the page needs. Nothing falls back to English: a page without its copy does not exist there.
 */
export function localeHasPage(locale: Locale, content: readonly ContentName[], has: HasContent): boolean {
  return hasDictionary(locale) && [...LAYOUT_CONTENT, ...content].every((name) => has(locale, name))
}

/** The languages a page that shows `content` exists in, in the site's order. */
export function pageLocales(content: readonly ContentName[], has: HasContent): Locale[] {
  return locales.filter((locale) => localeHasPage(locale, content, has))
}
