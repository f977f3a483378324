import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** SERVICE_PAGE in German, by slug (data/solutions.ts SERVICE_BRIEFS). */
export const SERVICES: Overlay<BriefText> = {
  'app-listing': {
    title: 'App-Listing',
    promise: 'Bringen Sie Ihre Produkte in die {{brand}} Consumer-Apps.',
    detail:
      'Listen Sie Ihre Farbtöne in unseren Consumer-Apps, in denen täglich Millionen Menschen Looks ausprobieren, und leiten Sie die Kundschaft mit einem Tippen in Ihren Shop.',
    benefits: [
      ['Reichweite', 'Präsenz dort, wo Beauty-Fans bereits mit Looks experimentieren.'],
      ['Shop-Links', 'Jedes Produkt verlinkt auf Ihren Shop.'],
      ['Berichte', 'Monatliche Berichte zu Anproben und Klicks.'],
    ],
    useCases: [
      ['Produkteinführungen', 'Erreichen Sie App-Nutzer am Tag des Kollektions-Launches.'],
      ['Dauerhafte Präsenz', 'Ihre Farbtöne stehen in Looks und Tutorials bereit.'],
    ],
    faqs: [
      [
        'Wie lange läuft ein Listing?',
        'Listings laufen kampagnenbezogen, üblicherweise ein bis drei Monate.',
      ],
    ],
  },
  'in-store-consultation': {
    title: 'Beratung im Geschäft',
    promise: 'Counter-Tablets und Smart Mirrors für Haut- und Make-up-Beratungen.',
    detail:
      'Beraterinnen und Berater führen Hautscans und Anproben am Counter-Tablet durch, speichern die Ergebnisse im Profil der Kundschaft und drucken oder versenden eine Routinekarte.',
    benefits: [
      ['Bereit für den Counter', 'Ein Kioskmodus für Tablets und Spiegel.'],
      ['Geteilte Ergebnisse', 'Versenden Sie die Routine per E-Mail oder QR-Code.'],
      ['Filialanalysen', 'Sehen Sie Beratungen und Conversions pro Filiale.'],
    ],
    useCases: [
      ['Hautpflege-Counter', 'Scans, mit denen eine Beratung beginnt.'],
      ['Make-up-Counter', 'Try-on ohne Tester.'],
    ],
    faqs: [
      ['Welche Hardware wird unterstützt?', 'Aktuelle iPads, Android-Tablets und ausgewählte Smart Mirrors.'],
    ],
  },
  sdk: {
    title: 'SDK',
    promise: 'Native SDKs für iOS und Android, um Try-on in Ihre eigene App zu integrieren.',
    detail:
      'Das SDK stellt Kamera-, Try-on- und Analysekomponenten bereit, bei voller Kontrolle über Ihre Oberfläche, und enthält eine Beispiel-App als Ausgangspunkt.',
    benefits: [
      ['Native Leistung', 'Rendering über Metal und Vulkan.'],
      ['Ihre Oberfläche', 'Headless-Komponenten in Ihrem eigenen Design.'],
      ['Beispiel-App', 'Ein funktionierender Ausgangspunkt mit allen Funktionen.'],
    ],
    useCases: [
      ['Marken-Apps', 'Natives Try-on in Ihrer eigenen App.'],
      ['Händler-Apps', 'Ein SDK für alle Marken in Ihrem Sortiment.'],
    ],
    faqs: [
      ['Wie groß ist das SDK?', 'Die Module sind aufgeteilt, sodass Sie nur ausliefern, was Sie nutzen.'],
    ],
  },
  'wechat-mini-program': {
    title: 'WeChat-Miniprogramm',
    promise: 'Virtuelles Try-on in einem WeChat-Miniprogramm.',
    detail:
      'Ein fertiges Plugin bringt Make-up- und Hautfunktionen in Ihr Miniprogramm, abgestimmt auf die In-App-Kamera und den Bezahlablauf.',
    benefits: [
      ['Plugin-basiert', 'Ergänzen Sie Try-on, ohne Ihr Miniprogramm neu zu bauen.'],
      ['Teilen in sozialen Netzwerken', 'Looks lassen sich direkt in der App mit Freunden teilen.'],
      ['Lokales Hosting', 'Bereitgestellt über Infrastruktur in Festlandchina.'],
    ],
    useCases: [
      ['E-Commerce in China', 'Try-on in WeChat, wo die Kundschaft bereits ist.'],
      ['Kampagnenseiten', 'Miniprogramme für saisonale Launches.'],
    ],
    faqs: [
      [
        'Brauchen wir einen separaten Vertrag?',
        'Nein, es ist Teil des Standardvertrags für Leistungen in China.',
      ],
    ],
  },
  'youcam-4-web': {
    title: '{{brand}} für das Web',
    promise: 'Try-on und Analyse auf Ihrer Website mit einem einzigen Script-Tag.',
    detail:
      'Fügen Sie Ihren Produktseiten ein Skript und einen Button hinzu; das Modul öffnet die Kamera, wendet das Produkt an und meldet Warenkorb-Events an Ihre Seite zurück.',
    benefits: [
      ['Ein Skript', 'Keine App, kein Plugin – funktioniert in jedem modernen Browser.'],
      ['Events', 'Try-on- und Warenkorb-Events für Ihre Analysen.'],
      ['Anpassbares Design', 'Farben, Schriften und Texte folgen Ihrer Marke.'],
    ],
    useCases: [
      ['Produktseiten', 'Ein Skript ergänzt jedes Produkt um Try-on.'],
      ['Landingpages', 'Kampagnenseiten mit integriertem Try-on.'],
    ],
    faqs: [['Verlangsamt es unsere Seite?', 'Das Modul lädt erst, wenn die Kundschaft es öffnet.']],
  },
  'youcam-4-google': {
    title: '{{brand}} für die Suche',
    promise: 'Bringen Sie Try-on dorthin, wo die Kundschaft sucht.',
    detail:
      'Veröffentlichen Sie virtuelle Farbtöne auf unterstützten Such- und Shopping-Oberflächen, damit Interessierte Produkte ausprobieren können, bevor sie Ihre Website besuchen.',
    benefits: [
      ['Früher entdeckt', 'Try-on im Moment der Suche.'],
      ['Dieselben Assets', 'Verwenden Sie die für Ihre Website erstellten Farbtöne erneut.'],
      ['Feed-Werkzeuge', 'Exportieren Sie Farbtöne im erforderlichen Feed-Format.'],
    ],
    useCases: [
      ['Suchkampagnen', 'Try-on-Links direkt aus den Suchergebnissen.'],
      ['Shopping-Anzeigen', 'Ein Try-on-Schritt vor der Produktseite.'],
    ],
    faqs: [
      [
        'Welche Kategorien sind zugelassen?',
        'Make-up-Kategorien für Lippen, Augen und Teint in unterstützten Märkten.',
      ],
    ],
  },
  'taobao-mini-program': {
    title: 'Taobao-Miniprogramm',
    promise: 'Virtuelles Try-on für Ihre Shops auf Taobao und Tmall.',
    detail:
      'Die Kundschaft probiert Farbtöne auf den Produktdetailseiten Ihres Taobao-Shops aus; die Ergebnisse sind mit dem Warenkorb des Shops verknüpft.',
    benefits: [
      ['Nahtlos im Shop', 'Erscheint direkt auf Ihren Produktseiten.'],
      ['Bereit für Kampagnen', 'Hält dem Ansturm großer Shopping-Festivals stand.'],
      ['Shopdaten', 'Try-on-Berichte pro Produkt.'],
    ],
    useCases: [
      ['Flagship-Stores', 'Try-on in Ihrem Tmall-Flagship-Store.'],
      ['Shopping-Festivals', 'Try-on, bereit für Spitzenkampagnen.'],
    ],
    faqs: [
      ['Übernehmen Sie die Einrichtung für uns?', 'Ja, unser China-Team übernimmt Einrichtung und Prüfung.'],
    ],
  },
  'douyin-mini-program': {
    title: 'Douyin-Miniprogramm',
    promise: 'Try-on für Kurzvideos und Live-Commerce auf Douyin.',
    detail:
      'Mit einem Miniprogramm probiert das Publikum die in Kurzvideos und Livestreams gezeigten Farbtöne aus und kauft anschließend in Ihrem Douyin-Shop.',
    benefits: [
      ['Video-Commerce', 'Try-on, verlinkt aus Videos und Livestreams.'],
      ['Creator-freundlich', 'Creator können Looks mit ihren Inhalten verknüpfen.'],
      ['Schnell', 'Optimiert für kurze Sitzungen mit hohem Aufkommen.'],
    ],
    useCases: [
      ['Live-Commerce', 'Das Publikum probiert Produkte während des Streams aus.'],
      ['Kurzvideos', 'Try-on-Links unter Produktvideos.'],
    ],
    faqs: [
      ['Funktioniert es in Livestreams?', 'Ja, das Publikum kann es während einer Liveübertragung öffnen.'],
    ],
  },
  'virtual-makeup-snapchat': {
    title: 'Virtuelle Make-up-Lenses für Snapchat',
    promise: 'Gebrandete Make-up-Lenses aus Ihren echten Farbtönen.',
    detail:
      'Wir verwandeln Ihre Farbtöne in Kamera-Lenses mit exakter Farbe und exaktem Finish – bereit für Kampagnen und Creator-Partnerschaften.',
    benefits: [
      ['Exakte Farbtöne', 'Die Farben entsprechen Ihren physischen Produkten.'],
      ['Kampagnentempo', 'Lenses entstehen aus bereits vorhandenen virtuellen Farbtönen.'],
      ['Shop-Links', 'Lenses können auf Produktseiten verlinken.'],
    ],
    useCases: [
      ['Launch-Kampagnen', 'Eine Lens für jede neue Kollektion.'],
      ['Creator-Kits', 'Lenses, die Creator in ihren Inhalten nutzen können.'],
    ],
    faqs: [
      [
        'Wer veröffentlicht die Lens?',
        'Ihr Konto veröffentlicht sie; wir liefern die Umsetzung und den Support.',
      ],
    ],
  },
  'virtual-makeup-instagram': {
    title: 'Virtuelle Make-up-Effekte für Instagram',
    promise: 'Make-up-Effekte für Storys und Reels, treu zu Ihrer Farbpalette.',
    detail:
      'Die Effekte nutzen dieselben Farbtondaten wie das Try-on auf Ihrer Website: Ein Lippenstift sieht in einer Story genauso aus wie auf Ihrer Produktseite.',
    benefits: [
      ['Einheitliche Farben', 'Eine Farbtonbibliothek für alle Kanäle.'],
      ['Creator-Kits', 'Effekte, verpackt für Creator-Kampagnen.'],
      ['Reporting', 'Nutzungszahlen pro Effekt.'],
    ],
    useCases: [
      ['Storys und Reels', 'Effekte, die Menschen mit Freunden teilen.'],
      ['Influencer-Launches', 'Effekte, gemeinsam mit Creatorn veröffentlicht.'],
    ],
    faqs: [['Wie lange dauert ein Effekt?', 'In der Regel zwei bis drei Wochen, einschließlich Prüfung.']],
  },
};
