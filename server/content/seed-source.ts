import type { SeedDocument } from '../../src/content/model.ts'
import type { MediaItem, PublishedPart } from '../db/content.ts'
import { SEED_DIR } from './first-run.ts'
import { imagesOf, seedAlt } from './media.ts'
import { readSeed } from './seed-files.ts'
import { buildSnapshot, snapshotReader, type ContentSnapshot, type ServerContentSource } from './snapshot.ts'

/**
 * The seed files (src/content/seed/) as published parts: what a fresh database publishes on first run
 * (server/content/first-run.ts), for code that reads the content without a database (the build, commands, tests).
 */
export function seedParts(documents: readonly SeedDocument[]): PublishedPart[] {
  return documents.flatMap((document, i) =>
    Object.entries(document.parts).map(([part, data]) => ({
      documentId: i + 1,
      type: document.type,
      key: document.key,
      part: part as PublishedPart['part'],
      versionId: 0,
      data: data ?? {},
      sourceHashes: {},
      publishedAt: '',
      publishedBy: 'seed',
    })),
  )
}

/** The media rows first run makes of the shipped images the seed names (their alt text per language). */
export function seedMediaItems(documents: readonly SeedDocument[]): MediaItem[] {
  const items = new Map<string, MediaItem>()
  for (const document of documents)
    for (const { url } of imagesOf(document.parts.neutral)) {
      if (items.has(url)) continue
      items.set(url, {
        id: items.size + 1,
        file: url,
        width: 0,
        height: 0,
        focalX: null,
        focalY: null,
        alt: seedAlt(document),
        originalName: url.slice(url.lastIndexOf('/') + 1),
        createdAt: '',
        createdBy: 'seed',
      })
    }
  return [...items.values()]
}

/** The snapshot a fresh database serves once the seed under `dir` is published. */
export function seedSnapshot(dir = SEED_DIR): ContentSnapshot {
  const documents = readSeed(dir)
  return buildSnapshot(seedParts(documents), 0, seedMediaItems(documents))
}

const sources = new Map<string, ServerContentSource>()

/**
 * A ServerContentSource answering the seed files as a fresh database would serve them: for the build, commands
 * and tests that render pages without a database. Read once per folder; the files do not change while it serves.
 */
export function seedContentSource(dir = SEED_DIR): ServerContentSource {
  let source = sources.get(dir)
  if (!source) {
    let snapshot: ContentSnapshot | undefined
    const current = () => (snapshot ??= seedSnapshot(dir))
    source = { version: () => 0, ...snapshotReader((locale) => current().locales[locale]) }
    sources.set(dir, source)
  }
  return source
}
