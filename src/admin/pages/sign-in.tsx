import { useState } from 'react'
import { textFieldHandlers } from '../../components/ui/text-input'
import { useForm } from '@tanstack/react-form'
import { signInSchema, type SignInInput } from '../../lib/admin'
import { callApi } from '../api'
import { Button, Field, inputClass, Notice } from '../ui'

/** Where to go after signing in: only a back-office path, never another site. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? ''
  return /^\/admin(\/[\w\-/]*)?$/.test(next) && !next.startsWith('/admin/api') ? next : '/admin/posts'
}

const FIELDS: { name: keyof SignInInput; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  { name: 'code', label: 'Code from your authenticator app', type: 'text', autoComplete: 'one-time-code' },
]

function firstMessage(errors: unknown[]): string | undefined {
  const first = errors[0] as { message?: string } | string | undefined
  return typeof first === 'string' ? first : first?.message
}

export function SignInPage() {
  const [error, setError] = useState('')
  const form = useForm({
    defaultValues: { email: '', password: '', code: '' } as SignInInput,
    validators: { onSubmit: signInSchema },
    onSubmit: async ({ value }) => {
      setError('')
      const result = await callApi('POST', '/admin/api/sign-in', signInSchema.parse(value))
      if (result.ok) window.location.assign(nextPath(window.location.search))
      else setError(result.error ?? 'Could not sign in.')
    },
  })
  return (
    <div className="mx-auto max-w-md">
      <h1 className="font-serif text-3xl font-semibold">Sign in</h1>
      <form
        method="post"
        noValidate
        className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <form.Field key={name} name={name}>
            {(field) => {
              const message = field.form.state.submissionAttempts > 0 ? firstMessage(field.state.meta.errors) : undefined
              return (
                <Field id={name} label={label} error={message}>
                  <input
                    id={name}
                    name={name}
                    type={type}
                    autoComplete={autoComplete}
                    inputMode={name === 'code' ? 'numeric' : undefined}
                    maxLength={name === 'code' ? 6 : 200}
                    value={field.state.value}
                    {...textFieldHandlers((value) => {
                      if (value !== field.state.value) field.handleChange(value)
                    })}
                    onBlur={field.handleBlur}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${name}-error` : undefined}
                    className={inputClass}
                  />
                </Field>
              )
            }}
          </form.Field>
        ))}
        {error ? <Notice kind="error">{error}</Notice> : null}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Signing in…' : 'Sign in'}
            </Button>
          )}
        </form.Subscribe>
        <a className="text-sm underline" href="/admin/forgot-password">
          Forgot your password?
        </a>
      </form>
    </div>
  )
}
