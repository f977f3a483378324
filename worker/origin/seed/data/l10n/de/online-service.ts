import type { ContentPage } from '../../../../../../shared/smb/content';
import { page, trialForm } from '../../helpers.ts';
import {
  featurePage,
  type OnlineService,
  type OnlineServiceText,
  type OnlineServiceUi,
  planPage,
  SERVICES,
} from '../../online-service.ts';
import type { Overlay } from '../types.ts';
import { UI as SEED_UI } from './ui.ts';

const UI: OnlineServiceUi = {
  features: 'Funktionen',
  steps: 'In drei Schritten live',
  plansTitle: 'Pläne und Preise ansehen',
  plansDescription: 'Monats- und Jahrespläne, jeweils mit kostenloser Testversion.',
  viewPlans: 'Pläne ansehen',
  trialTitle: 'Kostenlose Testversion starten',
  trialDescription:
    'Starten Sie eine kostenlose Testversion und erleben Sie die Lösung mit Ihrem eigenen Katalog.',
  planPageTitle: '{title}: Pläne und Preise',
  planPageDescription: 'Wählen Sie den Plan, der zu Ihrem Katalog und Ihrem Traffic passt.',
  startTrial: 'Kostenlos testen',
  contactSales: 'Vertrieb kontaktieren',
  plans: 'Pläne',
  plansNote: 'Preise in US-Dollar pro Monat. Bei jährlicher Abrechnung sparen Sie rund 20 %.',
  essential: 'Essential',
  essentialDescription: 'Für Marken, die gerade starten.',
  premium: 'Premium',
  premiumDescription: 'Für wachsende Kataloge und steigenden Traffic.',
  enterprise: 'Enterprise',
  enterpriseDescription: 'Für globale Marken mit individuellen Anforderungen.',
  compare: 'Pläne vergleichen',
  rowTrial: 'Kostenlose Testversion',
  rowAnalytics: 'Analyse-Dashboard',
  rowSupport: 'Priorisierter Support',
  rowManager: 'Persönlicher Customer Success Manager',
  faq: 'Fragen zu den Plänen',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: 'Virtuelles Make-up-Try-on, online',
    promise: 'Ergänzen Sie Ihren Onlineshop um Live-Make-up-Try-on – ganz ohne Programmierung.',
    features: [
      ['Alle Kategorien', 'Produkte für Lippen, Augen, Brauen, Wangen und Teint.'],
      ['Farbton-Baukasten', 'Erstellen Sie virtuelle Farbtöne aus einem Farbmusterfoto und einem Hex-Wert.'],
      ['Shop-Plugins', 'In wenigen Minuten auf verbreiteten Shop-Plattformen installiert.'],
      ['Analysen', 'Anproben, Lieblingsfarbtöne und Warenkorb-Events.'],
    ],
    steps: [
      ['Farbtöne hochladen', 'Fügen Sie Produkte und ihre Farbmuster in der Konsole hinzu.'],
      ['Vorschau', 'Prüfen Sie jeden Farbton an Beispielgesichtern und an sich selbst.'],
      ['Veröffentlichen', 'Fügen Sie das Snippet ein oder installieren Sie das Plugin und gehen Sie live.'],
    ],
    limits: {
      essential: ['Bis zu 50 Artikel (SKUs)', '10.000 Anproben pro Monat', 'Support per E-Mail'],
      premium: [
        'Bis zu 500 Artikel (SKUs)',
        '100.000 Anproben pro Monat',
        'Looks und Sets',
        'Priorisierter Support',
      ],
      enterprise: [
        'Unbegrenzte Artikelzahl',
        'Individuelle Volumen',
        'Persönlicher Customer Success Manager',
        'SSO und Audit-Logs',
      ],
    },
    faqs: [
      [
        'Kann ich den Plan später wechseln?',
        'Ja. Upgrades gelten sofort, Downgrades ab dem nächsten Abrechnungsdatum.',
      ],
      [
        'Was zählt als Anprobe?',
        'Jedes Öffnen des Try-on-Moduls durch eine Besucherin oder einen Besucher, unabhängig davon, was darin ausprobiert wird.',
      ],
      [
        'Bieten Sie eine kostenlose Testversion an?',
        'Ja, 14 Tage für Essential oder Premium, ohne Kreditkarte.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Virtuelles Brillen-Try-on, online',
    promise: 'Lassen Sie Ihre Kundschaft jede Fassung online am eigenen Gesicht anprobieren.',
    features: [
      [
        'Fassungsanpassung',
        'Fassungen werden anhand geschätzter Pupillenabstände an jedes Gesicht angepasst.',
      ],
      ['Foto zu 3D', 'Erstellen Sie Try-on-Fassungen aus drei Produktfotos.'],
      ['Glasoptionen', 'Zeigen Sie Tönungen, Verläufe und Verspiegelungen.'],
      ['Vergleichsansicht', 'Die Kundschaft vergleicht bis zu vier Fassungen nebeneinander.'],
    ],
    steps: [
      ['Fassungsfotos senden', 'Front- und Seitenfotos vor neutralem Hintergrund.'],
      ['3D-Fassungen prüfen', 'Geben Sie jede generierte Fassung in der Konsole frei.'],
      ['Live gehen', 'Fügen Sie den Try-on-Button zu Ihren Produktseiten hinzu.'],
    ],
    limits: {
      essential: ['Bis zu 50 Fassungen', '10.000 Anproben pro Monat', 'Support per E-Mail'],
      premium: ['Bis zu 400 Fassungen', '100.000 Anproben pro Monat', 'Glaseffekte', 'Priorisierter Support'],
      enterprise: [
        'Unbegrenzte Fassungen',
        'Individuelle Volumen',
        'Vorschau von Korrekturgläsern',
        'Persönlicher Customer Success Manager',
      ],
    },
    faqs: [
      [
        'Wie genau ist die Größenanpassung der Fassungen?',
        'Bei den meisten Gesichtern auf wenige Millimeter genau, wenn das ganze Gesicht sichtbar ist.',
      ],
      [
        'Kann die Kundschaft ein Foto hochladen?',
        'Ja, Live-Kamera und Foto-Upload werden beide unterstützt.',
      ],
      ['Wie lange dauert die Erstellung der Fassungen?', 'In der Regel zwei Werktage pro Lieferung.'],
    ],
  },
  'skincare-pro': {
    title: 'Skincare Pro, online',
    promise: 'Professionelle KI-Hautanalyse für Ihre Website, Ihr Spa oder Ihre Klinik.',
    features: [
      ['Fünfzehn Hautanliegen', 'Pigmentflecken, Falten, Hautbild, Poren, Rötungen, Glanz und mehr.'],
      ['Hautalter und Hautzustand', 'Gesamtwerte, die die Kundschaft auf einen Blick versteht.'],
      ['Routinen-Baukasten', 'Ordnen Sie jedem Anliegen Produkte oder Behandlungen zu.'],
      ['Berichte', 'Berichte im Markendesign per E-Mail oder als PDF.'],
    ],
    steps: [
      ['Anliegen wählen', 'Wählen Sie die Hautanliegen, die zu Ihrem Sortiment passen.'],
      ['Produkte zuordnen', 'Verknüpfen Sie Produkte oder Behandlungen mit jedem Ergebnis.'],
      ['Einbinden', 'Fügen Sie die Analyse in eine Seite ein oder nutzen Sie sie auf einem Tablet.'],
    ],
    limits: {
      essential: ['8 Hautanliegen', '2.000 Analysen pro Monat', 'Support per E-Mail'],
      premium: [
        'Alle 15 Hautanliegen',
        '20.000 Analysen pro Monat',
        'HD-Analysemodus',
        'Priorisierter Support',
      ],
      enterprise: [
        'Individuelle Hautanliegen',
        'Individuelle Volumen',
        'Klinische Kalibrierung',
        'Persönlicher Customer Success Manager',
      ],
    },
    faqs: [
      [
        'Wird eine medizinische Zulassung benötigt?',
        'Nein. Skincare Pro ist ein kosmetisches Werkzeug und stellt keine medizinische Diagnose.',
      ],
      [
        'Können Ergebnisse gespeichert werden?',
        'Ja, mit Einwilligung der Kundin oder des Kunden, um Besuche im Zeitverlauf zu vergleichen.',
      ],
      [
        'Welche Sprachen werden unterstützt?',
        'Die Oberfläche der Analyse ist in allen Sprachen der Website verfügbar.',
      ],
    ],
  },
  'aesthetic-simulation': {
    title: 'Ästhetik-Simulation, online',
    promise: 'Zeigen Sie Patientinnen und Patienten realistische Vorschauen ästhetischer Behandlungen.',
    features: [
      ['Behandlungsbibliothek', 'Vorschauen für Filler, Konturierung und Hauterneuerung.'],
      ['Dezente Regler', 'Grenzwerte halten die Simulationen realistisch.'],
      ['Vorher und nachher', 'Schieberegler- und Nebeneinander-Ansicht für die Beratung.'],
      ['Beratungsdokumentation', 'Speichern Sie Simulationen in der Patientenakte.'],
    ],
    steps: [
      ['Aufnehmen', 'Nehmen Sie ein Frontalfoto bei gleichmäßigem Licht auf.'],
      ['Simulieren', 'Passen Sie die Behandlungszonen gemeinsam mit der Patientin an.'],
      ['Speichern und teilen', 'Speichern Sie das Ergebnis und senden Sie der Patientin eine Kopie.'],
    ],
    limits: {
      essential: ['1 Standort', '300 Simulationen pro Monat', 'Support per E-Mail'],
      premium: [
        'Bis zu 5 Standorte',
        '3.000 Simulationen pro Monat',
        'Eigenes Branding',
        'Priorisierter Support',
      ],
      enterprise: [
        'Unbegrenzte Standorte',
        'Individuelle Volumen',
        'Integration in Praxissoftware',
        'Persönlicher Customer Success Manager',
      ],
    },
    faqs: [
      [
        'Sind Simulationen eine Ergebnisgarantie?',
        'Nein. Sie unterstützen die Beratung; die Ergebnisse sind von Patient zu Patient verschieden.',
      ],
      [
        'Wo werden die Bilder gespeichert?',
        'In der Speicherregion Ihres Kontos; auf Anfrage werden sie gelöscht.',
      ],
      ['Können wir es auf einem Tablet nutzen?', 'Ja, auf aktuellen iPads und Android-Tablets.'],
    ],
  },
};

const campaign: ContentPage = page(
  'Make-up-Try-on für Ihren Shop – 14 Tage kostenlos',
  'Bringen Sie noch diese Woche Live-Make-up-Try-on auf Ihre Produktseiten und sehen Sie, was es für Ihre Conversion bewirkt.',
  [
    {
      component: 'success-story-roi',
      title: 'Was Marken nach dem Start erleben',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: 'x',
          conversionDescription: 'höhere Warenkorbrate bei Kundschaft, die virtuell anprobiert',
          buttonText: 'Erfolgsgeschichten lesen',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: 'weniger farbtonbedingte Retouren',
          buttonText: 'Preise ansehen',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: 'längere Verweildauer auf Produktseiten',
          buttonText: 'Testversion starten',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: 'So funktioniert die Testversion',
      steps: [
        {
          name: 'Registrieren',
          text: 'Legen Sie ein Konto an; für die Testversion ist keine Kreditkarte nötig.',
          image: null,
        },
        {
          name: 'Farbtöne hinzufügen',
          text: 'Laden Sie während der Testphase bis zu 20 Produkte hoch.',
          image: null,
        },
        {
          name: 'Live gehen',
          text: 'Installieren Sie das Plugin und behalten Sie das Dashboard im Blick.',
          image: null,
        },
      ],
    },
    trialForm('14-tägige Testversion starten', SEED_UI),
  ],
);

/** ONLINE_SERVICE_PAGE in German, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
