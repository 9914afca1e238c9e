/**
 * The English interface strings: the reference every other dictionary must match key for key (a missing or extra
 * key in another language is a type error). `{name}` marks a value filled in by `t()`.
 */
export const en = {
  /** The visitor's e-mails (server/mail/messages.ts); the firm's own notifications stay in English. */
  mail: {
    hello: 'Hello,',
    /** The office hours as a sentence states them: also the contact section's `contact.intro`. */
    hours: 'Monday to Friday, {time} Istanbul time (GMT+3)',
    ackSubject: 'We received your message – {firm}',
    ackBody: 'Thank you for writing to us. We have received your message and will answer on a working day: {hours}.',
    ackIgnore: 'If you did not write to us, you can ignore this e-mail.',
    guideSubject: 'Your guide: {title}',
    guideBody: 'Thank you for your interest. The guide "{title}" is attached as a PDF.',
    guideInEnglish: '',
    guideQuestion: 'If you have a question about your own situation, reply to this e-mail and we will answer on a working day: {hours}.',
  },
  language: {
    footerLabel: 'This page in other languages',
    label: 'Language',
  },
  translation: {
    unreviewed: 'This is a machine translation, not yet reviewed by our lawyers; the English text prevails.',
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
  /** The page frame: header, menus, drawer, breadcrumb, skip link. */
  layout: {
    skipToContent: 'Skip to content',
    homeLink: '{name}, home',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    siteNavigation: 'Site navigation',
    allServices: 'All services',
    showGroupServices: '{group}: show services',
    showGroup: 'Show {group}',
    hideGroup: 'Hide {group}',
    breadcrumb: 'Breadcrumb',
    close: 'Close',
    newTab: ' (opens in a new tab)',
  },
  chat: {
    textUs: 'Text us',
    chatWithUs: 'Chat with us',
  },
  footer: {
    socialMedia: 'Social media',
    quickLinks: 'Quick links',
    legal: '© {name}, founded {year}. The information on this site is general and is not legal advice for your situation.',
  },
  /** Firm facts of src/config/site.ts that are words rather than numbers. */
  site: {
    description: 'An Istanbul law firm for foreign clients and investors: company law, property, residence, work permits and citizenship.',
    hoursDays: 'Monday to Friday',
    hoursTimezone: 'Istanbul time (GMT+3)',
    /** The office hours as one line: each language's own comma (Arabic "،"). */
    hoursLine: '{days}, {time} {timezone}',
    mapTitle: 'Map of the office in Esentepe, Şişli, Istanbul',
  },
  imprint: {
    lawyer: '{name}, {bar} registration no. {number}',
    responsible: { one: 'Responsible lawyer', other: 'Responsible lawyers' },
    responsibleLine: '{label}: {lawyers}',
    taxLine: 'Tax office: {office}, tax no. {number}',
    registeredName: 'Registered name',
    barRegistration: 'Bar registration',
    taxOfficeAndNumber: 'Tax office and number',
    address: 'Address',
    email: 'E-mail',
    /** The bars of src/config/site.ts (`Bar`), named as this language names them. */
    bars: { istanbul: 'Istanbul Bar Association' },
    partnershipRegister: '{bar} law partnership register no. {number}',
    /** A Turkish tax office (vergi dairesi) by its name: "Zincirlikuyu Tax Office". */
    taxOffice: '{name} Tax Office',
    /** Marks each fact of a sample identity (src/config/site.ts `identity.sample`). */
    sample: '{value} (sample)',
    /** Joins the responsible lawyers: "A; B". */
    lawyerList: '{list}; {lawyer}',
    taxOfficeAndNumberValue: '{office}, {number}',
  },
  contact: {
    title: 'Contact us',
    intro: 'Send us a short message about your situation. We reply on working days, {hours}.',
    eyebrow: 'Write to us',
    phone: 'Phone',
    email: 'E-mail',
    office: 'Office',
    hours: 'Office hours',
    findOffice: 'Find our office',
    mapNotice: 'The map is provided by OpenStreetMap. It loads only when you ask for it.',
    showMap: 'Show the map',
    openMap: 'Open in a new tab',
  },
  consultation: {
    eyebrow: 'Free Consultation',
    heading: 'Book Your Free 15-Minute Consultation Now!',
    text: 'Speak Directly With Our Expert Lawyers to Find Clear Answers and Immediate Guidance.',
    schedule: 'Schedule',
    scheduleSr: ' a free consultation (opens in a new tab)',
    scheduleSrHere: ' a free consultation',
  },
  booking: {
    title: 'Book a free consultation',
    crumb: 'Book a consultation',
    description:
      'Choose a time for a free 15-minute consultation with one of our lawyers, shown in your time zone with Istanbul time beside it.',
    intro:
      'Free times are shown in your time zone, with Istanbul time (GMT+3) beside them. Choose a lawyer, the kind of meeting, a day and a time.',
    lawyer: 'Lawyer',
    kind: 'Kind of meeting',
    kinds: { office: 'At our office', phone: 'By phone', video: 'By video link' },
    kindMinutes: '{kind}, {minutes} minutes',
    timeZone: 'Your time zone',
    timeZoneSubmit: 'Show times in this zone',
    timeZoneShown: 'Times are shown in {zone}.',
    days: 'Days with free times',
    sampleProfile: 'Sample profile',
    slotsOn: 'Free times on {date}',
    slotDate: '{date},',
    noSlots:
      'There are no free times for this choice in the coming weeks. Choose another lawyer or kind of meeting, or call us on {phone}.',
    form: {
      label: 'Booking form',
      heading: 'Your details',
      chosen: '{kind}, {minutes} minutes, with {lawyer}: {date} at {time}',
      change: 'Choose another time',
      name: 'Full name',
      email: 'Email address',
      phone: 'Phone (optional)',
      topic: 'What would you like to discuss?',
      meetingLanguage: 'Language of the meeting',
      submit: 'Book the consultation',
      privacy: 'We use your details only to arrange and hold this consultation. See our {link} (KVKK).',
      nextSlots: 'The next free times',
      notices: {
        invalid: 'Please correct the fields marked below.',
        taken: 'Someone booked this time a moment ago; nothing was booked for you. Please choose one of the next free times.',
        unavailable: 'This time is no longer offered; nothing was booked. Please choose another time.',
        limited: 'Too many bookings were sent from this connection. Please try again later, or call us on {phone}.',
        error: 'Your booking could not be saved and nothing was booked. Please try again, or call us on {phone}.',
      },
    },
    manage: {
      title: 'Your consultation',
      crumb: 'Your booking',
      description: 'Your consultation with our Istanbul office: add it to your calendar, move it or cancel it.',
      notices: {
        booked: 'Your consultation is booked. We have sent the confirmation and the calendar invitation to your e-mail address.',
        moved: 'Your consultation has been moved. We have sent you the new invitation.',
        cancelled: 'Your consultation is cancelled. We have sent you the cancellation.',
        taken: 'That time was booked by someone else a moment ago; your consultation has not changed. Please choose another time.',
        unconfirmed: 'Nothing was cancelled: tick “Yes, cancel this consultation” before pressing “Cancel the consultation”.',
      },
      when: 'When',
      istanbul: 'In Istanbul: {time}',
      kind: 'Kind of meeting',
      lawyer: 'Lawyer',
      language: 'Language of the meeting',
      status: 'Status',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
      invitation: 'Add to calendar (.ics)',
      moveHeading: 'Move to another time',
      moveIntro: 'Choose a new time; the old one is freed and we send you a new invitation.',
      moveSlotDate: 'Move to {date},',
      noMoveSlots: 'There are no other free times in the coming weeks. Call us on {phone} to arrange one.',
      cancelHeading: 'Cancel the consultation',
      cancelConfirm: 'Yes, cancel this consultation',
      cancelSubmit: 'Cancel the consultation',
      bookAgain: 'Book another consultation',
    },
    linkError: {
      heading: 'This link does not open a booking',
      malformed: 'The link is incomplete or has been changed. Please open the link in your confirmation e-mail as it is.',
      forged: 'The link is incomplete or has been changed. Please open the link in your confirmation e-mail as it is.',
      expired: 'This link has expired: its consultation has begun or is over.',
      notFound: 'We could not find this booking. It may have been removed.',
    },
    closed: {
      heading: 'Booking on the site is not open',
      text: 'Consultations cannot be booked on this page at the moment. We will gladly arrange a time with you.',
    },
    reach: 'To arrange or change a consultation, {contact} or call us on {phone}.',
    contactLink: 'write to us',
  },
  forms: {
    fields: {
      firstName: 'Name',
      lastName: 'Surname',
      email: 'Email address',
      message: 'Message',
    },
    invalidSummary: { one: 'Please correct {count} field: {list}.', other: 'Please correct {count} fields: {list}.' },
    contactForm: 'Contact form',
    documentForm: 'Document Request Form',
    honeypot: 'Leave this field empty',
    send: 'Send',
    sending: 'Sending...',
    privacyContact: 'We use your details only to answer you. See our {link} (KVKK).',
    privacyGuide: 'We use your details only to answer you and send the guide. See our {link} (KVKK).',
    guideSent:
      'The guide is on its way to {address} as a PDF attachment. If it has not arrived within a few minutes, please check your spam folder, or write to us at {email}. The guide’s chapters are also on this page, above the form.',
    guideSentFallback: 'the address you gave',
    /** Refused by the hourly limit per connection (server/forms/routes.ts); {count} is minutes. */
    limited: {
      one: 'Too many messages have been sent from this connection in the last hour. Please try again in {count} minute, or call us on {phone} or write to {email}.',
      other:
        'Too many messages have been sent from this connection in the last hour. Please try again in {count} minutes, or call us on {phone} or write to {email}.',
    },
    limitedKept: 'What you typed is still in the form.',
    limitedNotKept: 'What you typed could not be kept this time; your browser’s Back button may still show it in the form.',
    limitedTitle: 'Too many messages',
    backToForm: 'Back to the form',
    /** The messages of src/lib/form-fields.ts (and of the server's answers), by the same names. */
    messages: {
      firstNameRequired: 'Name is required',
      firstNameShort: 'Name must be at least 2 characters',
      firstNameLong: 'Name must be at most {max} characters',
      lastNameRequired: 'Surname is required',
      lastNameShort: 'Surname must be at least 2 characters',
      lastNameLong: 'Surname must be at most {max} characters',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Message is required',
      messageLong: 'Message must be at most {max} characters',
      sent: 'Your message has been sent successfully!',
      held: 'We have received your message. Many messages came from your connection in the last hour, so our team will review it before replying, and no automatic e-mail is sent to you.',
      failed: 'There was an error sending your message. Please try again.',
      nameControl: 'Name cannot contain line breaks or special control characters',
      lastNameControl: 'Surname cannot contain line breaks or special control characters',
      guideRequired: 'Please choose one of the three guides',
    },
  },
  errors: {
    applicationError: 'Application Error',
    errorDescription: 'Something went wrong while showing this page.',
    errorText: 'Something went wrong while showing this page. Please try again.',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
    error404: 'Error 404',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'The page you asked for is not on this site.',
    notFoundText: 'The page you are looking for does not exist or has moved. These pages may help:',
    suggestServices: 'Company, property, residence and citizenship matters.',
    suggestGuides: 'Free guides on property, business and residence permits.',
    suggestBlog: 'Articles on Turkish law for foreign clients.',
    suggestFaq: 'Answers to the questions clients ask most.',
    articleNotFound: 'Article not found',
    articleNotFoundText: 'We could not find that article. It may have moved; these pages may help:',
    serviceNotFound: 'Service Not Found',
    serviceNotFoundText: 'The service you are looking for does not exist.',
    caseStudyNotFound: 'Case Study Not Found',
    caseStudyNotFoundDescription: 'This case study does not exist.',
    caseStudyNotFoundText: 'The case study you are looking for does not exist.',
    seeAllCaseStudies: 'See all case studies',
  },
  a11y: {
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
  },
  dates: {
    lastReviewed: 'Last reviewed: {date}',
    lastUpdated: 'Last updated {date}',
  },
  home: {
    ourServices: 'Our services',
    /** By the founder's grammatical gender (team.ts `gender`), as the titles are. */
    founderWord: { f: 'A word from our founder', m: 'A word from our founder' },
    whatWeOfferEyebrow: 'Services for foreign clients',
    approachEyebrow: 'How we work',
    practiceAreas: 'Practice areas',
    serviceAreas: 'Service areas',
    ourPeople: 'Our people',
    teamIntro: 'A small team of lawyers and staff in Istanbul who work with foreign clients every day.',
    meetTeam: 'Meet Our Experts',
    /** The hero's three rotating words in one sentence (for screen readers): Arabic joins them with "و". */
    heroWords: '{first}, {second}, {third}',
    testimonialsEyebrow: 'Testimonials',
    recentArticles: 'Recent articles',
    viewAll: 'View All',
    viewAllSr: ' articles',
    learnMore: 'Learn More',
    aboutSr: ' about {title}',
  },
  /** What pages say depending on whether the items shown are real or samples (src/content/samples.ts). */
  samples: {
    caseStudiesIntroReal:
      "Real matters, told with the clients' permission and without identifying details. Every case is different, and past results do not predict future ones.",
    caseStudiesIntroSample:
      'These stories are illustrative examples of the kinds of matters we handle, not accounts of real clients. Every case is different, and past results do not predict future ones.',
    caseStudyNote:
      'This case study is an illustrative example, written to show how such a matter is handled. It is not the story of a real client.',
    testimonialsTitleReal: 'What clients told us',
    testimonialsTitleSample: 'Examples of client feedback',
    testimonialsIntroReal:
      'Some of our clients have shared their experience of working with us. Names are shortened to protect their privacy.',
    testimonialsIntroSample: 'These testimonials are illustrative examples of the feedback clients give, not the words of real clients.',
    label: 'Illustrative example',
    notRealClient: '{label}: not the words of a real client',
  },
  blog: {
    searchLabel: 'Search Blog',
    searchPlaceholder: 'For example: residence permit',
    search: 'Search',
    resultsFor: 'Results for “{q}”',
    allArticles: 'All articles',
    posts: { one: '{count} post', other: '{count} posts' },
    pageSummary: 'Page {page} of {total}, {posts}',
    articles: { one: '{count} article', other: '{count} articles' },
    articlesMatch: { one: '{count} article match “{q}”', other: '{count} articles match “{q}”' },
    noMatch: 'No articles match “{q}”.',
    showAll: 'Show all articles',
    pagesNav: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    pageSr: ' page',
    page: 'Page {page}',
    readMore: 'Read More',
    recent: 'Recently Added Blogs',
    bannerText: 'Practical articles on Turkish law for foreign clients, in plain English.',
  },
  team: {
    /**
     * Each person's title, by role and grammatical gender (src/content/schema.ts `teamRoles`, `genders`): the one
     * place a language spells its titles. English titles do not inflect, so both forms are the same.
     */
    roles: {
      founder: { f: 'Founder Attorney', m: 'Founder Attorney' },
      partner: { f: 'Partner', m: 'Partner' },
      associate: { f: 'Associate Attorney', m: 'Associate Attorney' },
      intern: { f: 'Legal Intern', m: 'Legal Intern' },
      clientRepresentative: { f: 'Client Representative', m: 'Client Representative' },
    },
    /** A name signed with its title (the founder's quote): Arabic writes its own comma. */
    nameAndTitle: '{name}, {title}',
    portrait: 'Portrait of {name}',
    noProfile: 'No public profile',
    profileUnavailable: ' profile not available',
    profileOf: ' profile of {name} (opens in a new tab)',
    viewProfile: 'View profile',
    viewProfileOf: ' of {name}',
    languages: 'Languages: {list}',
    profiles: 'Profiles',
  },
  guides: {
    freeGuide: 'Free guide',
    getDocument: 'Get the Document',
    getDocumentFor: ' for {title}',
    inThisGuide: 'In this guide',
    whatYouWillLearn: 'What you will learn',
    aboutAuthor: 'About the author',
    chaptersTitle: { one: 'The guide in {count} chapter', other: 'The guide in {count} chapters' },
    chapters: 'Chapters',
    whereToBuy: 'Where to buy',
    cities: 'Cities foreign buyers often consider',
    checklist: 'Checklist',
    checklistTitle: 'Your residence permit checklist',
    checklistIntro: 'Tick each item off as you prepare. Print this page or ask for the PDF below.',
    documentForm: 'Document Request Form',
    documentFormText:
      'Fill in every field and we will e-mail you “{title}” as a PDF. In the message, write a sentence or two about your plans, so we can point you to the chapters that matter for you.',
    bannerTitle: 'Free Guides',
    bannerText: 'Read each guide online, or ask for the PDF and we will e-mail it to you.',
  },
  services: {
    introCorporate:
      'Legal work for foreign-owned companies and investors in Turkey: setting up and running a company, contracts, employment, finance, trademarks and work permits.',
    introIndividual:
      'Legal help for foreign individuals and families in Turkey: property, bank accounts, vehicles, family and inheritance, criminal cases and deportation.',
    introCitizenship:
      'Turkish citizenship by investment, residence permits, and programmes in other countries coordinated with licensed local advisers.',
    count: { one: '{count} service', other: '{count} services' },
    nextSteps: 'Next steps',
    allProgrammes: 'All programmes',
    allGroupServices: 'All {group} services',
    whatWeDo: 'What we do',
    bannerText: 'We advise foreign companies, individuals and investors on Turkish law. Choose an area, or browse every service below.',
    allServices: 'All services',
  },
  caseStudies: {
    eyebrow: 'Case studies',
    topic: 'Case study · {topic}',
    all: 'All case studies',
  },
  about: {
    eyebrow: 'About the firm',
    title: 'About Us',
    legalInformation: 'Legal information',
    legalText: 'The firm and the lawyers who answer for this website, as registered with the Istanbul Bar Association.',
  },
  privacy: {
    contactDetailsOf: 'Contact details of {name}',
  },
  faq: {
    title: 'Frequently Asked Questions',
    bannerText: 'Short answers to the questions we hear most often. For your own situation, write to us.',
  },
  /** Breadcrumb labels of static pages (a route's `staticData.crumb` is one of these keys, or a nav key). */
  crumbs: {
    corporate: 'Corporate Services',
    individual: 'Individual Services',
    citizenship: 'Global Citizenship & Residency Programs',
  },
  /** Titles and meta descriptions of the static pages (passed to <Seo>). */
  seo: {
    aboutDescription:
      'Who we are: an Istanbul law firm founded in {year} that helps foreign individuals and companies with property, residence, citizenship and business in Turkey.',
    teamDescription:
      'Meet the attorneys and staff of our Istanbul office: founder attorney, partner, associate attorney, legal intern and client representative.',
    privacyDescription:
      "How we process the personal data you send through our forms under Turkey's Personal Data Protection Law No. 6698 (KVKK), how long we keep it and your rights.",
    servicesDescription:
      'Legal services for foreign companies, individuals and investors in Turkey: company law, property, residence and work permits, family matters and citizenship.',
    faqDescription:
      'Answers to the questions foreign clients ask about Turkish citizenship, residence and work permits, property, company setup, fees and working with us remotely.',
    guidesDescription:
      'Three free guides for foreigners: investing in Turkish real estate, doing business in Turkey, and a Turkish residence permit checklist. Read online or get the PDF by e-mail.',
    contactTitle: 'Contact Us',
    contactDescription: 'Write to our Istanbul office, call us or book a free 15-minute consultation. Office hours {hours}.',
    caseStudiesDescriptionSample:
      'Eight illustrative examples of matters we handle for foreign clients in Turkey: property, citizenship, banking, inheritance, a name change and an entry ban.',
    caseStudiesDescriptionReal:
      'Eight anonymised examples of matters we handled for foreign clients in Turkey: property, citizenship, banking, inheritance, a name change and an entry ban.',
    blogDescription:
      'Articles on Turkish law for foreigners: buying property, residence and work permits, citizenship, companies, family and inheritance matters.',
    blogSearchTitle: 'Search: {q} – Blog',
    pagedTitle: '{title} – page {page}',
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
