import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in Italian, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page(
    'Le app {{brand}}',
    'Strumenti creativi che fanno sentire le persone a proprio agio con le loro foto.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Da dove siamo partiti'),
          p(
            'Le nostre app sono nate da una fotocamera per il trucco: un modo per provare un rossetto prima di comprarlo. Gli amici la usavano per i selfie, poi per ritrarsi a vicenda, e ci chiedevano di più. Quella fotocamera è diventata una famiglia di app per foto, video, unghie e arte con l’IA.',
          ),
          h2('In che cosa crediamo'),
          ul(
            'Prima di tutto il divertimento: uno strumento deve farti venire voglia di provare qualcosa di nuovo.',
            'Risultati naturali: ritocchi in cui ti riconosci ancora.',
            'Le tue foto restano tue: i ritocchi sono per te, non per gli inserzionisti.',
          ),
          h2('Chi siamo'),
          p(
            'Un team di ingegneri, artisti e professionisti del make-up sparsi su tre continenti, che sviluppa le app in otto lingue.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'app per iOS e Android' },
          { value: '8', label: 'lingue' },
          { value: '40+', label: 'strumenti di editing' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Domande o richieste dalla stampa?',
        description: 'I nostri team di assistenza e media rispondono nella tua lingua.',
        cta: cta('Contattaci', '/consumer/contact-us/support'),
      },
    ],
  ),
  impressum: page('Impressum', 'Informazioni legali sull’editore delle app {{brand}} e di questo sito.', [
    {
      component: 'rich-editor',
      blocks: [
        h2('Editore'),
        p(
          '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (un indirizzo fittizio per questo sito dimostrativo).',
        ),
        p('Amministratori: il consiglio di amministrazione di {{brand}} Apps Ltd.'),
        h2('Contatti'),
        p(
          'E-mail: apps@example.com. Per l’assistenza sulle app usa il modulo di contatto, così possiamo risponderti nella tua lingua.',
        ),
        h2('Registro e dati fiscali'),
        p(
          'Registro delle imprese: registro commerciale di Example City, n. EX-000000. Partita IVA: EX000000000.',
        ),
        h2('Responsabile dei contenuti'),
        p('La redazione di {{brand}} Apps Ltd., all’indirizzo indicato sopra.'),
        h2('Risoluzione delle controversie online'),
        p(
          'Non siamo obbligati né disponibili a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori; contattaci direttamente e faremo del nostro meglio per aiutarti.',
        ),
      ],
    },
  ]),
  'accessibility-statement': page(
    'Dichiarazione di accessibilità',
    'Vogliamo che tutti possano usare le nostre app e questo sito, qualunque dispositivo o tecnologia assistiva utilizzino.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Il nostro obiettivo'),
          p(
            'Questo sito punta a rispettare le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 di livello AA. Le nostre app seguono le linee guida sull’accessibilità di iOS e Android.',
          ),
          h2('Che cosa facciamo'),
          ul(
            'Ogni pagina può essere usata con la sola tastiera, con un indicatore di focus visibile.',
            'Testi e comandi mantengono un contrasto di almeno 4,5 a 1.',
            'Le immagini che veicolano un significato hanno un’alternativa testuale; quelle decorative sono nascoste ai lettori di schermo.',
            'Le pagine rispettano l’impostazione di riduzione del movimento del tuo dispositivo.',
            'Prima della pubblicazione testiamo le nuove pagine con controlli automatici e con i lettori di schermo.',
          ),
          h2('Limiti noti'),
          p(
            'Alcuni effetti dal vivo delle app dipendono dall’inquadratura del viso e non hanno un equivalente completo senza fotocamera. Descriviamo ogni effetto a parole, così puoi decidere se provarlo.',
          ),
          h2('Segnalaci un ostacolo'),
          p(
            'Se qualcosa su questo sito o in un’app ti blocca, segnalacelo tramite il modulo di contatto indicando la pagina o la schermata. Rispondiamo entro cinque giorni lavorativi.',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'Segnala un ostacolo all’accessibilità',
        description: 'La tua segnalazione arriva direttamente al team che può risolverlo.',
        cta: cta('Contatta l’assistenza', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    'Scarica le app {{brand}}',
    'Download gratuito per iPhone, iPad e Android. Scegli un’app per vedere il pulsante del suo store.',
    [
      {
        component: 'steps',
        title: 'Tre passaggi per il tuo primo ritocco',
        steps: [
          { name: 'Scegli un’app', text: 'Scegli l’app più adatta a ciò che vuoi creare.', image: null },
          {
            name: 'Apri lo store',
            text: 'Il pulsante ti porta allo store giusto per il tuo telefono.',
            image: null,
          },
          {
            name: 'Inizia a creare',
            text: 'Apri l’app e prova uno strumento dalla schermata iniziale.',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    '{{brand}} Makeup: in evidenza',
    'Nuovi look, i colori di capelli di tendenza e gli strumenti più amati della stagione.',
    [
      {
        component: 'card-grid',
        title: 'Questa stagione',
        cards: [
          {
            title: 'Look soft glam',
            description: 'Neutri caldi e labbra lucide.',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'Capelli ramati',
            description: 'Prova la tonalità preferita della stagione.',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'Studio ciglia',
            description: 'Confronta stili di ciglia fianco a fianco.',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
