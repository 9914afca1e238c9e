import { site } from '../../config/site.ts'
import type { TeamMember } from '../schema.ts'
import { fill } from './fill.ts'

// Test fixture, machine-made German: see src/i18n/dictionaries/de.ts. `role` and `gender` are the same in every
// language; the page shows the dictionary's `team.roles`.
export const teamMembers: TeamMember[] = fill([
  {
    id: 'selin-aksoy',
    sample: true,
    name: 'Selin Aksoy',
    role: 'founder',
    gender: 'f',
    bio: [
      `Selin Aksoy hat die Kanzlei ${site.founded} in Istanbul gegründet. Sie hat in Istanbul Rechtswissenschaften studiert und ist bei der Anwaltskammer Istanbul eingetragen. 2023 hatte sie mehr als vier Jahre Erfahrung als Anwältin, vor allem mit ausländischen Mandanten, die in der Türkei Immobilien kaufen und sich dort niederlassen.`,
      'Ihre Schwerpunkte sind Immobilien, die türkische Staatsbürgerschaft durch Investition und Aufenthaltserlaubnisse. Sie prüft und überträgt Grundbuchtitel, betreut Anträge auf Staatsbürgerschaft durch Immobilienkauf und die Aufenthaltserlaubnisse, die ihnen vorausgehen oder sie begleiten.',
      'Selin hat die Kanzlei gegründet, um ausländischen Mandanten klare Schritte, schriftliche Honorarvereinbarungen und regelmäßige Berichte in einer Sprache zu bieten, die sie verstehen. Sie arbeitet auf Türkisch und Englisch.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-selin-aksoy',
    languages: ['Türkisch', 'Englisch'],
  },
  {
    id: 'emre-kaya',
    sample: true,
    name: 'Emre Kaya',
    role: 'partner',
    gender: 'm',
    bio: [
      'Emre Kaya ist Partner der Kanzlei und leitet ihre Arbeit für Unternehmen. Er hat in Istanbul Rechtswissenschaften studiert und ist bei der Anwaltskammer Istanbul eingetragen.',
      'Er berät zu Gesellschaftsrecht, Handelsverträgen, Arbeitsrecht sowie Fusionen und Übernahmen. Dazu gehören die Gründung von Gesellschaften mit beschränkter Haftung und Aktiengesellschaften für ausländische Investoren, Gesellschaftervereinbarungen, die Prüfung von Verträgen und die Beratung von Arbeitgebern zu Arbeitserlaubnissen und Arbeitsbedingungen.',
      'Emre erklärt neben der rechtlichen Bedeutung einer Klausel auch ihre wirtschaftliche Wirkung, damit Mandanten selbst entscheiden können. Er arbeitet auf Türkisch, Englisch und Deutsch.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-emre-kaya',
    languages: ['Türkisch', 'Englisch', 'Deutsch'],
  },
  {
    id: 'deniz-arslan',
    sample: true,
    name: 'Deniz Arslan',
    role: 'associate',
    // Not stated (the bios use no gendered pronoun): titles take the form for an unspecified person.
    gender: 'm',
    bio: [
      'Deniz Arslan arbeitet als angestellte Anwaltsperson in der Kanzlei. Deniz hat in Istanbul Rechtswissenschaften studiert und ist bei der Anwaltskammer Istanbul eingetragen.',
      'Deniz bearbeitet Aufenthalts- und Arbeitserlaubnisse, Abschiebungsentscheidungen und Einreiseverbote sowie familienrechtliche Fragen wie Scheidungen und die Anerkennung ausländischer Scheidungsurteile. Dazu gehören Anträge bei der Präsidialverwaltung für Migration und Klagen vor den Verwaltungs- und Familiengerichten.',
      'Viele dieser Verfahren haben kurze Fristen; deshalb hält Deniz die Mandanten bei jedem Schritt auf dem Laufenden und sagt ihnen früh, welche Unterlagen nötig sind. Deniz arbeitet auf Türkisch, Englisch und Französisch.',
    ],
    languages: ['Türkisch', 'Englisch', 'Französisch'],
  },
  {
    id: 'zeynep-celik',
    sample: true,
    name: 'Zeynep Çelik',
    role: 'intern',
    gender: 'f',
    bio: [
      'Zeynep Çelik studiert in Istanbul Rechtswissenschaften und arbeitet als juristische Praktikantin in der Kanzlei.',
      'Sie unterstützt die Anwälte bei der rechtlichen Recherche, bei der Prüfung von Gesetzen und Gerichtsentscheidungen und bei der Vorbereitung von Unterlagenlisten, Schriftsätzen und Antragsakten. Außerdem hilft sie, Übersetzungen und Behördentermine nachzuhalten.',
      'Zeynep erteilt keine Rechtsberatung. Ihre Arbeit wird von den Anwälten der Kanzlei angeleitet und geprüft. Sie arbeitet auf Türkisch und Englisch.',
    ],
    languages: ['Türkisch', 'Englisch'],
  },
  {
    id: 'omar-haddad',
    sample: true,
    name: 'Omar Haddad',
    role: 'clientRepresentative',
    gender: 'm',
    bio: [
      'Omar Haddad ist meist die erste Person, mit der Mandanten in der Kanzlei sprechen. Er beantwortet erste Anfragen, vereinbart Beratungstermine und sorgt dafür, dass jedes Anliegen den richtigen Anwalt erreicht.',
      'Sobald ein Mandat begonnen hat, kümmert er sich um Termine, Unterlagen und nächste Schritte und informiert die Mandanten über den Stand ihrer Akte. Er arbeitet auf Arabisch, Englisch und Türkisch.',
      'Omar ist kein Anwalt und erteilt keine Rechtsberatung; rechtliche Fragen beantworten die Anwälte der Kanzlei.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-omar-haddad',
    languages: ['Arabisch', 'Englisch', 'Türkisch'],
  },
])
