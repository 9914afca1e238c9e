import { z } from 'zod'
import { genders, teamRoles, teamSchema } from '../schema.ts'
import { field, image, localRichText, order, sampleFlag, slugField } from './fields.ts'

const label = (value: string) => value.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())

/** A person at the firm, on /our-team, as a guide's author and in the home page's quote. */
export const teamMemberDocument = z.object({
  id: slugField('Names the person in references (a guide’s author, the home page’s quote).'),
  sample: sampleFlag,
  order,
  name: field(teamSchema.shape.name, {
    kind: 'text',
    label: 'Name',
    help: 'The name alone, without "Av.": the role gives the title in each language.',
  }),
  role: field(z.enum(teamRoles), {
    kind: 'select',
    label: 'Role',
    help: 'Each language’s title for the role comes from its dictionary.',
    options: teamRoles.map((value) => ({ value, label: label(value) })),
  }),
  gender: field(z.enum(genders), {
    kind: 'select',
    label: 'Grammatical gender of the title',
    help: 'The form languages that inflect a title use (Arabic); where the person has not said, masculine.',
    options: [
      { value: 'f', label: 'Feminine' },
      { value: 'm', label: 'Masculine' },
    ],
  }),
  portrait: image('Portrait').optional(),
  linkedin: field(z.url(), { kind: 'link', label: 'LinkedIn profile' }).optional(),
  languages: field(z.array(z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as "en"')).min(1), {
    kind: 'list',
    label: 'Languages',
    help: 'ISO 639 codes ("tr", "en"); each page names them in its own language.',
  }),
  bio: localRichText('Biography', 'Paragraphs separated by a blank line.'),
})
