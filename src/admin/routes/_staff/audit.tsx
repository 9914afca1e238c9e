import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../pages/audit'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/audit')({ loader: loadPage, component: Audit })

function Audit() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['audit']}>
      {(page) => <AuditPage entries={page.entries} />}
    </PageView>
  )
}
