import { DEFAULT_LOCALE, isLocale, locales, type Locale } from '../../src/i18n/locales.ts'
import type { TranslationStatus } from '../../src/lib/admin.ts'
import { auditNote, type ReviewRow, type Store } from '../db/store.ts'
import { documentName, type ContentDocument, type ContentPart, type PartData, type PublishedPart } from '../db/content.ts'
import { sourceHash } from '../db/source-hash.ts'
import { basePath, leaves } from './first-run.ts'

/**
 * Translation review with documents as units (ADR 36, 3.4; ADR 26/28's statuses and rules). A unit is one document
 * in one language, a `translation_reviews` row with item `doc:<id>`; no row means `machine`, as the seed ships it.
 * Staleness is per field: a published translation's version keeps, per field path (list items by key), the hash of
 * the English value it was made or approved from, and a field is stale when the English published now hashes
 * otherwise. The unit's `source_hash` is the hash of the whole English part the reviewer saw. A document's language
 * counts for visitors when its unit is `reviewed`, no field is stale, and the language's interface unit counts
 * (server/translations/reviews.ts adds that last condition and turns documents into page paths).
 */

/** The review unit of a document's translations. */
export const documentItem = (documentId: number) => `doc:${documentId}`
export const DOCUMENT_ITEM = /^doc:(\d+)$/

/**
 * A unit carried from a page review whose English had changed before the content moved into documents (ADR 36,
 * 3.4): which of its fields changed is unknown, so every field is stale until an approver looks again.
 */
const CARRIED_STALE = 'page:'

/** The hash of each text field of a language's part, by path. */
export const fieldHashes = (data: PartData): Record<string, string> =>
  Object.fromEntries([...leaves(data)].map(([path, text]) => [path, sourceHash(text)]))

/** The hash of an English part as a whole: what an approval names as seen. */
export const englishHash = (data: PartData): string => sourceHash([...leaves(data)].map(([path, text]) => `${path}\t${text}`).join('\n'))

/**
 * The fields of a published translation whose English changed since the translation was made or approved, in the
 * translation's field order. A field the English does not have is not stale (the English dropped it; publishing
 * checks the shape); one with no recorded hash is (what it was made from is unknown).
 */
export function staleFields(translation: PublishedPart | undefined, english: PublishedPart | undefined, row?: ReviewRow): string[] {
  if (!translation || !english) return []
  const now = fieldHashes(english.data)
  const carriedStale = row?.status === 'reviewed' && row.sourceHash.startsWith(CARRIED_STALE)
  return [...leaves(translation.data)]
    .map(([path]) => path)
    .filter((path) => path in now && (carriedStale || translation.sourceHashes[path] !== now[path]))
}

export interface DocumentReview {
  status: TranslationStatus
  reviewer: string | null
  reviewedAt: string | null
  note: string
  /** Field paths of the published translation whose English changed since. */
  stale: string[]
  /** The hash of the English published now: what an approval must name. Null while the English is not published. */
  sourceHash: string | null
}

/** A published document's parts, by part. */
export type LiveParts = ReadonlyMap<ContentPart, PublishedPart>

/** A document's published parts now. */
export async function liveParts(store: Store, documentId: number): Promise<LiveParts> {
  const parts = (await store.content.readPublished()).filter((p) => p.documentId === documentId)
  return new Map(parts.map((p) => [p.part, p] as const))
}

/** Every translation's review of one document, by language: the (review) part of the document's answer. */
export async function documentReviews(
  store: Store,
  documentId: number,
  live: LiveParts | undefined,
): Promise<Partial<Record<Locale, DocumentReview>>> {
  const item = documentItem(documentId)
  const rows = new Map((await store.translations.reviews()).filter((r) => r.item === item).map((r) => [r.locale, r]))
  const english = live?.get(DEFAULT_LOCALE)
  const out: Partial<Record<Locale, DocumentReview>> = {}
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue
    const row = rows.get(locale)
    out[locale] = {
      status: row?.status ?? 'machine',
      reviewer: row?.reviewer ?? null,
      reviewedAt: row?.reviewedAt ?? null,
      note: row?.note ?? '',
      stale: staleFields(live?.get(locale), english, row),
      sourceHash: english ? englishHash(english.data) : null,
    }
  }
  return out
}

/**
 * Which page paths documents decide, per language, and which of them count as reviewed by their document's unit
 * alone (the interface unit is the caller's). A document decides its path in a language once its unit there has a
 * row; a path whose document has none is left to the page review of ADR 26 (the first seed carries those over).
 */
export function documentPathReviews(
  rows: ReviewRow[],
  published: PublishedPart[],
): { decided: Map<Locale, Set<string>>; reviewed: Map<Locale, Set<string>> } {
  const parts = new Map<number, Map<ContentPart, PublishedPart>>()
  for (const p of published) {
    if (!parts.has(p.documentId)) parts.set(p.documentId, new Map())
    parts.get(p.documentId)!.set(p.part, p)
  }
  const decided = new Map<Locale, Set<string>>()
  const reviewed = new Map<Locale, Set<string>>()
  const add = (into: Map<Locale, Set<string>>, locale: Locale, path: string) => {
    if (!into.has(locale)) into.set(locale, new Set())
    into.get(locale)!.add(path)
  }
  for (const row of rows) {
    const id = DOCUMENT_ITEM.exec(row.item)?.[1]
    const live = id === undefined ? undefined : parts.get(Number(id))
    const neutral = live?.get('neutral')
    if (!live || !neutral) continue
    const path = basePath({ type: neutral.type, parts: { neutral: neutral.data } })
    if (!path) continue
    add(decided, row.locale, path)
    const translation = live.get(row.locale)
    const english = live.get(DEFAULT_LOCALE)
    if (row.status === 'reviewed' && translation && english && staleFields(translation, english, row).length === 0)
      add(reviewed, row.locale, path)
  }
  return { decided, reviewed }
}

/**
 * After a draft save of a translation: if its words differ from its last version (what was published, and reviewed
 * if anyone reviewed it), the unit is `draft` again, "needs review", autosave included (ADR 28's rule). Audited
 * when the status changes.
 */
export async function reopenEditedTranslation(
  store: Store,
  doc: ContentDocument,
  part: ContentPart,
  data: PartData,
  actor: string,
  at: string,
): Promise<void> {
  if (!isLocale(part) || part === DEFAULT_LOCALE) return
  const item = documentItem(doc.id)
  const row = (await store.translations.reviews()).find((r) => r.item === item && r.locale === part)
  if (row?.status === 'draft') return
  const [last] = await store.content.listVersions(doc.id, part)
  const words = (value: PartData | undefined) => JSON.stringify(value ? [...leaves(value)] : [])
  if (last && words(last.data) === words(data)) return
  await store.translations.saveReview(
    {
      item,
      locale: part,
      status: 'draft',
      sourceHash: row?.sourceHash ?? '',
      reviewer: null,
      reviewedAt: null,
      note: row?.note ?? '',
      updatedAt: at,
    },
    auditNote(actor, 'translation.edited', `${part} ${documentName(doc)}: its words changed, so it needs review again`, Date.parse(at)),
  )
}

/**
 * The first seed carries the page reviews of ADR 26 over to the documents answering at those pages (ADR 36, 3.4):
 * where the page's English still hashes as the reviewer saw it, the document's unit gets the same status, reviewer,
 * time and note; otherwise it is carried as stale in every field, for an approver to look at again. Units that
 * have a row already are left alone. Returns how many were carried.
 */
export async function carryPageReviews(
  store: Store,
  englishPageHash: (path: string) => Promise<string>,
  now = new Date().toISOString(),
): Promise<number> {
  const rows = await store.translations.reviews()
  const published = await store.content.readPublished()
  const has = new Set(rows.map((r) => `${r.item} ${r.locale}`))
  const english = new Map(published.filter((p) => p.part === DEFAULT_LOCALE).map((p) => [p.documentId, p.data]))
  const byPath = new Map<string, { id: number; type: string; key: string; english?: PartData }>()
  for (const p of published) {
    const path = p.part === 'neutral' && basePath({ type: p.type, parts: { neutral: p.data } })
    if (path) byPath.set(path, { id: p.documentId, type: p.type, key: p.key, english: english.get(p.documentId) })
  }
  let carried = 0
  for (const row of rows) {
    const doc = byPath.get(row.item)
    if (!doc?.english || row.status === 'machine' || has.has(`${documentItem(doc.id)} ${row.locale}`)) continue
    const same = await englishPageHash(row.item).then(
      (hash) => hash === row.sourceHash,
      () => false,
    )
    await store.translations.saveReview(
      {
        ...row,
        item: documentItem(doc.id),
        sourceHash: same ? englishHash(doc.english) : `${CARRIED_STALE}${row.sourceHash}`,
        updatedAt: now,
      },
      auditNote(
        'seed',
        'translation.carry',
        `${row.locale} ${row.item} → ${documentName(doc)}: ${row.status}${same ? '' : ', stale (the English changed since the review)'}`,
        Date.parse(now),
      ),
    )
    carried++
  }
  return carried
}

/**
 * The source hashes a translation's next version records when it is published without an approval (a translator's
 * publish, ADR 36 open question 2): a field whose words are as last published keeps what it was made from, so a
 * stale field stays stale; a field the translator rewrote was made from the English published now. For the
 * general publish service (server/content/publish.ts).
 */
export function publishedSourceHashes(
  previous: Pick<PublishedPart, 'data' | 'sourceHashes'> | undefined,
  data: PartData,
  english: PartData,
): Record<string, string> {
  const before = new Map(previous ? [...leaves(previous.data)] : [])
  const now = fieldHashes(english)
  const out: Record<string, string> = {}
  for (const [path, text] of leaves(data)) {
    if (!(path in now)) continue
    const kept = before.get(path) === text ? previous?.sourceHashes[path] : undefined
    out[path] = kept ?? now[path]!
  }
  return out
}
