import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ContentModules, ContentName } from '../../src/content/registry.ts'
import { faqPage } from '../../src/content/reviewed.ts'
import { site } from '../../src/config/site.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import type { Guide } from '../../src/content/schema.ts'
import type { ContentSource, FirmFacts, GuideSummary, LayoutData } from '../../src/lib/content-source.ts'
import { dictionaryOf } from '../mail/dictionaries.ts'

/**
 * The server's ContentSource while the copy is still TypeScript modules (src/content/<locale>/, ADR 36 slice 3):
 * each language's module is imported once, on first use, and read from memory after that. The published snapshot
 * of the database takes its place; the routes, the renderer and the content API do not change with it.
 */
export interface ServerContentSource extends ContentSource {
  /** The content's version: prepared answers (server/content/routes.ts) are made again when it changes. */
  version(): number
  /** Calls `listener` when a new version serves (the published snapshot; the modules never change); returns its removal. */
  onChange?(listener: () => void): () => void
}

const CONTENT_NAMES = [
  'about',
  'case-studies',
  'faq',
  'guides',
  'home',
  'privacy',
  'service-catalogue',
  'services',
  'team',
  'testimonials',
] as const satisfies readonly ContentName[]

const contentDir = fileURLToPath(new URL('../../src/content/', import.meta.url))

/** Where a module comes from: Node's import by default; `npm run dev` passes Vite's, so an edit shows on reload. */
export type ModuleLoader = (locale: Locale, name: ContentName) => Promise<unknown>

const nodeLoader: ModuleLoader = (locale, name) => import(pathToFileURL(path.join(contentDir, locale, `${name}.ts`)).href)

/**
 * Every firm fact but the two settings the build and the server decide (SITE_URL, the bar's feature switches), with
 * the four that are words in the language's own: site.ts writes them in English, the firm document per language
 * (what the published snapshot answers, server/content/snapshot.ts), and the pages show the dictionary's.
 */
function firmFacts(locale: Locale): FirmFacts {
  const { url: _url, features: _features, ...firm } = site
  const { description, mapTitle, hoursDays, hoursTimezone } = dictionaryOf(locale).site
  return {
    ...firm,
    description,
    map: { ...firm.map, title: mapTitle },
    hours: { ...firm.hours, days: hoursDays, timezone: hoursTimezone },
  }
}

/** A list entry of a kind whose pages have a body: the body only its own page loads. */
export const withoutDescription = <T extends { description: string }>({ description: _, ...card }: T): Omit<T, 'description'> => card

export const guideSummary = ({ slug, guidelineName, lastReviewed, title, subtitle, summary }: Guide): GuideSummary => ({
  slug,
  guidelineName,
  lastReviewed,
  title,
  subtitle,
  summary,
})

/** `remember`: keep each module once loaded (off in `npm run dev`, where Vite's loader notices edits itself). */
export function moduleContentSource(load: ModuleLoader = nodeLoader, remember = true): ServerContentSource {
  const has = (locale: Locale, name: ContentName) => existsSync(path.join(contentDir, locale, `${name}.ts`))
  const loaded = new Map<string, Promise<unknown>>()
  async function module<N extends ContentName>(locale: Locale, name: N): Promise<ContentModules[N] | null> {
    if (!has(locale, name)) return null
    const key = `${locale}/${name}`
    if (!remember) return (await load(locale, name)) as ContentModules[N]
    let job = loaded.get(key)
    if (!job) {
      job = load(locale, name)
      // A failed import is tried again on the next read.
      job.catch(() => loaded.delete(key))
      loaded.set(key, job)
    }
    return (await job) as ContentModules[N]
  }
  const languages = Object.fromEntries(CONTENT_NAMES.map((name) => [name, locales.filter((l) => has(l, name))]))

  return {
    version: () => 0,
    async layout(locale): Promise<LayoutData> {
      const catalogue = await module(locale, 'service-catalogue')
      if (!catalogue) throw new Error(`src/content/${locale}/service-catalogue.ts is missing: every language needs it`)
      return { firm: firmFacts(locale), serviceGroups: catalogue.serviceGroups, languages }
    },
    service: async (locale, slug) => (await module(locale, 'services'))?.findService(slug) ?? null,
    services: async (locale) => (await module(locale, 'services'))?.services.map(withoutDescription) ?? null,
    caseStudy: async (locale, slug) => (await module(locale, 'case-studies'))?.caseStudies.find((c) => c.slug === slug) ?? null,
    caseStudies: async (locale) => (await module(locale, 'case-studies'))?.caseStudies.map(withoutDescription) ?? null,
    guide: async (locale, slug) => (await module(locale, 'guides'))?.findGuide(slug) ?? null,
    guides: async (locale) => (await module(locale, 'guides'))?.guides.map(guideSummary) ?? null,
    teamMember: async (locale, id) => (await module(locale, 'team'))?.teamMembers.find((m) => m.id === id) ?? null,
    team: async (locale) => (await module(locale, 'team'))?.teamMembers ?? null,
    testimonials: async (locale) => (await module(locale, 'testimonials'))?.testimonials ?? null,
    faq: async (locale) => {
      const faq = await module(locale, 'faq')
      return faq ? { lastReviewed: faqPage.lastReviewed, items: faq.faqItems } : null
    },
    home: async (locale) => (await module(locale, 'home'))?.homeContent ?? null,
    about: async (locale) => (await module(locale, 'about'))?.aboutContent ?? null,
    privacy: async (locale) => (await module(locale, 'privacy'))?.privacyNotice ?? null,
  }
}
