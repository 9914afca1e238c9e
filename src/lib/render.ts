import type { BlogSource } from './blog'
import type { ContentSource } from './content-source'
import type { BookingSource } from './booking-page'
import type { ServerFormResult } from './forms'
import type { TranslationReviews } from '../i18n/reviews'
import type { Locale } from '../i18n/locales'

/** A page rendered to HTML, or the redirect a route asked for. */
export interface RenderedPage {
  status: number
  html: string
  redirect?: string
}

export interface RenderInput {
  /**
   * The page's language: the request's, set once by the server's middleware (server/http/language.ts), or the
   * build's for a prerendered page. The renderer does not read it from the URL again.
   */
  locale: Locale
  /**
   * Where pages that show posts read them (the server passes its SQLite repository, so no page fetches from the
   * server itself); each page loads only what it shows.
   */
  blog?: BlogSource
  /** Where pages read the firm's copy and facts (the server's source: today's modules, later the published snapshot). */
  content: ContentSource
  /** After a form was posted without JavaScript: the notice, kept values and field errors to show. */
  formResult?: ServerFormResult
  /** Which translations a lawyer has reviewed, read from the database (none when absent, as at build time). */
  reviews?: TranslationReviews
  /** Where the booking pages read their data (the server's booking routes); absent at build time. */
  booking?: BookingSource
}

/**
 * Renders one URL of the site (path plus search, e.g. "/blog?page=2") to HTML. The one signature for the
 * renderer of the build (server and prerender) and the one Vite serves from src/ in `npm run dev`.
 */
export type RenderPage = (url: string, input: RenderInput) => Promise<RenderedPage>
