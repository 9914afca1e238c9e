import type { Testimonial } from '../schema.ts'
import { fill } from './fill.ts'

/** Sample testimonials (sample: true), written as illustrations, not real clients' words. Test fixture, machine-made German. */
export const testimonials: Testimonial[] = fill([
  {
    quote:
      'Bevor es losging, bekamen wir eine schriftliche Liste aller Unterlagen und ein klares Honorarangebot. Während des Verfahrens wurde uns, ohne dass wir fragen mussten, gesagt, was geschehen war und was als Nächstes kam. Da wir im Ausland leben, war der ganze Antrag dadurch viel leichter zu verfolgen.',
    author: 'Anna L., Deutschland',
    matter: 'Türkische Staatsbürgerschaft durch Investition',
    sample: true,
  },
  {
    quote:
      'Ich hatte Sorge wegen der Verlängerung meiner Aufenthaltserlaubnis, weil sich meine Adresse geändert hatte. Man erklärte mir, was die Migrationsbehörde verlangen würde, prüfte meine Unterlagen vor dem Termin und beantwortete meine Nachrichten auf Arabisch. Das Verfahren verlief ruhig und übersichtlich.',
    author: 'Khalid M., Jordanien',
    matter: 'Verlängerung der Aufenthaltserlaubnis',
    sample: true,
  },
  {
    quote:
      'Wir haben unsere Gesellschaft in Istanbul gegründet, während wir noch im Vereinigten Königreich lebten. Jeder Schritt wurde in einfachem Englisch erklärt, die Vollmacht war gleich beim ersten Mal in der richtigen Form, und wir wussten immer, an wen wir uns mit einer Frage wenden konnten.',
    author: 'James R., Vereinigtes Königreich',
    matter: 'Gründung einer Gesellschaft',
    sample: true,
  },
  {
    quote:
      'Vor dem Kauf einer Wohnung ließ ich den Grundbuchtitel prüfen. Der Bericht nannte die Punkte, die vor der Übertragung zu klären waren, und was jeder davon für mich bedeutete. Beim Grundbuchamt lief dann alles so, wie man es mir angekündigt hatte.',
    author: 'Elena S., Ukraine',
    matter: 'Immobilienkauf und Übertragung des Grundbuchtitels',
    sample: true,
  },
])
