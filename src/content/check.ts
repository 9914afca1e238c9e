import { mainNav as localNav, quickLinks as localQuickLinks } from '../config/navigation.ts'
import { createT } from '../i18n/translate.ts'
import { en } from '../i18n/dictionaries/en.ts'
import { site } from '../config/site.ts'
import { caseStudies } from './en/case-studies.ts'
import { faqItems, faqPage } from './en/faq.ts'
import { guides } from './en/guides.ts'
import { homeContent } from './en/home.ts'
import { caseStudySlugs, guideSlugs } from './page-index.ts'
import type { CaseStudy, FaqItem, Guide, Service } from './schema.ts'
import { facts } from './facts.ts'
// check.ts runs at build time only (scripts/build.ts and tests, never in a browser) and leaves with the modules.
// eslint-disable-next-line import-x/no-restricted-paths -- the publish-time rules, one copy for the build and the server
import { internalLinks, outdatedPeriods, reviewWarnings as reviewProblems, validateContent } from '../../server/content/validate.ts'
import { serviceGroups } from './en/service-catalogue.ts'
import { services } from './en/services.ts'
import { teamMembers } from './en/team.ts'
import { testimonials } from './en/testimonials.ts'

const mainNav = localNav(createT('en', en), serviceGroups, site.founded)
const quickLinks = localQuickLinks(createT('en', en), mainNav)

/**
 * Build-time check of all copy (run by scripts/build.ts and the content tests): a missing or malformed field, a
 * duplicate slug, a service missing from the navigation (or the other way round), a case study without a page, or
 * an internal link to no page fails the build with a clear message. How many services, case studies or FAQ entries
 * there are is the firm's choice, so nothing here counts them.
 */

/** Everything the check reads, so a test can hand it a changed copy (a twelfth service, a broken link). */
export interface SiteContent {
  services: readonly unknown[]
  caseStudies: readonly unknown[]
  guides: readonly unknown[]
  faqItems: readonly unknown[]
  faqPage: unknown
  teamMembers: readonly unknown[]
  testimonials: readonly unknown[]
  serviceGroups: readonly { id: string; path: string; services: readonly { slug: string; title: string }[] }[]
  /** Case-study pages the route tree prerenders (src/content/page-index.ts). */
  caseStudySlugs: readonly string[]
}

export const siteContent: SiteContent = {
  services,
  caseStudies,
  guides,
  faqItems,
  faqPage,
  teamMembers,
  testimonials,
  serviceGroups,
  caseStudySlugs,
}

/** The site's fixed pages: everything the navigation, the footer and the home page link to. */
function fixedPages(): string[] {
  return [
    '/',
    ...mainNav.flatMap((i) => [i.link, ...(i.dropdown ?? []).map((d) => d.link)]),
    ...quickLinks.map((l) => l.link),
    ...homeContent.servicesCards.map((c) => c.link),
  ]
}

export { internalLinks }

/**
 * Every problem found, as readable lines; empty when the content is valid. The rules are the publish-time
 * validation's (server/content/validate.ts), run on the English modules; what stays here is what only the build
 * knows: the route tree's list of case-study and guide pages (src/content/page-index.ts).
 */
export function contentProblems(extraTexts: LegalText[] = [], content: SiteContent = siteContent): string[] {
  const problems = validateContent({
    content: {
      en: {
        services: content.services,
        caseStudies: content.caseStudies,
        guides: content.guides,
        faqItems: content.faqItems,
        faqPage: content.faqPage,
        teamMembers: content.teamMembers,
        testimonials: content.testimonials,
        serviceGroups: content.serviceGroups,
        home: homeContent,
      },
    },
    firm: site,
    figures: facts,
    // Blog posts live in the database, so a /blog/... link is checked by the server.
    paths: {
      en: new Set([
        ...fixedPages(),
        ...content.serviceGroups.map((g) => g.path),
        ...content.caseStudySlugs.map((s) => `/case-studies/${s}`),
        ...guideSlugs.map((s) => `/guides/${s}`),
      ]),
    },
    posts: extraTexts.map(({ label, text }) => ({ key: label.replace(/^blog post /, ''), locale: 'en', text })),
  }).map((p) => p.message)

  const slugs = (items: readonly unknown[]) => items.map((item) => (item as { slug?: unknown } | null)?.slug)
  const stories = slugs(content.caseStudies)
  for (const slug of stories)
    if (typeof slug === 'string' && !content.caseStudySlugs.includes(slug))
      problems.push(`case study "${slug}" has content but no page: add its slug to src/content/page-index.ts`)
  for (const slug of content.caseStudySlugs)
    if (!stories.includes(slug)) problems.push(`case study page "${slug}" (src/content/page-index.ts) has no content`)
  for (const slug of guideSlugs)
    if (!slugs(content.guides).includes(slug)) problems.push(`guide page "${slug}" (src/content/page-index.ts) has no content`)
  return problems
}

export function assertContentValid(extraTexts: LegalText[] = []): void {
  const problems = contentProblems(extraTexts)
  if (problems.length > 0) {
    throw new Error(`Content check failed:\n  - ${problems.join('\n  - ')}`)
  }
}

/** A piece of copy that states the law, named so a problem can be found: "service deportation", "blog post x.md". */
export interface LegalText {
  label: string
  text: string
}

/** The copy that states the law; by default the site's own, or the valid entries of a copy under check. */
export function legalTexts(
  copy: { services: readonly Service[]; caseStudies: readonly CaseStudy[]; guides: readonly Guide[]; faqItems: readonly FaqItem[] } = {
    services,
    caseStudies,
    guides,
    faqItems,
  },
): LegalText[] {
  const { services, caseStudies, guides, faqItems } = copy
  return [
    ...services.flatMap((s) => [
      { label: `service "${s.slug}" summary`, text: s.summary },
      { label: `service "${s.slug}"`, text: s.description },
    ]),
    ...caseStudies.flatMap((c) => [
      { label: `case study "${c.slug}" summary`, text: c.summary },
      { label: `case study "${c.slug}"`, text: c.description },
    ]),
    ...guides.flatMap((g) => [
      { label: `guide "${g.slug}" intro`, text: g.intro },
      ...g.chapters.map((c) => ({ label: `guide "${g.slug}" chapter "${c.title}"`, text: c.html })),
      ...(g.faqChapter?.items ?? []).map((item) => ({ label: `guide "${g.slug}" "${item.title}"`, text: item.text })),
    ]),
    ...faqItems.map((item, i) => ({ label: `FAQ item #${i + 1}`, text: item.answer })),
  ]
}

/**
 * Figures that current law has replaced and must not come back. The appeal period against a deportation decision
 * is 7 days from notification (Law No. 6458 art. 53(3) as amended by Law No. 7196, 2019); older texts say 15 days.
 * A "15 days" within a couple of sentences of a deportation/removal word is taken as that old figure.
 */
export function outdatedLawProblems(texts: LegalText[]): string[] {
  return texts.flatMap(({ label, text }) =>
    outdatedPeriods(text).map(
      ({ found }) =>
        `${label}: "${found}" next to deportation. The appeal period is 7 days from notification (Law No. 6458 art. 53(3), as amended by Law No. 7196)`,
    ),
  )
}

/** Pages whose "Last reviewed" date is more than 12 months old: the build warns, a lawyer should re-check them. */
export function reviewWarnings(now = new Date()): string[] {
  return reviewProblems({ services, guides, faqPage }, now).map((p) => p.message)
}
