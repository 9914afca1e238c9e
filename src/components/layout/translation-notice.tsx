import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLocale, useT } from '../../i18n/i18n'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { isReviewed, type TranslationReviews } from '../../i18n/reviews'

/** The review state this page was rendered with (the server's reading of the database). */
export function useTranslationReviews(): TranslationReviews {
  return useRouter().options.context.translations.reviews
}

/** Whether this page is English, or a translation a lawyer has reviewed and that is still current. */
export function usePageReviewed(): boolean {
  const locale = useLocale()
  const reviews = useTranslationReviews()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return isReviewed(reviews, locale, pathname)
}

/**
 * On a translated page no lawyer of the firm has reviewed (or whose English changed since): says so and that the
 * English text prevails, with a link to it (decisions, third round: "Languages"). Such pages are also noindex
 * (src/components/ui/seo.tsx) and out of the sitemap and of hreflang. A lawyer's approval in the back office
 * removes it at once (server/translations/reviews.ts).
 */
export function TranslationNotice() {
  const locale = useLocale()
  const t = useT()
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) })
  const reviewed = usePageReviewed()
  if (locale === DEFAULT_LOCALE || reviewed) return null
  return (
    <div role="note" data-testid="translation-notice" className="border-b border-brass-300 bg-brass-100 text-navy-900">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6">
        {t('translation.unreviewed')}{' '}
        <a href={`${pathname}${searchStr}`} lang="en" hrefLang="en" dir="ltr" className="font-semibold underline underline-offset-4">
          {t('translation.readEnglish')}
        </a>
      </p>
    </div>
  )
}
