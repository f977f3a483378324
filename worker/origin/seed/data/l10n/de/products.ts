import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** PRODUCT_PAGE in German, by slug (data/products.ts). */
export const PRODUCTS: Overlay<BriefText> = {
  'frizzy-hair-analyzer': {
    title: 'KI-Frizz-Analyse',
    promise: 'Frizz anhand eines Selfies messen und die passende Glättungsroutine empfehlen.',
    detail:
      'Die Analyse erfasst abstehende Haare und Frizz rund um Haaransatz und Oberkopf, bewertet sie auf einer fünfstufigen Skala und verknüpft jede Stufe mit den Seren, Masken und Stylinggeräten Ihres Sortiments.',
    benefits: [
      [
        'Fünfstufiger Frizz-Wert',
        'Ein einheitlicher Wert, den Ihre Kundschaft versteht – von glatt bis sehr kraus.',
      ],
      [
        'Routinen-Baukasten',
        'Ordnen Sie jeder Stufe Produkte zu, damit das Ergebnis im Warenkorb endet statt in einem Diagramm.',
      ],
      [
        'Bei jedem Licht zuverlässig',
        'Trainiert mit Innen-, Tageslicht- und Salonfotos für stabile Ergebnisse.',
      ],
    ],
    useCases: [
      [
        'Haarpflege-Onlineshop',
        'Kundinnen und Kunden erhalten einen Frizz-Wert und eine Glättungsroutine, statt zwischen Seren zu raten.',
      ],
      ['Salonberatung', 'Stylistinnen und Stylisten zeigen den Wert vor und nach einer Behandlung.'],
      [
        'Produkteinführung',
        'Belegen Sie die Wirkung einer neuen Anti-Frizz-Linie mit einem Vorher-nachher-Wert.',
      ],
    ],
    faqs: [
      [
        'Wird eine spezielle Kamera benötigt?',
        'Nein. Eine Frontkamera von Smartphone oder Laptop genügt; alternativ kann auch ein Foto hochgeladen werden.',
      ],
    ],
  },
  'ai-product-recommendation': {
    title: 'KI-Produktempfehlung',
    promise: 'Aus jeder Anprobe und jedem Hautscan eine persönliche Produktauswahl machen.',
    detail:
      'Empfehlungsregeln werten Gesichtsmerkmale, Hautergebnisse und Farbtonabgleiche aus und ordnen Ihren Katalog nach Passgenauigkeit, Bestand und Marge – so sieht jede Kundin und jeder Kunde eine kurze Liste, die sich zu kaufen lohnt.',
    benefits: [
      ['Signale aus jedem Modul', 'Vereint Haut-, Farbton- und Gesichtsform-Ergebnisse in einem Ranking.'],
      [
        'Steuerung durch das Merchandising',
        'Heben Sie Top-Produkte hervor, schließen Sie vergriffene Artikel aus und legen Sie Marktregeln fest.',
      ],
      [
        'Messbare Wirkung',
        'Integrierte Events zeigen, welche Empfehlungen zu einem Warenkorb geführt haben.',
      ],
    ],
    useCases: [
      [
        'Nach einer Anprobe',
        'Wer einen Farbton ausprobiert hat, sieht den Lipliner und das Gloss, die ihn ergänzen.',
      ],
      [
        'Nach einem Hautscan',
        'Jedes Hautanliegen führt zu den zwei oder drei Produkten, die es gezielt behandeln.',
      ],
      [
        'E-Mail-Nachfassaktion',
        'Dieselbe Auswahl erreicht die Kundschaft später erneut, sortiert nach Bestand und Marge.',
      ],
    ],
    faqs: [
      [
        'Können wir unsere eigene Ranking-Logik verwenden?',
        'Ja. Gewichtungen und Regeln lassen sich in der Konsole bearbeiten, und über eine API können Sie eigene Werte liefern.',
      ],
    ],
  },
  'ai-shade-finder': {
    title: 'KI-Farbtonfinder',
    promise: 'Foundation- und Concealer-Farbtöne in Sekunden auf den echten Hautton abstimmen.',
    detail:
      'Der Farbtonfinder gleicht den Weißabgleich der Kamera aus, erkennt Unterton und Helligkeit an Wangen und Stirn und liefert die nächstliegenden Farbtöne Ihrer Palette mit einem Konfidenzwert.',
    benefits: [
      [
        'Erkennt Untertöne',
        'Unterscheidet warme, neutrale und olivfarbene Untertöne – nicht nur hell und dunkel.',
      ],
      ['Weniger Retouren', 'Wer den passenden Farbton kauft, behält ihn häufiger.'],
      [
        'Paletten-Zuordnung',
        'Laden Sie Ihre Farbmuster einmal hoch; Neuheiten werden automatisch zugeordnet.',
      ],
    ],
    useCases: [
      [
        'Foundation-Produktseiten',
        'Ein Button „Meinen Farbton finden“ beantwortet die häufigste Frage beim Teint-Kauf.',
      ],
      ['Counter ohne Tester', 'Beraterinnen und Berater ermitteln Farbtöne in Sekunden am Tablet.'],
      [
        'Sortimentsplanung',
        'Anonyme Abgleichsdaten zeigen, welche Helligkeitsstufen und Untertöne Ihrem Sortiment fehlen.',
      ],
    ],
    faqs: [
      [
        'Wie viele Farbtöne kann eine Palette enthalten?',
        'Es gibt praktisch keine Grenze; Marken nutzen Paletten mit einem Dutzend bis über hundert Farbtönen.',
      ],
    ],
  },
  'ai-skin-diagnostic': {
    title: 'KI-Hautdiagnose',
    promise:
      'Eine Hautanalyse in klinischer Qualität auf jedem Smartphone – bereit für Ihre Website oder Ihren Counter.',
    detail:
      'Aus einem einzigen Selfie bewertet die Diagnose bis zu fünfzehn Hautanliegen, darunter Pigmentflecken, Falten, Hautbild, Poren, Rötungen, Glanz und Augenschatten, und schätzt Hautalter und allgemeinen Hautzustand.',
    benefits: [
      [
        'Fünfzehn Hautanliegen',
        'Jedes Anliegen erhält einen Wert und eine visuelle Einblendung zum Erkunden.',
      ],
      [
        'Pflegeroutine in einem Schritt',
        'Die Ergebnisse fließen direkt in Produktempfehlungen für jedes Anliegen ein.',
      ],
      [
        'Live- oder HD-Modus',
        'Scannen Sie in Echtzeit oder nehmen Sie ein hochauflösendes Foto für feinere Details auf.',
      ],
    ],
    steps: [
      [
        'Diagnose öffnen',
        'Die Kundschaft startet den Hautcheck über eine Produktseite, ein Quiz oder ein Counter-Tablet – ohne App.',
      ],
      [
        'Selfie aufnehmen',
        'Hinweise auf dem Bildschirm prüfen Licht, Abstand und Winkel; dann wird ein Foto oder ein Live-Scan aufgenommen.',
      ],
      [
        'Ergebnisse lesen',
        'Werte für jedes Anliegen erscheinen mit Einblendungen, einer Schätzung des Hautalters und einer Routine aus Ihren Produkten.',
      ],
    ],
    useCases: [
      [
        'Hautpflege-Onlineshop',
        'Machen Sie anonyme Besucher zu Käufern – mit einer Routine, die zu ihrer Haut passt.',
      ],
      [
        'Counter und Klinik',
        'Jede Beratung beginnt mit einem gemeinsamen, anschaulichen Ergebnis statt mit Vermutungen.',
      ],
      [
        'Produkteinführungen',
        'Zeigen Sie, wie ein neues Serum genau die Anliegen behandelt, die eine Kundin tatsächlich hat.',
      ],
    ],
    proof: [
      ['15', 'Hautanliegen aus einem Selfie bewertet'],
      ['10 s', 'vom Selfie bis zum vollständigen Ergebnis'],
      ['2x', 'mehr Produkte pro Warenkorb nach einem Scan'],
    ],
    faqs: [
      [
        'Ist die Analyse eine medizinische Diagnose?',
        'Nein. Sie ist eine kosmetische Einschätzung zur Produktauswahl und ersetzt keine dermatologische Untersuchung.',
      ],
      [
        'Wie lange dauert ein Scan?',
        'Etwa zehn Sekunden, einschließlich der Hinweise, die helfen, sich zum Licht zu drehen und still zu halten.',
      ],
    ],
  },
  'ba-1-on-1': {
    title: 'Beauty-Beratung 1:1',
    promise: 'Live-Videoberatungen mit Ihren Beauty-Beraterinnen und -Beratern – mit integriertem Try-on.',
    detail:
      'Kundinnen und Kunden buchen einen Termin oder reihen sich in eine Warteschlange ein und sehen dann Looks auf dem eigenen Gesicht, während eine Beraterin sie anleitet; Produkte können während des Gesprächs direkt in den Warenkorb gelegt werden.',
    benefits: [
      ['Try-on im Gespräch', 'Farbtöne erscheinen auf dem Live-Video der Kundschaft, nicht an einem Model.'],
      ['Termine und Warteschlange', 'Gebuchte Sitzungen und spontane Anfragen in einem Dashboard.'],
      ['Gemeinsamer Warenkorb', 'Im Gespräch empfohlene Produkte landen im Warenkorb der Kundschaft.'],
    ],
    useCases: [
      [
        'Launch-Tage',
        'Beraterinnen und Berater führen gebuchte Sitzungen zur neuen Kollektion mit Try-on in jedem Gespräch.',
      ],
      ['Ländliche Regionen', 'Auch Kundschaft fernab eines Counters erhält eine persönliche Beratung.'],
      ['Geschenkberatung', 'Beraterinnen helfen live bei der Farbwahl für eine andere Person.'],
    ],
    faqs: [
      [
        'Welche Geräte benötigen die Beraterinnen und Berater?',
        'Einen Laptop oder ein Tablet mit Browser. Auf keiner Seite ist eine Installation nötig.',
      ],
    ],
  },
  'in-store-barcode': {
    title: 'Barcode-Try-on im Geschäft',
    promise: 'Ein Produkt im Regal scannen und sofort auf dem Smartphone oder am Spiegel ausprobieren.',
    detail:
      'Jeder Barcode ist mit seinem virtuellen Farbton verknüpft. So testet die Kundschaft im Geschäft Farben hygienisch ohne Tester und speichert Favoriten, um sie später online zu kaufen.',
    benefits: [
      ['Hygienisches Testen', 'Keine geteilten Tester: Jede Anprobe findet auf dem Bildschirm statt.'],
      [
        'Nutzt vorhandene Codes',
        'Verwendet die EAN- oder UPC-Codes, die bereits auf Ihren Verpackungen stehen.',
      ],
      ['Brücke vom Laden ins Web', 'Gespeicherte Farbtöne begleiten die Kundschaft in Ihren Onlineshop.'],
    ],
    useCases: [
      [
        'Drogerieregale',
        'Die Kundschaft scannt einen Lippenstift im Regal und sieht ihn auf dem eigenen Gesicht.',
      ],
      ['Pop-up-Stores', 'Auf kleiner Fläche wird ein ganzes Sortiment ohne Tester gezeigt.'],
      [
        'Counter mit Hygienefokus',
        'Jede Anprobe findet auf dem Bildschirm statt, kein Tester muss gereinigt werden.',
      ],
    ],
    faqs: [
      [
        'Brauchen wir neue Hardware?',
        'Nein. Die Kundschaft nutzt ihr eigenes Smartphone; ein Tablet oder Smart Mirror ist am Counter optional.',
      ],
    ],
  },
  'live-ar-training': {
    title: 'Live-AR-Training',
    promise: 'Beauty-Beratungsteams praxisnah mit virtueller Anwendung schulen – überall.',
    detail:
      'Trainerinnen und Trainer führen Techniken an einem Live-AR-Gesicht vor, während Teams von jedem Standort aus folgen; Sitzungen lassen sich aufzeichnen und zu einer Bibliothek für neue Mitarbeitende ausbauen.',
    benefits: [
      ['Realistisches Üben', 'Beratungsteams üben Looks an virtuellen Gesichtern mit vielen Hauttönen.'],
      ['Schulungen aus der Ferne', 'Eine Trainerin erreicht jede Filiale ohne Reisen.'],
      ['Aufgezeichnete Bibliothek', 'Sitzungen werden zu Lektionen auf Abruf mit Kapitelmarken.'],
    ],
    useCases: [
      [
        'Einarbeitung neuer Mitarbeitender',
        'Neue Beraterinnen und Berater lernen Techniken an virtuellen Gesichtern vor der ersten Kundin.',
      ],
      ['Launch-Schulungen', 'Jede Filiale lernt die neue Kollektion am selben Tag kennen.'],
      [
        'Auffrischungskurse',
        'Mit aufgezeichneten Sitzungen können Teams eine Technik jederzeit wiederholen.',
      ],
    ],
    faqs: [
      [
        'Wie viele Personen können an einer Schulung teilnehmen?',
        'Schulungen unterstützen ein großes Publikum; interaktives Üben funktioniert am besten in Gruppen bis zu dreißig Personen.',
      ],
    ],
  },
  'live-hair-color': {
    title: 'Live-Haarfarben-Try-on',
    promise: 'Realistische Haarfarbe im Live-Video – Strähne für Strähne.',
    detail:
      'Die Haarsegmentierung folgt jeder Bewegung in Echtzeit und erhält natürliche Lichter und Schatten, sodass Balayage, Ombré und einheitliche Farben überzeugend wirken, bevor jemand eine Färbepackung öffnet.',
    benefits: [
      ['Natürlicher Glanz', 'Die Farbe behält die eigenen Lichtreflexe des Haars statt flacher Farbfläche.'],
      ['Mehrtoneffekte', 'Ombré, Balayage und Strähnen aus einer einzigen Farbkarte.'],
      ['Salon und Handel', 'Einsetzbar auf Produktseiten oder am Salon-Tablet.'],
    ],
    useCases: [
      ['Produktseiten für Haarfarben', 'Die Kundschaft sieht eine Coloration vor dem Kauf im eigenen Haar.'],
      ['Salonbuchung', 'Gäste wählen zu Hause eine Farbe und kommen mit gebuchtem Termin.'],
      [
        'Farbkampagnen',
        'Saisonale Farbtöne erhalten einen Try-on-Link für Anzeigen und Social-Media-Beiträge.',
      ],
    ],
    faqs: [
      [
        'Funktioniert es auch bei sehr dunklem Haar?',
        'Ja. Die Darstellung hellt den Ton auf und zeigt – klar gekennzeichnet –, wie ein Farbton nach dem Aufhellen aussähe.',
      ],
    ],
  },
  'live-streaming': {
    title: 'Try-on für Livestreams',
    promise:
      'Zuschauerinnen und Zuschauer probieren die Produkte, die Ihre Hosts zeigen, noch während des Streams aus.',
    detail:
      'Ergänzen Sie Ihren Live-Shopping-Stream um einen Try-on-Button: Das Publikum tippt auf einen vom Host erwähnten Farbton, sieht ihn in einem Seitenfenster auf dem eigenen Gesicht und kauft, ohne die Übertragung zu verlassen.',
    benefits: [
      ['Try-on im Stream', 'Das Publikum probiert genau die Produkte aus, die im Bild sind.'],
      ['Werkzeuge für Hosts', 'Hosts wechseln Produkte und Looks über ein einfaches Bedienfeld.'],
      ['Conversion-Daten', 'Sehen Sie, welche Momente im Stream zu Anproben und Verkäufen geführt haben.'],
    ],
    useCases: [
      [
        'Live-Shopping-Shows',
        'Das Publikum probiert den Farbton des Hosts aus, ohne den Stream zu verlassen.',
      ],
      ['Creator-Kooperationen', 'Creator zeigen einen Look, und ihre Community probiert ihn sofort aus.'],
      ['Launch-Events', 'Ein Live-Launch macht aus Zuschauen Ausprobieren und Kaufen.'],
    ],
    faqs: [
      [
        'Welche Streaming-Plattformen werden unterstützt?',
        'Jede Plattform, die eine Web-Ansicht oder einen Link einbinden kann; zusätzlich bieten wir einen eigenständigen Player.',
      ],
    ],
  },
  'ar-virtual-accessories': {
    title: 'Virtuelle AR-Accessoires',
    promise: 'Hüte, Haarreifen, Schals und Taschen – in Originalgröße anprobiert.',
    detail:
      'Accessoires werden an Kopf, Hals oder Hand verankert und mit tiefenbewusster Verdeckung dargestellt: Ein Hut sitzt hinter dem Haaransatz, ein Schal fällt über die Schultern – wie im Spiegel.',
    benefits: [
      ['Originalgetreue Größe', 'Die Skalierung nutzt Gesichts- und Handmaße für eine realistische Größe.'],
      ['Ein einziger Workflow', 'Laden Sie Fotos oder 3D-Dateien hoch – beides wird zu Try-on-Assets.'],
      [
        'Kategorieübergreifende Looks',
        'Kombinieren Sie Accessoires mit Make-up und Brillen in einer Sitzung.',
      ],
    ],
    useCases: [
      ['Mode-E-Commerce', 'Hüte und Schals zeigen ihre echte Größe an der Kundschaft statt an einem Model.'],
      ['Saisonale Auswahl', 'Winteraccessoires werden gemeinsam als ein Look anprobiert.'],
      ['Marktplatz-Angebote', 'Eine Integration deckt alle Accessoire-Händler der Plattform ab.'],
    ],
    faqs: [
      [
        'Welche Dateiformate akzeptieren Sie?',
        'Produktfotos vor neutralem Hintergrund oder 3D-Modelle im Format glTF und USDZ.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Virtuelles Make-up-Try-on',
    promise: 'Jedes Produkt für Lippen, Augen und Teint – live anprobiert, mit naturgetreuer Textur.',
    detail:
      'Matte, seidige, glänzende, schimmernde und metallische Finishes werden dank präzisem Gesichtstracking im Live-Video dargestellt: Der Lippenstift bleibt innerhalb der Lippenkontur, der Eyeliner folgt jedem Wimpernschlag.',
    benefits: [
      ['Realistische Texturen', 'Finishes reagieren auf Licht wie die echte Formulierung.'],
      ['Komplette Looks', 'Kombinieren Sie Lippen, Augen, Brauen und Teint zu kaufbaren Looks.'],
      ['Schnelles Onboarding', 'Erstellen Sie virtuelle Farbtöne aus Farbmustern direkt in der Konsole.'],
    ],
    steps: [
      [
        'Farbmuster senden',
        'Senden Sie uns ein Foto und die Farbwerte jedes Farbtons; unsere Tools machen daraus virtuelle Produkte mit dem richtigen Finish.',
      ],
      [
        'Button platzieren',
        'Fügen Sie den Try-on-Button mit einem einzigen Skript in Ihre Produktseiten ein oder nutzen Sie das Shop-Plugin Ihrer Plattform.',
      ],
      [
        'Live ausprobieren',
        'Die Kamera öffnet sich in der Seite, der Farbton erscheint auf dem Gesicht der Kundschaft, und ein Tippen legt ihn in den Warenkorb.',
      ],
    ],
    useCases: [
      [
        'Produktseiten',
        'Ein Try-on-Button neben jedem Farbton beantwortet die Frage, die ein Foto nicht beantworten kann: Wie sieht das an mir aus?',
      ],
      [
        'Looks und Sets',
        'Das Merchandising stellt komplette Looks zusammen, die die Kundschaft in einem Schritt ausprobiert und kauft.',
      ],
      [
        'Filialen und Events',
        'Dieselben Farbtöne laufen auf Counter-Tablets und Smart Mirrors – ganz ohne geteilte Tester.',
      ],
    ],
    proof: [
      ['2,5x', 'höhere Conversion bei Kundschaft mit Try-on'],
      ['30 %', 'weniger farbtonbedingte Retouren'],
      ['1 Woche', 'von Farbmustern zu Live-Produkten'],
    ],
    faqs: [
      [
        'Wie lange dauert das Onboarding?',
        'Die meisten Marken veröffentlichen ihre ersten Produkte innerhalb einer Woche, nachdem sie die Farbmuster geteilt haben.',
      ],
      [
        'Welche Produktkategorien werden unterstützt?',
        'Lippenstift, Lipgloss und Lipliner, Foundation, Concealer, Rouge, Bronzer, Highlighter, Lidschatten, Eyeliner, Mascara, Wimpern und Augenbrauen.',
      ],
      [
        'Funktioniert es auch ohne Kamera?',
        'Ja. Die Kundschaft kann ein Foto hochladen oder Produkte an einem unserer vielfältigen Model-Gesichter ausprobieren.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Virtuelles Brillen-Try-on',
    promise: 'Brillen und Sonnenbrillen, die zum Gesicht passen – aus jedem Blickwinkel.',
    detail:
      'Fassungen werden anhand von Pupillenabstand und Gesichtsbreite platziert, drehen sich mit dem Kopf und zeigen Glastönung und Reflexe, sodass die Kundschaft Passform und Stil vor der Bestellung beurteilen kann.',
    benefits: [
      ['Genaue Passform', 'Die Fassungsgröße wird mit den Gesichtsmaßen der Kundschaft abgeglichen.'],
      ['Glaseffekte', 'Tönungen, Verläufe und Verspiegelungen in Echtzeit dargestellt.'],
      ['Tipps zur Gesichtsform', 'Empfehlen Sie Fassungsformen für runde, eckige oder ovale Gesichter.'],
    ],
    useCases: [
      [
        'Optikfachhandel',
        'Kundinnen und Kunden grenzen Fassungen zu Hause ein und buchen für ihre Favoriten einen Sehtest.',
      ],
      ['Sonnenbrillen-Onlineshop', 'Die Kundschaft vergleicht Größen und Farben am eigenen Gesicht.'],
      ['Fassungs-Launches', 'Dank Foto-zu-3D ist eine neue Kollektion in wenigen Tagen online.'],
    ],
    faqs: [
      [
        'Kann die Kundschaft Fassungen nebeneinander vergleichen?',
        'Ja. Momentaufnahmen jeder Fassung lassen sich in einem Vergleichsraster anordnen.',
      ],
    ],
  },
  'youcam-tutorial': {
    title: '{{brand}} Tutorial',
    promise:
      'Make-up-Tutorials Schritt für Schritt, bei denen jeder Schritt auf dem Gesicht des Publikums erscheint.',
    detail:
      'Machen Sie aus einem Look eine geführte Lektion: Jeder Schritt zeigt Produkt, Technik und Ergebnis auf dem eigenen Gesicht der Kundschaft – mit der Möglichkeit, am Ende den ganzen Look zu kaufen.',
    benefits: [
      ['Am eigenen Gesicht lernen', 'Jeder Schritt wird live angezeigt, bevor er aufgetragen wird.'],
      ['Kaufbare Schritte', 'Jeder Schritt verlinkt auf genau das verwendete Produkt.'],
      ['Creator-freundlich', 'Artists erstellen Tutorials in einem visuellen Editor, ganz ohne Code.'],
    ],
    useCases: [
      [
        'Produktseiten',
        'Ein Tutorial zeigt die Anwendung des Produkts auf dem eigenen Gesicht der Kundschaft.',
      ],
      ['Social-Media-Kampagnen', 'Looks Schritt für Schritt, als Links in Beiträgen und Storys geteilt.'],
      [
        'Schulung am Counter',
        'Beraterinnen und Berater erklären Techniken mit dem Gesicht der Kundin auf dem Bildschirm.',
      ],
    ],
    faqs: [
      [
        'Können wir bestehende Video-Tutorials weiterverwenden?',
        'Ja. Importieren Sie ein Video und verknüpfen Sie seine Kapitel mit Try-on-Schritten.',
      ],
    ],
  },
  'ai-beard-dye': {
    title: 'KI-Bartfarbe',
    promise: 'Bartfarbe und Grauabdeckung vor der ersten Anwendung ansehen.',
    detail:
      'Die Bartsegmentierung trennt Gesichtshaar von Haut und Lippen und trägt die Farbe mit natürlicher Dichte auf, sodass die Kundschaft eine vollständige Abdeckung mit einem sanfteren Übergang vergleichen kann.',
    benefits: [
      ['Vorschau der Grauabdeckung', 'Zeigen Sie eine vollständige oder teilweise Abdeckung grauer Haare.'],
      ['Natürliche Dichte', 'Die Farbe folgt der tatsächlichen Dichte und den Konturen des Barts.'],
      ['Kombinierbar mit Bartstilen', 'Verbinden Sie die Farbe mit virtuellen Bartformen.'],
    ],
    useCases: [
      ['Shop für Herrenpflege', 'Die Kundschaft sieht die Grauabdeckung, bevor sie einen Farbton wählt.'],
      ['Barbershops', 'Barbiere zeigen ihren Kunden das Ergebnis vor dem Färben.'],
      ['Produktseiten', 'Ein Try-on-Button neben jedem Farbton der Bartfarbe.'],
    ],
    faqs: [['Funktioniert es auch bei kurzen Stoppeln?', 'Ja, vom leichten Dreitagebart bis zum Vollbart.']],
  },
  'ai-face-analyzer': {
    title: 'KI-Gesichtsanalyse',
    promise: 'Gesichtsform, Merkmale und Proportionen erfassen, um jede Empfehlung zu personalisieren.',
    detail:
      'Die Analyse beschreibt Gesichtsform, Augenform, Brauenform, Lippenfülle und Gesichtsproportionen und liefert die Ergebnisse an Make-up-, Brillen- und Frisurenempfehlungen.',
    benefits: [
      ['Merkmale und Proportionen', 'Zwei Sichtweisen: beschreibende Merkmale und gemessene Proportionen.'],
      ['Bessere Beratung', 'Konturierung, Fassungen und Schnitte passend zu jedem Gesicht.'],
      ['Datenschutz zuerst', 'Die Analyse nutzt nur das Bild; es wird keine Identität gespeichert.'],
    ],
    useCases: [
      ['Brillenberatung', 'Die Gesichtsform bestimmt, welche Fassungen zuerst gezeigt werden.'],
      [
        'Make-up-Beratung',
        'Vorschläge für Kontur und Brauen richten sich nach den Proportionen der Kundschaft.',
      ],
      ['Frisurenberatung', 'Schnitte, die der Gesichtsform schmeicheln, stehen an erster Stelle.'],
    ],
    faqs: [
      [
        'Werden dabei Personen identifiziert?',
        'Nein. Die Analyse beschreibt Merkmale für die Stilberatung und identifiziert keine Personen.',
      ],
    ],
  },
  'ai-nail-color': {
    title: 'KI-Nagellack-Try-on',
    promise: 'Nagellack in Echtzeit auf jedem Nagel – mit Finish- und Längenoptionen.',
    detail:
      'Das Handtracking erkennt jeden einzelnen Nagel und lackiert ihn mit Creme-, Jelly-, Glitzer- oder Chrom-Finish, das auch bei Fingerbewegungen an seinem Platz bleibt.',
    benefits: [
      ['Alle fünf Nägel', 'Jeder Nagel wird einzeln erkannt, auch der Daumen.'],
      ['Finish-Bibliothek', 'Creme, Jelly, Glitzer, Chrom und French Tips.'],
      ['Vom Muster zum Farbton', 'Erstellen Sie virtuelle Lacke aus Flaschenfotos.'],
    ],
    useCases: [
      ['Nagellack-Onlineshop', 'Die Kundschaft probiert jeden Lack vor dem Kauf an der eigenen Hand aus.'],
      ['Salonangebot', 'Kundinnen wählen Farbe und Nail-Art schon vor dem Termin.'],
      ['Saisonale Kollektionen', 'Eine neue Kollektion erhält einen Try-on-Link für Social-Media-Beiträge.'],
    ],
    faqs: [
      [
        'Funktioniert es auch bei langen Nägeln?',
        'Ja, und die Kundschaft kann sich auch verlängerte Nägel ansehen.',
      ],
    ],
  },
  'ar-watch': {
    title: 'AR-Uhren-Try-on',
    promise: 'Uhren in Originalgröße am Handgelenk – mit realistischem Metall und Glas.',
    detail:
      'Das Handgelenk-Tracking platziert Gehäuse und Armband im richtigen Winkel und Maßstab, während physikalisch basiertes Rendering gebürsteten Stahl, Gold und Saphirglas überzeugend darstellt.',
    benefits: [
      ['Handgelenkmessung', 'Schätzt den Handgelenkumfang am Smartphone, um das passende Armband zu wählen.'],
      ['Realistische Materialien', 'Metalle, Leder und Zifferblätter mit echten Reflexionen dargestellt.'],
      ['3D-Viewer inklusive', 'Die Kundschaft dreht die Uhr in 3D, bevor sie sie anprobiert.'],
    ],
    useCases: [
      ['Uhren-E-Commerce', 'Die Kundschaft prüft die Gehäusegröße am eigenen Handgelenk.'],
      ['Tablets in der Boutique', 'Das Personal zeigt Modelle, die in der Boutique nicht vorrätig sind.'],
      ['Armband-Konfiguratoren', 'Kundinnen und Kunden probieren Armbänder und Zifferblätter zusammen aus.'],
    ],
    faqs: [
      ['Benötigen wir 3D-Modelle?', 'Ja, eines pro Modell; unser Team kann sie aus Produktfotos erstellen.'],
    ],
  },
  'ar-virtual-ring': {
    title: 'Virtuelles AR-Ring-Try-on',
    promise: 'Ringe an jedem Finger – in Größe und Lichtwirkung wie das echte Schmuckstück.',
    detail:
      'Das Finger-Tracking passt die Ringschiene an den gewählten Finger an und stellt Steine mit einem Funkeln dar, das sich beim Drehen der Hand verändert.',
    benefits: [
      ['Jeder Finger', 'Ring-, Mittel-, Zeigefinger, Daumen oder kleiner Finger.'],
      ['Ringgrößenmessung', 'Schätzen Sie die Ringgröße mit der Smartphone-Kamera.'],
      ['Brillanz der Steine', 'Facetten und Feuer je nach Edelstein dargestellt.'],
    ],
    useCases: [
      [
        'Onlineshop für Feinschmuck',
        'Ringe erscheinen in Originalgröße und mit realistischem Funkeln am Finger der Kundschaft.',
      ],
      ['Verlobungsringe', 'Paare vergleichen Fassungen und Steine bequem zu Hause.'],
      ['Stapelringe', 'Die Kundschaft stellt Ringkombinationen zusammen und probiert sie vor dem Kauf aus.'],
    ],
    faqs: [
      [
        'Können mehrere Ringe kombiniert werden?',
        'Ja, mehrere Ringe lassen sich zu einem Stapel-Set kombinieren.',
      ],
    ],
  },
  'ar-bracelet': {
    title: 'AR-Armband-Try-on',
    promise: 'Armreifen, Manschetten und Ketten, die natürlich am Handgelenk sitzen.',
    detail:
      'Armbänder folgen der Drehung des Handgelenks und hängen mit glaubwürdigem Gewicht – ob starre Manschette oder feine Kette.',
    benefits: [
      ['Natürlicher Fall', 'Ketten und Anhänger bewegen sich mit dem Handgelenk.'],
      ['Kombinieren', 'Verbinden Sie Armbänder mit Uhren und Ringen.'],
      ['Größenberatung', 'Die Schätzung des Handgelenks empfiehlt die richtige Länge.'],
    ],
    useCases: [
      ['Schmuck-Onlineshop', 'Armreifen und Ketten am eigenen Handgelenk der Kundschaft gezeigt.'],
      ['Geschenkkauf', 'Käuferinnen und Käufer vergleichen Stücke zur Orientierung am eigenen Handgelenk.'],
      ['Kombi-Sets', 'Armbänder mit Uhren kombinieren und die Zusammenstellung ausprobieren.'],
    ],
    faqs: [
      ['Werden Bettelarmbänder unterstützt?', 'Ja, Anhänger lassen sich hinzufügen und einzeln platzieren.'],
    ],
  },
  'ar-virtual-earrings': {
    title: 'Virtuelle AR-Ohrringe',
    promise: 'Ohrstecker, Creolen und Hänger, die sich mit dem Kopf bewegen.',
    detail:
      'Die Ohrerkennung verankert jeden Ohrring am Ohrläppchen, und dank Haarverdeckung fällt langes Haar vor das Schmuckstück – wie in Wirklichkeit.',
    benefits: [
      ['2D oder 3D', 'Starten Sie mit Fotos und wechseln Sie für Premium-Linien zu 3D-Modellen.'],
      ['Haarverdeckung', 'Ohrringe verschwinden natürlich hinter dem Haar.'],
      ['Paar oder einzeln', 'Zeigen Sie passende Paare oder ein einzelnes Statement-Stück.'],
    ],
    useCases: [
      ['Schmuck-Produktseiten', 'Ohrringe in Originalgröße, die sich mit dem Kopf bewegen.'],
      ['Brautkollektionen', 'Bräute vergleichen Hänger und Stecker passend zu ihrer Frisur.'],
      ['Social-Media-Kampagnen', 'Ein Try-on-Link, der eine Anzeige in einen Spiegel verwandelt.'],
    ],
    faqs: [['Welche Ohrringarten funktionieren?', 'Ohrstecker, Creolen, Huggies, Hänger und Ear Climber.']],
  },
  'virtual-accessories': {
    title: 'Suite für virtuelle Accessoires',
    promise: 'Eine Integration für jede Accessoire-Kategorie in Ihrem Sortiment.',
    detail:
      'Schmuck, Uhren, Brillen, Hüte und Taschen nutzen einen gemeinsamen Asset-Workflow und ein Webmodul – eine neue Kategorie ist damit eine Katalogaufgabe, kein Projekt.',
    benefits: [
      ['Ein Modul', 'Ein einziges Skript deckt alle Accessoire-Kategorien ab.'],
      ['Gemeinsamer Katalog', 'Verwalten Sie alle Accessoire-Assets in einer Konsole.'],
      ['Cross-Selling', 'Schlagen Sie passende Stücke über Kategorien hinweg vor.'],
    ],
    useCases: [
      ['Kaufhäuser', 'Ein Try-on für Brillen, Schmuck und Hüte.'],
      ['Marktplätze', 'Jeder Accessoire-Händler erhält Try-on über dieselbe Integration.'],
      ['Markengruppen', 'Mehrere Marken teilen sich eine Plattform und einen Vertrag.'],
    ],
    faqs: [
      [
        'Können wir mit einer Kategorie beginnen?',
        'Ja. Fügen Sie weitere Kategorien hinzu, sobald Sie bereit sind.',
      ],
    ],
  },
  'face-reshaping': {
    title: 'KI-Gesichtsformung',
    promise: 'Subtile Veränderungen von Kontur und Proportionen für ästhetische Beratungen zeigen.',
    detail:
      'Kliniken und Marken zeigen dezente Anpassungen an Kieferlinie, Wangenknochen, Nase und Lippen auf einem Live-Bild und helfen Patientinnen und Patienten, ihre Ziele mit realistischen Erwartungen zu besprechen.',
    benefits: [
      ['Bewusst dezent', 'Grenzen für Anpassungen halten die Vorschau realistisch.'],
      ['Vorher und nachher', 'Nebeneinander- und Schieberegler-Ansicht für Beratungen.'],
      ['Beratungsnotizen', 'Speichern Sie Vorschauen für Folgetermine.'],
    ],
    useCases: [
      ['Ästhetische Kliniken', 'Fachleute zeigen in der Beratung realistische, dezente Veränderungen.'],
      [
        'Beratungsdokumentation',
        'Vorher-nachher-Vorschauen werden mit Einwilligung der Patientin gespeichert.',
      ],
      [
        'Aus- und Weiterbildung',
        'Schulungen zeigen, wie kleine Veränderungen die Proportionen beeinflussen.',
      ],
    ],
    faqs: [
      [
        'Ist die Vorschau ein Ergebnisversprechen?',
        'Nein. Sie unterstützt das Gespräch; die Ergebnisse sind individuell verschieden.',
      ],
    ],
  },
  'ai-personality': {
    title: 'KI-Persönlichkeitsfinder',
    promise: 'Ein spielerisches Quiz mit Gesichtsanalyse, das einen Signature-Stil vorschlägt.',
    detail:
      'Die Kundschaft beantwortet einige Fragen und nimmt ein Selfie auf; der Finder verbindet beides zu einem Stilprofil mit passenden Looks und Produkten.',
    benefits: [
      ['Fesselndes Format', 'Ein kurzes, teilbares Erlebnis, das zu wiederholten Besuchen einlädt.'],
      ['Stilprofile', 'Von Ihnen definierte Profile, verknüpft mit Ihren eigenen Produkten.'],
      ['First-Party-Erkenntnisse', 'Erfahren Sie Vorlieben mit Einwilligung – ohne Drittanbieter-Cookies.'],
    ],
    useCases: [
      ['Markenwebsites', 'Ein spielerisches Quiz, das mit einem Signature-Look zum Ausprobieren endet.'],
      [
        'Events und Pop-ups',
        'Besucherinnen und Besucher erhalten eine Stilkarte zum Teilen und ein Produkt zum Ausprobieren.',
      ],
      ['Newsletter-Anmeldung', 'Das Ergebnis kommt per E-Mail mit Produktvorschlägen.'],
    ],
    faqs: [
      [
        'Können wir eigene Profile schreiben?',
        'Ja. Namen, Texte und Produktlisten sind vollständig bearbeitbar.',
      ],
    ],
  },
  'virtual-background': {
    title: 'Virtueller Hintergrund',
    promise: 'Gebrandete Hintergründe in Studioqualität für Try-on-Sitzungen und Beratungen.',
    detail:
      'Die Personensegmentierung ersetzt unruhige Räume in Echtzeit durch Ihre Markenkulisse und hält dabei Haarkonturen und Hände gestochen scharf.',
    benefits: [
      ['Saubere Kanten', 'Haare und Hände bleiben vor der neuen Kulisse scharf.'],
      ['Markenkulissen', 'Laden Sie pro Kampagne eigene Hintergründe hoch.'],
      ['Ressourcenschonend', 'Läuft im Browser auf gewöhnlichen Laptops.'],
    ],
    useCases: [
      [
        'Beauty-Beratung 1:1',
        'Beraterinnen und Berater beraten aus einem gebrandeten Studio, wo immer sie sind.',
      ],
      ['Livestreams', 'Hosts präsentieren vor Ihren Kampagnenmotiven.'],
      ['Beratung von zu Hause', 'Fachleute halten ihren Raum bei Videogesprächen privat.'],
    ],
    faqs: [
      [
        'Verlangsamt das die Kamera?',
        'Die Funktion ist so optimiert, dass die Bildrate auch auf Mittelklassegeräten flüssig bleibt.',
      ],
    ],
  },
  'virtual-hairstyles': {
    title: 'Virtuelle Frisuren',
    promise: 'Schnitte, Längen und Ponys ausprobieren, bevor es auf den Salonstuhl geht.',
    detail:
      'Generierte Frisuren passen sich Gesichtsform und Haaransatz der Kundschaft an – vom kurzen Bob bis zum langen Stufenschnitt –, sodass Kundinnen mit einer klaren Vorstellung in den Salon kommen.',
    benefits: [
      ['Dutzende Stile', 'Schnitte, Ponys und Texturen, jede Saison aktualisiert.'],
      ['Gesichtsbezogen', 'Die Frisuren passen sich Haaransatz und Gesichtsform an.'],
      ['Salonbuchung', 'Verknüpfen Sie eine gewählte Frisur mit einem Termin.'],
    ],
    useCases: [
      ['Salon-Websites', 'Kundinnen und Kunden wählen einen Schnitt vor der Buchung.'],
      ['Marken für Haarverlängerungen', 'Die Kundschaft sieht Länge und Volumen vorab.'],
      ['Consumer-Apps', 'Eine unterhaltsame Möglichkeit, mutige Veränderungen ohne Risiko auszuprobieren.'],
    ],
    faqs: [
      [
        'Können wir eigene Frisuren hinzufügen?',
        'Ja, die Frisurenbibliothek lässt sich um Ihre Signature-Schnitte erweitern.',
      ],
    ],
  },
  'ai-skin-emulation': {
    title: 'KI-Hautsimulation',
    promise: 'Zeigen, wie die Haut nach einigen Wochen Anwendung eines Produkts aussehen könnte.',
    detail:
      'Die Simulation veranschaulicht die zu erwartende Verbesserung bei Anliegen wie Pigmentflecken, Falten oder Rötungen – auf Grundlage des eigenen Scans der Kundschaft und Ihrer Produktversprechen.',
    benefits: [
      ['Belegte Aussagen', 'Die Effekte beruhen auf den Ergebnissen, die Ihre Studien stützen.'],
      ['Persönlich', 'Läuft auf dem eigenen Gesicht der Kundschaft, nicht an einem Model.'],
      ['Zeitachse', 'Vergleichen Sie heute mit vier, acht und zwölf Wochen.'],
    ],
    useCases: [
      [
        'Hautpflege-Launches',
        'Zeigen Sie das erwartete Ergebnis eines neuen Serums auf der eigenen Haut der Kundschaft.',
      ],
      ['Beratung am Counter', 'Beraterinnen und Berater erklären Routinen mit einer visuellen Zeitachse.'],
      [
        'Klinische Aussagen',
        'Die Simulation folgt Ihren eigenen klinischen Daten, nicht einem allgemeinen Filter.',
      ],
    ],
    faqs: [
      [
        'Wie werden die Effekte kalibriert?',
        'Mit Ihren klinischen Daten; die Effekte gehen nie über das hinaus, was die Daten zeigen.',
      ],
    ],
  },
  'ai-virtual-necklace': {
    title: 'KI-Halsketten-Try-on',
    promise: 'Halsketten und Anhänger mit natürlichem Fall am Dekolleté platziert.',
    detail:
      'Das Tracking von Hals und Schultern positioniert Ketten in der richtigen Länge – vom Choker bis zum langen Anhänger – und passt sich offenen wie hochgeschlossenen Ausschnitten an.',
    benefits: [
      ['Längenoptionen', 'Zeigen Sie Ketten mit 40, 45 und 50 Zentimetern.'],
      ['Ausschnittgerecht', 'Funktioniert mit offenen Kragen und hohen Ausschnitten.'],
      ['Layering', 'Kombinieren Sie mehrere Halsketten in einem Look.'],
    ],
    useCases: [
      ['Feinschmuck', 'Anhänger und Ketten in ihrer tatsächlichen Länge gezeigt.'],
      ['Layering', 'Die Kundschaft kombiniert Ketten unterschiedlicher Länge.'],
      ['Geschenke', 'Käuferinnen und Käufer probieren Stücke zur Orientierung am eigenen Ausschnitt an.'],
    ],
    faqs: [
      [
        'Beeinflusst die Kleidung das Ergebnis?',
        'Das Tracking passt sich den meisten Ausschnitten an; sehr hohe Kragen verdecken lange Ketten.',
      ],
    ],
  },
  '3d-viewer-virtual-try-on': {
    title: '3D-Viewer und virtuelles Try-on',
    promise: 'Produkte drehen, zoomen und anprobieren – in einem nahtlosen 3D-Erlebnis.',
    detail:
      'Ein einziges 3D-Asset speist sowohl einen Produkt-Viewer als auch das AR-Try-on: Die Kundschaft betrachtet Details aus der Nähe und sieht das Stück anschließend an sich selbst.',
    benefits: [
      ['Ein Asset, zwei Erlebnisse', 'Dasselbe Modell dient für Viewer und Try-on.'],
      ['Detailzoom', 'Verschlüsse, Gravuren und Texturen genau betrachten.'],
      ['Schnelles Laden', 'Komprimierte Assets laden auch über mobile Daten schnell.'],
    ],
    useCases: [
      ['Schmuck-Produktseiten', 'Die Kundschaft dreht einen Ring in 3D und probiert ihn dann an.'],
      ['Uhren', 'Ein Modell für den 3D-Viewer und die Anprobe am Handgelenk.'],
      ['Brillen', 'Fassungen und Sonnenbrillen aus jedem Blickwinkel betrachtet.'],
    ],
    faqs: [
      [
        'Welche Produkte eignen sich für den 3D-Viewer?',
        'Ringe, Uhren, Taschen, Schuhe und andere formstabile Produkte.',
      ],
    ],
  },
  'hair-type-analysis': {
    title: 'KI-Haartyp-Analyse',
    promise: 'Das Lockenmuster von glatt bis kraus bestimmen – für die richtige Routine.',
    detail:
      'Die Analyse ordnet Wellen- und Lockenmuster anhand eines Fotos ein und schlägt passende Routinen für Reinigung, Pflege und Styling vor.',
    benefits: [
      ['Skala der Lockenmuster', 'Von glatt über wellig und lockig bis kraus.'],
      ['Zuordnung zu Routinen', 'Verknüpfen Sie jeden Haartyp mit Ihren Produkten.'],
      [
        'Kombinierbar mit anderen Haar-Tools',
        'Verbinden Sie die Analyse mit Ergebnissen zu Länge, Dichte und Frizz.',
      ],
    ],
    useCases: [
      ['Marken für Lockenpflege', 'Routinen passend zum Lockenmuster, von Wellen bis zu Korkenzieherlocken.'],
      ['Salonberatung', 'Ein gemeinsamer, objektiver Ausgangspunkt für Stylistin und Kundin.'],
      ['Produktfinder', 'Der Haartyp fließt in Ihre Produktempfehlung ein.'],
    ],
    faqs: [
      [
        'Verändert nasses Haar das Ergebnis?',
        'Die besten Ergebnisse erzielen Sie mit trockenem Haar im natürlichen Zustand.',
      ],
    ],
  },
  'ai-skin-analysis-validator': {
    title: 'KI-Validator für Hautanalysen',
    promise: 'Prüfen, ob Fotos für die Hautanalyse gut genug sind, bevor sie bewertet werden.',
    detail:
      'Der Validator prüft Beleuchtung, Gesichtswinkel, Abstand und Verdeckungen und fordert bei Bedarf zu einer neuen Aufnahme auf – so beruht jeder Wert auf einem brauchbaren Foto.',
    benefits: [
      ['Live-Anleitung', 'Klare Hinweise zu Licht, Winkel und Abstand.'],
      ['Einheitliche Werte', 'Weniger Ausreißer durch schlechte Fotos.'],
      ['API-freundlich', 'Auch vor Ihrer eigenen Analysepipeline einsetzbar.'],
    ],
    useCases: [
      ['Scans zu Hause', 'Zu dunkle oder unscharfe Fotos werden neu angefordert.'],
      ['Klinische Studien', 'Nur Fotos, die dem Protokoll entsprechen, werden bewertet.'],
      ['Counter', 'Beraterinnen und Berater sehen sofort, ob ein Scan wiederholt werden muss.'],
    ],
    faqs: [['Kann der Validator ohne die Diagnose laufen?', 'Ja, er ist als separate API verfügbar.']],
  },
  'ai-makeup-transfer': {
    title: 'KI-Make-up-Transfer',
    promise: 'Einen Look von einem beliebigen Foto auf das eigene Gesicht der Kundschaft übertragen.',
    detail:
      'Generative KI erkennt das Make-up auf einem Referenzfoto, trennt es vom Gesicht, überträgt es auf die Kundschaft und ordnet es den nächstliegenden Produkten Ihres Sortiments zu.',
    benefits: [
      ['Jede Inspiration', 'Editorial-Aufnahmen, Creator-Beiträge oder Kampagnenmotive.'],
      ['Produktabgleich', 'Jedes übertragene Element wird zu einem kaufbaren Produkt.'],
      ['Verantwortungsvoller Einsatz', 'Referenzgesichter werden niemals gespeichert.'],
    ],
    useCases: [
      [
        'Von der Inspiration in den Warenkorb',
        'Die Kundschaft lädt einen Lieblingslook hoch und erhält die Produkte, um ihn nachzuschminken.',
      ],
      ['Creator-Inhalte', 'Der Look einer Creatorin wird zu einem kaufbaren Try-on.'],
      ['Redaktionelle Seiten', 'Magazin-Looks werden zu Try-on-Links.'],
    ],
    faqs: [
      [
        'Wie genau ist der Produktabgleich?',
        'Wir zeigen die nächstliegenden Farbtöne mit einem Ähnlichkeitswert.',
      ],
    ],
  },
  'hair-length-analysis': {
    title: 'KI-Haarlängen-Analyse',
    promise: 'Die Haarlänge anhand eines Fotos messen, um Schnitte und Extensions zu planen.',
    detail:
      'Die Länge wird anhand von Schulter- und Brustpunkten von sehr kurz bis sehr lang eingestuft und gibt Salons und Marken ein gemeinsames Vokabular.',
    benefits: [
      ['Klare Kategorien', 'Sechs Längenstufen, von raspelkurz bis hüftlang.'],
      ['Extension-Größen', 'Schlagen Sie Extension-Längen vor, die sich harmonisch einfügen.'],
      ['Salonaufnahme', 'Erfassen Sie die Länge bei der Buchung, schon vor dem Besuch.'],
    ],
    useCases: [
      ['Extension-Marken', 'Empfehlen Sie die richtige Länge und Menge an Extensions.'],
      ['Salonbuchung', 'Stylistinnen und Stylisten sehen die Länge vor dem Termin und planen die Zeit.'],
      ['Haarpflegeroutinen', 'Routinen, abgestimmt auf langes und kurzes Haar.'],
    ],
    faqs: [
      [
        'Muss das Haar offen getragen werden?',
        'Ja, bei zusammengebundenem Haar wird das Ergebnis als unsicher markiert.',
      ],
    ],
  },
  'beauty-agent-ai-beauty-advisor': {
    title: 'Beauty Agent: KI-Beauty-Beratung',
    promise: 'Eine Beratung im Dialog, die sieht, zuhört und empfiehlt.',
    detail:
      'Der Agent verbindet Chat mit Haut-, Farbton- und Gesichtsanalyse, beantwortet Fragen zu Inhaltsstoffen und Routinen und stellt einen Warenkorb aus Ihrem Katalog zusammen.',
    benefits: [
      ['Bildanalyse plus Chat', 'Die Antworten stützen sich auf die eigene Analyse der Kundschaft.'],
      ['Nur Ihr Katalog', 'Empfehlungen stammen aus Ihren Produkten und Regeln.'],
      ['Ihre Markenstimme', 'Tonalität und Leitplanken legt Ihr Team fest.'],
    ],
    useCases: [
      [
        'Beratung rund um die Uhr',
        'Die Kundschaft erhält Antworten und Anproben auch außerhalb der Öffnungszeiten.',
      ],
      ['Produktentdeckung', 'Der Agent stellt Fragen, scannt die Haut und schlägt Produkte vor.'],
      [
        'Unterstützung der Beratung',
        'Menschliche Beraterinnen und Berater übernehmen Gespräche, wenn nötig.',
      ],
    ],
    faqs: [
      [
        'Kann der Agent an eine Person übergeben?',
        'Ja, Gespräche lassen sich an eine Live-Beratung weiterleiten.',
      ],
    ],
  },
  '3d-vto-format': {
    title: '3D VTO Format',
    promise: 'Ein offenes 3D-Format für virtuelles Try-on auf allen Kanälen.',
    detail:
      'Verpacken Sie Geometrie, Materialien und Try-on-Ankerpunkte in einer Datei: Ein einmal modelliertes Produkt erscheint auf Ihrer Website, in Apps und auf Social-Media-Plattformen.',
    benefits: [
      ['Einmal modellieren', 'Eine Datei für Try-on im Web, in Apps und in sozialen Medien.'],
      ['Ankerpunkte inklusive', 'Befestigungspunkte für Ohr, Handgelenk, Finger und Gesicht.'],
      ['Prüfwerkzeug', 'Prüfen Sie Dateien vor der Veröffentlichung.'],
    ],
    useCases: [
      ['Multichannel-Marken', 'Ein Asset für Web, App, Social Media und virtuelle Welten.'],
      ['Agenturen', 'Liefern Sie Try-on-Assets für jeden Kunden im selben Format.'],
      ['Produktteams', 'Ein Produkt einmal aktualisieren – alle Kanäle ziehen nach.'],
    ],
    faqs: [
      [
        'Ist das Format dokumentiert?',
        'Ja, die Spezifikation und ein Validator stehen Partnern zur Verfügung.',
      ],
    ],
  },
  'ai-facial-recognition': {
    title: 'KI-Gesichtserkennung für Beauty',
    promise: 'Schnelle, präzise Gesichtserkennung als Grundlage jedes Beauty-Erlebnisses.',
    detail:
      'Die Erkennung findet Gesichter und Orientierungspunkte in Fotos und Videos, damit Try-on und Analyse sofort starten können; sie lokalisiert Gesichter, ohne festzustellen, wem sie gehören.',
    benefits: [
      ['Dichte Orientierungspunkte', 'Hunderte Punkte für präzises Auftragen.'],
      ['Mehrere Gesichter', 'Verarbeitet Gruppenfotos und Nebeneinander-Ansichten.'],
      ['Keine Identifizierung', 'Für Styling entwickelt, nicht zum Erkennen von Personen.'],
    ],
    useCases: [
      ['Try-on-Start', 'Findet das Gesicht sofort, damit Effekte ohne Verzögerung erscheinen.'],
      ['Gruppenfotos', 'Erkennt mehrere Gesichter und lässt die Nutzerin eines auswählen.'],
      ['Datenschutz durch Technikgestaltung', 'Erkennt Gesichter, ohne Personen zu identifizieren.'],
    ],
    faqs: [
      [
        'Speichern Sie Gesichtsdaten?',
        'Nein. Die Bilder werden verarbeitet und verworfen; nichts identifiziert eine Person.',
      ],
    ],
  },
  'fitzpatrick-skin-types': {
    title: 'Analyse der Fitzpatrick-Hauttypen',
    promise: 'Fitzpatrick-Typ I bis VI schätzen, um Sonnenschutz und Behandlungen anzupassen.',
    detail:
      'Die Analyse schätzt, wie die Haut voraussichtlich auf Sonne reagiert, und hilft Marken, Lichtschutzfaktoren zu empfehlen, und Kliniken, lichtbasierte Behandlungen sorgfältig zu planen.',
    benefits: [
      ['Sechsstufige Skala', 'Schätzt Typ I bis VI anhand eines kalibrierten Fotos.'],
      ['Sonnenschutzberatung', 'Ordnen Sie jedem Typ LSF- und After-Sun-Produkte zu.'],
      ['Bereit für Kliniken', 'Ein Ausgangspunkt für Beratungen, kein Ersatz.'],
    ],
    useCases: [
      ['Sonnenschutz', 'Empfehlen Sie Schutzstufen nach Hauttyp.'],
      ['Kliniken', 'Planen Sie Behandlungen unter Berücksichtigung des Hauttyps.'],
      ['Aufklärung', 'Erklären Sie Hauttypen anschaulich und verständlich.'],
    ],
    faqs: [
      [
        'Wie genau ist die Schätzung?',
        'Sie dient als Orientierung; Kliniken sollten sie durch eine fachliche Beurteilung bestätigen.',
      ],
    ],
  },
};
