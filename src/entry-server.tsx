import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createAppRouter, createQueryClient } from './router'
import { ServerFormResultContext } from './features/forms/lead-form'
import type { RenderPage } from './lib/render'
import { existsSync, readFileSync } from 'node:fs'

/**
 * Per route id, the built files its component needs (written by the build next to the renderer as
 * dist/route-assets.json). Absent in `npm run dev`, where Vite serves modules one by one.
 */
function builtRouteAssets(): Record<string, string[]> {
  const file = new URL('../route-assets.json', import.meta.url)
  return file.protocol === 'file:' && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {}
}

/** Tags asking for the current page's route code with the entry, instead of after the entry has run. */
function routePreloads(routeAssets: Record<string, string[]>, routeIds: string[]): string {
  const files = [...new Set(routeIds.flatMap((id) => routeAssets[id] ?? []))]
  return files
    .map((f) =>
      f.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${f}">` : `<link rel="modulepreload" crossorigin href="${f}">`,
    )
    .join('')
}

/**
 * The renderer of every page: the router matches the URL and answers with the page, its not-found page or a
 * redirect. `assetsHead` holds the tags of the built CSS and JS (or Vite's in dev), inserted before </head>,
 * followed by the modulepreload tags of the matched routes' own chunks (`routeAssets`, per route id).
 */
export function createRenderer(assetsHead: string, routeAssets: Record<string, string[]> = builtRouteAssets()): RenderPage {
  return async (url, { blog, formResult } = {}) => {
    let routeIds: string[] = []
    const request = new Request(new URL(url, 'http://localhost'))
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(createQueryClient(), blog),
    })
    const response = await handler(({ responseHeaders, router }) => {
      routeIds = router.state.matches.map((m) => m.routeId)
      return renderRouterToString({
        responseHeaders,
        router,
        children: (
          <ServerFormResultContext.Provider value={formResult ?? null}>
            <RouterServer router={router} />
          </ServerFormResultContext.Provider>
        ),
      })
    })
    if (response.status >= 300 && response.status < 400) {
      return { status: response.status, html: '', redirect: response.headers.get('Location') ?? '/' }
    }
    const html = (await response.text()).replace('</head>', `${assetsHead}${routePreloads(routeAssets, routeIds)}</head>`)
    return { status: response.status, html }
  }
}

/**
 * The pages known at build time, read from the route tree: every route without a path parameter, and each
 * value its `staticData.paramValues` lists (the content indexes) for a route with one. Routes marked
 * `fromDatabase` (the home page and the blog) are rendered on request instead.
 */
export function prerenderPaths(): string[] {
  const router = createAppRouter()
  return Object.entries(router.routesByPath).flatMap(([path, route]) => {
    const staticData = route.options.staticData
    if (staticData?.fromDatabase) return []
    const param = /\$\w+/.exec(path)
    if (!param) return [path || '/']
    if (!staticData?.paramValues) throw new Error(`Route ${path} has a path parameter: give it staticData.paramValues or fromDatabase`)
    return staticData.paramValues().map((value: string) => path.replace(param[0], value))
  })
}
