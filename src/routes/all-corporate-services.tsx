import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'
import { groupCards } from '../features/services/group-cards'

export const Route = createFileRoute('/all-corporate-services')({
  staticData: { crumb: 'crumbs.corporate', content: ['services'] },
  loader: ({ context }) => groupCards(context.content, context.locale, 'corporate'),
  component: function GroupRoute() {
    return <ServiceGroupPage group="corporate" services={Route.useLoaderData().services} />
  },
})
