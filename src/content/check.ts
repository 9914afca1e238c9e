import type { z } from 'zod'
import { mainNav as localNav, quickLinks as localQuickLinks } from '../config/navigation.ts'
import { createT } from '../i18n/translate.ts'
import { en } from '../i18n/dictionaries/en.ts'
import { site } from '../config/site.ts'

const mainNav = localNav(createT('en', en), serviceGroups, site.founded)
const quickLinks = localQuickLinks(createT('en', en), mainNav)
import { caseStudies } from './en/case-studies.ts'
import { faqItems, faqPage } from './en/faq.ts'
import { guides } from './en/guides.ts'
import { homeContent } from './en/home.ts'
import { caseStudySlugs, guideSlugs } from './page-index.ts'
import {
  caseStudySchema,
  type CaseStudy,
  type FaqItem,
  type Guide,
  type Service,
  faqPageSchema,
  faqSchema,
  guideSchema,
  serviceSchema,
  teamSchema,
  testimonialSchema,
} from './schema.ts'
import { serviceGroups } from './en/service-catalogue.ts'
import { services } from './en/services.ts'
import { teamMembers } from './en/team.ts'
import { testimonials } from './en/testimonials.ts'

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

function unique(label: string, values: string[], problems: string[]) {
  const seen = new Set<string>()
  for (const v of values) {
    if (seen.has(v)) problems.push(`${label}: duplicate "${v}"`)
    seen.add(v)
  }
}

function check<T>(
  label: string,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  key: (item: unknown, i: number) => string,
  problems: string[],
): T[] {
  const valid: T[] = []
  items.forEach((item, i) => {
    const result = schema.safeParse(item)
    if (result.success) valid.push(result.data)
    else
      for (const issue of result.error.issues)
        problems.push(`${label} "${key(item, i)}" ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
  })
  return valid
}

const bySlug = (item: unknown, i: number) => (item as { slug?: string } | null)?.slug ?? `#${i + 1}`

/** The site's fixed pages: everything the navigation, the footer and the home page link to. */
function fixedPages(): string[] {
  return [
    '/',
    ...mainNav.flatMap((i) => [i.link, ...(i.dropdown ?? []).map((d) => d.link)]),
    ...quickLinks.map((l) => l.link),
    ...homeContent.servicesCards.map((c) => c.link),
  ]
}

/** Internal links of a piece of copy: `href="/..."` in HTML and `](/...)` in Markdown, without query or fragment. */
export function internalLinks(text: string): string[] {
  return [...text.matchAll(/href="(\/[^"]*)"|\]\((\/[^)\s]*)\)/g)].map((m) => (m[1] ?? m[2]).split(/[?#]/)[0])
}

/** Every problem found, as readable lines; empty when the content is valid. */
export function contentProblems(extraTexts: LegalText[] = [], content: SiteContent = siteContent): string[] {
  const problems: string[] = []
  const validServices = check('service', serviceSchema, content.services, bySlug, problems)
  const validStories = check('case study', caseStudySchema, content.caseStudies, bySlug, problems)
  const validGuides = check('guide', guideSchema, content.guides, bySlug, problems)
  const validFaq = check('FAQ item', faqSchema, content.faqItems, (_, i) => `#${i + 1}`, problems)
  const validTeam = check(
    'team member',
    teamSchema,
    content.teamMembers,
    (m, i) => (m as { id?: string } | null)?.id ?? `#${i + 1}`,
    problems,
  )
  check('testimonial', testimonialSchema, content.testimonials, (_, i) => `#${i + 1}`, problems)
  check('FAQ page', faqPageSchema, [content.faqPage], () => 'faq', problems)

  problems.push(
    ...outdatedLawProblems([
      ...legalTexts({ services: validServices, caseStudies: validStories, guides: validGuides, faqItems: validFaq }),
      ...extraTexts,
    ]),
  )

  unique(
    'service slugs',
    validServices.map((s) => s.slug),
    problems,
  )
  unique(
    'case study slugs',
    validStories.map((c) => c.slug),
    problems,
  )
  unique(
    'guide slugs',
    validGuides.map((g) => g.slug),
    problems,
  )
  unique(
    'team ids',
    validTeam.map((m) => m.id),
    problems,
  )
  // A guide's author and the home page's quote name a team member: name and title come from team.ts.
  const teamIds = new Set(validTeam.map((m) => m.id))
  for (const g of validGuides)
    if (!teamIds.has(g.author.member)) problems.push(`guide "${g.slug}" author "${g.author.member}" is not a team member`)
  if (!teamIds.has(homeContent.founderQuote.member))
    problems.push(`the home page's quote is by "${homeContent.founderQuote.member}", who is not a team member`)

  const catalogue = content.serviceGroups.flatMap((g) => g.services.map((s) => ({ ...s, group: g.id })))
  for (const entry of catalogue) {
    const full = validServices.find((s) => s.slug === entry.slug)
    if (!full) problems.push(`service "${entry.slug}" is in the navigation (src/content/en/service-catalogue.ts) but has no content`)
    else if (full.group !== entry.group) problems.push(`service "${entry.slug}" is in group ${full.group}, navigation says ${entry.group}`)
    else if (full.title !== entry.title)
      problems.push(`service "${entry.slug}" is titled "${full.title}", navigation says "${entry.title}"`)
  }
  for (const s of validServices) {
    if (!catalogue.some((c) => c.slug === s.slug))
      problems.push(`service "${s.slug}" has content but is not in the navigation (src/content/en/service-catalogue.ts)`)
  }
  for (const c of validStories) {
    if (!content.caseStudySlugs.includes(c.slug))
      problems.push(`case study "${c.slug}" has content but no page: add its slug to src/content/page-index.ts`)
  }
  for (const slug of content.caseStudySlugs) {
    if (!validStories.some((c) => c.slug === slug)) problems.push(`case study page "${slug}" (src/content/page-index.ts) has no content`)
  }
  for (const slug of guideSlugs) {
    if (!validGuides.some((g) => g.slug === slug)) problems.push(`guide page "${slug}" (src/content/page-index.ts) has no content`)
  }

  // What each guide's page layout shows besides its chapters (src/features/guides/guide-page.tsx).
  const guide = (slug: string) => validGuides.find((g) => g.slug === slug)
  const realEstate = guide('real-estate-guide')
  if (realEstate && (!realEstate.bestCities?.length || !realEstate.testimonial))
    problems.push('guide "real-estate-guide" needs its best cities and a testimonial')
  const business = guide('business-in-turkey')
  if (business && !business.faqChapter?.items.length) problems.push('guide "business-in-turkey" needs its FAQ chapter of things to know')
  const residence = guide('turkish-residence-permit-checklist')
  if (residence && !residence.checklist?.length) problems.push('guide "turkish-residence-permit-checklist" needs its checklist')

  // Links in the copy must reach a page. Blog posts live in the database, so a /blog/... link is checked by the server.
  const pages = new Set([
    ...fixedPages(),
    ...content.serviceGroups.map((g) => g.path),
    ...validServices.map((s) => `/services/${s.slug}`),
    ...content.caseStudySlugs.map((s) => `/case-studies/${s}`),
    ...guideSlugs.map((s) => `/guides/${s}`),
  ])
  const linked: LegalText[] = [
    ...validServices.map((s) => ({ label: `service "${s.slug}"`, text: s.description })),
    ...validStories.map((c) => ({ label: `case study "${c.slug}"`, text: c.description })),
    ...validGuides.flatMap((g) => g.chapters.map((c) => ({ label: `guide "${g.slug}" chapter "${c.title}"`, text: c.html }))),
    ...validFaq.map((item, i) => ({ label: `FAQ item #${i + 1}`, text: item.answer })),
    ...extraTexts,
  ]
  for (const { label, text } of linked) {
    for (const href of internalLinks(text)) {
      const path = href.length > 1 ? href.replace(/\/+$/, '') : href
      if (!pages.has(path) && !/^\/blog(\/|$)/.test(path)) problems.push(`${label}: link "${href}" leads to no page of the site`)
    }
  }
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
  const problems: string[] = []
  const oldPeriod = /\b(?:15|fifteen)(?:[\s-]+|\s*-\s*)(?:days?|day)\b/gi
  const topic = /deport|removal/i
  for (const { label, text } of texts) {
    const plain = text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    for (const match of plain.matchAll(oldPeriod)) {
      const around = plain.slice(Math.max(0, match.index - 250), match.index + match[0].length + 250)
      if (topic.test(around)) {
        problems.push(
          `${label}: "${match[0]}" next to deportation. The appeal period is 7 days from notification (Law No. 6458 art. 53(3), as amended by Law No. 7196)`,
        )
      }
    }
  }
  return problems
}

export const REVIEW_MAX_AGE_MONTHS = 12

/** Pages whose "Last reviewed" date is more than 12 months old: the build warns, a lawyer should re-check them. */
export function reviewWarnings(now = new Date()): string[] {
  const limit = new Date(now)
  limit.setUTCMonth(limit.getUTCMonth() - REVIEW_MAX_AGE_MONTHS)
  const cutoff = limit.toISOString().slice(0, 10)
  const pages = [
    ...services.map((s) => ({ label: `service "${s.slug}"`, lastReviewed: s.lastReviewed })),
    ...guides.map((g) => ({ label: `guide "${g.slug}"`, lastReviewed: g.lastReviewed })),
    { label: 'FAQ', lastReviewed: faqPage.lastReviewed },
  ]
  return pages
    .filter((p) => p.lastReviewed < cutoff)
    .map(
      (p) =>
        `${p.label} was last reviewed on ${p.lastReviewed}, more than ${REVIEW_MAX_AGE_MONTHS} months ago: check its legal figures and update lastReviewed`,
    )
}
