import { z } from 'zod'
import { guideSlugs } from './page-index.ts'
import { guidelineNames } from '../lib/forms.ts'
import { SLUG_PATTERN } from '../lib/slug.ts'

/**
 * The shapes of the site's copy, as zod schemas; the pages' types are inferred from them, and publish-time
 * validation (server/content/validate.ts) checks every document against them.
 *
 * HTML fields hold a small, trusted subset: <h2>, <h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <a href="/...">,
 * <table> with <thead>/<tbody>/<tr>/<th>/<td>, <blockquote>. No <h1> (the page supplies it), no inline styles,
 * no scripts, no images.
 */

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}

export const slug = z.string().regex(SLUG_PATTERN, 'slug must be lower-case words joined by hyphens')
export const text = z.string().trim().min(1)
export const summary = z.string().trim().min(80).max(240)
export const html = (minWords: number) =>
  z
    .string()
    .refine((v) => wordCount(v) >= minWords, { message: `needs at least ${minWords} words` })
    .refine((v) => !/<(script|style|iframe|h1)\b/i.test(v), { message: 'must not contain <script>, <style>, <iframe> or <h1>' })

/** A calendar date written YYYY-MM-DD (the sitemap's lastmod is built from it too). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'is not a real calendar date',
  })
/** Written for the site as an illustration, not a real client's matter, words or profile: the pages say so, the launch check lists it. */
export const sample = z.boolean().optional()

export const serviceGroupIds = ['corporate', 'individual', 'citizenship'] as const

export const serviceSchema = z.object({
  /** URL slug under /services/{slug}, exactly as published (misspellings included). */
  slug,
  title: text,
  group: z.enum(serviceGroupIds),
  /** ISO date (YYYY-MM-DD) a lawyer last checked the page against current law; shown as "Last reviewed". */
  lastReviewed: isoDate,
  /** One or two sentences for cards and the page's meta description. */
  summary,
  /** The page body: structured HTML (see the subset above). */
  description: html(400),
})

/** Anonymised stories: first name or initial only, no amounts, no identifying details. */
export const caseStudySchema = z.object({
  slug,
  sample,
  title: text,
  /** A shorter title for the browser tab and search results, where the title is over 60 characters. */
  metaTitle: z.string().trim().max(60).optional(),
  topic: text,
  summary,
  description: html(350),
})

export const guideSchema = z.object({
  slug: z.enum(guideSlugs),
  /** The name the Document Request Form sends for this guide. */
  guidelineName: z.enum(guidelineNames),
  /** ISO date (YYYY-MM-DD) a lawyer last checked the guide against current law. */
  lastReviewed: isoDate,
  title: text,
  /** Short line under the title in the hero. */
  subtitle: text,
  summary,
  /** Hero paragraph. */
  intro: text,
  benefits: z.array(z.object({ title: text, text })).min(3),
  /** The author is a member of the team (`id` in team.ts): name and title come from there, the bio is the guide's. */
  author: z.object({ member: slug, bio: text }),
  testimonial: z.object({ quote: text, author: text, sample }).optional(),
  chapters: z.array(z.object({ title: text, html: html(150) })).min(3),
  bestCities: z.array(z.object({ name: text, text })).optional(),
  faqChapter: z.object({ title: text, intro: text, items: z.array(z.object({ title: text, text })) }).optional(),
  checklist: z.array(z.object({ title: text, items: z.array(text).min(3) })).optional(),
})

/** `answer` is plain text; paragraphs are separated by a blank line. */
export const faqSchema = z.object({
  question: text,
  answer: z.string().trim().min(150),
  /** Show the Schedule link (the site's booking page, or the firm's external scheduler if set) under the answer. */
  bookingLink: z.boolean().optional(),
})
/** The FAQ page as a whole: when a lawyer last checked its answers. */
export const faqPageSchema = z.object({ lastReviewed: isoDate })
/**
 * A team member's role, the same in every language: each language's title for it comes from its dictionary
 * (`team.roles.<role>.<gender>`), never from free text in a content module, so a regulated title ("Avukat",
 * "Stajyer Avukat") or a gendered one ("المحامية") cannot drift from one page to another.
 */
export const teamRoles = ['founder', 'partner', 'associate', 'intern', 'clientRepresentative'] as const
/**
 * The grammatical gender a person's title takes in languages that inflect it (Arabic, Turkish does not, German
 * does). Where a person has not said, the form the language uses for an unspecified person (Arabic: masculine).
 */
export const genders = ['f', 'm'] as const

export const teamSchema = z.object({
  id: slug,
  sample,
  /** The name alone, without "Av." or another title: the page sets the title beside it in its own language. */
  name: text.refine((v) => !/^(Av|Stj)\./.test(v), { message: 'is written without a title ("Av."): the role gives the title' }),
  role: z.enum(teamRoles),
  gender: z.enum(genders),
  bio: z.array(text).min(1),
  /** Professional-network profile URL; absent when the person has none. */
  linkedin: z.url().optional(),
  languages: z.array(text).min(1),
  /**
   * The portrait the document names, from the media library: its URL, its alt text in the page's language and its
   * focal point as `object-position`. Absent in the modules: the card then shows /media/team/<id>.svg.
   */
  portrait: z.object({ src: z.string(), alt: z.string().optional(), position: z.string().optional() }).optional(),
})
/** `author` is anonymised: first name and initial, plus country, e.g. "Maria K., Germany". */
export const testimonialSchema = z.object({ quote: text, author: text, matter: text, sample })

export type ServiceGroupId = (typeof serviceGroupIds)[number]
export type Service = z.infer<typeof serviceSchema>
export type CaseStudy = z.infer<typeof caseStudySchema>
export type Guide = z.infer<typeof guideSchema>
export type FaqItem = z.infer<typeof faqSchema>
export type FaqPage = z.infer<typeof faqPageSchema>
export type TeamMember = z.infer<typeof teamSchema>
export type TeamRole = (typeof teamRoles)[number]
export type Gender = (typeof genders)[number]
export type Testimonial = z.infer<typeof testimonialSchema>

/**
 * The shapes the pages read of the documents that have no schema here (the content model types their fields,
 * src/content/documents/; `merge` makes these from a document's parts).
 */
export interface ServiceGroup {
  id: ServiceGroupId
  title: string
  /** Footer and mobile-menu heading. */
  shortTitle: string
  path: '/all-corporate-services' | '/all-individual-services' | '/global-citizienship-programs'
  services: { slug: string; title: string }[]
}

/** The home page's copy; /about-us and /services show some of its sections too (their loaders load it). */
export interface HomeContent {
  heroTitle: string
  rotatingWords: string[]
  heroText: string
  /** `member`: the team member who says it (her name and title come from there). */
  founderQuote: { text: string; member: string }
  whatWeOffer: { title: string; text: string[]; points: string[] }
  approach: { title: string; steps: { title: string; text: string }[] }
  servicesIntro: string
  timelapse: { title: string; text: string }
  blogIntro: string
  servicesCards: { title: string; text: string; link: ServiceGroup['path'] }[]
}

export interface AboutContent {
  welcome: { title: string; paragraphs: string[] }
  vision: { title: string; paragraphs: string[] }
  whoWeAre: { title: string; paragraphs: string[] }
  values: { title: string; text: string }[]
}

export interface PrivacyNotice {
  title: string
  updated: string
  /** `controller`: the firm's identity is shown under this section. */
  sections: { heading: string; paragraphs: string[]; controller?: boolean }[]
}
