import { z } from 'zod'
import { serviceGroupIds } from '../schema.ts'
import { field, image, localText, order, reference, slugField } from './fields.ts'

/** A group of services (corporate, individual, citizenship): its page and its heading in the menus. */
export const serviceGroupDocument = z.object({
  id: field(z.enum(serviceGroupIds), { kind: 'select', label: 'Group' }),
  slug: slugField('The group page’s address, exactly as published (/all-corporate-services).'),
  order,
  image: image('Picture'),
  services: field(z.array(reference('service', 'Service')).min(1), {
    kind: 'list',
    label: 'Services',
    help: 'The group’s services in the order the menus and the group page list them.',
  }),
  title: localText('Title'),
  shortTitle: localText('Short title', 'The heading in the footer and the mobile menu.'),
})
