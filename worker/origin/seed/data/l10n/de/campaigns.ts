import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CAMPAIGN_PAGE in German, by slug (data/solutions.ts CAMPAIGN_BRIEFS). */
export const CAMPAIGNS: Overlay<BriefText> = {
  smb: {
    title: 'Virtuelles Try-on für wachsende Marken',
    promise: 'Self-Service-Pläne, mit denen Ihr Shop noch diese Woche Try-on anbietet.',
    detail:
      'Unabhängige und wachsende Marken laden Farbtöne hoch, kopieren eine Zeile Code und gehen ohne Vertriebsgespräch live – und wechseln mit ihrem Wachstum in einen größeren Plan.',
    benefits: [
      ['Einrichtung im Self-Service', 'Hochladen, prüfen und veröffentlichen – ganz selbstständig.'],
      ['Monatliche Pläne', 'Klein starten und jederzeit kündigen.'],
      ['Shop-Plugins', 'Bereit für verbreitete Shop-Plattformen.'],
    ],
    useCases: [
      ['Indie-Marken', 'Try-on ohne langen Vertriebsprozess.'],
      ['Wachsende Shops', 'Mit wenigen Farbtönen starten und später weitere ergänzen.'],
    ],
    faqs: [
      ['Gibt es eine kostenlose Testversion?', 'Ja, jeder Plan beginnt mit einer kostenlosen Testversion.'],
    ],
  },
  'ai-skin-diagnostic': {
    title: 'Kampagne zur Hautdiagnose',
    promise: 'Starten Sie in wenigen Tagen einen KI-Hautcheck auf Ihrer Website.',
    detail:
      'Eine fertige Kampagnenseite mit Hautanalyse, Routinen-Baukasten und E-Mail-Erfassung, vorbereitet für saisonale Hautpflege-Launches.',
    benefits: [
      ['Fertige Seite', 'Ein bewährtes Layout im Design Ihrer Marke.'],
      ['Lead-Erfassung', 'Optionaler E-Mail-Schritt vor den Ergebnissen.'],
      ['Routinen-Baukasten', 'Die Ergebnisse führen zu Ihren Produkten.'],
    ],
    useCases: [
      ['Saisonale Hautpflege-Launches', 'Eine Kampagnenseite, bereit für die neue Saison.'],
      ['Lead-Generierung', 'Ergebnisse per E-Mail nach der Anmeldung.'],
    ],
    faqs: [
      [
        'Können wir sie zeitlich begrenzt laufen lassen?',
        'Ja, Kampagnen können ein Start- und Enddatum haben.',
      ],
    ],
  },
  'skin-diagnostic': {
    title: 'Hautcheck für jeden Counter',
    promise: 'Dieselbe Hautanalyse im Geschäft und online.',
    detail:
      'Ein Hautmodell für Web und Counter bedeutet: Die Kundschaft erhält überall denselben Wert, und Beraterinnen und Berater sehen beim Besuch die Online-Ergebnisse.',
    benefits: [
      ['Omnichannel-Werte', 'Einheitliche Ergebnisse im Geschäft und online.'],
      ['Ansicht für die Beratung', 'Mit Einwilligung sehen Beratende frühere Scans.'],
      ['Fortschrittsverfolgung', 'Die Kundschaft vergleicht Scans im Zeitverlauf.'],
    ],
    useCases: [
      ['Omnichannel-Marken', 'Derselbe Wert online und am Counter.'],
      ['Kundenbindungsprogramme', 'Mitglieder verfolgen ihre Haut im Zeitverlauf.'],
    ],
    faqs: [
      [
        'Werden die Ergebnisse zwischen Kanälen synchronisiert?',
        'Ja, mit Einwilligung der Kundschaft und über Ihr Kontosystem.',
      ],
    ],
  },
  vto: {
    title: 'Kampagne für virtuelles Try-on',
    promise: 'Helfen Sie Ihrer Kundschaft, auf jedem Gerät sicher zu wählen.',
    detail:
      'Try-on für Make-up, Brillen und Accessoires, gebündelt für eine saisonale Kampagne – mit Landingpage und Reporting-Dashboard.',
    benefits: [
      ['Mehrere Kategorien', 'Make-up, Brillen und Accessoires zusammen.'],
      ['Kampagnenseite', 'Eine Landingpage in Ihrem Design.'],
      ['Reporting', 'Anproben, geteilte Looks und Warenkorbaktionen auf einen Blick.'],
    ],
    useCases: [
      ['Produktseiten', 'Try-on für jedes Produkt.'],
      ['Anzeigen', 'Try-on-Links in Anzeigen.'],
    ],
    faqs: [['Wie schnell kann eine Kampagne live gehen?', 'Mit vorhandenen Farbtönen in etwa einer Woche.']],
  },
  'vto-v1': {
    title: 'Erst anprobieren, dann kaufen',
    promise: 'Das klassische Try-on-Erlebnis, jetzt schneller auf Mobilgeräten.',
    detail:
      'Ein schlanker Try-on-Ablauf mit größerer Kameraansicht, schnellem Farbtonwechsel und einem fixierten Warenkorb-Button für kleine Bildschirme.',
    benefits: [
      ['Mobile first', 'Für die Bedienung mit einer Hand gestaltet.'],
      ['Schneller Wechsel', 'Zwischen Farbtönen wischen.'],
      ['Fixierter Warenkorb', 'In den Warenkorb legen, ohne die Kamera zu verlassen.'],
    ],
    useCases: [
      ['Mobile Kundschaft', 'Ein schnelleres Try-on auf dem Smartphone.'],
      ['Bestehende Integrationen', 'Das klassische Erlebnis behalten – nur schneller.'],
    ],
    faqs: [
      [
        'Ersetzt es unser bestehendes Try-on?',
        'Es ist eine Layoutoption; Ihre Farbtöne bleiben unverändert.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Kampagne für virtuelles Make-up',
    promise: 'Saisonale Looks, die Ihre Kundschaft mit einem Tippen ausprobiert.',
    detail:
      'Stellen Sie für einen Launch oder die Festtage eine Auswahl an Looks zusammen – jeder eine Kombination Ihrer Produkte, bereit zum Ausprobieren und zum Kauf als Set.',
    benefits: [
      ['Kuratierte Looks', 'Sets, gestaltet von Ihren Make-up-Artists.'],
      ['Set-Checkout', 'Einen ganzen Look in den Warenkorb legen.'],
      ['Teilbar', 'Die Kundschaft teilt ihren Lieblingslook.'],
    ],
    useCases: [
      ['Saisonale Looks', 'Looks, bereit zum Ausprobieren und Kaufen.'],
      ['Geschenkratgeber', 'Try-on für Geschenksets.'],
    ],
    faqs: [
      [
        'Wie viele Looks kann eine Kampagne enthalten?',
        'So viele Sie möchten; sechs bis zwölf haben sich bewährt.',
      ],
    ],
  },
  'skincare-pro-aesthetic-simulation': {
    title: 'Skincare Pro Ästhetik-Simulation',
    promise: 'Visuelle Beratungen für ästhetische Kliniken, ab dem ersten Besuch.',
    detail:
      'Kliniken kombinieren Hautanalyse mit Behandlungssimulationen, um Optionen mit Patientinnen und Patienten zu besprechen; die Bilder werden in der Beratungsakte gespeichert.',
    benefits: [
      ['Behandlungsvorschau', 'Simulieren Sie Ergebnisse gängiger Behandlungen.'],
      ['Patientenakten', 'Speichern Sie Bilder zu jeder Beratung.'],
      ['Klinik-Branding', 'Ihr Logo und Ihre Farben durchgängig.'],
    ],
    useCases: [
      ['Ästhetische Kliniken', 'Visuelle Beratungen ab dem ersten Besuch.'],
      ['Behandlungsplanung', 'Simulationen, um Optionen zu besprechen.'],
    ],
    faqs: [
      [
        'Eignet es sich für medizinische Aussagen?',
        'Es unterstützt Beratungen und trifft keine medizinischen Aussagen.',
      ],
    ],
  },
  'skincare-pro-skin-analysis': {
    title: 'Skincare Pro Hautanalyse',
    promise: 'Professionelle Hautanalyse für Spas, Kliniken und Counter.',
    detail:
      'Skincare Pro läuft auf einem Tablet, bewertet jedes Hautanliegen, vergleicht Besuche im Zeitverlauf und erstellt einen Bericht im Design Ihrer Marke für die Kundin oder den Kunden.',
    benefits: [
      ['Besuchsverlauf', 'Vergleichen Sie Scans über mehrere Besuche.'],
      ['Berichte im Markendesign', 'PDF- und E-Mail-Berichte in Ihrem Stil.'],
      ['Mehrere Standorte', 'Verwalten Sie mehrere Standorte in einem Konto.'],
    ],
    useCases: [
      ['Spas', 'Analyse vor jeder Behandlung.'],
      ['Kliniken', 'Fortschritte zwischen Besuchen verfolgen.'],
    ],
    faqs: [['Welche Tablets werden unterstützt?', 'Aktuelle iPads und Android-Tablets mit Frontkamera.']],
  },
  'holiday-looks': {
    title: 'Kampagne für Festtags-Looks',
    promise: 'Festliche Looks für die Geschenksaison, bereit zum Ausprobieren und Kaufen.',
    detail:
      'Eine Festtagsvorlage mit Glitzer-Finishes, Geschenkset-Bundles und einem Countdown-Banner, ausgelegt für den Andrang in der Hochsaison.',
    benefits: [
      ['Glitzer-Finishes', 'Glitzer- und Metallic-Effekte für Party-Looks.'],
      ['Geschenksets', 'Verknüpfen Sie Looks mit Geschenksets.'],
      ['Bereit für die Hochsaison', 'Skaliert für die geschäftigsten Wochen des Jahres.'],
    ],
    useCases: [
      ['Geschenksaison', 'Festliche Looks zum Ausprobieren und Kaufen.'],
      ['Party-Looks', 'Ausdrucksstarke Looks für die Feiertage.'],
    ],
    faqs: [
      ['Können wir die Kampagne zeitlich planen?', 'Ja, legen Sie Start- und Enddatum in der Konsole fest.'],
    ],
  },
};
