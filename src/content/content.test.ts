import { describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { contentProblems, legalTexts, outdatedLawProblems, reviewWarnings, siteContent, type SiteContent } from './check'
import { seedPostTexts } from '../../scripts/build'
import { faqPage } from './en/faq'
import { formatIsoDay } from '../i18n/format'

const formatIsoDate = (iso: string) => formatIsoDay(iso, 'en')
import { services } from './en/services'
import { caseStudies } from './en/case-studies'
import { guides } from './en/guides'
import { faqItems, visibleFaqItems } from './en/faq'
import { teamMembers } from './en/team'
import { memberTitle } from '../lib/team'
import { serviceGroups } from './en/service-catalogue'
import { mainNav as localNav, quickLinks as localQuickLinks } from '../config/navigation'
import { createT } from '../i18n/translate'
import { en } from '../i18n/dictionaries/en'
import { serviceGroups as englishGroups } from './en/service-catalogue'

const mainNav = localNav(createT('en', en), englishGroups, 2022)
const quickLinks = localQuickLinks(createT('en', en), mainNav)
import { homeContent } from './en/home'
import { prerenderPaths } from '../entry-server'

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

describe('content integrity', () => {
  it('passes the build-time content check, seed blog posts included', () => {
    expect(contentProblems(seedPostTexts())).toEqual([])
  })

  it('keeps every URL and name of the spec (the firm’s indexed links); the firm may add more', () => {
    for (const group of ['corporate', 'individual', 'citizenship'] as const) {
      expect(services.filter((s) => s.group === group).map((s) => s.slug)).toEqual(expect.arrayContaining(SPEC[group]))
    }
    for (const pattern of SPEC.caseStudyPatterns) expect(caseStudies.map((c) => c.slug)).toContainEqual(expect.stringMatching(pattern))
    expect(guides.map((g) => g.slug)).toEqual(['real-estate-guide', 'business-in-turkey', 'turkish-residence-permit-checklist'])
    // The spec's five titles, as the English pages show them (each from the dictionary by role and gender).
    expect(teamMembers.map((m) => memberTitle(createT('en', en), m))).toEqual(
      expect.arrayContaining(['Founder Attorney', 'Partner', 'Associate Attorney', 'Legal Intern', 'Client Representative']),
    )
    expect(homeContent.rotatingWords).toEqual(['WEALTH', 'SMOOTHNESS', 'FREEDOM'])
    expect(homeContent.servicesCards.map((c) => c.title)).toEqual(['Corporate Services', 'Individual Services', 'Global Citizenship'])
  })

  it('lets the firm add a twelfth corporate service, a ninth case study and a 24th FAQ entry', () => {
    const base = services.find((s) => s.slug === 'company-establishment')!
    const twelfth = { ...base, slug: 'competition-law', title: 'Competition Law' }
    const story = { ...caseStudies[0], slug: 'a-ninth-story-of-a-new-client' }
    const content: SiteContent = {
      ...siteContent,
      services: [...services, twelfth],
      caseStudies: [...caseStudies, story],
      caseStudySlugs: [...siteContent.caseStudySlugs, story.slug],
      faqItems: [...faqItems, { ...faqItems[0], question: 'Can I add another question?' }],
      serviceGroups: serviceGroups.map((g) =>
        g.id === 'corporate' ? { ...g, services: [...g.services, { slug: twelfth.slug, title: twelfth.title }] } : g,
      ),
    }
    expect(services.filter((s) => s.group === 'corporate')).toHaveLength(11)
    expect(contentProblems([], content)).toEqual([])
  })

  it('fails with a clear message on a missing field, a link to no page, a service left out of the navigation', () => {
    const base = services.find((s) => s.slug === 'company-establishment')!
    const { title: _title, ...untitled } = { ...base, slug: 'competition-law' }
    const broken = {
      ...base,
      slug: 'tax-law',
      title: 'Tax Law',
      description: `${base.description}<p>See <a href="/services/no-such-service">this</a>.</p>`,
    }
    const content: SiteContent = {
      ...siteContent,
      services: [...services, untitled, broken],
      serviceGroups: serviceGroups.map((g) =>
        g.id === 'corporate' ? { ...g, services: [...g.services, { slug: 'competition-law', title: 'Competition Law' }] } : g,
      ),
    }
    expect(contentProblems([{ label: 'blog post x.md', text: 'Read [the guide](/guides/no-guide#top).' }], content)).toEqual([
      'The English title of the service "competition-law" is empty.',
      'The English description of the service "Tax Law" links to /services/no-such-service, which does not exist.',
      'The group of the service "Tax Law" is "corporate", but no service group lists it.',
      'The English text of the blog post "x.md" links to /guides/no-guide, which does not exist.',
    ])
  })

  it('gives every service a description of real length (400+ words)', () => {
    for (const s of services) {
      const words = s.description
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length
      expect(words, s.slug).toBeGreaterThanOrEqual(400)
    }
  })

  it('uses no superlatives, placeholders or outcome guarantees in the copy', () => {
    // Every language's copy (src/content/<locale>/), the dictionaries and every seed post, translations included.
    const files = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schema.ts' && f !== 'check.ts',
    )
    const text = [
      ...files.map((f) => readFileSync(`src/content/${f}`, 'utf8')),
      ...readdirSync('src/i18n/dictionaries').map((f) => readFileSync(`src/i18n/dictionaries/${f}`, 'utf8')),
    ].join('\n')
    const seed = readdirSync('server/blog/seed-posts', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(md|html)$/.test(f))
      .map((f) => readFileSync(`server/blog/seed-posts/${f}`, 'utf8'))
      .join('\n')
    expect(files.filter((f) => f.startsWith('en/')).length).toBeGreaterThan(10)
    for (const body of [text, seed]) {
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
    const seed = readdirSync('server/blog/seed-posts', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(md|html)$/.test(f))
      .map((f) => readFileSync(`server/blog/seed-posts/${f}`, 'utf8'))
      .join('\n')
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

describe('current law in the copy', () => {
  it('fails the content check when "15 days" appears next to deportation again, naming where', () => {
    const problems = outdatedLawProblems([
      { label: 'service "deportation"', text: '<p>A removal decision can be appealed within 15 days of notification.</p>' },
      { label: 'blog post old.md', text: 'Deportation is serious.\n\n## Step 3: File the appeal within fifteen days' },
      { label: 'case study "x"', text: '<li><strong>15-day deadline.</strong> The deportation appeal period is short.</li>' },
      { label: 'service "rental-contracts"', text: '<p>A tenant may leave by giving notice at least 15 days before the term ends.</p>' },
    ])
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^service "deportation": "15 days" next to deportation\. The appeal period is 7 days/)
    expect(problems[1]).toMatch(/^blog post old\.md: "fifteen days"/)
    expect(problems[2]).toMatch(/^case study "x": "15-day"/)
    expect(contentProblems([{ label: 'blog post old.md', text: 'A deportation decision: appeal within 15 days.' }])).toEqual([
      expect.stringContaining('The English text of the blog post "old.md" says "15 days" next to deportation, an old figure'),
    ])
  })

  it('states the 7-day deportation appeal with its article wherever the copy explains the rule', () => {
    const texts = [...legalTexts(), ...seedPostTexts()].filter((t) =>
      /deportation decision can be appealed|appealed to the administrative court within/i.test(t.text),
    )
    expect(texts.length).toBeGreaterThanOrEqual(5)
    for (const t of texts) expect(t.text, t.label).toMatch(/within (only )?7 days/)
    const deportation = legalTexts().find((t) => t.label === 'service "deportation"')!
    expect(deportation.text).toMatch(/7 days of notification \(article 53\(3\) of Law No\. 6458, as amended by Law No\. 7196/)
  })
})

describe('review dates', () => {
  it('are shown as the site writes dates', () => {
    expect(formatIsoDate(faqPage.lastReviewed)).toMatch(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    )
    expect(formatIsoDate('2026-11-01')).toBe('1 November 2026')
    expect(formatIsoDate('2026-02-30')).toBe('2026-02-30')
  })

  it('warn (not fail) once a page has gone more than 12 months without review', () => {
    expect(reviewWarnings(new Date(`${faqPage.lastReviewed}T12:00:00Z`))).toEqual([])
    const later = new Date(`${faqPage.lastReviewed}T12:00:00Z`)
    later.setUTCMonth(later.getUTCMonth() + 13)
    const warnings = reviewWarnings(later)
    expect(warnings).toHaveLength(services.length + guides.length + 1)
    expect(warnings).toContain(
      `The FAQ page was last reviewed on ${faqPage.lastReviewed}, more than 12 months ago: check its legal figures and update the review date.`,
    )
    expect(contentProblems(seedPostTexts())).toEqual([])
  })
})

describe('FAQ and the free-consultation switch', () => {
  it('drops the free-consultation question (and its Schedule link) when the offer is switched off', () => {
    const offered = visibleFaqItems({ freeConsultation: true })
    expect(offered).toEqual(faqItems)
    expect(offered.some((item) => item.bookingLink)).toBe(true)
    const without = visibleFaqItems({ freeConsultation: false })
    expect(without).toHaveLength(faqItems.length - 1)
    expect(without.some((item) => item.bookingLink || /free 15-minute/i.test(item.question))).toBe(false)
  })
})
