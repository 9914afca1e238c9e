import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { AvailabilityLawyersPage } from '../../pages/availability'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/availability/')({ loader: loadPage, component: AvailabilityLawyers })

function AvailabilityLawyers() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['availability-lawyers']}>
      {(page) => <AvailabilityLawyersPage lawyers={page.lawyers} />}
    </PageView>
  )
}
