import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { KvkkPage } from '../../pages/kvkk'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/kvkk')({
  validateSearch: z.object({ email: z.string().optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: loadPage,
  component: Kvkk,
})

function Kvkk() {
  // A new search is a new page: its forms start from its own address.
  const href = Route.useLoaderData<AdminRouter>()
  return (
    <PageView href={href} kinds={['kvkk']}>
      {(page) => <KvkkPage key={href} findings={page.findings} erasures={page.erasures} backupRetentionDays={page.backupRetentionDays} />}
    </PageView>
  )
}
