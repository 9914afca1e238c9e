import type { Dictionary } from './en.ts'

/** Turkish interface strings (machine-made, not yet reviewed by a lawyer: see src/content/translations.ts). */
export const tr: Dictionary = {
  mail: {
    hello: 'Merhaba,',
    hours: 'Pazartesi’den Cuma’ya, {time} İstanbul saatiyle (GMT+3)',
    ackSubject: 'Mesajınızı aldık – {firm}',
    ackBody: 'Bize yazdığınız için teşekkür ederiz. Mesajınızı aldık; bir iş gününde yanıt vereceğiz: {hours}.',
    ackIgnore: 'Bize yazmadıysanız bu e-postayı dikkate almayabilirsiniz.',
    guideSubject: 'Rehberiniz: {title}',
    guideBody: 'İlginiz için teşekkür ederiz. "{title}" rehberi PDF olarak ektedir.',
    guideInEnglish: 'Ekteki rehber, sitemizin esas dili olan İngilizcedir.',
    guideQuestion: 'Kendi durumunuzla ilgili bir sorunuz varsa bu e-postayı yanıtlayın; bir iş gününde yanıt vereceğiz: {hours}.',
  },
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
