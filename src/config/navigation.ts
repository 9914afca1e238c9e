import type { ServiceGroup } from '../content/schema.ts'
import type { T } from '../i18n/translate.ts'

export interface NavChild {
  title: string
  link: string
  /** Sub-list expanded through a chevron (Services groups). */
  children?: { title: string; link: string }[]
  /** Image shown in the dropdown while this entry is hovered or focused. */
  image?: string
  desktopOnly?: boolean
}

export interface NavItem {
  id: string
  title: string
  link: string
  dropdown?: NavChild[]
  /** Short text shown in the dropdown panel beside the links. */
  dropdownText?: string
  /** Default image of the dropdown panel. */
  dropdownImage?: string
}

/**
 * The header's and the drawer's navigation in a page's language (links without the language prefix), from the
 * layout's data: the service catalogue and the year the firm was founded.
 */
export function mainNav(t: T, serviceGroups: ServiceGroup[], founded: number): NavItem[] {
  return [
    { id: 'home', title: t('nav.home'), link: '/' },
    {
      id: 'about',
      title: t('nav.about'),
      link: '/about-us',
      dropdownText: t('nav.aboutText', { year: String(founded) }),
      dropdownImage: '/media/nav/about-us.svg',
      dropdown: [
        { title: t('nav.about'), link: '/about-us', image: '/media/nav/about-us.svg' },
        { title: t('nav.team'), link: '/our-team', image: '/media/nav/our-team.svg' },
      ],
    },
    {
      id: 'services',
      title: t('nav.services'),
      link: '/services',
      dropdownText: t('nav.servicesText'),
      dropdown: [
        { title: t('nav.services'), link: '/services', desktopOnly: true },
        ...serviceGroups.map((g) => ({
          title: g.title,
          link: g.path,
          children: g.services.map((s) => ({ title: s.title, link: `/services/${s.slug}` })),
        })),
      ],
    },
    { id: 'guides', title: t('nav.guides'), link: '/guides' },
    { id: 'faq', title: t('nav.faq'), link: '/faq' },
    { id: 'blog', title: t('nav.blog'), link: '/blog' },
    { id: 'case-studies', title: t('nav.caseStudies'), link: '/case-studies' },
    { id: 'contact', title: t('nav.contact'), link: '/contact-us' },
  ]
}

/**
 * The footer's quick links: every page of the main navigation except Home, with a dropdown of plain pages
 * (About us, Our Team) listed page by page, then the privacy notice.
 */
export function quickLinks(t: T, nav: NavItem[]): { title: string; link: string }[] {
  return [
    ...nav
      .filter((item) => item.link !== '/')
      .flatMap((item) => (item.dropdown?.every((d) => !d.children && !d.desktopOnly) ? item.dropdown : [item]))
      .map(({ title, link }) => ({ title, link })),
    { title: t('nav.privacy'), link: '/privacy-notice' },
  ]
}
