import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createAppRouter, routeTreeIndex } from './router'
import type { RenderPage } from './lib/render'
import { routeFacts, type ContentIndex, type StaticPage } from './config/route-facts'
import { CONTENT_REVIEWED } from './content/reviewed'
import { loadLocale } from './i18n/load'
import { localizedPath } from './i18n/paths'
import { hasContentIn, pageLocales } from './i18n/availability'
import type { Locale } from './i18n/locales'
import { siteUrl } from './config/site-settings'
import type { ContentSource } from './lib/content-source'

/**
 * The public origin this build writes into canonical, hreflang, Open Graph and JSON-LD URLs (SITE_URL at build
 * time): the server compares it with its own SITE_URL at start (server/pages.ts `builtOriginWarning`).
 */
export const builtOrigin: string = siteUrl

/**
 * The renderer of every page: the router matches the URL and answers with the page, its not-found page or a
 * redirect. `assetsHead` holds the tags of the built CSS and JS (or Vite's in dev), inserted before </head>. The
 * matched route's code chunk is not preloaded: the router fetches it while hydrating (see scripts/build.ts on
 * why nothing but the entry script is requested from the head). The page's language is given (the server's
 * middleware set it for the request, the build knows it per page), not read from the URL again; a form's result
 * after a post without JavaScript travels in the router's context.
 */
export function createRenderer(assetsHead: string): RenderPage {
  return async (url, { locale, content, blog, formResult, reviews, booking }) => {
    const request = new Request(new URL(url, 'http://localhost'))
    const i18n = await loadLocale(locale)
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(i18n, content, blog, reviews, formResult, booking ?? null),
    })
    const response = await handler(({ responseHeaders, router }) =>
      renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
    )
    if (response.status >= 300 && response.status < 400) {
      return { status: response.status, html: '', redirect: response.headers.get('Location') ?? '/' }
    }
    const html = (await response.text()).replace('</head>', `${assetsHead}</head>`)
    return { status: response.status, html }
  }
}

/**
 * The pages the content makes, read from the route tree: every route without a path parameter, and each value
 * the published content lists for a route with one (`index`, server/content/page-index.ts); routes marked
 * `fromDatabase` (the home page and the blog) are rendered on request, and a parameter route of theirs has its
 * pages in the database. Each page carries its route's facts, once per language that has its copy
 * (src/i18n/availability.ts), at the language's address.
 */
export function staticPages(index: ContentIndex): StaticPage[] {
  // Only the route tree is read here: a router of its own, with no language or data.
  const router = routeTreeIndex()
  const has = hasContentIn(index.languages)
  return Object.entries(router.routesByPath).flatMap(([path, route]) => {
    const staticData = route.options.staticData
    const fullPath = route.fullPath as keyof typeof routeFacts
    const facts = routeFacts[fullPath] ?? {}
    if (facts.enabled?.() === false) return []
    const page = (pagePath: string, param: string, only?: { locales: Locale[]; lastmod?: string }): StaticPage[] =>
      pageLocales(staticData?.content ?? [], has)
        .filter((locale) => !only || only.locales.includes(locale))
        .map((locale) => ({
          path: localizedPath(pagePath, locale),
          sourcePath: pagePath,
          locale,
          prerender: !staticData?.fromDatabase,
          sitemap: facts.sitemap ?? true,
          lastmod: only?.lastmod ?? index.lastmod[fullPath] ?? facts.lastmod?.(param) ?? CONTENT_REVIEWED,
        }))
    const param = /\$\w+/.exec(path)
    if (!param) return page(path || '/', '')
    if (staticData?.fromDatabase) return []
    const published = index.values[fullPath]
    if (published) return published.flatMap((v) => page(path.replace(param[0], v.value), v.value, v))
    if (!facts.paramValues)
      throw new Error(`Route ${path} has a path parameter: give it paramValues in src/config/route-facts.ts, or fromDatabase`)
    return facts.paramValues().flatMap((value: string) => page(path.replace(param[0], value), value))
  })
}

export function prerenderPaths(index: ContentIndex): string[] {
  return staticPages(index)
    .filter((p) => p.prerender)
    .map((p) => p.path)
}

/** Every text leaf of a value, each with its path ('nav.services', 'serviceGroups.0.title'), in a stable order. */
function textLeaves(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((v, i) => textLeaves(v, `${path}.${i}`, out))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) textLeaves(v, path ? `${path}.${key}` : key, out)
  return out
}

/**
 * A language's interface as a reviewer reads it: every string of its dictionary and of the copy every page shows
 * (the header's and footer's service groups), each with its key. One review unit (server/translations/reviews.ts).
 */
export async function interfaceCopy(locale: Locale, content: ContentSource): Promise<[string, string][]> {
  const [i18n, { serviceGroups }] = await Promise.all([loadLocale(locale), content.layout(locale)])
  return textLeaves({ dictionary: i18n.dictionary, serviceGroups }, '', [])
}
