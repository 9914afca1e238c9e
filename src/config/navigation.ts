import { serviceGroups } from '../content/en/service-catalogue.ts'
import { site } from './site.ts'

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

export const mainNav: NavItem[] = [
  { id: 'home', title: 'Home', link: '/' },
  {
    id: 'about',
    title: 'About us',
    link: '/about-us',
    dropdownText: `An Istanbul law office for foreign clients, founded in ${site.founded}.`,
    dropdownImage: '/media/nav/about-us.svg',
    dropdown: [
      { title: 'About us', link: '/about-us', image: '/media/nav/about-us.svg' },
      { title: 'Our Team', link: '/our-team', image: '/media/nav/our-team.svg' },
    ],
  },
  {
    id: 'services',
    title: 'Services',
    link: '/services',
    dropdownText: 'Company, property, residence and citizenship matters for foreign clients.',
    dropdown: [
      { title: 'Services', link: '/services', desktopOnly: true },
      ...serviceGroups.map((g) => ({
        title: g.title,
        link: g.path,
        children: g.services.map((s) => ({ title: s.title, link: `/services/${s.slug}` })),
      })),
    ],
  },
  { id: 'guides', title: 'Guides', link: '/guides' },
  { id: 'faq', title: 'FAQ', link: '/faq' },
  { id: 'blog', title: 'Blog', link: '/blog' },
  { id: 'case-studies', title: 'Case Studies', link: '/case-studies' },
  { id: 'contact', title: 'Contact us', link: '/contact-us' },
]

/**
 * The footer's quick links: every page of the main navigation except Home, with a dropdown of plain pages
 * (About us, Our Team) listed page by page, then the privacy notice.
 */
export const quickLinks: { title: string; link: string }[] = [
  ...mainNav
    .filter((item) => item.link !== '/')
    .flatMap((item) => (item.dropdown?.every((d) => !d.children && !d.desktopOnly) ? item.dropdown : [item]))
    .map(({ title, link }) => ({ title, link })),
  { title: 'Privacy Notice', link: '/privacy-notice' },
]
