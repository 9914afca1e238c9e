import { merge, type MergedDocuments } from '../../src/content/documents/index.ts'
import type { DocumentType } from '../../src/content/model.ts'
import type { ContentName } from '../../src/lib/content-source.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import type { Guide } from '../../src/content/schema.ts'
import type { CaseStudySummary, ContentSource, FaqContent, GuideSummary, LayoutData, ServiceSummary } from '../../src/lib/content-source.ts'
import type { MediaItem, PartData, PublishedPart } from '../db/content.ts'
import type { Store } from '../db/store.ts'
import { fillTokens, markdownToHtml, type RichTextContext } from './rich-text.ts'
import { sanitizeRichText } from '../blog/sanitize.ts'
import { dictionaryOf } from '../mail/dictionaries.ts'
import { focalPosition } from '../../src/lib/focal-position.ts'
import { mediaFileOf } from './media.ts'

/**
 * The server's ContentSource backed by the database (ADR 36, 3.5): every published part is read once and merged
 * into today's shapes for each language, tokens filled with the published legal figures and firm document and
 * rich text rendered and sanitised once, so a page read is a lookup in memory. A publish anywhere (every instance
 * on PostgreSQL, this process on SQLite) builds the next snapshot; the current one serves until it is ready.
 */

/** The server's ContentSource: the published snapshot (or, for a command without a database, the seed files). */
export interface ServerContentSource extends ContentSource {
  /** The content's version: prepared answers (server/content/routes.ts) are made again when it changes. */
  version(): number
  /** Calls `listener` when a new version serves (the published snapshot; the seed files never change); returns its removal. */
  onChange?(listener: () => void): () => void
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

/** One language's copy, as the ContentSource answers it. */
export interface LocaleContent {
  layout: LayoutData
  services: Map<string, MergedDocuments['service']>
  /** In the menus' order: group by group, each group's services in its order. Lists are null when empty. */
  serviceList: ServiceSummary[] | null
  caseStudies: MergedDocuments['case-study'][]
  caseStudyList: CaseStudySummary[] | null
  guides: MergedDocuments['guide'][]
  guideList: GuideSummary[] | null
  team: MergedDocuments['team-member'][] | null
  testimonials: MergedDocuments['testimonial'][] | null
  faq: FaqContent | null
  home: MergedDocuments['home'] | null
  about: MergedDocuments['about'] | null
  privacy: MergedDocuments['privacy'] | null
}

export interface ContentSnapshot {
  /** The store's content version the snapshot was read at (read before the parts, so never ahead of them). */
  version: number
  locales: Record<Locale, LocaleContent>
  /** The documents' parts it was built from, by `<type>/<key>`: what the next build falls back on for a bad one. */
  documents: ReadonlyMap<string, Doc>
}

/** A published document the build could not read, and why. */
export interface UnreadableDocument {
  /** `<type>/<key>`. */
  document: string
  documentId: number
  error: unknown
  /** Whether the previous snapshot's version of it serves instead (otherwise it is left out). */
  keptPrevious: boolean
}

/** The document type behind each of the layout's kinds of copy (the language links offer a kind where it exists). */
const KIND_TYPES: Record<ContentName, DocumentType> = {
  about: 'about',
  'case-studies': 'case-study',
  faq: 'faq',
  guides: 'guide',
  home: 'home',
  privacy: 'privacy',
  'service-catalogue': 'service-group',
  services: 'service',
  team: 'team-member',
  testimonials: 'testimonial',
}

interface Doc {
  type: DocumentType
  key: string
  parts: Partial<Record<string, PartData>>
}

/** A language with none of a kind of copy answers null (its pages do not exist). */
const listed = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null)

const orderOf = (d: Doc) => (typeof d.parts.neutral?.order === 'number' ? d.parts.neutral.order : Number.MAX_SAFE_INTEGER)
const byOrder = (a: Doc, b: Doc) => orderOf(a) - orderOf(b)

/** Reads every published part once and builds each language's copy. */
export async function loadContentSnapshot(store: Store, tolerance: Tolerance = {}): Promise<ContentSnapshot> {
  const version = await store.content.contentVersion()
  return buildSnapshot(await store.content.readPublished(), version, await store.content.listMedia(), tolerance)
}

/**
 * How a build treats a published document it cannot read (a row that does not merge, a token naming nothing): it
 * serves `previous`'s version of that document, or leaves it out when there is none, tells `unreadable`, and builds
 * the rest. Without `unreadable` a bad document fails the build, as a preview must show the editor.
 */
export interface Tolerance {
  previous?: ContentSnapshot
  unreadable?: (bad: UnreadableDocument[]) => void
}

/** Thrown by a build for a document it could not read, to be built again without it. */
class Unreadable extends Error {
  readonly document: string
  constructor(document: string, cause: unknown) {
    super(`content: ${document} could not be read`, { cause })
    this.document = document
  }
}

/**
 * Rich text the last build rendered, by its text with tokens filled: a publish changes a few bodies, and rendering
 * all 183 again (Markdown and the sanitiser) was most of a build (0.5-1.5 s here), which every instance pays before
 * a publish shows. Only what the last build used is kept.
 */
let renderedBefore = new Map<string, string>()

/**
 * `media`: the media library's rows, for what the pages show of an image beyond its URL (a team member's portrait
 * takes its alt text in the page's language and its focal point from its row).
 */
export function buildSnapshot(
  published: PublishedPart[],
  version: number,
  media: readonly MediaItem[] = [],
  tolerance: Tolerance = {},
): ContentSnapshot {
  const ids = new Map(published.map((p) => [`${p.type}/${p.key}`, p.documentId]))
  const docs = new Map<string, Doc>()
  for (const p of published) {
    const id = `${p.type}/${p.key}`
    let doc = docs.get(id)
    if (!doc) docs.set(id, (doc = { type: p.type, key: p.key, parts: {} }))
    doc.parts[p.part] = p.data
  }
  if (!tolerance.unreadable) return build(docs, version, media)
  const bad: UnreadableDocument[] = []
  // Each pass finds at most one bad document (the first read that fails); there are few, and the rest is remembered.
  for (;;) {
    try {
      const snapshot = build(docs, version, media)
      if (bad.length) tolerance.unreadable(bad)
      return snapshot
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error
      const known = bad.find((b) => b.document === error.document)
      // Its previous version, once; when that fails too (a figure it names went), it is left out.
      const before = known ? undefined : tolerance.previous?.documents.get(error.document)
      if (before) docs.set(error.document, before)
      else if (docs.delete(error.document) === false) throw error
      if (known) known.keptPrevious = false
      else bad.push({ document: error.document, documentId: ids.get(error.document) ?? -1, error: error.cause, keptPrevious: !!before })
    }
  }
}

function build(docs: Map<string, Doc>, version: number, media: readonly MediaItem[]): ContentSnapshot {
  const rendered = new Map<string, string>()
  const render = (filled: string) => {
    let html = rendered.get(filled) ?? renderedBefore.get(filled)
    if (html === undefined) html = sanitizeRichText(markdownToHtml(filled))
    rendered.set(filled, html)
    return html
  }
  const ofType = (type: DocumentType) => [...docs.values()].filter((d) => d.type === type).sort(byOrder)
  const byFile = new Map(media.map((m) => [m.file, m]))
  const snapshot = {
    version,
    locales: Object.fromEntries(locales.map((l) => [l, localeContent(docs, ofType, l, render, byFile)])) as Record<Locale, LocaleContent>,
    documents: new Map(docs),
  }
  renderedBefore = rendered
  return snapshot
}

function localeContent(
  docs: Map<string, Doc>,
  ofType: (type: DocumentType) => Doc[],
  locale: Locale,
  render: (filled: string) => string,
  media: ReadonlyMap<string, MediaItem>,
): LocaleContent {
  const inLocale = (d: Doc | undefined): d is Doc => d !== undefined && d.parts.neutral !== undefined && d.parts[locale] !== undefined
  // The firm and the figures every page needs: a language without its own part takes English's words.
  const basic = <T extends 'firm' | 'legal-figures'>(type: T): MergedDocuments[T] => {
    const doc = docs.get(`${type}/${type}`)
    const localized = doc?.parts[locale] ?? doc?.parts.en
    if (!doc?.parts.neutral || !localized) throw new Error(`content: no published ${type} document`)
    return readable(`${type}/${type}`, () => merge(type, doc.parts.neutral!, localized, { locale, dictionary: dictionaryOf(locale) }))
  }
  const context: RichTextContext = { figures: basic('legal-figures'), firm: basic('firm'), locale }
  const fill = (text: string) => fillTokens(text, context)
  // renderRichText's steps, the rendering remembered (`render`).
  const markdown = (source: string) => render(fill(source))

  const merged = new Map<string, unknown>()
  const one = <T extends DocumentType>(type: T, key: string): MergedDocuments[T] | undefined => {
    const id = `${type}/${key}`
    if (merged.has(id)) return merged.get(id) as MergedDocuments[T]
    const doc = docs.get(id)
    if (!inLocale(doc)) return undefined
    let neutral = doc.parts.neutral as PartData
    // A reference to a document not published in this language is left out rather than failing the language.
    if (type === 'service-group' && Array.isArray(neutral.services))
      neutral = { ...neutral, services: neutral.services.filter((slug) => inLocale(docs.get(`service/${slug as string}`))) }
    if (type === 'home' && Array.isArray(neutral.servicesCards))
      neutral = {
        ...neutral,
        servicesCards: (neutral.servicesCards as PartData[]).filter((c) => inLocale(docs.get(`service-group/${c.group as string}`))),
      }
    const value = readable(id, () =>
      merge(type, neutral, doc.parts[locale] as PartData, {
        locale,
        dictionary: dictionaryOf(locale),
        fill,
        markdown,
        resolve: one,
      }),
    )
    const portrait = type === 'team-member' ? portraitOf(neutral.portrait, media, locale) : undefined
    const withPortrait = portrait ? { ...value, portrait } : value
    merged.set(id, withPortrait)
    return withPortrait
  }
  const all = <T extends DocumentType>(type: T) =>
    ofType(type)
      .filter(inLocale)
      .map((d) => one(type, d.key) as MergedDocuments[T])
  const only = <T extends 'faq' | 'home' | 'about' | 'privacy'>(type: T) => one(type, type) ?? null

  const serviceGroups = all('service-group').filter((g) => g.services.length > 0)
  const serviceList = serviceGroups.flatMap((g) => g.services.map((s) => one('service', s.slug) as MergedDocuments['service']))
  const services = new Map(all('service').map((s) => [s.slug, s]))
  const faq = only('faq')
  const caseStudies = all('case-study')
  const guides = all('guide')
  const languages = Object.fromEntries(
    Object.entries(KIND_TYPES).map(([kind, type]) => [
      kind,
      locales.filter((l) => ofType(type).some((d) => d.parts.neutral && d.parts[l])),
    ]),
  )
  return {
    layout: { firm: context.firm, serviceGroups, languages },
    services,
    serviceList: listed(serviceList.map(withoutDescription)),
    caseStudies,
    caseStudyList: listed(caseStudies.map(withoutDescription)),
    guides,
    guideList: listed(guides.map(guideSummary)),
    team: listed(all('team-member')),
    testimonials: listed(all('testimonial')),
    faq: faq && { lastReviewed: faq.faqPage.lastReviewed, items: faq.faqItems },
    home: only('home'),
    about: only('about'),
    privacy: only('privacy'),
  }
}

/** A document's merge; a failure names the document (a failure of one it refers to names that one). */
function readable<T>(document: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw error instanceof Unreadable ? error : new Unreadable(document, error)
  }
}

/** A team member's portrait as its card shows it; the alt text the page's language gives it in the media library. */
function portraitOf(url: unknown, media: ReadonlyMap<string, MediaItem>, locale: Locale): MergedDocuments['team-member']['portrait'] {
  if (typeof url !== 'string' || !url) return undefined
  const row = media.get(mediaFileOf(url))
  const alt = row?.alt[locale]?.trim()
  return { src: url, ...(alt ? { alt } : {}), position: focalPosition(row ?? { focalX: null, focalY: null }) }
}

/** The snapshot source, and how to stop it listening (a server that closes its store). */
export interface SnapshotContentSource extends ServerContentSource {
  stop(): void
  /** Settles when the content the store held at the call serves (tests, and a server that wants to know). */
  settled(): Promise<void>
  /** Calls `listener` each time a new snapshot serves (server/pages.ts re-renders what it changed); returns its removal. */
  onChange(listener: () => void): () => void
}

export interface SnapshotOptions {
  log?: Pick<Console, 'error'>
  /**
   * How often (ms) to compare the store's content version with the snapshot's, for a change notice that was lost
   * (a dropped PostgreSQL connection; a write on SQLite by another process); 0: never. Default 30 s.
   */
  checkEvery?: number
}

/**
 * A ServerContentSource answering from the published snapshot. Each change the store announces builds the next
 * snapshot; changes arriving meanwhile are folded into one more build. A build that fails is logged and the
 * previous snapshot keeps serving, as a page is better served a moment old than not at all.
 */
export async function snapshotContentSource(store: Store, options: SnapshotOptions = {}): Promise<SnapshotContentSource> {
  const { log = console, checkEvery = 30_000 } = options
  const unreadable = (bad: UnreadableDocument[]) => {
    for (const b of bad)
      log.error(
        `content: published document ${b.documentId} (${b.document}) could not be read; ${b.keptPrevious ? 'its previous version keeps serving' : 'it is left out'} and the rest is published`,
        b.error,
      )
  }
  let current = await loadContentSnapshot(store, { unreadable })
  /**
   * The content version the serving snapshot was built from. A notice (or a check) finding the store still at it
   * builds nothing: PostgreSQL may announce one publish twice (its NOTIFY, and the listening connection coming back),
   * or after `settled()` already built it, and a second build of one version would log its unreadable documents
   * twice. A build that throws (the database went away mid-read) leaves it unchanged, so the next check tries again.
   */
  let built = current.version
  let running: Promise<void> | null = null
  let again = false
  const listeners = new Set<() => void>()

  const reload = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          const version = await store.content.contentVersion()
          if (version === built) continue
          const next = buildSnapshot(await store.content.readPublished(), version, await store.content.listMedia(), {
            previous: current,
            unreadable,
          })
          const moved = next.version !== current.version
          current = next
          built = version
          if (moved) for (const listener of listeners) listener()
        } catch (error) {
          log.error('content: the published snapshot could not be rebuilt; the previous one keeps serving', error)
        }
      } while (again)
      running = null
    })()
    return running
  }
  const stopListening = store.content.onContentChanged(() => void reload())
  const check = async () => {
    try {
      if (!running && (await store.content.contentVersion()) !== built) await reload()
    } catch (error) {
      log.error('content: the content version could not be read', error)
    }
  }
  const timer = checkEvery > 0 ? setInterval(() => void check(), checkEvery) : undefined
  timer?.unref()
  const stop = () => {
    stopListening()
    clearInterval(timer)
  }
  return {
    stop,
    settled: async () => {
      // A change another connection committed may not have been announced yet (PostgreSQL's NOTIFY arrives when it
      // arrives): what the store holds now is read, so "settled" means the content written before the call serves.
      if ((await store.content.contentVersion()) !== built) await reload()
      while (running) await running
    },
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => current.version,
    ...snapshotReader((locale) => current.locales[locale]),
  }
}

/** A ContentSource answering from a snapshot's languages (the current one, or a preview's with drafts overlaid). */
export function snapshotReader(read: (locale: Locale) => LocaleContent): ContentSource {
  return {
    layout: async (locale) => read(locale).layout,
    service: async (locale, slug) => read(locale).services.get(slug) ?? null,
    services: async (locale) => read(locale).serviceList,
    caseStudy: async (locale, slug) => read(locale).caseStudies.find((c) => c.slug === slug) ?? null,
    caseStudies: async (locale) => read(locale).caseStudyList,
    guide: async (locale, slug) => read(locale).guides.find((g) => g.slug === slug) ?? null,
    guides: async (locale) => read(locale).guideList,
    teamMember: async (locale, id) => read(locale).team?.find((m) => m.id === id) ?? null,
    team: async (locale) => read(locale).team,
    testimonials: async (locale) => read(locale).testimonials,
    faq: async (locale) => read(locale).faq,
    home: async (locale) => read(locale).home,
    about: async (locale) => read(locale).about,
    privacy: async (locale) => read(locale).privacy,
  }
}
