import { site } from '../../config/site.ts'
import { fill } from './fill.ts'

export const aboutContent = fill({
  welcome: {
    title: `Welcome to ${site.name}`,
    paragraphs: [
      `${site.name} is a law firm founded in ${site.founded} by Av. Selin Aksoy. We work mainly with foreign individuals, families and companies who want to live, invest or do business in Turkey.`,
      'Our clients come to us with questions about buying property, Turkish citizenship, residence and work permits, setting up a company and family or inheritance matters. Many of them live abroad and deal with Turkish authorities for the first time.',
      'We explain Turkish law and procedure in plain language, agree our fees in writing before we start and keep you informed until the matter is closed.',
    ],
  },
  vision: {
    title: 'Our Vision',
    paragraphs: [
      'We want foreign clients to understand their legal position in Turkey as well as a local would. That means knowing what the law requires, what each step involves, how long it may take and what it will cost.',
      'We aim to be a firm that clients can reach easily, that answers in their language and that tells them openly what can and cannot be done. We would rather give a realistic answer early than a hopeful one that changes later.',
    ],
  },
  whoWeAre: {
    title: 'Who We Are',
    paragraphs: [
      'We are a small team based in Istanbul: attorneys registered with the Istanbul Bar Association, a legal intern and a client representative. Between us we work in Turkish, English and Arabic, and some of us also speak German or French.',
      'Our work covers three areas. For companies, we handle company formation, contracts, employment, trademarks and work permits. For individuals, we handle property purchases and title deed transfers, residence permits, deportation, family and inheritance matters. For investors, we handle Turkish citizenship by investment and give guidance on residence and citizenship programmes in other countries.',
      'Most of our work with clients abroad is done remotely, by video call and e-mail, with a power of attorney where the law allows it. When you need to be in Istanbul, we prepare you for each appointment and go with you.',
    ],
  },
  values: [
    {
      title: 'Clarity',
      text: 'We explain your options, the steps and the risks in plain language, and we put the important points in writing.',
    },
    {
      title: 'Transparency',
      text: 'Fees are agreed in writing in advance after a first consultation. Official costs are listed separately so there are no surprises.',
    },
    {
      title: 'Responsiveness',
      text: 'We answer messages on working days and tell you promptly when something in your file changes.',
    },
    {
      title: 'Confidentiality',
      text: 'We are bound by professional secrecy as lawyers and handle personal data in line with Turkish data protection law (KVKK).',
    },
  ],
})
