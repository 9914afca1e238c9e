// Before any schema parses (the zod checks live only in this chunk).
import '../../lib/zod-config'
import { Button } from '../../components/ui/button'
import { useAppForm } from './form-hook'
import { useContext, useLayoutEffect, useRef, useState } from 'react'
import { apiPaths } from '../../config/api'
import { sendLead, SendError } from './send-lead'
import {
  contactSchema,
  fieldNames,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  type ContactInput,
  type FieldErrors,
  type FieldName,
} from '../../lib/forms'
import {
  fieldProps,
  initialStatus,
  LeadFormFrame,
  ServerFormResultContext,
  submitButtonClass,
  type FormStatus,
  type Handover,
  type LeadFormProps,
} from './lead-form'

const emptyValues: ContactInput = { firstName: '', lastName: '', email: '', message: '' }

type TextControl = HTMLInputElement | HTMLTextAreaElement

function textControl(form: HTMLFormElement | null | undefined, name: string): TextControl | null {
  const el = form?.elements.namedItem(name)
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null
}

export interface LiveLeadFormProps extends LeadFormProps {
  startedAt: string
  /** The server-rendered form this one replaces (see LeadForm). */
  handover: Handover
}

/**
 * The interactive stage of LeadForm: Send, then 'Sending...' disabled, then a green success notice with the
 * form cleared, or a red error notice with the values kept.
 */
export function LiveLeadForm({ guideName, submitLabel = 'Send', startedAt, handover }: LiveLeadFormProps) {
  const serverResult = useContext(ServerFormResultContext)
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<FormStatus>(initialStatus(serverResult))
  const [serverErrors, setServerErrors] = useState<FieldErrors>(serverResult?.errors ?? {})
  // The fields that stopped the last send, read out by the live region below (focus also moves to the first).
  const [invalidFields, setInvalidFields] = useState<FieldName[]>(fieldNames.filter((n) => serverResult?.errors?.[n]))
  const honeypot = useRef<HTMLInputElement>(null)

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

  // This form replaces the server-rendered one in the same commit. Before anything can re-render, adopt what the
  // visitor typed there (the removed elements keep their values), and give focus and caret back to the field
  // that had them, so the next key lands where the previous one did. Text typed before hydration that is still
  // in this form's own elements (tests render it directly) is adopted the same way.
  useLayoutEffect(() => {
    const previous = handover.form
    for (const name of fieldNames) {
      const before = textControl(previous, name)
      const now = textControl(formRef.current, name)
      const value = (before ?? now)?.value
      if (value !== undefined && value !== form.getFieldValue(name)) form.setFieldValue(name, value)
      if (!before || !now) continue
      now.value = before.value
      if (handover.focused === name) {
        now.focus()
        // Email inputs have no caret API (selectionStart is null there); the caret then stays at the end.
        if (before.selectionStart !== null) now.setSelectionRange(before.selectionStart, before.selectionEnd)
      }
    }
    if (previous) {
      const bait = textControl(previous, HONEYPOT_FIELD)
      if (bait && honeypot.current) honeypot.current.value = bait.value
    }
    if (handover.submit) {
      handover.submit = false
      formRef.current?.requestSubmit()
    }
  }, [form, handover])

  function focusFirstInvalid() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }

  return (
    <LeadFormFrame
      guideName={guideName}
      startedAt={startedAt}
      formRef={formRef}
      honeypotRef={honeypot}
      status={status}
      invalidFields={invalidFields}
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void form.handleSubmit()
      }}
      fields={fieldNames.map((name) => {
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
      button={
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" disabled={isSubmitting} className={submitButtonClass}>
              {isSubmitting ? 'Sending...' : submitLabel}
            </Button>
          )}
        </form.Subscribe>
      }
    />
  )
}
