import type { Dictionary } from './en.ts'

/** Arabic interface strings (machine-made, not yet reviewed by a lawyer: see src/content/translations.ts). */
export const ar: Dictionary = {
  language: {
    footerLabel: 'هذه الصفحة بلغات أخرى',
    label: 'اللغة',
  },
  translation: {
    unreviewed: 'لم يراجع محامونا هذه الترجمة بعد، والنص الإنجليزي هو المعتمد.',
    readEnglish: 'اقرأ هذه الصفحة باللغة الإنجليزية',
  },
  nav: {
    home: 'الرئيسية',
    about: 'من نحن',
    aboutText: 'مكتب محاماة في إسطنبول يخدم العملاء الأجانب، تأسس عام {year}.',
    team: 'فريقنا',
    services: 'الخدمات',
    servicesText: 'شؤون الشركات والعقارات والإقامة والجنسية للعملاء الأجانب.',
    guides: 'الأدلة',
    faq: 'الأسئلة الشائعة',
    blog: 'المدونة',
    caseStudies: 'دراسات الحالة',
    contact: 'اتصل بنا',
    privacy: 'إشعار الخصوصية',
  },
  units: {
    usd: '{n} دولار أمريكي',
    try: '{n} ليرة تركية',
    percent: '{n}',
    // Arabic counts: 1 يوم واحد, 2 يومان, 3–10 أيام, 11–99 يومًا, 100 and up يوم.
    days: { one: 'يوم واحد', two: 'يومان', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' },
    workingDays: { one: 'يوم عمل واحد', two: 'يوما عمل', few: '{n} أيام عمل', many: '{n} يوم عمل', other: '{n} يوم عمل' },
    years: { one: 'سنة واحدة', two: 'سنتان', few: '{n} سنوات', many: '{n} سنة', other: '{n} سنة' },
  },
}
