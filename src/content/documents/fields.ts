import { z } from 'zod'
import { fields, type DocumentType, type FieldMeta } from '../model.ts'
import { html, isoDate, sample, slug, summary, text } from '../schema.ts'

/**
 * Helpers the document schemas are written with (ADR 36, 3.2): every field is one expression of its zod schema and
 * its metadata in the `fields` registry, and the walkers below read both to split a document into its parts.
 */

/**
 * Registers a copy of `schema` with its metadata and returns it (`.optional()` may follow). A copy, because the
 * registry is keyed by schema instance and the checks of src/content/schema.ts are shared by many fields.
 */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  const copy = schema.clone() as z.ZodType
  copy.register(fields, meta)
  return copy as T
}

/** A stable key of a list item, kept when the list is reordered or edited, so per-item translations stay attached. */
export const itemKey = z
  .string()
  .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'an item key is letters and digits, words joined by hyphens')

/** A list whose items carry a stable `key`: neutral fields in the items, localized ones per key (`items.<key>.answer`). */
export function list<S extends z.ZodRawShape>(item: S, meta: Omit<FieldMeta, 'kind'>) {
  return field(z.array(z.object({ key: itemKey, ...item })), { kind: 'list', ...meta })
}

/** A group of fields shown together in the form. */
export function group<S extends z.ZodRawShape>(shape: S, meta: Omit<FieldMeta, 'kind'>) {
  return field(z.object(shape), { kind: 'object', ...meta })
}

/** A reference to another document by its key. */
export function reference(of: DocumentType, label: string, help?: string) {
  return field(slug, { kind: 'reference', of, label, help })
}

/** A picture by its public URL (the media library's rows point at today's URLs, ADR 36 3.3). */
export function image(label: string, help?: string) {
  return field(z.string().regex(/^\/media\/[\w./-]+$/, 'must be an image path under /media/'), { kind: 'image', label, help })
}

/** The order of a document among its type's documents (lists on the site follow it). */
export const order = field(z.number().int().min(0), {
  kind: 'text',
  label: 'Order',
  help: 'Position among the documents of this type on the site: 0 first.',
})

// ---- Walking a schema with the registry ----

/** The schema inside wrappers that keep no metadata of their own (`.optional()`, `.default()`, `.nullable()`). */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; nullable: boolean } {
  let inner = schema
  let optional = false
  let nullable = false
  for (;;) {
    const def = inner.def as { type: string; innerType?: z.ZodType }
    if (def.type === 'optional' || def.type === 'default') optional = true
    else if (def.type === 'nullable') nullable = true
    else return { inner, optional, nullable }
    inner = def.innerType as z.ZodType
  }
}

/** A field's metadata, registered on the field or on the schema inside its wrappers. */
export function metaOf(schema: z.ZodType): FieldMeta | undefined {
  for (let s: z.ZodType | undefined = schema; s; s = (s.def as { innerType?: z.ZodType }).innerType) {
    const meta = fields.get(s)
    if (meta) return meta
  }
  return undefined
}

/** The shape of a z.object, or undefined for any other schema. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const { inner } = unwrap(schema)
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined
}

/** The item object of a keyed list (z.array of z.object with `key`), or undefined. */
export function keyedItemOf(schema: z.ZodType): z.ZodObject | undefined {
  const { inner } = unwrap(schema)
  if (!(inner instanceof z.ZodArray)) return undefined
  const element = inner.element as z.ZodType
  return element instanceof z.ZodObject && 'key' in element.shape ? element : undefined
}

/** Which part a field (or the parts of a group or list) belongs to. */
export type Side = 'neutral' | 'localized'

function hasSide(schema: z.ZodType, side: Side): boolean {
  const meta = metaOf(schema)
  const shape = shapeOf(schema)
  const item = keyedItemOf(schema)
  if (item) return side === 'neutral' || Object.entries(item.shape).some(([k, s]) => k !== 'key' && hasSide(s as z.ZodType, side))
  if (shape) return Object.values(shape).some((s) => hasSide(s, side))
  return (meta?.localized === true) === (side === 'localized')
}

/**
 * The schema of one part, derived from the document's schema: the neutral part keeps lists as arrays of items with
 * their keys and neutral fields; the localized part keeps each list's text as a record by item key.
 */
export function sideSchema(schema: z.ZodObject, side: Side): z.ZodObject {
  const out: Record<string, z.ZodType> = {}
  for (const [name, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!hasSide(fieldSchema, side)) continue
    const { optional, nullable } = unwrap(fieldSchema)
    const item = keyedItemOf(fieldSchema)
    const shape = shapeOf(fieldSchema)
    let part: z.ZodType
    if (item) {
      const itemPart = sideSchema(z.object(Object.fromEntries(Object.entries(item.shape).filter(([k]) => k !== 'key'))), side)
      part = side === 'neutral' ? z.array(z.strictObject({ key: itemKey, ...itemPart.shape })) : z.record(itemKey, itemPart)
    } else if (shape) {
      part = sideSchema(z.object(shape), side)
    } else {
      out[name] = fieldSchema
      continue
    }
    if (nullable) part = part.nullable()
    out[name] = optional ? part.optional() : part
  }
  return z.object(out).strict()
}

type Json = Record<string, unknown>

/** Splits a whole document (lists as arrays of keyed items) into its neutral and localized values. */
export function splitValue(schema: z.ZodObject, value: Json): { neutral: Json; localized: Json } {
  const neutral: Json = {}
  const localized: Json = {}
  for (const [name, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const v = value[name]
    if (v === undefined) continue
    const item = keyedItemOf(fieldSchema)
    const shape = shapeOf(fieldSchema)
    if (item && Array.isArray(v)) {
      const inner = z.object(Object.fromEntries(Object.entries(item.shape).filter(([k]) => k !== 'key')))
      const n: Json[] = []
      const l: Json = {}
      for (const entry of v as Json[]) {
        const { key, ...rest } = entry
        const parts = splitValue(inner, rest)
        n.push({ key, ...parts.neutral })
        if (Object.keys(parts.localized).length) l[key as string] = parts.localized
      }
      if (hasSide(fieldSchema, 'neutral')) neutral[name] = n
      if (hasSide(fieldSchema, 'localized')) localized[name] = l
    } else if (shape && v !== null && typeof v === 'object') {
      const parts = splitValue(z.object(shape), v as Json)
      if (hasSide(fieldSchema, 'neutral')) neutral[name] = parts.neutral
      if (hasSide(fieldSchema, 'localized')) localized[name] = parts.localized
    } else if (metaOf(fieldSchema)?.localized) localized[name] = v
    else neutral[name] = v
  }
  return { neutral, localized }
}

/** The whole document from its neutral part and one localized part (the inverse of `splitValue`). */
export function combineValue(schema: z.ZodObject, neutral: Json, localized: Json): Json {
  const out: Json = {}
  for (const [name, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const n = neutral[name]
    const l = localized[name]
    const item = keyedItemOf(fieldSchema)
    const shape = shapeOf(fieldSchema)
    if (item && Array.isArray(n)) {
      const inner = z.object(Object.fromEntries(Object.entries(item.shape).filter(([k]) => k !== 'key')))
      const texts = (l ?? {}) as Record<string, Json>
      out[name] = (n as Json[]).map(({ key, ...rest }) => ({ key, ...combineValue(inner, rest, texts[key as string] ?? {}) }))
    } else if (shape && (n !== undefined || l !== undefined) && n !== null) {
      out[name] = combineValue(z.object(shape), (n ?? {}) as Json, (l ?? {}) as Json)
    } else if (n !== undefined) out[name] = n
    else if (l !== undefined) out[name] = l
  }
  return out
}

/** Every field of `kind` in a part's value, as its path (object names and item keys) and text. */
export function fieldsOfKind(
  schema: z.ZodObject,
  value: Json,
  kinds: readonly string[],
  path: string[] = [],
): { path: string[]; text: string }[] {
  const found: { path: string[]; text: string }[] = []
  for (const [name, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const v = value[name]
    if (v === undefined || v === null) continue
    const item = keyedItemOf(fieldSchema)
    const shape = shapeOf(fieldSchema)
    if (item) {
      const inner = z.object(Object.fromEntries(Object.entries(item.shape).filter(([k]) => k !== 'key')))
      const entries: [string, Json][] = Array.isArray(v)
        ? (v as Json[]).map((e) => [e.key as string, e])
        : Object.entries(v as Record<string, Json>)
      for (const [key, e] of entries) found.push(...fieldsOfKind(inner, e, kinds, [...path, name, key]))
    } else if (shape) found.push(...fieldsOfKind(z.object(shape), v as Json, kinds, [...path, name]))
    else if (unwrap(fieldSchema).inner instanceof z.ZodRecord) {
      const values = (unwrap(fieldSchema).inner as z.ZodRecord).valueType as z.ZodType
      const inner = shapeOf(values)
      if (inner)
        for (const [key, e] of Object.entries(v as Record<string, Json>))
          found.push(...fieldsOfKind(z.object(inner), e, kinds, [...path, name, key]))
    } else if (typeof v === 'string' && kinds.includes(metaOf(fieldSchema)?.kind ?? '')) found.push({ path: [...path, name], text: v })
  }
  return found
}

// ---- Common field shapes ----

/** A short text written per language (titles, names of things). */
export const localText = (label: string, help?: string) => field(text, { kind: 'text', label, help, localized: true })
/** A paragraph of plain text written per language. */
export const localLongText = (label: string, help?: string) => field(text, { kind: 'longText', label, help, localized: true })
/** Markdown written per language; paragraphs are separated by a blank line. */
export const localRichText = (label: string, help?: string) => field(text, { kind: 'richText', label, help, localized: true })
/** A page body in Markdown with the word count and the forbidden tags of src/content/schema.ts. */
export const localBody = (label: string, minWords: number, help?: string) =>
  field(html(minWords), { kind: 'richText', label, help, localized: true })
export const localSummary = (label = 'Summary', help = 'One or two sentences for cards and the meta description (80–240 characters).') =>
  field(summary, { kind: 'longText', label, help, localized: true })
export const sampleFlag = field(sample, {
  kind: 'select',
  options: [
    { value: 'true', label: 'Sample' },
    { value: 'false', label: 'Real' },
  ],
  label: 'Sample',
  help: 'Written for the site as an illustration, not a real client or matter: pages say so and the launch check lists it.',
})
export const reviewDate = (label = 'Last reviewed', help = 'The day a lawyer last checked it against current law (YYYY-MM-DD).') =>
  field(isoDate, { kind: 'text', label, help })
export const slugField = (help: string) => field(slug, { kind: 'text', label: 'Slug', help })
