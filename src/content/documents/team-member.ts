import { z } from 'zod'
import { genders, teamRoles, teamSchema } from '../schema.ts'
import { field, image, localRichText, order, sampleFlag, slugField } from './fields.ts'
import { localeConfig, locales } from '../../i18n/locales.ts'

/**
 * The languages an editor picks from for a person, each by its own name as the back office names the site's
 * languages (src/i18n/locales.ts); stored as ISO 639 codes, which each page names in its own language. After the
 * site's, the other languages the firm's lawyers and clients work in.
 */
const OTHER_LANGUAGES: Record<string, string> = {
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  fa: 'فارسی',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  uk: 'Українська',
  az: 'Azərbaycan dili',
  zh: '中文',
}
const spokenLanguageOptions = [
  ...locales.map((code) => ({ value: code, label: localeConfig[code].name })),
  ...Object.entries(OTHER_LANGUAGES).map(([value, label]) => ({ value, label })),
]

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
  languages: field(
    z
      .array(
        field(z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as "en"'), {
          kind: 'select',
          label: 'Language',
          options: spokenLanguageOptions,
        }),
      )
      .min(1),
    {
      kind: 'list',
      label: 'Languages',
      help: 'The languages the person works in; each page names them in its own language.',
    },
  ),
  bio: localRichText('Biography', 'Paragraphs separated by a blank line.'),
})
