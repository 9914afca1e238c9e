import { useForm } from '@tanstack/react-form'
import { Link } from '../../components/ui/link'
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react'
import { apiPaths, apiUrl } from '../../config/api'
import {
  contactSchema,
  HONEYPOT_FIELD,
  limits,
  messages,
  STARTED_AT_FIELD,
  type ContactInput,
  type FieldErrors,
  type FieldName,
  type GuidelineName,
  type ServerFormResult,
} from '../../lib/forms'
import { cn } from '../../lib/cn'
import { usePathname } from '../../components/layout/use-active-path'

export type FormStatus = 'idle' | 'success' | 'error'

export const ServerFormResultContext = createContext<ServerFormResult | null>(null)

const emptyValues: ContactInput = { firstName: '', lastName: '', email: '', message: '' }

export class SendError extends Error {
  readonly status: number
  readonly fieldErrors?: FieldErrors
  constructor(status: number, fieldErrors?: FieldErrors) {
    super(`The form could not be sent (HTTP ${status})`)
    this.status = status
    this.fieldErrors = fieldErrors
  }
}

export async function sendLead(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    let errors: FieldErrors | undefined
    try {
      errors = ((await res.json()) as { errors?: FieldErrors }).errors
    } catch {
      /* not JSON: keep the status only */
    }
    throw new SendError(res.status, errors)
  }
}

const labels: Record<FieldName, string> = {
  firstName: 'Name',
  lastName: 'Surname',
  email: 'Email address',
  message: 'Message',
}

const autoComplete: Record<FieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  message: 'off',
}

function firstMessage(errors: unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string') return e
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message)
  }
  return undefined
}

/**
 * The contact form (guideName absent) and the guide Document Request Form (guideName set), with the spec's
 * states: Send, then 'Sending...' disabled, then a green success notice with the form cleared, or a red error
 * notice with the values kept. Without JavaScript it posts as an ordinary HTML form to the same endpoint.
 */
export function LeadForm({ guideName, submitLabel = 'Send' }: { guideName?: GuidelineName; submitLabel?: string }) {
  const serverResult = useContext(ServerFormResultContext)
  const pathname = usePathname()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<FormStatus>(
    serverResult?.status === 'success' ? 'success' : serverResult?.status === 'error' ? 'error' : 'idle',
  )
  const [serverErrors, setServerErrors] = useState<FieldErrors>(serverResult?.errors ?? {})
  const [startedAt, setStartedAt] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => setStartedAt(String(Date.now())), [])

  const path = guideName ? apiPaths.downloadGuide : apiPaths.contactUs

  const form = useForm({
    defaultValues: { ...emptyValues, ...(serverResult?.status !== 'success' ? serverResult?.values : undefined) },
    validators: { onSubmit: contactSchema },
    onSubmitInvalid: () => focusFirstInvalid(),
    onSubmit: async ({ value, formApi }) => {
      setStatus('idle')
      setServerErrors({})
      try {
        await sendLead(path, {
          ...contactSchema.parse(value),
          ...(guideName ? { guidelineName: guideName } : {}),
          [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
          [STARTED_AT_FIELD]: Number(startedAt) || undefined,
        })
        setStatus('success')
        formApi.reset(emptyValues)
      } catch (error) {
        setStatus('error')
        if (error instanceof SendError && error.fieldErrors) {
          setServerErrors(error.fieldErrors)
          focusFirstInvalid()
        }
      }
    },
  })

  function focusFirstInvalid() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={apiUrl(path)}
      noValidate
      aria-label={guideName ? 'Document Request Form' : 'Contact form'}
      className="rounded-xl bg-sand p-6 shadow-sm ring-1 ring-navy-100 sm:p-8"
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void form.handleSubmit()
      }}
    >
      <input type="hidden" name="returnTo" value={pathname} />
      {guideName ? <input type="hidden" name="guidelineName" value={guideName} /> : null}
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {(['firstName', 'lastName', 'email', 'message'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => {
              const submitted = field.form.state.submissionAttempts > 0
              const error =
                (submitted || field.state.meta.isTouched ? firstMessage(field.state.meta.errors) : undefined) ?? serverErrors[name]
              const inputId = `${id}-${name}`
              const errorId = `${inputId}-error`
              const change = (value: string) => {
                field.handleChange(value)
                if (serverErrors[name]) setServerErrors(({ [name]: _fixed, ...rest }) => rest)
              }
              const common = {
                id: inputId,
                name,
                value: field.state.value,
                required: true,
                'aria-required': true,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
                autoComplete: autoComplete[name],
                onBlur: field.handleBlur,
                className: cn(
                  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-navy-950 shadow-sm outline-none focus:border-brass-500 focus:ring-2 focus:ring-brass-500/40',
                  error ? 'border-red-700' : 'border-navy-200',
                ),
              }
              return (
                <div className={name === 'message' || name === 'email' ? 'sm:col-span-2' : undefined}>
                  <label htmlFor={inputId} className="text-sm font-semibold text-navy-900">
                    {labels[name]}
                    <span aria-hidden="true" className="text-red-700">
                      {' '}*
                    </span>
                  </label>
                  {name === 'message' ? (
                    <textarea {...common} rows={5} maxLength={limits.message} onChange={(e) => change(e.target.value)} />
                  ) : (
                    <input
                      {...common}
                      type={name === 'email' ? 'email' : 'text'}
                      maxLength={name === 'email' ? limits.email : limits.name}
                      onChange={(e) => change(e.target.value)}
                    />
                  )}
                  {error ? (
                    <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            }}
          </form.Field>
        ))}
      </div>

      <div aria-live="polite" className="mt-5 empty:hidden">
        {status === 'success' ? (
          <p role="status" className="rounded-md border border-green-700/30 bg-green-50 px-4 py-3 font-medium text-green-800">
            {messages.sent}
          </p>
        ) : null}
        {status === 'error' ? (
          <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800">
            {messages.failed}
          </p>
        ) : null}
      </div>

      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(isSubmitting) => (
          <button
            type="submit"
            disabled={isSubmitting}
            className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brass-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brass-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isSubmitting ? 'Sending...' : submitLabel}
          </button>
        )}
      </form.Subscribe>

      <p className="mt-4 text-xs text-navy-600">
        We use your details only to answer you{guideName ? ' and send the guide' : ''}. See our{' '}
        <Link to="/privacy-notice" className="underline hover:text-brass-700">
          Privacy Notice
        </Link>{' '}
        (KVKK).
      </p>
    </form>
  )
}
