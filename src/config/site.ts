import { ISTANBUL_UTC_OFFSET } from '../lib/istanbul-time.ts'
import { features, pageTitle as titleWithName, siteUrl } from './site-settings.ts'
import type { Dictionary } from '../i18n/dictionaries/en.ts'

/**
 * Firm facts: the one place to change them, read by the server (e-mails, the guide PDF, the feed, and the layout's
 * data it gives every page: src/lib/content-source.ts); no browser code imports this file. The origin and the
 * feature switches are settings, in site-settings.ts.
 * The contact values shipped here are SAMPLES (marked `sample: true`); replace them with the firm's own before launch.
 */

export interface SocialLink {
  label: string
  href: string
  sample?: boolean
}

/**
 * A bar (baro) that registers lawyers, by its key in every dictionary's `imprint.bars`, where each language names
 * it ("Istanbul Bar Association", "İstanbul Barosu"): a bar missing from a dictionary is a type error.
 */
export type Bar = keyof Dictionary['imprint']['bars']

/** A lawyer who answers for the firm, with the bar that registers them (Attorneys' Act No. 1136). */
export interface ResponsibleLawyer {
  /**
   * The name as registered with the bar, without "Av.": Turkish writes the title before it (`imprint.lawyer`), other
   * languages name the bar instead, and an Arabic line carries no Turkish abbreviation.
   */
  name: string
  bar: Bar
  /** The bar's registration number, digits only. */
  registrationNumber: string
}

/**
 * Who the firm is in law: shown as the imprint in the footer and on About us, and as the data controller in the
 * privacy notice (KVKK art. 10 requires the controller's identity). The launch check fails while any is empty.
 * Only the facts are written here, once for every language (names, numbers); the words around them (the bar's
 * name, "tax office", the sample marker) come from each language's dictionary, under `imprint`.
 */
export interface FirmIdentity {
  /** Every fact below is a sample: each is marked so in the page's language ("(sample)", "(örnek)"). */
  sample?: boolean
  /** The name registered with the bar, e.g. a law partnership ("... Avukatlık Ortaklığı") or a lawyer's office. */
  registeredName: string
  /** Law partnership register entry at the bar, when the firm is a partnership; null for a sole lawyer's office. */
  partnershipRegistration: { bar: Bar; number: string } | null
  lawyers: ResponsibleLawyer[]
  /** The tax office's own name, as on the tax certificate without "Vergi Dairesi": "Zincirlikuyu". */
  taxOffice: string
  taxNumber: string
}

export interface SiteConfig {
  /** The contact facts below (name, phone, e-mail, address, map) are samples. */
  sample: boolean
  identity: FirmIdentity
  name: string
  shortName: string
  /** Public origin used in canonical and Open Graph URLs. Set with SITE_URL at build time (src/lib/url.ts). */
  url: string
  description: string
  founded: number
  phone: { display: string; href: string }
  email: string
  /** As the Turkish post writes it, the same in every language: street, number and floor; district; postcode and city. */
  address: { lines: string[]; city: string; country: string }
  hours: { days: string; time: string; timezone: string }
  /** Facts for search engines (schema.org JSON-LD), kept next to the human-readable ones above. */
  structured: {
    /** ISO 3166-1 alpha-2 code of `address.country`. */
    countryCode: string
    /** The province (il) of the address. */
    region: string
    /** The days and times of `hours`, machine-readable: schema.org day names, HH:MM, the office's UTC offset. */
    openingDays: string[]
    opens: string
    closes: string
    utcOffset: string
    areaServed: string[]
    /** Languages the firm works in. */
    languages: string[]
  }
  social: SocialLink[]
  chat: { sample?: boolean; whatsapp: string; telegram: string; wechat: string }
  /**
   * The firm's own scheduler, when it keeps one: the Schedule buttons open it in a new tab. Absent (the default):
   * they lead to the site's own booking page (issue 37; decisions, fourth round). A sample address is never used.
   */
  externalBookingUrl?: string
  /** The firm's booking address is a sample (the launch check lists it). */
  bookingUrlSample?: boolean
  map: { embedUrl: string; linkUrl: string; title: string }
  /** The bar-advertising switches (src/config/site-settings.ts). */
  features: typeof features
}

export const site: SiteConfig = {
  sample: true,
  name: 'Atlas Law Istanbul',
  shortName: 'Atlas Law',
  identity: {
    sample: true,
    registeredName: 'Atlas Aksoy Kaya Avukatlık Ortaklığı',
    partnershipRegistration: { bar: 'istanbul', number: '0000' },
    lawyers: [
      { name: 'Selin Aksoy', bar: 'istanbul', registrationNumber: '00000' },
      { name: 'Emre Kaya', bar: 'istanbul', registrationNumber: '00001' },
    ],
    taxOffice: 'Zincirlikuyu',
    taxNumber: '0000000000',
  },
  url: siteUrl,
  description: 'An Istanbul law firm for foreign clients and investors: company law, property, residence, work permits and citizenship.',
  founded: 2022,
  phone: { display: '+90 212 555 01 23', href: 'tel:+902125550123' },
  email: 'info@atlaslaw.example',
  address: {
    lines: ['Büyükdere Caddesi No: 100 Kat: 5', 'Esentepe, Şişli'],
    city: '34394 İstanbul',
    country: 'Türkiye',
  },
  hours: { days: 'Monday to Friday', time: '09:00–20:00', timezone: 'Istanbul time (GMT+3)' },
  structured: {
    countryCode: 'TR',
    // The province, spelled as in the postal address (addressLocality comes from its last line).
    region: 'İstanbul',
    openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '20:00',
    utcOffset: ISTANBUL_UTC_OFFSET,
    areaServed: ['Türkiye'],
    languages: ['English', 'Turkish', 'German', 'French', 'Arabic'],
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example-atlas-law', sample: true },
    { label: 'Instagram', href: 'https://www.instagram.com/example.atlaslaw', sample: true },
    { label: 'Facebook', href: 'https://www.facebook.com/example.atlaslaw', sample: true },
    { label: 'YouTube', href: 'https://www.youtube.com/@example-atlaslaw', sample: true },
  ],
  chat: {
    sample: true,
    whatsapp: 'https://wa.me/902125550123',
    telegram: 'https://t.me/example_atlaslaw',
    wechat: 'https://u.wechat.com/example-atlaslaw',
  },
  map: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=29.0045%2C41.0705%2C29.0185%2C41.0785&layer=mapnik&marker=41.0745%2C29.0115',
    linkUrl: 'https://www.openstreetmap.org/?mlat=41.0745&mlon=29.0115#map=17/41.0745/29.0115',
    title: 'Map of the office in Esentepe, Şişli, Istanbul',
  },
  features,
}

/** "Monday to Friday, 09:00–20:00 Istanbul time (GMT+3)": the office hours as pages and e-mails state them. */
export const officeHours = `${site.hours.days}, ${site.hours.time} ${site.hours.timezone}`

/** "Page title – Atlas Law Istanbul" where it fits (src/config/site-settings.ts). */
export const pageTitle = (title: string): string => titleWithName(title, site.name)
