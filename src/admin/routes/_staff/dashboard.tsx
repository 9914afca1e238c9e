import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../../pages/dashboard'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/dashboard')({ loader: loadPage, component: Dashboard })

function Dashboard() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['dashboard']}>
      {(page) => <DashboardPage summary={page.summary} />}
    </PageView>
  )
}
