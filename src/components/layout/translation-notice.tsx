import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLocale, useT } from '../../i18n/i18n'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { isReviewed, type TranslationReviews } from '../../i18n/reviews'
import { usePageLanguages } from './language-links'

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
 * On a translated page no lawyer of the firm has reviewed (or whose English changed since): says that it is a machine
 * translation and that the English text prevails, with a link to it (decisions, "Languages" and fourth round: "A
 * machine translation says so"). The link is the English page's own address, as the language links find it: a
 * translated post's English original has another slug, and its translation's slug without the prefix would only
 * redirect back here. A post with no English version gets no link. Such pages are also noindex
 * (src/components/ui/seo.tsx) and out of the sitemap and of hreflang. A lawyer's approval in the back office
 * removes it at once (server/translations/reviews.ts).
 */
export function TranslationNotice() {
  const locale = useLocale()
  const t = useT()
  const english = usePageLanguages().find((l) => l.locale === DEFAULT_LOCALE)
  const reviewed = usePageReviewed()
  if (locale === DEFAULT_LOCALE || reviewed) return null
  return (
    <div role="note" data-testid="translation-notice" className="border-b border-brass-300 bg-brass-100 text-navy-900">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6">
        {t('translation.unreviewed')}
        {english ? (
          <>
            {' '}
            <a href={english.href} lang="en" hrefLang="en" dir="ltr" className="font-semibold underline underline-offset-4">
              {t('translation.readEnglish')}
            </a>
          </>
        ) : null}
      </p>
    </div>
  )
}
