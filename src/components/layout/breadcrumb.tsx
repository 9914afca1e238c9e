import { useMatches, useRouter, type AnyRoute } from '@tanstack/react-router'
import { Link } from '../ui/link'
import { withoutTrailingSlash } from '../../lib/url'
import type { Crumb } from '../../lib/structured-data'
import { useT } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/translate'

export type { Crumb }

/** The dictionary key a route names itself with in `staticData.crumb`, looked up by path in the router's route tree. */
export function crumbOfPath(routesByPath: object, path: string): MessageKey | undefined {
  return (routesByPath as Record<string, AnyRoute | undefined>)[path]?.options.staticData?.crumb
}

/**
 * Home → each known parent section → the current page. Static pages name themselves with `staticData.crumb`;
 * dynamic pages (a service, an article) return `crumb` from their loader.
 */
export function buildCrumbs(
  pathname: string,
  currentLabel: string | undefined,
  labelOf: (path: string) => string | undefined,
  home = 'Home',
): Crumb[] {
  const crumbs: Crumb[] = [{ label: home, path: '/' }]
  if (pathname === '/') return crumbs
  const parts = pathname.split('/').filter(Boolean)
  parts.forEach((_, i) => {
    const path = `/${parts.slice(0, i + 1).join('/')}`
    const last = i === parts.length - 1
    const label = last ? (currentLabel ?? labelOf(path)) : labelOf(path)
    if (label) crumbs.push({ label, path })
  })
  return crumbs
}

/** The current page's trail, shared by the visible breadcrumb and the page's JSON-LD BreadcrumbList. */
export function useCrumbs(): Crumb[] {
  const matches = useMatches()
  const router = useRouter()
  const t = useT()
  const leaf = matches[matches.length - 1]
  const pathname = leaf?.pathname ?? '/'
  // A dynamic page's loader names it in its own words (a title); a static page names itself by a dictionary key.
  const loaderCrumb = (leaf?.loaderData as { crumb?: string } | undefined)?.crumb
  const staticCrumb = leaf?.staticData?.crumb
  const labelOf = (path: string) => {
    const key = crumbOfPath(router.routesByPath, path)
    return key ? t(key) : undefined
  }
  return buildCrumbs(withoutTrailingSlash(pathname), loaderCrumb ?? (staticCrumb ? t(staticCrumb) : undefined), labelOf, t('nav.home'))
}

export function Breadcrumb() {
  const crumbs = useCrumbs()
  const t = useT()

  return (
    <nav aria-label={t('layout.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-white/70">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {i > 0 ? (
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="text-white">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.path} className="target-24 hover:text-brass-300 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
