import type { z } from 'zod'
import { caseStudies } from './case-studies.ts'
import { faqItems } from './faq.ts'
import { guides } from './guides.ts'
import { caseStudySlugs } from './page-index.ts'
import { caseStudySchema, faqSchema, guideSchema, serviceSchema, teamSchema, testimonialSchema } from './schema.ts'
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
export function contentProblems(): string[] {
  const problems: string[] = []
  check('service', serviceSchema, services, bySlug, problems)
  check('case study', caseStudySchema, caseStudies, bySlug, problems)
  check('guide', guideSchema, guides, bySlug, problems)
  check('FAQ item', faqSchema, faqItems, (_, i) => `#${i + 1}`, problems)
  check('team member', teamSchema, teamMembers, (m, i) => (m as { id?: string }).id ?? `#${i + 1}`, problems)
  check('testimonial', testimonialSchema, testimonials, (_, i) => `#${i + 1}`, problems)

  unique('service slugs', services.map((s) => s.slug), problems)
  unique('case study slugs', caseStudies.map((c) => c.slug), problems)
  unique('team ids', teamMembers.map((m) => m.id), problems)

  const catalogue = serviceGroups.flatMap((g) => g.services.map((s) => ({ ...s, group: g.id })))
  for (const entry of catalogue) {
    const full = services.find((s) => s.slug === entry.slug)
    if (!full) problems.push(`service "${entry.slug}" is in the navigation but has no content`)
    else if (full.group !== entry.group) problems.push(`service "${entry.slug}" is in group ${full.group}, navigation says ${entry.group}`)
    else if (full.title !== entry.title) problems.push(`service "${entry.slug}" is titled "${full.title}", navigation says "${entry.title}"`)
  }
  for (const s of services) {
    if (!catalogue.some((c) => c.slug === s.slug)) problems.push(`service "${s.slug}" has content but is not in the navigation`)
  }
  const storySlugs = caseStudies.map((c) => c.slug)
  if (storySlugs.join() !== caseStudySlugs.join()) problems.push('case studies differ from the published slug list in src/content/page-index.ts')

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

export function assertContentValid(): void {
  const problems = contentProblems()
  if (problems.length > 0) {
    throw new Error(`Content check failed:\n  - ${problems.join('\n  - ')}`)
  }
}
