import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** TECHNOLOGY_PAGE in German, by slug (data/solutions.ts TECHNOLOGY_BRIEFS). */
export const TECHNOLOGIES: Overlay<BriefText> = {
  'face-ai': {
    title: 'Face AI',
    promise: 'Die Engine für Gesichtsverständnis hinter jedem {{brand}} Erlebnis.',
    detail:
      'Face AI vereint Gesichtserkennung, dichte Orientierungspunkte, Merkmalsauswertung und Hautanalyse in einer Modellfamilie, abgestimmt auf Beauty: Lippen, Wimpern und Brauen werden mit Subpixel-Präzision verfolgt.',
    benefits: [
      [
        'Präzision für Beauty',
        'Orientierungspunkte, abgestimmt auf Lippenkontur, Wimpernkranz und Brauenbogen.',
      ],
      ['Inklusives Training', 'Trainiert mit allen Altersgruppen, Hauttönen und Lichtverhältnissen.'],
      ['Läuft überall', 'Web, iOS, Android und Server-APIs teilen denselben Kern.'],
    ],
    useCases: [
      [
        'Try-on-Produkte',
        'Jedes {{brand}} Try-on beginnt damit, dass Face AI das Gesicht findet und verfolgt.',
      ],
      ['Analyseprodukte', 'Haut-, Gesichtsform- und Merkmalsauswertungen nutzen denselben Kern.'],
    ],
    faqs: [
      [
        'Identifiziert Face AI Personen?',
        'Nein. Face AI erfasst Merkmale für die Stilberatung und identifiziert niemals Einzelpersonen.',
      ],
    ],
  },
  'live-3d-face-ar': {
    title: 'Live 3D Face AR',
    promise: 'Ein Live-3D-Gesichtsnetz, das virtuelle Produkte auch bei Bewegung an ihrem Platz hält.',
    detail:
      'Das 3D-Netz schätzt Kopfhaltung und Mimik in jedem Bild: Brillen bleiben auf dem Nasenrücken, und der Lippenstift folgt einem Lächeln, ohne zu verrutschen.',
    benefits: [
      ['Stabil aus jedem Winkel', 'Das Tracking hält bei Kopfdrehungen und Neigungen.'],
      ['Erkennt Mimik', 'Blinzeln, Lächeln und Sprechen werden natürlich verfolgt.'],
      ['Effizient', 'Flüssige Bildraten auf Smartphones der Mittelklasse.'],
    ],
    useCases: [
      ['Brillen', 'Fassungen bleiben bei Kopfdrehungen auf dem Nasenrücken.'],
      ['Videoeffekte', 'Make-up und Accessoires folgen der Mimik natürlich.'],
    ],
    faqs: [['Wird eine Tiefenkamera benötigt?', 'Nein. Es funktioniert mit einer normalen RGB-Kamera.']],
  },
  'makeup-ar': {
    title: 'Makeup AR',
    promise: 'Die Rendering-Engine, die virtuelles Make-up wie die echte Formulierung aussehen lässt.',
    detail:
      'Makeup AR bildet Pigment, Finish und Schichtung nach: Ein transparentes Gloss über einem matten Lipliner sieht anders aus als jedes Produkt für sich – genau wie im Spiegel.',
    benefits: [
      ['Finish-Modellierung', 'Matt, seidig, glänzend, schimmernd und metallisch.'],
      ['Schichtung', 'Produkte verbinden sich wie echte.'],
      ['Passt sich dem Licht an', 'Farben bleiben unter warmem und kühlem Licht naturgetreu.'],
    ],
    useCases: [
      ['Farbtonbibliotheken von Marken', 'Jeder Farbton wird aus gemessenen Farbmustern dargestellt.'],
      ['Look-Gestaltung', 'Geschichtete Produkte verhalten sich wie echtes Make-up.'],
    ],
    faqs: [
      [
        'Wie entstehen die Farbtöne?',
        'Aus physischen Farbmustern, die unter kontrolliertem Licht gemessen werden.',
      ],
    ],
  },
  'skincare-ar': {
    title: 'Skincare AR',
    promise: 'Hautanalyse und Hautsimulation direkt im Live-Kamerabild.',
    detail:
      'Skincare AR bewertet Hautanliegen in Echtzeit, blendet sie auf dem Live-Gesicht ein und simuliert anschließend Verbesserungen – so wird aus einem Scan ein Gespräch über Pflegeroutinen.',
    benefits: [
      ['Live-Einblendungen', 'Hautanliegen werden auf dem bewegten Gesicht hervorgehoben.'],
      ['HD-Standbilder', 'Wechseln Sie für Details zu einer hochauflösenden Aufnahme.'],
      ['Simulation', 'Zeigen Sie die erwartete Verbesserung im Zeitverlauf.'],
    ],
    useCases: [
      ['Hautberatungen', 'Hautanliegen live auf dem Gesicht der Kundschaft gezeigt.'],
      ['Produktschulung', 'Die Simulation zeigt erwartete Verbesserungen.'],
    ],
    faqs: [
      [
        'Wird spezielles Licht benötigt?',
        'Nein, gleichmäßiges Licht von vorn verbessert jedoch die Konsistenz.',
      ],
    ],
  },
  'agile-face': {
    title: 'Agile Face',
    promise: 'Leichtgewichtiges Gesichtstracking für leistungsschwache Geräte und In-App-Kameras.',
    detail:
      'Agile Face tauscht etwas Netzdichte gegen Geschwindigkeit und hält das Try-on so auch in Social-Apps, Miniprogrammen und auf älteren Smartphones reaktionsschnell.',
    benefits: [
      ['Geringer Speicherbedarf', 'Ein kompaktes Modell, das schnell lädt.'],
      ['Akkuschonend', 'Geringerer Energieverbrauch für lange Sitzungen.'],
      ['Dieselbe API', 'Wechseln Sie mit einer Einstellung zwischen Agile und vollem Tracking.'],
    ],
    useCases: [
      ['In-App-Kameras', 'Gesichtseffekte auf leistungsschwachen Geräten.'],
      ['Smart Mirrors', 'Stabiles Tracking auf eingebetteter Hardware.'],
    ],
    faqs: [['Wann sollten wir Agile Face wählen?', 'Für Miniprogramme, Webviews und Einstiegsgeräte.']],
  },
  'agile-hand-tracking': {
    title: 'Agile Hand Tracking',
    promise: 'Schnelles Tracking von Hand, Fingern und Handgelenk für Nägel, Ringe und Uhren.',
    detail:
      'Das Handtracking schätzt Fingergelenke und Handgelenkhaltung in Echtzeit – die Grundlage für Nagellack-, Ring- und Armband-Try-on sowie die Handgelenkmessung.',
    benefits: [
      ['Detail bis zum Finger', 'Jeder Finger und jeder Nagel wird einzeln verfolgt.'],
      ['Handgelenkhaltung', 'Präziser Winkel für Uhren und Armbänder.'],
      ['Größenbestimmung', 'Schätzt Ring- und Handgelenkgröße auf dem Smartphone.'],
    ],
    useCases: [
      ['Nagellack', 'Der Lack bleibt auf jedem Nagel, auch wenn sich die Finger bewegen.'],
      ['Ringe und Uhren', 'Schmuck wird am richtigen Finger und Handgelenk platziert.'],
    ],
    faqs: [['Funktioniert es mit beiden Händen?', 'Ja, links oder rechts, Handfläche nach oben oder unten.']],
  },
  'face-detection-tracking': {
    title: 'Gesichtserkennung und -verfolgung',
    promise: 'Gesichter schnell finden und von Bild zu Bild flüssig verfolgen.',
    detail:
      'Die Erkennung findet Gesichter in Millisekunden; das Tracking hält die Orientierungspunkte anschließend zwischen den Bildern stabil – genau das verhindert, dass virtuelle Produkte zittern.',
    benefits: [
      ['Geringe Latenz', 'Gesichter werden in Millisekunden gefunden.'],
      ['Kein Zittern', 'Zeitliche Glättung hält Produkte ruhig.'],
      ['Robust', 'Funktioniert mit Brillen, Masken und teilweiser Verdeckung.'],
    ],
    useCases: [
      ['Live-Video', 'Flüssiges Tracking ohne Zittern für Effekte.'],
      ['Fotobearbeitung', 'Schnelle Erkennung für Bearbeitungswerkzeuge.'],
    ],
    faqs: [
      [
        'Können mehrere Gesichter verfolgt werden?',
        'Ja, mehrere Gesichter lassen sich gleichzeitig verfolgen.',
      ],
    ],
  },
  'generative-ai': {
    title: 'Generative KI für Beauty',
    promise: 'Generative Modelle, die Looks, Frisuren und Produktbilder erstellen.',
    detail:
      'Unsere generativen Modelle sind für Beauty-Aufgaben trainiert: einen Look übertragen, eine Frisur erzeugen oder Produktbilder erstellen, die den echten Farbtönen treu bleiben.',
    benefits: [
      ['Farbtreue', 'Generierte Bilder respektieren die echten Produktfarben.'],
      ['Leitplanken', 'Filter verhindern irreführende oder unsichere Ergebnisse.'],
      ['APIs und Apps', 'Verfügbar über die AI API und den Demo-Store.'],
    ],
    useCases: [
      ['Looks aus einer Beschreibung', 'Die Kundschaft beschreibt einen Look und probiert ihn an.'],
      ['Produktbilder', 'Erstellen Sie Kampagnenmotive aus Produktdaten.'],
    ],
    faqs: [
      [
        'Werden generierte Bilder gekennzeichnet?',
        'Ja, Ergebnisse können ein sichtbares Label und Metadaten tragen.',
      ],
    ],
  },
  'hair-ai': {
    title: 'Hair AI',
    promise: 'Haarsegmentierung und -analyse für Farbe, Styling und Pflege.',
    detail:
      'Hair AI trennt Haare bis auf Strähnenebene von Hintergrund und Gesicht und misst dann Länge, Dichte, Haartyp und Frizz – als Grundlage für Try-on und Pflegeberatung.',
    benefits: [
      ['Maske auf Strähnenebene', 'Saubere Kanten selbst bei abstehenden Haaren.'],
      ['Vier Analysen', 'Länge, Dichte, Haartyp und Frizz.'],
      ['Bereit für Farbe', 'Dieselbe Maske steuert die Live-Haarfarbe.'],
    ],
    useCases: [
      ['Haarfarbe', 'Segmentierung, die den natürlichen Glanz erhält.'],
      ['Haaranalyse', 'Länge, Haartyp und Frizz aus einem Foto.'],
    ],
    faqs: [['Funktioniert es bei Zöpfen und Locs?', 'Ja, sie sind Teil der Trainingsdaten.']],
  },
};
