import type { BlogAuthorText, BlogPostText, TagId } from '../../blog.ts';
import type { Overlay } from '../types.ts';

/** BLOG_POST in German, by postHandle (data/blog.ts): business posts formal, consumer posts with "du". */
export const BLOG_POSTS: Overlay<BlogPostText> = {
  // ─── Business ───────────────────────────────────────────────────────────────────────────────
  'virtual-try-on-returns': {
    title: 'Wie virtuelles Try-on farbtonbedingte Retouren senkt',
    metaDesc:
      'Warum Kundinnen und Kunden einen am eigenen Gesicht getesteten Farbton behalten – und wie Sie den Effekt messen.',
    keywords: ['virtuelles Try-on', 'Retouren'],
    paragraphs: [
      'Foundation und Lippenstift gehören online zu den am häufigsten zurückgeschickten Beauty-Produkten, und der Grund ist fast immer derselbe: Der Farbton sah auf dem Bildschirm anders aus.',
      'Sieht die Kundschaft einen Farbton auf dem eigenen Gesicht und bei eigenem Licht, entfällt das Raten. Marken messen den Effekt, indem sie die Retourenquoten von Bestellungen mit und ohne Try-on-Sitzung vergleichen.',
    ],
    list: {
      title: 'Checkliste',
      items: [
        'Try-on-Sitzungen pro Bestellung erfassen',
        'Retouren nach Farbtonfamilie vergleichen',
        'Nach einer vollen Saison auswerten',
      ],
    },
  },
  'skin-analysis-at-the-counter': {
    title: 'KI-Hautanalyse am Beauty-Counter',
    metaDesc: 'Was sich ändert, wenn Beratungsteams jedes Gespräch mit einem Hautscan beginnen.',
    keywords: ['Hautanalyse', 'Einzelhandel'],
    paragraphs: [
      'Ein Hautscan gibt Beratung und Kundschaft einen gemeinsamen Ausgangspunkt. Statt zu fragen, welchen Hauttyp jemand zu haben glaubt, beginnt das Gespräch mit einem Ergebnis, das beide sehen.',
      'Filialen, die Beratungen so beginnen, berichten von längeren Gesprächen und durchdachteren Pflegeroutinen statt einzelner Produkte.',
    ],
  },
  'jewellery-ar-guide': {
    title: 'Ein Praxisleitfaden für AR-Schmuck-Try-on',
    metaDesc: 'Ringe, Uhren und Ohrringe: Was nötig ist, damit virtueller Schmuck überzeugt.',
    keywords: ['Schmuck', 'AR'],
    paragraphs: [
      'Beim Schmuck-Try-on entscheiden Maßstab und Licht über Erfolg oder Misserfolg. Ein Ring, der eine Nummer zu groß wirkt, oder ein Diamant ohne Funkeln vertreibt die Kundschaft.',
      'Beginnen Sie mit Ihren Bestsellern, erstellen Sie präzise 3D-Modelle und testen Sie diese vor dem Launch an vielen Händen.',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: 'Farbtonabgleich, der für jeden Hautton funktioniert',
    metaDesc:
      'So testen Sie einen Foundation-Finder vor dem Livegang mit der ganzen Bandbreite an Hauttönen.',
    keywords: ['Farbtonfinder', 'inklusive Beauty', 'Foundation'],
    paragraphs: [
      'Ein Farbtonfinder ist nur so gut wie die Gesichter, an denen er getestet wurde. Bei sehr dunkler und sehr heller Haut weichen die meisten Tools ab – deshalb verdienen gerade diese Hauttöne die meisten Testsitzungen, nicht die wenigsten.',
      'Stellen Sie ein Testpanel zusammen, das Ihre Kundschaft widerspiegelt, fotografieren Sie jede Person bei Tageslicht und bei Ladenbeleuchtung und vergleichen Sie den empfohlenen Farbton mit dem, den eine ausgebildete Make-up-Artistin wählt.',
    ],
    list: {
      title: 'Vor dem Launch',
      items: [
        'Jede Untertonfamilie im Testpanel abdecken',
        'Bei warmem, neutralem und kühlem Licht testen',
        'Jede Abweichung mit Foto dokumentieren',
      ],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: 'Haarfarben-Try-on auf dem Salonstuhl',
    metaDesc: 'Kundinnen und Kunden sehen eine neue Farbe, bevor der erste Pinselstrich gesetzt wird.',
    keywords: ['Haarfarbe', 'Salons'],
    paragraphs: [
      'Eine neue Haarfarbe ist eine große Entscheidung, und Zögern endet oft bei der sicheren Wahl. Mit einer Live-Vorschau auf dem Tablet sehen Kundinnen und Kunden einen mutigeren Farbton zuerst an sich selbst.',
      'Salons, die die Vorschau in die Beratung aufnehmen, stellen fest, dass ihre Gäste gezieltere Fragen stellen und zufriedener mit dem Ergebnis nach Hause gehen.',
    ],
  },
  'connecting-store-and-app': {
    title: 'Eine Kundin, viele Türen: Filiale und App verbinden',
    metaDesc:
      'Der Try-on-Verlauf begleitet die Kundschaft – vom Spiegel in der Filiale bis zur App zu Hause.',
    keywords: ['Omnichannel', 'Einzelhandel', 'virtuelles Try-on'],
    paragraphs: [
      'Kundinnen und Kunden wechseln innerhalb derselben Woche zwischen Spiegel in der Filiale, Website und App. Vergisst jede Tür, was sie ausprobiert haben, beginnen sie jedes Mal von vorn.',
      'Ein gemeinsamer Look-Verlauf, gespeichert mit Einwilligung der Kundschaft, ermöglicht es, zu Hause genau dort weiterzumachen, wo man in der Filiale aufgehört hat.',
    ],
  },
  'beauty-tech-on-demand': {
    title: 'Beauty-Tech auf Abruf: Start in Wochen statt Monaten',
    metaDesc: 'Was ein fertiger Online-Service für Marken ohne eigenes Entwicklungsteam verändert.',
    keywords: ['Online-Service', 'Markteinführungszeit'],
    paragraphs: [
      'Nicht jede Marke hat Entwicklerinnen und Entwickler, um ein Try-on-Erlebnis aufzubauen und zu pflegen. Mit einem Online-Service laden Marketingteams Produkte selbst hoch und veröffentlichen das Erlebnis eigenständig.',
      'Der erste Launch wird dann zu einer Frage der Produktdaten, nicht der Software: saubere Farbtonnamen, exakte Farben und gute Fotos.',
    ],
  },
  'spring-campaign-case-notes': {
    title: 'Fallnotizen: eine Frühjahrs-Lippenkampagne mit Try-on',
    metaDesc:
      'Der Frühjahrslaunch einer fiktiven Lippenmarke – vom Teaser bis zum Ausverkauf, in Zahlen und Erkenntnissen.',
    keywords: ['Kampagne', 'Lippenfarbe'],
    paragraphs: [
      'Die Marke eröffnete ihren Frühjahrslaunch mit einem Try-on-Link in jedem Teaser-Beitrag. Die Kundschaft konnte die neuen Farbtöne schon Tage vor dem Verkaufsstart tragen.',
      'Die in der Teaser-Woche am häufigsten ausprobierten Farbtöne waren auch die ersten, die ausverkauft waren – so konnte das Team die Bestände noch vor dem Launch-Tag anpassen.',
    ],
  },
  'measuring-try-on-engagement': {
    title: 'Try-on-Engagement messen, ohne zu raten',
    metaDesc: 'Die wenigen Kennzahlen, die zeigen, ob virtuelles Try-on wirkt.',
    keywords: ['Analysen', 'virtuelles Try-on', 'Conversion'],
    paragraphs: [
      'Sitzungen allein sagen wenig aus. Entscheidend ist, was die Kundschaft nach dem Ausprobieren tut: wie viele Farbtöne sie vergleicht und ob sie einen in den Warenkorb legt.',
      'Erfassen Sie eine Saison lang konsequent eine kleine Auswahl an Kennzahlen, bevor Sie etwas ändern.',
    ],
    list: {
      title: 'Kennzahlen, die sich lohnen',
      items: [
        'Ausprobierte Farbtöne pro Sitzung',
        'Warenkorbrate nach einem Try-on',
        'Retouren anprobierter Produkte',
      ],
      ordered: true,
    },
  },
  // ─── Consumer ───────────────────────────────────────────────────────────────────────────────
  'better-selfies-in-low-light': {
    title: 'Bessere Selfies bei wenig Licht',
    metaDesc: 'Einfache Tricks und App-Tools für helle, klare Selfies bei Nacht.',
    keywords: ['Selfie', 'wenig Licht'],
    paragraphs: [
      'Dreh dich zur hellsten Lichtquelle, die du finden kannst, halte still und lass die Verbesserung den Rest erledigen.',
      'In der Foto-App hellt die KI-Verbesserung Schatten auf, ohne die Haut grau wirken zu lassen, und die Rauschunterdrückung hält Details scharf.',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: 'Touristen aus deinen Reisefotos entfernen',
    metaDesc: 'Räume überfüllte Aufnahmen von Sehenswürdigkeiten in drei Schritten auf.',
    keywords: ['Objekte entfernen', 'Reisen'],
    paragraphs: [
      'Beliebte Sehenswürdigkeiten sorgen für volle Fotos. Mit dem Tool zum Entfernen von Objekten malst du über Passanten, und die Lücke wird mit der Szene dahinter gefüllt.',
      'Bearbeite für das sauberste Ergebnis immer nur kleine Bereiche und zoome hinein, um die Kanten zu prüfen.',
    ],
    list: {
      title: 'Drei Schritte',
      items: [
        'Öffne das Foto und wähle „Entfernen“',
        'Male über jede Person',
        'Zoome hinein und bessere die Kanten nach',
      ],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: 'Dein erster Videoschnitt in fünf Minuten',
    metaDesc: 'Schneide, retuschiere und unterlege einen kurzen Clip auf deinem Smartphone mit Musik.',
    keywords: ['Videobearbeitung', 'Einsteiger'],
    paragraphs: [
      'Wähle einen Clip, der kürzer als eine Minute ist. Kürze Anfang und Ende, damit er direkt mit der Action beginnt.',
      'Füge eine leichte Retusche hinzu, wähle einen Titel aus der Musikbibliothek und exportiere in HD.',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: 'Fünf Nail-Art-Ideen, die du zuerst virtuell ausprobieren solltest',
    metaDesc: 'Sieh dir auffällige Nageldesigns an deiner eigenen Hand an, bevor du einen Termin buchst.',
    keywords: ['Nail-Art', 'virtuelles Try-on'],
    paragraphs: [
      'Auffällige Nail-Art begleitet dich zwei Wochen oder länger. Ein Design in der Nagel-App an deiner eigenen Hand auszuprobieren, dauert nur Sekunden.',
      'Speichere die Looks, die dir gefallen, und zeig sie im Nagelstudio, damit die Designerin genau sieht, was du dir vorstellst.',
    ],
    list: {
      title: 'Ideen für den Anfang',
      items: [
        'Chrom-Spitzen',
        'Zartes Milchrosa',
        'Winzige goldene Sterne',
        'Zweifarbige French Nails',
        'Glänzendes dunkles Kirschrot',
      ],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: 'KI-Porträts aus Alltagsfotos',
    metaDesc: 'Verwandle einen spontanen Schnappschuss mit generativen Tools in ein gelungenes Porträt.',
    keywords: ['generative KI', 'Porträts'],
    paragraphs: [
      'Für ein gutes Porträt brauchst du kein Studio. Generative Tools setzen dich aus einem einzigen klaren Foto in neues Licht, eine neue Umgebung oder einen gemalten Stil.',
      'Beginne mit einem scharfen, gut beleuchteten Bild deines Gesichts: Je besser die Vorlage, desto mehr siehst du auf dem Ergebnis noch wie du aus.',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: 'Was du eine KI-Beauty-Assistenz fragen kannst',
    metaDesc: 'Gute Fragen bringen gute Antworten: So bekommst du hilfreiche Tipps aus einem KI-Chat.',
    keywords: ['KI-Chat', 'Beauty-Tipps'],
    paragraphs: [
      'Eine KI-Assistenz hilft am meisten, wenn sie deinen Ausgangspunkt kennt. Nenne deinen Hauttyp, den gewünschten Look und die Produkte, die du schon hast.',
      'Frag nach jeweils einer Veränderung – und frag nach dem Warum: Die Begründung bringt dir mehr bei als der Tipp selbst.',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: 'Neue Outfits mit KI-Kleidung ausprobieren',
    metaDesc: 'Tausche Outfits auf einem Foto und plane deinen Look, bevor du shoppen gehst.',
    keywords: ['KI-Kleidung', 'Outfits'],
    paragraphs: [
      'Du planst ein Outfit für einen großen Tag? Mit einem Ganzkörperfoto und dem KI-Kleidungstool siehst du mit wenigen Tipps verschiedene Styles an dir selbst.',
      'Nutze einen schlichten Hintergrund und stell dich gerade hin, damit das Outfit möglichst natürlich sitzt.',
    ],
  },
  'edit-photos-in-your-browser': {
    title: 'Fotos im Browser bearbeiten – ganz ohne Installation',
    metaDesc: 'Der Online-Editor bringt die beliebtesten App-Tools auf jeden Computer.',
    keywords: ['Online-Editor', 'Fotobearbeitung'],
    paragraphs: [
      'Nicht jede Bearbeitung findet auf dem Smartphone statt. Der Online-Editor öffnet sich in jedem modernen Browser und bietet die Tools, die du kennst: Hintergrund entfernen, verbessern und retuschieren.',
      'Deine Dateien bleiben während der Bearbeitung in deiner Browsersitzung, und du lädst das Ergebnis herunter, wenn du fertig bist.',
    ],
  },
};

/** BLOG_AUTHOR in German, by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: Overlay<BlogAuthorText> = {
  'lena-marsh': {
    position: 'Leiterin Beauty-Forschung, {{brand}}',
    shortDesc:
      'Lena schreibt über Hautwissenschaft, Farbtonabgleich und darüber, wie KI in echte Beauty-Routinen passt.',
  },
  'theo-nakamura': {
    position: 'Creative Editor, {{brand}} Apps',
    shortDesc:
      'Theo gibt Tipps zur Foto- und Videobearbeitung für alle, die großartige Ergebnisse ohne Studio wollen.',
  },
  'amara-osei': {
    position: 'Leiterin Retail-Strategie, {{brand}}',
    shortDesc:
      'Amara hilft Beauty-Händlern, ihre Filialen, Apps und Onlineshops rund um die Kundschaft zu verbinden.',
  },
};

/** Blog filter tag names in German, by tag id (data/blog.ts TAGS; FOCUS tags are codes). */
export const BLOG_TAGS: Readonly<Partial<Record<TagId, string>>> = {
  11: 'Virtuelles Try-on',
  12: 'KI-Hautanalyse',
  13: 'Haarfarben-Try-on',
  21: 'Einzelhandel',
  22: 'E-Commerce',
  23: 'Kampagnen',
  31: 'Fotobearbeitungs-App',
  32: 'Video-App',
  33: 'Nagel-App',
  34: 'KI-Kunst-App',
  41: 'Selfies',
  42: 'Reisen',
  43: 'Stil',
};
