/**
 * The English interface strings: the reference every other dictionary must match key for key (a missing or extra
 * key in another language is a type error). `{name}` marks a value filled in by `t()`.
 */
export const en = {
  language: {
    footerLabel: 'This page in other languages',
    label: 'Language',
  },
  translation: {
    unreviewed: 'This translation has not yet been reviewed by our lawyers; the English text prevails.',
    readEnglish: 'Read this page in English',
  },
  nav: {
    home: 'Home',
    about: 'About us',
    aboutText: 'An Istanbul law office for foreign clients, founded in {year}.',
    team: 'Our Team',
    services: 'Services',
    servicesText: 'Company, property, residence and citizenship matters for foreign clients.',
    guides: 'Guides',
    faq: 'FAQ',
    blog: 'Blog',
    caseStudies: 'Case Studies',
    contact: 'Contact us',
    privacy: 'Privacy Notice',
  },
  /** Units of the legal figures in src/content/facts.ts; plural forms by Intl.PluralRules category. */
  units: {
    usd: 'USD {n}',
    try: 'TRY {n}',
    percent: '{n}',
    days: { one: '{n} day', other: '{n} days' },
    workingDays: { one: '{n} working day', other: '{n} working days' },
    years: { one: '{n} year', other: '{n} years' },
  },
}

/** A string with plural forms, chosen by Intl.PluralRules of the locale ('other' is always required). */
export type Plural = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>

/** Every dictionary has English's keys, each a string (or plural forms where English has them). */
type Shape<T> = T extends string ? string : T extends { other: string } ? Plural : { [K in keyof T]: Shape<T[K]> }
export type Dictionary = Shape<typeof en>
