import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../../pages/accounts'
import { PageView, useSession } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/accounts')({ loader: loadPage, component: Accounts })

function Accounts() {
  const session = useSession()
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['accounts']}>
      {(page) => <AccountsPage accounts={page.accounts} signInLocks={page.signInLocks} self={session.user} />}
    </PageView>
  )
}
