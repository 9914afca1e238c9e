import { useMemo } from 'react'
import { mainNav, quickLinks } from '../../config/navigation'
import { useI18n, useT } from '../../i18n/i18n'

/** The navigation of the page's language, made once per language. */
export function useNav() {
  const { locale, serviceGroups } = useI18n()
  const t = useT()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes only with the language
  return useMemo(() => mainNav(t, serviceGroups), [locale, serviceGroups])
}

export function useQuickLinks() {
  const { locale } = useI18n()
  const t = useT()
  const nav = useNav()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes only with the language
  return useMemo(() => quickLinks(t, nav), [locale, nav])
}
