import type { AdminRouter } from '../router'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../layout'
import { ResetPasswordPage } from '../pages/password-reset'
import { PageView } from '../page-view'
import { loadPage } from '../page-query'
import { AdminLink } from '../router-link'

export const Route = createFileRoute('/reset/$token')({
  loader: loadPage,
  component: Reset,
})

function Reset() {
  return (
    <AdminLayout user={null}>
      <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['reset-password', 'reset-invalid']}>
        {(page) =>
          page.page === 'reset-password' ? (
            <ResetPasswordPage token={page.token} email={page.email} />
          ) : (
            <>
              <h1 className="font-serif text-3xl font-semibold">Reset link not valid</h1>
              <p className="mt-4">
                This reset link has expired or was used already.{' '}
                <AdminLink className="underline" to="/forgot-password">
                  Ask for a new one
                </AdminLink>
                .
              </p>
            </>
          )
        }
      </PageView>
    </AdminLayout>
  )
}
