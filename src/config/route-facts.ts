import type { FileRoutesByFullPath } from '../routeTree.gen.ts'
import type { Locale } from '../i18n/locales.ts'
import type { LayoutData } from '../lib/content-source.ts'
import { features } from './site-settings.ts'

/**
 * What the server needs to know about each route beyond the page itself, declared once here and keyed by the
 * route's path as the route tree names it (a renamed route fails the type check until its facts follow). Which
 * pages exist comes from the route tree (src/entry-server.tsx walks it); which are rendered per request from
 * the database is the route's `staticData.fromDatabase`. Every route is in the sitemap and dated by
 * CONTENT_REVIEWED unless it says otherwise here.
 */
export interface RouteFacts {
  /** For a route with a path parameter whose values are not content's (the content's come from `ContentIndex`). */
  paramValues?: () => readonly string[]
  /** Listed in /sitemap.xml. */
  sitemap?: boolean
  /** The page's last change (YYYY-MM-DD) for its parameter's value, or NEWEST_POST for pages that list posts. */
  lastmod?: (param: string) => string
  /** False when a feature switch (src/config/site-settings.ts) turns the route's pages off: they answer 404. */
  enabled?: () => boolean
}

/** The sitemap dates these pages by the newest post (or the content's review, whichever is later). */
export const NEWEST_POST = 'newest post'

export const routeFacts: Partial<Record<keyof FileRoutesByFullPath, RouteFacts>> = {
  '/': { lastmod: () => NEWEST_POST },
  '/blog/': { lastmod: () => NEWEST_POST },
  '/case-studies/': { enabled: () => features.caseStudies },
  '/case-studies/$slug': { enabled: () => features.caseStudies },
  // One visitor's booking, opened with its signed link: no page of its own to list (and noindex).
  '/book-a-consultation/your-booking': { sitemap: false },
}

/** Where a post's page lives; the server's slug-history redirects answer under it. */
export const blogPostPrefix = '/blog/'

/** A page known without the database, with what the sitemap says of it. */
export interface StaticPage {
  /** The page's address in its language ('/tr/faq'). */
  path: string
  /** The same page's English address ('/faq'), which the translation is made from. */
  sourcePath: string
  locale: Locale
  /** Prerendered at build time (false for `fromDatabase` routes, rendered per request). */
  prerender: boolean
  sitemap: boolean
  /** YYYY-MM-DD, or NEWEST_POST. */
  lastmod: string
}

/**
 * What the published content says of the pages (ADR 36, 4.2): the server reads it from its snapshot
 * (server/content/page-index.ts), so a service added, renamed or withdrawn in a language is a page, moves or goes
 * without a build.
 */
export interface ContentIndex {
  /** The kinds of copy each language has (the layout's list). */
  languages: LayoutData['languages']
  /** Per route with a parameter: its values in the site's order, each with the languages it is published in. */
  values: Partial<Record<keyof FileRoutesByFullPath, { value: string; locales: Locale[]; lastmod?: string }[]>>
  /** Per route without one: its last review, where the content dates it. */
  lastmod: Partial<Record<keyof FileRoutesByFullPath, string>>
}
