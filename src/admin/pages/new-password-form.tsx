import { useState, type ReactNode } from 'react'
import { newPasswordFormSchema, PASSWORD_MIN_LENGTH, type NewPasswordForm as Values } from '../../lib/admin'
import { callApi } from '../api'
import { showServerErrors, useAppForm } from '../form'
import { Notice } from '../ui'

/**
 * A new password typed twice and a code from the authenticator app, for a set-up or a reset link (`token`): checked
 * with the server's rules before it is sent, and the server's answer on a field shown next to that field.
 */
export function NewPasswordForm({
  email,
  token,
  endpoint,
  codeLabel,
  submitLabel,
  onDone,
  children,
}: {
  email: string
  token: string
  endpoint: string
  codeLabel: string
  submitLabel: string
  onDone: () => void
  /** Between the password and the code: how to set the authenticator app up. */
  children?: ReactNode
}) {
  const [error, setError] = useState('')
  const form = useAppForm({
    defaultValues: { password: '', confirm: '', code: '' } as Values,
    validators: { onSubmit: newPasswordFormSchema(email) },
    onSubmit: async ({ value }) => {
      setError('')
      const result = await callApi<{ field?: string }>('POST', endpoint, { token, password: value.password, code: value.code })
      if (result.ok) return onDone()
      const message = result.error ?? 'Could not save.'
      const field = result.data.field
      if (!field || showServerErrors(form, { [field]: message }).length === 0) setError(message)
    },
  })
  return (
    <form.AppForm>
      <form.FormElement className="mt-6 flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm">
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, not your e-mail address; a short sentence is easy to remember.`}
            />
          )}
        </form.AppField>
        <form.AppField name="confirm">
          {(field) => <field.TextField label="Password again" type="password" autoComplete="new-password" />}
        </form.AppField>
        {children}
        <form.AppField name="code">
          {(field) => <field.TextField label={codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </form.AppField>
        {error ? <Notice kind="error">{error}</Notice> : null}
        <form.SubmitButton busy="Saving…">{submitLabel}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  )
}
