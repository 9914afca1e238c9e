import { useId } from 'react'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import { Field } from '../../components/ui/field'
import { textFieldHandlers } from '../../components/ui/text-input'

const { fieldContext, formContext, useFieldContext } = createFormHookContexts()

function firstMessage(errors: unknown[]): string | undefined {
  for (const e of errors) {
    if (typeof e === 'string') return e
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message)
  }
  return undefined
}

interface TextFieldProps {
  label: string
  type?: 'text' | 'email'
  multiline?: boolean
  autoComplete: string
  maxLength: number
  /** The server's message for this field, shown until the visitor edits it. */
  serverError?: string
  onEdit?: () => void
  className?: string
}

/**
 * A form field bound to TanStack Form: its error shows once the field was left or the form was submitted, and
 * the server's message stands in when the browser had none.
 */
function TextField({ label, type = 'text', multiline, autoComplete, maxLength, serverError, onEdit, className }: TextFieldProps) {
  const field = useFieldContext<string>()
  const id = `${useId()}-${field.name}`
  const submitted = field.form.state.submissionAttempts > 0
  const error = (submitted || field.state.meta.isTouched ? firstMessage(field.state.meta.errors) : undefined) ?? serverError
  const change = (value: string) => {
    if (value === field.state.value) return
    field.handleChange(value)
    onEdit?.()
  }
  const control = {
    id,
    label,
    error,
    className,
    name: field.name,
    value: field.state.value,
    autoComplete,
    maxLength,
    onBlur: field.handleBlur,
    ...textFieldHandlers(change),
  }
  return multiline ? <Field {...control} multiline rows={5} /> : <Field {...control} type={type} />
}

/** The site's form hook: `useAppForm` with `AppField` rendering `TextField`. */
export const { useAppForm } = createFormHook({ fieldContext, formContext, fieldComponents: { TextField }, formComponents: {} })
