/** Light index of the eight case studies (slugs exactly as published; {name} filled with an anonymised first name). */
export const caseStudySlugs = [
  'from-homeowner-to-successfull-airbnb-host-a-legal-journey',
  'bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey',
  'wei-journey-to-turkish-citizenship',
  'amara-journey-with-private-banking-in-turkey',
  'reclaiming-a-legacy-the-journey-of-selim',
  'a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name',
  'a-swift-return-overturning-an-unfair-entry-ban',
  'assisting-a-palestinian-client-in-purchasing-property-in-turkey',
] as const

export function caseStudyImage(slug: string): string {
  return `/media/case-studies/${slug}.svg`
}

/** A service's picture (the same in every language). */
export function serviceImage(slug: string): string {
  return `/media/services/${slug}.svg`
}

export const guideSlugs = ['real-estate-guide', 'business-in-turkey', 'turkish-residence-permit-checklist'] as const

export function guideImage(slug: string): string {
  return `/media/guides/${slug}.svg`
}
