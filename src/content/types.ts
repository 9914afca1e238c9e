/**
 * Shapes of the site's copy. Every page's words live in src/content as typed modules of these shapes;
 * src/content/schema.ts checks them at build time (missing fields, duplicate slugs, too-short copy).
 *
 * HTML fields hold a small, trusted subset: <h2>, <h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <a href="/...">,
 * <table> with <thead>/<tbody>/<tr>/<th>/<td>, <blockquote>. No <h1> (the page supplies it), no inline styles,
 * no scripts, no images.
 */

export type ServiceGroupId = 'corporate' | 'individual' | 'citizenship'

export interface Service {
  /** URL slug under /services/{slug}, exactly as the spec lists it (misspellings included). */
  slug: string
  title: string
  group: ServiceGroupId
  /** ISO date (YYYY-MM-DD) a lawyer last checked the page against current law; shown as "Last reviewed". */
  lastReviewed: string
  /** One or two sentences for cards and the page's meta description (120-200 characters). */
  summary: string
  /** The page body: 400-900 words of structured HTML (see the subset above). */
  description: string
}

export interface CaseStudy {
  slug: string
  /** Written for the site as an illustration, not a real client's matter: the pages say so, the launch check lists it. */
  sample?: boolean
  title: string
  /** One short line naming the matter, e.g. "Property purchase and rental licensing". */
  topic: string
  /** One or two sentences for the card and meta description (120-200 characters). */
  summary: string
  /** The story: 400-800 words of HTML; anonymised (first name or initial only, no amounts, no identifying details). */
  description: string
}

export interface Benefit {
  title: string
  text: string
}

export interface GuideChapter {
  title: string
  /** HTML body of the chapter. */
  html: string
}

export interface GuideAuthor {
  name: string
  title: string
  bio: string
}

export type GuidelineName = 'RealEstate_Guideline' | 'HowToDoBusinessInTurkey_Guideline' | 'ResidencePermit_Guideline'

export interface Guide {
  slug: 'real-estate-guide' | 'business-in-turkey' | 'turkish-residence-permit-checklist'
  guidelineName: GuidelineName
  /** ISO date (YYYY-MM-DD) a lawyer last checked the guide against current law. */
  lastReviewed: string
  title: string
  /** Short line under the title in the hero. */
  subtitle: string
  /** One or two sentences for the guide card on /guides and the meta description (120-200 characters). */
  summary: string
  /** Hero paragraph. */
  intro: string
  benefits: Benefit[]
  author: GuideAuthor
  /** `sample`: written for the site, not a real client's words (the page says so, the launch check lists it). */
  testimonial?: { quote: string; author: string; sample?: boolean }
  chapters: GuideChapter[]
  bestCities?: { name: string; text: string }[]
  faqChapter?: { title: string; intro: string; items: { title: string; text: string }[] }
  checklist?: { title: string; items: string[] }[]
}

export interface FaqItem {
  question: string
  /** Plain text; paragraphs separated by a blank line. */
  answer: string
  /** Show the Schedule link (the external booking page) under the answer. */
  bookingLink?: boolean
}

export interface TeamMember {
  id: string
  /** A sample profile, not a real person: the launch check lists it. */
  sample?: boolean
  name: string
  /** One of: Founder Attorney, Partner, Associate Attorney, Legal Intern, Client Representative. */
  title: string
  /** Paragraphs of biography. */
  bio: string[]
  /** Professional-network profile URL; absent when the person has none. */
  linkedin?: string
  languages: string[]
}

export interface Testimonial {
  quote: string
  /** Anonymised: first name and initial, plus country, e.g. "Maria K., Germany". */
  author: string
  matter: string
  /** Written for the site, not a real client's words: the pages say so, the launch check lists it. */
  sample?: boolean
}
