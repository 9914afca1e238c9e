import { useState } from 'react'
import { AdminLink } from '../router-link'
import { NewPasswordForm } from './new-password-form'

export function SetupPage({ token, email, secret, qrSvg }: { token: string; email: string; secret: string; qrSvg: string }) {
  const [done, setDone] = useState(false)
  if (done) {
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="font-serif text-3xl font-semibold">Your account is ready</h1>
        <p className="mt-4">
          <AdminLink className="font-semibold underline" to="/sign-in">
            Sign in
          </AdminLink>{' '}
          with your e-mail, password and a new code from your app.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="font-serif text-3xl font-semibold">Set up your account</h1>
      <p className="mt-2 text-navy-700">{email}</p>
      <NewPasswordForm
        email={email}
        token={token}
        endpoint="/admin/api/setup"
        codeLabel="Code shown by the app"
        submitLabel="Save and finish"
        onDone={() => setDone(true)}
      >
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
      </NewPasswordForm>
    </div>
  )
}
