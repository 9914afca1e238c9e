import { citizenshipServices } from './services-citizenship.ts'
import { corporateServices } from './services-corporate.ts'
import { individualServices } from './services-individual.ts'
import type { Service, ServiceGroupId } from '../schema.ts'

/** Every service with its full description (heavy: import only from routes, never from the layout). */
export const services: Service[] = [...corporateServices, ...individualServices, ...citizenshipServices]

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug)
}

export function servicesInGroup(group: ServiceGroupId): Service[] {
  return services.filter((s) => s.group === group)
}
