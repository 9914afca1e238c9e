/**
 * Which per-page checks run in which engine.
 *
 * Suites that repeat one check over every page (every page renders and hydrates cleanly; axe on every page type at
 * two widths) run every page in Chromium and one page of each type in Firefox: what differs between engines is how
 * a kind of page is laid out, hydrated and scripted, not which article it shows. Measured on the CI machine (2
 * cores, both projects at 2 workers): the full Firefox repeat of those two suites took 1,384 s of the 5,894 s of
 * test time, while it ran the same templates the sample already covers. Behaviour tests (forms, keyboard, menus,
 * back office, typing on a slow phone) run in both engines in full.
 *
 * A test tagged `@every-page` or `@axe-sweep` runs in Chromium only (playwright.config.ts: the Firefox project's
 * `grepInvert`).
 */
export const EVERY_PAGE = '@every-page'

/**
 * An axe scan of pages in their resting state (the back office, a translated page) runs in Chromium only, like
 * the per-page suites: axe reads the same DOM in both engines. Scans of open states (menus, dialogs, notices) run
 * in both (a11y.spec.ts). In stop 27's CI these three scans took 190 s in Firefox and found nothing Chromium did not.
 */
export const AXE_SWEEP = '@axe-sweep'

/** One page of each type the route tree has; Firefox runs the per-page suites on these. */
export const PAGE_TYPE_SAMPLE = [
  '/',
  '/about-us',
  '/our-team',
  '/services',
  '/all-corporate-services',
  '/services/turkish-citizienship',
  '/guides',
  '/guides/turkish-residence-permit-checklist',
  '/faq',
  '/blog',
  '/blog?page=2',
  '/blog/buying-property-in-turkey-as-a-foreigner',
  '/case-studies',
  '/case-studies/a-swift-return-overturning-an-unfair-entry-ban',
  '/contact-us',
  '/privacy-notice',
  '/no-such-page',
] as const

/**
 * The pages of each other language the per-page suites visit: one of each kind of page the language's copy changes
 * (layout, a service, a guide, a case study, lists, forms, the database-rendered home and blog). Every page of every
 * language is checked over HTTP by server/languages.test.ts (language, direction, no English interface text).
 * Firefox runs the service page and the blog of each (LANGUAGE_SAMPLE_FIREFOX), Chromium all of them.
 */
const LANGUAGE_PAGE_KINDS = [
  '/',
  '/services/company-establishment',
  '/guides/business-in-turkey',
  '/case-studies/a-swift-return-overturning-an-unfair-entry-ban',
  '/our-team',
  '/faq',
  '/contact-us',
  '/blog',
]
export const LANGUAGE_SAMPLE = ['tr', 'ar'].flatMap((l) => LANGUAGE_PAGE_KINDS.map((p) => (p === '/' ? `/${l}/` : `/${l}${p}`)))
const LANGUAGE_SAMPLE_FIREFOX = new Set([
  '/tr/services/company-establishment',
  '/tr/blog',
  '/ar/services/company-establishment',
  '/ar/blog',
])

/** Whether Firefox visits `path` in the per-page suites (one page of each type, and two kinds per other language). */
export function sampledInFirefox(path: string): boolean {
  return (PAGE_TYPE_SAMPLE as readonly string[]).includes(path) || LANGUAGE_SAMPLE_FIREFOX.has(path)
}
