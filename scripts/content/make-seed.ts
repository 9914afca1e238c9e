/**
 * One-off: writes src/content/seed/ from today's modules (src/content/<locale>/, src/config/site.ts,
 * src/content/facts.ts), ADR 36 slice 1. Bodies become Markdown (html-to-markdown.ts); firm facts the copy embeds
 * as template literals become `{{firm.…}}` tokens and legal figures stay `{{figure}}` tokens, because the modules
 * are loaded with token-site.ts and token-fill.ts in place of site.ts and fill.ts.
 *
 *   node scripts/content/make-seed.ts
 */
import { existsSync, readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { isDeepStrictEqual } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { site } from '../../src/config/site.ts'
import { languageNames, splitDocument } from '../../src/content/documents/index.ts'
import type { DocumentType, SeedDocument } from '../../src/content/model.ts'
import { faqPage } from '../../src/content/reviewed.ts'
import { caseStudyImage, guideImage, serviceImage } from '../../src/content/page-index.ts'
import { ar } from '../../src/i18n/dictionaries/ar.ts'
import { tr } from '../../src/i18n/dictionaries/tr.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import { writeSeed } from '../../server/content/seed-files.ts'
import { htmlToMarkdown } from './html-to-markdown.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
export const SEED_DIR = `${root}src/content/seed`

const tokenSite = pathToFileURL(`${root}scripts/content/token-site.ts`).href
const tokenFill = pathToFileURL(`${root}scripts/content/token-fill.ts`).href
const localeModule = new RegExp(`/src/content/(${locales.join('|')})/[^/]+\\.ts$`)

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    if (context.parentURL && localeModule.test(context.parentURL)) {
      if (resolved.url.endsWith('/src/config/site.ts')) return { ...resolved, url: tokenSite }
      if (/\/src\/content\/\w+\/fill\.ts$/.test(resolved.url)) return { ...resolved, url: tokenFill }
    }
    return resolved
  },
})

type Json = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- today's modules, typed loosely here on purpose
type Any = any

/** Words that name nothing on their own, left out of item keys ("How do I apply for a …" → "apply-…"). */
const STOP_WORDS = new Set(
  'a an the and or but of to in on at by for from with as is are be was were it its this that these those do does did can could will would should may might must i me my we our us you your he she they them their how what which who when where why if than then there here not no yes into about up out so also any all each'.split(
    ' ',
  ),
)

/** A stable item key from English text: its first content words, lower-case ASCII, hyphenated, unique in its list. */
function keysFor(texts: string[], words = 5): string[] {
  const seen = new Set<string>()
  return texts.map((text) => {
    const base = text
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((word, _, all) => !STOP_WORDS.has(word) || all.every((w) => STOP_WORDS.has(w)))
      .slice(0, words)
      .join('-')
    let key = /[a-z]/.test(base) ? base : `item-${base}`
    for (let n = 2; seen.has(key); n++) key = `${base}-${n}`
    seen.add(key)
    return key
  })
}
const withKeys = <T>(items: T[], keys: string[]) => items.map((item, i) => ({ key: keys[i], ...(item as object) }))
const joinParagraphs = (paragraphs: string[]) => paragraphs.join('\n\n')

async function load(locale: Locale, name: string): Promise<Any> {
  return import(`${root}src/content/${locale}/${name}.ts`)
}

/** The languages a person works in as ISO codes, from today's English names. */
function languageCodes(names: string[]): string[] {
  const candidates = ['en', 'tr', 'ar', 'de', 'fr', 'ru', 'fa', 'es', 'it', 'zh']
  return names.map((name) => {
    const code = candidates.find((c) => languageNames([c], 'en')[0] === name)
    if (!code) throw new Error(`no language code for "${name}"`)
    return code
  })
}

/** Legal figures with their source, read from the comments of src/content/facts.ts. */
function legalFigures(): Json {
  const source = readFileSync(`${root}src/content/facts.ts`, 'utf8')
  const figures = [...source.matchAll(/\/\*\* (.+?) \*\/\n\s+(\w+): \{ (\w+): ([\d_]+) \},/g)].map(([, note, key, kind, value]) => ({
    key,
    kind,
    value: Number(value?.replace(/_/g, '')),
    source: note,
  }))
  return { figures }
}

function firm(locale: Locale): Json {
  const dictionary = { tr, ar }[locale as 'tr' | 'ar']
  const [, lat, lon] = /mlat=([\d.]+)&mlon=([\d.]+)/.exec(site.map.linkUrl) ?? []
  return {
    sample: site.sample,
    name: site.name,
    shortName: site.shortName,
    founded: site.founded,
    identity: {
      sample: site.identity.sample,
      registeredName: site.identity.registeredName,
      partnershipRegistration: site.identity.partnershipRegistration,
      lawyers: withKeys(site.identity.lawyers, keysFor(site.identity.lawyers.map((l) => l.name))),
      taxOffice: site.identity.taxOffice,
      taxNumber: site.identity.taxNumber,
    },
    phone: { e164: site.phone.href.replace(/^tel:/, ''), display: site.phone.display },
    email: site.email,
    address: {
      lines: site.address.lines,
      city: site.address.city,
      country: site.address.country,
      countryCode: site.structured.countryCode,
      region: site.structured.region,
    },
    hours: { days: site.structured.openingDays, opens: site.structured.opens, closes: site.structured.closes },
    areaServed: site.structured.areaServed,
    languages: languageCodes(site.structured.languages),
    social: withKeys(site.social, keysFor(site.social.map((s) => s.label))),
    chat: site.chat,
    booking: { url: site.bookingUrl, sample: site.bookingUrlSample },
    map: { latitude: Number(lat), longitude: Number(lon), title: dictionary ? dictionary.site.mapTitle : site.map.title },
    description: dictionary ? dictionary.site.description : site.description,
  }
}

/** Each document in one language, whole (neutral and localized fields), lists keyed from the English. */
async function documentsIn(locale: Locale, english: Map<string, Json> | undefined): Promise<Map<string, Json>> {
  const docs = new Map<string, Json>()
  const put = (type: DocumentType, key: string, value: Json) => docs.set(`${type}/${key}`, value)
  // Item keys come from the English text, so every language's item of a list has the same key.
  const keysOf = (type: DocumentType, key: string, path: string): string[] => {
    const doc = english?.get(`${type}/${key}`)
    let node: Any = doc
    for (const segment of path.split('.')) node = node?.[segment]
    if (!Array.isArray(node)) throw new Error(`no English list ${type}/${key} ${path}`)
    return node.map((i: Json) => i.key as string)
  }
  const keys = (type: DocumentType, key: string, path: string, texts: string[], words?: number) =>
    english ? keysOf(type, key, path) : keysFor(texts, words)
  /** A single document's list (type and key alike: faq, about, privacy) with keys from each item's English text. */
  const keyed = <T>(type: DocumentType, path: string, items: T[], text: (item: T) => string) =>
    withKeys(items, keys(type, type, path, items.map(text)))

  put('firm', 'firm', firm(locale))
  put('legal-figures', 'legal-figures', legalFigures())

  const { serviceGroups } = await load(locale, 'service-catalogue')
  serviceGroups.forEach((g: Any, order: number) =>
    put('service-group', g.id, {
      id: g.id,
      slug: g.path.slice(1),
      order,
      image: `/media/groups/${g.id}.svg`,
      services: g.services.map((s: Any) => s.slug),
      title: g.title,
      shortTitle: g.shortTitle,
    }),
  )
  for (const s of (await load(locale, 'services')).services as Any[])
    put('service', s.slug, {
      slug: s.slug,
      group: s.group,
      lastReviewed: s.lastReviewed,
      image: serviceImage(s.slug),
      title: s.title,
      summary: s.summary,
      description: htmlToMarkdown(s.description),
    })
  ;((await load(locale, 'case-studies')).caseStudies as Any[]).forEach((c, order) =>
    put('case-study', c.slug, {
      slug: c.slug,
      sample: c.sample,
      image: caseStudyImage(c.slug),
      order,
      title: c.title,
      metaTitle: c.metaTitle,
      topic: c.topic,
      summary: c.summary,
      description: htmlToMarkdown(c.description),
    }),
  )
  ;((await load(locale, 'guides')).guides as Any[]).forEach((g, order) => {
    const k = (path: string, texts: string[], words?: number) => keys('guide', g.slug, path, texts, words)
    const checklistKeys = g.checklist
      ? k(
          'checklist',
          g.checklist.map((c: Any) => c.title),
        )
      : []
    put('guide', g.slug, {
      slug: g.slug,
      guidelineName: g.guidelineName,
      lastReviewed: g.lastReviewed,
      image: guideImage(g.slug),
      order,
      title: g.title,
      subtitle: g.subtitle,
      summary: g.summary,
      intro: g.intro,
      benefits: withKeys(
        g.benefits,
        k(
          'benefits',
          g.benefits.map((b: Any) => b.title),
        ),
      ),
      author: g.author,
      testimonial: g.testimonial,
      chapters: withKeys(
        g.chapters.map((c: Any) => ({ title: c.title, body: htmlToMarkdown(c.html) })),
        k(
          'chapters',
          g.chapters.map((c: Any) => c.title),
        ),
      ),
      bestCities:
        g.bestCities &&
        withKeys(
          g.bestCities,
          k(
            'bestCities',
            g.bestCities.map((c: Any) => c.name),
          ),
        ),
      faqChapter: g.faqChapter && {
        ...g.faqChapter,
        items: withKeys(
          g.faqChapter.items,
          k(
            'faqChapter.items',
            g.faqChapter.items.map((i: Any) => i.title),
          ),
        ),
      },
      checklist:
        g.checklist &&
        g.checklist.map((c: Any, i: number) => {
          const key = checklistKeys[i] as string
          const itemKeys = english ? (english.get(`guide/${g.slug}`) as Any).checklist[i].items.map((x: Json) => x.key) : keysFor(c.items)
          return {
            key,
            title: c.title,
            items: withKeys(
              c.items.map((text: string) => ({ text })),
              itemKeys,
            ),
          }
        }),
    })
  })
  ;((await load(locale, 'team')).teamMembers as Any[]).forEach((m, order) => {
    const portrait = `/media/team/${m.id}.svg`
    put('team-member', m.id, {
      id: m.id,
      sample: m.sample,
      order,
      name: m.name,
      role: m.role,
      gender: m.gender,
      portrait: existsSync(`${root}public${portrait}`) ? portrait : undefined,
      linkedin: m.linkedin,
      languages: english ? (english.get(`team-member/${m.id}`) as Any).languages : languageCodes(m.languages),
      bio: joinParagraphs(m.bio),
    })
  })
  const testimonials = (await load(locale, 'testimonials')).testimonials as Any[]
  const testimonialKeys = english
    ? [...english.entries()].filter(([id]) => id.startsWith('testimonial/')).map(([id]) => id.slice('testimonial/'.length))
    : keysFor(testimonials.map((t) => t.author))
  testimonials.forEach((t, order) =>
    put('testimonial', testimonialKeys[order] as string, { sample: t.sample, order, quote: t.quote, author: t.author, matter: t.matter }),
  )
  const faq = await load(locale, 'faq')
  put('faq', 'faq', {
    lastReviewed: faqPage.lastReviewed,
    items: keyed(
      'faq',
      'items',
      faq.faqItems.map((i: Any) => ({ bookingLink: i.bookingLink, question: i.question, answer: i.answer })),
      (i: Any) => i.question,
    ),
  })
  const { homeContent: h } = await load(locale, 'home')
  const hk = (path: string, texts: string[], words?: number) => keys('home', 'home', path, texts, words)
  put('home', 'home', {
    heroTitle: h.heroTitle,
    rotatingWords: withKeys(
      h.rotatingWords.map((word: string) => ({ word })),
      hk('rotatingWords', h.rotatingWords),
    ),
    heroText: h.heroText,
    founderQuote: h.founderQuote,
    whatWeOffer: {
      title: h.whatWeOffer.title,
      text: joinParagraphs(h.whatWeOffer.text),
      points: withKeys(
        h.whatWeOffer.points.map((text: string) => ({ text })),
        hk('whatWeOffer.points', h.whatWeOffer.points),
      ),
    },
    approach: {
      title: h.approach.title,
      steps: withKeys(
        h.approach.steps,
        hk(
          'approach.steps',
          h.approach.steps.map((s: Any) => s.title),
        ),
      ),
    },
    servicesIntro: h.servicesIntro,
    timelapse: h.timelapse,
    blogIntro: h.blogIntro,
    servicesCards: withKeys(
      h.servicesCards.map((c: Any) => ({
        group: serviceGroups.find((g: Any) => g.path === c.link).id,
        title: c.title,
        text: c.text,
      })),
      hk(
        'servicesCards',
        h.servicesCards.map((c: Any) => serviceGroups.find((g: Any) => g.path === c.link).id),
      ),
    ),
  })
  const { aboutContent: a } = await load(locale, 'about')
  const section = (s: Any) => ({ title: s.title, paragraphs: joinParagraphs(s.paragraphs) })
  put('about', 'about', {
    welcome: section(a.welcome),
    vision: section(a.vision),
    whoWeAre: section(a.whoWeAre),
    values: keyed('about', 'values', a.values as Any[], (v) => v.title),
  })
  const { privacyNotice: p } = await load(locale, 'privacy')
  put('privacy', 'privacy', {
    title: p.title,
    updated: p.updated,
    sections: keyed(
      'privacy',
      'sections',
      p.sections.map((s: Any) => ({ controller: s.controller, heading: s.heading, paragraphs: joinParagraphs(s.paragraphs) })),
      (s: Any) => s.heading,
    ),
  })
  for (const [id, value] of docs) docs.set(id, JSON.parse(JSON.stringify(value)) as Json) // drops undefined fields
  return docs
}

/** Every document of the seed, from today's modules; a neutral field that differs between languages is an error. */
export async function makeSeed(): Promise<SeedDocument[]> {
  const english = await documentsIn('en', undefined)
  const others = new Map<Locale, Map<string, Json>>()
  for (const locale of locales) if (locale !== 'en') others.set(locale, await documentsIn(locale, english))
  const documents: SeedDocument[] = []
  for (const [id, value] of english) {
    const [type, key] = id.split('/') as [DocumentType, string]
    const { neutral, localized } = splitDocument(type, value)
    const parts: SeedDocument['parts'] = { neutral, en: localized }
    for (const [locale, docs] of others) {
      const other = docs.get(id)
      if (!other) throw new Error(`${id} has no ${locale} copy`)
      const split = splitDocument(type, other)
      if (!isDeepStrictEqual(split.neutral, neutral))
        throw new Error(
          `${id}: a language-neutral field differs in ${locale}:\n${JSON.stringify(split.neutral)}\n${JSON.stringify(neutral)}`,
        )
      parts[locale] = split.localized
    }
    documents.push({ type, key, parts })
  }
  return documents
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const documents = await makeSeed()
  writeSeed(documents, SEED_DIR)
  console.log(`${documents.length} documents written to ${SEED_DIR}`)
}
