import { z } from 'zod'
import { guidelineNames, limits, messages, type FieldErrors, type FieldName } from './form-fields.ts'

export * from './form-fields.ts'

/**
 * The one schema of each form, used by the browser form and by the server (server/forms/*).
 * The messages are the ones the firm's site has always shown, word for word.
 */

// Line breaks, tabs, NUL and other control characters (C0, DEL, C1, line/paragraph separators): no name or
// address needs them, and they are the raw material of header injection. Messages may keep line breaks.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// Close to what browsers accept for type=email, and it refuses header-breaking characters.
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

function requiredText(required: string, short: string | null, max: number, tooLong: string, control?: string) {
  return z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: required })
      else if (control && CONTROL_CHARS.test(value)) ctx.addIssue({ code: 'custom', message: control })
      else if (short && value.length < 2) ctx.addIssue({ code: 'custom', message: short })
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong })
    })
}

export const contactSchema = z.object({
  firstName: requiredText(
    messages.firstNameRequired,
    messages.firstNameShort,
    limits.name,
    `Name must be at most ${limits.name} characters`,
    messages.nameControl,
  ),
  lastName: requiredText(
    messages.lastNameRequired,
    messages.lastNameShort,
    limits.name,
    `Surname must be at most ${limits.name} characters`,
    messages.lastNameControl,
  ),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: messages.emailRequired })
      else if (value.length > limits.email || CONTROL_CHARS.test(value) || !EMAIL_RE.test(value))
        ctx.addIssue({ code: 'custom', message: messages.emailInvalid })
    }),
  message: requiredText(messages.messageRequired, null, limits.message, `Message must be at most ${limits.message} characters`),
})

export const guideRequestSchema = contactSchema.extend({
  guidelineName: z.enum(guidelineNames, { error: 'Please choose one of the three guides' }),
})

// The markup's field list (src/lib/form-fields.ts) and the schema's keys must stay one list: this line stops
// the compiler when they differ.
export const schemaMatchesFields: [keyof z.infer<typeof contactSchema>] extends [FieldName]
  ? [FieldName] extends [keyof z.infer<typeof contactSchema>]
    ? true
    : false
  : false = true

/** First message per field, in the shape the server answers with 400 and the form shows under each field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof FieldErrors
    if (key && !out[key]) out[key] = issue.message
  }
  return out
}
