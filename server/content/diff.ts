import { diffLines, diffWords, type ChangeObject } from 'diff'
import type { z } from 'zod'
import { documentSchemas } from '../../src/content/documents/index.ts'
import { keyedItemOf, metaOf, shapeOf } from '../../src/content/documents/fields.ts'
import type { ContentPart, DocumentType, FieldKind } from '../../src/content/model.ts'
import type { PartData } from '../db/content.ts'

/**
 * A readable diff of two values of one part of a document (ADR 36, 3.3 "History"), made on the server so no diff
 * code reaches a bundle: every changed field with its label from the field registry, the words that changed (text
 * word by word; Markdown line by line, then word by word inside the changed lines), and explicit lists of the link
 * targets and images added or removed and of the changed neutral settings, because a changed link or picture
 * hides inside a paragraph that reads the same (gutenberg #76359).
 */

export interface WordChange {
  added?: true
  removed?: true
  value: string
}

export interface FieldChange {
  /** The field's path in the part: object names and list item keys (`items.office-hours.answer`). */
  path: string
  label: string
  kind: FieldKind
  before: unknown
  after: unknown
  words?: WordChange[]
}

export interface PartDiff {
  fields: FieldChange[]
  links: { added: string[]; removed: string[] }
  images: { added: string[]; removed: string[] }
  settings: { path: string; label: string; before: unknown; after: unknown }[]
}

interface Leaf {
  value: unknown
  label: string
  kind: FieldKind
}

const isKeyed = (value: unknown[]): value is { key: string }[] =>
  value.length > 0 && value.every((v) => v !== null && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string')

/**
 * Every field of a part's value by path, with its label and kind read along the same path in the document's schema.
 * A keyed list (an array of items in the neutral part, a record by item key in a language's) is walked by item
 * key, so a reordered list compares item with item; its order is a field of its own.
 */
function fieldsOf(schema: z.ZodType | undefined, value: unknown, path: string[], labels: string[], out: Map<string, Leaf>): void {
  const meta = schema && metaOf(schema)
  const label = meta?.label
  const here = label ? [...labels, label] : labels
  const name = (extra: string[] = []) => [...here, ...extra].join(' › ') || path.join('.')
  const item = schema && keyedItemOf(schema)
  if (Array.isArray(value) && isKeyed(value)) {
    out.set(path.join('.'), { value: value.map((v) => v.key), label: `${name()} (order)`, kind: 'list' })
    for (const { key, ...rest } of value) fieldsOf(item, rest, [...path, key], [...here, `item "${key}"`], out)
    return
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = schema && shapeOf(schema)
    for (const [k, v] of Object.entries(value)) {
      // A language's part keeps a list's text as a record by item key: the key names the item, its value the fields.
      const child = item ? item : shape?.[k]
      const step = item ? [`item "${k}"`] : []
      fieldsOf(child, v, [...path, k], [...here, ...step], out)
    }
    return
  }
  out.set(path.join('.'), { value, label: name(), kind: meta?.kind ?? 'text' })
}

const wordsOf = (changes: ChangeObject<string>[]): WordChange[] =>
  changes.map((c) => ({ ...(c.added ? { added: true as const } : {}), ...(c.removed ? { removed: true as const } : {}), value: c.value }))

/** Markdown line by line, and inside each replaced run of lines word by word. */
function markdownWords(before: string, after: string): WordChange[] {
  const out: WordChange[] = []
  const lines = diffLines(before, after)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const next = lines[i + 1]
    if (line.removed && next?.added) {
      out.push(...wordsOf(diffWords(line.value, next.value)))
      i++
    } else out.push(...wordsOf([line]))
  }
  return out
}

const LINK = /(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)|href="([^"]*)"/g
const IMAGE = /!\[[^\]]*\]\(([^)\s]+)[^)]*\)|<img\b[^>]*\bsrc="([^"]*)"/g

/** The link targets and image addresses a part's fields hold: in their text, and as link and image fields. */
function targets(leaves: Map<string, Leaf>): { links: Set<string>; images: Set<string> } {
  const links = new Set<string>()
  const images = new Set<string>()
  for (const { value, kind } of leaves.values()) {
    if (typeof value !== 'string') continue
    if (kind === 'link') links.add(value)
    else if (kind === 'image') images.add(value)
    for (const m of value.matchAll(LINK)) links.add((m[1] ?? m[2])!)
    for (const m of value.matchAll(IMAGE)) images.add((m[1] ?? m[2])!)
  }
  return { links, images }
}

const minus = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x))

/** The diff of `before` and `after`, two values of `part` of a document of `type` (versions or a draft). */
export function diffPart(type: DocumentType, part: ContentPart, before: PartData, after: PartData): PartDiff {
  const schema = documentSchemas[type]
  const a = new Map<string, Leaf>()
  const b = new Map<string, Leaf>()
  fieldsOf(schema, before, [], [], a)
  fieldsOf(schema, after, [], [], b)
  const fields: FieldChange[] = []
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const old = a.get(path)
    const now = b.get(path)
    if (JSON.stringify(old?.value) === JSON.stringify(now?.value)) continue
    const { label, kind } = (now ?? old)!
    const change: FieldChange = { path, label, kind, before: old?.value ?? null, after: now?.value ?? null }
    const x = typeof old?.value === 'string' ? old.value : ''
    const y = typeof now?.value === 'string' ? now.value : ''
    if (typeof (old?.value ?? now?.value) === 'string') change.words = kind === 'richText' ? markdownWords(x, y) : wordsOf(diffWords(x, y))
    fields.push(change)
  }
  const from = targets(a)
  const to = targets(b)
  return {
    fields,
    links: { added: minus(to.links, from.links), removed: minus(from.links, to.links) },
    images: { added: minus(to.images, from.images), removed: minus(from.images, to.images) },
    // Every field of the neutral part is a setting of the document in every language: listed on its own.
    settings: part === 'neutral' ? fields.map(({ path, label, before, after }) => ({ path, label, before, after })) : [],
  }
}
