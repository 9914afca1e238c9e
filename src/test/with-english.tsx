import type { ReactNode } from 'react'
import { I18nProvider, type I18n } from '../i18n/i18n'
import { en } from '../i18n/dictionaries/en'
import { LayoutProvider } from '../components/layout/layout-data'
import type { LayoutData } from '../lib/content-source'
import { site } from '../config/site'

/** For component tests: what the router provides an English page (src/i18n/load.ts), without loading anything. */
export const englishI18n: I18n = { locale: 'en', dictionary: en }

/**
 * For component tests: the root loader's data of an English page with the firm's facts and no service menu (the
 * components tested with it read the firm only; the menus' copy is the content's, server/content/seed-source.ts).
 */
const { url: _url, features: _features, ...firm } = site
export const englishLayout: LayoutData = { firm, serviceGroups: [], languages: {} }

export function WithEnglish({ children }: { children: ReactNode }) {
  return (
    <I18nProvider value={englishI18n}>
      <LayoutProvider value={englishLayout}>{children}</LayoutProvider>
    </I18nProvider>
  )
}
