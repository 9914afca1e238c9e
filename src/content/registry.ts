import type { Locale } from '../i18n/locales.ts'

/**
 * Each language's copy, by module: src/content/<locale>/<name>.ts exports the same data as English (checked by
 * src/content/locale-parity.test.ts). Modules load on demand, one chunk each, so a page carries only its own
 * language's copy. A language whose folder lacks a module has no pages that need it.
 */
export interface ContentModules {
  about: Pick<typeof import('./en/about.ts'), 'aboutContent'>
  'case-studies': Pick<typeof import('./en/case-studies.ts'), 'caseStudies'>
  faq: Pick<typeof import('./en/faq.ts'), 'faqItems'>
  guides: Pick<typeof import('./en/guides.ts'), 'guides' | 'findGuide'>
  home: Pick<typeof import('./en/home.ts'), 'homeContent'>
  privacy: Pick<typeof import('./en/privacy.ts'), 'privacyNotice'>
  'service-catalogue': Pick<typeof import('./en/service-catalogue.ts'), 'serviceGroups'>
  services: Pick<typeof import('./en/services.ts'), 'services' | 'findService' | 'servicesInGroup'>
  team: Pick<typeof import('./en/team.ts'), 'teamMembers'>
  testimonials: Pick<typeof import('./en/testimonials.ts'), 'testimonials'>
}
export type ContentName = keyof ContentModules

// Only the modules routes load (not the ones they import, such as guide-business.ts): the map of chunks it makes
// is in every page's entry, and each listed module adds its chunk's name and dependencies to it. The content
// documents' schemas (documents/about.ts, faq.ts, …) share names with modules but are server and back-office code.
const modules = import.meta.glob([
  './*/{about,case-studies,faq,guides,home,privacy,service-catalogue,services,team,testimonials}.ts',
  '!./documents/**',
])

/** Whether a language has this module (known without loading it). */
export function hasContent(locale: Locale, name: ContentName): boolean {
  return Object.hasOwn(modules, `./${locale}/${name}.ts`)
}

/** A language's module, or undefined when that language has none. */
export async function loadContent<N extends ContentName>(locale: Locale, name: N): Promise<ContentModules[N] | undefined> {
  const load = modules[`./${locale}/${name}.ts`]
  return load ? ((await load()) as ContentModules[N]) : undefined
}

/** A language's module, which every page of the language needs (the layout's copy): a missing one is a build error. */
export async function requireContent<N extends ContentName>(locale: Locale, name: N): Promise<ContentModules[N]> {
  const module = await loadContent(locale, name)
  if (!module) throw new Error(`src/content/${locale}/${name}.ts is missing: every language needs it`)
  return module
}
