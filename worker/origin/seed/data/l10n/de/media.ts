import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: 'Vertrieb kontaktieren',
  buttonLink: SALES,
});

/** NEWS in German, by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} kündigt das Global Beauty Tech Forum an',
    summary: 'Ein Tag mit Vorträgen zu KI, AR und der Zukunft des Beauty-Handels – vor Ort und online.',
    body: [
      p(
        '{{brand}} veranstaltet das Global Beauty Tech Forum mit Führungskräften von Marken, Forschenden und Händlern.',
      ),
    ],
  },
  'skin-emulation-launch': {
    title: 'Neue Hautsimulation zeigt Ergebnisse über zwölf Wochen',
    summary: 'Marken können Produktwirkungen jetzt auf Basis ihrer eigenen klinischen Daten visualisieren.',
    body: [
      p(
        'Mit der neuen Zeitachse der Simulation vergleicht die Kundschaft ihre Haut von heute mit dem Stand nach vier, acht und zwölf Wochen.',
      ),
    ],
  },
  'eyewear-photo-to-3d': {
    title: 'Brillenfassungen aus drei Fotos',
    summary: 'Ein neuer Workflow macht aus Produktfotos in zwei Tagen Try-on-Fassungen.',
    body: [
      p(
        'Brillenmarken senden jetzt drei Fotos pro Fassung und erhalten ein Modell, das für das Try-on bereit ist.',
      ),
    ],
  },
  'accessibility-update': {
    title: 'Foto-Upload als Alternative für jede Kamerafunktion',
    summary: 'Alle Kameraerlebnisse bieten jetzt einen Foto-Upload und beschriebene Ergebnisse.',
    body: [
      p(
        'Jede kamerabasierte Funktion akzeptiert jetzt ein hochgeladenes Foto und beschreibt ihre Ergebnisse in Textform.',
      ),
    ],
  },
  'retail-mirror-pilot': {
    title: 'Pilotprojekt mit dem {{brand}} Smart Mirror startet in zwölf Filialen',
    summary:
      'Die Kundschaft probiert Lippenstift und Haarfarbe direkt am Regal aus, ohne einen Tester zu berühren.',
    body: [
      p(
        'Zwölf Filialen in drei Ländern haben jetzt einen {{brand}} Spiegel neben den Regalen für Lippen- und Haarfarben.',
      ),
      p(
        'Die Kundschaft scannt einen Barcode und sieht den Farbton innerhalb einer Sekunde auf dem eigenen Gesicht.',
      ),
      h2('Was das Pilotprojekt misst'),
      ul('Verweildauer am Regal', 'Ausprobierte Farbtöne pro Besuch', 'Beschwerden zur Hygiene von Testern'),
    ],
  },
  'ai-nail-colour-release': {
    title: 'KI-Nagellack-Try-on folgt jetzt jedem Finger',
    summary: 'Ein neues Handmodell hält den Lack an seinem Platz, während sich die Hand dreht und bewegt.',
    body: [
      p(
        'Das aktualisierte Nagel-Try-on verfolgt jeden Nagel einzeln, sodass der Lack auch bei schnellen Gesten an seinem Platz bleibt.',
      ),
      p('Marken können Finishes wie Creme, Schimmer, Chrom und Jelly über die Konsole hochladen.'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} erneuert seine Datenschutz- und Sicherheitszertifizierungen',
    summary: 'Unabhängige Prüfer haben bestätigt, wie Gesichtsdaten verarbeitet und gelöscht werden.',
    body: [
      p(
        'Ein jährliches Audit hat den Umgang mit Daten bei jedem kamerabasierten Produkt von {{brand}} geprüft.',
      ),
      p(
        'Gesichtsbilder für das Try-on werden im Arbeitsspeicher verarbeitet und nach Ende der Sitzung nicht gespeichert.',
      ),
    ],
  },
  'colour-report-spring-2025': {
    title: 'Farbtrendbericht Frühjahr/Sommer 2025 veröffentlicht',
    summary: 'Transparente Korallentöne und Beeren-Glosses führten Millionen anonymer Anproben an.',
    body: [
      p(
        'Der neue Bericht listet die Farbtöne, die die Kundschaft für Lippen, Augen, Nägel und Haare am häufigsten ausprobiert hat.',
      ),
      p(
        'Marken können den vollständigen Bericht mit regionalen Auswertungen auf der Seite zu den Farbtrends anfordern.',
      ),
    ],
  },
};

/** VIDEO in German, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: 'KI-Hautanalyse am Counter',
    description: 'Die Aufzeichnung eines Webinars darüber, wie Beratungen mit einem Hautscan beginnen.',
  },
  'makeup-try-on-in-two-minutes': {
    title: 'Make-up-Try-on in zwei Minuten',
    description: 'Vom Farbmuster zum Live-Farbton auf der Produktseite.',
  },
  'jewellery-3d-viewer': {
    title: 'Der 3D-Viewer für Ringe und Uhren',
    description: 'Ein 3D-Asset drehen, zoomen und anprobieren.',
  },
  'hair-ai-overview': {
    title: 'Hair AI im Überblick',
    description: 'Analyse von Länge, Haartyp, Dichte und Frizz in einem Rundgang.',
  },
  'nail-colour-try-on-demo': {
    title: 'Demo des Nagellack-Try-ons',
    description: 'Fünf Finishes an einer bewegten Hand, live und ohne Schnitt aufgenommen.',
  },
  'smart-mirror-in-store': {
    title: 'Der Smart Mirror im Geschäft',
    description: 'Wie eine Kundin mit dem Spiegel vom Barcode-Scan bis zur Kasse gelangt.',
  },
  'colour-trends-spring-2025': {
    title: 'Farbtrends Frühjahr/Sommer 2025',
    description:
      'Unsere Farbanalystinnen und -analysten stellen die meistprobierten Farbtöne der Saison vor.',
  },
  'console-quick-start': {
    title: 'Schnellstart für die Konsole',
    description: 'Ein Produkt anlegen, Farbtöne wählen und in zehn Minuten ein Try-on veröffentlichen.',
  },
};

/** SUCCESS_STORY in German, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics findet Foundation-Farbtöne online',
    summary:
      'Eine Foundation-Reihe mit 40 Farbtönen hat dank KI-Farbtonabgleich ihre Käuferinnen und Käufer online gefunden.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Ergebnisse',
        items: [
          roi(2.1, 'x', 'Conversion bei Kundschaft, die den Farbtonfinder genutzt hat'),
          roi(28, '%', 'weniger farbtonbedingte Retouren'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          p(
            'Die Marke hat den Farbtonfinder auf jeder Foundation-Produktseite und auf ihren Counter-Tablets eingeführt.',
          ),
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics bringt 600 Fassungen online',
    summary: 'Dank Foto-zu-3D war der gesamte Katalog in sechs Wochen bereit für das Try-on.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Ergebnisse',
        items: [
          roi(600, '+', 'Fassungen in sechs Wochen bereit für das Try-on'),
          roi(45, '%', 'längere Verweildauer auf Produktseiten'),
        ],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic beginnt jede Beratung mit einem Scan',
    summary: 'Visuelle Beratungen machen es leichter, Behandlungspläne zu besprechen.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Ergebnisse',
        items: [roi(130, '%', 'mehr Buchungen von Folgeterminen')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Visuelle Beratungen durchführen',
        description: 'Entdecken Sie Skincare Pro für Kliniken.',
        cta: cta('Skincare Pro entdecken', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group gewinnt Farbtermine über das Try-on',
    summary: 'Gäste wählen ihre Haarfarbe zu Hause und kommen mit bereits gebuchtem Termin in den Salon.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Ergebnisse',
        items: [
          roi(3.4, 'x', 'mehr Online-Buchungen für Colorationen'),
          roi(22, '%', 'kürzere Beratungen im Salon'),
          roi(150, '+', 'Salons in vier Monaten live'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('Die Herausforderung'),
          p('Gäste konnten eine Farbe nur schwer beschreiben, sodass Ersttermine oft länger dauerten.'),
          h2('Der Ansatz'),
          p(
            'Das Live-Haarfarben-Try-on wurde in die Buchungsseite integriert; der gewählte Farbton wird mit der Buchung übermittelt.',
          ),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail ersetzt Tester durch Spiegel',
    summary:
      'Smart Mirrors am Regal haben die Zahl der Farbtonanproben gesteigert und den Abfall durch Tester gesenkt.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Ergebnisse',
        items: [
          roi(64, '%', 'weniger Testerabfall pro Filiale'),
          roi(2.7, 'x', 'ausprobierte Farbtöne pro Besuch'),
        ],
      },
      {
        component: 'cta-banner' as const,
        title: 'Bringen Sie Try-on in Ihre Filialen',
        description: 'Sehen Sie, wie der Barcode-Service im Geschäft mit Ihren Planogrammen funktioniert.',
        cta: cta('Barcode-Try-on im Geschäft entdecken', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in German, by trendHandle: colour names translated, hex values kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: 'Farbtrends Frühjahr/Sommer 2025',
    season: 'Frühjahr/Sommer 2025',
    summary:
      'Sanfte Korallentöne, transparente Beerentöne und schimmernde Nudetöne führten die Anproben dieser Saison an.',
    imageUrl: null,
    colors: [
      { name: 'Zartes Koralle', hex: '#F08A6E', description: 'Die meistprobierte Lippenfarbe der Saison.' },
      { name: 'Saftige Beere', hex: '#9C2C5A', description: 'Ein Gloss-Favorit für den Abend.' },
      { name: 'Schimmernder Nude', hex: '#D9A58B', description: 'Hautähnliche Nudetöne mit Glanz.' },
    ],
  },
  'autumn-winter-2024': {
    title: 'Farbtrends Herbst/Winter 2024',
    season: 'Herbst/Winter 2024',
    summary: 'Tiefe Pflaumentöne und warme Brauntöne dominierten.',
    imageUrl: null,
    colors: [
      { name: 'Pflaumensamt', hex: '#5B2245', description: 'Mattes Pflaume für Lippen und Nägel.' },
      { name: 'Kakao', hex: '#6F4A3A', description: 'Ein warmes Braun für Augen und Lippen.' },
    ],
  },
  'hair-colour-2024': {
    title: 'Haarfarbtrends 2024',
    season: '2024',
    summary: 'Kupfer und sanftes Blond waren die meistprobierten Haarfarben.',
    imageUrl: null,
    colors: [
      { name: 'Kupfer', hex: '#B5562B', description: 'Sattes Kupferrot.' },
      { name: 'Butterblond', hex: '#E6C98A', description: 'Ein sanftes, warmes Blond.' },
    ],
  },
};

/** DEMO_STORE_FEATURE in German, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: 'Die Lippenauswahl für den Frühling',
    description:
      'Sechs Lippenfarben, ausgewählt für die neue Saison – von sanftem Koralle bis zu tiefem Pflaume. Wählen Sie eine aus und sehen Sie sie in Echtzeit auf Ihren eigenen Lippen.',
  },
  'brow-studio': {
    title: 'Brauenstudio',
    description:
      'Vergleichen Sie vier Brauenfarben und finden Sie die, die Ihr Gesicht am schönsten einrahmt. Das Try-on startet, sobald Sie bereit sind.',
  },
  'ring-bar': {
    title: 'Die Ring-Bar',
    description:
      'Halten Sie Ihre Hand hoch und streifen Sie drei Ringe in 3D über: Der Stein fängt bei jeder Bewegung das Licht ein.',
  },
};
