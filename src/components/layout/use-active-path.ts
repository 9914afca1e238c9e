import { useRouterState } from '@tanstack/react-router'
import type { NavItem } from '../../config/navigation'

export function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname })
}

/** True when the path is the item's page or one of the pages in its dropdown (and their sub-lists). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.link === '/') return pathname === '/'
  const links = [item.link, ...(item.dropdown ?? []).flatMap((d) => [d.link, ...(d.children ?? []).map((c) => c.link)])]
  return links.some((link) => pathname === link || pathname.startsWith(`${link}/`))
}
