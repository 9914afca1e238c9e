import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LeadsPage } from '../../pages/leads'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/leads/')({
  validateSearch: z.object({ q: z.string().optional().catch(undefined), status: z.string().optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: loadPage,
  component: Leads,
})

function Leads() {
  // A new search is a new page: its forms start from its own address.
  const href = Route.useLoaderData<AdminRouter>()
  return (
    <PageView href={href} kinds={['leads']}>
      {(page) => <LeadsPage key={href} {...page} />}
    </PageView>
  )
}
