import { businessGuide } from './guide-business.ts'
import { realEstateGuide } from './guide-real-estate.ts'
import { residencePermitGuide } from './guide-residence.ts'
import type { Guide } from '../schema.ts'

export const guides: Guide[] = [realEstateGuide, businessGuide, residencePermitGuide]

export function findGuide(slug: string): Guide | undefined {
  return guides.find((g) => g.slug === slug)
}
