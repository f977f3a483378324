import type { SeedUi } from '../../helpers.ts';

/** The German words of the seed's templates (helpers.ts EN_UI). */
export const UI: SeedUi = {
  overview: {
    product: 'Was die Lösung leistet',
    technology: 'Die Technologie im Detail',
    service: 'So arbeiten wir mit Ihnen',
    campaign: 'Über die Kampagne',
  },
  benefits: {
    product: 'Ihre Vorteile',
    technology: 'Was damit möglich wird',
    service: 'Was enthalten ist',
    campaign: 'Warum sie wirkt',
  },
  stepsTitle: {
    product: 'So funktioniert es',
    technology: 'So funktioniert es',
    service: 'So läuft ein Projekt ab',
    campaign: 'So starten Sie die Kampagne',
  },
  steps: {
    product: [
      [
        'Katalog bereitstellen',
        'Senden Sie uns Produktdaten oder Farbmuster – wir machen daraus virtuelle Produkte.',
      ],
      [
        'In Ihre Seiten einbinden',
        'Fügen Sie das Webmodul ein oder nutzen Sie die SDKs für iOS und Android in Ihrer App.',
      ],
      [
        'Live gehen und messen',
        'Ihre Kundschaft probiert am eigenen Gesicht aus; das Dashboard zeigt Nutzung und Umsatz.',
      ],
    ],
    technology: [
      [
        'Erfassen',
        'Eine normale Smartphone-, Laptop- oder Spiegelkamera liefert die Bilder – ganz ohne Spezialhardware.',
      ],
      [
        'Verstehen',
        'Unsere Modelle erkennen Gesicht, Hand oder Haare in jedem Bild, wo möglich direkt auf dem Gerät.',
      ],
      [
        'Darstellen oder auswerten',
        'Das Ergebnis wird in Echtzeit dargestellt oder als Werte ausgegeben, die Ihr Produkt nutzen kann.',
      ],
    ],
    service: [
      [
        'Erstgespräch',
        'Wir lernen Ihre Ziele, Kanäle und Märkte kennen und legen gemeinsam fest, woran wir Erfolg messen.',
      ],
      [
        'Umsetzung und Abnahme',
        'Unser Team baut das Erlebnis auf, und Sie prüfen es auf Ihren eigenen Geräten.',
      ],
      ['Start und Optimierung', 'Wir gehen gemeinsam live und besprechen die Zahlen jeden Monat mit Ihnen.'],
    ],
    campaign: [
      ['Produkte auswählen', 'Wählen Sie die Farbtöne oder Artikel, die die Kampagne zeigen soll.'],
      [
        'Seite im Markendesign gestalten',
        'Wir übertragen Ihre Farben, Texte und Starttermine auf ein bewährtes Layout.',
      ],
      [
        'Bewerben und auswerten',
        'Teilen Sie den Link in Anzeigen und Social-Media-Beiträgen und verfolgen Sie die Ergebnisse live.',
      ],
    ],
  },
  useCasesTitle: 'Wo Teams es einsetzen',
  proofTitle: 'Was Marken berichten',
  proof: {
    product: [
      ['2,5x', 'höhere Warenkorbrate bei Kundschaft, die virtuell anprobiert'],
      ['30 %', 'weniger Retouren bei anprobierten Produkten'],
      ['3 Min.', 'längere Verweildauer auf Produktseiten'],
    ],
    technology: [
      ['1.000+', 'Marken nutzen dieselbe Engine'],
      ['30 fps', 'Live-Tracking auf Smartphones der Mittelklasse'],
      ['9', 'Sprachen in den begleitenden Tools'],
    ],
    service: [
      ['2–6 Wo.', 'übliche Zeit vom Kick-off bis zum Start'],
      ['24 Std.', 'Reaktionszeit bei Problemen am Starttag'],
      ['40+', 'Märkte, die unsere Teams betreuen'],
    ],
    campaign: [
      ['5 Tage', 'vom Briefing bis zur live geschalteten Kampagnenseite'],
      ['2x', 'mehr Produktaufrufe während der Kampagne'],
      ['100 %', 'der Ergebnisse in Ihrem Dashboard sichtbar'],
    ],
  },
  faqTitle: 'Häufig gestellte Fragen',
  commonFaqs: {
    product: [
      [
        'Wie lange dauert die Integration?',
        'Die meisten Marken gehen in zwei bis sechs Wochen live: Das Webmodul ist ein einziges Skript, und unser Team ordnet Ihren Katalog gemeinsam mit Ihnen zu.',
      ],
      [
        'Was passiert mit den Kamerabildern der Kundschaft?',
        'Die Bilder werden nur verarbeitet, um den Effekt anzuzeigen, und nicht gespeichert, es sei denn, die Kundin oder der Kunde speichert ein Ergebnis. Einzelheiten finden Sie in unserer Datenschutzerklärung.',
      ],
    ],
    technology: [
      [
        'Können wir die Technologie in unserer eigenen App nutzen?',
        'Ja. Dieselbe Engine ist als Webmodul, als SDK für iOS und Android und als Server-API in Lizenz erhältlich.',
      ],
      [
        'Wo findet die Verarbeitung statt?',
        'Wo immer möglich auf dem Gerät der Kundschaft. Serverseitige Verarbeitung kommt nur bei Funktionen zum Einsatz, die sie benötigen, und speichert standardmäßig nichts.',
      ],
    ],
    service: [
      [
        'Wem gehören die Inhalte und die Daten?',
        'Ihnen. Für Sie erstellte Inhalte und die Daten Ihrer Kundschaft gehören Ihrer Marke; wir verarbeiten sie ausschließlich nach Ihren Weisungen.',
      ],
      [
        'Wie wird der Service berechnet?',
        'Nach Umfang: Nach dem Erstgespräch erhalten Sie ein Festpreisangebot für die Umsetzung und eine monatliche Gebühr für den Betrieb.',
      ],
    ],
    campaign: [
      [
        'Wie schnell kann eine Kampagne live gehen?',
        'Eine Kampagne auf Basis einer fertigen Vorlage geht in der Regel innerhalb einer Woche nach Erhalt Ihrer Produkte und Materialien live.',
      ],
      [
        'Können wir die Ergebnisse messen?',
        'Ja. Aufrufe, Anproben, gewonnene Leads und Klicks zu Ihrem Shop werden live im Dashboard angezeigt.',
      ],
    ],
  },
  relatedTitle: {
    product: 'Verwandte Produkte',
    technology: 'Verwandte Technologien',
    service: 'Verwandte Services',
    campaign: 'Weitere Kampagnen',
  },
  contactSales: 'Vertrieb kontaktieren',
  salesFormTitle: '{title} für Ihre Kundschaft',
  salesFormDescription:
    'Erzählen Sie uns von Ihrer Marke – eine Fachperson meldet sich innerhalb eines Werktags bei Ihnen.',
  trialFormTitle: '{title} kostenlos testen',
  trialFormDescription:
    'Starten Sie eine kostenlose Testversion und erleben Sie die Lösung mit Ihrem eigenen Katalog.',
  talkTitle: 'Sprechen Sie mit uns über {title}',
  talkDescription: 'Unser Lösungsteam stimmt die Lösung auf Ihre Kanäle, Märkte und Ihren Katalog ab.',
  featureStepsTitle: '{title}: so geht’s',
  featureFaqTitle: 'Fragen',
  featureCtaTitle: '{title} – kostenlos ausprobieren',
  featureCtaDescription: 'Verfügbar in den {{brand}} Apps für iOS und Android.',
  getTheApp: 'App laden',
  appHighlights: 'Highlights',
  appDownload: 'Kostenlos herunterladen',
  appFeaturesTitle: 'Beliebte Tools in {title}',
};
