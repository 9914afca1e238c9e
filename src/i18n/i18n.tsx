import { createContext, useContext, type ReactNode } from 'react'
import type { Dictionary } from './dictionaries/en.ts'
import type { Locale } from './locales.ts'
import { createT, type T } from './translate.ts'

/**
 * A page's language and its interface strings. The copy, the layout's included, comes from the routes' loaders
 * through the router's ContentSource (src/lib/content-source.ts), so a page loads no other page's copy.
 */
export interface I18n {
  locale: Locale
  dictionary: Dictionary
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useT/useLocale outside I18nProvider (the router provides it: src/router.tsx)')
  return i18n
}

/** The page's language. */
export function useLocale(): Locale {
  return useI18n().locale
}

/** `t('header.menu')`, `t('blog.pageOf', { page: 2, total: 5 })` in the page's language. */
export function useT(): T {
  const { locale, dictionary } = useI18n()
  return createT(locale, dictionary)
}
