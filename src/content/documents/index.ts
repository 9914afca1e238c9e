import type { z } from 'zod'
import type { SiteConfig, Bar } from '../../config/site.ts'
import { ar } from '../../i18n/dictionaries/ar.ts'
import { en, type Dictionary } from '../../i18n/dictionaries/en.ts'
import { tr } from '../../i18n/dictionaries/tr.ts'
import { localeConfig, type Locale } from '../../i18n/locales.ts'
import { ISTANBUL_UTC_OFFSET } from '../../lib/istanbul-time.ts'
import type { Fact, FactName } from '../facts.ts'
import type { DocumentType } from '../model.ts'
import type {
  AboutContent,
  CaseStudy,
  FaqItem,
  FaqPage,
  Guide,
  HomeContent,
  PrivacyNotice,
  Service,
  ServiceGroup,
  TeamMember,
  Testimonial,
} from '../schema.ts'
import { aboutDocument } from './about.ts'
import { caseStudyDocument } from './case-study.ts'
import { faqDocument } from './faq.ts'
import { combineValue, sideSchema, splitValue } from './fields.ts'
import { firmDocument } from './firm.ts'
import { guideDocument } from './guide.ts'
import { homeDocument } from './home.ts'
import { legalFiguresDocument } from './legal-figures.ts'
import { privacyDocument } from './privacy.ts'
import { serviceGroupDocument } from './service-group.ts'
import { serviceDocument } from './service.ts'
import { teamMemberDocument } from './team-member.ts'
import { testimonialDocument } from './testimonial.ts'

/**
 * The content model's schemas (ADR 36, 3.1) and what is derived from them: each part's schema, and `merge`, which
 * makes today's shapes (`Service`, `Guide`, …) from a document's parts so route components keep their types.
 * Imported by the server and the back office; public route code imports types only.
 */
export const documentSchemas = {
  firm: firmDocument,
  'legal-figures': legalFiguresDocument,
  'service-group': serviceGroupDocument,
  service: serviceDocument,
  'case-study': caseStudyDocument,
  guide: guideDocument,
  'team-member': teamMemberDocument,
  testimonial: testimonialDocument,
  faq: faqDocument,
  home: homeDocument,
  about: aboutDocument,
  privacy: privacyDocument,
} as const satisfies Record<DocumentType, z.ZodObject>

export type DocumentValue<T extends DocumentType> = z.infer<(typeof documentSchemas)[T]>
type Json = Record<string, unknown>

const neutralSchemas = new Map<DocumentType, z.ZodObject>()
const localizedSchemas = new Map<DocumentType, z.ZodObject>()

/** The schema of a document's language-neutral part: its neutral fields, lists as arrays of keyed items. */
export function neutralSchema(type: DocumentType): z.ZodObject {
  let schema = neutralSchemas.get(type)
  if (!schema) neutralSchemas.set(type, (schema = sideSchema(documentSchemas[type], 'neutral')))
  return schema
}

/** The schema of one language's part: its localized fields, list text as a record by item key. */
export function localizedSchema(type: DocumentType): z.ZodObject {
  let schema = localizedSchemas.get(type)
  if (!schema) localizedSchemas.set(type, (schema = sideSchema(documentSchemas[type], 'localized')))
  return schema
}

/** Splits a whole document into its neutral part and one language's part. */
export function splitDocument(type: DocumentType, value: Json): { neutral: Json; localized: Json } {
  return splitValue(documentSchemas[type], value)
}

/** The whole document (as its schema types it) from its neutral part and one language's part. */
export function combineDocument<T extends DocumentType>(type: T, neutral: Json, localized: Json): DocumentValue<T> {
  return combineValue(documentSchemas[type], neutral, localized) as DocumentValue<T>
}

/** The shapes the routes use today, by document type. */
export interface MergedDocuments {
  firm: Omit<SiteConfig, 'url' | 'features'>
  'legal-figures': Record<FactName, Fact>
  'service-group': ServiceGroup
  service: Service
  'case-study': CaseStudy
  guide: Guide
  'team-member': TeamMember
  testimonial: Testimonial
  faq: { faqItems: FaqItem[]; faqPage: FaqPage }
  home: HomeContent
  about: AboutContent
  privacy: PrivacyNotice
}

export interface MergeOptions {
  locale: Locale
  /** The language's dictionary; default: the one of en, tr or ar this module carries. */
  dictionary?: Dictionary
  /** Applied to every text (fills `{{figure}}` and `{{firm.…}}` tokens); default: the text as stored. */
  fill?: (text: string) => string
  /** Makes a page body's HTML from its Markdown (server/content/rich-text.ts); default: the Markdown as stored. */
  markdown?: (markdown: string) => string
  /** Another document, merged for the same language: a group's services take their titles from the services. */
  resolve?: <T extends DocumentType>(type: T, key: string) => MergedDocuments[T] | undefined
}

/**
 * The dictionaries of the site's three first languages, for the words a merge takes from them (the firm's opening
 * days). A language added as data (docs/languages.md) passes its own as `options.dictionary`.
 */
const dictionaries: Partial<Record<Locale, Dictionary>> = { en, tr, ar }

function dictionaryFor(locale: Locale, given: Dictionary | undefined): Dictionary {
  const dictionary = given ?? dictionaries[locale]
  if (!dictionary)
    throw new Error(`No dictionary to merge "${locale}" content with: pass options.dictionary (src/i18n/dictionaries/${locale}.ts)`)
  return dictionary
}

/** Paragraphs of a plain Markdown field, as today's `string[]` fields hold them. */
const paragraphs = (text: string): string[] => text.split(/\n{2,}/)

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value)
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]))
  return value
}

const withoutKeys = <T extends { key: string }>(items: T[]): Omit<T, 'key'>[] => items.map(({ key: _key, ...rest }) => rest)

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`merge needs ${what}: pass a resolve option that returns it`)
  return value
}

/** OpenStreetMap's embed and link for a position, as the contact page shows them. */
function mapUrls(lat: number, lon: number) {
  const f = (n: number) => n.toFixed(4)
  const bbox = [lon - 0.007, lat - 0.004, lon + 0.007, lat + 0.004].map(f).join('%2C')
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(lat)}%2C${f(lon)}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${f(lat)}&mlon=${f(lon)}#map=17/${f(lat)}/${f(lon)}`,
  }
}

/** Names language codes in a language ("tr" → "Turkish", "Türkçe", "التركية"). */
export function languageNames(codes: readonly string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([localeConfig[locale].intl], { type: 'language' })
  return codes.map((code) => names.of(code) ?? code)
}

type Shapers = {
  [T in DocumentType]: (
    doc: DocumentValue<T>,
    options: Required<Pick<MergeOptions, 'locale' | 'fill' | 'markdown'>> & MergeOptions,
  ) => MergedDocuments[T]
}

const shapers: Shapers = {
  firm: (d, { locale, dictionary: given }) => {
    const dictionary = dictionaryFor(locale, given)
    return {
      sample: d.sample ?? false,
      name: d.name,
      shortName: d.shortName,
      identity: {
        ...(d.identity.sample === undefined ? {} : { sample: d.identity.sample }),
        registeredName: d.identity.registeredName,
        partnershipRegistration: d.identity.partnershipRegistration,
        lawyers: withoutKeys(d.identity.lawyers) as { name: string; bar: Bar; registrationNumber: string }[],
        taxOffice: d.identity.taxOffice,
        taxNumber: d.identity.taxNumber,
      },
      description: d.description,
      founded: d.founded,
      phone: { display: d.phone.display, href: `tel:${d.phone.e164}` },
      email: d.email,
      address: { lines: d.address.lines, city: d.address.city, country: d.address.country },
      hours: { days: dictionary.site.hoursDays, time: `${d.hours.opens}–${d.hours.closes}`, timezone: dictionary.site.hoursTimezone },
      structured: {
        countryCode: d.address.countryCode,
        region: d.address.region,
        openingDays: d.hours.days,
        opens: d.hours.opens,
        closes: d.hours.closes,
        utcOffset: ISTANBUL_UTC_OFFSET,
        areaServed: d.areaServed,
        // Named in English: schema.org's knowsLanguage reads them as language names.
        languages: languageNames(d.languages, 'en'),
      },
      social: withoutKeys(d.social),
      chat: d.chat,
      // A sample address is not the firm's scheduler: the site's own booking page stays until a real one is set.
      ...(d.booking.url && !d.booking.sample ? { externalBookingUrl: d.booking.url } : {}),
      ...(d.booking.sample === undefined ? {} : { bookingUrlSample: d.booking.sample }),
      map: { ...mapUrls(d.map.latitude, d.map.longitude), title: d.map.title },
    }
  },
  'legal-figures': (d) => Object.fromEntries(d.figures.map((f) => [f.key, { [f.kind]: f.value } as Fact])) as Record<FactName, Fact>,
  'service-group': (d, { resolve }) => ({
    id: d.id,
    title: d.title,
    shortTitle: d.shortTitle,
    path: `/${d.slug}` as ServiceGroup['path'],
    services: d.services.map((slug) => ({ slug, title: required(resolve?.('service', slug), `service "${slug}"`).title })),
  }),
  service: (d, { markdown }) => ({
    slug: d.slug,
    title: d.title,
    group: d.group,
    lastReviewed: d.lastReviewed,
    summary: d.summary,
    description: markdown(d.description),
  }),
  'case-study': (d, { markdown }) => ({
    slug: d.slug,
    ...(d.sample === undefined ? {} : { sample: d.sample }),
    title: d.title,
    ...(d.metaTitle === undefined ? {} : { metaTitle: d.metaTitle }),
    topic: d.topic,
    summary: d.summary,
    description: markdown(d.description),
  }),
  guide: (d, { markdown }) => ({
    slug: d.slug,
    guidelineName: d.guidelineName,
    lastReviewed: d.lastReviewed,
    title: d.title,
    subtitle: d.subtitle,
    summary: d.summary,
    intro: d.intro,
    benefits: withoutKeys(d.benefits),
    author: d.author,
    ...(d.testimonial ? { testimonial: d.testimonial } : {}),
    chapters: d.chapters.map((c) => ({ title: c.title, html: markdown(c.body) })),
    ...(d.bestCities ? { bestCities: withoutKeys(d.bestCities) } : {}),
    ...(d.faqChapter ? { faqChapter: { ...d.faqChapter, items: withoutKeys(d.faqChapter.items) } } : {}),
    ...(d.checklist ? { checklist: d.checklist.map((c) => ({ title: c.title, items: c.items.map((i) => i.text) })) } : {}),
  }),
  'team-member': (d, { locale }) => ({
    id: d.id,
    ...(d.sample === undefined ? {} : { sample: d.sample }),
    name: d.name,
    role: d.role,
    gender: d.gender,
    bio: paragraphs(d.bio),
    ...(d.linkedin === undefined ? {} : { linkedin: d.linkedin }),
    languages: languageNames(d.languages, locale),
  }),
  testimonial: (d) => ({ quote: d.quote, author: d.author, matter: d.matter, ...(d.sample === undefined ? {} : { sample: d.sample }) }),
  faq: (d) => ({
    faqItems: d.items.map((i) => ({
      question: i.question,
      answer: i.answer,
      ...(i.bookingLink === undefined ? {} : { bookingLink: i.bookingLink }),
    })),
    faqPage: { lastReviewed: d.lastReviewed },
  }),
  home: (d, { resolve }) => ({
    heroTitle: d.heroTitle,
    rotatingWords: d.rotatingWords.map((w) => w.word),
    heroText: d.heroText,
    founderQuote: d.founderQuote,
    whatWeOffer: { title: d.whatWeOffer.title, text: paragraphs(d.whatWeOffer.text), points: d.whatWeOffer.points.map((p) => p.text) },
    approach: { title: d.approach.title, steps: withoutKeys(d.approach.steps) },
    servicesIntro: d.servicesIntro,
    timelapse: d.timelapse,
    blogIntro: d.blogIntro,
    servicesCards: d.servicesCards.map((c) => ({
      title: c.title,
      text: c.text,
      link: required(resolve?.('service-group', c.group), `service group "${c.group}"`).path,
    })),
  }),
  about: (d) => {
    const section = (s: { title: string; paragraphs: string }) => ({ title: s.title, paragraphs: paragraphs(s.paragraphs) })
    return { welcome: section(d.welcome), vision: section(d.vision), whoWeAre: section(d.whoWeAre), values: withoutKeys(d.values) }
  },
  privacy: (d) => ({
    title: d.title,
    updated: d.updated,
    sections: d.sections.map((s) => ({
      heading: s.heading,
      paragraphs: paragraphs(s.paragraphs),
      ...(s.controller === undefined ? {} : { controller: s.controller }),
    })),
  }),
}

/**
 * Today's shape of a document in one language, from its neutral part and that language's part. With `fill` and
 * `markdown` (the server's snapshot) it is what today's modules export: tokens filled, bodies as HTML.
 */
export function merge<T extends DocumentType>(type: T, neutral: Json, localized: Json, options: MergeOptions): MergedDocuments[T] {
  const fill = options.fill ?? ((s: string) => s)
  const doc = mapStrings(combineDocument(type, neutral, localized), fill) as DocumentValue<T>
  const shaper = shapers[type] as Shapers[T]
  return shaper(doc, { ...options, fill, markdown: options.markdown ?? ((s: string) => s) })
}
