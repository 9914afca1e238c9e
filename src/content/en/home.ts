import { site } from '../../config/site.ts'
import { fill } from './fill.ts'

/** The home page's copy; /about-us and /services show some of its sections too (their loaders load it). */
export const homeContent = fill({
  heroTitle: 'Your legal partner in Turkey for',
  rotatingWords: ['WEALTH', 'SMOOTHNESS', 'FREEDOM'],
  heroText:
    'We are an Istanbul law firm working with foreign individuals and companies on property, citizenship, residence and business in Turkey. We explain each step in plain language and agree our fees in writing before we start.',
  founderQuote: {
    text: `I founded this firm in ${site.founded} because many foreign clients told me the hardest part was not the law itself but not knowing what would happen next. We try to answer that question at every step. Our work is to give you clear options, realistic timelines and honest advice, so that you can make your own decisions.`,
    /** The team member who says it (team.ts `id`): her name and title come from there. */
    member: 'selin-aksoy',
  },
  whatWeOffer: {
    title: 'What we offer',
    text: [
      'We help foreigners and foreign-owned companies with the legal steps of living, investing and doing business in Turkey. This includes buying property and transferring title deeds, applying for Turkish citizenship by investment, obtaining residence and work permits, and setting up and running a company.',
      'Most of our clients live outside Turkey when they first contact us. We work by video call and e-mail, act for you with a power of attorney where the law allows it, and tell you early which steps need you in person.',
    ],
    points: [
      'A free 15-minute first consultation',
      'Fees agreed in writing before work starts',
      'Work in Turkish, English and Arabic',
      'Regular written updates on your file',
    ],
  },
  approach: {
    title: 'Our Approach',
    steps: [
      {
        title: 'Listen',
        text: 'In a free 15-minute call we hear what you need and tell you whether we can help and which route may fit.',
      },
      {
        title: 'Plan',
        text: 'We send a written proposal with the scope of work, the fee, the expected official costs and a realistic timeline.',
      },
      {
        title: 'Act',
        text: 'We prepare your documents, deal with the authorities and act for you with a power of attorney where possible.',
      },
      {
        title: 'Report',
        text: 'We keep you informed in writing at each step and tell you promptly if anything changes.',
      },
    ],
  },
  servicesIntro:
    'We advise companies, individuals and investors on Turkish law, and on citizenship and residence programmes in Turkey and other countries. Choose an area below to see how we can help.',
  timelapse: {
    title: 'Plan your next step in Istanbul',
    text: 'Whether you are buying a home, moving your family or starting a business, we are glad to talk it through with you. Book a free 15-minute consultation.',
  },
  blogIntro: 'Practical articles on Turkish law for foreigners: property, residence, citizenship and business, written in plain English.',
  servicesCards: [
    {
      title: 'Corporate Services',
      text: 'Company formation, contracts, employment, trademarks and work permits for foreign-owned businesses in Turkey.',
      link: '/all-corporate-services' as const,
    },
    {
      title: 'Individual Services',
      text: 'Property purchases, bank accounts, family and inheritance matters, deportation and work permits for individuals.',
      link: '/all-individual-services' as const,
    },
    {
      title: 'Global Citizenship',
      text: 'Turkish citizenship by investment and residence permits, and guidance on residence and citizenship programmes in other countries.',
      link: '/global-citizienship-programs' as const,
    },
  ],
})

export type HomeContent = typeof homeContent
