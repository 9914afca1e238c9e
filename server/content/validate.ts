import { z } from 'zod'
import type { DocumentType } from '../../src/content/model.ts'
import {
  caseStudySchema,
  faqPageSchema,
  faqSchema,
  guideSchema,
  serviceGroupIds,
  serviceSchema,
  teamSchema,
  testimonialSchema,
} from '../../src/content/schema.ts'
import type { SiteConfig } from '../../src/config/site.ts'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts'

/**
 * Publish-time validation (ADR 36, 3.5): pure functions over a candidate snapshot of the site's content (the
 * published parts with the drafts being published laid over them), merged per language into the shapes routes use.
 * Nothing here reads the database or the files: the publish service and the seed's tests hand it
 * plain data. Every problem names the document, the language and the field, in words an office
 * manager can act on ("The Turkish answer of the FAQ question "…" links to /tr/services/xyz, which does not exist.").
 */

/** What a problem is about: a document of the content model, or a blog post whose text the same rules read. */
export type ProblemSource = DocumentType | 'post'

export interface Problem {
  documentType: ProblemSource
  /** The document's key (slug or id; `faq`, `home`, `firm` for the single documents). */
  key: string
  /** Absent when the problem is in a language-neutral field (the same in every language). */
  locale?: Locale
  /** The field's path inside the document, as the editor names it: `description`, `items.3.answer`, `chapters.2.html`. */
  field: string
  message: string
}

/** One language's copy in today's merged shapes (src/content/<locale>/*); a missing entry is not published in it. */
export interface LocaleContent {
  services?: readonly unknown[]
  serviceGroups?: readonly unknown[]
  guides?: readonly unknown[]
  caseStudies?: readonly unknown[]
  teamMembers?: readonly unknown[]
  testimonials?: readonly unknown[]
  faqItems?: readonly unknown[]
  /** `{ lastReviewed }` of the FAQ page (src/content/reviewed.ts). */
  faqPage?: unknown
  home?: unknown
  about?: unknown
  privacy?: unknown
}

/** A legal figure as src/content/facts.ts writes it: one unit and its value. */
export type Figure = Partial<Record<'usd' | 'try' | 'percent' | 'days' | 'workingDays' | 'years', number>>

/** Text that is not a content document but states the law and links to pages too (a blog post). */
export interface PostText {
  key: string
  locale: Locale
  text: string
}

export interface ValidationInput {
  /** The candidate content per language; English is the reference the translations are compared with. */
  content: Partial<Record<Locale, LocaleContent>>
  /** The firm facts (src/config/site.ts's shape): `{{firm.…}}` tokens must name one of them. */
  firm: SiteConfig
  /** The legal figures (src/content/facts.ts): `{{name}}` tokens must name one, literal figures must agree. */
  figures: Readonly<Record<string, Figure>>
  /**
   * Paths (without the language prefix) that exist and are published per language: fixed routes and published
   * documents. The candidate's own documents are added, so a publish may link documents it publishes together.
   */
  paths: Partial<Record<Locale, ReadonlySet<string>>>
  /** Published post slugs per language; without it, links to /blog/<slug> in that language are not checked. */
  postSlugs?: Partial<Record<Locale, ReadonlySet<string>>>
  /** Paths held by documents (current and former slugs, `content_paths`): another document may not take one. */
  claimedPaths?: ReadonlyMap<string, { documentType: DocumentType; key: string }>
  /** Blog posts read by the same rules for links, legal figures and wording. */
  posts?: readonly PostText[]
  /** Schemas by document type, for the document schemas of the seed (src/content/documents/); today's by default. */
  schemas?: Partial<Record<DocumentType, z.ZodType>>
}

// ---------------------------------------------------------------------------------------------------------------
// Naming things in plain words

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
/** "Turkish", "Arabic": the back office is English. */
export const languageName = (locale: Locale): string => languageNames.of(locale) ?? locale

/** Localized paths as a visitor sees them: English at the root, other languages under their prefix. */
const localizedPath = (path: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`

const FIELD_WORDS: Record<string, string> = {
  html: 'text',
  metaTitle: 'short title',
  shortTitle: 'short title',
  lastReviewed: 'review date',
  guidelineName: 'guide name',
  bio: 'biography',
  faqChapter: 'FAQ chapter',
  bestCities: 'best cities',
  founderQuote: 'founder quote',
  servicesCards: 'service cards',
  whatWeOffer: 'what we offer',
  whoWeAre: 'who we are',
  heroTitle: 'hero title',
  heroText: 'hero text',
  rotatingWords: 'rotating words',
  servicesIntro: 'services introduction',
  blogIntro: 'blog introduction',
  linkedin: 'LinkedIn address',
  member: 'team member',
}
const SINGULAR: Record<string, string> = {
  chapters: 'chapter',
  benefits: 'benefit',
  items: 'item',
  bestCities: 'city',
  checklist: 'checklist group',
  sections: 'section',
  paragraphs: 'paragraph',
  steps: 'step',
  values: 'value',
  servicesCards: 'card',
  services: 'service',
  bio: 'biography paragraph',
  points: 'point',
  languages: 'language',
  rotatingWords: 'rotating word',
  text: 'paragraph',
}
const words = (key: string) => FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** What an item of a list is called by its English text: a chapter's title, a question, a section's heading. */
function itemLabel(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined
  const o = item as Record<string, unknown>
  const label = o.title ?? o.question ?? o.heading ?? o.name
  return typeof label === 'string' && label.trim() ? label : undefined
}

/** "text in chapter 3 ("Choosing a property")", "summary", "biography paragraph 2". */
function fieldWords(path: readonly (string | number)[], english: unknown): string {
  const parts: string[] = []
  let node: unknown = english
  let leaf = ''
  path.forEach((segment, i) => {
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[segment] : undefined
    if (typeof segment === 'number') {
      const parent = String(path[i - 1] ?? 'item')
      const label = itemLabel(next)
      const name = `${SINGULAR[parent] ?? `${words(parent)} item`} ${segment + 1}${label ? ` ("${label}")` : ''}`
      if (i === path.length - 1) leaf = name
      else parts.unshift(name)
    } else if (i === path.length - 1) leaf = words(segment)
    else if (typeof path[i + 1] !== 'number') parts.unshift(words(segment))
    node = next
  })
  return [leaf || 'entry', ...parts].join(' in ')
}

const TYPE_WORDS: Record<ProblemSource, string> = {
  firm: 'the firm facts',
  'legal-figures': 'the legal figures',
  'service-group': 'the service group',
  service: 'the service',
  'case-study': 'the case study',
  guide: 'the guide',
  'team-member': 'the team member',
  testimonial: 'the testimonial by',
  faq: 'the FAQ question',
  home: 'the home page',
  about: 'the About page',
  privacy: 'the privacy notice',
  post: 'the blog post',
}

// ---------------------------------------------------------------------------------------------------------------
// The documents of a snapshot

/** A schema for the service catalogue's shape (`ServiceGroup`, src/content/schema.ts), which schema.ts types but does not validate. */
const serviceGroupSchema = z.object({
  id: z.enum(serviceGroupIds),
  title: z.string().trim().min(1),
  shortTitle: z.string().trim().min(1),
  path: z.string().regex(/^\/[a-z0-9-]+$/, 'must be a path such as /all-corporate-services'),
  services: z.array(z.object({ slug: z.string().trim().min(1), title: z.string().trim().min(1) })),
})

interface Collection {
  name: 'services' | 'caseStudies' | 'guides' | 'teamMembers' | 'testimonials' | 'serviceGroups'
  type: DocumentType
  key: (item: Record<string, unknown>, i: number) => string
  title: (item: Record<string, unknown>) => unknown
  path?: (key: string, item: Record<string, unknown>) => string
}
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const COLLECTIONS: readonly Collection[] = [
  { name: 'services', type: 'service', key: (s, i) => str(s.slug) ?? `#${i + 1}`, title: (s) => s.title, path: (k) => `/services/${k}` },
  {
    name: 'caseStudies',
    type: 'case-study',
    key: (c, i) => str(c.slug) ?? `#${i + 1}`,
    title: (c) => c.title,
    path: (k) => `/case-studies/${k}`,
  },
  { name: 'guides', type: 'guide', key: (g, i) => str(g.slug) ?? `#${i + 1}`, title: (g) => g.title, path: (k) => `/guides/${k}` },
  { name: 'teamMembers', type: 'team-member', key: (m, i) => str(m.id) ?? `#${i + 1}`, title: (m) => m.name },
  // Testimonials have no slug today: their order is their key until the seed gives each one (`key`).
  { name: 'testimonials', type: 'testimonial', key: (t, i) => str(t.key) ?? `#${i + 1}`, title: (t) => t.author },
  {
    name: 'serviceGroups',
    type: 'service-group',
    key: (g, i) => str(g.id) ?? `#${i + 1}`,
    title: (g) => g.title,
    path: (_, g) => String(g.path),
  },
]

const DEFAULT_SCHEMAS: Partial<Record<DocumentType, z.ZodType>> = {
  service: serviceSchema,
  'case-study': caseStudySchema,
  guide: guideSchema,
  // A merged team member names its portrait by URL; the snapshot makes it the card's { src, alt, position }.
  'team-member': teamSchema.omit({ portrait: true }),
  testimonial: testimonialSchema,
  'service-group': serviceGroupSchema,
}

/** One document (or one FAQ item, or the FAQ page's date) in one language, with what names it. */
interface Unit {
  type: DocumentType
  key: string
  locale: Locale
  data: unknown
  /** Prefix of its fields inside the document (`items.3` for an FAQ item). */
  prefix: (string | number)[]
  schema?: z.ZodType
  ownPath?: string
  /** A stable identity across languages: type, key and prefix. */
  id: string
}

function unitsOf(locale: Locale, content: LocaleContent, schemas: Partial<Record<DocumentType, z.ZodType>>): Unit[] {
  const units: Unit[] = []
  const add = (u: Omit<Unit, 'id' | 'locale'>) => units.push({ ...u, locale, id: `${u.type}:${u.key}:${u.prefix.join('.')}` })
  for (const c of COLLECTIONS)
    (content[c.name] ?? []).forEach((item, i) => {
      const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
      const key = c.key(record, i)
      add({ type: c.type, key, data: item, prefix: [], schema: schemas[c.type], ownPath: c.path?.(key, record) })
    })
  ;(content.faqItems ?? []).forEach((item, i) =>
    add({ type: 'faq', key: 'faq', data: item, prefix: ['items', i], schema: schemas.faq ?? faqSchema }),
  )
  if (content.faqPage !== undefined) add({ type: 'faq', key: 'faq', data: content.faqPage, prefix: [], schema: faqPageSchema })
  for (const type of ['home', 'about', 'privacy'] as const)
    if (content[type] !== undefined) add({ type, key: type, data: content[type], prefix: [], schema: schemas[type] })
  return units
}

// ---------------------------------------------------------------------------------------------------------------
// Rules over one string

/** Internal links of a piece of copy: `href="/..."` in HTML and `](/...)` in Markdown (not `![image](…)`), without query or fragment. */
export function internalLinks(text: string): string[] {
  return [...text.replace(/!\[[^\]]*\]\([^)]*\)/g, '').matchAll(/href="(\/[^"]*)"|\]\((\/[^)\s]*)\)/g)].map(
    (m) => (m[1] ?? m[2]).split(/[?#]/)[0],
  )
}

/** Every link target, internal or not, in order: what a translation must keep from its English original. */
const linkTargets = (text: string) => [...text.matchAll(/href="([^"]*)"|\]\(([^)\s]*)\)/g)].map((m) => m[1] ?? m[2])

const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z][a-z0-9]*)\b/gi)].map((m) => m[0].toLowerCase()).filter((t) => !/^<\/?bdi$/.test(t))

const TOKEN = /\{\{\s*([\w.]*)\s*\}\}/g

/** A `{{firm.path}}` token's value, when it names a fact (a text, a number). */
function firmFact(firm: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), firm)
}

/** Problems with `{{…}}` tokens: one that names no legal figure or firm fact, or a `{{` left unclosed. */
export function tokenProblems(text: string, figures: Readonly<Record<string, Figure>>, firm: unknown): string[] {
  const problems: string[] = []
  for (const [, name] of text.matchAll(TOKEN)) {
    if (name.startsWith('firm.')) {
      const value = firmFact(firm, name.slice(5))
      if (typeof value !== 'string' && typeof value !== 'number')
        problems.push(`uses {{${name}}}, which names no firm fact (such as {{firm.name}} or {{firm.founded}})`)
    } else if (!Object.hasOwn(figures, name)) problems.push(`uses {{${name}}}, which names no legal figure`)
  }
  if (text.replace(TOKEN, '').includes('{{')) problems.push('has a "{{" that does not make a token such as {{deportationAppealDays}}')
  return problems
}

const plainText = (text: string) => text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

/** A number as written in any of the site's languages (400,000 · 400.000 · ٤٠٠٬٠٠٠ with Latin digits): its value. */
const amount = (written: string) => Number(written.replace(/[.,\s\u066c\u202f]/g, ''))

/**
 * Figures that current law has replaced and must not come back, in every language. The appeal period against a
 * deportation decision is 7 days from notification (Law No. 6458 art. 53(3) as amended by Law No. 7196, 2019);
 * older texts say 15 days. A "15 days" within a couple of sentences of a deportation/removal word is taken as that
 * old figure.
 */
const OUTDATED_PERIODS = [
  { figure: 'deportationAppealDays', old: /\b(?:15|fifteen)(?:[\s-]+|\s*-\s*)(?:days?|day)\b/gi, topic: /deport|removal/i },
  { figure: 'deportationAppealDays', old: /\b(?:15|on beş)\s+gün/giu, topic: /sınır ?dışı/iu },
  { figure: 'deportationAppealDays', old: /(?:15|خمسة عشر)\s+يوم/gu, topic: /ترحيل/u },
] as const

/** Each old period found in a text: the words as written. */
export function outdatedPeriods(text: string): { found: string; figure: string }[] {
  // Most texts name no deportation: a markup tag never splits the topic's word, so the raw text says.
  if (!OUTDATED_PERIODS.some((rule) => rule.topic.test(text))) return []
  const plain = plainText(text)
  const found: { found: string; figure: string }[] = []
  for (const rule of OUTDATED_PERIODS)
    for (const match of plain.matchAll(rule.old)) {
      const around = plain.slice(Math.max(0, match.index - 250), match.index + match[0].length + 250)
      if (rule.topic.test(around)) found.push({ found: match[0], figure: rule.figure })
    }
  return found
}

/**
 * Sentences about a subject whose amounts are legal figures: an amount in the figure's currency in such a sentence
 * must be one of those figures (USD 250,000 for Turkish citizenship is the threshold before 2022).
 */
const FIGURE_TOPICS = [
  {
    subject: 'Turkish citizenship',
    topic: /Turkish citizenship|Türk vatandaşlığ|الجنسية التركية/iu,
    currency: 'usd',
    amounts: /(?:USD|US\$|\$)\s?(\d(?:[\d.,\u066c]*\d)?)|(\d(?:[\d.,\u066c]*\d)?)\s?(?:USD|ABD doları|dolar|دولار)/giu,
  },
  {
    subject: 'company capital',
    topic: /limited company|joint[- ]stock|limited şirket|anonim şirket|ذات مسؤولية محدودة|شركة مساهمة/iu,
    currency: 'try',
    amounts: /(?:TRY|TL|₺)\s?(\d(?:[\d.,\u066c]*\d)?)|(\d(?:[\d.,\u066c]*\d)?)\s?(?:TRY|TL|Türk lirası|ليرة)/giu,
  },
] as const

/** Amounts written literally that contradict the legal figures, with the figures they should be. */
export function contradictedFigures(
  text: string,
  figures: Readonly<Record<string, Figure>>,
): { found: string; subject: string; figures: string[] }[] {
  const found: { found: string; subject: string; figures: string[] }[] = []
  if (!FIGURE_TOPICS.some((rule) => rule.topic.test(text))) return found
  const sentences = plainText(text).split(/(?<=[.!?؟])\s+|\n+/)
  for (const rule of FIGURE_TOPICS) {
    const names = Object.keys(figures).filter((n) => figures[n][rule.currency] !== undefined)
    const allowed = new Set(names.map((n) => figures[n][rule.currency]))
    for (const sentence of sentences) {
      if (!rule.topic.test(sentence)) continue
      for (const m of sentence.matchAll(rule.amounts)) {
        const value = amount(m[1] ?? m[2])
        if (Number.isFinite(value) && !allowed.has(value)) found.push({ found: m[0].trim(), subject: rule.subject, figures: names })
      }
    }
  }
  return found
}

/** Images in a body without a text alternative: `![](…)` in Markdown, `<img>` without a non-empty alt in HTML. */
function imagesWithoutAlt(text: string): string[] {
  const markdown = [...text.matchAll(/!\[\s*\]\(([^)\s]*)/g)].map((m) => m[1])
  const html = [...text.matchAll(/<img\b[^>]*>/gi)]
    .filter((m) => !/\balt="[^"]*\S[^"]*"/i.test(m[0]))
    .map((m) => /\bsrc="([^"]*)"/i.exec(m[0])?.[1] ?? 'an image')
  return [...markdown, ...html]
}

// Wording (issue 33, docs/languages.md "Wording"): claims a law firm must not make, and the register of each language.

/** Claims and placeholders no language may publish: superlatives, guarantees of outcome, unfinished copy. */
const CLAIMS: readonly [RegExp, string][] = [
  [/lorem ipsum|coming soon|\[insert/i, 'placeholder text'],
  [/\bTODO\b/, 'a "TODO" note'],
  [/\b(best|leading|world-class|unrivalled|premier)\b/i, 'a superlative'],
  [/\bguarantee(d|s)?\b(?! of outcome)/i, 'a guarantee of outcome'],
  // The same claims in Turkish and Arabic ("من الأفضل", "it is better to", is advice, not a claim).
  [/\ben iyi (hukuk|avukat|büro)|\blider\b|\bbir numaralı|garanti ediyoruz|sonuç garantisi/i, 'a superlative or a guarantee'],
  [/أفضل (مكتب|محام|شركة)|الرائد|الأول في|نضمن (لكم )?النتيجة/, 'a superlative or a guarantee'],
]

/**
 * Arabic words that end in ك as part of the word, not as the singular "you" (ـك). A word ending in ك must be one of
 * these, alone or with و/ف, ب/ل/ك and the article written onto it; a new word of this kind is added here, a singular
 * "you" is rewritten in the plural (ـكم).
 */
export const WORDS_ENDING_IN_KAF = new Set(
  (
    'ذلك تلك هناك بنك بنوك مالك ملاك أتراك شريك مشارك شارك تشارك تُشارَك نشارك يشارك اشتراك مشترك تملك تملّك يملك ' +
    'تتملك يمتلك امتلاك جمارك مستهلك استهلاك نيويورك سلوك مسك يمسك سيمسك تحرك يحرّك نتحرك ترك يترك تترك بلوك ' +
    'سالونيك يوشك'
  ).split(' '),
)

/** The word, then the word without the conjunction, preposition and article written onto it, one by one. */
export function stems(word: string): string[] {
  const out = [word]
  for (const prefix of [/^[وف]/, /^(لل|[بلك])/, /^ال/]) {
    const last = out[out.length - 1]
    if (prefix.test(last) && last.replace(prefix, '').length > 1) out.push(last.replace(prefix, ''))
  }
  return out
}

/**
 * Singular imperatives and second-person phrases the pages once used beside the plural (راسلونا، اقرؤوا). Phrases,
 * not single words: unvocalised, many of these verbs are also past or third-person forms ("تحدث" happens,
 * "راجع" he reviewed), which the copy uses correctly.
 */
export const SINGULAR_PHRASES = [
  'احجز ',
  'تحدث مباشرة',
  'تحدّث مباشرة',
  'راجع {link}',
  'اترك هذا',
  'اعرف المزيد',
  'تعرّف إلى',
  'تعرف إلى',
  'اقرأ ',
  'اطلب ',
  'اطبع ',
  'ضع علامة',
  'اختر ',
  'تصفح ',
  'ابحث ',
  'اعرض ',
  'افتح ',
  'أغلق القائمة',
  'أخفِ ',
  'انتقل إلى',
  'حاول مرة',
  'راسلنا',
  'راسل مكتبنا',
  'اتصل بنا',
  'احصل ',
  'املأ ',
  'أخبرنا ',
  'كتبته ',
  'الذي أدخلته',
  'التي طلبتها غير',
  'تبحث عنها',
  'أين تشتري',
  'ما ستتعلمه',
  'التي ترسلها',
  'عندما تطلبها',
]

/** A phrase at the start of a word (not inside a longer one: "احجزوا" is plural, "فاحجز" would be singular). */
const phrasePatterns = new Map<string, RegExp>()
export function phraseAt(text: string, phrase: string): boolean {
  let pattern = phrasePatterns.get(phrase)
  if (!pattern) {
    pattern = new RegExp(`(^|[^\\u0621-\\u064a])[وف]?${phrase.replace(/[{}]/g, '\\$&')}`)
    phrasePatterns.set(phrase, pattern)
  }
  return pattern.test(text)
}

const ANY_SINGULAR_PHRASE = new RegExp(
  `(^|[^\\u0621-\\u064a])[وف]?(?:${SINGULAR_PHRASES.map((p) => p.replace(/[{}]/g, '\\$&')).join('|')})`,
)

/** Arabic spellings of the firm's name that the copy does not use: the name is written in Latin letters. */
const ARABIC_BRAND_SPELLINGS = ['أطلس']

/** The spellings of the firm's city a copy may write after its short name instead of the one in its name. */
const CITY_SPELLINGS = /(İstanbul|ISTANBUL|İSTANBUL|Istambul|Istanbul|إسطنبول|اسطنبول)/u

/** "Atlas Law İstanbul" when the firm is "Atlas Law Istanbul": the short name followed by the city spelled otherwise. */
const brandPatterns = new Map<string, RegExp | undefined>()
function otherBrand(firm: Pick<SiteConfig, 'name' | 'shortName'>): RegExp | undefined {
  const id = `${firm.shortName}\n${firm.name}`
  if (!brandPatterns.has(id)) brandPatterns.set(id, brandPattern(firm))
  return brandPatterns.get(id)
}
function brandPattern(firm: Pick<SiteConfig, 'name' | 'shortName'>): RegExp | undefined {
  if (!firm.name.startsWith(`${firm.shortName} `)) return undefined
  const tail = firm.name.slice(firm.shortName.length + 1)
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`${escape(firm.shortName)}\\s+(?!${escape(tail)}(?![\\p{L}]))${CITY_SPELLINGS.source}`, 'u')
}

/** Turkish terms as Turkish readers and authorities write them: [wrong, right]. */
const TURKISH_TERMS: readonly [RegExp, string][] = [
  [/Golden Visa/, 'Altın Vize'],
  [/Göç idaresi/, 'Göç İdaresi'],
  [/KVKK Kurumu/, 'KVK Kurumu (the authority; KVKK is the law)'],
  [/Stajyer Avukat/i, 'Hukuk Stajyeri (a law student is not a registered trainee lawyer)'],
]

/** The wording rules a text in a language breaks, each as the end of a sentence ("uses a superlative: "best""). */
export function wordingProblems(text: string, locale: Locale, firm: Pick<SiteConfig, 'name' | 'shortName'>): string[] {
  const problems: string[] = []
  for (const [pattern, what] of CLAIMS) {
    const m = pattern.exec(text)
    if (m) problems.push(`has ${what}: "${m[0]}"`)
  }
  const brand = otherBrand(firm)
  const wrongBrand = brand?.exec(text)
  if (wrongBrand) problems.push(`spells the firm's name "${wrongBrand[0]}": write "${firm.name}"`)
  if (locale === 'ar') {
    const singular = [...text.matchAll(/[\p{Script=Arabic}\p{M}]+/gu)]
      .map((m) => m[0])
      .filter((w) => w.endsWith('ك') && !stems(w).some((s) => WORDS_ENDING_IN_KAF.has(s)))
    for (const w of new Set(singular)) problems.push(`addresses the reader in the singular ("${w}"): use the plural (ـكم)`)
    // One pass for all the phrases; the ones found are then named one by one.
    const phrases = ANY_SINGULAR_PHRASE.test(text) ? SINGULAR_PHRASES.filter((p) => phraseAt(text, p)) : []
    for (const phrase of phrases) problems.push(`uses a singular imperative or second person ("${phrase.trim()}"): use the plural`)
    for (const m of text.matchAll(/[\u0600-\u06ff][)»\]]?\s*,\s*[«(]?[\u0600-\u06ff]/g))
      problems.push(`has a Latin comma between Arabic words ("${m[0]}"): write the Arabic comma ،`)
    if (/(^|[^\p{L}])Av\./u.test(text)) problems.push('has the Turkish title "Av.", which Arabic does not use')
    for (const spelling of ARABIC_BRAND_SPELLINGS)
      if (text.includes(spelling)) problems.push(`writes the firm's name in Arabic letters ("${spelling}"): write "${firm.name}"`)
  }
  if (locale === 'tr') {
    for (const [pattern, right] of TURKISH_TERMS) {
      const m = pattern.exec(text)
      if (m) problems.push(`writes "${m[0]}": Turkish readers and authorities write ${right}`)
    }
    const curly = /\p{L}’\p{L}/u.test(text) ? /[^\s’]*\p{L}’\p{L}\S*/u.exec(text) : null
    if (curly) problems.push(`writes a suffix apostrophe as ’ ("${curly[0]}"): write the straight ' (İstanbul'da)`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// zod issues in plain words

/** A zod issue as the end of a sentence: "is empty", "needs at least 400 words", "is too long: at most 60 characters". */
export function plainIssue(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? 'is empty'
        : `should be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`
    case 'too_small':
      if (typeof value === 'string' && !value.trim()) return 'is empty'
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is empty' : `is too short: write at least ${issue.minimum} characters`
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'is empty' : `needs at least ${issue.minimum} entries`
      return `is below ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string')
        return `is too long: at most ${issue.maximum} characters (it has ${typeof value === 'string' ? value.length : '?'})`
      return `has too many entries: at most ${issue.maximum}`
    case 'invalid_value':
      return `is "${String(value)}", which is not one of: ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      if (issue.format === 'url') return 'is not a web address'
      return /^Invalid/.test(issue.message) ? 'is not written in the expected form' : issue.message
    case 'unrecognized_keys':
      return `has fields the page does not show: ${issue.keys.join(', ')}`
    default:
      return issue.message
  }
}

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[k] : undefined), data)

// ---------------------------------------------------------------------------------------------------------------
// The whole check

/** Fields whose value is the same in every language (identifiers, dates, switches, addresses): neutral in ADR 36. */
export const NEUTRAL_KEYS: ReadonlySet<string> = new Set([
  'slug',
  'id',
  'group',
  'lastReviewed',
  'sample',
  'path',
  'href',
  'link',
  'image',
  'icon',
  'bookingLink',
  'updated',
  'email',
  'photo',
  'video',
  'guideName',
  'guidelineName',
  'pdf',
  'member',
  'controller',
  'role',
  'gender',
  'linkedin',
  'portrait',
])

/** What each guide's page layout shows besides its chapters (src/features/guides/guide-page.tsx). */
const GUIDE_LAYOUT: Record<string, readonly { field: string; what: string; present: (g: Record<string, unknown>) => boolean }[]> = {
  'real-estate-guide': [
    { field: 'bestCities', what: 'its best cities', present: (g) => Array.isArray(g.bestCities) && g.bestCities.length > 0 },
    { field: 'testimonial', what: 'a testimonial', present: (g) => Boolean(g.testimonial) },
  ],
  'business-in-turkey': [
    {
      field: 'faqChapter.items',
      what: 'its FAQ chapter of things to know',
      present: (g) =>
        Array.isArray((g.faqChapter as { items?: unknown[] } | undefined)?.items) &&
        (g.faqChapter as { items: unknown[] }).items.length > 0,
    },
  ],
  'turkish-residence-permit-checklist': [
    { field: 'checklist', what: 'its checklist', present: (g) => Array.isArray(g.checklist) && g.checklist.length > 0 },
  ],
}

/** Every string leaf of a value with its path. */
function leaves(value: unknown, path: (string | number)[] = [], out: { path: (string | number)[]; text: string }[] = []) {
  if (typeof value === 'string') out.push({ path, text: value })
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out)
  return out
}

/** Every problem of a candidate snapshot; empty when it may be published. */
export function validateContent(input: ValidationInput): Problem[] {
  const schemas = { ...DEFAULT_SCHEMAS, ...input.schemas }
  const locales = (Object.keys(input.content) as Locale[]).filter((l) => input.content[l])
  const units = locales.flatMap((l) => unitsOf(l, input.content[l]!, schemas))
  const english = new Map(units.filter((u) => u.locale === DEFAULT_LOCALE).map((u) => [u.id, u]))
  const problems: Problem[] = []

  /** How a unit is named: by its English title ("the service "Deportation""), falling back to its own or its key. */
  const nameOf = (u: Pick<Unit, 'type' | 'key' | 'prefix' | 'data' | 'id'>): string => {
    const source = english.get(u.id)?.data ?? u.data
    if (u.type === 'faq' && u.prefix.length) return `${TYPE_WORDS.faq} "${itemLabel(source) ?? `#${Number(u.prefix[1]) + 1}`}"`
    if (u.type === 'faq') return 'the FAQ page'
    if (['home', 'about', 'privacy'].includes(u.type)) return TYPE_WORDS[u.type]
    const c = COLLECTIONS.find((c) => c.type === u.type)
    const title = c && source && typeof source === 'object' ? c.title(source as Record<string, unknown>) : undefined
    return `${TYPE_WORDS[u.type]} "${typeof title === 'string' && title.trim() ? title : u.key}"`
  }
  const report = (u: Unit, path: readonly (string | number)[], sentence: string, neutral = false) => {
    const ref = english.get(u.id)?.data ?? u.data
    const field = fieldWords(path, ref)
    const language = neutral ? '' : `${languageName(u.locale)} `
    problems.push({
      documentType: u.type,
      key: u.key,
      ...(neutral ? {} : { locale: u.locale }),
      field: [...u.prefix, ...path].join('.'),
      message: `The ${language}${field} of ${nameOf(u)} ${sentence}.`,
    })
  }
  const documentProblem = (u: Pick<Unit, 'type' | 'key'>, field: string, message: string, locale?: Locale) =>
    problems.push({ documentType: u.type, key: u.key, ...(locale ? { locale } : {}), field, message })

  // The paths each language publishes: the given ones and the candidate's own documents.
  const paths = new Map<Locale, Set<string>>(locales.map((l) => [l, new Set(input.paths[l] ?? [])]))
  for (const u of units) if (u.ownPath) paths.get(u.locale)!.add(u.ownPath)
  const existsSomewhere = (path: string) =>
    [...paths.values()].some((p) => p.has(path)) || Object.values(input.paths).some((p) => p?.has(path))

  /** Why a link of a text in `locale` leads nowhere, or undefined when it reaches a page. */
  const brokenLink = (href: string, locale: Locale): string | undefined => {
    const path = href.length > 1 ? href.replace(/\/+$/, '') : href
    const shown = localizedPath(path, locale)
    const post = /^\/blog\/([^/]+)$/.exec(path)
    if (post) {
      const slugs = input.postSlugs?.[locale]
      if (!slugs || slugs.has(decodeURIComponent(post[1]))) return undefined
      return `links to ${shown}, which is not a published post in ${languageName(locale)}`
    }
    if (path === '/blog' && !input.paths[locale]) return undefined
    const published = paths.get(locale) ?? new Set(input.paths[locale] ?? [])
    if (published.has(path)) return undefined
    return existsSomewhere(path)
      ? `links to ${shown}, which is not published in ${languageName(locale)}`
      : `links to ${shown}, which does not exist`
  }

  const textRules = (locale: Locale, text: string, tokens: boolean): string[] => [
    ...(tokens ? tokenProblems(text, input.figures, input.firm) : []),
    ...internalLinks(text).flatMap((href) => brokenLink(href, locale) ?? []),
    ...outdatedPeriods(text).map(({ found, figure }) => {
      const days = input.figures[figure]?.days
      return `says "${found}" next to deportation, an old figure: the appeal period is ${days ?? 7} days from notification (Law No. 6458 art. 53(3), as amended by Law No. 7196); write {{${figure}}}`
    }),
    ...contradictedFigures(text, input.figures).map(
      (c) =>
        `says "${c.found}" about ${c.subject}, which is none of the legal figures (${c.figures
          .map((n) => `{{${n}}}`)
          .join(', ')}): write the figure as its token`,
    ),
    ...imagesWithoutAlt(text).map((src) => `shows the image ${src} without alt text`),
    ...wordingProblems(text, locale, input.firm),
  ]

  for (const u of units) {
    const isEnglish = u.locale === DEFAULT_LOCALE
    // The schema: what the page needs. A translation is as long as its language makes it: no minimum word count.
    if (u.schema) {
      const result = u.schema.safeParse(u.data)
      for (const issue of result.success ? [] : result.error.issues) {
        if (!isEnglish && /at least \d+ words/.test(issue.message)) continue
        const last = [...issue.path].reverse().find((k) => typeof k === 'string')
        const neutral = typeof last === 'string' && NEUTRAL_KEYS.has(last)
        if (neutral && !isEnglish && english.has(u.id)) continue
        report(u, issue.path as (string | number)[], plainIssue(issue, valueAt(u.data, issue.path)), neutral)
      }
    }
    // Every text: tokens, links, legal figures, images, wording.
    for (const { path, text } of leaves(u.data)) {
      const key = path[path.length - 1]
      // Without a schema (the home, About and privacy pages until the seed's document schemas), every text is required.
      if (!u.schema && !text.trim()) report(u, path, 'is empty')
      const isLinkField = (key === 'link' || key === 'href') && text.startsWith('/')
      if (isLinkField) {
        const broken = brokenLink(text.split(/[?#]/)[0], u.locale)
        if (broken) report(u, path, broken)
      }
      for (const sentence of textRules(u.locale, text, true)) report(u, path, sentence)
    }
    // A translation against its English original: the same lists, the same neutral values, the same structure.
    const source = english.get(u.id)
    if (!isEnglish && source) parity(source.data, u.data, [], (path, sentence, neutral) => report(u, path, sentence, neutral))
  }

  // The FAQ is one document: a translation has the English questions, no more and no fewer.
  const faqCount = (l: Locale) => input.content[l]?.faqItems?.length
  for (const locale of locales)
    if (
      locale !== DEFAULT_LOCALE &&
      faqCount(locale) !== undefined &&
      faqCount(DEFAULT_LOCALE) !== undefined &&
      faqCount(locale) !== faqCount(DEFAULT_LOCALE)
    )
      documentProblem(
        { type: 'faq', key: 'faq' },
        'items',
        `The ${languageName(locale)} FAQ has ${faqCount(locale)} questions where English has ${faqCount(DEFAULT_LOCALE)}: translate the same questions.`,
        locale,
      )

  // Documents that name others: a guide's author and the home page's quote are team members in the same language.
  for (const locale of locales) {
    const team = new Set(units.filter((u) => u.type === 'team-member' && u.locale === locale).map((u) => u.key))
    const everywhere = new Set(units.filter((u) => u.type === 'team-member').map((u) => u.key))
    const member = (u: Unit, path: (string | number)[], id: unknown) => {
      if (typeof id !== 'string' || team.has(id)) return
      report(
        u,
        path,
        everywhere.has(id) ? `names "${id}", who is not published in ${languageName(locale)}` : `names "${id}", who is not a team member`,
      )
    }
    for (const u of units.filter((u) => u.locale === locale)) {
      const data = (u.data ?? {}) as Record<string, unknown>
      if (u.type === 'guide') member(u, ['author', 'member'], (data.author as { member?: unknown } | undefined)?.member)
      if (u.type === 'home') member(u, ['founderQuote', 'member'], (data.founderQuote as { member?: unknown } | undefined)?.member)
      if (u.type === 'guide')
        for (const need of GUIDE_LAYOUT[u.key] ?? [])
          if (!need.present(data))
            documentProblem(
              u,
              need.field,
              `The ${languageName(locale)} ${nameOf(u).replace(/^the /, '')} needs ${need.what}: its page shows them.`,
              locale,
            )
    }

    // The service catalogue (menus, footer, group pages) and the services: the same slugs, groups and titles.
    const services = units.filter((u) => u.type === 'service' && u.locale === locale)
    const groups = units.filter((u) => u.type === 'service-group' && u.locale === locale)
    const listed = new Map<string, { group: Unit; title: unknown; index: number }>()
    for (const g of groups)
      ((g.data as { services?: { slug?: unknown; title?: unknown }[] }).services ?? []).forEach((entry, index) => {
        if (typeof entry?.slug === 'string') listed.set(entry.slug, { group: g, title: entry.title, index })
      })
    if (groups.length > 0) {
      for (const [slug, { group, title, index }] of listed) {
        const service = services.find((s) => s.key === slug)
        const data = (service?.data ?? {}) as { group?: unknown; title?: unknown }
        if (!service) report(group, ['services', index], `lists the service "${slug}", which is not published in ${languageName(locale)}`)
        else if (data.group !== group.key) report(service, ['group'], `is "${String(data.group)}", but ${nameOf(group)} lists it`, true)
        // A title that is missing is the schema's problem, reported above.
        else if (typeof data.title === 'string' && typeof title === 'string' && !sameWords(data.title, title, locale))
          report(group, ['services', index, 'title'], `is "${String(title)}", but the service is titled "${String(data.title)}"`)
      }
      for (const s of services)
        if (!listed.has(s.key))
          report(s, ['group'], `is "${String((s.data as { group?: unknown }).group)}", but no service group lists it`, true)
    }
  }

  // Slugs and paths: one document each, and none taken by another document (a former slug stays a redirect).
  const owners = new Map<string, Unit>()
  for (const u of units) {
    if (!u.ownPath) continue
    const other = owners.get(u.ownPath)
    if (other && other !== u && other.locale === u.locale)
      documentProblem(
        u,
        u.type === 'service-group' ? 'path' : 'slug',
        `${capital(nameOf(u))} and ${nameOf(other)} both use the address ${u.ownPath}.`,
      )
    else if (!other) owners.set(u.ownPath, u)
    const claimed = input.claimedPaths?.get(u.ownPath)
    if (claimed && (claimed.documentType !== u.type || claimed.key !== u.key))
      documentProblem(
        u,
        u.type === 'service-group' ? 'path' : 'slug',
        `The address ${u.ownPath} of ${nameOf(u)} is already taken by ${TYPE_WORDS[claimed.documentType]} "${claimed.key}" (a document keeps its former addresses as redirects).`,
      )
  }
  const ids = new Map<string, Unit>()
  for (const u of units.filter((u) => u.type === 'team-member')) {
    const seen = ids.get(`${u.locale}:${u.key}`)
    if (seen && seen !== u) documentProblem(u, 'id', `Two team members have the id "${u.key}".`)
    ids.set(`${u.locale}:${u.key}`, u)
  }

  // Posts: the rules that read text.
  for (const post of input.posts ?? [])
    for (const sentence of textRules(post.locale, post.text, false))
      problems.push({
        documentType: 'post',
        key: post.key,
        locale: post.locale,
        field: 'body',
        message: `The ${languageName(post.locale)} text of ${TYPE_WORDS.post} "${post.key}" ${sentence}.`,
      })

  // A problem in a language-neutral field is the same in every language: once is enough.
  const seen = new Set<string>()
  return problems.filter((p) => {
    const id = JSON.stringify([p.documentType, p.key, p.locale, p.field, p.message])
    return seen.has(id) ? false : (seen.add(id), true)
  })
}

/** Titles as a menu may write them: capitals are a menu's choice ("İçin" beside "için"), words are not. */
const sameWords = (a: string, b: string, locale: Locale) => a.toLocaleLowerCase(locale) === b.toLocaleLowerCase(locale)

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * A translation against its English original (what locale-parity.test.ts checked of the modules): lists as long, the same keys, the same
 * value for every language-neutral field, text where English has text, HTML with the same tags and link targets.
 */
function parity(
  english: unknown,
  translated: unknown,
  path: (string | number)[],
  report: (path: (string | number)[], sentence: string, neutral?: boolean) => void,
): void {
  if (typeof english === 'function') return
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return report(path, `are missing: English has ${english.length}`)
    if (translated.length !== english.length)
      return report(path, `are ${translated.length} where English has ${english.length}: translate the same entries`)
    english.forEach((e, i) => parity(e, translated[i], [...path, i], report))
    return
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return report(path, 'is missing')
    const keys = new Set([...Object.keys(english), ...Object.keys(translated)])
    for (const key of keys) {
      const e = (english as Record<string, unknown>)[key]
      const t = (translated as Record<string, unknown>)[key]
      if (NEUTRAL_KEYS.has(key)) {
        if (JSON.stringify(e) !== JSON.stringify(t))
          report([...path, key], `is "${String(t)}" in this language but "${String(e)}" in English: it must be the same in every language`)
      } else parity(e, t, [...path, key], report)
    }
    return
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) {
      if (english.trim()) report(path, 'is empty')
      return
    }
    if (/<[a-z]/i.test(english) && tagsOf(english).join('') !== tagsOf(translated).join(''))
      report(path, `has other HTML than English (${tagsOf(translated).length} tags here, ${tagsOf(english).length} in English)`)
    if (linkTargets(english).join(' ') !== linkTargets(translated).join(' '))
      report(
        path,
        `links to other pages than English (${linkTargets(translated).join(', ') || 'none'} here, ${linkTargets(english).join(', ')} in English)`,
      )
    return
  }
  if (english !== translated) report(path, `is ${String(translated)} here but ${String(english)} in English`)
}

/** How old a review date may be before the page should be checked against current law again. */
export const REVIEW_MAX_AGE_MONTHS = 12

/** Warnings, not problems: English pages whose "Last reviewed" date is over 12 months old. */
export function reviewWarnings(content: LocaleContent, now = new Date()): Problem[] {
  const limit = new Date(now)
  limit.setUTCMonth(limit.getUTCMonth() - REVIEW_MAX_AGE_MONTHS)
  const cutoff = limit.toISOString().slice(0, 10)
  const dated = [
    ...(content.services ?? []).map((s) => ({
      type: 'service' as const,
      item: s as { slug?: string; title?: string; lastReviewed?: string },
    })),
    ...(content.guides ?? []).map((g) => ({ type: 'guide' as const, item: g as { slug?: string; title?: string; lastReviewed?: string } })),
    ...(content.faqPage
      ? [{ type: 'faq' as const, item: { slug: 'faq', title: 'FAQ', ...(content.faqPage as { lastReviewed?: string }) } }]
      : []),
  ]
  return dated
    .filter(({ item }) => typeof item.lastReviewed === 'string' && item.lastReviewed < cutoff)
    .map(({ type, item }) => ({
      documentType: type,
      key: item.slug ?? '',
      field: 'lastReviewed',
      message: `${type === 'faq' ? 'The FAQ page' : capital(`${TYPE_WORDS[type]} "${item.title ?? item.slug}"`)} was last reviewed on ${item.lastReviewed}, more than ${REVIEW_MAX_AGE_MONTHS} months ago: check its legal figures and update the review date.`,
    }))
}

// ---------------------------------------------------------------------------------------------------------------
// Firm facts

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const E164 = /^\+[1-9]\d{1,14}$/
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

function webAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** The firm facts as the back office's firm screen saves them: each problem names the field in plain words. */
export function validateFirm(firm: SiteConfig): Problem[] {
  const problems: Problem[] = []
  const add = (field: string, message: string) => problems.push({ documentType: 'firm', key: 'firm', field, message })

  for (const [field, label] of [
    ['name', "The firm's name"],
    ['shortName', "The firm's short name"],
  ] as const)
    if (!firm[field]?.trim()) add(field, `${label} is empty.`)

  const number = firm.phone?.href?.replace(/^tel:/, '') ?? ''
  if (!E164.test(number))
    add(
      'phone',
      `The phone number "${number}" is not a full international number: write + then the country code and the number, digits only (+902125550123).`,
    )
  else if (firm.phone.display.replace(/[^\d+]/g, '') !== number)
    add('phone', `The phone number shown (${firm.phone.display}) is not the number dialled (${number}).`)

  if (!z.email().safeParse(firm.email).success) add('email', `The e-mail address "${firm.email}" is not a working address (name@domain).`)

  firm.social.forEach((link, i) => {
    if (!link.label?.trim()) add(`social.${i}.label`, `Social link ${i + 1} has no name.`)
    if (!webAddress(link.href))
      add(`social.${i}.href`, `The ${link.label || `social link ${i + 1}`} address "${link.href}" is not a web address (https://…).`)
  })
  for (const [key, label] of [
    ['whatsapp', 'WhatsApp'],
    ['telegram', 'Telegram'],
    ['wechat', 'WeChat'],
  ] as const)
    if (!webAddress(firm.chat[key])) add(`chat.${key}`, `The ${label} address "${firm.chat[key]}" is not a web address (https://…).`)
  if (firm.externalBookingUrl !== undefined && !webAddress(firm.externalBookingUrl))
    add('externalBookingUrl', `The booking page "${firm.externalBookingUrl}" is not a web address (https://…).`)
  if (!webAddress(firm.map.embedUrl))
    add('map.embedUrl', `The map shown on the contact page "${firm.map.embedUrl}" is not a web address (https://…).`)
  if (!webAddress(firm.map.linkUrl)) add('map.linkUrl', `The map link "${firm.map.linkUrl}" is not a web address (https://…).`)

  const { openingDays, opens, closes, utcOffset } = firm.structured
  if (openingDays.length === 0) add('structured.openingDays', 'The office hours name no day.')
  for (const day of openingDays)
    if (!DAYS.includes(day)) add('structured.openingDays', `"${day}" is not a day of the week (Monday … Sunday).`)
  if (new Set(openingDays).size !== openingDays.length) add('structured.openingDays', 'The office hours name a day twice.')
  if (!HHMM.test(opens)) add('structured.opens', `The opening time "${opens}" is not a time written HH:MM (09:00).`)
  if (!HHMM.test(closes)) add('structured.closes', `The closing time "${closes}" is not a time written HH:MM (20:00).`)
  if (HHMM.test(opens) && HHMM.test(closes) && opens >= closes)
    add('structured.closes', `The office closes (${closes}) before it opens (${opens}).`)
  else if (HHMM.test(opens) && HHMM.test(closes) && firm.hours.time.replace(/\s/g, '') !== `${opens}–${closes}`)
    add('hours.time', `The office hours shown (${firm.hours.time}) are not the opening and closing times (${opens}–${closes}).`)
  if (!/^[+-]([01]\d|2[0-3]):[0-5]\d$/.test(utcOffset))
    add('structured.utcOffset', `The time zone offset "${utcOffset}" is not written +HH:MM (+03:00).`)
  if (!Number.isInteger(firm.founded) || firm.founded < 1800 || firm.founded > new Date().getUTCFullYear())
    add('founded', `The year the firm was founded (${firm.founded}) is not a year up to this one.`)
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// Legal figures and what a publish changes

const FIGURE_UNITS = ['usd', 'try', 'percent', 'days', 'workingDays', 'years'] as const

/** The legal figures as the back office saves them: each one a unit and a positive number (whole for days and years). */
export function validateFigures(figures: Readonly<Record<string, Figure>>): Problem[] {
  const problems: Problem[] = []
  for (const [name, figure] of Object.entries(figures)) {
    const add = (message: string) => problems.push({ documentType: 'legal-figures', key: 'legal-figures', field: name, message })
    if (!/^[A-Za-z]\w*$/.test(name)) add(`The legal figure "${name}" needs a name of letters and digits, as its {{token}} is written.`)
    const units = Object.keys(figure).filter((u) => (FIGURE_UNITS as readonly string[]).includes(u)) as (typeof FIGURE_UNITS)[number][]
    if (units.length !== 1 || Object.keys(figure).length !== 1) {
      add(`The legal figure {{${name}}} needs exactly one unit: ${FIGURE_UNITS.join(', ')}.`)
      continue
    }
    const value = figure[units[0]]!
    const whole = units[0] !== 'percent'
    if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value)))
      add(`The legal figure {{${name}}} is ${String(value)}: it must be a ${whole ? 'whole number' : 'number'} above 0.`)
  }
  return problems
}

/**
 * The problems a publish would bring: those of the candidate snapshot that the published one does not have. A
 * publish is refused for these only, so a problem already on the site (found by a rule added later) does not block
 * an unrelated FAQ edit; the back office still lists it.
 */
export function introducedBy(published: readonly Problem[], candidate: readonly Problem[]): Problem[] {
  const id = (p: Problem) => JSON.stringify([p.documentType, p.key, p.locale, p.field, p.message])
  const before = new Set(published.map(id))
  return candidate.filter((p) => !before.has(id(p)))
}
