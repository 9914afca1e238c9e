import type { ServiceGroupId } from '../schema.ts'

/**
 * The light index of services: slugs, titles and groups only, so the header, footer and sitemap can list them
 * without pulling every description into the main bundle. Slugs are the firm's published URLs, misspellings
 * included, because they are the firm's published URLs; src/content/content.test.ts checks this index against the full service modules.
 */

export interface ServiceGroup {
  id: ServiceGroupId
  title: string
  /** Footer and mobile-menu heading. */
  shortTitle: string
  path: '/all-corporate-services' | '/all-individual-services' | '/global-citizienship-programs'
  services: { slug: string; title: string }[]
}

export const serviceGroups: ServiceGroup[] = [
  {
    id: 'corporate',
    title: 'Corporate Services',
    shortTitle: 'Corporate',
    path: '/all-corporate-services',
    services: [
      { slug: 'company-establishment', title: 'Company Establishment' },
      { slug: 'corporate-partnership-law', title: 'Corporate & Partnership Law' },
      { slug: 'e-commerce-law', title: 'E-Commerce Law' },
      { slug: 'mergers-and-acquisitions', title: 'Mergers and Acquisitions' },
      { slug: 'real-estate-construction-law', title: 'Real Estate & Construction Law' },
      { slug: 'bankruptcy-and-foreclosure-law', title: 'Bankruptcy and Foreclosure Law' },
      { slug: 'banking-finance-law', title: 'Banking & Finance Law' },
      { slug: 'vat-exemption-services', title: 'VAT Exemption Services' },
      { slug: 'labor-law', title: 'Labor Law' },
      { slug: 'trademark-registration', title: 'Trademark Registration' },
      { slug: 'work-permit-in-turkey-for-employers', title: 'Work Permit in Turkey for Employers' },
    ],
  },
  {
    id: 'individual',
    title: 'Individual Services',
    shortTitle: 'Individual',
    path: '/all-individual-services',
    services: [
      { slug: 'maritime-yacht-services', title: 'Maritime & Yacht Services' },
      { slug: 'rental-contracts', title: 'Rental Contracts' },
      { slug: 'bank-account-services', title: 'Bank Account Services' },
      { slug: 'diploma-equalization-services', title: 'Diploma Equalization Services' },
      { slug: 'real-property-sales-title-deed-transfers', title: 'Real Property Sales & Title Deed Transfers' },
      { slug: 'international-car-transfers', title: 'International Car Transfers' },
      { slug: 'criminal-law-services', title: 'Criminal Law Services' },
      { slug: 'deportation', title: 'Deportation' },
      { slug: 'inheritance-law', title: 'Inheritance Law' },
      { slug: 'family-law', title: 'Family Law' },
      // The observed header linked this entry to the employers page; it links here everywhere, the page it names.
      { slug: 'work-permit-in-turkey-for-employees', title: 'Work Permit in Turkey for Employees' },
    ],
  },
  {
    id: 'citizenship',
    title: 'Global Citizenship & Residency Programs',
    shortTitle: 'Global Citizenship & Residency Programs',
    path: '/global-citizienship-programs',
    services: [
      { slug: 'turkish-citizienship', title: 'Turkish Citizenship by Investment' },
      { slug: 'turkish-residence-permit', title: 'Turkish Residence Permit' },
      { slug: 'greece-golden-visa', title: 'Greece Golden Visa' },
      { slug: 'uae-golden-visa', title: 'UAE Golden Visa' },
      { slug: 'saint-kitts-and-nevis-citizienship-by-investment', title: 'Saint Kitts and Nevis Citizenship by Investment' },
      { slug: 'portugal-golden-visa', title: 'Portugal Golden Visa' },
      { slug: 'saint-luca-citizienship', title: 'Saint Lucia Citizenship by Investment' },
    ],
  },
]

/**
 * Correctly spelled or alternative URLs that answer 301 to the published spelling (docs/decisions/0003-published-slugs.md).
 * Keys and values are full paths.
 */
export const aliasRedirects: Record<string, string> = {
  '/global-citizenship-programs': '/global-citizienship-programs',
  '/services/turkish-citizenship': '/services/turkish-citizienship',
  '/services/saint-lucia-citizienship': '/services/saint-luca-citizienship',
  '/services/saint-lucia-citizenship': '/services/saint-luca-citizienship',
  '/services/saint-kitts-and-nevis-citizenship-by-investment': '/services/saint-kitts-and-nevis-citizienship-by-investment',
}

export { serviceImage } from '../page-index.ts'
