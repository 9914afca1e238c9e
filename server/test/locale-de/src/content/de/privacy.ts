import type { privacyNotice as englishPrivacy } from '../en/privacy.ts'
import { fill } from './fill.ts'

// Test fixture, machine-made German: see src/i18n/dictionaries/de.ts. The KVKK's terms as German texts on Turkish
// data protection law usually render them: Verantwortlicher (veri sorumlusu), Auftragsverarbeiter (veri işleyen),
// Datenschutzbehörde (Kişisel Verileri Koruma Kurumu) and its Datenschutzrat (Kurul).
export const privacyNotice: typeof englishPrivacy = fill({
  title: 'Datenschutzhinweis',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Über diesen Hinweis',
      paragraphs: [
        'Dieser Hinweis erklärt, wie wir personenbezogene Daten verarbeiten, die über die Formulare dieser Website erhoben werden: das Kontaktformular und die Formulare zur Anforderung unserer Leitfäden. Er wird nach Artikel 10 des türkischen Gesetzes Nr. 6698 zum Schutz personenbezogener Daten (KVKK) erteilt.',
        'Personenbezogene Daten, die wir verarbeiten, wenn Sie Mandant werden, sind Gegenstand der Mandatsunterlagen, die wir Ihnen zu diesem Zeitpunkt geben.',
      ],
    },
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        'Verantwortlicher ist die Anwaltskanzlei, die diese Website betreibt; sie ist unten zusammen mit den Anwälten genannt, die für die Website verantwortlich sind. Sie erreichen uns unter diesen Angaben oder unter den Kontaktdaten am Ende dieses Hinweises.',
      ],
      controller: true,
    },
    {
      heading: 'Welche Daten wir verarbeiten',
      paragraphs: [
        'Wenn Sie ein Formular auf dieser Website verwenden, verarbeiten wir die Daten, die Sie eingeben: Ihren Vornamen, Nachnamen, Ihre E-Mail-Adresse, Ihre Nachricht und, wenn Sie einen Leitfaden anfordern, welchen Leitfaden Sie angefordert haben.',
        'Außerdem speichern wir Datum und Uhrzeit der Übermittlung und die IP-Adresse, von der sie gesendet wurde. Diese verwenden wir nur, um die Formulare vor Missbrauch wie automatisiertem Spam zu schützen.',
        'Bitte senden Sie keine sensiblen personenbezogenen Daten, etwa Gesundheitsdaten oder Angaben zu Strafverfahren, über die Formulare der Website. Wenn Ihre Angelegenheit solche Daten betrifft, schildern Sie sie uns in allgemeinen Worten, und wir vereinbaren einen geeigneten Weg, sie zu übermitteln.',
      ],
    },
    {
      heading: 'Wozu wir sie verarbeiten',
      paragraphs: [
        'Wir verarbeiten Ihre Daten, um Ihre Anfrage zu beantworten, auf Ihren Wunsch ein Beratungsgespräch zu vereinbaren, Ihnen den angeforderten Leitfaden zu senden und Missbrauch der Formulare zu verhindern.',
        'Wir verwenden Ihre Daten nicht für Werbung und nehmen Sie in keinen Verteiler auf. Wir treffen keine Entscheidungen über Sie, die ausschließlich auf automatisierter Verarbeitung beruhen.',
      ],
    },
    {
      heading: 'Rechtsgrundlage',
      paragraphs: [
        'Wir verarbeiten Ihre Daten auf den in Artikel 5 KVKK genannten Grundlagen. Die Beantwortung Ihrer Anfrage, die Vereinbarung eines Beratungsgesprächs und die Zusendung des angeforderten Leitfadens stehen in unmittelbarem Zusammenhang mit Ihrer Anfrage und dem möglichen Abschluss eines Vertrags mit Ihnen (Artikel 5 Absatz 2 Buchstabe c).',
        'Die Speicherung der IP-Adresse und der Uhrzeit einer Übermittlung zur Verhinderung von Missbrauch beruht auf unserem berechtigten Interesse an der Sicherheit der Website und ihrer Formulare, sofern dies Ihre Grundrechte und Grundfreiheiten nicht verletzt (Artikel 5 Absatz 2 Buchstabe f).',
      ],
    },
    {
      heading: 'Wer Ihre Daten erhält',
      paragraphs: [
        'Formularübermittlungen werden uns von einem E-Mail-Dienstleister zugestellt, der als Auftragsverarbeiter in unserem Namen handelt und die Daten nur zur Erbringung seines Dienstes verwenden darf. Auch das Unternehmen, das diese Website hostet, verarbeitet technische Daten wie IP-Adressen, um die Website auszuliefern.',
        'Speichert ein Dienstleister Daten außerhalb der Türkei, übermitteln wir Daten ins Ausland nur im Einklang mit Artikel 9 KVKK, zum Beispiel auf der Grundlage von Standardvertragsklauseln.',
        'Wir verkaufen und vermieten keine personenbezogenen Daten. Behörden geben wir sie nur weiter, wenn das Gesetz uns dazu verpflichtet.',
      ],
    },
    {
      heading: 'Wie lange wir sie aufbewahren',
      paragraphs: [
        'Formularübermittlungen werden einschließlich der mit ihnen gespeicherten IP-Adresse und Uhrzeit nach 6 Monaten gelöscht.',
        'Beginnt ein Mandatsverhältnis, werden die Daten Teil Ihrer Mandantenakte und so lange aufbewahrt, wie es die für Anwälte geltenden Gesetze verlangen, etwa berufsrechtliche, steuerrechtliche und Verjährungsvorschriften. Nach Ablauf dieser Fristen löschen, vernichten oder anonymisieren wir die Daten.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Nach Artikel 11 KVKK haben Sie das Recht: zu erfahren, ob wir Ihre personenbezogenen Daten verarbeiten; Auskunft über die Verarbeitung zu verlangen; den Zweck der Verarbeitung zu erfahren und ob die Daten diesem Zweck entsprechend verwendet werden; die Dritten im In- oder Ausland zu kennen, an die die Daten übermittelt werden; die Berichtigung unvollständiger oder unrichtiger Daten zu verlangen; die Löschung oder Vernichtung der Daten unter den Voraussetzungen des Artikels 7 KVKK zu verlangen; zu verlangen, dass Dritte, die die Daten erhalten haben, über eine Berichtigung, Löschung oder Vernichtung unterrichtet werden; einem für Sie nachteiligen Ergebnis zu widersprechen, das allein auf einer automatisierten Auswertung Ihrer Daten beruht; und Schadensersatz zu verlangen, wenn Ihnen durch eine rechtswidrige Verarbeitung ein Schaden entsteht.',
      ],
    },
    {
      heading: 'So stellen Sie einen Antrag',
      paragraphs: [
        'Nach Artikel 13 KVKK können Sie Ihren Antrag schriftlich an die unten genannten Kontaktdaten senden oder auf einem anderen vom Datenschutzrat anerkannten Weg, etwa per E-Mail von der Adresse, die Sie uns gegenüber bereits verwendet haben. Bitte nennen Sie Ihren Namen, Ihre Kontaktdaten und eine klare Beschreibung Ihres Antrags, damit wir Sie identifizieren und den Antrag beantworten können.',
        'Wir beantworten Anträge so schnell wie möglich; die Frist dafür beträgt höchstens {{dataRequestAnswerDays}}. Die Antwort ist kostenlos, es sei denn, der Antrag verursacht gesonderte Kosten; dann darf eine Gebühr nur nach dem vom Datenschutzrat festgelegten Tarif erhoben werden.',
      ],
    },
    {
      heading: 'Beschwerden',
      paragraphs: [
        'Wenn wir Ihren Antrag ablehnen, Sie unsere Antwort für unzureichend halten oder wir nicht innerhalb der Frist ({{dataRequestAnswerDays}}) antworten, können Sie über die Behörde zum Schutz personenbezogener Daten (KVK Kurumu) Beschwerde beim Datenschutzrat (Kişisel Verileri Koruma Kurulu) einlegen. Die Beschwerde muss innerhalb von 30 Tagen, nachdem Sie von unserer Antwort erfahren haben, und in jedem Fall innerhalb von 60 Tagen nach Ihrem Antrag bei uns eingelegt werden.',
      ],
    },
    {
      heading: 'Cookies und Inhalte Dritter',
      paragraphs: [
        'Diese Website verwendet nur die Cookies und ähnlichen Techniken, die sie zum Funktionieren braucht, zum Beispiel um die Formulare vor Missbrauch zu schützen. Wir verwenden keine Analyse- oder Werbe-Cookies.',
        'Die Karte auf unserer Kontaktseite stammt von einem Kartendienst eines Dritten. Sie wird nicht geladen, wenn Sie die Seite öffnen, sondern erst, wenn Sie darauf klicken; dann erhält der Kartenanbieter Ihre IP-Adresse und kann nach seinen eigenen Datenschutzbestimmungen eigene Cookies setzen.',
      ],
    },
    {
      heading: 'Änderungen dieses Hinweises',
      paragraphs: [
        'Wir können diesen Hinweis aktualisieren, wenn sich unsere Verarbeitung oder das Recht ändert. Das Datum oben auf der Seite zeigt, wann er zuletzt aktualisiert wurde.',
      ],
    },
  ],
})
