import { useState, type FormEvent } from 'react'
import { signInSchema } from '../../lib/admin'
import { callApi } from '../api'
import { Button, Field, inputClass, Notice } from '../ui'

/** Where to go after signing in: only a back-office path, never another site. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? ''
  return /^\/admin(\/[\w\-/]*)?$/.test(next) && !next.startsWith('/admin/api') ? next : '/admin/posts'
}

export function SignInPage() {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const parsed = signInSchema.safeParse(data)
    if (!parsed.success) {
      setError(parsed.error.issues[0].message)
      return
    }
    setBusy(true)
    const result = await callApi('POST', '/admin/api/sign-in', parsed.data)
    setBusy(false)
    if (result.ok) window.location.assign(nextPath(window.location.search))
    else setError(result.error ?? 'Could not sign in.')
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="font-serif text-3xl font-semibold">Sign in</h1>
      <form method="post" onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm" noValidate>
        <Field id="email" label="E-mail">
          <input id="email" name="email" type="email" autoComplete="username" required className={inputClass} />
        </Field>
        <Field id="password" label="Password">
          <input id="password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </Field>
        <Field id="code" label="Code from your authenticator app">
          <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required className={inputClass} />
        </Field>
        {error ? <Notice kind="error">{error}</Notice> : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </div>
  )
}
