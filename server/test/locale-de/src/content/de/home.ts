import { site } from '../../config/site.ts'
import type { homeContent as englishHome } from '../en/home.ts'
import { fill } from './fill.ts'

// Test fixture, machine-made German: see src/i18n/dictionaries/de.ts.
export const homeContent: typeof englishHome = fill({
  heroTitle: 'Ihr rechtlicher Partner in der Türkei für',
  rotatingWords: ['VERMÖGEN', 'REIBUNGSLOSIGKEIT', 'FREIHEIT'],
  heroText:
    'Wir sind eine Istanbuler Anwaltskanzlei und arbeiten mit ausländischen Privatpersonen und Unternehmen zu Immobilien, Staatsbürgerschaft, Aufenthalt und Geschäftstätigkeit in der Türkei. Wir erklären jeden Schritt in verständlicher Sprache und vereinbaren unser Honorar schriftlich, bevor wir beginnen.',
  founderQuote: {
    text: `Ich habe diese Kanzlei ${site.founded} gegründet, weil mir viele ausländische Mandanten sagten, das Schwierigste sei nicht das Recht selbst, sondern nicht zu wissen, was als Nächstes geschieht. Diese Frage versuchen wir bei jedem Schritt zu beantworten. Unsere Arbeit ist es, Ihnen klare Möglichkeiten, realistische Zeitpläne und einen ehrlichen Rat zu geben, damit Sie Ihre eigenen Entscheidungen treffen können.`,
    /** The team member who says it (team.ts `id`): her name and title come from there. */
    member: 'selin-aksoy',
  },
  whatWeOffer: {
    title: 'Was wir anbieten',
    text: [
      'Wir helfen Ausländern und Unternehmen in ausländischem Besitz bei den rechtlichen Schritten, um in der Türkei zu leben, zu investieren und Geschäfte zu machen. Dazu gehören der Kauf von Immobilien und die Übertragung des Grundbuchtitels (Tapu), der Antrag auf türkische Staatsbürgerschaft durch Investition, Aufenthalts- und Arbeitserlaubnisse sowie die Gründung und Führung einer Gesellschaft.',
      'Die meisten unserer Mandanten leben außerhalb der Türkei, wenn sie sich zum ersten Mal an uns wenden. Wir arbeiten per Videoanruf und E-Mail, handeln mit einer Vollmacht für Sie, wo das Gesetz es erlaubt, und sagen Ihnen frühzeitig, bei welchen Schritten Sie persönlich anwesend sein müssen.',
    ],
    points: [
      'Ein kostenloses erstes Gespräch von 15 Minuten',
      'Honorar schriftlich vereinbart, bevor die Arbeit beginnt',
      'Arbeit auf Türkisch, Englisch und Arabisch',
      'Regelmäßige schriftliche Berichte zu Ihrer Akte',
    ],
  },
  approach: {
    title: 'Unsere Arbeitsweise',
    steps: [
      {
        title: 'Zuhören',
        text: 'In einem kostenlosen Gespräch von 15 Minuten hören wir, was Sie brauchen, und sagen Ihnen, ob wir helfen können und welcher Weg passen könnte.',
      },
      {
        title: 'Planen',
        text: 'Wir senden Ihnen ein schriftliches Angebot mit dem Umfang der Arbeit, dem Honorar, den voraussichtlichen amtlichen Kosten und einem realistischen Zeitplan.',
      },
      {
        title: 'Handeln',
        text: 'Wir bereiten Ihre Unterlagen vor, verhandeln mit den Behörden und handeln, wo möglich, mit einer Vollmacht für Sie.',
      },
      {
        title: 'Berichten',
        text: 'Wir informieren Sie bei jedem Schritt schriftlich und sagen Ihnen sofort, wenn sich etwas ändert.',
      },
    ],
  },
  servicesIntro:
    'Wir beraten Unternehmen, Privatpersonen und Investoren zum türkischen Recht sowie zu Staatsbürgerschafts- und Aufenthaltsprogrammen in der Türkei und in anderen Ländern. Wählen Sie unten einen Bereich, um zu sehen, wie wir helfen können.',
  timelapse: {
    title: 'Planen Sie Ihren nächsten Schritt in Istanbul',
    text: 'Ob Sie eine Wohnung kaufen, mit Ihrer Familie umziehen oder ein Unternehmen gründen: Wir besprechen es gern mit Ihnen. Buchen Sie ein kostenloses Erstgespräch von 15 Minuten.',
  },
  blogIntro:
    'Praktische Artikel zum türkischen Recht für Ausländer: Immobilien, Aufenthalt, Staatsbürgerschaft und Geschäftstätigkeit, in verständlicher Sprache.',
  servicesCards: [
    {
      title: 'Leistungen für Unternehmen',
      text: 'Gründung, Verträge, Arbeitsrecht, Marken und Arbeitserlaubnisse für Unternehmen in ausländischem Besitz in der Türkei.',
      link: '/all-corporate-services',
    },
    {
      title: 'Leistungen für Privatpersonen',
      text: 'Immobilienkauf, Bankkonten, Familien- und Erbsachen, Abschiebung und Arbeitserlaubnisse für Privatpersonen.',
      link: '/all-individual-services',
    },
    {
      title: 'Staatsbürgerschaft weltweit',
      text: 'Türkische Staatsbürgerschaft durch Investition und Aufenthaltserlaubnisse sowie Orientierung zu Aufenthalts- und Staatsbürgerschaftsprogrammen anderer Länder.',
      link: '/global-citizienship-programs',
    },
  ],
})
