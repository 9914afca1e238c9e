import { fill } from './fill.ts'

export const privacyNotice: {
  title: string
  updated: string
  /** `controller`: the firm's identity (src/config/site.ts) is shown under this section. */
  sections: { heading: string; paragraphs: string[]; controller?: boolean }[]
} = fill({
  title: 'Privacy Notice',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'About this notice',
      paragraphs: [
        'This notice explains how we process personal data collected through the forms on this website: the contact form and the forms for requesting our guides. It is provided under article 10 of the Turkish Personal Data Protection Law No. 6698 (KVKK).',
        'Personal data that we process when you become a client is covered by the engagement documents we give you at that time.',
      ],
    },
    {
      heading: 'Data controller',
      paragraphs: [
        'The data controller is the law firm that operates this website, identified below with the lawyers who answer for it. You can reach us at these details or at the contact details at the end of this notice.',
      ],
      controller: true,
    },
    {
      heading: 'What data we process',
      paragraphs: [
        'When you use a form on this website, we process the data you enter: your first name, last name, e-mail address, your message and, if you request a guide, which guide you asked for.',
        'We also record the date and time of the submission and the IP address from which it was sent. We use these only to protect the forms against abuse, such as automated spam.',
        'Please do not send sensitive personal data, such as health information or details of criminal proceedings, through the website forms. If your matter involves such data, tell us in general terms and we will agree a suitable way to share it.',
      ],
    },
    {
      heading: 'Why we process it',
      paragraphs: [
        'We process your data to answer your request, to arrange a consultation if you ask for one, to send you the guide you requested and to prevent abuse of the forms.',
        'We do not use your data for advertising and we do not add you to a mailing list. We do not make decisions about you by purely automated means.',
      ],
    },
    {
      heading: 'Legal basis',
      paragraphs: [
        'We process your data on the grounds set out in article 5 KVKK. Answering your request, arranging a consultation and sending the guide you asked for are directly related to your request and to the possible establishment of a contract with you (article 5(2)(c)).',
        'Recording the IP address and time of a submission to prevent abuse is based on our legitimate interest in keeping the website and its forms secure, provided this does not harm your fundamental rights and freedoms (article 5(2)(f)).',
      ],
    },
    {
      heading: 'Who receives your data',
      paragraphs: [
        'Form submissions are delivered to us by an e-mail service provider, which acts as a data processor on our behalf and may use the data only to provide its service. The company that hosts this website also processes technical data, such as IP addresses, to deliver the site.',
        'If a provider stores data outside Turkey, we transfer data abroad only in line with article 9 KVKK, for example on the basis of standard contractual clauses.',
        'We do not sell or rent personal data. We disclose it to public authorities only where the law requires us to do so.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Form submissions, including the IP address and time recorded with them, are deleted after 6 months.',
        'If a client relationship starts, the data becomes part of your client file and is kept for the periods required by the laws that apply to lawyers, such as professional, tax and limitation rules. When those periods end, we delete, destroy or anonymise the data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under article 11 KVKK you have the right to: learn whether we process your personal data; request information about the processing; learn the purpose of the processing and whether the data is used for that purpose; know the third parties in Turkey or abroad to whom the data is transferred; request correction of incomplete or inaccurate data; request deletion or destruction of the data under the conditions in article 7 KVKK; request that third parties who received the data are notified of a correction, deletion or destruction; object to a result against you that arises only from automated analysis of your data; and claim compensation if you suffer damage from unlawful processing.',
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: [
        'Under article 13 KVKK, you can send your request to us in writing at the contact details below, or by another method accepted by the Personal Data Protection Board, such as an e-mail from the address you previously used with us. Please include your name, your contact details and a clear description of your request, so that we can identify you and answer it.',
        'We answer requests as soon as possible and within {{dataRequestAnswerDays}} at the latest. Answers are free of charge, unless the request involves a separate cost, in which case a fee may be charged only according to the tariff set by the Board.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If we reject your request, if you find our answer insufficient or if we do not answer within {{dataRequestAnswerDays}}, you may file a complaint with the Personal Data Protection Board through the Personal Data Protection Authority (KVK Kurumu). The complaint must be filed within 30 days of learning our answer and in any case within 60 days of your application to us.',
      ],
    },
    {
      heading: 'Cookies and third-party content',
      paragraphs: [
        'This website uses only the cookies and similar technologies that it needs to work, for example to protect the forms against abuse. We do not use analytics or advertising cookies.',
        'The map on our contact page is provided by a third-party map service. It is not loaded when you open the page. It loads only if you click on it, and at that point the map provider receives your IP address and may set its own cookies under its own privacy policy.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'We may update this notice when our processing or the law changes. The date at the top of the page shows when it was last updated.',
      ],
    },
  ],
})
