import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'

export const Route = createFileRoute('/all-individual-services')({
  staticData: { crumb: 'Individual Services' },
  component: () => <ServiceGroupPage group="individual" />,
})
