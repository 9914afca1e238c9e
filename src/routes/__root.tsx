import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router'
import type { BlogSource } from '../lib/blog'
import type { ContentSource } from '../lib/content-source'
import { LayoutProvider } from '../components/layout/layout-data'
import type { LazyQueryClient } from '../lazy-query-client'
import { Header } from '../components/layout/header'
import { brandColors } from '../config/brand'
import { Footer } from '../components/layout/footer'
import { ChatMenu } from '../components/layout/chat-menu'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RouteFocus } from '../components/layout/route-focus'
import { TranslationNotice } from '../components/layout/translation-notice'
import { useLocale, useT } from '../i18n/i18n'
import { localeConfig, type Locale } from '../i18n/locales'
import type { TranslationReviews } from '../i18n/reviews'
import type { ServerFormResult } from '../lib/forms'
import type { BookingSource } from '../lib/booking-page'

/** What every loader receives. Declared here, not in router.tsx, so the route files never import the router. */
interface RouterContext {
  /** TanStack Query's client: loaders fill it with `ensureQueryData`, components read it with the same options. */
  queryClient: LazyQueryClient
  /** Where pages read the firm's copy: the server's content when it renders, /api/content/ in the browser. */
  content: ContentSource
  /** Where the blog's pages read posts: SQLite when the server renders, the site's blog calls in the browser. */
  blog: BlogSource
  /** The page's language (the router is mounted under its prefix). */
  locale: Locale
  /** Which translations a lawyer has reviewed (src/i18n/reviews.ts); set again from the hydration data. */
  translations: { reviews: TranslationReviews }
  /** On the server only, for a page shown again after a form was posted without JavaScript: that form's result. */
  formResult: ServerFormResult | null
  /** Where the booking pages read their data (src/lib/booking-page.ts); null where none was given. */
  booking: BookingSource | null
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The firm's facts and the service catalogue (header, footer, menus, JSON-LD) travel as this loader's data in
  // the page's hydration data, not in the first load's JavaScript; the browser keeps them for the visit.
  loader: ({ context }) => context.content.layout(context.locale),
  shouldReload: false,
  component: RootDocument,
  notFoundComponent: () => <NotFoundPage />,
})

function RootDocument() {
  const locale = useLocale()
  const t = useT()
  return (
    <LayoutProvider value={Route.useLoaderData()}>
      <html lang={locale} dir={localeConfig[locale].dir}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={brandColors.navy[900]} />
          {/* The ICO for browsers without SVG icons (sizes="32x32" keeps SVG-capable ones on the SVG). */}
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <noscript>
            <style>{'[data-noscript-open]{display:block!important;visibility:visible!important;opacity:1!important}'}</style>
          </noscript>
        </head>
        <body>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
          >
            {t('layout.skipToContent')}
          </a>
          <Header />
          <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
            {/* Inside the main landmark: the first thing a screen reader meets in the page's content. */}
            <TranslationNotice />
            <Outlet />
          </main>
          <Footer />
          <ChatMenu placement="floating" />
          <RouteFocus />
          <Scripts />
        </body>
      </html>
    </LayoutProvider>
  )
}
