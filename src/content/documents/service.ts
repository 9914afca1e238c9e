import { z } from 'zod'
import { serviceGroupIds } from '../schema.ts'
import { field, image, localBody, localSummary, localText, reviewDate, slugField } from './fields.ts'

/** A service page, /services/<slug>; its group lists it (service-group `services`), which orders it. */
export const serviceDocument = z.object({
  slug: slugField('The address under /services/, exactly as published (misspellings included: ADR 3).'),
  group: field(z.enum(serviceGroupIds), { kind: 'reference', of: 'service-group', label: 'Group' }),
  lastReviewed: reviewDate(),
  image: image('Picture'),
  title: localText('Title'),
  summary: localSummary(),
  description: localBody('Page text', 400, 'At least 400 words. Headings start at level 2 (##): the title is the page heading.'),
})
