import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { site } from '../../src/config/site.ts'
import {
  combineDocument,
  documentSchemas,
  localizedSchema,
  merge,
  neutralSchema,
  type MergedDocuments,
} from '../../src/content/documents/index.ts'
import { guideLayoutProblems } from '../../src/content/documents/guide.ts'
import { facts } from '../../src/content/facts.ts'
import type { DocumentType, SeedDocument } from '../../src/content/model.ts'
import { ar } from '../../src/i18n/dictionaries/ar.ts'
import { tr } from '../../src/i18n/dictionaries/tr.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import { normalise } from '../test/normalise-html.ts'
import { fillTokens, renderRichText, type RichTextContext } from './rich-text.ts'
import { readSeed, writeSeed } from './seed-files.ts'

const SEED = join(import.meta.dirname, '../../src/content/seed')
const seed = readSeed(SEED)
const find = (type: DocumentType, key?: string) => seed.filter((d) => d.type === type && (key === undefined || d.key === key))
const byOrder = (docs: SeedDocument[]) => [...docs].sort((a, b) => (a.parts.neutral?.order as number) - (b.parts.neutral?.order as number))

/** Every document of the seed merged for one language, with tokens filled and bodies rendered. */
const part = (d: SeedDocument, locale: Locale) => [d.parts.neutral ?? {}, d.parts[locale] ?? {}] as const

/** What tokens are filled from in a language: the legal figures and the firm facts of the seed. */
function contextIn(locale: Locale): RichTextContext {
  const [firm] = find('firm')
  const [figures] = find('legal-figures')
  return {
    figures: merge('legal-figures', ...part(figures as SeedDocument, locale), { locale }),
    firm: merge('firm', ...part(firm as SeedDocument, locale), { locale }),
    locale,
  }
}

function mergedIn(locale: Locale) {
  const context = contextIn(locale)
  const figures = context.figures
  const cache = new Map<string, unknown>()
  const one = <T extends DocumentType>(type: T, key: string): MergedDocuments[T] => {
    const id = `${type}/${key}`
    if (!cache.has(id)) {
      const doc = find(type, key)[0]
      if (!doc) throw new Error(`no ${id}`)
      cache.set(
        id,
        merge(type, ...part(doc, locale), {
          locale,
          fill: (s) => fillTokens(s, context),
          markdown: (md) => renderRichText(md, context),
          resolve: one,
        }),
      )
    }
    return cache.get(id) as MergedDocuments[T]
  }
  const all = <T extends DocumentType>(type: T) => byOrder(find(type)).map((d) => one(type, d.key))
  const groups = all('service-group')
  return {
    context,
    figures,
    firm: one('firm', 'firm'),
    serviceGroups: groups,
    services: groups.flatMap((g) => g.services.map((s) => one('service', s.slug))),
    caseStudies: all('case-study'),
    guides: all('guide'),
    teamMembers: all('team-member'),
    testimonials: all('testimonial'),
    faq: one('faq', 'faq'),
    homeContent: one('home', 'home'),
    aboutContent: one('about', 'about'),
    privacyNotice: one('privacy', 'privacy'),
  }
}

describe('the seed (src/content/seed)', () => {
  // Lengths (a summary's 240 characters) count the text a reader sees: tokens filled.
  it('has every document of the site, each part valid against its schema', () => {
    expect(seed).toHaveLength(58)
    const contexts = Object.fromEntries(locales.map((l) => [l, contextIn(l)])) as Record<Locale, RichTextContext>
    for (const doc of seed) {
      neutralSchema(doc.type).parse(doc.parts.neutral)
      for (const locale of locales) {
        const context = contexts[locale]
        const filled = fillStrings(doc.parts[locale] ?? {}, context)
        localizedSchema(doc.type).parse(filled)
        // And as the back office checks a saved draft (tokens unfilled): every shipped part can be saved again as it is.
        const raw = localizedSchema(doc.type).safeParse(doc.parts[locale] ?? {})
        expect(
          raw.success ? [] : raw.error.issues.map((i) => `${doc.type}/${doc.key} ${locale} ${i.path.join('.')}: ${i.message}`),
        ).toEqual([])
        const whole = documentSchemas[doc.type].parse(combineDocument(doc.type, doc.parts.neutral ?? {}, filled))
        if (doc.type === 'guide') expect(guideLayoutProblems(whole as Parameters<typeof guideLayoutProblems>[0])).toEqual([])
      }
    }
  })

  it('holds tokens, not the figures and firm facts they stand for', () => {
    const text = JSON.stringify(seed.filter((d) => d.type !== 'firm' && d.type !== 'legal-figures'))
    expect(find('team-member', 'selin-aksoy')[0]?.parts.en?.bio).toContain('in Istanbul in {{firm.founded}}.')
    expect(find('about', 'about')[0]?.parts.tr?.welcome).toMatchObject({ title: '{{firm.name}} olarak hoş geldiniz' })
    expect(find('faq', 'faq')[0]?.parts.en?.items).toMatchObject({
      'turkish-citizenship-investment-work': { answer: expect.stringContaining('at least {{citizenshipPropertyUsd}}') },
    })
    expect(text).not.toContain(site.name)
    expect(text).not.toContain('USD 400,000')
    expect(text).not.toContain(`founded in ${site.founded}`)
  })

  let bodies = 0
  describe.each(locales)('merged in %s', (locale) => {
    const merged = mergedIn(locale)
    it('has a body for every service, case study and guide chapter, each rendered to HTML', () => {
      const html = [...merged.services.map((s) => s.description), ...merged.caseStudies.map((c) => c.description)]
      html.push(...merged.guides.flatMap((g) => g.chapters.map((c) => c.html)))
      for (const body of html) expect(body).toMatch(/^\s*<(p|h2|h3|ul|ol|table|blockquote)\b/)
      bodies += html.length
    })

    it('gives the legal figures of src/content/facts.ts and the firm facts of src/config/site.ts', () => {
      expect(merged.figures).toEqual(facts)
      const { url: _url, features: _features, ...firm } = site
      const dictionary = { tr, ar }[locale as 'tr' | 'ar']
      // site.ts writes these four in English only; each language's words for them are in its dictionary.
      expect(merged.firm).toEqual(
        dictionary
          ? {
              ...firm,
              description: dictionary.site.description,
              map: { ...firm.map, title: dictionary.site.mapTitle },
              hours: { ...firm.hours, days: dictionary.site.hoursDays, timezone: dictionary.site.hoursTimezone },
            }
          : firm,
      )
    })

    it('lists the services in each group with their titles, in the group’s order', () => {
      for (const group of merged.serviceGroups) {
        const slugs = (find('service-group', group.id)[0]?.parts.neutral?.services ?? []) as string[]
        expect(group.services).toEqual(slugs.map((slug) => ({ slug, title: merged.services.find((x) => x.slug === slug)!.title })))
      }
    })

    it('renders FAQ answers and paragraph fields as the same paragraphs', () => {
      const context: RichTextContext = { figures: merged.figures, firm: merged.firm, locale }
      for (const item of merged.faq.faqItems)
        expect(normalise(renderRichText(item.answer, context))).toBe(
          normalise(
            item.answer
              .split('\n\n')
              .map((p) => `<p>${escape(p)}</p>`)
              .join(''),
          ),
        )
    })
  })

  it('has 61 bodies a language', () => {
    expect(bodies).toBe(183)
  })

  describe('files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    const filesUnder = (root: string): Map<string, string> => {
      const files = new Map<string, string>()
      const walk = (d: string) => {
        for (const name of readdirSync(d).sort()) {
          const path = join(d, name)
          if (statSync(path).isDirectory()) walk(path)
          else files.set(path.slice(root.length), readFileSync(path, 'utf8'))
        }
      }
      walk(root)
      return files
    }

    it('writeSeed(readSeed(seed)) writes the seed byte for byte', () => {
      writeSeed(readSeed(SEED), dir)
      expect(filesUnder(dir)).toEqual(filesUnder(SEED))
    })

    it('removes the files of a document no longer present, and of a part removed', () => {
      writeSeed(seed, dir)
      const kept = seed
        .filter((d) => !(d.type === 'testimonial' && d.key === find('testimonial')[0]?.key))
        .map((d) => (d.type === 'about' ? { ...d, parts: { neutral: d.parts.neutral, en: d.parts.en } } : d))
      writeSeed(kept, dir)
      const files = [...filesUnder(dir).keys()]
      const removed = `/testimonial/${find('testimonial')[0]?.key}/`
      expect(files.filter((f) => f.startsWith('/testimonial/'))).toHaveLength(
        [...filesUnder(SEED).keys()].filter((f) => f.startsWith('/testimonial/') && !f.startsWith(removed)).length,
      )
      expect(files.filter((f) => f.startsWith(removed))).toEqual([])
      expect(files.filter((f) => f.startsWith('/about/') && /\/(tr|ar)\./.test(f))).toEqual([])
      expect(readSeed(dir)).toEqual(kept)
    })
  })
})

function fillStrings<T>(value: T, context: RichTextContext): T {
  return JSON.parse(JSON.stringify(value), (_, v: unknown) => (typeof v === 'string' ? fillTokens(v, context) : v)) as T
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
