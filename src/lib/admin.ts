import { z } from 'zod'
import { ISTANBUL_OFFSET_MINUTES } from './istanbul-time.ts'
import { POST_SLUG_PATTERN } from './slug.ts'
import { COVER_IMAGE_RULE, isCoverImageUrl } from './cover-image.ts'
import { ROLES } from './admin-permissions.ts'
import { DEFAULT_LOCALE, locales, type Locale } from '../i18n/locales.ts'

/** Validation shared by the back office's pages and its server (one schema per form). */

/** The header every state-changing back-office call carries its CSRF token in. */
export const ADMIN_CSRF_HEADER = 'X-CSRF-Token'

export const PASSWORD_MIN_LENGTH = 12

/**
 * Fewer different characters than this is a pattern, not a password: 'aaaaaaaaaaaa', 'abababababab',
 * '121212121212', '1234123412341234' (4). Any sentence or passphrase of 12 characters has more.
 */
export const PASSWORD_MIN_DISTINCT = 5
/** A part before the @ shorter than this ('al@…') is allowed inside a password: too many words contain it. */
export const PASSWORD_EMAIL_PART_MIN = 3

/** The rules that need no e-mail address (the server checks them on every set-up and reset). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Use at most 200 characters.')
  .refine((v) => v.trim() !== '', 'A password of spaces only is easy to guess. Use letters, digits or words.')
  .refine(
    (v) => new Set(v).size >= PASSWORD_MIN_DISTINCT,
    `Use at least ${PASSWORD_MIN_DISTINCT} different characters: repeated patterns are easy to guess.`,
  )

/** Whether the password holds the account's e-mail address or the part before its @ (any case). */
export function passwordHoldsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase()
  const address = email.trim().toLowerCase()
  const local = address.split('@')[0]
  return (address !== '' && lower.includes(address)) || (local.length >= PASSWORD_EMAIL_PART_MIN && lower.includes(local))
}

/** Every rule for a new password of the account `email`: the set-up and reset forms and the server use this one. */
export function accountPasswordSchema(email: string) {
  return passwordSchema.refine(
    (v) => !passwordHoldsEmail(v, email),
    'Leave your e-mail address, and the part before the @, out of the password: it is the first thing tried.',
  )
}

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')

export const signInSchema = z.object({
  email: z.email('Enter the e-mail address of your account.').max(200),
  password: z.string().min(1, 'Enter your password.').max(200),
  code: totpCodeSchema,
})
export type SignInInput = z.infer<typeof signInSchema>

export const setupSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
  code: totpCodeSchema,
})

/**
 * The set-up and reset forms: a new password for the account `email`, typed twice, and a code from the
 * authenticator app (the server checks the same password and code rules with setupSchema and passwordResetSchema).
 */
export function newPasswordFormSchema(email: string) {
  return z
    .object({ password: accountPasswordSchema(email), confirm: z.string(), code: totpCodeSchema })
    .refine((v) => v.password === v.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] })
}
export type NewPasswordForm = z.input<ReturnType<typeof newPasswordFormSchema>>

export const passwordResetRequestSchema = z.object({
  email: z.email('Enter the e-mail address of your account.').max(200),
})

export const passwordResetSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
  code: totpCodeSchema,
})

export const accountFormSchema = z.object({
  email: z.email('Enter the e-mail address of the person.').max(200),
  role: z.enum(ROLES, 'Choose a role.'),
})

/** An owner gives an account another role. */
export const accountRoleSchema = z.object({ role: z.enum(ROLES, 'Choose a role: owner, editor or translator.') })

/** An owner grants (`allowed: true`) or withdraws the client-data right. */
export const clientDataSchema = z.object({ allowed: z.boolean('Send { allowed: true } to grant client data, false to withdraw it.') })
export const approverSchema = z.object({
  allowed: z.boolean('Send { allowed: true } to let the account approve translations, false to withdraw it.'),
})
export type AccountFormInput = z.infer<typeof accountFormSchema>

export const META_DESCRIPTION_HINT = { min: 70, max: 160 }
export const META_TITLE_HINT = 60

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(120, 'Use at most 120 characters.')
  .regex(POST_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens (e.g. company-tax-basics).')

export const postFormSchema = z
  .object({
    title: z.string().trim().min(3, 'Enter a title of at least 3 characters.').max(200, 'Use at most 200 characters.'),
    slug: slugSchema,
    date: z.iso.date('Enter the post date.'),
    metaTitle: z.string().trim().max(120, 'Use at most 120 characters.'),
    metaDescription: z.string().trim().max(320, 'Use at most 320 characters.'),
    keywords: z.string().trim().max(500, 'Use at most 500 characters.'),
    imageUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || isCoverImageUrl(v), COVER_IMAGE_RULE),
    imageAlt: z.string().trim().max(300, 'Use at most 300 characters.'),
    markdown: z.string().max(200_000, 'The body is too long (200,000 characters at most).'),
    /** Absent: English for a new post, the post's own language for an existing one. */
    language: z.enum(locales as [Locale, ...Locale[]], 'Choose one of the site’s languages.').optional(),
  })
  .refine((v) => v.imageUrl === '' || v.imageAlt !== '', {
    path: ['imageAlt'],
    message: 'Describe the cover image for people who cannot see it.',
  })
export type PostForm = z.infer<typeof postFormSchema>

/** How far a translated post got: machine-made, a translator's draft, with a lawyer, or approved by one. */
export const TRANSLATION_STATUSES = ['machine', 'draft', 'in-review', 'reviewed'] as const
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number]

/** The language a translation is made into: a site language other than English. */
export const translationLanguageSchema = z
  .string()
  .refine((v): v is Locale => (locales as string[]).includes(v) && v !== DEFAULT_LOCALE, 'Choose a language other than English.')

export const translateSchema = z.object({ language: translationLanguageSchema })

export const approveTranslationSchema = z.object({
  /** The hash of the English post the reviewer had on screen (the editor got it with the page). */
  sourceHash: z.string().regex(/^[0-9a-f]{16}$/, 'Reload the page and approve again.'),
})

export const sendBackSchema = z.object({
  note: z.string().trim().min(3, 'Say what needs changing (at least 3 characters).').max(2000, 'Use at most 2,000 characters.'),
})

/** A review decision from the translations screen (the server's check of the call). */
export const translationDecisionSchema = z.object({
  item: z.string().min(1).max(300),
  locale: z.string().min(2).max(10),
  action: z.enum(['approve', 'send-back', 'in-review']),
  sourceHash: z.string().max(64).optional(),
  note: z.string().max(2000, 'Use at most 2,000 characters.').optional(),
})

/** The decision form: the note is needed to send a translation back, as the server's review rules say. */
export const translationDecisionFormSchema = z
  .object({ action: translationDecisionSchema.shape.action, note: z.string().max(2000, 'Use at most 2,000 characters.') })
  .refine((v) => v.action !== 'send-back' || v.note.trim() !== '', {
    message: 'Say what needs to change before sending the translation back.',
    path: ['note'],
  })
export type TranslationDecisionForm = z.input<typeof translationDecisionFormSchema>

/** `2026-11-24T10:00` (seconds optional) read as Istanbul wall-clock time, to an ISO instant; null when not a date-time. */
export function istanbulToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!m) return null
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) - ISTANBUL_OFFSET_MINUTES * 60_000
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

/** An ISO instant as Istanbul wall-clock time, `YYYY-MM-DDTHH:MM` (the value of an <input type="datetime-local">). */
export function isoToIstanbul(iso: string): string {
  return new Date(Date.parse(iso) + ISTANBUL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16)
}

export const scheduleSchema = z.object({
  at: z.string().refine((v) => istanbulToIso(v) !== null, 'Enter a date and time.'),
})

export type PostState = 'draft' | 'scheduled' | 'published'

/** What a list row shows: a published post whose time has not come is "scheduled". */
export function postState(status: 'draft' | 'published', publishAt: string, now = Date.now()): PostState {
  if (status === 'draft') return 'draft'
  return Date.parse(publishAt) > now ? 'scheduled' : 'published'
}

export function metaDescriptionHint(length: number): string {
  const { min, max } = META_DESCRIPTION_HINT
  if (length === 0) return `Search engines show about ${max} characters; aim for ${min}–${max}.`
  if (length < min) return `${length} characters: a little short; aim for ${min}–${max}.`
  if (length > max) return `${length} characters: search engines will cut it after about ${max}.`
  return `${length} characters: a good length.`
}

export const leadsRangeSchema = z.object({
  from: z.iso.date('Enter a start date.'),
  to: z.iso.date('Enter an end date.'),
})

/** The firm's note to the visitor with a cancellation or a move: it goes into the visitor's e-mail as written. */
const bookingNoteSchema = z.string().trim().max(1000, 'Keep the note to the visitor to 1,000 characters.')

/** Cancelling a booking from the back office (POST /admin/api/bookings/:id/cancel). */
export const bookingCancelSchema = z.object({ note: bookingNoteSchema.optional() })

/** Moving a booking from the back office (POST /admin/api/bookings/:id/move): the new start as an ISO instant. */
export const bookingMoveSchema = z.object({
  start: z
    .string({ error: 'Choose a date and a time.' })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && Number.isFinite(Date.parse(v)),
      'Choose a date and a time.',
    )
    .refine((v) => Date.parse(v) % 300_000 === 0, 'Choose a time on a 5-minute mark.'),
  note: bookingNoteSchema.optional(),
})

/** The cancel form's field (named apart from the move form's note: both forms are on one page). */
export const bookingCancelFormSchema = z.object({ cancelNote: bookingNoteSchema })

/** The move form's fields: a day and a time in Istanbul (the 5-minute grid), turned into `start` by istanbulToIso. */
export const bookingMoveFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5][05]$/, 'Choose a time.'),
  note: bookingNoteSchema,
})

export const erasureSchema = z.object({
  email: z.email('Enter an e-mail address.').max(200),
})

/** Erasure cannot be undone: the call must say it was confirmed (the page asks first). */
export const erasureRequestSchema = erasureSchema.extend({
  confirm: z.literal(true, 'Confirm the erasure: send { confirm: true } once the person asking has been checked. It cannot be undone.'),
})
