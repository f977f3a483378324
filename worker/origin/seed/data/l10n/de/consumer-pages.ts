import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in German, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page(
    'Über die {{brand}} Apps',
    'Kreative Tools, mit denen du dich mit deinen Fotos wohlfühlst.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Wie alles begann'),
          p(
            'Unsere Apps haben mit einer Make-up-Kamera angefangen: einer Möglichkeit, einen Lippenstift vor dem Kauf auszuprobieren. Freundinnen und Freunde nutzten sie für Selfies, dann für gegenseitige Porträts – und wollten mehr. Aus dieser Kamera ist eine ganze Familie von Foto-, Video-, Nagel- und KI-Kunst-Apps gewachsen.',
          ),
          h2('Woran wir glauben'),
          ul(
            'Spaß zuerst: Ein Tool soll Lust machen, etwas Neues auszuprobieren.',
            'Natürliche Ergebnisse: Bearbeitungen, auf denen du immer noch du bist.',
            'Deine Fotos gehören dir: Bearbeitet wird für dich, nicht für Werbetreibende.',
          ),
          h2('Wer wir sind'),
          p(
            'Ein Team aus Entwicklerinnen und Entwicklern, Künstlern und Make-up-Profis auf drei Kontinenten, das die Apps in acht Sprachen entwickelt.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'Apps für iOS und Android' },
          { value: '8', label: 'Sprachen' },
          { value: '40+', label: 'Bearbeitungstools' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Fragen oder Presseanfragen?',
        description: 'Unser Support- und Presseteam antwortet dir in deiner Sprache.',
        cta: cta('Kontakt aufnehmen', '/consumer/contact-us/support'),
      },
    ],
  ),
  impressum: page('Impressum', 'Rechtliche Angaben zum Herausgeber der {{brand}} Apps und dieser Website.', [
    {
      component: 'rich-editor',
      blocks: [
        h2('Herausgeber'),
        p(
          '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (eine fiktive Adresse für diese Demo-Website).',
        ),
        p('Geschäftsführung: der Vorstand der {{brand}} Apps Ltd.'),
        h2('Kontakt'),
        p(
          'E-Mail: apps@example.com. Für den App-Support nutze bitte das Kontaktformular, damit wir dir in deiner Sprache antworten können.',
        ),
        h2('Register und Steuern'),
        p('Handelsregister: Handelsregister Example City, Nr. EX-000000. USt-IdNr.: EX000000000.'),
        h2('Verantwortlich für den Inhalt'),
        p('Die Redaktion der {{brand}} Apps Ltd., unter der oben genannten Adresse.'),
        h2('Online-Streitbeilegung'),
        p(
          'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen; bitte wende dich direkt an uns, wir helfen dir gern weiter.',
        ),
      ],
    },
  ]),
  'accessibility-statement': page(
    'Erklärung zur Barrierefreiheit',
    'Alle sollen unsere Apps und diese Website genießen können – egal, welches Gerät oder welche assistive Technologie sie nutzen.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Unser Ziel'),
          p(
            'Diese Website soll die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllen. Unsere Apps folgen den Barrierefreiheitsrichtlinien von iOS und Android.',
          ),
          h2('Was wir tun'),
          ul(
            'Jede Seite lässt sich allein mit der Tastatur bedienen, mit sichtbarem Fokus.',
            'Texte und Bedienelemente haben einen Kontrast von mindestens 4,5 zu 1.',
            'Bilder mit Bedeutung haben Textalternativen; dekorative Bilder sind für Screenreader ausgeblendet.',
            'Die Seiten berücksichtigen die Einstellung „Bewegung reduzieren“ deines Geräts.',
            'Neue Seiten testen wir vor dem Livegang mit automatischen Prüfungen und mit Screenreadern.',
          ),
          h2('Bekannte Einschränkungen'),
          p(
            'Einige Live-Kameraeffekte in den Apps sind darauf angewiesen, dein Gesicht zu sehen, und haben ohne Kamera keine vollwertige Entsprechung. Wir beschreiben jeden Effekt in Worten, damit du entscheiden kannst, ob du ihn ausprobieren möchtest.',
          ),
          h2('Melde uns eine Barriere'),
          p(
            'Wenn dich etwas auf dieser Website oder in einer App behindert, sag es uns bitte über das Kontaktformular und nenne die Seite oder den Bildschirm. Wir antworten innerhalb von fünf Werktagen.',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'Barriere melden',
        description: 'Deine Meldung geht direkt an das Team, das sie beheben kann.',
        cta: cta('Support kontaktieren', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    'Hol dir die {{brand}} Apps',
    'Kostenlos für iPhone, iPad und Android. Wähle eine App, um ihren Store-Button zu sehen.',
    [
      {
        component: 'steps',
        title: 'In drei Schritten zur ersten Bearbeitung',
        steps: [
          {
            name: 'App auswählen',
            text: 'Wähle die App, die zu dem passt, was du gestalten möchtest.',
            image: null,
          },
          {
            name: 'Store öffnen',
            text: 'Der Button bringt dich zum passenden Store für dein Smartphone.',
            image: null,
          },
          {
            name: 'Loslegen',
            text: 'Öffne die App und probiere ein Tool auf dem Startbildschirm aus.',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    '{{brand}} Makeup Highlights',
    'Neue Looks, angesagte Haarfarben und die beliebtesten Tools dieser Saison.',
    [
      {
        component: 'card-grid',
        title: 'Diese Saison',
        cards: [
          {
            title: 'Soft-Glam-Looks',
            description: 'Warme Nudetöne und glänzende Lippen.',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'Kupferhaar',
            description: 'Probier den Lieblingsfarbton der Saison aus.',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'Wimpernstudio',
            description: 'Vergleiche Wimpernstile nebeneinander.',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
