import { useState, type ReactNode } from 'react'
import { callApi } from './api'
import { Button } from './ui'
import { ADMIN_NAV, type Permission } from '../lib/admin-permissions'
import { AdminLink } from './router-link'

export function AdminLayout({
  user,
  permissions = [],
  current,
  children,
}: {
  user: string | null
  /** What the signed-in account may do: the navigation lists only what it may open. */
  permissions?: Permission[]
  current?: string
  children: ReactNode
}) {
  const [error, setError] = useState('')
  const signOut = async (everywhere: boolean) => {
    const result = await callApi('POST', '/admin/api/sign-out', { everywhere })
    if (result.ok) window.location.assign('/admin/sign-in')
    else setError(result.error ?? 'Could not sign out.')
  }
  return (
    <div className="min-h-screen">
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <span className="font-serif text-lg font-semibold">Back office</span>
          {user ? (
            <>
              <nav aria-label="Back office" className="flex flex-wrap gap-1">
                {ADMIN_NAV.filter((item) => permissions.includes(item.permission)).map((item) => (
                  <AdminLink
                    key={item.href}
                    to={item.href.slice('/admin'.length)}
                    aria-current={current === item.href ? 'page' : undefined}
                    className="rounded-md px-3 py-1.5 text-sm hover:bg-navy-800 aria-[current=page]:bg-navy-700"
                  >
                    {item.label}
                  </AdminLink>
                ))}
              </nav>
              <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
                <span className="text-navy-200 [overflow-wrap:anywhere]">{user}</span>
                <Button variant="secondary" onClick={() => void signOut(false)}>
                  Sign out
                </Button>
                <Button variant="secondary" onClick={() => void signOut(true)}>
                  Sign out everywhere
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        {error ? (
          <p role="alert" className="mb-4 text-red-700">
            {error}
          </p>
        ) : null}
        {children}
      </main>
    </div>
  )
}
