import { useState } from 'react'
import { passwordResetRequestSchema } from '../../lib/admin'
import { callApi } from '../api'
import { useAppForm } from '../form'
import { AdminLink } from '../router-link'
import { Notice } from '../ui'
import { NewPasswordForm } from './new-password-form'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [error, setError] = useState('')
  const [sentTo, setSentTo] = useState('')
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onSubmit: passwordResetRequestSchema },
    onSubmit: async ({ value }) => {
      setError('')
      const email = value.email.trim()
      const result = await callApi('POST', '/admin/api/password-reset/request', { email })
      if (result.ok) setSentTo(email)
      else setError(result.error ?? 'Could not send the link.')
    },
  })
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
        <form.AppForm>
          <form.FormElement className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
            <p className="text-sm text-navy-700">
              Enter the e-mail address of your account. We will send a link to choose a new password; you will also need your authenticator
              app.
            </p>
            <form.AppField name="email">
              {(field) => <field.TextField label="E-mail" type="email" autoComplete="username" maxLength={200} />}
            </form.AppField>
            {error ? <Notice kind="error">{error}</Notice> : null}
            <form.SubmitButton busy="Sending…">Send the reset link</form.SubmitButton>
            <AdminLink className="text-sm underline" to="/sign-in">
              Back to sign in
            </AdminLink>
          </form.FormElement>
        </form.AppForm>
      )}
    </div>
  )
}

/** The link from the e-mail: a new password, confirmed with a code from the authenticator app. */
export function ResetPasswordPage({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState(false)
  if (done) {
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="font-serif text-3xl font-semibold">Your password has been changed</h1>
        <p className="mt-4">
          <AdminLink className="font-semibold underline" to="/sign-in">
            Sign in
          </AdminLink>{' '}
          with the new password and the next code from your app. You have been signed out everywhere else.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="font-serif text-3xl font-semibold">Choose a new password</h1>
      <p className="mt-2 text-navy-700">{email}</p>
      <NewPasswordForm
        email={email}
        token={token}
        endpoint="/admin/api/password-reset"
        codeLabel="Code from your authenticator app"
        submitLabel="Save the new password"
        onDone={() => setDone(true)}
      />
    </div>
  )
}
