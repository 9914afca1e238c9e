import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import type { AdminSession } from './page-query'
import { ErrorScreen, NotFoundScreen } from './page-view'

export interface AdminRouterContext {
  queryClient: QueryClient
  session: AdminSession
}

/**
 * The back office's router, the same on the server (a memory history at the requested address) and in the
 * browser. Mounted under /admin, so the route files and links know only the back office's own paths.
 * No preloading on hover: opening a lead or a KVKK look-up is audited, so data is fetched only for a page opened.
 */
export function createAdminRouter(context: AdminRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/admin',
    context,
    history,
    defaultPreload: false,
    defaultPendingMs: 300,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
    // Search values stay plain text in the URL (?q=123), as the server reads them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
  })
}

export type AdminRouter = ReturnType<typeof createAdminRouter>
