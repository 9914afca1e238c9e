import type { ServiceGroup } from '../en/service-catalogue.ts'
import { fill } from './fill.ts'

/** Turkish index of services: titles only; ids, paths and slugs as in English. */
export const serviceGroups: ServiceGroup[] = fill([
  {
    id: 'corporate',
    title: 'Kurumsal Hizmetler',
    shortTitle: 'Kurumsal',
    path: '/all-corporate-services',
    services: [
      { slug: 'company-establishment', title: 'Şirket Kuruluşu' },
      { slug: 'corporate-partnership-law', title: 'Şirketler ve Ortaklık Hukuku' },
      { slug: 'e-commerce-law', title: 'E-Ticaret Hukuku' },
      { slug: 'mergers-and-acquisitions', title: 'Birleşme ve Devralmalar' },
      { slug: 'real-estate-construction-law', title: 'Gayrimenkul ve İnşaat Hukuku' },
      { slug: 'bankruptcy-and-foreclosure-law', title: 'İcra ve İflas Hukuku' },
      { slug: 'banking-finance-law', title: 'Bankacılık ve Finans Hukuku' },
      { slug: 'vat-exemption-services', title: 'KDV İstisnası Hizmetleri' },
      { slug: 'labor-law', title: 'İş Hukuku' },
      { slug: 'trademark-registration', title: 'Marka Tescili' },
      { slug: 'work-permit-in-turkey-for-employers', title: "İşverenler İçin Türkiye'de Çalışma İzni" },
    ],
  },
  {
    id: 'individual',
    title: 'Bireysel Hizmetler',
    shortTitle: 'Bireysel',
    path: '/all-individual-services',
    services: [
      { slug: 'maritime-yacht-services', title: 'Denizcilik ve Yat Hizmetleri' },
      { slug: 'rental-contracts', title: 'Kira Sözleşmeleri' },
      { slug: 'bank-account-services', title: 'Banka Hesabı Hizmetleri' },
      { slug: 'diploma-equalization-services', title: 'Diploma Denklik Hizmetleri' },
      { slug: 'real-property-sales-title-deed-transfers', title: 'Taşınmaz Satışları ve Tapu Devirleri' },
      { slug: 'international-car-transfers', title: 'Uluslararası Araç Transferleri' },
      { slug: 'criminal-law-services', title: 'Ceza Hukuku Hizmetleri' },
      { slug: 'deportation', title: 'Sınır Dışı Etme (Deport)' },
      { slug: 'inheritance-law', title: 'Miras Hukuku' },
      { slug: 'family-law', title: 'Aile Hukuku' },
      { slug: 'work-permit-in-turkey-for-employees', title: "Çalışanlar için Türkiye'de Çalışma İzni" },
    ],
  },
  {
    id: 'citizenship',
    title: 'Küresel Vatandaşlık ve İkamet Programları',
    shortTitle: 'Küresel Vatandaşlık ve İkamet Programları',
    path: '/global-citizienship-programs',
    services: [
      { slug: 'turkish-citizienship', title: 'Yatırım Yoluyla Türk Vatandaşlığı' },
      { slug: 'turkish-residence-permit', title: "Türkiye'de İkamet İzni" },
      { slug: 'greece-golden-visa', title: 'Yunanistan Altın Vizesi' },
      { slug: 'uae-golden-visa', title: 'BAE Altın Vizesi' },
      { slug: 'saint-kitts-and-nevis-citizienship-by-investment', title: 'Yatırım Yoluyla Saint Kitts ve Nevis Vatandaşlığı' },
      { slug: 'portugal-golden-visa', title: 'Portekiz Altın Vizesi' },
      { slug: 'saint-luca-citizienship', title: 'Yatırım Yoluyla Saint Lucia Vatandaşlığı' },
    ],
  },
])
