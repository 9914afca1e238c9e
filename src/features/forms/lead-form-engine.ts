// Before any schema parses (the zod checks live only in this chunk).
import '../../lib/zod-config'
import { FieldApi, FormApi } from '@tanstack/react-form'
import {
  contactSchema,
  fieldNames,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  type ContactInput,
  type FieldErrors,
  type FieldName,
  type GuidelineName,
} from '../../lib/forms'
import { sendLead, SendError } from './send-lead'

/**
 * 'limited': the server refused it for too many messages from this connection (429). 'held': stored, held for the
 * firm to review (over its connection's hourly limit).
 */
export type FormStatus = 'idle' | 'success' | 'held' | 'error' | 'limited'

/** What the form shows besides the visitor's text (which lives in the DOM: the inputs are uncontrolled). */
export interface LeadFormView {
  status: FormStatus
  submitting: boolean
  /** The message under each field: TanStack Form's from the schema, else the server's. */
  errors: FieldErrors
  /** The fields wrong now, once a send was tried: read out by the live region (always the fields marked invalid). */
  announced: FieldName[]
  /** After a guide request: the address it goes to. */
  sentTo?: string
  /** When limited: in how many minutes the connection may send again. */
  retryAfterMinutes?: number
  /** Sends tried in this page (checked or answered): the form moves focus once per send. */
  sends: number
}

const emptyValues: ContactInput = { firstName: '', lastName: '', email: '', message: '' }

/**
 * 128 random bits as hex: a form's idempotency key. getRandomValues, not randomUUID: browsers offer randomUUID only
 * on HTTPS and localhost, and the form must send a key on a plain-HTTP address too (an office's test server).
 */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const el = form.elements.namedItem(name)
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null
}

function firstMessage(errors: unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string') return e
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message)
  }
  return undefined
}

export interface LeadFormEngine {
  /** A field's text changed (the DOM holds it; the form's state follows). */
  input(name: FieldName, value: string): void
  submit(): Promise<void>
  dispose(): void
}

/**
 * The behaviour of LeadForm, fetched when the form is about to be used: TanStack Form's core (FormApi and one
 * FieldApi per field, the documented framework-agnostic API) validating with the server's zod schema, and the
 * send. It renders nothing: the server-rendered form element and its uncontrolled inputs stay where they are
 * (React hydrated them in place), the DOM holds the text, and this engine reports what LeadForm should show.
 * Kept out of the page's first load: TanStack Form and zod weigh about 39 KB gzip, against a 3 KB allowance.
 */
export function createLeadFormEngine({
  form: element,
  path,
  guideName,
  initial,
  onView,
}: {
  form: HTMLFormElement
  path: string
  guideName?: GuidelineName
  /** What the form shows now (the server's answer to a post without JavaScript, or idle). */
  initial: LeadFormView
  onView: (view: LeadFormView) => void
}): LeadFormEngine {
  let status = initial.status
  let sentTo = initial.sentTo
  let retryAfterMinutes = initial.retryAfterMinutes
  let sends = initial.sends
  // The server's message for a field stands until the visitor edits that field.
  let serverErrors: FieldErrors = { ...initial.errors }
  // One key per filled form (ADR 29): sending the same form again (after a failed answer: the first try may have
  // been stored before an instance died) sends the same key, and the server stores and mails it once. A changed
  // form is another post and gets a new key, and so does the next form after one went through.
  let key = newKey()
  let keyFor: string | null = null

  const domValues = (): ContactInput =>
    Object.fromEntries(fieldNames.map((name) => [name, control(element, name)?.value ?? ''])) as ContactInput

  const form = new FormApi({
    defaultValues: domValues(),
    onSubmitInvalid: () => {
      sends++
      emit()
    },
    onSubmit: async ({ value }) => {
      status = 'idle'
      serverErrors = {}
      emit()
      const lead = {
        ...contactSchema.parse(value),
        ...(guideName ? { guidelineName: guideName } : {}),
        [HONEYPOT_FIELD]: control(element, HONEYPOT_FIELD)?.value ?? '',
        [STARTED_AT_FIELD]: Number(control(element, STARTED_AT_FIELD)?.value) || undefined,
        // The page's language: the visitor's e-mails are written in it (the server stores it with the lead).
        language: control(element, 'language')?.value || undefined,
      }
      const sending = JSON.stringify(lead)
      if (keyFor !== null && keyFor !== sending) key = newKey()
      keyFor = sending
      try {
        const { held } = await sendLead(path, lead, key)
        key = newKey()
        keyFor = null
        status = held ? 'held' : 'success'
        sentTo = value.email.trim()
        // Uncontrolled inputs: the DOM is cleared by hand, the form's state follows.
        for (const name of fieldNames) {
          const el = control(element, name)
          if (el) el.value = ''
        }
        form.reset(emptyValues)
      } catch (error) {
        status = 'error'
        if (error instanceof SendError && error.status === 429) {
          status = 'limited'
          // Without a time from the server: the limit is per hour, so at most an hour.
          retryAfterMinutes = Math.ceil((error.retryAfterSeconds ?? 3600) / 60)
        } else if (error instanceof SendError && error.fieldErrors) {
          serverErrors = error.fieldErrors
        }
      }
      sends++
      emit()
    },
  })
  // No blur handling: TanStack Form's handleBlur validates for "blur", and a field validation for any cause but
  // "submit" that finds nothing clears the field's submit error (form-core 1.33.5, FieldApi.validateSync). Leaving a
  // field after a failed send then took its message away unchanged, and the form grew shorter under the pointer: a
  // press on Send blurred the e-mail field, its message went, Send moved up before the button was released, and the
  // click never happened (CI, once: "2 fields: Surname, Message" with the name empty and the e-mail invalid). A
  // message now changes only when the field's value does, or on the next send.
  // Each field checks its own value with its part of the shared schema, on every send. A form-level schema spread
  // its errors over the fields and, from the second send on, left some fields with the previous send's errors (the
  // summary named fields that were fixed and missed ones still wrong): TanStack Form's field-level validators are
  // re-run per field from that field's current value.
  const makeField = (name: FieldName) => new FieldApi({ form, name, validators: { onSubmit: contactSchema.shape[name] } })
  const fields = Object.fromEntries(fieldNames.map((name) => [name, makeField(name)])) as Record<FieldName, ReturnType<typeof makeField>>

  function emit() {
    const submitted = form.state.submissionAttempts > 0
    const errors: FieldErrors = {}
    for (const name of fieldNames) {
      const meta = form.getFieldMeta(name)
      const own = submitted ? firstMessage(meta?.errors ?? []) : undefined
      const shown = own ?? serverErrors[name]
      if (shown) errors[name] = shown
    }
    // Derived from the very errors shown, so the summary cannot name other fields than the ones marked.
    const announced = status === 'success' || status === 'held' ? [] : fieldNames.filter((n) => errors[n])
    onView({ status, submitting: form.state.isSubmitting, errors, announced, sentTo, retryAfterMinutes, sends })
  }

  const cleanups = [form.mount(), ...fieldNames.map((name) => fields[name].mount())]
  const subscription = form.store.subscribe(emit)

  return {
    input(name, value) {
      if (value !== form.getFieldValue(name)) {
        fields[name].handleChange(value)
        // After a failed send the field's message follows what is typed (fixed: gone; still wrong: its new reason).
        if (form.state.submissionAttempts > 0 && status !== 'success') void fields[name].validate('submit')
      }
      if (serverErrors[name]) {
        const { [name]: _fixed, ...rest } = serverErrors
        serverErrors = rest
        emit()
      }
    },
    async submit() {
      // The DOM is the truth: text a tool set without an input event, or typed before the engine arrived.
      const now = domValues()
      for (const name of fieldNames) if (now[name] !== form.getFieldValue(name)) form.setFieldValue(name, now[name])
      await form.handleSubmit()
    },
    dispose() {
      subscription.unsubscribe()
      for (const cleanup of cleanups) cleanup()
    },
  }
}
