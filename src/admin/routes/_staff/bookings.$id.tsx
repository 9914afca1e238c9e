import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { BookingPage } from '../../pages/bookings'
import { PageView } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/bookings/$id')({ loader: loadPage, component: Booking })

function Booking() {
  return (
    <PageView href={Route.useLoaderData<AdminRouter>()} kinds={['booking']}>
      {(page) => <BookingPage booking={page.booking} />}
    </PageView>
  )
}
