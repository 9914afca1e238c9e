import type { AdminRouter } from '../router'
import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../layout'
import { SetupPage } from '../pages/setup'
import { PageView } from '../page-view'
import { loadPage } from '../page-query'

export const Route = createFileRoute('/setup/$token')({
  loader: loadPage,
  component: Setup,
})

function Setup() {
  return (
    <AdminLayout user={null}>
      <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['setup', 'setup-invalid']}>
        {(page) =>
          page.page === 'setup' ? (
            <SetupPage token={page.token} email={page.email} secret={page.secret} qrSvg={page.qrSvg} />
          ) : (
            <>
              <h1 className="font-serif text-3xl font-semibold">Set-up link not valid</h1>
              <p className="mt-4">This set-up link has expired or was used already. Ask the person who manages the site for a new one.</p>
            </>
          )
        }
      </PageView>
    </AdminLayout>
  )
}
