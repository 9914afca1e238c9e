/**
 * The day the site's copy (services, guides, FAQ, about, team, case studies) was last checked against the law
 * and the firm's practice, as YYYY-MM-DD. It is the sitemap's `lastmod` of every page whose document has no
 * review date of its own; change it whenever the copy is reviewed.
 */
export const CONTENT_REVIEWED = '2026-11-21'
