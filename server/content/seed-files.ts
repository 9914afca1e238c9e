import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { localizedSchema, neutralSchema } from '../../src/content/documents/index.ts'
import { fieldsOfKind, shapeOf, unwrap } from '../../src/content/documents/fields.ts'
import { DOCUMENT_TYPES, type ContentPart, type DocumentType, type SeedDocument } from '../../src/content/model.ts'
import { locales } from '../../src/i18n/locales.ts'

/**
 * The seed on disk (ADR 36, 3.7): `<dir>/<type>/<key>/neutral.json` and `<locale>.json`, every rich-text and
 * long-text field in its own `<part>.<field path>.md`, so prose diffs by line in git. Keys in schema order,
 * two-space JSON, a final newline: `writeSeed(readSeed(dir))` writes the same bytes (the export's round trip).
 */

type Json = Record<string, unknown>
const FILE_KINDS = ['richText', 'longText'] as const
const PARTS: readonly ContentPart[] = ['neutral', ...locales]

const schemaOf = (type: DocumentType, part: ContentPart) => (part === 'neutral' ? neutralSchema(type) : localizedSchema(type))

/** Sets `value` at a field path; a segment naming an item key finds that item in a neutral list. */
function setAt(target: Json, path: string[], value: string): void {
  let node: Json = target
  for (const segment of path.slice(0, -1)) {
    if (Array.isArray(node)) {
      const item = (node as Json[]).find((i) => i.key === segment)
      if (!item) throw new Error(`no list item "${segment}" for ${path.join('.')}`)
      node = item
    } else node = (node[segment] ??= {}) as Json
  }
  node[path.at(-1) as string] = value
}

function deleteAt(target: Json, path: string[]): void {
  let node: unknown = target
  for (const segment of path.slice(0, -1))
    node = Array.isArray(node) ? (node as Json[]).find((i) => i.key === segment) : (node as Json)[segment]
  delete (node as Json)[path.at(-1) as string]
}

/**
 * `value` with its keys in the order of `schema` (a part's schema); a localized list's record follows the item
 * order of the neutral list beside it, so the files do not depend on the order the fields were set in.
 */
function ordered(schema: z.ZodType, value: unknown, neutral: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  const { inner } = unwrap(schema)
  if (Array.isArray(value)) {
    const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined
    return element ? value.map((v) => ordered(element, v, undefined)) : value
  }
  if (inner instanceof z.ZodRecord) {
    const keys = Array.isArray(neutral) ? (neutral as Json[]).map((i) => i.key as string) : []
    const rank = (k: string) => (keys.includes(k) ? keys.indexOf(k) : keys.length)
    const entries = Object.entries(value as Json).sort(([a], [b]) => rank(a) - rank(b))
    const item = inner.valueType as z.ZodType
    return Object.fromEntries(
      entries.map(([k, v]) => [k, ordered(item, v, Array.isArray(neutral) ? (neutral as Json[]).find((i) => i.key === k) : undefined)]),
    )
  }
  const shape = shapeOf(inner) ?? {}
  const out: Json = {}
  for (const name of [...Object.keys(shape), ...Object.keys(value).filter((k) => !(k in shape))]) {
    const v = (value as Json)[name]
    if (v === undefined) continue
    out[name] = shape[name] ? ordered(shape[name], v, (neutral as Json | undefined)?.[name]) : v
  }
  return out
}

/** Every document under `dir`, its parts whole again (the `.md` fields put back at their paths). */
export function readSeed(dir: string): SeedDocument[] {
  const documents: SeedDocument[] = []
  for (const type of DOCUMENT_TYPES) {
    const typeDir = join(dir, type)
    let keys: string[]
    try {
      keys = readdirSync(typeDir).sort()
    } catch {
      continue
    }
    for (const key of keys) {
      const docDir = join(typeDir, key)
      if (!statSync(docDir).isDirectory()) continue
      const files = readdirSync(docDir).sort()
      const parts: SeedDocument['parts'] = {}
      for (const part of PARTS) {
        if (!files.includes(`${part}.json`)) continue
        const value = JSON.parse(readFileSync(join(docDir, `${part}.json`), 'utf8')) as Json
        for (const file of files) {
          if (!file.startsWith(`${part}.`) || !file.endsWith('.md')) continue
          const text = readFileSync(join(docDir, file), 'utf8')
          setAt(value, file.slice(part.length + 1, -3).split('.'), text.endsWith('\n') ? text.slice(0, -1) : text)
        }
        parts[part] = value
      }
      documents.push({ type, key, parts })
    }
  }
  return documents
}

/** The files of one document: name → content. */
export function seedFiles(document: SeedDocument): Map<string, string> {
  const files = new Map<string, string>()
  const neutral = document.parts.neutral
  for (const part of PARTS) {
    const value = document.parts[part]
    if (!value) continue
    const schema = schemaOf(document.type, part)
    const copy = structuredClone(value)
    for (const { path, text } of fieldsOfKind(schema, value, FILE_KINDS)) {
      files.set(`${part}.${path.join('.')}.md`, `${text}\n`)
      deleteAt(copy, path)
    }
    files.set(`${part}.json`, `${JSON.stringify(ordered(schema, copy, part === 'neutral' ? undefined : neutral), null, 2)}\n`)
  }
  return files
}

/**
 * Writes `documents` under `dir`, byte-stable, and removes the files of documents (and parts) no longer present.
 * Only the folders of the document types are touched.
 */
export function writeSeed(documents: readonly SeedDocument[], dir: string): void {
  const keep = new Map<string, Set<string>>()
  for (const document of documents) {
    if (document.key.includes('/') || document.key.startsWith('.')) throw new Error(`a document key cannot be a path: "${document.key}"`)
    const docDir = join(dir, document.type, document.key)
    mkdirSync(docDir, { recursive: true })
    const files = seedFiles(document)
    for (const [name, content] of files) writeFileSync(join(docDir, name), content)
    keep.set(docDir, new Set(files.keys()))
  }
  for (const type of DOCUMENT_TYPES) {
    const typeDir = join(dir, type)
    let keys: string[]
    try {
      keys = readdirSync(typeDir)
    } catch {
      continue
    }
    for (const key of keys) {
      const docDir = join(typeDir, key)
      const kept = keep.get(docDir)
      if (!kept) {
        rmSync(docDir, { recursive: true, force: true })
        continue
      }
      for (const file of readdirSync(docDir)) if (!kept.has(file)) rmSync(join(docDir, file), { force: true })
    }
  }
}
