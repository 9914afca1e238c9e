import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'

export const Route = createFileRoute('/global-citizienship-programs')({
  staticData: { crumb: 'Global Citizenship & Residency Programs' },
  component: () => <ServiceGroupPage group="citizenship" />,
})
