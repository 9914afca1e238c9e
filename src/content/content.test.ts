import { describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { contentProblems } from './check'
import { services } from './services'
import { caseStudies } from './case-studies'
import { guides } from './guides'
import { faqItems } from './faq'
import { teamMembers } from './team'
import { serviceGroups } from './service-catalogue'
import { mainNav, quickLinks } from '../config/navigation'
import { homeContent } from './home'
import { prerenderPaths } from '../entry-server'

// The spec's lists, word for word (misspellings are the firm's published URLs).
const SPEC = {
  corporate: ['company-establishment', 'corporate-partnership-law', 'e-commerce-law', 'mergers-and-acquisitions', 'real-estate-construction-law', 'bankruptcy-and-foreclosure-law', 'banking-finance-law', 'vat-exemption-services', 'labor-law', 'trademark-registration', 'work-permit-in-turkey-for-employers'],
  individual: ['maritime-yacht-services', 'rental-contracts', 'bank-account-services', 'diploma-equalization-services', 'real-property-sales-title-deed-transfers', 'international-car-transfers', 'criminal-law-services', 'deportation', 'inheritance-law', 'family-law', 'work-permit-in-turkey-for-employees'],
  citizenship: ['turkish-citizienship', 'turkish-residence-permit', 'greece-golden-visa', 'uae-golden-visa', 'saint-kitts-and-nevis-citizienship-by-investment', 'portugal-golden-visa', 'saint-luca-citizienship'],
  caseStudyPatterns: [/^from-homeowner-to-successfull-airbnb-host-a-legal-journey$/, /^bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey$/, /^[a-z]+-journey-to-turkish-citizenship$/, /^[a-z]+-journey-with-private-banking-in-turkey$/, /^reclaiming-a-legacy-the-journey-of-[a-z]+$/, /^a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name$/, /^a-swift-return-overturning-an-unfair-entry-ban$/, /^assisting-a-palestinian-client-in-purchasing-property-in-turkey$/],
}

describe('content integrity', () => {
  it('passes the build-time content check', () => {
    expect(contentProblems()).toEqual([])
  })

  it('has the spec’s counts and slugs', () => {
    for (const group of ['corporate', 'individual', 'citizenship'] as const) {
      expect(services.filter((s) => s.group === group).map((s) => s.slug)).toEqual(SPEC[group])
    }
    expect(caseStudies).toHaveLength(8)
    caseStudies.forEach((c, i) => expect(c.slug).toMatch(SPEC.caseStudyPatterns[i]))
    expect(guides.map((g) => g.slug)).toEqual(['real-estate-guide', 'business-in-turkey', 'turkish-residence-permit-checklist'])
    expect(faqItems).toHaveLength(23)
    expect(teamMembers.map((m) => m.title)).toEqual(['Founder Attorney', 'Partner', 'Associate Attorney', 'Legal Intern', 'Client Representative'])
    expect(homeContent.rotatingWords).toEqual(['WEALTH', 'SMOOTHNESS', 'FREEDOM'])
    expect(homeContent.servicesCards.map((c) => c.title)).toEqual(['Corporate Services', 'Individual Services', 'Global Citizenship'])
  })

  it('gives every service a description of real length (400+ words)', () => {
    for (const s of services) {
      const words = s.description.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length
      expect(words, s.slug).toBeGreaterThanOrEqual(400)
    }
  })

  it('uses no superlatives, placeholders or outcome guarantees in the copy', () => {
    const files = readdirSync('src/content').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schema.ts' && f !== 'check.ts')
    const text = files.map((f) => readFileSync(`src/content/${f}`, 'utf8')).join('\n')
    const seed = readdirSync('server/blog/seed-posts').map((f) => readFileSync(`server/blog/seed-posts/${f}`, 'utf8')).join('\n')
    for (const body of [text, seed]) {
      expect(body).not.toMatch(/lorem ipsum|coming soon|\[insert/i)
      expect(body).not.toMatch(/\bTODO\b/)
      expect(body).not.toMatch(/\b(best|leading|world-class|unrivalled|premier)\b/i)
      expect(body).not.toMatch(/\bguarantee(d|s)?\b(?! of outcome)/i)
    }
  })
})

describe('links', () => {
  const routes = new Set(['/', '/blog', ...prerenderPaths()])
  const resolves = (href: string) => routes.has(href.split('#')[0].split('?')[0])

  it('every navigation entry points at a route', () => {
    const links = [
      ...mainNav.flatMap((i) => [i.link, ...(i.dropdown ?? []).flatMap((d) => [d.link, ...(d.children ?? []).map((c) => c.link)])]),
      ...quickLinks.map((l) => l.link),
      ...serviceGroups.map((g) => g.path),
      ...homeContent.servicesCards.map((c) => c.link),
    ]
    for (const link of links) expect(resolves(link), link).toBe(true)
  })

  it('every internal link in the copy resolves to a route', () => {
    const html = [
      ...services.map((s) => s.description),
      ...caseStudies.map((c) => c.description),
      ...guides.flatMap((g) => g.chapters.map((c) => c.html)),
    ].join('\n')
    const seed = readdirSync('server/blog/seed-posts').map((f) => readFileSync(`server/blog/seed-posts/${f}`, 'utf8')).join('\n')
    const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g), ...seed.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1])
    expect(hrefs.length).toBeGreaterThan(20)
    for (const href of hrefs) expect(resolves(href), href).toBe(true)
  })

  it('the employee work-permit entry links to the employees page in the header ', () => {
    const services = mainNav.find((i) => i.id === 'services')!
    const individual = services.dropdown!.find((d) => d.link === '/all-individual-services')!
    expect(individual.children!.map((c) => c.link)).toContain('/services/work-permit-in-turkey-for-employees')
  })
})
