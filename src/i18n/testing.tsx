import type { ReactNode } from 'react'
import { I18nProvider, type I18n } from './i18n'
import { en } from './dictionaries/en'
import { serviceGroups } from '../content/en/service-catalogue'

/** For component tests: what the router provides an English page (src/i18n/load.ts), without loading anything. */
export const englishI18n: I18n = { locale: 'en', dictionary: en, serviceGroups }

export function WithEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider value={englishI18n}>{children}</I18nProvider>
}
