import { z } from 'zod'
import { guideSchema, sample } from '../schema.ts'
import { field, group, image, list, localBody, localLongText, localSummary, localText, order, reference, reviewDate } from './fields.ts'

const titledText = { title: localText('Title'), text: localLongText('Text') }

/** A guide, /guides/<slug>, also sent as a PDF through the Document Request Form. */
export const guideDocument = z.object({
  slug: field(guideSchema.shape.slug, { kind: 'select', label: 'Slug', help: 'The address under /guides/.' }),
  guidelineName: field(guideSchema.shape.guidelineName, {
    kind: 'select',
    label: 'Form name',
    help: 'The name the Document Request Form sends for this guide.',
  }),
  lastReviewed: reviewDate(),
  image: image('Picture'),
  order,
  title: localText('Title'),
  subtitle: localText('Subtitle', 'The short line under the title.'),
  summary: localSummary(),
  intro: localLongText('Introduction', 'The paragraph under the title.'),
  benefits: list(titledText, { label: 'What the reader gains', help: 'At least three.' }).min(3),
  author: group(
    {
      member: reference('team-member', 'Author', 'Name and title come from the team member.'),
      bio: localLongText('Author’s note', 'The author as this guide presents them.'),
    },
    { label: 'Author' },
  ),
  testimonial: group(
    {
      quote: localLongText('Quote'),
      author: localText('Author', 'First name, initial and country.'),
      sample: field(sample, { kind: 'select', label: 'Sample' }),
    },
    { label: 'Testimonial' },
  ).optional(),
  chapters: list(
    { title: localText('Title'), body: localBody('Text', 150, 'At least 150 words.') },
    { label: 'Chapters', help: 'At least three.' },
  ).min(3),
  bestCities: list(
    { name: localText('City'), text: localLongText('Text') },
    { label: 'Cities to consider', help: 'The guide’s section on where to buy.' },
  ).optional(),
  faqChapter: group(
    { title: localText('Title'), intro: localLongText('Introduction'), items: list(titledText, { label: 'Points' }) },
    { label: 'Questions chapter' },
  ).optional(),
  checklist: list(
    { title: localText('Title'), items: list({ text: localText('Item') }, { label: 'Items', help: 'At least three.' }).min(3) },
    { label: 'Checklist' },
  ).optional(),
})

/** What each guide's page layout shows besides its chapters (src/features/guides/guide-page.tsx; check.ts). */
export const guideLayoutProblems = (guide: z.infer<typeof guideDocument>): string[] => {
  const problems: string[] = []
  if (guide.slug === 'real-estate-guide' && (!guide.bestCities?.length || !guide.testimonial))
    problems.push('guide "real-estate-guide" needs its cities section and a testimonial')
  if (guide.slug === 'business-in-turkey' && !guide.faqChapter?.items.length)
    problems.push('guide "business-in-turkey" needs its FAQ chapter of things to know')
  if (guide.slug === 'turkish-residence-permit-checklist' && !guide.checklist?.length)
    problems.push('guide "turkish-residence-permit-checklist" needs its checklist')
  return problems
}
