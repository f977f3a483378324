import type { ContentPage } from '../../../../../../shared/smb/content';
import { page, trialForm } from '../../helpers.ts';
import {
  featurePage,
  type OnlineService,
  type OnlineServiceText,
  type OnlineServiceUi,
  planPage,
  SERVICES,
} from '../../online-service.ts';
import type { Overlay } from '../types.ts';
import { UI as SEED_UI } from './ui.ts';

const UI: OnlineServiceUi = {
  features: 'Funzionalità',
  steps: 'Online in tre passaggi',
  plansTitle: 'Scoprite piani e prezzi',
  plansDescription: 'Piani mensili e annuali, ciascuno con una prova gratuita.',
  viewPlans: 'Vedi i piani',
  trialTitle: 'Iniziate la prova gratuita',
  trialDescription: 'Iniziate la prova gratuita e vedetela all’opera sul vostro catalogo.',
  planPageTitle: '{title}: piani e prezzi',
  planPageDescription: 'Scegliete il piano adatto al vostro catalogo e al vostro traffico.',
  startTrial: 'Inizia la prova gratuita',
  contactSales: 'Contatta le vendite',
  plans: 'Piani',
  plansNote: 'Prezzi mensili in dollari USA. Con la fatturazione annuale risparmiate circa il 20%.',
  essential: 'Essential',
  essentialDescription: 'Per i brand che iniziano.',
  premium: 'Premium',
  premiumDescription: 'Per cataloghi e traffico in crescita.',
  enterprise: 'Enterprise',
  enterpriseDescription: 'Per brand globali con esigenze su misura.',
  compare: 'Confronta i piani',
  rowTrial: 'Prova gratuita',
  rowAnalytics: 'Dashboard di analisi',
  rowSupport: 'Assistenza prioritaria',
  rowManager: 'Success manager dedicato',
  faq: 'Domande sui piani',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: 'Prova virtuale del trucco online',
    promise: 'Aggiungete la prova del trucco dal vivo al vostro negozio online senza scrivere codice.',
    features: [
      ['Tutte le categorie', 'Prodotti per labbra, occhi, sopracciglia, guance e incarnato.'],
      [
        'Creatore di tonalità',
        'Create tonalità virtuali da una foto del campione e da un valore esadecimale.',
      ],
      ['Plugin per negozi online', 'Installazione in pochi minuti sulle piattaforme e-commerce più diffuse.'],
      ['Analisi', 'Prove, tonalità preferite ed eventi di aggiunta al carrello.'],
    ],
    steps: [
      ['Caricate le tonalità', 'Aggiungete i prodotti e i relativi campioni nella console.'],
      ['Verificate l’anteprima', 'Controllate ogni tonalità su volti di esempio e su voi stessi.'],
      ['Pubblicate', 'Incollate lo snippet o installate il plugin e andate online.'],
    ],
    limits: {
      essential: ['Fino a 50 SKU', '10.000 prove al mese', 'Assistenza via e-mail'],
      premium: ['Fino a 500 SKU', '100.000 prove al mese', 'Look e bundle', 'Assistenza prioritaria'],
      enterprise: [
        'SKU illimitati',
        'Volumi personalizzati',
        'Success manager dedicato',
        'SSO e log di audit',
      ],
    },
    faqs: [
      [
        'Posso cambiare piano in seguito?',
        'Sì. Gli upgrade si applicano subito; i downgrade dalla data di fatturazione successiva.',
      ],
      [
        'Che cosa conta come una prova?',
        'Ogni apertura del modulo di prova da parte di un visitatore, qualunque cosa provi al suo interno.',
      ],
      ['Offrite una prova gratuita?', 'Sì, 14 giorni con Essential o Premium, senza carta di credito.'],
    ],
  },
  'eye-wear': {
    title: 'Prova virtuale degli occhiali online',
    promise: 'Fate provare online ogni montatura sul viso dei vostri clienti.',
    features: [
      [
        'Calzata delle montature',
        'Montature dimensionate su ogni viso grazie alla stima della distanza interpupillare.',
      ],
      ['Da foto a 3D', 'Create montature di prova da tre foto del prodotto.'],
      ['Opzioni delle lenti', 'Mostrate colorazioni, sfumature e trattamenti a specchio.'],
      ['Vista di confronto', 'I clienti confrontano fino a quattro montature affiancate.'],
    ],
    steps: [
      ['Inviate le foto delle montature', 'Foto frontali e laterali su sfondo neutro.'],
      ['Verificate le montature 3D', 'Approvate nella console ogni montatura generata.'],
      ['Andate online', 'Aggiungete il pulsante di prova alle vostre pagine prodotto.'],
    ],
    limits: {
      essential: ['Fino a 50 montature', '10.000 prove al mese', 'Assistenza via e-mail'],
      premium: [
        'Fino a 400 montature',
        '100.000 prove al mese',
        'Effetti delle lenti',
        'Assistenza prioritaria',
      ],
      enterprise: [
        'Montature illimitate',
        'Volumi personalizzati',
        'Anteprime di lenti graduate',
        'Success manager dedicato',
      ],
    },
    faqs: [
      [
        'Quanto è precisa la misura delle montature?',
        'Entro pochi millimetri per la maggior parte dei visi, quando il viso è interamente visibile.',
      ],
      [
        'I clienti possono caricare una foto?',
        'Sì, sono supportati sia la fotocamera dal vivo sia il caricamento di una foto.',
      ],
      ['Quanto tempo richiede la creazione delle montature?', 'Di solito due giorni lavorativi per lotto.'],
    ],
  },
  'skincare-pro': {
    title: 'Skincare Pro online',
    promise: 'Analisi della pelle professionale con IA per il vostro sito, la vostra spa o clinica.',
    features: [
      ['Quindici problematiche', 'Macchie, rughe, texture, pori, rossori, lucidità e altro ancora.'],
      ['Età e salute della pelle', 'Punteggi complessivi comprensibili a colpo d’occhio.'],
      ['Costruttore di routine', 'Associate ogni problematica a prodotti o trattamenti.'],
      ['Report', 'Report brandizzati via e-mail o in PDF.'],
    ],
    steps: [
      ['Scegliete le problematiche', 'Selezionate le problematiche in linea con la vostra gamma.'],
      ['Associate i prodotti', 'Collegate prodotti o trattamenti a ogni risultato.'],
      ['Integrate', 'Aggiungete l’analisi a una pagina o usatela su un tablet.'],
    ],
    limits: {
      essential: ['8 problematiche della pelle', '2.000 analisi al mese', 'Assistenza via e-mail'],
      premium: [
        'Tutte le 15 problematiche',
        '20.000 analisi al mese',
        'Modalità di analisi HD',
        'Assistenza prioritaria',
      ],
      enterprise: [
        'Problematiche personalizzate',
        'Volumi personalizzati',
        'Calibrazione clinica',
        'Success manager dedicato',
      ],
    },
    faqs: [
      [
        'Serve un’abilitazione medica?',
        'No. Skincare Pro è uno strumento cosmetico e non formula diagnosi mediche.',
      ],
      [
        'I risultati possono essere salvati?',
        'Sì, con il consenso del cliente, per confrontare le visite nel tempo.',
      ],
      [
        'Quali lingue sono supportate?',
        'L’interfaccia di analisi è disponibile in tutte le lingue del sito.',
      ],
    ],
  },
  'aesthetic-simulation': {
    title: 'Simulazione estetica online',
    promise: 'Mostrate ai pazienti anteprime realistiche dei trattamenti estetici.',
    features: [
      [
        'Libreria di trattamenti',
        'Anteprime di filler, rimodellamento dei contorni e resurfacing della pelle.',
      ],
      ['Regolazioni delicate', 'I limiti mantengono realistiche le simulazioni.'],
      ['Prima e dopo', 'Viste a cursore e affiancate per la consulenza.'],
      ['Cartelle di consulenza', 'Salvate le simulazioni nella cartella del paziente.'],
    ],
    steps: [
      ['Scattate', 'Scattate una foto frontale con luce uniforme.'],
      ['Simulate', 'Regolate le aree di trattamento insieme al paziente.'],
      ['Salvate e condividete', 'Archiviate il risultato e inviatene una copia al paziente.'],
    ],
    limits: {
      essential: ['1 sede', '300 simulazioni al mese', 'Assistenza via e-mail'],
      premium: [
        'Fino a 5 sedi',
        '3.000 simulazioni al mese',
        'Branding personalizzato',
        'Assistenza prioritaria',
      ],
      enterprise: [
        'Sedi illimitate',
        'Volumi personalizzati',
        'Integrazione con il software della clinica',
        'Success manager dedicato',
      ],
    },
    faqs: [
      [
        'Le simulazioni garantiscono i risultati?',
        'No. Supportano la consulenza; i risultati variano da paziente a paziente.',
      ],
      [
        'Dove vengono archiviate le immagini?',
        'Nella regione di archiviazione del vostro account; vengono cancellate su richiesta.',
      ],
      ['Possiamo usarla su un tablet?', 'Sì, su iPad e tablet Android recenti.'],
    ],
  },
};

const campaign: ContentPage = page(
  'Prova del trucco per il vostro negozio, gratis per 14 giorni',
  'Portate la prova del trucco dal vivo sulle vostre pagine prodotto già questa settimana e scoprite che effetto ha sulla conversione.',
  [
    {
      component: 'success-story-roi',
      title: 'Che cosa vedono i brand dopo il lancio',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: 'x',
          conversionDescription: 'tasso di aggiunta al carrello più alto per chi prova i prodotti',
          buttonText: 'Leggi le storie',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: 'resi in meno legati alla tonalità',
          buttonText: 'Vedi i prezzi',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: 'di tempo in più sulle pagine prodotto',
          buttonText: 'Inizia una prova',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Come funziona la prova gratuita',
      steps: [
        {
          name: 'Registratevi',
          text: 'Create un account; per la prova non serve la carta di credito.',
          image: null,
        },
        {
          name: 'Aggiungete le tonalità',
          text: 'Caricate fino a 20 prodotti durante la prova.',
          image: null,
        },
        { name: 'Andate online', text: 'Installate il plugin e seguite la dashboard.', image: null },
      ],
    },
    trialForm('Iniziate la prova di 14 giorni', SEED_UI),
  ],
);

/** ONLINE_SERVICE_PAGE in Italian, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
