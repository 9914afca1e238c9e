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
