/**
 * schema.org JSON-LD for search engines and link previews: one `@graph` per page, built from the firm's facts
 * (src/config/site.ts) and the page's content. Pure functions, no React, so the server and tests use them too.
 *
 * Bar advertising rules forbid client ratings for lawyers: no `aggregateRating` or `review` on any node.
 */
import type { SiteConfig } from '../config/site'
import type { FaqItem, Service, TeamMember } from '../content/schema'
import type { Post } from './blog'
import { isLawyer } from './team.ts'

export type JsonLdNode = Record<string, unknown> & { '@type': string }

export interface JsonLdGraph {
  '@context': 'https://schema.org'
  '@graph': JsonLdNode[]
}

export interface Crumb {
  label: string
  path: string
}

const absolute = (site: Pick<SiteConfig, 'url'>, path: string): string => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`)

export const firmId = (site: Pick<SiteConfig, 'url'>): string => `${site.url}/#firm`
export const websiteId = (site: Pick<SiteConfig, 'url'>): string => `${site.url}/#website`

/** "34394 İstanbul" -> postal code and locality. */
function splitCity(city: string): { postalCode?: string; addressLocality: string } {
  const match = /^(\d{4,6})\s+(.+)$/.exec(city.trim())
  return match ? { postalCode: match[1], addressLocality: match[2] } : { addressLocality: city.trim() }
}

/** The office's coordinates, read from the map link (`mlat`/`mlon`) so the map and the data cannot disagree. */
export function officeGeo(mapLinkUrl: string): JsonLdNode | null {
  const params = URL.canParse(mapLinkUrl) ? new URL(mapLinkUrl).searchParams : null
  const latitude = Number(params?.get('mlat'))
  const longitude = Number(params?.get('mlon'))
  if (!params?.has('mlat') || !params.has('mlon') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return { '@type': 'GeoCoordinates', latitude, longitude }
}

/** The raster logo search engines ask for (they do not take SVG), drawn from the favicon by the build. */
export const LOGO_PATH = '/media/logo.png'

/** The firm, on every page. */
export function legalServiceNode(site: SiteConfig): JsonLdNode {
  const { structured } = site
  const geo = officeGeo(site.map.linkUrl)
  return {
    '@type': 'LegalService',
    '@id': firmId(site),
    name: site.name,
    url: `${site.url}/`,
    description: site.description,
    logo: absolute(site, LOGO_PATH),
    image: absolute(site, '/media/og-default.jpg'),
    telephone: site.phone.href.replace(/^tel:/, ''),
    email: site.email,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      ...splitCity(site.address.city),
      addressRegion: structured.region,
      addressCountry: structured.countryCode,
    },
    ...(geo ? { geo } : {}),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: structured.openingDays,
        opens: `${structured.opens}:00${structured.utcOffset}`,
        closes: `${structured.closes}:00${structured.utcOffset}`,
      },
    ],
    areaServed: structured.areaServed.map((name) => ({ '@type': name === 'Türkiye' ? 'Country' : 'Place', name })),
    knowsLanguage: structured.languages,
    sameAs: site.social.map((s) => s.href),
  }
}

export function webSiteNode(site: SiteConfig): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    url: `${site.url}/`,
    name: site.name,
    inLanguage: 'en',
    publisher: { '@id': firmId(site) },
  }
}

/** The same trail as the visible breadcrumb in the footer. */
export function breadcrumbNode(site: SiteConfig, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absolute(site, crumb.path === '/' ? '/' : crumb.path),
    })),
  }
}

/**
 * Team members as people who work for the firm (no ratings or reviews). Each one's `url` is their entry on the
 * team page, whose element id is the member's id (the team member document's `id`); `jobTitle` is the title the page shows
 * (`titleOf`, in the page's language); a lawyer admitted to the bar has the Turkish "Av." as `honorificPrefix`.
 */
export function personNodes(
  site: SiteConfig,
  members: TeamMember[],
  imageFor: (id: string) => string,
  titleOf: (member: TeamMember) => string,
): JsonLdNode[] {
  return members.map((m) => ({
    '@type': 'Person',
    '@id': `${site.url}/our-team#${m.id}`,
    ...(isLawyer(m) ? { honorificPrefix: 'Av.' } : {}),
    name: m.name,
    jobTitle: titleOf(m),
    description: m.bio[0],
    image: absolute(site, imageFor(m.id)),
    url: absolute(site, `/our-team#${m.id}`),
    knowsLanguage: m.languages,
    worksFor: { '@id': firmId(site) },
    ...(m.linkedin ? { sameAs: [m.linkedin] } : {}),
  }))
}

/** An article; `image` is its raster share image (src/lib/share-images.ts), which search engines can show. */
export function blogPostingNode(site: SiteConfig, post: Post, path: string, image: string): JsonLdNode {
  const url = absolute(site, path)
  const published = post.publishedAt
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.metaDescription || post.title,
    url,
    mainEntityOfPage: url,
    datePublished: published,
    // A post carries one date: an update is imported with the date it should show.
    dateModified: published,
    image: absolute(site, image),
    inLanguage: 'en',
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
    author: { '@type': 'Organization', '@id': firmId(site), name: site.name },
    publisher: { '@id': firmId(site) },
  }
}

export function faqPageNode(site: SiteConfig, items: FaqItem[], path = '/faq'): JsonLdNode {
  return {
    '@type': 'FAQPage',
    url: absolute(site, path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function serviceNode(site: SiteConfig, service: Pick<Service, 'slug' | 'title' | 'summary'>): JsonLdNode {
  return {
    '@type': 'Service',
    '@id': `${site.url}/services/${service.slug}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absolute(site, `/services/${service.slug}`),
    provider: { '@id': firmId(site) },
    areaServed: site.structured.areaServed.map((name) => ({ '@type': name === 'Türkiye' ? 'Country' : 'Place', name })),
  }
}

/**
 * Firm, web site and breadcrumb, then the page's own nodes. A trail of one item (the home page, an error page)
 * says nothing, so it is left out.
 */
/** The page itself: its address and the language it is written in (BCP 47, e.g. "tr"). */
export function webPageNode(site: SiteConfig, url: string, inLanguage: string): JsonLdNode {
  return { '@type': 'WebPage', '@id': `${url}#webpage`, url, inLanguage, isPartOf: { '@id': websiteId(site) } }
}

export function pageGraph(
  site: SiteConfig,
  crumbs: Crumb[],
  pageNodes: JsonLdNode[] = [],
  page?: { url: string; inLanguage: string },
): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      legalServiceNode(site),
      webSiteNode(site),
      ...(page ? [webPageNode(site, page.url, page.inLanguage)] : []),
      ...(crumbs.length > 1 ? [breadcrumbNode(site, crumbs)] : []),
      ...pageNodes,
    ],
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text in the data can close the script. */
export function serializeJsonLd(graph: JsonLdGraph): string {
  return JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
