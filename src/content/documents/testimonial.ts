import { z } from 'zod'
import { localLongText, localText, order, sampleFlag } from './fields.ts'

/** A client's words; `author` is anonymised: first name and initial, plus country ("Maria K., Germany"). */
export const testimonialDocument = z.object({
  sample: sampleFlag,
  order,
  quote: localLongText('Quote'),
  author: localText('Author', 'First name, initial and country: "Maria K., Germany".'),
  matter: localText('Matter'),
})
