import { z } from 'zod'

/**
 * The one schema of each form, used by the browser form and by the server (server/forms/*).
 * The messages are the ones the firm's site has always shown, word for word.
 */

export const messages = {
  firstNameRequired: 'Name is required',
  firstNameShort: 'Name must be at least 2 characters',
  lastNameRequired: 'Surname is required',
  lastNameShort: 'Surname must be at least 2 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  sent: 'Your message has been sent successfully!',
  failed: 'There was an error sending your message. Please try again.',
  nameControl: 'Name cannot contain line breaks or special control characters',
  lastNameControl: 'Surname cannot contain line breaks or special control characters',
} as const

// Line breaks, tabs, NUL and other control characters (C0, DEL, C1, line/paragraph separators): no name or
// address needs them, and they are the raw material of header injection. Messages may keep line breaks.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

export const limits = { name: 100, email: 254, message: 5000 } as const

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

export const guidelineNames = ['RealEstate_Guideline', 'HowToDoBusinessInTurkey_Guideline', 'ResidencePermit_Guideline'] as const

export const guideRequestSchema = contactSchema.extend({
  guidelineName: z.enum(guidelineNames, { error: 'Please choose one of the three guides' }),
})

export type GuidelineName = (typeof guidelineNames)[number]
export type ContactInput = z.infer<typeof contactSchema>
export type FieldName = keyof ContactInput

/** The visible fields of both forms, in their order on the page. */
export const fieldNames = contactSchema.keyof().options

/** Spam-defence fields sent beside the published API's payload; neither is shown to people. */
export const HONEYPOT_FIELD = 'website'
export const STARTED_AT_FIELD = 'formStartedAt'

export type FieldErrors = Partial<Record<FieldName | 'guidelineName', string>>

/**
 * What the server knows after a form was posted without JavaScript: it renders the page again with the same
 * notice, the kept values and the field errors (server/forms/routes.ts).
 */
export interface ServerFormResult {
  status: 'success' | 'error' | 'invalid'
  values?: Partial<ContactInput>
  errors?: FieldErrors
}

/** First message per field, in the shape the server answers with 400 and the form shows under each field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof FieldErrors
    if (key && !out[key]) out[key] = issue.message
  }
  return out
}
