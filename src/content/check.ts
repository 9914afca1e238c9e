import type { z } from 'zod'
import { caseStudies } from './case-studies.ts'
import { faqItems, faqPage } from './faq.ts'
import { guides } from './guides.ts'
import { caseStudySlugs } from './page-index.ts'
import { caseStudySchema, faqPageSchema, faqSchema, guideSchema, serviceSchema, teamSchema, testimonialSchema } from './schema.ts'
import { serviceGroups } from './service-catalogue.ts'
import { services } from './services.ts'
import { teamMembers } from './team.ts'
import { testimonials } from './testimonials.ts'

/**
 * Build-time check of all copy (run by scripts/build.ts and the content tests): a missing field, a duplicate
 * slug, a slug that differs from the published list or a too-short page fails the build with a clear message.
 */

function unique(label: string, values: string[], problems: string[]) {
  const seen = new Set<string>()
  for (const v of values) {
    if (seen.has(v)) problems.push(`${label}: duplicate "${v}"`)
    seen.add(v)
  }
}

function check<T>(label: string, schema: z.ZodType<T>, items: unknown[], key: (item: unknown, i: number) => string, problems: string[]) {
  items.forEach((item, i) => {
    const result = schema.safeParse(item)
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${label} "${key(item, i)}" ${issue.path.join('.')}: ${issue.message}`)
    }
  })
}

const bySlug = (item: unknown, i: number) => (item as { slug?: string }).slug ?? `#${i + 1}`

/** Every problem found, as readable lines; empty when the content is valid. */
export function contentProblems(extraTexts: LegalText[] = []): string[] {
  const problems: string[] = []
  check('service', serviceSchema, services, bySlug, problems)
  check('case study', caseStudySchema, caseStudies, bySlug, problems)
  check('guide', guideSchema, guides, bySlug, problems)
  check('FAQ item', faqSchema, faqItems, (_, i) => `#${i + 1}`, problems)
  check('team member', teamSchema, teamMembers, (m, i) => (m as { id?: string }).id ?? `#${i + 1}`, problems)
  check('testimonial', testimonialSchema, testimonials, (_, i) => `#${i + 1}`, problems)
  check('FAQ page', faqPageSchema, [faqPage], () => 'faq', problems)
  problems.push(...outdatedLawProblems([...legalTexts(), ...extraTexts]))

  unique(
    'service slugs',
    services.map((s) => s.slug),
    problems,
  )
  unique(
    'case study slugs',
    caseStudies.map((c) => c.slug),
    problems,
  )
  unique(
    'team ids',
    teamMembers.map((m) => m.id),
    problems,
  )

  const catalogue = serviceGroups.flatMap((g) => g.services.map((s) => ({ ...s, group: g.id })))
  for (const entry of catalogue) {
    const full = services.find((s) => s.slug === entry.slug)
    if (!full) problems.push(`service "${entry.slug}" is in the navigation but has no content`)
    else if (full.group !== entry.group) problems.push(`service "${entry.slug}" is in group ${full.group}, navigation says ${entry.group}`)
    else if (full.title !== entry.title)
      problems.push(`service "${entry.slug}" is titled "${full.title}", navigation says "${entry.title}"`)
  }
  for (const s of services) {
    if (!catalogue.some((c) => c.slug === s.slug)) problems.push(`service "${s.slug}" has content but is not in the navigation`)
  }
  const storySlugs = caseStudies.map((c) => c.slug)
  if (storySlugs.join() !== caseStudySlugs.join())
    problems.push('case studies differ from the published slug list in src/content/page-index.ts')

  const counts: [string, number, number][] = [
    ['corporate services', services.filter((s) => s.group === 'corporate').length, 11],
    ['individual services', services.filter((s) => s.group === 'individual').length, 11],
    ['programmes', services.filter((s) => s.group === 'citizenship').length, 7],
    ['case studies', caseStudies.length, 8],
    ['guides', guides.length, 3],
    ['FAQ items', faqItems.length, 23],
    ['team members', teamMembers.length, 5],
  ]
  for (const [label, actual, expected] of counts) {
    if (actual !== expected) problems.push(`${label}: ${actual}, the spec says ${expected}`)
  }
  const realEstate = guides.find((g) => g.slug === 'real-estate-guide')
  if (realEstate?.chapters.length !== 7 || !realEstate.bestCities?.length || !realEstate.testimonial)
    problems.push('real-estate guide needs 7 chapters, best cities and a testimonial')
  const business = guides.find((g) => g.slug === 'business-in-turkey')
  if (business?.chapters.length !== 12 || business.faqChapter?.items.length !== 15)
    problems.push('business guide needs 12 chapters and an FAQ chapter of 15 things to know')
  if (!guides.find((g) => g.slug === 'turkish-residence-permit-checklist')?.checklist?.length)
    problems.push('residence permit guide needs its checklist')
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

export function legalTexts(): LegalText[] {
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
