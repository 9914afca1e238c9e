import type { Locale } from '../../src/i18n/locales.ts'

/**
 * The words of a booking's invitation and e-mails to the visitor (server/booking/invitation.ts, messages.ts), in the
 * visitor's language; `{name}` marks a value. They live here, not in src/i18n/dictionaries/, for the reason the guide
 * PDF's do (server/mail/dictionaries.ts): only the server writes them, so the pages' JavaScript never carries them.
 * The Turkish and Arabic lines are machine-made and not yet reviewed by a lawyer (ADR 26): the e-mails say so
 * (`machineTranslation`) until a review says otherwise.
 * The terms are the ones clients use: "ücretsiz ön görüşme", "استشارة مجانية" for the free first consultation.
 */
const en = {
  summary: 'Free initial consultation – {firm}',
  phoneLocation: 'By phone: we call you on the number you gave us',
  videoLocation: 'Video call: we e-mail you the link before the meeting',
  howOffice: 'Where: at our office, {address}',
  howPhone: 'How: by phone. We call you on the number you gave us.',
  howVideo: 'How: by video call. We e-mail you the link before the meeting.',
  lawyer: 'With: {name}, {title}',
  meetingLanguage: 'Language of the meeting: {language}',
  /** A day and a time range, as inside a sentence. */
  dateAndTime: '{date}, {time}',
  when: 'When: {date}, {time} ({zone})',
  whenIstanbul: 'In Istanbul: {time} (GMT+3)',
  /** The links of `moveLink`, `cancelLink` and `bookAgain` follow on a line of their own (left to right in Arabic). */
  moveLink: 'To move it to another time:',
  cancelLink: 'To cancel it:',
  notYou: 'If you did not book this consultation, cancel it with the link above.',
  confirmSubject: 'Your free initial consultation on {date} – {firm}',
  confirmIntro: 'Your free initial consultation with {firm} is booked.',
  attached: 'The invitation is attached: open it to add the meeting to your calendar.',
  reminderSubject: 'Reminder: your free initial consultation on {date} – {firm}',
  reminderIntro: 'A reminder of your free initial consultation with {firm}.',
  movedSubject: 'Your free initial consultation has moved to {date} – {firm}',
  movedByVisitor: 'Your free initial consultation with {firm} has moved to a new time, as you asked.',
  movedByFirm: 'We had to move your free initial consultation with {firm} to a new time. We are sorry for the change.',
  previously: 'Before: {date}, {time}',
  attachedMoved: 'The updated invitation is attached: open it to update your calendar.',
  cancelledSubject: 'Your free initial consultation on {date} is cancelled – {firm}',
  cancelledByVisitor: 'Your free initial consultation with {firm} on {date} is cancelled, as you asked.',
  cancelledByFirm: 'We had to cancel your free initial consultation with {firm} on {date}. We are sorry.',
  firmNote: 'Our note: {note}',
  attachedCancelled: 'The cancellation is attached: open it to remove the meeting from your calendar.',
  bookAgain: 'To book another time:',
  /** After the e-mail's words in a translation no lawyer has reviewed; English has none. */
  machineTranslation: '',
}
export type BookingWordKey = keyof typeof en
export type BookingWords = Record<BookingWordKey, string>

const tr: BookingWords = {
  summary: 'Ücretsiz ön görüşme – {firm}',
  phoneLocation: 'Telefonla: bize verdiğiniz numaradan sizi arıyoruz',
  videoLocation: 'Görüntülü görüşme: bağlantıyı görüşmeden önce e-postayla gönderiyoruz',
  howOffice: 'Yer: ofisimiz, {address}',
  howPhone: 'Nasıl: telefonla. Bize verdiğiniz numaradan sizi arıyoruz.',
  howVideo: 'Nasıl: görüntülü görüşmeyle. Bağlantıyı görüşmeden önce e-postayla gönderiyoruz.',
  lawyer: 'Görüşeceğiniz avukat: {name}, {title}',
  meetingLanguage: 'Görüşmenin dili: {language}',
  dateAndTime: '{date}, {time}',
  when: 'Zaman: {date}, {time} ({zone})',
  whenIstanbul: 'İstanbul saatiyle: {time} (GMT+3)',
  moveLink: 'Başka bir zamana almak için:',
  cancelLink: 'İptal etmek için:',
  notYou: 'Bu görüşmeyi siz ayarlamadıysanız yukarıdaki bağlantıyla iptal edin.',
  confirmSubject: '{date} tarihli ücretsiz ön görüşmeniz – {firm}',
  confirmIntro: '{firm} ile ücretsiz ön görüşmeniz ayarlandı.',
  attached: 'Davet ektedir: görüşmeyi takviminize eklemek için açın.',
  reminderSubject: 'Hatırlatma: {date} tarihli ücretsiz ön görüşmeniz – {firm}',
  reminderIntro: '{firm} ile ücretsiz ön görüşmenizi hatırlatırız.',
  movedSubject: 'Ücretsiz ön görüşmeniz {date} tarihine alındı – {firm}',
  movedByVisitor: '{firm} ile ücretsiz ön görüşmeniz, isteğiniz üzerine yeni bir zamana alındı.',
  movedByFirm: '{firm} ile ücretsiz ön görüşmenizi yeni bir zamana almak zorunda kaldık. Değişiklik için özür dileriz.',
  previously: 'Önceki zaman: {date}, {time}',
  attachedMoved: 'Güncellenen davet ektedir: takviminizi güncellemek için açın.',
  cancelledSubject: '{date} tarihli ücretsiz ön görüşmeniz iptal edildi – {firm}',
  cancelledByVisitor: '{firm} ile {date} tarihli ücretsiz ön görüşmeniz, isteğiniz üzerine iptal edildi.',
  cancelledByFirm: '{firm} ile {date} tarihli ücretsiz ön görüşmenizi iptal etmek zorunda kaldık. Özür dileriz.',
  firmNote: 'Notumuz: {note}',
  attachedCancelled: 'İptal bildirimi ektedir: görüşmeyi takviminizden kaldırmak için açın.',
  bookAgain: 'Başka bir zaman seçmek için:',
  machineTranslation: 'Bu e-postanın Türkçesi makine çevirisidir ve henüz avukatlarımız tarafından incelenmemiştir.',
}

const ar: BookingWords = {
  summary: 'استشارة مجانية – {firm}',
  phoneLocation: 'هاتفيًا: نتصل بكم على الرقم الذي زودتمونا به',
  videoLocation: 'مكالمة فيديو: نرسل إليكم الرابط بالبريد الإلكتروني قبل الموعد',
  howOffice: 'المكان: مكتبنا، {address}',
  howPhone: 'الطريقة: هاتفيًا. نتصل بكم على الرقم الذي زودتمونا به.',
  howVideo: 'الطريقة: مكالمة فيديو. نرسل إليكم الرابط بالبريد الإلكتروني قبل الموعد.',
  lawyer: 'مع: {name}، {title}',
  meetingLanguage: 'لغة الاستشارة: {language}',
  dateAndTime: '{date}، {time}',
  when: 'الموعد: {date}، {time} ({zone})',
  whenIstanbul: 'بتوقيت إسطنبول: {time} (GMT+3)',
  moveLink: 'لتغيير الموعد إلى وقت آخر:',
  cancelLink: 'لإلغائه:',
  notYou: 'إذا لم تحجزوا هذه الاستشارة، فألغوها بالرابط أعلاه.',
  confirmSubject: 'استشارتكم المجانية في {date} – {firm}',
  confirmIntro: 'تم حجز استشارتكم المجانية مع {firm}.',
  attached: 'الدعوة مرفقة: افتحوها لإضافة الموعد إلى تقويمكم.',
  reminderSubject: 'تذكير: استشارتكم المجانية في {date} – {firm}',
  reminderIntro: 'نذكّركم باستشارتكم المجانية مع {firm}.',
  movedSubject: 'نُقلت استشارتكم المجانية إلى {date} – {firm}',
  movedByVisitor: 'نُقلت استشارتكم المجانية مع {firm} إلى موعد جديد بناءً على طلبكم.',
  movedByFirm: 'اضطررنا إلى نقل استشارتكم المجانية مع {firm} إلى موعد جديد. نعتذر عن هذا التغيير.',
  previously: 'الموعد السابق: {date}، {time}',
  attachedMoved: 'الدعوة المحدّثة مرفقة: افتحوها لتحديث تقويمكم.',
  cancelledSubject: 'أُلغيت استشارتكم المجانية في {date} – {firm}',
  cancelledByVisitor: 'أُلغيت استشارتكم المجانية مع {firm} في {date} بناءً على طلبكم.',
  cancelledByFirm: 'اضطررنا إلى إلغاء استشارتكم المجانية مع {firm} في {date}. نعتذر عن ذلك.',
  firmNote: 'ملاحظتنا: {note}',
  attachedCancelled: 'إشعار الإلغاء مرفق: افتحوه لحذف الموعد من تقويمكم.',
  bookAgain: 'لحجز موعد آخر:',
  machineTranslation: 'نص هذه الرسالة بالعربية ترجمة آلية لم يراجعها محامونا بعد.',
}

/**
 * The languages booking's words are written in. A language without a line here (one added to src/i18n/locales.ts
 * as data only) gets the English words: `bookingWordsLanguage` says which.
 */
const byLanguage: Partial<Record<Locale, BookingWords>> = { en, tr, ar }

/** Booking's words in `language`, when it has them (the wording checks of src/content/wording.test.ts). */
export function bookingWords(language: Locale): Readonly<BookingWords> | undefined {
  return byLanguage[language]
}

/** The language a visitor of `language` gets booking's words in: their own where written, else English. */
export function bookingWordsLanguage(language: Locale): Locale {
  return byLanguage[language] ? language : 'en'
}

/** A booking word of `language` (English where the language has none), its `{name}`s filled from `values`. */
export function bookingWord(language: Locale, key: BookingWordKey, values: Record<string, string> = {}): string {
  return (byLanguage[language] ?? en)[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
