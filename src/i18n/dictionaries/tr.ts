import type { Dictionary } from './en.ts'

/** Turkish interface strings (machine-made, not yet reviewed by a lawyer: see src/content/translations.ts). */
export const tr: Dictionary = {
  language: {
    footerLabel: 'Bu sayfa diğer dillerde',
    label: 'Dil',
  },
  translation: {
    unreviewed: 'Bu çeviri henüz avukatlarımız tarafından incelenmemiştir; İngilizce metin esastır.',
    readEnglish: 'Bu sayfayı İngilizce okuyun',
  },
  nav: {
    home: 'Ana sayfa',
    about: 'Hakkımızda',
    aboutText: '{year} yılında kurulan, yabancı müvekkillere hizmet veren bir İstanbul hukuk bürosu.',
    team: 'Ekibimiz',
    services: 'Hizmetler',
    servicesText: 'Yabancı müvekkiller için şirket, gayrimenkul, ikamet ve vatandaşlık işleri.',
    guides: 'Rehberler',
    faq: 'Sık sorulan sorular',
    blog: 'Blog',
    caseStudies: 'Vaka çalışmaları',
    contact: 'İletişim',
    privacy: 'Aydınlatma metni',
  },
  units: {
    usd: '{n} ABD doları',
    try: '{n} TL',
    percent: '{n}',
    days: { other: '{n} gün' },
    workingDays: { other: '{n} iş günü' },
    years: { other: '{n} yıl' },
  },
}
