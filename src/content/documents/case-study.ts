import { z } from 'zod'
import { caseStudySchema } from '../schema.ts'
import { field, image, localBody, localSummary, localText, order, sampleFlag, slugField } from './fields.ts'

/** An anonymised client story: first name or initial only, no amounts, no identifying details. */
export const caseStudyDocument = z.object({
  slug: slugField('The address under /case-studies/, exactly as published.'),
  sample: sampleFlag,
  image: image('Picture'),
  order,
  title: localText('Title'),
  metaTitle: field(caseStudySchema.shape.metaTitle.unwrap(), {
    kind: 'text',
    label: 'Title in search results',
    help: 'A shorter title for the browser tab and search results, where the title is over 60 characters.',
    localized: true,
  }).optional(),
  topic: localText('Topic'),
  summary: localSummary(),
  description: localBody('Story', 350, 'At least 350 words. Headings start at level 2 (##).'),
})
