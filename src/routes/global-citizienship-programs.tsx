import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'
import { groupCards } from '../features/services/group-cards'

export const Route = createFileRoute('/global-citizienship-programs')({
  staticData: { crumb: 'crumbs.citizenship', content: ['services'] },
  loader: ({ context }) => groupCards(context.content, context.locale, 'citizenship'),
  component: function GroupRoute() {
    return <ServiceGroupPage group="citizenship" services={Route.useLoaderData().services} />
  },
})
