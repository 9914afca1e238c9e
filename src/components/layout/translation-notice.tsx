import { useRouterState } from '@tanstack/react-router'
import { useLocale, useT } from '../../i18n/i18n'
import { DEFAULT_LOCALE } from '../../i18n/locales'

/**
 * On a page in another language than English: says that no lawyer of the firm has reviewed the translation and
 * that the English text prevails, with a link to it (decisions, third round: "Languages"). Such pages are also
 * noindex (src/components/ui/seo.tsx) and out of the sitemap and of hreflang.
 */
export function TranslationNotice() {
  const locale = useLocale()
  const t = useT()
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) })
  if (locale === DEFAULT_LOCALE) return null
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
