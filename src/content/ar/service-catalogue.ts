import type { ServiceGroup } from '../en/service-catalogue.ts'
import { fill } from './fill.ts'

/** Arabic index of services: titles only; ids, paths and slugs as in English. */
export const serviceGroups: ServiceGroup[] = fill([
  {
    id: 'corporate',
    title: 'خدمات الشركات',
    shortTitle: 'الشركات',
    path: '/all-corporate-services',
    services: [
      { slug: 'company-establishment', title: 'تأسيس الشركات' },
      { slug: 'corporate-partnership-law', title: 'قانون الشركات والشراكات' },
      { slug: 'e-commerce-law', title: 'قانون التجارة الإلكترونية' },
      { slug: 'mergers-and-acquisitions', title: 'الاندماج والاستحواذ' },
      { slug: 'real-estate-construction-law', title: 'قانون العقارات والإنشاءات' },
      { slug: 'bankruptcy-and-foreclosure-law', title: 'قانون الإفلاس والتنفيذ على الرهون' },
      { slug: 'banking-finance-law', title: 'القانون المصرفي والتمويل' },
      { slug: 'vat-exemption-services', title: 'خدمات الإعفاء من ضريبة القيمة المضافة' },
      { slug: 'labor-law', title: 'قانون العمل' },
      { slug: 'trademark-registration', title: 'تسجيل العلامات التجارية' },
      { slug: 'work-permit-in-turkey-for-employers', title: 'تصريح العمل في تركيا لأصحاب العمل' },
    ],
  },
  {
    id: 'individual',
    title: 'خدمات الأفراد',
    shortTitle: 'الأفراد',
    path: '/all-individual-services',
    services: [
      { slug: 'maritime-yacht-services', title: 'الخدمات البحرية وخدمات اليخوت' },
      { slug: 'rental-contracts', title: 'عقود الإيجار' },
      { slug: 'bank-account-services', title: 'خدمات الحسابات المصرفية' },
      { slug: 'diploma-equalization-services', title: 'خدمات معادلة الشهادات' },
      { slug: 'real-property-sales-title-deed-transfers', title: 'بيع العقارات ونقل سندات الملكية (الطابو)' },
      { slug: 'international-car-transfers', title: 'نقل السيارات دوليًا' },
      { slug: 'criminal-law-services', title: 'خدمات القانون الجزائي' },
      { slug: 'deportation', title: 'الترحيل' },
      { slug: 'inheritance-law', title: 'قانون الميراث' },
      { slug: 'family-law', title: 'قانون الأسرة' },
      { slug: 'work-permit-in-turkey-for-employees', title: 'تصريح العمل في تركيا للموظفين' },
    ],
  },
  {
    id: 'citizenship',
    title: 'برامج الجنسية والإقامة العالمية',
    shortTitle: 'برامج الجنسية والإقامة العالمية',
    path: '/global-citizienship-programs',
    services: [
      { slug: 'turkish-citizienship', title: 'الجنسية التركية عن طريق الاستثمار' },
      { slug: 'turkish-residence-permit', title: 'الإقامة في تركيا' },
      { slug: 'greece-golden-visa', title: 'التأشيرة الذهبية في اليونان' },
      { slug: 'uae-golden-visa', title: 'الإقامة الذهبية في الإمارات' },
      { slug: 'saint-kitts-and-nevis-citizienship-by-investment', title: 'جنسية سانت كيتس ونيفيس عن طريق الاستثمار' },
      { slug: 'portugal-golden-visa', title: 'التأشيرة الذهبية في البرتغال' },
      { slug: 'saint-luca-citizienship', title: 'جنسية سانت لوسيا عن طريق الاستثمار' },
    ],
  },
])
