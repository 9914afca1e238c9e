import type { MessageKey } from './i18n/translate'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { HelmetProvider } from 'react-helmet-async'
import { routeTree } from './routeTree.gen'
import { NotFoundPage } from './components/layout/not-found-page'
import { ErrorPage } from './components/layout/error-page'
import { PageSpinner } from './components/ui/spinner'
import type { BlogSource } from './lib/blog'
import type { ContentSource } from './lib/content-source'
import type { ContentName } from './lib/content-source'
import type { DehydratedState } from '@tanstack/react-query'
import { lazyQueryClient } from './lazy-query-client'
import { I18nProvider, type I18n } from './i18n/i18n'
import { localePrefix } from './i18n/paths'
import { NO_REVIEWS, type TranslationReviews } from './i18n/reviews'
import type { ServerFormResult } from './lib/forms'
import type { BookingSource } from './lib/booking-page'

/**
 * For renders given no BlogSource (the build prerenders only pages that show no posts): a page that did read posts
 * would fail loudly there instead of being prerendered with an empty blog.
 */
const noBlog: BlogSource = {
  list: () => Promise.reject(new Error('This page was rendered without the blog source')),
  article: () => Promise.reject(new Error('This page was rendered without the blog source')),
  recent: () => Promise.reject(new Error('This page was rendered without the blog source')),
}

/**
 * One factory for the server (prerender and runtime rendering) and the browser, so both build the same tree.
 * `content` and `blog` are the server's sources when it renders (its copy, its database), the fetch-backed ones in
 * the browser, used on client-side navigation only (the first page's loader data is in its HTML). `i18n` is the
 * page's language and its dictionary: one router serves one language, mounted under the language's prefix
 * (`basepath` '/tr' for Turkish), so the route files know no language and every `Link` carries the prefix.
 * Why a basepath and not a `{-$locale}` segment: docs/decisions/0025-languages.md. `formResult` is the server's
 * answer to a form posted without JavaScript (ADR 20), for the page rendered with it; the browser finds it in the
 * form's markup instead (ADR 15), so it is not part of the hydration data.
 */
export function createAppRouter(
  i18n: I18n,
  content: ContentSource,
  blog: BlogSource = noBlog,
  reviews: TranslationReviews = NO_REVIEWS,
  formResult: ServerFormResult | null = null,
  booking: BookingSource | null = null,
) {
  // Made with the router, so each server render has its own cache and the browser keeps one for the visit.
  const queryClient = lazyQueryClient()
  // Which translations a lawyer has reviewed (src/i18n/reviews.ts): the server's reading of the database, carried
  // to the browser in the hydration data below, so notice and head agree on both sides.
  const translations = { reviews }
  return createRouter({
    routeTree,
    basepath: localePrefix(i18n.locale) || '/',
    context: { queryClient, content, blog, locale: i18n.locale, translations, formResult, booking },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PageSpinner,
    // A new page starts at the top, back and forward return to where the visitor was, and a link with a hash
    // lands on its anchor.
    scrollRestoration: true,
    // Search values stay plain text in the URL (?q=123, not ?q=%22123%22); each route's search validator types them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
    // The queries the server's loaders filled travel in the page's hydration data (TanStack Router's documented
    // dehydrate/hydrate pair), so the browser renders the same posts without fetching them. As JSON text: posts
    // are JSON data, and the router's serializer cannot type-check Query's `unknown` query data.
    dehydrate: async () => {
      const state = await queryClient.dehydrate()
      return { queryState: state ? JSON.stringify(state) : '', reviews: JSON.stringify(translations.reviews) }
    },
    hydrate: (data: { queryState: string; reviews?: string }) => {
      if (data.reviews) translations.reviews = JSON.parse(data.reviews) as TranslationReviews
      return queryClient.hydrate(data.queryState ? (JSON.parse(data.queryState) as DehydratedState) : undefined)
    },
    Wrap: ({ children }) => (
      <I18nProvider value={i18n}>
        <HelmetProvider>{children}</HelmetProvider>
      </I18nProvider>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Breadcrumb label of a static page, as a dictionary key. Dynamic pages return `crumb` (text) from their loader. */
    crumb?: MessageKey
    /** Rendered by the server on each request from the database, not prerendered at build time. */
    fromDatabase?: boolean
    /**
     * The copy modules the page shows besides the layout's (src/lib/content-source.ts `ContentName`): the page exists in a
     * language that has all of them, and the language switcher offers only those languages.
     */
    content?: ContentName[]
    /** The page's languages are data, not copy modules (a blog post): its loader returns them as `languages`. */
    singleLanguage?: boolean
  }
}

/** The route tree as a router indexes it (paths, static data), without language, data or context: for walking it. */
export function routeTreeIndex() {
  return createRouter({ routeTree, context: {} as never })
}
