import { useSession } from '../page-view'
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { AdminLayout } from '../layout'

/** The pages of a signed-in account: the navigation shows what the account may open, the current area marked. */
export const Route = createFileRoute('/_staff')({ component: Staff })

function Staff() {
  const session = useSession()
  const area = useLocation({ select: (location) => location.pathname.split('/').filter(Boolean)[0] ?? '' })
  return (
    <AdminLayout user={session.user} permissions={session.permissions} current={`/admin/${area}`}>
      <Outlet />
    </AdminLayout>
  )
}
