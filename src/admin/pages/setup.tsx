import { useState, type FormEvent } from 'react'
import { accountPasswordSchema, PASSWORD_MIN_LENGTH, totpCodeSchema } from '../../lib/admin'
import { callApi } from '../api'
import { Button, Field, inputClass, Notice } from '../ui'

export function SetupPage({ token, email, secret, qrSvg }: { token: string; email: string; secret: string; qrSvg: string }) {
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
    const result = await callApi<{ field?: string }>('POST', '/admin/api/setup', { token, password: data.password, code: data.code })
    setBusy(false)
    if (result.ok) setDone(true)
    else setErrors({ [result.data.field && result.data.field !== 'token' ? result.data.field : 'form']: result.error ?? 'Could not save.' })
  }
  if (done) {
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="font-serif text-3xl font-semibold">Your account is ready</h1>
        <p className="mt-4">
          <a className="font-semibold underline" href="/admin/sign-in">
            Sign in
          </a>{' '}
          with your e-mail, password and a new code from your app.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="font-serif text-3xl font-semibold">Set up your account</h1>
      <p className="mt-2 text-navy-700">{email}</p>
      <form
        method="post"
        onSubmit={(e) => void submit(e)}
        className="mt-6 flex flex-col gap-5 rounded-xl bg-white p-6 shadow-sm"
        noValidate
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
        <div>
          <h2 className="text-sm font-semibold">Authenticator app</h2>
          <p className="mt-1 text-sm text-navy-700">
            Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), or type the
            key.
          </p>
          <div
            className="mt-3 w-48"
            role="img"
            aria-label="QR code for your authenticator app"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <p className="mt-2 text-sm">
            Key:{' '}
            <code data-testid="totp-secret" className="rounded bg-navy-50 px-1 font-mono break-all">
              {secret}
            </code>
          </p>
        </div>
        <Field id="code" label="Code shown by the app" error={errors.code}>
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
          {busy ? 'Saving…' : 'Save and finish'}
        </Button>
      </form>
    </div>
  )
}
