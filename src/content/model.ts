import { z } from 'zod'
import type { Locale } from '../i18n/locales.ts'

/**
 * The words the content model is written in (ADR 36), shared by the seed files, the Store, the server's published
 * snapshot and the back office's generated forms. Public route code imports types from here only (`import type`),
 * so no zod registry reaches a public bundle (scripts/budget.test.ts).
 */

/** Every kind of document the firm edits; one zod schema per type (src/content/documents/). */
export const DOCUMENT_TYPES = [
  'firm',
  'legal-figures',
  'service-group',
  'service',
  'case-study',
  'guide',
  'team-member',
  'testimonial',
  'faq',
  'home',
  'about',
  'privacy',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** A document is stored, drafted, versioned and published per part: its language-neutral fields, then one per language. */
export type ContentPart = 'neutral' | Locale

/**
 * The about ten widgets the back office's generated form knows (ADR 36, 3.2). A field's kind and whether it is
 * localized live beside its schema in `fields`, so the schema and what the editor shows are one expression.
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'richText',
  'image',
  'select',
  'reference',
  'list',
  'object',
  'link',
  'phone',
  'hours',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

export interface FieldMeta {
  kind: FieldKind
  /** The label the editor shows, in English (the back office is English). */
  label: string
  help?: string
  /** Written once per language; absent or false: written once, in the neutral part. */
  localized?: boolean
  /** For `reference`: the document type it points at. */
  of?: DocumentType
  /** For `select`: the values offered, with their labels. */
  options?: readonly { value: string; label: string }[]
}

/**
 * Field metadata as a zod registry: `schema.register(fields, meta)` returns the same schema, so metadata survives
 * `.refine()` (zod's registry follows `_zod.parent`) but not wrappers such as `.optional()`: readers unwrap
 * `def.innerType` before looking up.
 */
export const fields = z.registry<FieldMeta>()

/** One document as the seed files and `content:export` hold it, and as the Store's first-run seed receives it. */
export interface SeedDocument {
  type: DocumentType
  /** Stable within its type: the slug or id today's modules use (`turkish-citizienship`, `firm`, `faq`). */
  key: string
  parts: Partial<Record<ContentPart, Record<string, unknown>>>
}
