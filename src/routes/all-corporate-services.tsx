import { createFileRoute } from '@tanstack/react-router'
import { ServiceGroupPage } from '../features/services/group-page'

export const Route = createFileRoute('/all-corporate-services')({
  staticData: { crumb: 'Corporate Services' },
  component: () => <ServiceGroupPage group="corporate" />,
})
