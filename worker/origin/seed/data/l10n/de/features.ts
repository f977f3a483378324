import type { FeatureText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_FEATURE in German, by slug (data/consumer.ts FEATURE_BRIEFS); titles as in consumer.json. */
export const FEATURES: Overlay<FeatureText> = {
  'ai-video-editor': {
    title: 'KI-Videoeditor',
    promise: 'Bearbeite Clips mit einer KI, die für dich schneidet, retuschiert und untertitelt.',
    steps: [
      [
        'Clip importieren',
        'Öffne die App, tippe auf „Neues Projekt“ und wähle einen Clip mit bis zu zehn Minuten aus deiner Galerie.',
      ],
      [
        'KI-Bearbeitung wählen',
        'Wähle automatischen Schnitt, Retusche oder Untertitel; die KI wendet die Bearbeitung in wenigen Sekunden auf den ganzen Clip an.',
      ],
      [
        'In HD exportieren',
        'Sieh dir das Ergebnis an, exportiere es in 1080p und teile es direkt auf deiner Lieblingsplattform.',
      ],
    ],
    faqs: [['Gibt es eine Längenbegrenzung?', 'Clips mit bis zu zehn Minuten werden unterstützt.']],
  },
  'ai-photo-fixer': {
    title: 'KI-Fotoreparatur',
    promise: 'Rette unscharfe, dunkle oder verrauschte Fotos mit einem Tippen.',
    steps: [
      [
        'Foto öffnen',
        'Wähle ein unscharfes, dunkles oder verrauschtes Foto aus deiner Galerie oder nimm mit der Kamera ein neues auf.',
      ],
      [
        'Auf „Reparieren“ tippen',
        'Ein Tippen schärft Details, hellt Schatten auf und entfernt Bildrauschen – alles auf einmal.',
      ],
      [
        'Vergleichen und speichern',
        'Schiebe den Trenner, um Vorher und Nachher zu vergleichen, und speichere eine Kopie; dein Original bleibt unverändert.',
      ],
    ],
    faqs: [
      [
        'Funktioniert es bei alten Scans?',
        'Ja, es reduziert Rauschen und stellt Details in gescannten Abzügen wieder her.',
      ],
    ],
  },
  'remove-object-from-photo': {
    title: 'Objekte entfernen',
    promise: 'Entferne Personen, Kabel und Unordnung spurlos.',
    steps: [
      [
        'Über das Objekt malen',
        'Male über die Person, das Kabel oder die Unordnung, die verschwinden soll; zoome für kleine Details hinein.',
      ],
      [
        'Die KI füllt die Lücke',
        'Die KI rekonstruiert den Bereich aus der Umgebung, sodass Texturen und Licht natürlich weiterlaufen.',
      ],
      [
        'Das saubere Foto speichern',
        'Prüfe die Kanten, mach Schritte rückgängig oder male bei Bedarf nach und speichere das Foto in voller Auflösung.',
      ],
    ],
    faqs: [
      [
        'Sieht der Hintergrund natürlich aus?',
        'Die Füllung wird aus der umgebenden Szene erzeugt, damit sie sich nahtlos einfügt.',
      ],
    ],
  },
  'ai-face-swap': {
    title: 'KI-Gesichtstausch',
    promise: 'Tausche zum Spaß Gesichter zwischen deinen eigenen Fotos.',
    steps: [
      [
        'Zwei Fotos wählen',
        'Wähle ein Foto mit dem Gesicht, das du übertragen möchtest, und ein zweites Foto, das es erhalten soll.',
      ],
      [
        'Gesichter bestätigen',
        'Die App markiert die gefundenen Gesichter; tippe bei mehreren auf das Paar, das du tauschen möchtest.',
      ],
      [
        'Ergebnis teilen',
        'Speichere oder teile das getauschte Foto; verwende nur Fotos von Personen, die damit einverstanden sind.',
      ],
    ],
    faqs: [
      [
        'Darf ich Fotos von anderen verwenden?',
        'Nur mit deren Einwilligung; Missbrauch verstößt gegen unsere Bedingungen.',
      ],
    ],
  },
  'ai-photo-enhancer': {
    title: 'KI-Fotoverbesserung',
    promise: 'Schärfe Details und verstärke Farben automatisch.',
    steps: [
      [
        'Foto hochladen',
        'Wähle ein Foto mit geringer Auflösung oder starker Komprimierung aus deiner Galerie.',
      ],
      [
        'Stärke wählen',
        'Wähle eine leichte, mittlere oder starke Verbesserung – je nachdem, wie viele Details das Foto braucht.',
      ],
      [
        'Herunterladen',
        'Speichere die schärfere, hochskalierte Version mit bis zu vierfacher Originalgröße.',
      ],
    ],
    faqs: [['Erhöht es die Auflösung?', 'Ja, bis zur vierfachen Originalgröße.']],
  },
  'hair-color-changer': {
    title: 'Haarfarbe ändern',
    promise: 'Probiere neue Haarfarben auf deinem eigenen Foto oder live aus.',
    steps: [
      ['Selfie aufnehmen', 'Nutze die Frontkamera bei gutem Licht oder öffne ein vorhandenes Porträt.'],
      [
        'Farbton wählen',
        'Stöbere in Naturtönen, Pastell- und Knallfarben oder probiere Ombré und Strähnchen aus.',
      ],
      [
        'Intensität anpassen',
        'Mach die Farbe mit dem Regler sanfter oder kräftiger, bis sie passt, und speichere dann den Look.',
      ],
    ],
    faqs: [['Kann ich zwei Töne ausprobieren?', 'Ja, Ombré und Strähnchen sind enthalten.']],
  },
  'teeth-whitening': {
    title: 'Zahnaufhellung',
    promise: 'Lass dein Lächeln auf Fotos natürlich strahlen.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Foto, auf dem das Lächeln gut zu sehen ist.'],
      [
        'Auf „Aufhellen“ tippen',
        'Die App findet die Zähne automatisch und hellt sie auf, ohne Lippen oder Haut zu verändern.',
      ],
      ['Stufe einstellen', 'Wähle eine niedrigere Stufe für ein natürliches Ergebnis und speichere.'],
    ],
    faqs: [
      [
        'Sieht das künstlich aus?',
        'Eine natürliche Obergrenze sorgt dafür, dass die Zähne realistisch bleiben.',
      ],
    ],
  },
  'ai-headshot-generator': {
    title: 'KI-Porträtfotos',
    promise: 'Professionelle Bewerbungs- und Profilfotos aus ein paar lockeren Selfies.',
    steps: [
      [
        'Selfies hochladen',
        'Füge sechs bis zehn Selfies aus verschiedenen Winkeln und bei gleichmäßigem Licht hinzu.',
      ],
      [
        'Stil wählen',
        'Wähle einen Look wie Business, kreativ oder lässig – mit passenden Hintergründen und Outfits.',
      ],
      [
        'Favoriten auswählen',
        'Sieh dir die erzeugten Porträts an und behalte die, die dir am ähnlichsten sehen.',
      ],
    ],
    faqs: [['Wie viele Selfies werden benötigt?', 'Rund zehn klare Selfies liefern die besten Ergebnisse.']],
  },
  'photo-collage-maker': {
    title: 'Collagen erstellen',
    promise: 'Kombiniere Fotos zu Layouts, Rastern und Storys.',
    steps: [
      ['Fotos auswählen', 'Wähle bis zu neun Fotos aus deiner Galerie in der gewünschten Reihenfolge.'],
      ['Layout wählen', 'Wähle ein Raster-, Freestyle- oder Magazin-Layout; tausche Fotos per Ziehen.'],
      [
        'Text und Sticker hinzufügen',
        'Füge Bildunterschriften, Sticker und eine Hintergrundfarbe hinzu und speichere oder teile die Collage.',
      ],
    ],
    faqs: [['Wie viele Fotos passen hinein?', 'Bis zu zwanzig Fotos pro Collage.']],
  },
  'makeup-editor': {
    title: 'Make-up-Editor',
    promise: 'Füge jedem Porträt Lippenstift, Rouge, Wimpern und mehr hinzu.',
    steps: [
      ['Porträt öffnen', 'Öffne ein Porträt, auf dem das Gesicht in die Kamera blickt.'],
      [
        'Produkte wählen',
        'Trage Lippenstift, Foundation, Rouge, Lidschatten und Wimpern einzeln oder als kompletten Look auf.',
      ],
      [
        'Verblenden und speichern',
        'Passe die Intensität jedes Produkts an, damit es mit deiner Haut verschmilzt, und speichere.',
      ],
    ],
    faqs: [
      ['Kann ich meinen Look speichern?', 'Ja, gespeicherte Looks lassen sich auf neue Fotos anwenden.'],
    ],
  },
  'face-editor': {
    title: 'Gesichtseditor',
    promise: 'Dezente Anpassungen an Gesichtszügen, Lächeln und Blickwinkel.',
    steps: [
      ['Porträt öffnen', 'Öffne ein klares Porträt aus deiner Galerie.'],
      [
        'Merkmal anpassen',
        'Wähle Augen, Nase, Lippen oder Gesichtsform und bewege den Regler in kleinen Schritten.',
      ],
      [
        'Vorher und nachher vergleichen',
        'Halte die Vergleichstaste gedrückt, um zu prüfen, ob du noch wie du aussiehst, und speichere dann.',
      ],
    ],
    faqs: [
      ['Lassen sich Änderungen rückgängig machen?', 'Jede Anpassung lässt sich jederzeit rückgängig machen.'],
    ],
  },
  'text-to-image-ai': {
    title: 'Text zu Bild',
    promise: 'Beschreibe eine Szene und sieh zu, wie sie entsteht.',
    steps: [
      [
        'Prompt eingeben',
        'Beschreibe das gewünschte Bild in einem Satz, zum Beispiel eine Katze, die in einem sonnigen Café liest.',
      ],
      ['Stil wählen', 'Wähle einen Stil wie Foto, Aquarell, Anime oder 3D.'],
      [
        'Erzeugen und verfeinern',
        'Erzeuge vier Versionen, verfeinere bei Bedarf den Prompt und speichere deinen Favoriten.',
      ],
    ],
    faqs: [
      [
        'Wem gehören die Bilder?',
        'Du darfst die Bilder, die du erstellst, gemäß unseren Bedingungen nutzen.',
      ],
    ],
  },
  'blur-images': {
    title: 'Bilder weichzeichnen',
    promise: 'Zeichne Hintergründe, Gesichter oder Details mit wenigen Strichen weich.',
    steps: [
      ['Foto öffnen', 'Wähle das Foto, das du weichzeichnen möchtest.'],
      [
        'Bereich wählen',
        'Zeichne den Hintergrund für einen Porträt-Look weich oder male über Gesichter und Kennzeichen, um sie unkenntlich zu machen.',
      ],
      ['Stärke einstellen', 'Lege fest, wie stark die Unschärfe ist, und speichere das Ergebnis.'],
    ],
    faqs: [
      [
        'Kann ich Gesichter zum Schutz der Privatsphäre unkenntlich machen?',
        'Ja, die automatische Erkennung findet Gesichter schnell.',
      ],
    ],
  },
  'background-remover': {
    title: 'Hintergrund entfernen',
    promise: 'Stelle Personen und Produkte sauber frei.',
    steps: [
      ['Foto hochladen', 'Wähle ein Foto von einer Person, einem Haustier oder einem Produkt.'],
      ['Kurz warten', 'Die KI stellt das Motiv in wenigen Sekunden frei – samt Haaren und weichen Kanten.'],
      [
        'Transparentes PNG herunterladen',
        'Speichere das freigestellte Motiv als transparentes PNG oder setze es auf einen neuen Hintergrund.',
      ],
    ],
    faqs: [['Kommt es mit Haaren zurecht?', 'Ja, die Kanten rund um die Haare bleiben fein.']],
  },
  'ai-image-extender': {
    title: 'KI-Bilderweiterung',
    promise: 'Erweitere ein Foto über seine Ränder hinaus.',
    steps: [
      ['Foto öffnen', 'Öffne das Foto, das dir zu eng zugeschnitten vorkommt.'],
      ['Rahmen ziehen', 'Ziehe den Rahmen nach außen oder wähle ein Seitenverhältnis wie 16:9 oder 9:16.'],
      [
        'Neuen Bereich erzeugen',
        'Die KI malt den fehlenden Bereich passend zur Szene; erzeuge ihn erneut für eine andere Version.',
      ],
    ],
    faqs: [
      [
        'Auf welche Größen kann ich erweitern?',
        'Auf jedes Seitenverhältnis, bis zur doppelten Originalgröße.',
      ],
    ],
  },
  'skin-smoothing': {
    title: 'Hautglättung',
    promise: 'Gleiche die Haut aus und bewahre dabei ihre Textur.',
    steps: [
      ['Porträt öffnen', 'Öffne ein Porträt oder mach ein Selfie.'],
      [
        'Glättung einstellen',
        'Wähle eine Glättungsstufe; bei niedrigen Stufen bleiben Poren und Textur für einen natürlichen Look sichtbar.',
      ],
      ['Speichern', 'Vergleiche mit dem Original und speichere.'],
    ],
    faqs: [['Verschwinden die Poren?', 'Nein, die Textur bleibt erhalten, damit die Haut echt aussieht.']],
  },
  'ai-hairstyle-try-on': {
    title: 'Frisuren ausprobieren',
    promise: 'Sieh dich mit einem neuen Schnitt, bevor du zum Friseur gehst.',
    steps: [
      ['Selfie aufnehmen', 'Mach ein Selfie mit aus dem Gesicht gestrichenem Haar.'],
      [
        'Frisuren durchstöbern',
        'Probiere Bobs, Stufenschnitte, Ponys, Locken und Hochsteckfrisuren an deinem eigenen Gesicht aus.',
      ],
      [
        'Favoriten speichern',
        'Speichere die Frisuren, die dir gefallen, und zeig sie deiner Friseurin oder deinem Friseur.',
      ],
    ],
    faqs: [['Sind auch Ponys dabei?', 'Ja, mit mehreren Ponyvarianten.']],
  },
  'video-retouch': {
    title: 'Videoretusche',
    promise: 'Glätte die Haut und trage Make-up über einen ganzen Clip auf.',
    steps: [
      ['Video importieren', 'Wähle einen Clip aus deiner Galerie.'],
      [
        'Retusche-Tools wählen',
        'Wende Glättung, Konturformung oder Make-up an; die Effekte folgen dem Gesicht in jedem Bild.',
      ],
      ['Exportieren', 'Sieh dir den Clip an und exportiere ihn in Originalqualität.'],
    ],
    faqs: [['Folgt es der Bewegung?', 'Ja, die Effekte verfolgen dein Gesicht in jedem Bild.']],
  },
  'video-enhancer': {
    title: 'Videoverbesserung',
    promise: 'Mach matte Clips schärfer und heller.',
    steps: [
      ['Clip importieren', 'Wähle einen dunklen, verwackelten oder niedrig aufgelösten Clip.'],
      [
        'Verbesserung wählen',
        'Wähle Aufhellen, Schärfen oder Stabilisieren – oder lass die App für dich entscheiden.',
      ],
      ['Exportieren', 'Exportiere den verbesserten Clip und vergleiche ihn mit dem Original.'],
    ],
    faqs: [['Kann es verwackelte Videos korrigieren?', 'Eine Stabilisierung ist enthalten.']],
  },
  'video-background-remover': {
    title: 'Videohintergrund entfernen',
    promise: 'Ersetze den Hintergrund eines Videos ganz ohne Greenscreen.',
    steps: [
      ['Clip importieren', 'Wähle einen Clip, in dem sich die Person klar vom Hintergrund abhebt.'],
      [
        'Hintergrund entfernen',
        'Die KI trennt die Person Bild für Bild vom Hintergrund – ein Greenscreen ist nicht nötig.',
      ],
      [
        'Neue Szene wählen',
        'Setze die Person vor eine Farbe, ein Foto oder ein anderes Video und exportiere.',
      ],
    ],
    faqs: [['Brauche ich eine einfarbige Wand?', 'Nein, jeder Hintergrund funktioniert.']],
  },
  'video-trimmer': {
    title: 'Video zuschneiden',
    promise: 'Bring deine Clips auf die perfekte Länge.',
    steps: [
      ['Clip importieren', 'Wähle den Clip, den du kürzen möchtest.'],
      [
        'Griffe ziehen',
        'Verschiebe Start- und Endgriff, um nur den gewünschten Teil zu behalten; teile den Clip, um einen Abschnitt in der Mitte zu entfernen.',
      ],
      ['Speichern', 'Speichere den gekürzten Clip als neue Datei.'],
    ],
    faqs: [['Verringert sich die Qualität?', 'Nein, beim Zuschneiden bleibt die Originalqualität erhalten.']],
  },
  'slow-motion-video': {
    title: 'Zeitlupe',
    promise: 'Flüssige Zeitlupe aus jedem Clip.',
    steps: [
      ['Clip importieren', 'Wähle einen Clip mit Bewegung, etwa einen Sprung oder ein Platschen.'],
      [
        'Abschnitt auswählen',
        'Markiere den Moment, der langsamer werden soll; der Rest läuft in normaler Geschwindigkeit.',
      ],
      [
        'Geschwindigkeit wählen',
        'Wähle halbe, viertel oder achtel Geschwindigkeit; die App fügt flüssige Zwischenbilder ein.',
      ],
    ],
    faqs: [['Wie langsam geht es?', 'Bis zu einem Achtel der Geschwindigkeit mit Zwischenbildberechnung.']],
  },
  'ai-avatar': {
    title: 'KI-Avatar',
    promise: 'Erstelle stilisierte Avatare aus deinen Selfies.',
    steps: [
      ['Selfies hochladen', 'Füge acht bis zwölf Selfies mit unterschiedlichen Gesichtsausdrücken hinzu.'],
      ['Stile wählen', 'Wähle Stile wie Fantasy, Comic, Ölgemälde oder Cyberpunk.'],
      ['Avatare herunterladen', 'Speichere die Avatare, die dir gefallen, für deine Profilbilder.'],
    ],
    faqs: [['Kann ich sie als Profilbilder verwenden?', 'Ja, genau dafür sind sie gedacht.']],
  },
  'sky-replacement': {
    title: 'Himmel austauschen',
    promise: 'Tausche grauen Himmel gegen Sonnenuntergänge und Sterne.',
    steps: [
      ['Landschaft öffnen', 'Wähle ein Landschafts- oder Stadtfoto mit tristem Himmel.'],
      [
        'Himmel wählen',
        'Probiere strahlend blauen Himmel, Sonnenuntergang, Gewitter oder Sternenhimmel aus.',
      ],
      ['Licht anpassen', 'Gleiche Licht und Farben der Szene an den neuen Himmel an und speichere.'],
    ],
    faqs: [['Passt sich das Licht der Szene an?', 'Ja, die Farben passen sich dem neuen Himmel an.']],
  },
  'photo-colorizer': {
    title: 'Fotos kolorieren',
    promise: 'Bring Farbe in Schwarz-Weiß-Fotos.',
    steps: [
      ['Altes Foto hochladen', 'Wähle ein Schwarz-Weiß-Foto oder einen Scan eines alten Abzugs.'],
      ['Kolorieren', 'Die KI verleiht Haut, Kleidung, Himmel und Umgebung natürliche Farben.'],
      ['Töne feinabstimmen', 'Passe Wärme und Sättigung an, bis die Farben stimmig wirken, und speichere.'],
    ],
    faqs: [['Sind die Farben originalgetreu?', 'Es sind plausible Schätzungen, keine Aufzeichnungen.']],
  },
  'photo-animator': {
    title: 'Fotos animieren',
    promise: 'Lass Porträts lächeln und blinzeln.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Porträt mit gut sichtbarem Gesicht.'],
      ['Bewegung wählen', 'Wähle ein Lächeln, ein Nicken, ein Blinzeln oder eine sanfte Kopfdrehung.'],
      ['Kurzen Clip exportieren', 'Exportiere einen kurzen Loop-Clip zum Teilen.'],
    ],
    faqs: [['Kann ich Gruppenfotos animieren?', 'Für die besten Ergebnisse jeweils ein Gesicht.']],
  },
  'body-editor': {
    title: 'Körpereditor',
    promise: 'Passe Haltung und Proportionen behutsam an.',
    steps: [
      ['Foto öffnen', 'Wähle ein Ganzkörper- oder Halbkörperfoto.'],
      [
        'Bereich auswählen',
        'Wähle einen Bereich wie Taille, Beine oder Schultern; der Hintergrund bleibt gerade.',
      ],
      [
        'Behutsam anpassen',
        'Nimm kleine Anpassungen vor, damit das Foto weiterhin nach dir aussieht, und speichere.',
      ],
    ],
    faqs: [['Gibt es Grenzen?', 'Ja, Grenzwerte halten die Bearbeitungen realistisch.']],
  },
  'eye-color-changer': {
    title: 'Augenfarbe ändern',
    promise: 'Probiere neue Augenfarben auf Porträts aus.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Porträt mit offenen Augen oder mach ein Selfie.'],
      ['Farbe wählen', 'Probiere natürliche Braun-, Blau- und Grüntöne oder auffällige Fantasiefarben aus.'],
      ['Verblenden', 'Stelle die Stärke so ein, dass die Iris ihr natürliches Muster behält, und speichere.'],
    ],
    faqs: [['Sieht das natürlich aus?', 'Die Textur der Iris bleibt für einen natürlichen Look erhalten.']],
  },
  'wrinkle-remover': {
    title: 'Falten glätten',
    promise: 'Mildere feine Linien auf Porträts.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Porträt mit gutem Licht.'],
      ['Bereich bemalen', 'Male über Linien auf der Stirn, um die Augen oder um den Mund.'],
      ['Stärke einstellen', 'Halte die Stärke für einen natürlichen Look niedrig und speichere.'],
    ],
    faqs: [
      ['Kann ich manche Linien behalten?', 'Ja, die Stärke lässt sich für jeden Bereich einzeln einstellen.'],
    ],
  },
  'acne-remover': {
    title: 'Hautunreinheiten entfernen',
    promise: 'Entferne Pickel und Hautunreinheiten mit einem Tippen.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Porträt oder mach ein Selfie.'],
      [
        'Auf „Auto“ tippen',
        'Die App findet vorübergehende Hautunreinheiten und entfernt sie mit einem Tippen.',
      ],
      [
        'Von Hand nachbessern',
        'Tippe auf Stellen, die die App übersehen hat, um sie von Hand zu entfernen, und speichere.',
      ],
    ],
    faqs: [['Verändert es den Hautton?', 'Nein, es werden nur Hautunreinheiten bearbeitet.']],
  },
  'photo-filters': {
    title: 'Fotofilter',
    promise: 'Hunderte Filter für jede Stimmung.',
    steps: [
      ['Foto öffnen', 'Wähle ein Foto, das du gestalten möchtest.'],
      ['Filter durchstöbern', 'Wische durch Film-, Porträt-, Food- und Reisefilter mit Live-Vorschau.'],
      [
        'Intensität einstellen',
        'Passe die Intensität so an, dass der Filter das Foto unterstützt statt es zu überdecken, und speichere.',
      ],
    ],
    faqs: [['Kann ich eigene Filter speichern?', 'Ja, speichere deine Anpassungen als Vorgaben.']],
  },
  'add-text-to-photo': {
    title: 'Text zu Fotos hinzufügen',
    promise: 'Bildunterschriften, Zitate und Titel in vielen Schriftarten.',
    steps: [
      ['Foto öffnen', 'Wähle das Foto, das du beschriften möchtest.'],
      ['Text eingeben', 'Gib deine Bildunterschrift, dein Zitat oder deinen Titel ein.'],
      [
        'Gestalten und platzieren',
        'Wähle Schriftart, Farbe und Schatten, zieh den Text an seinen Platz und speichere.',
      ],
    ],
    faqs: [['Kann ich Text biegen?', 'Ja, Text kann einer Kurve folgen.']],
  },
  'photo-cropper': {
    title: 'Fotos zuschneiden',
    promise: 'Schneide auf jedes Seitenverhältnis für jede Plattform zu.',
    steps: [
      ['Foto öffnen', 'Wähle das Foto, das du zuschneiden möchtest.'],
      [
        'Seitenverhältnis wählen',
        'Wähle quadratisch, 4:5, 16:9 oder 9:16 oder schneide frei zu; richte bei Bedarf den Horizont gerade aus.',
      ],
      ['Speichern', 'Speichere die zugeschnittene Kopie in voller Auflösung.'],
    ],
    faqs: [['Gibt es Vorgaben für soziale Netzwerke?', 'Ja, die gängigen Größen für Beiträge und Storys.']],
  },
  'ai-outfit-changer': {
    title: 'KI-Outfitwechsel',
    promise: 'Probiere Outfits und Styles auf deinem Foto aus.',
    steps: [
      ['Ganzkörperfoto hochladen', 'Wähle ein Foto, auf dem du von Kopf bis Fuß frontal zur Kamera stehst.'],
      ['Outfit wählen', 'Stöbere in lässigen, eleganten und saisonalen Outfits.'],
      [
        'Look speichern',
        'Speichere die Looks, die dir gefallen, oder teile sie, um eine zweite Meinung einzuholen.',
      ],
    ],
    faqs: [['Passt es zu meiner Pose?', 'Die Outfits passen sich deiner Pose und deinem Körper an.']],
  },
  'ai-selfie-generator': {
    title: 'KI-Selfie-Generator',
    promise: 'Neue Selfie-Stile mit deinem eigenen Gesicht.',
    steps: [
      ['Selfies hochladen', 'Füge acht bis zwölf klare Selfies hinzu.'],
      ['Thema wählen', 'Wähle ein Thema wie Reise, Studioporträt oder Fashion-Shooting.'],
      ['Erzeugen', 'Die KI erstellt neue Selfies von dir zu diesem Thema; speichere die besten.'],
    ],
    faqs: [['Werden meine Gesichtsdaten gespeichert?', 'Die Fotos werden nach der Erzeugung gelöscht.']],
  },
  'video-filters': {
    title: 'Videofilter',
    promise: 'Kinoreife Looks für deine Clips.',
    steps: [
      ['Clip importieren', 'Wähle einen Clip aus deiner Galerie.'],
      ['Filter wählen', 'Sieh dir Film-, Vintage- und Farbfilter direkt am laufenden Clip an.'],
      ['Exportieren', 'Exportiere den gefilterten Clip in seiner Originalauflösung.'],
    ],
    faqs: [['Funktionieren die Filter mit 4K?', 'Ja, Exporte bis 4K sind möglich.']],
  },
  'video-collage': {
    title: 'Videocollage',
    promise: 'Spiele mehrere Clips nebeneinander ab.',
    steps: [
      ['Clips auswählen', 'Wähle zwei bis sechs Clips.'],
      [
        'Layout wählen',
        'Wähle ein Splitscreen-Layout und lege die Reihenfolge fest, in der die Clips laufen.',
      ],
      ['Exportieren', 'Füge Musik hinzu und exportiere ein Video mit allen Clips zusammen.'],
    ],
    faqs: [['Können die Clips Ton haben?', 'Wähle, von welchem Clip der Ton erhalten bleibt.']],
  },
  'ai-portrait-lighting': {
    title: 'KI-Porträtlicht',
    promise: 'Beleuchte Porträts neu wie im Studio.',
    steps: [
      ['Porträt öffnen', 'Wähle ein Porträt, auch eines, das bei flachem Licht aufgenommen wurde.'],
      ['Licht wählen', 'Probiere Studio-, Fenster-, Golden-Hour- oder Neonlicht aus.'],
      ['Licht bewegen', 'Ziehe das Licht um das Gesicht herum und speichere, wenn die Schatten stimmen.'],
    ],
    faqs: [['Kann ich ein Kantenlicht hinzufügen?', 'Ja, es stehen mehrere Lichtarten zur Verfügung.']],
  },
  'photo-to-cartoon': {
    title: 'Foto zu Cartoon',
    promise: 'Verwandle Fotos in Cartoon-Kunst.',
    steps: [
      ['Foto öffnen', 'Wähle ein Porträt oder ein Gruppenfoto.'],
      ['Stil wählen', 'Wähle Comic, Anime, 3D oder Skizze.'],
      ['Speichern', 'Speichere die Cartoon-Version oder teile sie.'],
    ],
    faqs: [['Gibt es viele Stile?', 'Dutzende Stile, die regelmäßig aktualisiert werden.']],
  },
  'old-photo-restoration': {
    title: 'Alte Fotos restaurieren',
    promise: 'Repariere Kratzer und verblasste Stellen in alten Abzügen.',
    steps: [
      [
        'Scannen oder hochladen',
        'Fotografiere oder scanne den alten Abzug und füge ihn dann in der App hinzu.',
      ],
      ['Restaurieren', 'Die KI entfernt Kratzer, Staub und Verblassungen und schärft Gesichter.'],
      [
        'Vergleichen und speichern',
        'Schiebe den Regler, um mit dem Original zu vergleichen, und speichere die restaurierte Kopie.',
      ],
    ],
    faqs: [
      ['Repariert es auch eingerissene Fotos?', 'Kleine Risse und Kratzer werden automatisch repariert.'],
    ],
  },
};
