import { serviceGroups } from '../src/content/service-catalogue.ts'
import { caseStudySlugs, guideSlugs } from '../src/content/page-index.ts'

/** Pages whose content is known at build time: prerendered to HTML by scripts/build.ts. */
export function staticRoutes(): string[] {
  return [
    '/about-us',
    '/our-team',
    '/services',
    ...serviceGroups.map((g) => g.path),
    ...serviceGroups.flatMap((g) => g.services.map((s) => `/services/${s.slug}`)),
    '/guides',
    ...guideSlugs.map((s) => `/guides/${s}`),
    '/faq',
    '/case-studies',
    ...caseStudySlugs.map((s) => `/case-studies/${s}`),
    '/contact-us',
    '/privacy-notice',
  ]
}

