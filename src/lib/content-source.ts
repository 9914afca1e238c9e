// Types only: this file is read by every page's loaders, and the copy itself must not come with it.
import type {
  AboutContent,
  CaseStudy,
  FaqItem,
  Guide,
  HomeContent,
  PrivacyNotice,
  Service,
  ServiceGroup,
  TeamMember,
  Testimonial,
} from '../content/schema.ts'
import type { SiteConfig } from '../config/site.ts'
import type { Locale } from '../i18n/locales.ts'

/** The firm's facts as the pages show them (name, identity, phone, address, hours, links): content, edited by the firm. */
export type FirmFacts = Omit<SiteConfig, 'url' | 'features'>

/**
 * What every page of a language shows besides its own copy: the firm's facts (header, footer, contact details,
 * JSON-LD) and the service catalogue (menus, footer), with the languages each kind of copy exists in (the
 * language links and the navigation offer only those). The root route's loader returns it, so it travels in the
 * page's hydration data instead of in the first load's JavaScript (ADR 36, 4.2 point 6).
 */
export interface LayoutData {
  firm: FirmFacts
  serviceGroups: ServiceGroup[]
  languages: Partial<Record<ContentName, Locale[]>>
}

export type { AboutContent, PrivacyNotice }

/** The kinds of copy a language may have; the language links and the navigation offer a kind where it exists. */
export type ContentName =
  'about' | 'case-studies' | 'faq' | 'guides' | 'home' | 'privacy' | 'service-catalogue' | 'services' | 'team' | 'testimonials'

/** A list entry of a kind whose pages have a body: everything but the body, which only its own page loads. */
export type ServiceSummary = Omit<Service, 'description'>
export type CaseStudySummary = Omit<CaseStudy, 'description'>
export type GuideSummary = Pick<Guide, 'slug' | 'guidelineName' | 'lastReviewed' | 'title' | 'subtitle' | 'summary'>

/** The FAQ as one document: its questions and when a lawyer last checked them. */
export interface FaqContent {
  lastReviewed: string
  items: FaqItem[]
}

/**
 * Where pages read the firm's copy, in the shapes the components take. Each read answers null when the language
 * has no such copy or no such document (the route answers with its not-found page). The router carries one in its
 * context as it does the BlogSource: the server's when it renders (server/content/), one that fetches a single
 * document from /api/content/ on client-side navigation in the browser (src/features/content/content-api.ts), so a
 * change of where the copy lives changes those two modules and no route.
 */
export interface ContentSource {
  layout(locale: Locale): Promise<LayoutData>
  service(locale: Locale, slug: string): Promise<Service | null>
  services(locale: Locale): Promise<ServiceSummary[] | null>
  caseStudy(locale: Locale, slug: string): Promise<CaseStudy | null>
  caseStudies(locale: Locale): Promise<CaseStudySummary[] | null>
  guide(locale: Locale, slug: string): Promise<Guide | null>
  guides(locale: Locale): Promise<GuideSummary[] | null>
  teamMember(locale: Locale, id: string): Promise<TeamMember | null>
  team(locale: Locale): Promise<TeamMember[] | null>
  testimonials(locale: Locale): Promise<Testimonial[] | null>
  faq(locale: Locale): Promise<FaqContent | null>
  home(locale: Locale): Promise<HomeContent | null>
  about(locale: Locale): Promise<AboutContent | null>
  privacy(locale: Locale): Promise<PrivacyNotice | null>
}

/**
 * What the content API answers at `/api/content/<locale>/<type>[/<key>]` (server/content/routes.ts): a document by its
 * type (ADR 36's document types) and key (`faq/faq` for a type with one document), or a type's list without the
 * body of each; `layout` is the root loader's data.
 */
export type ContentType =
  'layout' | 'service' | 'case-study' | 'guide' | 'team-member' | 'testimonial' | 'faq' | 'home' | 'about' | 'privacy'

export const CONTENT_API_PREFIX = '/api/content'

/** `/api/content/tr/service/turkish-citizienship`, `/api/content/en/team-member` (the list). */
export function contentPath(locale: Locale, type: ContentType, key?: string): string {
  return `${CONTENT_API_PREFIX}/${locale}/${type}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`
}
