import { describe, expect, it } from 'vitest'
import { site } from '../config/site'
import {
  blogPostingNode,
  breadcrumbNode,
  faqPageNode,
  legalServiceNode,
  pageGraph,
  personNodes,
  serializeJsonLd,
  serviceNode,
} from './structured-data'
import type { Post } from './blog'
import { memberTitle } from './team'
import { createT } from '../i18n/translate'
import { en } from '../i18n/dictionaries/en'
import { tr } from '../i18n/dictionaries/tr'
import { seedContentSource } from '../../server/content/seed-source'

const teamMembers = (await seedContentSource().team('en'))!
const turkishTeam = (await seedContentSource().team('tr'))!

const enT = createT('en', en)

const post: Post = {
  id: 7,
  slug: 'company-tax-basics',
  title: 'Company Tax Basics in Turkey',
  publishedOn: '11-02-2026',
  publishedText: '2 November 2026',
  content: '<p>Body</p>',
  images: [{ imageUrl: '/media/blog/company-tax-basics.svg', altText: 'A ledger' }],
  metaTitle: null,
  metaDescription: 'What a new company must file, and when.',
  keywords: ['tax', 'company'],
  publishedAt: '2026-11-02T09:00:00.000Z',
}

describe('structured data', () => {
  it('describes the firm from the config: address, phone, hours Monday to Friday 09:00-20:00 +03:00, languages, profiles', () => {
    const firm = legalServiceNode(site)
    expect(firm).toMatchObject({
      '@type': 'LegalService',
      name: site.name,
      telephone: '+902125550123',
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        postalCode: '34394',
        addressLocality: 'İstanbul',
        addressRegion: 'İstanbul',
        addressCountry: 'TR',
      },
      // The coordinates of the map link's marker (site.map.linkUrl).
      geo: { '@type': 'GeoCoordinates', latitude: 41.0745, longitude: 29.0115 },
      logo: `${site.url}/media/logo.png`,
      sameAs: site.social.map((s) => s.href),
    })
    expect(firm.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00:00+03:00',
        closes: '20:00:00+03:00',
      }),
    ])
    // Every language a team member works in is one the firm lists.
    const spoken = new Set(teamMembers.flatMap((m) => m.languages))
    expect([...spoken].every((l) => (firm.knowsLanguage as string[]).includes(l))).toBe(true)
  })

  it('turns the visible breadcrumb into a BreadcrumbList with absolute URLs', () => {
    expect(
      breadcrumbNode(site, [
        { label: 'Home', path: '/' },
        { label: 'FAQ', path: '/faq' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: `${site.url}/faq` },
    ])
  })

  it('lists people without ratings or reviews, linked to the firm', () => {
    const people = personNodes(
      site,
      teamMembers,
      (id) => `/media/team/${id}.svg`,
      (m) => memberTitle(enT, m),
    )
    expect(people).toHaveLength(teamMembers.length)
    for (const person of people) {
      expect(person.worksFor).toEqual({ '@id': `${site.url}/#firm` })
      expect(person).not.toHaveProperty('aggregateRating')
      expect(person).not.toHaveProperty('review')
    }
    expect(people.filter((p) => p.sameAs).length).toBe(teamMembers.filter((m) => m.linkedin).length)
  })

  it('keeps "Av." out of a lawyer\'s name and points each person at their entry on the team page', () => {
    const people = personNodes(
      site,
      teamMembers,
      (id) => `/media/team/${id}.svg`,
      (m) => memberTitle(enT, m),
    )
    const selin = people.find((p) => p['@id'] === `${site.url}/our-team#selin-aksoy`)!
    expect(selin).toMatchObject({ name: 'Selin Aksoy', honorificPrefix: 'Av.', url: `${site.url}/our-team#selin-aksoy` })
    expect(people.every((p) => !String(p.name).startsWith('Av.'))).toBe(true)
    const intern = people.find((p) => !p.honorificPrefix)!
    expect(intern.name).toBe(teamMembers.find((m) => `${site.url}/our-team#${m.id}` === intern['@id'])!.name)
  })

  it("gives each person the title the page shows, in the page's language", () => {
    const people = personNodes(
      site,
      turkishTeam,
      (id) => `/media/team/${id}.svg`,
      (m) => memberTitle(createT('tr', tr), m),
    )
    expect(people.map((p) => p.jobTitle)).toEqual(['Kurucu Avukat', 'Ortak Avukat', 'Avukat', 'Hukuk Stajyeri', 'Müvekkil Temsilcisi'])
  })

  it('leaves out a breadcrumb of one item (home, error pages)', () => {
    const types = (crumbs: { label: string; path: string }[]) => pageGraph(site, crumbs)['@graph'].map((n) => n['@type'])
    expect(types([{ label: 'Home', path: '/' }])).toEqual(['LegalService', 'WebSite'])
    expect(types([])).toEqual(['LegalService', 'WebSite'])
    expect(
      types([
        { label: 'Home', path: '/' },
        { label: 'FAQ', path: '/faq' },
      ]),
    ).toContain('BreadcrumbList')
  })

  it('describes an article, a service and the FAQ', () => {
    expect(blogPostingNode(site, post, '/blog/company-tax-basics', '/media/share/blog/company-tax-basics.png')).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      dateModified: post.publishedAt,
      image: `${site.url}/media/share/blog/company-tax-basics.png`,
      mainEntityOfPage: `${site.url}/blog/company-tax-basics`,
      publisher: { '@id': `${site.url}/#firm` },
      keywords: 'tax, company',
    })
    expect(serviceNode(site, { slug: 'labor-law', title: 'Labor Law', summary: 'Employment advice.' })).toMatchObject({
      '@type': 'Service',
      name: 'Labor Law',
      url: `${site.url}/services/labor-law`,
      provider: { '@id': `${site.url}/#firm` },
    })
    const faq = faqPageNode(site, [{ question: 'Q?', answer: 'A.' }])
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
  })

  it('serialises a graph that no text in the data can break out of', () => {
    const graph = pageGraph(
      site,
      [
        { label: 'Home', path: '/' },
        { label: 'FAQ', path: '/faq' },
      ],
      [faqPageNode(site, [{ question: '</script><script>alert(1)</script>', answer: 'x' }])],
    )
    const json = serializeJsonLd(graph)
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)['@graph'][3].mainEntity[0].name).toBe('</script><script>alert(1)</script>')
    expect(graph['@graph'].map((n) => n['@type'])).toEqual(['LegalService', 'WebSite', 'BreadcrumbList', 'FAQPage'])
  })
})
