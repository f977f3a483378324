import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in German, by app code (data/consumer.ts APPS); app names stay as they are. */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about:
      'Mach Selfies mit Live-Filtern, die Licht, Haut und Make-up anpassen, bevor du den Auslöser drückst.',
    highlights: [
      ['Live-Filter', 'Sieh den Effekt, bevor du abdrückst.'],
      ['Beauty-Effekte', 'Natürliche Anpassungen von Haut und Licht.'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about:
      'Richte die Kamera auf deine Hand und probiere Lackfarben, Finishes und Nail-Art vor deiner nächsten Maniküre aus.',
    highlights: [
      ['Hunderte Farbtöne', 'Creme, Glitzer, Chrom und mehr.'],
      ['Nail-Art', 'Muster und French Tips.'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about:
      'Retuschiere Porträts, entferne Objekte, tausche den Himmel aus und gestalte mit KI-Tools, die für Alltagsfotos gemacht sind.',
    highlights: [
      ['Objekte entfernen', 'Störendes mit einem Strich wegwischen.'],
      ['KI-Tools', 'Fotos verbessern, erweitern und neu gestalten.'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about:
      'Glätte die Haut, forme Konturen und trage Make-up über einen ganzen Clip auf – dann schneide ihn und füge Musik hinzu, alles in derselben App.',
    highlights: [
      ['Videoretusche', 'Beauty-Tools, die jedem Bild folgen.'],
      ['Schnelle Bearbeitung', 'Schneiden, zusammenfügen und Musik hinzufügen.'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about: 'Schneide Clips im Takt der Musik – mit Vorlagen, Untertiteln und Übergängen für kurze Videos.',
    highlights: [
      ['Vorlagen', 'Fertige Schnitte für aktuelle Trends.'],
      ['Automatische Untertitel', 'Untertitel, direkt aus der Sprache erzeugt.'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about:
      'Probiere komplette Looks, einzelne Produkte und Haarfarben live aus und finde dann die echten Produkte, die dazu passen.',
    highlights: [
      ['Live-Make-up', 'Looks, die deinem Gesicht folgen.'],
      ['Haarfarbe', 'Farbtöne testen, bevor du färbst.'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: 'Erstelle Avatare, Stile und Szenen aus deinen Fotos oder einer kurzen Beschreibung.',
    highlights: [
      ['Stilübertragung', 'Gemälde, Anime und mehr.'],
      ['Text zu Bild', 'Beschreib es – und sieh es dir an.'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about:
      'Frag nach Pflegeroutinen, Looks und Outfits und erhalte Antworten mit Bildern, die du in unseren anderen Apps ausprobieren kannst.',
    highlights: [
      ['Stilantworten', 'Ratschläge, die du sofort ausprobieren kannst.'],
      ['Antworten mit Bildern', 'Zu jeder Antwort gibt es visuelle Ideen.'],
    ],
  },
};
