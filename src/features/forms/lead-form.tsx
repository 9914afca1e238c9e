import { Link } from '../../components/ui/link'
import { Button } from '../../components/ui/button'
import { useAppForm } from './form-hook'
import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { apiPaths, apiUrl } from '../../config/api'
import { sendLead, SendError } from './send-lead'
import {
  contactSchema,
  fieldNames,
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
import { usePathname } from '../../components/layout/use-active-path'

type FormStatus = 'idle' | 'success' | 'error'

export const ServerFormResultContext = createContext<ServerFormResult | null>(null)

const emptyValues: ContactInput = { firstName: '', lastName: '', email: '', message: '' }

const fieldProps: Record<FieldName, { label: string; autoComplete: string; maxLength: number; wide?: boolean }> = {
  firstName: { label: 'Name', autoComplete: 'given-name', maxLength: limits.name },
  lastName: { label: 'Surname', autoComplete: 'family-name', maxLength: limits.name },
  email: { label: 'Email address', autoComplete: 'email', maxLength: limits.email, wide: true },
  message: { label: 'Message', autoComplete: 'off', maxLength: limits.message, wide: true },
}

/** "Please correct 2 fields: Name, Email address." */
function invalidSummary(names: FieldName[]): string {
  const list = names.map((n) => fieldProps[n].label).join(', ')
  return names.length === 1 ? `Please correct 1 field: ${list}.` : `Please correct ${names.length} fields: ${list}.`
}

/**
 * The contact form (guideName absent) and the guide Document Request Form (guideName set): Send, then
 * 'Sending...' disabled, then a green success notice with the form cleared, or a red error notice with the
 * values kept. Without JavaScript it posts as an ordinary HTML form to the same endpoint.
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
  // The fields that stopped the last send, read out by the live region below (focus also moves to the first).
  const [invalidFields, setInvalidFields] = useState<FieldName[]>(fieldNames.filter((n) => serverResult?.errors?.[n]))
  const [startedAt, setStartedAt] = useState('')
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => setStartedAt(String(Date.now())), [])

  const path = guideName ? apiPaths.downloadGuide : apiPaths.contactUs

  const form = useAppForm({
    defaultValues: { ...emptyValues, ...(serverResult?.status !== 'success' ? serverResult?.values : undefined) },
    validators: { onSubmit: contactSchema },
    onSubmitInvalid: ({ formApi }) => {
      setInvalidFields(fieldNames.filter((n) => (formApi.getFieldMeta(n)?.errors.length ?? 0) > 0))
      focusFirstInvalid()
    },
    onSubmit: async ({ value, formApi }) => {
      setStatus('idle')
      setServerErrors({})
      setInvalidFields([])
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
          setInvalidFields(fieldNames.filter((n) => error.fieldErrors?.[n]))
          focusFirstInvalid()
        }
      }
    },
  })

  // Text typed before hydration stays in the DOM (React does not overwrite it while hydrating) but the form
  // state starts empty, so the next render would wipe it. Adopt what the visitor typed before any re-render.
  useLayoutEffect(() => {
    const elements = formRef.current?.elements
    if (!elements) return
    for (const name of fieldNames) {
      const el = elements.namedItem(name)
      if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== form.getFieldValue(name)) {
        form.setFieldValue(name, el.value)
      }
    }
  }, [form])

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
        <input
          ref={honeypot}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {fieldNames.map((name) => {
          const { wide, ...props } = fieldProps[name]
          return (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  {...props}
                  type={name === 'email' ? 'email' : 'text'}
                  multiline={name === 'message'}
                  className={wide ? 'sm:col-span-2' : undefined}
                  serverError={serverErrors[name]}
                  onEdit={() => {
                    if (serverErrors[name]) setServerErrors(({ [name]: _fixed, ...rest }) => rest)
                  }}
                />
              )}
            </form.AppField>
          )
        })}
      </div>

      {/* Always rendered (never display:none), so screen readers announce what appears in it. */}
      <div aria-live="polite" className="mt-5 empty:mt-0">
        {invalidFields.length > 0 ? <p className="sr-only">{invalidSummary(invalidFields)}</p> : null}
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
          <Button type="submit" disabled={isSubmitting} className="mt-6 px-6 text-base tracking-normal">
            {isSubmitting ? 'Sending...' : submitLabel}
          </Button>
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
