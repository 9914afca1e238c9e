import type { Dictionary } from './en.ts'

/**
 * German interface strings: a TEST FIXTURE (server/added-language.test.ts copies it into a copy of the site to show
 * that adding a language is data). Machine-made, reviewed by no lawyer and by no German editor; the site's own build
 * never contains it.
 */
export const de: Dictionary = {
  mail: {
    hello: 'Guten Tag,',
    hours: 'Montag bis Freitag, {time} Istanbuler Zeit (GMT+3)',
    ackSubject: 'Wir haben Ihre Nachricht erhalten – {firm}',
    ackBody: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen an einem Werktag: {hours}.',
    ackIgnore: 'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
    guideSubject: 'Ihr Leitfaden: {title}',
    guideBody: 'Vielen Dank für Ihr Interesse. Der Leitfaden „{title}“ ist als PDF angehängt.',
    guideInEnglish: 'Der angehängte Leitfaden ist auf Englisch, der maßgeblichen Sprache unserer Website.',
    guideQuestion:
      'Wenn Sie eine Frage zu Ihrer eigenen Situation haben, antworten Sie auf diese E-Mail; wir antworten an einem Werktag: {hours}.',
  },
  language: {
    footerLabel: 'Diese Seite in anderen Sprachen',
    label: 'Sprache',
  },
  translation: {
    unreviewed: 'Diese Übersetzung wurde von unseren Anwälten noch nicht geprüft; maßgeblich ist der englische Text.',
    readEnglish: 'Diese Seite auf Englisch lesen',
  },
  nav: {
    home: 'Startseite',
    about: 'Über uns',
    aboutText: 'Eine Istanbuler Anwaltskanzlei für ausländische Mandanten, gegründet {year}.',
    team: 'Unser Team',
    services: 'Leistungen',
    servicesText: 'Gesellschaftsrecht, Immobilien, Aufenthalt und Staatsbürgerschaft für ausländische Mandanten.',
    guides: 'Leitfäden',
    faq: 'Häufige Fragen',
    blog: 'Blog',
    caseStudies: 'Fallbeispiele',
    contact: 'Kontakt',
    privacy: 'Datenschutzhinweis',
  },
  layout: {
    skipToContent: 'Zum Inhalt springen',
    homeLink: '{name}, Startseite',
    city: 'Istanbul',
    mainNav: 'Hauptmenü',
    mobileNav: 'Mobiles Menü',
    openMenu: 'Menü öffnen',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    siteNavigation: 'Navigation der Website',
    allServices: 'Alle Leistungen',
    showGroupServices: '{group}: Leistungen anzeigen',
    showGroup: '{group} anzeigen',
    hideGroup: '{group} ausblenden',
    breadcrumb: 'Brotkrumennavigation',
    close: 'Schließen',
    newTab: ' (öffnet in einem neuen Tab)',
  },
  chat: {
    textUs: 'Schreiben Sie uns',
    chatWithUs: 'Chatten Sie mit uns',
  },
  footer: {
    socialMedia: 'Soziale Medien',
    quickLinks: 'Schnellzugriff',
    legal:
      '© {name}, gegründet {year}. Die Informationen auf dieser Website sind allgemeiner Art und keine Rechtsberatung für Ihren Einzelfall.',
  },
  site: {
    description:
      'Eine Istanbuler Anwaltskanzlei für ausländische Mandanten und Investoren: Gesellschaftsrecht, Immobilien, Aufenthalt, Arbeitserlaubnisse und Staatsbürgerschaft.',
    hoursDays: 'Montag bis Freitag',
    hoursTimezone: 'Istanbuler Zeit (GMT+3)',
    mapTitle: 'Karte des Büros in Esentepe, Şişli, Istanbul',
  },
  imprint: {
    lawyer: '{name}, {bar}, Registernummer {number}',
    responsible: { one: 'Verantwortlicher Rechtsanwalt', other: 'Verantwortliche Rechtsanwälte' },
    responsibleLine: '{label}: {lawyers}',
    taxLine: 'Finanzamt: {office}, Steuernummer {number}',
    registeredName: 'Eingetragener Name',
    barRegistration: 'Eintragung bei der Anwaltskammer',
    taxOfficeAndNumber: 'Finanzamt und Steuernummer',
    address: 'Anschrift',
    email: 'E-Mail',
  },
  contact: {
    title: 'Kontakt',
    eyebrow: 'Schreiben Sie uns',
    phone: 'Telefon',
    email: 'E-Mail',
    office: 'Büro',
    hours: 'Bürozeiten',
    findOffice: 'So finden Sie unser Büro',
    mapNotice: 'Die Karte stammt von OpenStreetMap. Sie wird erst geladen, wenn Sie sie anfordern.',
    showMap: 'Karte anzeigen',
    openMap: 'In einem neuen Tab öffnen',
  },
  consultation: {
    eyebrow: 'Kostenlose Erstberatung',
    heading: 'Buchen Sie ein kostenloses Gespräch von 15 Minuten',
    text: 'Sprechen Sie direkt mit unseren Anwälten und erhalten Sie klare Antworten und eine erste Orientierung.',
    schedule: 'Termin buchen',
    scheduleSr: ' für eine kostenlose Erstberatung (öffnet in einem neuen Tab)',
  },
  forms: {
    fields: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      message: 'Nachricht',
    },
    invalidSummary: {
      one: 'Bitte korrigieren Sie {count} Feld: {list}.',
      other: 'Bitte korrigieren Sie {count} Felder: {list}.',
    },
    contactForm: 'Kontaktformular',
    documentForm: 'Formular zur Anforderung des Dokuments',
    honeypot: 'Dieses Feld leer lassen',
    send: 'Senden',
    sending: 'Wird gesendet …',
    privacyContact: 'Wir verwenden Ihre Angaben nur, um Ihnen zu antworten. Siehe unseren {link} (KVKK).',
    privacyGuide: 'Wir verwenden Ihre Angaben nur, um Ihnen zu antworten und den Leitfaden zu senden. Siehe unseren {link} (KVKK).',
    guideSent:
      'Der Leitfaden ist als PDF-Anhang unterwegs an {address}. Wenn er nicht innerhalb weniger Minuten ankommt, sehen Sie bitte in Ihrem Spam-Ordner nach oder schreiben Sie uns an {email}. Die Kapitel des Leitfadens stehen auch auf dieser Seite, über dem Formular.',
    guideSentFallback: 'die angegebene Adresse',
    limited: {
      one: 'Von dieser Verbindung wurden in der letzten Stunde zu viele Nachrichten gesendet. Bitte versuchen Sie es in {count} Minute erneut, oder rufen Sie uns unter {phone} an oder schreiben Sie an {email}.',
      other:
        'Von dieser Verbindung wurden in der letzten Stunde zu viele Nachrichten gesendet. Bitte versuchen Sie es in {count} Minuten erneut, oder rufen Sie uns unter {phone} an oder schreiben Sie an {email}.',
    },
    limitedKept: 'Was Sie eingegeben haben, steht noch im Formular.',
    limitedNotKept:
      'Was Sie eingegeben haben, konnte diesmal nicht behalten werden; die Zurück-Taste Ihres Browsers zeigt es vielleicht noch im Formular.',
    limitedTitle: 'Zu viele Nachrichten',
    backToForm: 'Zurück zum Formular',
    messages: {
      firstNameRequired: 'Bitte geben Sie Ihren Vornamen an',
      firstNameShort: 'Der Vorname muss mindestens 2 Zeichen lang sein',
      firstNameLong: 'Der Vorname darf höchstens {max} Zeichen lang sein',
      lastNameRequired: 'Bitte geben Sie Ihren Nachnamen an',
      lastNameShort: 'Der Nachname muss mindestens 2 Zeichen lang sein',
      lastNameLong: 'Der Nachname darf höchstens {max} Zeichen lang sein',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
      messageRequired: 'Bitte schreiben Sie eine Nachricht',
      messageLong: 'Die Nachricht darf höchstens {max} Zeichen lang sein',
      sent: 'Ihre Nachricht wurde gesendet.',
      failed: 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      nameControl: 'Der Vorname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
      lastNameControl: 'Der Nachname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
      guideRequired: 'Bitte wählen Sie einen der drei Leitfäden',
    },
  },
  errors: {
    applicationError: 'Anwendungsfehler',
    errorDescription: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten.',
    errorText: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    goHome: 'Zur Startseite',
    error404: 'Fehler 404',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Die angeforderte Seite gibt es auf dieser Website nicht.',
    notFoundText: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben. Diese Seiten können weiterhelfen:',
    suggestServices: 'Gesellschaftsrecht, Immobilien, Aufenthalt und Staatsbürgerschaft.',
    suggestGuides: 'Kostenlose Leitfäden zu Immobilien, Geschäftstätigkeit und Aufenthaltserlaubnis.',
    suggestBlog: 'Artikel zum türkischen Recht für ausländische Mandanten.',
    suggestFaq: 'Antworten auf die Fragen, die Mandanten am häufigsten stellen.',
    articleNotFound: 'Artikel nicht gefunden',
    articleNotFoundText: 'Wir konnten diesen Artikel nicht finden. Vielleicht wurde er verschoben; diese Seiten können weiterhelfen:',
    serviceNotFound: 'Leistung nicht gefunden',
    serviceNotFoundText: 'Die gesuchte Leistung gibt es nicht.',
    caseStudyNotFound: 'Fallbeispiel nicht gefunden',
    caseStudyNotFoundDescription: 'Dieses Fallbeispiel gibt es nicht.',
    caseStudyNotFoundText: 'Das gesuchte Fallbeispiel gibt es nicht.',
    seeAllCaseStudies: 'Alle Fallbeispiele ansehen',
  },
  a11y: {
    playVideo: 'Video abspielen',
    pauseVideo: 'Video anhalten',
  },
  dates: {
    lastReviewed: 'Zuletzt geprüft: {date}',
    lastUpdated: 'Zuletzt aktualisiert am {date}',
  },
  home: {
    ourServices: 'Unsere Leistungen',
    founderWord: 'Ein Wort unseres Gründers',
    whatWeOfferEyebrow: 'Leistungen für ausländische Mandanten',
    approachEyebrow: 'So arbeiten wir',
    practiceAreas: 'Tätigkeitsbereiche',
    serviceAreas: 'Leistungsbereiche',
    ourPeople: 'Unsere Mitarbeiter',
    meetTeam: 'Unser Team kennenlernen',
    testimonialsEyebrow: 'Stimmen von Mandanten',
    recentArticles: 'Neueste Artikel',
    viewAll: 'Alle ansehen',
    viewAllSr: ' Artikel',
    learnMore: 'Mehr erfahren',
    aboutSr: ' über {title}',
  },
  samples: {
    caseStudiesIntroReal:
      'Echte Mandate, erzählt mit Zustimmung der Mandanten und ohne Angaben, die sie erkennbar machen. Jeder Fall ist anders, und frühere Ergebnisse sagen nichts über künftige aus.',
    caseStudiesIntroSample:
      'Diese Geschichten sind erfundene Beispiele für die Art von Mandaten, die wir bearbeiten, keine Berichte über echte Mandanten. Jeder Fall ist anders, und frühere Ergebnisse sagen nichts über künftige aus.',
    caseStudyNote:
      'Dieses Fallbeispiel ist erfunden und zeigt, wie ein solches Mandat bearbeitet wird. Es ist nicht die Geschichte eines echten Mandanten.',
    testimonialsTitleReal: 'Was Mandanten uns sagten',
    testimonialsTitleSample: 'Beispiele für Rückmeldungen von Mandanten',
    testimonialsIntroReal:
      'Einige unserer Mandanten haben ihre Erfahrungen mit uns geteilt. Die Namen sind zum Schutz ihrer Privatsphäre abgekürzt.',
    testimonialsIntroSample:
      'Diese Stimmen sind erfundene Beispiele für Rückmeldungen, wie Mandanten sie geben, nicht die Worte echter Mandanten.',
    label: 'Erfundenes Beispiel',
    notRealClient: '{label}: nicht die Worte eines echten Mandanten',
  },
  blog: {
    searchLabel: 'Blog durchsuchen',
    searchPlaceholder: 'Zum Beispiel: Aufenthaltserlaubnis',
    search: 'Suchen',
    resultsFor: 'Ergebnisse für „{q}“',
    allArticles: 'Alle Artikel',
    posts: { one: '{count} Beitrag', other: '{count} Beiträge' },
    pageSummary: 'Seite {page} von {total}, {posts}',
    articles: { one: '{count} Artikel', other: '{count} Artikel' },
    articlesMatch: { one: '{count} Artikel passt zu „{q}“', other: '{count} Artikel passen zu „{q}“' },
    noMatch: 'Kein Artikel passt zu „{q}“.',
    showAll: 'Alle Artikel anzeigen',
    pagesNav: 'Seiten des Blogs',
    previous: 'Zurück',
    next: 'Weiter',
    pageSr: ' Seite',
    page: 'Seite {page}',
    readMore: 'Weiterlesen',
    recent: 'Neu im Blog',
    bannerText: 'Praktische Artikel zum türkischen Recht für ausländische Mandanten, in verständlicher Sprache.',
  },
  team: {
    roles: {
      founderAttorney: 'Gründerin und Rechtsanwältin',
      partner: 'Partner der Kanzlei',
      associateAttorney: 'Associate (Rechtsanwalt)',
      legalIntern: 'Juristische Praktikantin',
      clientRepresentative: 'Mandantenbetreuung',
    },
    portrait: 'Porträt von {name}',
    noProfile: 'Kein öffentliches Profil',
    profileUnavailable: ' Profil nicht verfügbar',
    profileOf: ' Profil von {name} (öffnet in einem neuen Tab)',
    viewProfile: 'Profil ansehen',
    viewProfileOf: ' von {name}',
    languages: 'Sprachen: {list}',
    profiles: 'Profile',
  },
  guides: {
    freeGuide: 'Kostenloser Leitfaden',
    getDocument: 'Dokument anfordern',
    getDocumentFor: ' für {title}',
    inThisGuide: 'In diesem Leitfaden',
    whatYouWillLearn: 'Was Sie erfahren',
    aboutAuthor: 'Über den Autor',
    chaptersTitle: { one: 'Der Leitfaden in {count} Kapitel', other: 'Der Leitfaden in {count} Kapiteln' },
    chapters: 'Kapitel',
    whereToBuy: 'Wo kaufen',
    cities: 'Städte, die ausländische Käufer oft in Betracht ziehen',
    checklist: 'Checkliste',
    checklistTitle: 'Ihre Checkliste für die Aufenthaltserlaubnis',
    checklistIntro:
      'Haken Sie jeden Punkt ab, während Sie sich vorbereiten. Drucken Sie diese Seite aus oder fordern Sie unten das PDF an.',
    documentForm: 'Formular zur Anforderung des Dokuments',
    documentFormText:
      'Füllen Sie das Formular aus, und wir senden Ihnen „{title}“ als PDF per E-Mail. Schreiben Sie uns in der Nachricht kurz, was Sie vorhaben, damit wir Sie auf die Kapitel hinweisen können, die für Sie wichtig sind.',
    bannerTitle: 'Kostenlose Leitfäden',
    bannerText: 'Lesen Sie jeden Leitfaden online, oder fordern Sie das PDF an, und wir senden es Ihnen per E-Mail.',
  },
  services: {
    introCorporate:
      'Rechtliche Arbeit für Unternehmen in ausländischem Besitz und Investoren in der Türkei: Gründung und Führung einer Gesellschaft, Verträge, Arbeitsrecht, Finanzierung, Marken und Arbeitserlaubnisse.',
    introIndividual:
      'Rechtliche Hilfe für ausländische Privatpersonen und Familien in der Türkei: Immobilien, Bankkonten, Fahrzeuge, Familie und Erbschaft, Strafsachen und Abschiebung.',
    introCitizenship:
      'Türkische Staatsbürgerschaft durch Investition, Aufenthaltserlaubnisse und Programme anderer Länder, abgestimmt mit dort zugelassenen Beratern.',
    count: { one: '{count} Leistung', other: '{count} Leistungen' },
    nextSteps: 'Nächste Schritte',
    allProgrammes: 'Alle Programme',
    allGroupServices: 'Alle Leistungen: {group}',
    whatWeDo: 'Was wir tun',
    bannerText:
      'Wir beraten ausländische Unternehmen, Privatpersonen und Investoren zum türkischen Recht. Wählen Sie einen Bereich, oder sehen Sie sich unten alle Leistungen an.',
    allServices: 'Alle Leistungen ansehen',
  },
  caseStudies: {
    eyebrow: 'Fallbeispiele',
    topic: 'Fallbeispiel · {topic}',
    all: 'Alle Fallbeispiele',
  },
  about: {
    eyebrow: 'Über die Kanzlei',
    title: 'Über uns',
    legalInformation: 'Rechtliche Angaben',
    legalText: 'Die Kanzlei und die Anwälte, die für diese Website verantwortlich sind, wie bei der Anwaltskammer Istanbul eingetragen.',
  },
  privacy: {
    contactDetailsOf: 'Kontaktdaten von {name}',
  },
  faq: {
    title: 'Häufig gestellte Fragen',
    bannerText: 'Kurze Antworten auf die Fragen, die wir am häufigsten hören. Zu Ihrer eigenen Situation schreiben Sie uns.',
  },
  crumbs: {
    corporate: 'Leistungen für Unternehmen',
    individual: 'Leistungen für Privatpersonen',
    citizenship: 'Staatsbürgerschafts- und Aufenthaltsprogramme weltweit',
  },
  seo: {
    aboutDescription:
      'Wer wir sind: eine {year} gegründete Istanbuler Anwaltskanzlei, die ausländischen Privatpersonen und Unternehmen bei Immobilien, Aufenthalt, Staatsbürgerschaft und Geschäftstätigkeit in der Türkei hilft.',
    teamDescription:
      'Lernen Sie die Anwälte und Mitarbeiter unseres Istanbuler Büros kennen: Gründerin, Partner, Associate, juristische Praktikantin und Mandantenbetreuung.',
    privacyDescription:
      'Wie wir die personenbezogenen Daten, die Sie über unsere Formulare senden, nach dem türkischen Datenschutzgesetz Nr. 6698 (KVKK) verarbeiten, wie lange wir sie aufbewahren und welche Rechte Sie haben.',
    servicesDescription:
      'Rechtliche Leistungen für ausländische Unternehmen, Privatpersonen und Investoren in der Türkei: Gesellschaftsrecht, Immobilien, Aufenthalts- und Arbeitserlaubnisse, Familiensachen und Staatsbürgerschaft.',
    faqDescription:
      'Antworten auf die Fragen ausländischer Mandanten zu türkischer Staatsbürgerschaft, Aufenthalts- und Arbeitserlaubnis, Immobilien, Gründung, Honoraren und Zusammenarbeit aus der Ferne.',
    guidesDescription:
      'Drei kostenlose Leitfäden für Ausländer: Immobilieninvestitionen in der Türkei, Geschäftstätigkeit in der Türkei und eine Checkliste für die türkische Aufenthaltserlaubnis. Online lesen oder als PDF per E-Mail erhalten.',
    contactTitle: 'Kontakt aufnehmen',
    contactDescription:
      'Schreiben Sie unserem Istanbuler Büro, rufen Sie uns an oder buchen Sie eine kostenlose Erstberatung von 15 Minuten. Bürozeiten {hours}.',
    caseStudiesDescriptionSample:
      'Acht erfundene Beispiele für Mandate ausländischer Mandanten in der Türkei: Immobilien, Staatsbürgerschaft, Bankwesen, Erbschaft, eine Namensänderung und ein Einreiseverbot.',
    caseStudiesDescriptionReal:
      'Acht anonymisierte Beispiele für Mandate ausländischer Mandanten in der Türkei: Immobilien, Staatsbürgerschaft, Bankwesen, Erbschaft, eine Namensänderung und ein Einreiseverbot.',
    blogDescription:
      'Artikel zum türkischen Recht für Ausländer: Immobilienkauf, Aufenthalts- und Arbeitserlaubnisse, Staatsbürgerschaft, Gesellschaften, Familien- und Erbsachen.',
    blogSearchTitle: 'Suche: {q} – Blog',
    pagedTitle: '{title} – Seite {page}',
  },
  /** In the nominative ("7 Tage"): German copy is phrased around it ("die Frist beträgt 7 Tage"). */
  units: {
    usd: '{n} US-Dollar',
    try: '{n} TL',
    percent: '{n}',
    days: { one: '{n} Tag', other: '{n} Tage' },
    workingDays: { one: '{n} Werktag', other: '{n} Werktage' },
    years: { one: '{n} Jahr', other: '{n} Jahre' },
  },
}
