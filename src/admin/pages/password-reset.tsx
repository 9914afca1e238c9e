import { useState, type FormEvent } from 'react'
import { accountPasswordSchema, PASSWORD_MIN_LENGTH, passwordResetRequestSchema, totpCodeSchema } from '../../lib/admin'
import { callApi } from '../api'
import { Button, Field, inputClass, Notice } from '../ui'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [error, setError] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    const parsed = passwordResetRequestSchema.safeParse({ email })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setError('')
    setBusy(true)
    const result = await callApi('POST', '/admin/api/password-reset/request', parsed.data)
    setBusy(false)
    if (result.ok) setSentTo(email)
    else setError(result.error ?? 'Could not send the link.')
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="font-serif text-3xl font-semibold">Reset your password</h1>
      {sentTo ? (
        <div className="mt-6">
          <Notice kind="success">
            If {sentTo} belongs to a back-office account, a reset link is on its way to it. The link works once, for one hour, and asks for
            a code from your authenticator app.
          </Notice>
          <p className="mt-4 text-sm">
            No e-mail after a few minutes? Check the spam folder, or ask an owner of the back office to send you a new set-up link.
          </p>
        </div>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(e) => void submit(e)}
          className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
        >
          <p className="text-sm text-navy-700">
            Enter the e-mail address of your account. We will send a link to choose a new password; you will also need your authenticator
            app.
          </p>
          <Field id="email" label="E-mail" error={error}>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              maxLength={200}
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'email-error' : undefined}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send the reset link'}
          </Button>
          <a className="text-sm underline" href="/admin/sign-in">
            Back to sign in
          </a>
        </form>
      )}
    </div>
  )
}

/** The link from the e-mail: a new password, confirmed with a code from the authenticator app. */
export function ResetPasswordPage({ token, email }: { token: string; email: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const found: Record<string, string> = {}
    const password = accountPasswordSchema(email).safeParse(data.password)
    if (!password.success) found.password = password.error.issues[0].message
    else if (data.password !== data.confirm) found.confirm = 'The two passwords are not the same.'
    const code = totpCodeSchema.safeParse(data.code)
    if (!code.success) found.code = code.error.issues[0].message
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    const result = await callApi<{ field?: string }>('POST', '/admin/api/password-reset', {
      token,
      password: data.password,
      code: data.code,
    })
    setBusy(false)
    if (result.ok) setDone(true)
    else setErrors({ [result.data.field && result.data.field !== 'token' ? result.data.field : 'form']: result.error ?? 'Could not save.' })
  }
  if (done) {
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="font-serif text-3xl font-semibold">Your password has been changed</h1>
        <p className="mt-4">
          <a className="font-semibold underline" href="/admin/sign-in">
            Sign in
          </a>{' '}
          with the new password and the next code from your app. You have been signed out everywhere else.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="font-serif text-3xl font-semibold">Choose a new password</h1>
      <p className="mt-2 text-navy-700">{email}</p>
      <form
        method="post"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-6 flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
      >
        <Field
          id="password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not your e-mail address; a short sentence is easy to remember.`}
          error={errors.password}
        >
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={Boolean(errors.password)}
          />
        </Field>
        <Field id="confirm" label="Password again" error={errors.confirm}>
          <input
            id="confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            className={inputClass}
            aria-invalid={Boolean(errors.confirm)}
          />
        </Field>
        <Field id="code" label="Code from your authenticator app" error={errors.code}>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClass}
            aria-invalid={Boolean(errors.code)}
          />
        </Field>
        {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save the new password'}
        </Button>
      </form>
    </div>
  )
}
