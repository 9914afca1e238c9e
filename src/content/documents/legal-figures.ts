import { z } from 'zod'
import { field, list } from './fields.ts'

export const figureKinds = ['usd', 'try', 'percent', 'days', 'workingDays', 'years'] as const

/**
 * The legal figures copy writes as `{{name}}` tokens (src/content/facts.ts): written once, filled in each
 * language's digits and unit words when a page is rendered. The item key is the token's name.
 */
export const legalFiguresDocument = z.object({
  figures: list(
    {
      kind: field(z.enum(figureKinds), {
        kind: 'select',
        label: 'Unit',
        options: [
          { value: 'usd', label: 'US dollars' },
          { value: 'try', label: 'Turkish lira' },
          { value: 'percent', label: 'Per cent' },
          { value: 'days', label: 'Days' },
          { value: 'workingDays', label: 'Working days' },
          { value: 'years', label: 'Years' },
        ],
      }),
      value: field(z.number().nonnegative(), { kind: 'text', label: 'Value' }),
      source: field(z.string().trim().min(1), {
        kind: 'text',
        label: 'Source',
        help: 'The law, article and decision the figure comes from (docs/legal-facts.md).',
      }),
    },
    { label: 'Figures', help: 'The key is the token copy writes: {{deportationAppealDays}}.' },
  ),
})
