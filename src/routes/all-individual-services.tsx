import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'
import { groupCards } from '../features/services/group-cards'

export const Route = createFileRoute('/all-individual-services')({
  staticData: { crumb: 'crumbs.individual', content: ['services'] },
  loader: ({ context }) => groupCards(context.content, context.locale, 'individual'),
  component: function GroupRoute() {
    return <ServiceGroupPage group="individual" services={Route.useLoaderData().services} />
  },
})
