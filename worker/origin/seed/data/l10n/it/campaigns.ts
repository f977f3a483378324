import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** Italian campaign pages (data/solutions.ts CAMPAIGN_BRIEFS), by slug. */
export const CAMPAIGNS: Overlay<BriefText> = {
  smb: {
    title: 'Prova virtuale per brand in crescita',
    promise: 'Piani self-service che portano la prova virtuale nel vostro negozio già questa settimana.',
    detail:
      'I brand indipendenti e in crescita possono caricare le tonalità, copiare una riga di codice e andare online senza una call commerciale, per poi passare a un piano superiore man mano che crescono.',
    benefits: [
      ['Configurazione self-service', 'Caricate, visualizzate e pubblicate in autonomia.'],
      ['Piani mensili', 'Iniziate in piccolo e disdite quando volete.'],
      ['Plugin per negozi online', 'Pronto per le piattaforme e-commerce più diffuse.'],
    ],
    useCases: [
      ['Brand indipendenti', 'Prova virtuale senza un ciclo di vendita.'],
      ['Negozi in crescita', 'Iniziate con poche tonalità e aggiungetene altre in seguito.'],
    ],
    faqs: [['È disponibile una prova gratuita?', 'Sì, ogni piano inizia con una prova gratuita.']],
  },
  'ai-skin-diagnostic': {
    title: 'Campagna di diagnosi della pelle',
    promise: 'Lanciate un controllo della pelle con IA sul vostro sito in pochi giorni.',
    detail:
      'Una pagina di campagna pronta con analisi della pelle, costruttore di routine e un passaggio di raccolta e-mail, preparata per i lanci skincare stagionali.',
    benefits: [
      ['Pagina pronta', 'Un layout collaudato, personalizzato con il vostro brand.'],
      ['Raccolta lead', 'Passaggio e-mail facoltativo prima dei risultati.'],
      ['Costruttore di routine', 'I risultati portano ai vostri prodotti.'],
    ],
    useCases: [
      ['Lanci skincare stagionali', 'Una pagina di campagna pronta per la nuova stagione.'],
      ['Generazione di lead', 'Risultati via e-mail dopo la registrazione.'],
    ],
    faqs: [
      [
        'Possiamo attivarla per un periodo limitato?',
        'Sì, le campagne possono avere una data di inizio e di fine.',
      ],
    ],
  },
  'skin-diagnostic': {
    title: 'Controllo della pelle per ogni banco',
    promise: 'La stessa analisi della pelle in negozio e online.',
    detail:
      'Un unico modello per web e banco significa che i clienti ottengono lo stesso punteggio ovunque si sottopongano alla scansione, e i consulenti vedono i risultati online quando i clienti vengono in negozio.',
    benefits: [
      ['Punteggi omnicanale', 'Risultati coerenti in negozio e online.'],
      ['Vista consulente', 'I consulenti vedono le scansioni precedenti, con il consenso del cliente.'],
      ['Monitoraggio dei progressi', 'I clienti confrontano le scansioni nel tempo.'],
    ],
    useCases: [
      ['Brand omnicanale', 'Lo stesso punteggio online e al banco.'],
      ['Programmi fedeltà', 'I membri seguono l’evoluzione della propria pelle nel tempo.'],
    ],
    faqs: [
      [
        'I risultati si sincronizzano tra i canali?',
        'Sì, con il consenso del cliente e il vostro sistema di account.',
      ],
    ],
  },
  vto: {
    title: 'Campagna di prova virtuale',
    promise: 'Aiutate i clienti a scegliere con sicurezza, su qualsiasi dispositivo.',
    detail:
      'Prova virtuale di trucco, occhiali e accessori riunita per una campagna stagionale, con landing page e dashboard di report.',
    benefits: [
      ['Multicategoria', 'Trucco, occhiali e accessori insieme.'],
      ['Pagina di campagna', 'Una landing page da personalizzare.'],
      ['Report', 'Prove, condivisioni e aggiunte al carrello in un’unica vista.'],
    ],
    useCases: [
      ['Pagine prodotto', 'Prova virtuale su ogni prodotto.'],
      ['Annunci', 'Link di prova negli annunci.'],
    ],
    faqs: [
      ['In quanto tempo può partire una campagna?', 'Con tonalità già esistenti, in circa una settimana.'],
    ],
  },
  'vto-v1': {
    title: 'Prova prima di acquistare',
    promise: 'L’esperienza di prova classica, ora più veloce su mobile.',
    detail:
      'Un flusso di prova semplificato con un’inquadratura più ampia, un cambio di tonalità rapido e un pulsante di aggiunta al carrello sempre visibile sugli schermi piccoli.',
    benefits: [
      ['Mobile first', 'Pensata per l’uso con una mano sola.'],
      ['Cambio rapido', 'Scorrete tra le tonalità.'],
      ['Carrello sempre visibile', 'Aggiungete al carrello senza lasciare la fotocamera.'],
    ],
    useCases: [
      ['Clienti da mobile', 'Una prova più veloce sugli smartphone.'],
      ['Integrazioni esistenti', 'Mantenete l’esperienza classica con prestazioni migliori.'],
    ],
    faqs: [
      [
        'Sostituisce la nostra prova attuale?',
        'È un’opzione di layout; le vostre tonalità restano le stesse.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Campagna di trucco virtuale',
    promise: 'Look di stagione che i vostri clienti provano con un tocco.',
    detail:
      'Curate una selezione di look per un lancio o una festività, ciascuno composto dai vostri prodotti e pronto da provare e acquistare come bundle.',
    benefits: [
      ['Look selezionati', 'Bundle ideati dai vostri make-up artist.'],
      ['Checkout del bundle', 'Aggiungete al carrello un look intero.'],
      ['Condivisibili', 'I clienti condividono il loro look preferito.'],
    ],
    useCases: [
      ['Look di stagione', 'Look pronti da provare e acquistare.'],
      ['Guide ai regali', 'Prova virtuale per i cofanetti regalo.'],
    ],
    faqs: [['Quanti look può includere una campagna?', 'Quanti ne volete; da sei a dodici funziona bene.']],
  },
  'skincare-pro-aesthetic-simulation': {
    title: 'Simulazione estetica Skincare Pro',
    promise: 'Consulenze visive per le cliniche estetiche, fin dalla prima visita.',
    detail:
      'Le cliniche uniscono l’analisi della pelle alle simulazioni dei trattamenti per discutere le opzioni con i pazienti, con le immagini salvate nella cartella della consulenza.',
    benefits: [
      ['Anteprime dei trattamenti', 'Simulate i risultati dei trattamenti più comuni.'],
      ['Cartelle dei pazienti', 'Salvate le immagini in ogni consulenza.'],
      ['Il brand della clinica', 'Il vostro logo e i vostri colori ovunque.'],
    ],
    useCases: [
      ['Cliniche estetiche', 'Consulenze visive fin dalla prima visita.'],
      ['Pianificazione dei trattamenti', 'Simulazioni per discutere le opzioni.'],
    ],
    faqs: [
      [
        'È adatta ad affermazioni di tipo medico?',
        'Supporta le consulenze e non fa alcuna affermazione medica.',
      ],
    ],
  },
  'skincare-pro-skin-analysis': {
    title: 'Analisi della pelle Skincare Pro',
    promise: 'Analisi della pelle professionale per spa, cliniche e banchi.',
    detail:
      'Skincare Pro funziona su tablet, valuta ogni problematica, confronta le visite nel tempo e produce un report brandizzato per il cliente.',
    benefits: [
      ['Storico delle visite', 'Confrontate le scansioni tra una visita e l’altra.'],
      ['Report brandizzati', 'Report in PDF e via e-mail nel vostro stile.'],
      ['Più sedi', 'Gestite più sedi in un unico account.'],
    ],
    useCases: [
      ['Spa', 'Analisi prima di ogni trattamento.'],
      ['Cliniche', 'Seguite i progressi tra una visita e l’altra.'],
    ],
    faqs: [['Quali tablet sono supportati?', 'iPad recenti e tablet Android con fotocamera frontale.']],
  },
  'holiday-looks': {
    title: 'Campagna look delle feste',
    promise: 'Look festivi per la stagione dei regali, pronti da provare e acquistare.',
    detail:
      'Un modello per le feste con finiture scintillanti, bundle di cofanetti regalo e un banner con conto alla rovescia, progettato per reggere il traffico dell’alta stagione.',
    benefits: [
      ['Finiture scintillanti', 'Effetti glitter e metallici per i look da festa.'],
      ['Bundle regalo', 'Collegate i look ai cofanetti regalo.'],
      ['Pronto per i picchi', 'Scala nelle settimane più intense dell’anno.'],
    ],
    useCases: [
      ['Stagione dei regali', 'Look festivi da provare e acquistare.'],
      ['Look da festa', 'Look audaci per le feste.'],
    ],
    faqs: [['Possiamo programmare la campagna?', 'Sì, impostate date di inizio e fine nella console.']],
  },
};
