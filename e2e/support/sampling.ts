/**
 * Which checks run in which engine.
 *
 * Firefox runs what a browser engine can get wrong: layout and direction, focus and keyboard, menus and dialogs,
 * forms and hydration, typing before the code arrives, the content security policy, and axe scans of open states.
 * What the server sends and what the page says (content, links, redirects, search results, the back office's
 * workflows) is the same HTML and the same JavaScript logic in every engine, and runs in Chromium only: a test of
 * that kind in Firefox has found nothing Chromium did not in any CI run so far, and the suite is CPU-bound on the
 * CI machine's 2 cores (one worker already keeps both busy), so every duplicate is paid in wall time. In stop 29's CI
 * the suite took 4,018 s of test time (Chromium 2,111, Firefox 1,908) for a 34.7-minute Playwright step.
 *
 * - Suites that repeat one check over every page (every page renders and hydrates cleanly; axe on every page type
 *   at two widths) run every page in Chromium and one page of each type in Firefox (`@every-page`).
 * - Resting-state axe sweeps run in Chromium only (`@axe-sweep`).
 * - Content and server-behaviour tests inside mixed files are tagged `@one-engine`; whole files of them are listed
 *   in CHROMIUM_ONLY_FILES.
 * - The site editor's journeys (issue 36: admin-content-*.spec.ts, admin-team-member, admin-media,
 *   translation-approve-document) run in both engines, as the issue asks. The engines run at once, so each edits
 *   documents of its own on the shared back office, and the documents the site has only one of (the firm's facts,
 *   the FAQ) on a back office of its own (e2e/support/admin.ts, backOfficeOf).
 *
 * playwright.config.ts: the Firefox project's `grepInvert` and `testIgnore`. WebKit runs ports of the engine-sensitive
 * journeys (e2e/webkit, its own WebDriver suite: README "WebKit tests").
 */
export const EVERY_PAGE = '@every-page'

/**
 * An axe scan of pages in their resting state (the back office, a translated page) runs in Chromium only, like
 * the per-page suites: axe reads the same DOM in both engines. Scans of open states (menus, dialogs, notices) run
 * in both (a11y.spec.ts). In stop 27's CI these three scans took 190 s in Firefox and found nothing Chromium did not.
 */
export const AXE_SWEEP = '@axe-sweep'

/** A content or server-behaviour test in a file that also holds engine-sensitive ones: Chromium only. */
export const ONE_ENGINE = '@one-engine'

/**
 * Files whose every test is about content or the server, seen through a browser: Chromium only. The back office
 * (its workflows are forms and lists on the server's answers; its phone layout and axe sweep run in Chromium), the
 * translation review, the service, guide and case-study pages' content and redirects, the honesty statements, the
 * error page's retry, and the largest-paint check (a Chromium metric).
 */
export const CHROMIUM_ONLY_FILES = [
  'admin.spec.ts',
  'admin-accounts.spec.ts',
  'admin-leads.spec.ts',
  'admin-translations.spec.ts',
  'translation-review.spec.ts',
  'services.spec.ts',
  'honest-content.spec.ts',
  'titles-and-wording.spec.ts',
  'errors.spec.ts',
  'first-load.spec.ts',
]

/** The Firefox project's `grepInvert`: everything tagged to run in Chromium only. */
export const CHROMIUM_ONLY_TAGS = new RegExp([EVERY_PAGE, AXE_SWEEP, ONE_ENGINE].join('|'))

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
