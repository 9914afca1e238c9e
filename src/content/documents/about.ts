import { z } from 'zod'
import { group, list, localLongText, localRichText, localText } from './fields.ts'

const section = (label: string) =>
  group({ title: localText('Title'), paragraphs: localRichText('Text', 'Paragraphs separated by a blank line.') }, { label })

/** The About us page's copy. */
export const aboutDocument = z.object({
  welcome: section('Welcome'),
  vision: section('Our vision'),
  whoWeAre: section('Who we are'),
  values: list({ title: localText('Title'), text: localLongText('Text') }, { label: 'Values' }),
})
