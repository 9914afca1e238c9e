import type { AdminRouter } from '../../router'
import { createFileRoute } from '@tanstack/react-router'
import { AvailabilityPage } from '../../pages/availability'
import { PageView, useForgetOnLeave } from '../../page-view'
import { loadPage } from '../../page-query'

export const Route = createFileRoute('/_staff/availability/$lawyer')({ loader: loadPage, component: Availability })

function Availability() {
  const href = Route.useLoaderData<AdminRouter>()
  // The form starts from the page's data: opening it again starts from what the server has now.
  useForgetOnLeave(href)
  return (
    <PageView href={href} kinds={['availability']}>
      {(page) => <AvailabilityPage key={href} {...page} />}
    </PageView>
  )
}
