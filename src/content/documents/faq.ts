import { z } from 'zod'
import { faqSchema } from '../schema.ts'
import { field, list, localText, reviewDate } from './fields.ts'

/** The FAQ page: its questions in order, each answer Markdown (paragraphs separated by a blank line). */
export const faqDocument = z.object({
  lastReviewed: reviewDate('Last reviewed', 'The day a lawyer last checked the answers against current law (YYYY-MM-DD).'),
  items: list(
    {
      bookingLink: field(z.boolean(), {
        kind: 'select',
        label: 'Booking link',
        help: 'Show the Schedule link (the booking page) under the answer.',
      }).optional(),
      question: localText('Question'),
      answer: field(faqSchema.shape.answer, { kind: 'richText', label: 'Answer', help: 'At least 150 characters.', localized: true }),
    },
    { label: 'Questions' },
  ),
})
