import { fileURLToPath } from 'node:url'
import type { ContentPart, SeedDocument } from '../../src/content/model.ts'
import { isLocale, type Locale } from '../../src/i18n/locales.ts'
import { localizedPath } from '../../src/i18n/paths.ts'
import type { ContentRef, PublishExtras } from '../db/content.ts'
import { sourceHash } from '../db/source-hash.ts'
import { auditNote, type Store } from '../db/store.ts'
import { DEFAULT_AVAILABILITY, turkishNationalHolidayOverrides, type Availability } from '../../src/lib/availability.ts'
import { isLawyer } from '../../src/lib/team.ts'
import type { TeamMember } from '../../src/content/schema.ts'
import { imagesOf, mediaFileOf, seedMedia } from './media.ts'
import { readSeed } from './seed-files.ts'

/** The seed files shipped with the code (ADR 36, 3.7): what a fresh database is filled from. */
export const SEED_DIR = fileURLToPath(new URL('../../src/content/seed', import.meta.url))

type Json = Record<string, unknown>

/** Pages that are one document each, at a fixed address. */
const PAGE_PATHS: Partial<Record<SeedDocument['type'], string>> = {
  home: '/',
  about: '/about-us',
  faq: '/faq',
  privacy: '/privacy-notice',
}

/** Where a document answers in English (its path before the language prefix), if it is a page of its own. */
export function basePath(document: Pick<SeedDocument, 'type' | 'parts'>): string | undefined {
  const neutral = document.parts.neutral ?? {}
  const slug = typeof neutral.slug === 'string' ? neutral.slug : undefined
  switch (document.type) {
    case 'service':
      return slug && `/services/${slug}`
    case 'case-study':
      return slug && `/case-studies/${slug}`
    case 'guide':
      return slug && `/guides/${slug}`
    case 'service-group':
      return slug && `/${slug}`
    default:
      return PAGE_PATHS[document.type]
  }
}

const localesOf = (document: SeedDocument): Locale[] => Object.keys(document.parts).filter(isLocale)

/** Every address the document answers at, one per language it has. */
export function documentPaths(document: SeedDocument): string[] {
  const base = basePath(document)
  return base ? localesOf(document).map((locale) => localizedPath(base, locale)) : []
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g

/** Every string of a part with its path: list items are named by their `key`, so a moved item keeps its path. */
export function* leaves(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path.join('.'), value]
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const key = item && typeof item === 'object' && typeof (item as Json).key === 'string' ? ((item as Json).key as string) : String(i)
      yield* leaves(item, [...path, key])
    }
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value as Json)) if (name !== 'key') yield* leaves(item, [...path, name])
  }
}

/**
 * What a document uses, per part: the team members, service groups and services it names, its images, and the legal
 * figures and firm facts its text takes through `{{tokens}}`, so a publish of one of them knows which pages it touches.
 */
export function documentRefs(document: SeedDocument): ContentRef[] {
  const refs = new Map<string, ContentRef>()
  const add = (part: ContentPart, kind: ContentRef['kind'], target: string) => refs.set(`${part} ${kind} ${target}`, { part, kind, target })
  const neutral = document.parts.neutral ?? {}
  const member = (value: unknown) => (value && typeof value === 'object' ? (value as Json).member : undefined)
  for (const target of [member(neutral.author), member(neutral.founderQuote)]) {
    if (typeof target === 'string') add('neutral', 'document', `team-member/${target}`)
  }
  if (document.type === 'service' && typeof neutral.group === 'string') add('neutral', 'document', `service-group/${neutral.group}`)
  if (document.type === 'service-group' && Array.isArray(neutral.services)) {
    for (const slug of neutral.services) if (typeof slug === 'string') add('neutral', 'document', `service/${slug}`)
  }
  // Images: the media row's file, so the library knows where each is used and refuses to delete it.
  for (const { url } of imagesOf(neutral)) add('neutral', 'media', mediaFileOf(url))
  for (const [part, value] of Object.entries(document.parts) as [ContentPart, Json][]) {
    for (const [, text] of leaves(value)) {
      for (const [, token] of text.matchAll(TOKEN)) {
        if (token.startsWith('firm.')) add(part, 'firm', token.slice('firm.'.length))
        else add(part, 'figure', token)
      }
    }
  }
  return [...refs.values()]
}

/**
 * Per translated part, the hash of the English value each of its fields was made from (ADR 36, 3.4): the seed's
 * translations were made from the seed's English, so they start current (and unreviewed, as ADR 28's post files).
 */
export function seedSourceHashes(document: SeedDocument): PublishExtras['sourceHashes'] {
  const english = document.parts.en
  if (!english) return {}
  const hashes = Object.fromEntries([...leaves(english)].map(([path, text]) => [path, sourceHash(text)]))
  const out: NonNullable<PublishExtras['sourceHashes']> = {}
  for (const locale of localesOf(document)) {
    if (locale === 'en') continue
    const own = [...leaves(document.parts[locale])].map(([path]) => path)
    out[locale] = Object.fromEntries(own.filter((path) => path in hashes).map((path) => [path, hashes[path]!]))
  }
  return out
}

/** What the seed publishes beside each document: its addresses, what it uses and its translations' source hashes. */
export const seedExtras = (document: SeedDocument): PublishExtras => ({
  paths: documentPaths(document),
  refs: documentRefs(document),
  sourceHashes: seedSourceHashes(document),
})

/**
 * A fresh database gets the site's content from the seed files, published in one transaction (the Store's
 * importSeed), so `npm ci && npm start` serves the whole site. A database with any document is left alone: from
 * then on the firm's edits are the content, and `npm run content:export` writes them back to files. The shipped
 * images the documents use become media rows at the same time.
 */
export async function seedContentIfEmpty(
  store: Store,
  dir = SEED_DIR,
  now = new Date().toISOString(),
  opts: { sampleHours?: boolean } = {},
): Promise<number> {
  if ((await store.content.listDocuments()).length > 0) return 0
  const documents = readSeed(dir)
  const { seeded } = await store.content.importSeed(documents, 'seed', now, seedExtras)
  // The shipped images they use join the media library at their current URLs (ADR 36, 3.3). Only by the instance
  // whose import seeded: two instances starting on a fresh PostgreSQL database both get here, and the other's
  // import wrote nothing (rows of the same file would collide).
  if (seeded > 0) await seedMedia(store, documents, now)
  if (seeded > 0 && opts.sampleHours) await seedSampleHours(store, documents, now)
  return seeded
}

/** Who the first run's hours are recorded as set by (the availability page and the audit log show it). */
export const FIRST_RUN_ACTOR = 'first-run seed'

/**
 * The firm's default hours with this year's and next year's fixed national holidays closed: what the sample lawyers
 * get on the first run.
 */
export function sampleHours(now: string): Availability {
  const year = Number(now.slice(0, 4))
  const overrides = [year, year + 1].flatMap((y) => turkishNationalHolidayOverrides(DEFAULT_AVAILABILITY, y))
  return { ...DEFAULT_AVAILABILITY, overrides }
}

/**
 * Hours for the sample team's lawyers (founder, partners, associates: admitted to the bar), on the first run only
 * (ADR 37 "(wadmin)"), so that `npm ci && npm start` shows a booking page with free times rather than its closed
 * view. Called only when the seed filled an empty database: a firm that later removed a lawyer's hours never gets
 * them back on a restart. A lawyer who somehow has hours already keeps them.
 */
async function seedSampleHours(store: Store, documents: SeedDocument[], now: string): Promise<void> {
  const hours = sampleHours(now)
  for (const document of documents) {
    if (document.type !== 'team-member') continue
    const neutral = (document.parts.neutral ?? {}) as { role?: TeamMember['role']; sample?: boolean }
    if (neutral.sample !== true || !neutral.role || !isLawyer({ role: neutral.role })) continue
    if (await store.bookings.availability(document.key)) continue
    const audit = auditNote(FIRST_RUN_ACTOR, 'changed availability', document.key, Date.parse(now))
    await store.bookings.putAvailability(document.key, hours, FIRST_RUN_ACTOR, now, audit)
  }
}
