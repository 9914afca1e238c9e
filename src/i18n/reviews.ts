import { DEFAULT_LOCALE, type Locale } from './locales.ts'

/**
 * Which translated pages a lawyer has reviewed, as the server read them from the database for this render:
 * per language, the router paths (without the language prefix: '/faq', '/blog/<slug>') whose translation is
 * `reviewed` AND still current (made from today's English; server/translations/reviews.ts decides). English is
 * the source and always counts as reviewed. Everything not listed is unreviewed or stale: the page shows the
 * notice, is noindex, and is left out of the sitemap and of every page's hreflang (decisions, "Languages").
 */
export type TranslationReviews = Partial<Record<Locale, string[]>>

/** Nothing reviewed: how the build prerenders, and the state of a site whose lawyers have approved nothing yet. */
export const NO_REVIEWS: TranslationReviews = {}

export function isReviewed(reviews: TranslationReviews, locale: Locale, path: string): boolean {
  return locale === DEFAULT_LOCALE || (reviews[locale]?.includes(path) ?? false)
}

/** Whether any language has a reviewed translation of `path`: its pages then carry hreflang alternates. */
export function hasReviewedTranslation(reviews: TranslationReviews, path: string): boolean {
  return Object.values(reviews).some((paths) => paths?.includes(path))
}
