import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: 'Contatta le vendite',
  buttonLink: '/business/contact-us/sales',
});

/** NEWS in Italian, by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} annuncia il suo Global Beauty Tech Forum',
    summary: 'Una giornata di interventi su IA, AR e futuro del retail beauty, in presenza e online.',
    body: [
      p('{{brand}} ospiterà il suo Global Beauty Tech Forum con leader dei brand, ricercatori e retailer.'),
    ],
  },
  'skin-emulation-launch': {
    title: 'La nuova simulazione della pelle mostra i risultati nell’arco di dodici settimane',
    summary: 'I brand possono ora visualizzare gli effetti dei prodotti sulla base dei propri dati clinici.',
    body: [
      p(
        'La nuova linea temporale della simulazione permette ai clienti di confrontare la pelle di oggi con quella a quattro, otto e dodici settimane.',
      ),
    ],
  },
  'eyewear-photo-to-3d': {
    title: 'Montature per occhiali da tre foto',
    summary: 'Una nuova pipeline trasforma le foto dei prodotti in montature di prova in due giorni.',
    body: [
      p(
        'I brand di occhiali possono ora inviare tre foto per montatura e ricevere un modello pronto per la prova virtuale.',
      ),
    ],
  },
  'accessibility-update': {
    title: 'Il caricamento di una foto come alternativa per ogni funzione con fotocamera',
    summary:
      'Tutte le esperienze con fotocamera offrono ora il caricamento di una foto e risultati descritti a testo.',
    body: [
      p(
        'Ogni funzione basata sulla fotocamera accetta ora una foto caricata e descrive i risultati a testo.',
      ),
    ],
  },
  'retail-mirror-pilot': {
    title: 'Il progetto pilota degli smart mirror {{brand}} parte in dodici negozi',
    summary: 'I clienti provano rossetti e colori per capelli allo scaffale, senza toccare alcun tester.',
    body: [
      p(
        'Dodici negozi in tre paesi ospitano ora uno specchio {{brand}} accanto alle corsie di labbra e colorazioni per capelli.',
      ),
      p(
        'I clienti scansionano un codice a barre e vedono la tonalità sul proprio viso in meno di un secondo.',
      ),
      h2('Che cosa misura il progetto pilota'),
      ul('Tempo trascorso allo scaffale', 'Tonalità provate per visita', 'Reclami sull’igiene dei tester'),
    ],
  },
  'ai-nail-colour-release': {
    title: 'La prova dello smalto con IA ora segue ogni dito',
    summary: 'Un nuovo modello della mano tiene fermo lo smalto mentre la mano ruota e si muove.',
    body: [
      p(
        'La prova aggiornata traccia ogni unghia separatamente, così lo smalto resta al suo posto anche nei gesti rapidi.',
      ),
      p('I brand possono caricare dalla console finiture cremose, perlate, cromate e jelly.'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} rinnova le sue certificazioni di privacy e sicurezza',
    summary: 'Revisori indipendenti hanno confermato come vengono trattati e cancellati i dati del viso.',
    body: [
      p(
        'Un audit annuale ha esaminato il trattamento dei dati di ogni prodotto {{brand}} basato sulla fotocamera.',
      ),
      p(
        'Le immagini del viso usate per la prova virtuale vengono elaborate in memoria e non sono conservate al termine della sessione.',
      ),
    ],
  },
  'colour-report-spring-2025': {
    title: 'Pubblicato il report sulle tendenze colore primavera/estate 2025',
    summary: 'Coralli trasparenti e gloss color frutti di bosco in testa a milioni di prove anonime.',
    body: [
      p(
        'Il nuovo report classifica le tonalità più provate dai clienti per labbra, occhi, unghie e capelli.',
      ),
      p(
        'I brand possono richiedere il report completo, con i dati per area geografica, dalla pagina delle tendenze colore.',
      ),
    ],
  },
};

/** VIDEO in Italian, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: 'Analisi della pelle con IA al banco',
    description:
      'La registrazione di un webinar su come iniziare le consulenze con una scansione della pelle.',
  },
  'makeup-try-on-in-two-minutes': {
    title: 'La prova del trucco in due minuti',
    description: 'Dal campione alla tonalità dal vivo su una pagina prodotto.',
  },
  'jewellery-3d-viewer': {
    title: 'Il visualizzatore 3D per anelli e orologi',
    description: 'Ruotate, ingrandite e provate un unico asset 3D.',
  },
  'hair-ai-overview': {
    title: 'Panoramica di Hair AI',
    description: 'Analisi di lunghezza, tipo, densità e crespo in un’unica presentazione.',
  },
  'nail-colour-try-on-demo': {
    title: 'Demo della prova dello smalto',
    description: 'Cinque finiture su una mano in movimento, registrate dal vivo e senza montaggio.',
  },
  'smart-mirror-in-store': {
    title: 'Lo smart mirror in negozio',
    description: 'Come un cliente passa dalla scansione del codice a barre alla cassa con lo specchio.',
  },
  'colour-trends-spring-2025': {
    title: 'Le tendenze colore della primavera/estate 2025',
    description: 'I nostri analisti del colore illustrano le tonalità più provate della stagione.',
  },
  'console-quick-start': {
    title: 'Guida rapida alla console',
    description:
      'Aggiungete un prodotto, sceglietene le tonalità e pubblicate una prova virtuale in dieci minuti.',
  },
};

/** SUCCESS_STORY in Italian, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics abbina online le tonalità di fondotinta',
    summary:
      'Una gamma di fondotinta in 40 tonalità ha trovato i suoi acquirenti online grazie all’abbinamento delle tonalità con IA.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Risultati',
        items: [
          roi(2.1, 'x', 'conversione per i clienti che hanno usato il Trova tonalità'),
          roi(28, '%', 'resi per tonalità sbagliata in meno'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          p(
            'Il brand ha aggiunto il Trova tonalità a ogni pagina di fondotinta e ai tablet dei suoi banchi.',
          ),
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics porta online 600 montature',
    summary:
      'Grazie alla conversione da foto a 3D, l’intero catalogo è stato pronto per la prova virtuale in sei settimane.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Risultati',
        items: [
          roi(600, '+', 'montature pronte per la prova in sei settimane'),
          roi(45, '%', 'di tempo in più sulle pagine prodotto'),
        ],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic inizia ogni consulenza con una scansione',
    summary: 'Le consulenze visive hanno reso più semplice discutere i piani di trattamento.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Risultati',
        items: [roi(130, '%', 'prenotazioni di controllo in più')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Offrite consulenze visive',
        description: 'Scoprite Skincare Pro per le cliniche.',
        cta: cta('Scopri Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group riceve prenotazioni per il colore a partire da una prova virtuale',
    summary: 'I clienti scelgono il colore dei capelli da casa e arrivano con un appuntamento già prenotato.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Risultati',
        items: [
          roi(3.4, 'x', 'prenotazioni online per il colore in più'),
          roi(22, '%', 'di durata in meno delle consulenze in salone'),
          roi(150, '+', 'saloni attivi in quattro mesi'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('La sfida'),
          p('I clienti faticavano a descrivere un colore, così i primi appuntamenti si allungavano spesso.'),
          h2('L’approccio'),
          p(
            'La prova del colore capelli dal vivo è stata aggiunta alla pagina di prenotazione; la tonalità scelta accompagna la prenotazione.',
          ),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail sostituisce i tester con gli specchi',
    summary:
      'Gli smart mirror allo scaffale hanno aumentato le prove di tonalità e ridotto lo spreco di tester.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Risultati',
        items: [
          roi(64, '%', 'di tester sprecati in meno per negozio'),
          roi(2.7, 'x', 'tonalità provate per visita'),
        ],
      },
      {
        component: 'cta-banner' as const,
        title: 'Portate la prova virtuale nei vostri negozi',
        description:
          'Scoprite come il servizio di codice a barre in negozio si integra con i vostri planogrammi.',
        cta: cta('Scopri il codice a barre in negozio', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in Italian, by trendHandle: colour names translated, hex values kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: 'Tendenze colore primavera/estate 2025',
    season: 'Primavera/estate 2025',
    summary:
      'Coralli tenui, frutti di bosco trasparenti e nude luminosi hanno guidato le prove di questa stagione.',
    imageUrl: null,
    colors: [
      {
        name: 'Corallo trasparente',
        hex: '#F08A6E',
        description: 'Il colore labbra più provato della stagione.',
      },
      { name: 'Frutti di bosco succosi', hex: '#9C2C5A', description: 'Un gloss preferito per la sera.' },
      {
        name: 'Nude luminoso',
        hex: '#D9A58B',
        description: 'Neutri effetto pelle, con un tocco di brillantezza.',
      },
    ],
  },
  'autumn-winter-2024': {
    title: 'Tendenze colore autunno/inverno 2024',
    season: 'Autunno/inverno 2024',
    summary: 'Hanno dominato prugna intensi e marroni caldi.',
    imageUrl: null,
    colors: [
      { name: 'Velluto prugna', hex: '#5B2245', description: 'Prugna opaco per labbra e unghie.' },
      { name: 'Cacao', hex: '#6F4A3A', description: 'Un marrone caldo per occhi e labbra.' },
    ],
  },
  'hair-colour-2024': {
    title: 'Tendenze colore capelli 2024',
    season: '2024',
    summary: 'Il ramato e il biondo morbido sono state le tonalità di capelli più provate.',
    imageUrl: null,
    colors: [
      { name: 'Ramato', hex: '#B5562B', description: 'Un rosso ramato intenso.' },
      { name: 'Biondo burro', hex: '#E6C98A', description: 'Un biondo caldo e morbido.' },
    ],
  },
};

/** DEMO_STORE_FEATURE in Italian, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: 'La selezione labbra di primavera',
    description:
      'Sei tonalità per le labbra scelte per la nuova stagione, da un corallo tenue a un prugna intenso. Scegline una e guardala sulle tue labbra in tempo reale.',
  },
  'brow-studio': {
    title: 'Studio sopracciglia',
    description:
      'Confronta quattro tonalità per le sopracciglia e trova quella che incornicia meglio il tuo viso. La prova inizia quando vuoi tu.',
  },
  'ring-bar': {
    title: 'Il ring bar',
    description: 'Alza la mano e indossa tre anelli in 3D: la pietra cattura la luce mentre ti muovi.',
  },
};
