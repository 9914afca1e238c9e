/**
 * The day the site's copy (services, guides, FAQ, about, team, case studies) was last checked against the law
 * and the firm's practice, as YYYY-MM-DD. It is the sitemap's `lastmod` of every page whose content module has no
 * review date of its own; change it whenever the copy is reviewed.
 */
export const CONTENT_REVIEWED = '2026-11-21'

/** The FAQ page as a whole: when a lawyer last checked its answers against current law (shown on the page). */
export const faqPage: { lastReviewed: string } = { lastReviewed: '2026-11-23' }
