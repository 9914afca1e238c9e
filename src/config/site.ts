/**
 * Firm facts, navigation and feature switches: the one place to change them.
 * The contact values shipped here are SAMPLES (marked `sample: true`); replace them with the firm's own before launch.
 */

export interface SocialLink {
  label: string
  href: string
}

export interface SiteConfig {
  sample: boolean
  name: string
  shortName: string
  /** Public origin used in canonical and Open Graph URLs. Override at build time with SITE_URL. */
  url: string
  description: string
  founded: number
  phone: { display: string; href: string }
  email: string
  address: { lines: string[]; city: string; country: string }
  hours: { days: string; time: string; timezone: string }
  social: SocialLink[]
  chat: { whatsapp: string; telegram: string; wechat: string }
  bookingUrl: string
  map: { embedUrl: string; linkUrl: string; title: string }
  /**
   * Turkish bar advertising rules (Attorneys' Act art. 55, TBB regulation) make these features risky;
   * each can be switched off here in one line. See docs/decisions/0004-bar-advertising-switches.md.
   */
  features: {
    testimonials: boolean
    freeConsultation: boolean
    caseStudies: boolean
    chatMenu: boolean
  }
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

export const site: SiteConfig = {
  sample: true,
  name: 'Atlas Law Istanbul',
  shortName: 'Atlas Law',
  url: (env.VITE_SITE_URL || 'https://www.atlaslaw.example').replace(/\/$/, ''),
  description:
    'An Istanbul law firm for foreign clients and investors: company law, property, residence, work permits and citizenship.',
  founded: 2022,
  phone: { display: '+90 212 555 01 23', href: 'tel:+902125550123' },
  email: 'info@atlaslaw.example',
  address: {
    lines: ['Büyükdere Caddesi No. 100, Floor 5', 'Esentepe, Şişli'],
    city: '34394 Istanbul',
    country: 'Türkiye',
  },
  hours: { days: 'Monday to Friday', time: '09:00–20:00', timezone: 'Istanbul time (GMT+3)' },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example-atlas-law' },
    { label: 'Instagram', href: 'https://www.instagram.com/example.atlaslaw' },
    { label: 'Facebook', href: 'https://www.facebook.com/example.atlaslaw' },
    { label: 'YouTube', href: 'https://www.youtube.com/@example-atlaslaw' },
  ],
  chat: {
    whatsapp: 'https://wa.me/902125550123',
    telegram: 'https://t.me/example_atlaslaw',
    wechat: 'https://u.wechat.com/example-atlaslaw',
  },
  bookingUrl: 'https://calendly.com/example-atlaslaw/15min',
  map: {
    embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=29.0045%2C41.0705%2C29.0185%2C41.0785&layer=mapnik&marker=41.0745%2C29.0115',
    linkUrl: 'https://www.openstreetmap.org/?mlat=41.0745&mlon=29.0115#map=17/41.0745/29.0115',
    title: 'Map of the office in Esentepe, Şişli, Istanbul',
  },
  features: {
    testimonials: true,
    freeConsultation: true,
    caseStudies: true,
    chatMenu: true,
  },
}

/** "Monday to Friday, 09:00–20:00 Istanbul time (GMT+3)": the office hours as pages and e-mails state them. */
export const officeHours = `${site.hours.days}, ${site.hours.time} ${site.hours.timezone}`

/** "Page title – Firm name": every page's <title> ends with the firm's name, so a tab or bookmark names the firm. */
export function pageTitle(title: string): string {
  return title === site.name ? site.name : `${title} – ${site.name}`
}
