/**
 * What the forms' markup needs and nothing of their validation: field names, limits, messages and the shapes
 * the server answers with. Kept apart from the zod schemas (src/lib/forms.ts) so a page can render its form,
 * and accept typing, before the validation code has been downloaded.
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

export const limits = { name: 100, email: 254, message: 5000 } as const

/** The visible fields of both forms, in their order on the page. */
export const fieldNames = ['firstName', 'lastName', 'email', 'message'] as const

export type FieldName = (typeof fieldNames)[number]
export type ContactInput = Record<FieldName, string>

export const guidelineNames = ['RealEstate_Guideline', 'HowToDoBusinessInTurkey_Guideline', 'ResidencePermit_Guideline'] as const
export type GuidelineName = (typeof guidelineNames)[number]

/**
 * The header the form sends its idempotency key in (one key per filled form, kept until it went through), so a
 * post sent again is stored and mailed once (docs/decisions/0029-form-idempotency.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** Spam-defence fields sent beside the published API's payload; neither is shown to people. */
export const HONEYPOT_FIELD = 'website'
export const STARTED_AT_FIELD = 'formStartedAt'

export type FieldErrors = Partial<Record<FieldName | 'guidelineName', string>>

/**
 * What the server knows after a form was posted without JavaScript: it renders the page again with the same
 * notice, the kept values and the field errors (server/forms/routes.ts).
 */
export interface ServerFormResult {
  /**
   * 'limited': refused for too many messages from the visitor's connection (429 to the JSON API). 'held': stored, but
   * over its connection's hourly limit, so held for the firm to review and nothing e-mailed to the visitor.
   */
  status: 'success' | 'held' | 'error' | 'invalid' | 'limited'
  values?: Partial<ContactInput>
  errors?: FieldErrors
  /** After a guide request: the address the guide is sent to, shown in the notice. */
  sentTo?: string
  /** When refused for too many messages: in how many minutes the connection may send again. */
  retryAfterMinutes?: number
}

/** The form of each kind as a page's fragment: where a post without JavaScript lands back (`/contact-us#contact-form`). */
export const leadFormIds = { contact: 'contact-form', guide: 'guide-form' } as const

/** The query parameter of the one-time result a post without JavaScript is redirected back with (ADR 20). */
export const FORM_RESULT_PARAM = 'form-result'
