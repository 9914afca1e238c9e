import { z } from 'zod'
import { field, list, localRichText, localText, reviewDate } from './fields.ts'

/** The privacy notice (KVKK art. 10). */
export const privacyDocument = z.object({
  title: localText('Title'),
  updated: reviewDate('Updated', 'The day the notice last changed (YYYY-MM-DD), shown at its top.'),
  sections: list(
    {
      controller: field(z.boolean(), {
        kind: 'select',
        label: 'Shows the firm’s identity',
        help: 'The data controller’s identity (firm facts) is shown under this section.',
      }).optional(),
      heading: localText('Heading'),
      paragraphs: localRichText('Text', 'Paragraphs separated by a blank line.'),
    },
    { label: 'Sections' },
  ),
})
