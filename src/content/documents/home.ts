import { z } from 'zod'
import { serviceGroupIds } from '../schema.ts'
import { field, group, list, localLongText, localRichText, localText, reference } from './fields.ts'

/** The home page's copy; /about-us and /services show some of its sections too. */
export const homeDocument = z.object({
  heroTitle: localText('Hero title', 'Followed by the rotating words.'),
  rotatingWords: list({ word: localText('Word') }, { label: 'Rotating words' }),
  heroText: localLongText('Hero text'),
  founderQuote: group(
    { text: localLongText('Quote'), member: reference('team-member', 'Said by', 'Name and title come from the team member.') },
    { label: 'Founder’s quote' },
  ),
  whatWeOffer: group(
    {
      title: localText('Title'),
      text: localRichText('Text', 'Paragraphs separated by a blank line.'),
      points: list({ text: localText('Point') }, { label: 'Points' }),
    },
    { label: 'What we offer' },
  ),
  approach: group(
    { title: localText('Title'), steps: list({ title: localText('Title'), text: localLongText('Text') }, { label: 'Steps' }) },
    { label: 'Our approach' },
  ),
  servicesIntro: localLongText('Services introduction'),
  timelapse: group({ title: localText('Title'), text: localLongText('Text') }, { label: 'Closing section' }),
  blogIntro: localLongText('Blog introduction'),
  servicesCards: list(
    {
      group: field(z.enum(serviceGroupIds), { kind: 'reference', of: 'service-group', label: 'Links to' }),
      title: localText('Title'),
      text: localLongText('Text'),
    },
    { label: 'Service cards' },
  ),
})
