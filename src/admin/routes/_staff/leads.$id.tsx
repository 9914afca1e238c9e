import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { LeadPage } from '../../pages/leads'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/leads/$id')({ loader: loadPage, component: Lead })

function Lead() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['lead']}>
      {(page) => <LeadPage lead={page.lead} />}
    </PageView>
  )
}
