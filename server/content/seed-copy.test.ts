import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mainNav as localNav, quickLinks as localQuickLinks } from '../../src/config/navigation.ts'
import { prerenderPaths } from '../../src/entry-server.tsx'
import { en } from '../../src/i18n/dictionaries/en.ts'
import { formatIsoDay } from '../../src/i18n/format.ts'
import { createT } from '../../src/i18n/translate.ts'
import { memberTitle } from '../../src/lib/team.ts'
import { contentIndex } from './page-index.ts'
import { seedContentSource } from './seed-source.ts'

/**
 * What the firm's published site must keep of the shipped copy (src/content/seed/, as a fresh database serves it),
 * beyond what publish-time validation checks of any content (server/content/validate.test.ts runs every rule on the
 * whole seed): the spec's URLs and names, menus that lead to pages, and the copy's wording and current law.
 */
const seed = seedContentSource()
const layout = await seed.layout('en')
const services = await Promise.all((await seed.services('en'))!.map(async (s) => (await seed.service('en', s.slug))!))
const caseStudies = await Promise.all((await seed.caseStudies('en'))!.map(async (c) => (await seed.caseStudy('en', c.slug))!))
const guides = await Promise.all((await seed.guides('en'))!.map(async (g) => (await seed.guide('en', g.slug))!))
const teamMembers = (await seed.team('en'))!
const faq = (await seed.faq('en'))!
const home = (await seed.home('en'))!
const t = createT('en', en)
const mainNav = localNav(t, layout.serviceGroups, layout.firm.founded)
const quickLinks = localQuickLinks(t, mainNav)
const routes = new Set(['/', '/blog', ...prerenderPaths(await contentIndex(seed))])

/** The seed blog posts' text (server/blog/seed-posts), every language. */
const seedPosts = readdirSync('server/blog/seed-posts', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(md|html)$/.test(f))
  .map((f) => ({ label: `blog post ${f}`, text: readFileSync(`server/blog/seed-posts/${f}`, 'utf8') }))

// The spec's lists, word for word (misspellings are the firm's published URLs).
const SPEC = {
  corporate: [
    'company-establishment',
    'corporate-partnership-law',
    'e-commerce-law',
    'mergers-and-acquisitions',
    'real-estate-construction-law',
    'bankruptcy-and-foreclosure-law',
    'banking-finance-law',
    'vat-exemption-services',
    'labor-law',
    'trademark-registration',
    'work-permit-in-turkey-for-employers',
  ],
  individual: [
    'maritime-yacht-services',
    'rental-contracts',
    'bank-account-services',
    'diploma-equalization-services',
    'real-property-sales-title-deed-transfers',
    'international-car-transfers',
    'criminal-law-services',
    'deportation',
    'inheritance-law',
    'family-law',
    'work-permit-in-turkey-for-employees',
  ],
  citizenship: [
    'turkish-citizienship',
    'turkish-residence-permit',
    'greece-golden-visa',
    'uae-golden-visa',
    'saint-kitts-and-nevis-citizienship-by-investment',
    'portugal-golden-visa',
    'saint-luca-citizienship',
  ],
  caseStudyPatterns: [
    /^from-homeowner-to-successfull-airbnb-host-a-legal-journey$/,
    /^bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey$/,
    /^[a-z]+-journey-to-turkish-citizenship$/,
    /^[a-z]+-journey-with-private-banking-in-turkey$/,
    /^reclaiming-a-legacy-the-journey-of-[a-z]+$/,
    /^a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name$/,
    /^a-swift-return-overturning-an-unfair-entry-ban$/,
    /^assisting-a-palestinian-client-in-purchasing-property-in-turkey$/,
  ],
}

describe('the shipped copy', () => {
  it('keeps every URL and name of the spec (the firm’s indexed links); the firm may add more', () => {
    for (const group of ['corporate', 'individual', 'citizenship'] as const) {
      expect(services.filter((s) => s.group === group).map((s) => s.slug)).toEqual(expect.arrayContaining(SPEC[group]))
    }
    for (const pattern of SPEC.caseStudyPatterns) expect(caseStudies.map((c) => c.slug)).toContainEqual(expect.stringMatching(pattern))
    expect(guides.map((g) => g.slug)).toEqual(['real-estate-guide', 'business-in-turkey', 'turkish-residence-permit-checklist'])
    // The spec's five titles, as the English pages show them (each from the dictionary by role and gender).
    expect(teamMembers.map((m) => memberTitle(t, m))).toEqual(
      expect.arrayContaining(['Founder Attorney', 'Partner', 'Associate Attorney', 'Legal Intern', 'Client Representative']),
    )
    expect(home.rotatingWords).toEqual(['WEALTH', 'SMOOTHNESS', 'FREEDOM'])
    expect(home.servicesCards.map((c) => c.title)).toEqual(['Corporate Services', 'Individual Services', 'Global Citizenship'])
  })

  it('uses no superlatives, placeholders or outcome guarantees, in the seed, the dictionaries or the seed posts', () => {
    const seedFiles = readdirSync('src/content/seed', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(json|md)$/.test(f))
    expect(seedFiles.length).toBeGreaterThan(800)
    const text = [
      ...seedFiles.map((f) => readFileSync(`src/content/seed/${f}`, 'utf8')),
      ...readdirSync('src/i18n/dictionaries').map((f) => readFileSync(`src/i18n/dictionaries/${f}`, 'utf8')),
    ].join('\n')
    for (const body of [text, seedPosts.map((p) => p.text).join('\n')]) {
      expect(body).not.toMatch(/lorem ipsum|coming soon|\[insert/i)
      expect(body).not.toMatch(/\bTODO\b/)
      expect(body).not.toMatch(/\b(best|leading|world-class|unrivalled|premier)\b/i)
      expect(body).not.toMatch(/\bguarantee(d|s)?\b(?! of outcome)/i)
      // The same claims in Turkish and Arabic: "the best (firm)", "leading", "number one", "we guarantee the result"
      // ("من الأفضل", "it is better to", is advice, not a claim).
      expect(body).not.toMatch(/\ben iyi (hukuk|avukat|büro)|\blider\b|\bbir numaralı|garanti ediyoruz|sonuç garantisi/i)
      expect(body).not.toMatch(/أفضل (مكتب|محام|شركة)|الرائد|الأول في|نضمن (لكم )?النتيجة/)
    }
  })

  it('states the 7-day deportation appeal with its article wherever the copy explains the rule', () => {
    const texts = [
      ...services.map((s) => ({ label: `service "${s.slug}"`, text: s.description })),
      ...caseStudies.map((c) => ({ label: `case study "${c.slug}"`, text: c.description })),
      ...guides.flatMap((g) => g.chapters.map((c) => ({ label: `guide "${g.slug}" chapter "${c.title}"`, text: c.html }))),
      ...faq.items.map((item, i) => ({ label: `FAQ item #${i + 1}`, text: item.answer })),
      ...seedPosts,
    ].filter((x) => /deportation decision can be appealed|appealed to the administrative court within/i.test(x.text))
    expect(texts.length).toBeGreaterThanOrEqual(5)
    for (const x of texts) expect(x.text, x.label).toMatch(/within (only )?7 days/)
    const deportation = services.find((s) => s.slug === 'deportation')!
    expect(deportation.description).toMatch(/7 days of notification \(article 53\(3\) of Law No\. 6458, as amended by Law No\. 7196/)
  })

  it('dates the FAQ review as the site writes dates', () => {
    expect(formatIsoDay(faq.lastReviewed, 'en')).toMatch(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    )
  })
})

describe('menus', () => {
  it('every navigation entry points at a page', () => {
    const links = [
      ...mainNav.flatMap((i) => [i.link, ...(i.dropdown ?? []).flatMap((d) => [d.link, ...(d.children ?? []).map((c) => c.link)])]),
      ...quickLinks.map((l) => l.link),
      ...layout.serviceGroups.map((g) => g.path),
      ...home.servicesCards.map((c) => c.link),
    ]
    for (const link of links) expect(routes.has(link.split('#')[0]!.split('?')[0]!), link).toBe(true)
  })

  it('the employee work-permit entry links to the employees page in the header', () => {
    const menu = mainNav.find((i) => i.id === 'services')!
    const individual = menu.dropdown!.find((d) => d.link === '/all-individual-services')!
    expect(individual.children!.map((c) => c.link)).toContain('/services/work-permit-in-turkey-for-employees')
  })
})
