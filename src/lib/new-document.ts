import { z } from 'zod'
import type { DocumentType } from '../content/model.ts'
import { SLUG_PATTERN } from './slug.ts'

/**
 * Making a new document in the back office (issue 36: "a new lawyer joins"): the form's schema, used by the form and
 * by the server (server/admin/content-create.ts).
 *
 * The types a firm adds entries to. Guides are left out: each guide has a layout of its own, chosen by its slug. The
 * single documents (firm facts, FAQ, home, about, privacy, legal figures) exist once and are edited, not added.
 */
export const NEW_DOCUMENT_TYPES = ['team-member', 'service', 'case-study', 'testimonial'] as const satisfies readonly DocumentType[]
export type NewDocumentType = (typeof NEW_DOCUMENT_TYPES)[number]

export const isNewDocumentType = (type: string): type is NewDocumentType => (NEW_DOCUMENT_TYPES as readonly string[]).includes(type)

export const newDocumentSchema = z.object({
  key: z
    .string()
    .trim()
    .min(2, 'Enter at least 2 characters, e.g. leyla-demir.')
    .max(80, 'Use at most 80 characters.')
    .regex(SLUG_PATTERN, 'Use lower-case letters a to z, digits and single hyphens only, e.g. leyla-demir.'),
})
export type NewDocumentInput = z.infer<typeof newDocumentSchema>
