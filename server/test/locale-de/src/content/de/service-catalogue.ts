import type { ServiceGroup } from '../en/service-catalogue.ts'
import { fill } from './fill.ts'

/** German index of services (test fixture, machine-made): titles only; ids, paths and slugs as in English. */
export const serviceGroups: ServiceGroup[] = fill([
  {
    id: 'corporate',
    title: 'Leistungen für Unternehmen',
    shortTitle: 'Unternehmen',
    path: '/all-corporate-services',
    services: [
      { slug: 'company-establishment', title: 'Gründung von Gesellschaften' },
      { slug: 'corporate-partnership-law', title: 'Gesellschafts- und Personengesellschaftsrecht' },
      { slug: 'e-commerce-law', title: 'E-Commerce-Recht' },
      { slug: 'mergers-and-acquisitions', title: 'Fusionen und Übernahmen' },
      { slug: 'real-estate-construction-law', title: 'Immobilien- und Baurecht' },
      { slug: 'bankruptcy-and-foreclosure-law', title: 'Insolvenz- und Zwangsvollstreckungsrecht' },
      { slug: 'banking-finance-law', title: 'Bank- und Finanzrecht' },
      { slug: 'vat-exemption-services', title: 'Umsatzsteuerbefreiung' },
      { slug: 'labor-law', title: 'Arbeitsrecht' },
      { slug: 'trademark-registration', title: 'Markenanmeldung' },
      { slug: 'work-permit-in-turkey-for-employers', title: 'Arbeitserlaubnis in der Türkei für Arbeitgeber' },
    ],
  },
  {
    id: 'individual',
    title: 'Leistungen für Privatpersonen',
    shortTitle: 'Privatpersonen',
    path: '/all-individual-services',
    services: [
      { slug: 'maritime-yacht-services', title: 'See- und Yachtrecht' },
      { slug: 'rental-contracts', title: 'Mietverträge' },
      { slug: 'bank-account-services', title: 'Eröffnung von Bankkonten' },
      { slug: 'diploma-equalization-services', title: 'Anerkennung von Diplomen' },
      { slug: 'real-property-sales-title-deed-transfers', title: 'Immobilienverkauf und Übertragung des Grundbuchtitels' },
      { slug: 'international-car-transfers', title: 'Internationale Fahrzeugüberführung' },
      { slug: 'criminal-law-services', title: 'Strafrecht' },
      { slug: 'deportation', title: 'Abschiebung' },
      { slug: 'inheritance-law', title: 'Erbrecht' },
      { slug: 'family-law', title: 'Familienrecht' },
      { slug: 'work-permit-in-turkey-for-employees', title: 'Arbeitserlaubnis in der Türkei für Arbeitnehmer' },
    ],
  },
  {
    id: 'citizenship',
    title: 'Staatsbürgerschafts- und Aufenthaltsprogramme weltweit',
    shortTitle: 'Staatsbürgerschafts- und Aufenthaltsprogramme weltweit',
    path: '/global-citizienship-programs',
    services: [
      { slug: 'turkish-citizienship', title: 'Türkische Staatsbürgerschaft durch Investition' },
      { slug: 'turkish-residence-permit', title: 'Aufenthaltserlaubnis in der Türkei' },
      { slug: 'greece-golden-visa', title: 'Goldenes Visum Griechenland' },
      { slug: 'uae-golden-visa', title: 'Goldenes Visum VAE' },
      { slug: 'saint-kitts-and-nevis-citizienship-by-investment', title: 'Staatsbürgerschaft von St. Kitts und Nevis durch Investition' },
      { slug: 'portugal-golden-visa', title: 'Goldenes Visum Portugal' },
      { slug: 'saint-luca-citizienship', title: 'Staatsbürgerschaft von St. Lucia durch Investition' },
    ],
  },
])
