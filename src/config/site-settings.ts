import { siteUrlFrom } from '../lib/url.ts'

/**
 * The two things about the site that are settings, not the firm's content (ADR 36, 1.2): the public origin and the
 * bar-advertising switches. Pages read them from here; the firm's facts come with the layout's data
 * (src/features/content/layout.tsx), so this stays the only part of src/config/site.ts a browser loads.
 */

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

/** Public origin used in canonical and Open Graph URLs. Set with SITE_URL at build time (src/lib/url.ts). */
export const siteUrl: string = siteUrlFrom(env)

/**
 * Turkish bar advertising rules (Attorneys' Act art. 55, TBB regulation) make these features risky;
 * each can be switched off here in one line. See docs/decisions/0004-bar-advertising-switches.md.
 */
export const features = {
  testimonials: true,
  freeConsultation: true,
  caseStudies: true,
  chatMenu: true,
}

/** Search results show about 60 characters of a title; past that they cut it off. */
export const TITLE_LIMIT = 60

/**
 * "Page title – Firm name", so a tab or bookmark names the firm, when that fits in TITLE_LIMIT; a longer title
 * goes alone rather than cut off in search results.
 */
export function pageTitle(title: string, firmName: string): string {
  if (title === firmName) return firmName
  const branded = `${title} – ${firmName}`
  return branded.length <= TITLE_LIMIT ? branded : title
}
