import type { Dictionary } from '../../src/i18n/dictionaries/en.ts'
import { locales, type Locale } from '../../src/i18n/locales.ts'
import { createT, type T } from '../../src/i18n/translate.ts'

/**
 * The dictionaries the server writes e-mails with: src/i18n/dictionaries/<code>.ts of every language in
 * src/i18n/locales.ts, found by its code as the pages find theirs, so a language added there needs no line here
 * (each file is typed `Dictionary`: a missing key is still a compile error there). Loaded with the server: composing
 * a message happens inside a database transaction, which must not wait for a module to load.
 */
const dictionaries = new Map<Locale, Dictionary>(
  await Promise.all(
    locales.map(async (locale) => {
      const module = (await import(`../../src/i18n/dictionaries/${locale}.ts`)) as Record<string, Dictionary | undefined>
      const dictionary = module[locale]
      if (!dictionary) throw new Error(`src/i18n/dictionaries/${locale}.ts does not export "${locale}"`)
      return [locale, dictionary] as const
    }),
  ),
)

/** The dictionary of `locale` (every language of locales.ts has one: a missing file stops the server at start). */
export function dictionaryOf(locale: Locale): Dictionary {
  return dictionaries.get(locale)!
}

export function mailT(locale: Locale): T {
  return createT(locale, dictionaries.get(locale)!)
}

/**
 * The fixed words of the guide PDF (server/mail/guide-pdf.ts) in each language: `{name}` marks a value. They live
 * here, not in src/i18n/dictionaries/, because only the server draws the PDF: the pages' JavaScript never needs them.
 * Words a guide's web page already shows (“In this guide”, “Checklist”) come from that dictionary, through mailT.
 */
const guidePdfEn = {
  contactLead: 'Questions about your own case? Call {phone}, write to {email} or visit {website}.',
  /** The name as team.ts writes it (no "Av.") and the title from the dictionary: the title once. */
  byAuthor: 'By {name}, {title}',
  tickBox: 'Tick box',
  talkToUs: 'Talk to us about your situation',
  talkToUsText: 'Every file is different. If you would like a lawyer of {firm} to look at yours, contact us on a working day ({hours}).',
  phone: 'Phone:',
  email: 'E-mail:',
  website: 'Website:',
  guideOnline: 'This guide online:',
  office: 'Office:',
  disclaimer:
    'This guide gives general information as of its last review on {date} and is not legal advice for your situation. Rules, fees and thresholds change; confirm current requirements before you act. © {firm}.',
  pageOf: 'Page {page} of {count}',
  /** After the notice that a translation is unreviewed (src/i18n `translation.unreviewed`); English has none. */
  englishGuide: 'The English guide: {link}',
}
export type GuidePdfKey = keyof typeof guidePdfEn
type GuidePdfStrings = Record<GuidePdfKey, string>

const guidePdfTr: GuidePdfStrings = {
  contactLead:
    'Kendi durumunuzla ilgili sorularınız mı var? {phone} numarasını arayın, {email} adresine yazın veya {website} sitesini ziyaret edin.',
  byAuthor: 'Yazan: {name}, {title}',
  tickBox: 'İşaret kutusu',
  talkToUs: 'Durumunuzu bizimle konuşun',
  talkToUsText:
    'Her dosya farklıdır. {firm} avukatlarından birinin sizin dosyanıza bakmasını isterseniz bir iş gününde bize ulaşın ({hours}).',
  phone: 'Telefon:',
  email: 'E-posta:',
  website: 'Web sitesi:',
  guideOnline: 'Bu rehber internette:',
  office: 'Ofis:',
  disclaimer:
    'Bu rehber, {date} tarihli son gözden geçirmesi itibarıyla genel bilgi verir; durumunuza özel hukuki tavsiye değildir. Kurallar, harçlar ve eşikler değişir; harekete geçmeden önce güncel koşulları doğrulayın. © {firm}.',
  pageOf: 'Sayfa {page} / {count}',
  englishGuide: 'Rehberin İngilizcesi: {link}',
}

const guidePdfAr: GuidePdfStrings = {
  contactLead: 'أسئلة عن حالتكم الخاصة؟ اتصلوا بنا على {phone}، أو اكتبوا إلى {email}، أو زوروا {website}.',
  byAuthor: 'بقلم {name}، {title}',
  tickBox: 'مربع اختيار',
  talkToUs: 'تحدثوا إلينا عن وضعكم',
  talkToUsText: 'لكل ملف ظروفه. إذا أردتم أن يطّلع أحد محامي {firm} على ملفكم، فتواصلوا معنا في أحد أيام العمل ({hours}).',
  phone: 'الهاتف:',
  email: 'البريد الإلكتروني:',
  website: 'الموقع الإلكتروني:',
  guideOnline: 'هذا الدليل على الإنترنت:',
  office: 'المكتب:',
  disclaimer:
    'يقدّم هذا الدليل معلومات عامة بحسب آخر مراجعة له في {date}، وليس استشارة قانونية لحالتكم. تتغير القواعد والرسوم والحدود المالية، فتأكدوا من الشروط الحالية قبل أن تتصرفوا. © {firm}.',
  pageOf: 'الصفحة {page} من {count}',
  englishGuide: 'الدليل باللغة الإنجليزية: {link}',
}

/**
 * The languages the guide PDF is written in, each with every key (a missing key is a type error). A language
 * without a line here (one added to src/i18n/locales.ts as data only) gets the English PDF, and the e-mail says so:
 * server/mail/guide-pdf.ts `guidePdfLanguage`.
 */
const guidePdfDictionaries: Partial<Record<Locale, GuidePdfStrings>> = { en: guidePdfEn, tr: guidePdfTr, ar: guidePdfAr }

/** The guide PDF's own words in `locale`, when it has them (the wording checks of src/content/wording.test.ts). */
export function guidePdfWords(locale: Locale): Readonly<GuidePdfStrings> | undefined {
  return guidePdfDictionaries[locale]
}

/** Whether the guide PDF's own words exist in `locale`. */
export function hasGuidePdfWords(locale: Locale): boolean {
  return guidePdfDictionaries[locale] !== undefined
}

/** A key of the guide PDF's words as a template of text and named values, to be filled by the PDF writer. */
export function guidePdfTemplate(locale: Locale, key: GuidePdfKey): string {
  return (guidePdfDictionaries[locale] ?? guidePdfEn)[key]
}
