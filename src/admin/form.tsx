import { createFormHook, createFormHookContexts, useStore, type AnyFormApi } from '@tanstack/react-form'
import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { textFieldHandlers } from '../components/ui/text-input'
import { cn } from '../lib/cn'
import { Button, Field, inputClass } from './ui'

/**
 * The back office's forms: TanStack Form with the zod schemas of src/lib/admin.ts (the server's) as Standard Schema
 * validators, and field components that put a field's error next to it, in plain words, announced (role="alert",
 * aria-invalid, aria-describedby). Errors show once the form was submitted.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The first message of a field's errors (a schema's issue or a plain string). */
export function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  }
  return undefined
}

/**
 * The field's error once the form was submitted (or the server or a step outside the form, such as an upload, gave
 * one), and the attributes that tie it and the hint to the control.
 */
export function useFieldError(hint: boolean) {
  const field = useFieldContext<unknown>()
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const errors = useStore(field.store, (s) => s.meta.errors)
  const fromServer = useStore(field.store, (s) => s.meta.errorMap.onServer)
  const message = submitted || fromServer ? firstMessage(errors) : undefined
  const id = field.name
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    field,
    id,
    message,
    aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined },
  }
}

type Labelled = {
  label: string
  hint?: ReactNode
  /** Called with what the person typed (not with values the form sets itself). */
  onValue?: (value: string) => void
}

/** A text control's wiring: its value, every input event (see textFieldHandlers), blur, and its error attributes. */
function useTextControl(hint: boolean, onValue?: (value: string) => void) {
  const { field, id, message, aria } = useFieldError(hint)
  const value = field.state.value as string
  const control = {
    id,
    name: id,
    value,
    ...textFieldHandlers((next) => {
      if (next === value) return
      field.handleChange(next)
      onValue?.(next)
    }),
    onBlur: field.handleBlur,
    ...aria,
  }
  return { id, message, control }
}

export function TextField({ label, hint, onValue, ...input }: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>) {
  const { id, message, control } = useTextControl(Boolean(hint), onValue)
  return (
    <Field id={id} label={label} hint={hint} error={message}>
      <input {...input} {...control} className={cn(inputClass, input.className)} />
    </Field>
  )
}

export function TextAreaField({
  label,
  hint,
  onValue,
  ...textarea
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'>) {
  const { id, message, control } = useTextControl(Boolean(hint), onValue)
  return (
    <Field id={id} label={label} hint={hint} error={message}>
      <textarea {...textarea} {...control} className={cn(inputClass, textarea.className)} />
    </Field>
  )
}

export function SelectField({
  label,
  hint,
  onValue,
  options,
  ...select
}: Labelled & { options: readonly { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'>) {
  const { field, id, message, aria } = useFieldError(Boolean(hint))
  return (
    <Field id={id} label={label} hint={hint} error={message}>
      <select
        id={id}
        name={id}
        className={inputClass}
        {...select}
        value={field.state.value as string}
        onChange={(e) => {
          field.handleChange(e.target.value)
          onValue?.(e.target.value)
        }}
        onBlur={field.handleBlur}
        {...aria}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** The form element: submitting it runs the form's validators, then its submit handler (never a page load). */
export function FormElement(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext()
  return (
    <form
      method="post"
      {...props}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    />
  )
}

/** The submit button, disabled and saying so while the form is submitted. */
export function SubmitButton({ children, busy }: { children: ReactNode; busy: ReactNode }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? busy : children}
    </Button>
  )
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField },
  formComponents: { FormElement, SubmitButton },
})

/**
 * The server's word on fields (`{ field: message }`, from the same schema or a rule only it can check), shown next
 * to those fields like the form's own errors until the field is changed or the form submitted again.
 */
export function showServerErrors(form: AnyFormApi, errors: Record<string, string | undefined>): string[] {
  const shown: string[] = []
  const values = form.state.values as Record<string, unknown>
  for (const [name, message] of Object.entries(errors)) {
    // A nested field (`weekly.monday[0].to`) is known by its value; a top-level one by its key.
    if (!message || !(name in values || form.getFieldValue(name) !== undefined)) continue
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
    shown.push(name)
  }
  return shown
}
