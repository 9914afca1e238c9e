import { fields, type FieldMeta } from '../../content/model'
import type { z } from 'zod'

/**
 * Reading a document type's zod schema as the editor needs it: each field's metadata from the `fields` registry,
 * its value's shape, and the labels of a field path. The form is generated from this, so a new field in a schema
 * appears in the editor with no form code written for it.
 */

export type Schema = z.core.$ZodType

/** The parts of zod's definitions the editor reads (zod 4.6 `_zod.def`). */
interface Def {
  type: string
  innerType?: Schema
  in?: Schema
  defaultValue?: unknown
  shape?: Record<string, Schema>
  element?: Schema
  entries?: Record<string, string | number>
  values?: unknown[]
}

const def = (schema: Schema) => schema._zod.def as unknown as Def

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'])

export interface Unwrapped {
  /** The schema inside any optional/default/nullable wrappers. */
  schema: Schema
  meta?: FieldMeta
  /** Empty is allowed: the field may be left out. */
  optional: boolean
}

/**
 * zod's registry follows clones (`.refine()`) but not wrappers (`.optional()`), so metadata may sit on the wrapper
 * or on the schema inside it: look at each level on the way in, the outermost first.
 */
export function unwrap(schema: Schema): Unwrapped {
  let current = schema
  let meta = fields.get(current)
  let optional = false
  for (;;) {
    const { type, innerType, in: input } = def(current)
    if (type === 'optional' || type === 'nullable') optional = true
    const inner = WRAPPERS.has(type) ? innerType : type === 'pipe' ? input : undefined
    if (!inner) break
    current = inner
    meta ??= fields.get(current)
  }
  return { schema: current, meta, optional }
}

/** One field of a form: where it sits in its object (or list), what it holds, and how the editor shows it. */
export interface FieldNode {
  name: string
  schema: Schema
  meta: FieldMeta
  optional: boolean
}

export const kindOf = (schema: Schema) => def(schema).type

/** An object schema's parts, unwrapped, whether or not the registry names them (opening hours' parts). */
export function shapeOf(schema: Schema): [string, Unwrapped][] {
  return Object.entries(def(schema).shape ?? {}).map(([name, field]) => [name, unwrap(field)])
}

/** The parts of a field made of parts the registry does not name (opening hours, a phone's number and display). */
export function partNodes(schema: Schema): FieldNode[] {
  return shapeOf(schema).map(([part, { schema: inner, meta, optional }]) => ({
    name: part,
    schema: inner,
    optional,
    meta: { kind: 'text', ...meta, label: meta?.label ?? unregisteredLabel(part) },
  }))
}

/** An array schema's item schema, unwrapped. */
export function elementOf(schema: Schema): Schema | undefined {
  const element = def(schema).element
  return element && unwrap(element).schema
}

/** A list item's stable key (ADR 36 3.1: `items.<key>.answer`): kept by the editor, never shown. */
export const ITEM_KEY = 'key'

/** The fields of an object schema in schema order; a field missing from the registry is a mistake in the schema. */
export function objectFields(schema: Schema, where = 'the document'): FieldNode[] {
  const shape = def(schema).shape ?? {}
  return Object.entries(shape)
    .filter(([name]) => !(name === ITEM_KEY && !fields.get(shape[name])))
    .map(([name, field]) => {
      const { schema: inner, meta, optional } = unwrap(field)
      if (!meta) throw new Error(`The field "${name}" of ${where} has no entry in the fields registry (src/content/model.ts).`)
      return { name, schema: inner, meta, optional }
    })
}

/** A list's item as a field: its own registry entry, or an object or text named after the list. */
export function itemNode(list: FieldNode): FieldNode {
  const element = def(list.schema).element
  if (!element) throw new Error(`The field "${list.name}" is a list in the registry but not an array in its schema.`)
  const { schema, meta, optional } = unwrap(element)
  const kind = meta?.kind ?? (kindOf(schema) === 'object' ? 'object' : 'text')
  return { name: list.name, schema, optional, meta: { label: 'Item', ...meta, kind, localized: list.meta.localized || meta?.localized } }
}

/** Whether a translator has anything to write in this field: it or something inside it is localized, or it is an image (alt text). */
export function hasLocalized(node: FieldNode): boolean {
  if (node.meta.localized || node.meta.kind === 'image') return true
  if (node.meta.kind === 'object') return objectFields(node.schema).some(hasLocalized)
  if (node.meta.kind === 'list') return hasLocalized(itemNode(node))
  return false
}

/** The values an enum, literal or boolean schema accepts, as the strings a `<select>` holds. */
export function enumValues(schema: Schema): string[] {
  const { type, entries, values } = def(schema)
  if (type === 'enum') return Object.values(entries ?? {}).map(String)
  if (type === 'literal') return (values ?? []).map(String)
  if (type === 'boolean') return ['true', 'false']
  return []
}

/** A key for a new list item: random, so two editors adding items never make the same one. */
export function newItemKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => (b % 36).toString(36)).join('')
}

/** The value a new, empty field starts with (a new list item's fields, a new item's key). */
export function emptyValue(schema: Schema): unknown {
  const d = def(schema)
  if (d.type === 'default' || d.type === 'prefault') return d.defaultValue
  if (d.type === 'optional' || d.type === 'nullable') return undefined
  if (WRAPPERS.has(d.type) && d.innerType) return emptyValue(d.innerType)
  if (d.type === 'object')
    return Object.fromEntries(
      Object.entries(d.shape ?? {}).map(([name, field]) => [name, name === ITEM_KEY ? newItemKey() : emptyValue(field)]),
    )
  if (d.type === 'array') return []
  if (d.type === 'boolean') return false
  if (d.type === 'number') return undefined
  return ''
}

/** A field path as TanStack Form names it (`faq[2].answer`), split into object keys and list indexes. */
export function pathSegments(name: string): (string | number)[] {
  return name
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
}

export function joinSegments(segments: readonly (string | number)[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('')
}

/** The value at a field path. */
export function valueAt(value: unknown, name: string): unknown {
  let current = value
  for (const segment of pathSegments(name)) current = (current as Record<string | number, unknown> | undefined)?.[segment]
  return current
}

/**
 * The form's name for a path given the way the server and the stale list write it: dotted, with a list item named
 * by its key (`faq.k3x9.answer`, ADR 36) or its index (`faq.2.answer`); TanStack's own form is accepted too.
 */
export function fieldNameOf(path: string, values: unknown): string | undefined {
  const segments: (string | number)[] = []
  let current = values
  for (const raw of path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)) {
    if (Array.isArray(current)) {
      const index = /^\d+$/.test(raw) ? Number(raw) : current.findIndex((item) => (item as Record<string, unknown>)?.[ITEM_KEY] === raw)
      if (index < 0 || index >= current.length) return undefined
      segments.push(index)
      current = current[index]
    } else {
      segments.push(raw)
      current = (current as Record<string, unknown> | undefined)?.[raw]
    }
  }
  return joinSegments(segments)
}

/** The parts of an opening-hours value, which its widget lays out itself (no registry entries needed). */
const PART_LABELS: Record<string, string> = {
  days: 'Days open',
  opens: 'Opens',
  closes: 'Closes',
  e164: 'International number',
  display: 'Number as pages show it',
}

/** The label of a part no registry entry names: an opening-hours part, or the key written out. */
export function unregisteredLabel(name: string): string {
  return (
    PART_LABELS[name] ??
    name.charAt(0).toUpperCase() +
      name
        .slice(1)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
  )
}

/** "Questions › Question 2 › Answer", and a sort key in schema order, for the error summary. */
export function describePath(schema: Schema, name: string): { label: string; order: number[] } {
  const labels: string[] = []
  const order: number[] = []
  let node: FieldNode | undefined
  let current: Schema | undefined = schema
  for (const segment of pathSegments(name)) {
    if (!current) break
    if (typeof segment === 'number' && node?.meta.kind === 'list') {
      const item = itemNode(node)
      labels.push(`${item.meta.label} ${segment + 1}`)
      order.push(segment)
      node = item
      current = item.schema
      continue
    }
    const shape: Record<string, Schema> = def(current).shape ?? {}
    const keys = Object.keys(shape)
    const field = shape[String(segment)]
    order.push(keys.indexOf(String(segment)))
    if (!field) break
    const { schema: inner, meta, optional } = unwrap(field)
    labels.push(meta?.label ?? unregisteredLabel(String(segment)))
    node = meta ? { name: String(segment), schema: inner, meta, optional } : undefined
    current = inner
  }
  return { label: labels.join(' › '), order }
}
