import { site } from '../../config/site.ts'
import type { TeamMember } from '../schema.ts'
import { fill } from './fill.ts'

export const teamMembers: TeamMember[] = fill([
  {
    id: 'selin-aksoy',
    sample: true,
    name: 'Selin Aksoy',
    role: 'founder',
    gender: 'f',
    bio: [
      `Selin Aksoy founded the firm in Istanbul in ${site.founded}. She studied law in Istanbul and is registered with the Istanbul Bar Association. By 2023 she had more than four years of experience as a lawyer, much of it with foreign clients buying property and settling in Turkey.`,
      'Her work focuses on real estate, Turkish citizenship by investment and residence permits. She handles title deed checks and transfers, applications for citizenship through property purchase and the residence permits that come before and alongside them.',
      'Selin started the firm to give foreign clients clear steps, written fee agreements and regular updates in a language they understand. She works in Turkish and English.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-selin-aksoy',
    languages: ['Turkish', 'English'],
  },
  {
    id: 'emre-kaya',
    sample: true,
    name: 'Emre Kaya',
    role: 'partner',
    gender: 'm',
    bio: [
      'Emre Kaya is a partner at the firm and leads its work for companies. He studied law in Istanbul and is registered with the Istanbul Bar Association.',
      'He advises on company law, commercial contracts, employment matters and mergers and acquisitions. His work includes setting up limited and joint-stock companies for foreign investors, drafting shareholder agreements, reviewing contracts and advising employers on work permits and employment terms.',
      'Emre prefers to explain the commercial effect of a clause as well as its legal meaning, so that clients can make their own decisions. He works in Turkish, English and German.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-emre-kaya',
    languages: ['Turkish', 'English', 'German'],
  },
  {
    id: 'deniz-arslan',
    sample: true,
    name: 'Deniz Arslan',
    role: 'associate',
    // Not stated (the bios use no gendered pronoun): titles take the form for an unspecified person.
    gender: 'm',
    bio: [
      'Deniz Arslan is an associate attorney at the firm. Deniz studied law in Istanbul and is registered with the Istanbul Bar Association.',
      'Deniz works on residence permits and work permits, deportation decisions and entry bans, and family law matters such as divorce and the recognition of foreign divorce decisions. This includes preparing applications to the Presidency of Migration Management and filing cases before the administrative and family courts.',
      'Many of these matters have short deadlines, so Deniz keeps clients informed at each step and tells them early which documents are needed. Deniz works in Turkish, English and French.',
    ],
    languages: ['Turkish', 'English', 'French'],
  },
  {
    id: 'zeynep-celik',
    sample: true,
    name: 'Zeynep Çelik',
    role: 'intern',
    gender: 'f',
    bio: [
      'Zeynep Çelik is a law student in Istanbul and works with the firm as a legal intern.',
      'She supports the lawyers with legal research, checks of legislation and court decisions, and the preparation of document lists, petitions and application files. She also helps to follow up on translations and official appointments.',
      'Zeynep does not give legal advice. Her work is supervised and reviewed by the firm’s attorneys. She works in Turkish and English.',
    ],
    languages: ['Turkish', 'English'],
  },
  {
    id: 'omar-haddad',
    sample: true,
    name: 'Omar Haddad',
    role: 'clientRepresentative',
    gender: 'm',
    bio: [
      'Omar Haddad is usually the first person clients speak to at the firm. He answers first enquiries, books consultations and makes sure each request reaches the right lawyer.',
      'Once a matter has started, he follows up on appointments, documents and next steps, and keeps clients informed about where their file stands. He works in Arabic, English and Turkish.',
      'Omar is not a lawyer and does not give legal advice; legal questions are answered by the firm’s attorneys.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-omar-haddad',
    languages: ['Arabic', 'English', 'Turkish'],
  },
])
