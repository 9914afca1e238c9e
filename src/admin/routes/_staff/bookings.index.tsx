import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BookingsPage } from '../../pages/bookings'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/bookings/')({
  validateSearch: z.object({
    when: z.string().optional().catch(undefined),
    lawyer: z.string().optional().catch(undefined),
    page: z.coerce.number().optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: loadPage,
  component: Bookings,
})

function Bookings() {
  // Another tab, lawyer or page is a new page: its filter starts from its own address.
  const href = Route.useLoaderData<AdminRouter>()
  return (
    <PageView href={href} kinds={['bookings']}>
      {(page) => <BookingsPage key={href} {...page} />}
    </PageView>
  )
}
