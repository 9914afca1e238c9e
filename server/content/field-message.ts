import { z } from 'zod'
import { documentSchemas } from '../../src/content/documents/index.ts'
import { metaOf } from '../../src/content/documents/fields.ts'
import type { DocumentType } from '../../src/content/model.ts'
import { plainIssue } from './validate.ts'

/**
 * A zod issue of a part in plain words naming the field by its label in the editor: "Phone must be an international
 * number …", "Answer (Questions, item "office-hours") is empty". The part's schema is derived and keeps only its
 * leaves' labels, so the labels are read along the same path in the document's schema, where a list's item (an
 * index in the neutral part, an item key in a language's part) is one step.
 */
export function fieldMessage(type: DocumentType, path: readonly PropertyKey[], issue: z.core.$ZodIssue, data: unknown): string {
  const labels: string[] = []
  let item = ''
  let schema: z.ZodType | undefined = documentSchemas[type]
  for (const segment of path) {
    const inner: z.ZodType | undefined = schema && unwrapAll(schema)
    if (inner instanceof z.ZodArray) {
      item = typeof segment === 'number' ? `item ${segment + 1}` : `item "${String(segment)}"`
      schema = inner.element as z.ZodType
      continue
    }
    schema = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[String(segment)] : undefined
    const label = schema && metaOf(schema)?.label
    if (label) labels.push(item ? `${label} (${item})` : label)
    item = ''
  }
  const value = path.reduce<unknown>(
    (node, k) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[k] : undefined),
    data,
  )
  const name = labels.length ? [...labels].reverse().join(' in ') : path.map(String).join('.') || 'This part'
  return `${name} ${plainIssue(issue, value)}`
}

const unwrapAll = (schema: z.ZodType): z.ZodType => {
  let s = schema
  while ('innerType' in s.def && s.def.innerType) s = s.def.innerType as z.ZodType
  return s
}
