import { useMemo } from 'react'
import { useRouter } from '@tanstack/react-router'
import { mainNav, quickLinks, type NavItem } from '../../config/navigation'
import { useI18n, useT } from '../../i18n/i18n'
import { hasContentIn, localeHasPage } from '../../i18n/availability'
import type { ContentName } from '../../lib/content-source'
import { useLayout } from './layout-data'

/**
 * Whether a link of the navigation is a page in the router's language: the route tree says which route answers it
 * and which copy modules that route shows (its `staticData.content`); a language that lacks one (a language added
 * as data before all its copy is translated) has no such page, and its navigation leaves the link out.
 */
export function usePageExists(): (link: string) => boolean {
  const router = useRouter()
  const { locale } = useI18n()
  const has = hasContentIn(useLayout().languages)
  return (link) => {
    const matches = router.matchRoutes(link)
    if (matches.length < 2) return false
    const content = matches.flatMap(
      (m) => (router.routesById[m.routeId as keyof typeof router.routesById]?.options.staticData?.content ?? []) as ContentName[],
    )
    return localeHasPage(locale, content, has)
  }
}

/**
 * The navigation without the links that are not pages in this language (all are, in a complete translation). An
 * entry whose own page is missing stays while some page of its menu exists, and leads to the first of them.
 */
function existingOnly(nav: NavItem[], exists: (link: string) => boolean): NavItem[] {
  return nav.flatMap((item) => {
    if (!item.dropdown) return exists(item.link) ? [item] : []
    const dropdown = item.dropdown
      .map((child) => (child.children ? { ...child, children: child.children.filter((c) => exists(c.link)) } : child))
      .filter((child) => exists(child.link))
    if (dropdown.length === 0 && !exists(item.link)) return []
    return [{ ...item, link: exists(item.link) ? item.link : dropdown[0].link, dropdown }]
  })
}

/** The navigation of the page's language, made once per language. */
export function useNav() {
  const { locale } = useI18n()
  const { serviceGroups, firm } = useLayout()
  const t = useT()
  const exists = usePageExists()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t and exists change only with the language
  return useMemo(() => existingOnly(mainNav(t, serviceGroups, firm.founded), exists), [locale, serviceGroups, firm.founded])
}

export function useQuickLinks() {
  const { locale } = useI18n()
  const t = useT()
  const nav = useNav()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes only with the language
  return useMemo(() => quickLinks(t, nav), [locale, nav])
}
