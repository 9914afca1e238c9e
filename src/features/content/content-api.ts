import { apiUrl } from '../../config/api'
import type { Locale } from '../../i18n/locales'
import { contentPath, type ContentSource, type ContentType, type LayoutData } from '../../lib/content-source'

/**
 * One read of the content API: the document's JSON, or null for a 404 (the route shows its not-found page). Any
 * other failure throws, so the router shows its error page rather than a page without its copy. The answer carries
 * an ETag and `no-cache`: the browser's HTTP cache revalidates it and reuses the body while it is unchanged.
 */
async function read<T>(locale: Locale, type: ContentType, key?: string): Promise<T | null> {
  const path = contentPath(locale, type, key)
  const res = await fetch(apiUrl(path), { headers: { Accept: 'application/json' } })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

/**
 * The browser's ContentSource: used on client-side navigation only, since the first page's loader data (the
 * layout's included) arrives in its HTML. Each read fetches one document, not a language's whole module.
 */
export function fetchContentSource(): ContentSource {
  return {
    layout: async (locale) => {
      const layout = await read<LayoutData>(locale, 'layout')
      if (!layout) throw new Error(`No layout data for ${locale}`)
      return layout
    },
    service: (locale, slug) => read(locale, 'service', slug),
    services: (locale) => read(locale, 'service'),
    caseStudy: (locale, slug) => read(locale, 'case-study', slug),
    caseStudies: (locale) => read(locale, 'case-study'),
    guide: (locale, slug) => read(locale, 'guide', slug),
    guides: (locale) => read(locale, 'guide'),
    teamMember: (locale, id) => read(locale, 'team-member', id),
    team: (locale) => read(locale, 'team-member'),
    testimonials: (locale) => read(locale, 'testimonial'),
    faq: (locale) => read(locale, 'faq', 'faq'),
    home: (locale) => read(locale, 'home', 'home'),
    about: (locale) => read(locale, 'about', 'about'),
    privacy: (locale) => read(locale, 'privacy', 'privacy'),
  }
}
