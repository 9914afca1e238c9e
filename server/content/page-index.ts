import type { ContentIndex } from '../../src/config/route-facts.ts'
import { DEFAULT_LOCALE, locales, type Locale } from '../../src/i18n/locales.ts'
import type { ContentSource } from '../../src/lib/content-source.ts'

type Values = NonNullable<ContentIndex['values'][keyof ContentIndex['values']]>

/** Each value in the order of the first language that lists it (English first), with every language listing it. */
function valuesOf<T>(lists: [Locale, T[] | null][], value: (item: T) => string, lastmod?: (item: T) => string): Values {
  const byValue = new Map<string, Values[number]>()
  for (const [locale, list] of lists)
    for (const item of list ?? []) {
      const key = value(item)
      let entry = byValue.get(key)
      if (!entry) byValue.set(key, (entry = { value: key, locales: [], ...(lastmod ? { lastmod: lastmod(item) } : {}) }))
      entry.locales.push(locale)
    }
  return [...byValue.values()]
}

/**
 * The pages the published content makes (src/config/route-facts.ts `ContentIndex`): the services, guides and case
 * studies each language lists, dated as the English document's last review. Read from the snapshot, so it is as
 * new as the copy the pages show.
 */
export async function contentIndex(source: ContentSource): Promise<ContentIndex> {
  const ordered = [DEFAULT_LOCALE, ...locales.filter((l) => l !== DEFAULT_LOCALE)]
  const each = <T>(read: (locale: Locale) => Promise<T[] | null>) =>
    Promise.all(ordered.map(async (locale) => [locale, await read(locale)] as [Locale, T[] | null]))
  const [layout, services, guides, caseStudies, faq] = await Promise.all([
    source.layout(DEFAULT_LOCALE),
    each((l) => source.services(l)),
    each((l) => source.guides(l)),
    each((l) => source.caseStudies(l)),
    source.faq(DEFAULT_LOCALE),
  ])
  return {
    languages: layout.languages,
    values: {
      '/services/$slug': valuesOf(
        services,
        (s) => s.slug,
        (s) => s.lastReviewed,
      ),
      '/guides/$guide': valuesOf(
        guides,
        (g) => g.slug,
        (g) => g.lastReviewed,
      ),
      '/case-studies/$slug': valuesOf(caseStudies, (c) => c.slug),
    },
    lastmod: faq ? { '/faq': faq.lastReviewed } : {},
  }
}
