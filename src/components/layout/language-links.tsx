import { useMatches, useRouterState } from '@tanstack/react-router'
import type { ContentName } from '../../lib/content-source'
import { hasContentIn, pageLocales } from '../../i18n/availability'
import { useLayout } from './layout-data'
import { useLocale, useT } from '../../i18n/i18n'
import { localeConfig, locales, type Locale } from '../../i18n/locales'
import { localizedPath } from '../../i18n/paths'
import { cn } from '../../lib/cn'

/**
 * The languages this page exists in, each leading to the same page in that language. The router is mounted for one
 * language, so these are plain links (a new document in the other language), never a redirect by browser
 * language. A blog post offers the languages its translation group has. `path` is the page's router path in that
 * language (without its prefix), as the translation reviews name pages.
 */
export function usePageLanguages(): { locale: Locale; href: string; path: string }[] {
  const matches = useMatches()
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) })
  const { languages } = useLayout()
  const leafMatch = matches[matches.length - 1]
  const leaf = leafMatch?.staticData
  if (leaf?.singleLanguage) {
    // A page whose languages are data (a blog post and its translations): its loader lists them.
    const own = (leafMatch.loaderData as { languages?: { locale: string; path: string }[] } | undefined)?.languages ?? []
    return locales.flatMap((locale) =>
      own.filter((l) => l.locale === locale).map((l) => ({ locale, href: localizedPath(l.path, locale), path: l.path })),
    )
  }
  const content = matches.flatMap((m) => (m.staticData?.content ?? []) as ContentName[])
  return pageLocales(content, hasContentIn(languages)).map((locale) => ({
    locale,
    href: `${localizedPath(pathname, locale)}${searchStr}`,
    path: pathname,
  }))
}

/** "English · Türkçe · العربية": each name in its own language and marked with its own lang. */
export function LanguageLinks({
  className,
  tone = 'dark',
  placement = 'header',
}: {
  className?: string
  tone?: 'dark' | 'light'
  /** Names the landmark apart from the other copy of the links (axe: landmark-unique). */
  placement?: 'header' | 'footer'
}) {
  const current = useLocale()
  const t = useT()
  const languages = usePageLanguages()
  if (languages.length < 2) return null
  return (
    <nav aria-label={t(placement === 'header' ? 'language.label' : 'language.footerLabel')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {languages.map(({ locale, href }) => (
          <li key={locale}>
            <a
              href={href}
              lang={locale}
              hrefLang={locale}
              dir={localeConfig[locale].dir}
              aria-current={locale === current ? 'true' : undefined}
              className={cn(
                'inline-block rounded-md px-2 py-1 text-sm',
                tone === 'dark' ? 'hover:bg-white/10 hover:text-white' : 'text-navy-800 hover:bg-navy-50',
                tone === 'dark' && (locale === current ? 'text-white' : 'text-white/85'),
                locale === current && 'font-semibold underline underline-offset-4',
              )}
            >
              {localeConfig[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
