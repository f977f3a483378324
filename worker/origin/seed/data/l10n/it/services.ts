import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** Italian service pages (data/solutions.ts SERVICE_BRIEFS), by slug. */
export const SERVICES: Overlay<BriefText> = {
  'app-listing': {
    title: 'Presenza nelle app',
    promise: 'Portate i vostri prodotti nelle app consumer di {{brand}}.',
    detail:
      'Inserite le vostre tonalità nelle nostre app consumer, dove milioni di persone provano look ogni giorno, e indirizzate i clienti al vostro negozio con un tocco.',
    benefits: [
      ['Visibilità', 'Siate presenti dove gli appassionati di beauty giocano già con i look.'],
      ['Link allo shop', 'Ogni prodotto rimanda al vostro negozio.'],
      ['Report', 'Report mensili su prove e clic.'],
    ],
    useCases: [
      [
        'Lanci di prodotto',
        'Raggiungete gli utenti delle app il giorno stesso del lancio di una collezione.',
      ],
      ['Presenza continuativa', 'Le vostre tonalità sempre disponibili in look e tutorial.'],
    ],
    faqs: [['Quanto dura una presenza nelle app?', 'Per campagna, in genere da uno a tre mesi.']],
  },
  'in-store-consultation': {
    title: 'Consulenza in negozio',
    promise: 'Tablet al banco e smart mirror per consulenze su pelle e trucco.',
    detail:
      'I consulenti eseguono analisi della pelle e prove virtuali su un tablet al banco, salvano i risultati nel profilo del cliente e stampano o inviano una scheda con la routine.',
    benefits: [
      ['Pronto per il banco', 'Una modalità kiosk per tablet e specchi.'],
      ['Risultati condivisi', 'Inviate la routine via e-mail o con un codice QR.'],
      ['Analisi per negozio', 'Consulenze e conversioni per ogni punto vendita.'],
    ],
    useCases: [
      ['Banchi skincare', 'Scansioni che avviano la consulenza.'],
      ['Banchi trucco', 'Prove senza tester.'],
    ],
    faqs: [['Quale hardware è supportato?', 'iPad recenti, tablet Android e una selezione di smart mirror.']],
  },
  sdk: {
    title: 'SDK',
    promise: 'SDK nativi per iOS e Android per integrare la prova virtuale nella vostra app.',
    detail:
      'L’SDK espone componenti per fotocamera, prova virtuale e analisi con pieno controllo sull’interfaccia, più un’app di esempio da cui partire.',
    benefits: [
      ['Prestazioni native', 'Percorsi di rendering Metal e Vulkan.'],
      ['La vostra interfaccia', 'Componenti headless sotto il vostro design.'],
      ['App di esempio', 'Un punto di partenza funzionante con tutte le funzioni.'],
    ],
    useCases: [
      ['App dei brand', 'Prova virtuale nativa nella vostra app.'],
      ['App dei retailer', 'Un solo SDK per tutti i brand che vendete.'],
    ],
    faqs: [['Quanto pesa l’SDK?', 'I moduli sono separati, così distribuite solo ciò che usate.']],
  },
  'wechat-mini-program': {
    title: 'Mini Program WeChat',
    promise: 'Prova virtuale all’interno di un Mini Program WeChat.',
    detail:
      'Un plugin pronto all’uso porta le funzioni di trucco e pelle nel vostro Mini Program, ottimizzato per la fotocamera in-app e il flusso di pagamento.',
    benefits: [
      ['Basato su plugin', 'Aggiungete la prova virtuale senza ricostruire il Mini Program.'],
      ['Condivisione social', 'Condividete i look con gli amici dentro l’app.'],
      ['Hosting locale', 'Servito da infrastrutture nella Cina continentale.'],
    ],
    useCases: [
      ['E-commerce in Cina', 'Prova virtuale dentro WeChat, dove i clienti già si trovano.'],
      ['Pagine di campagna', 'Mini Program per i lanci stagionali.'],
    ],
    faqs: [['Serve un contratto separato?', 'È compreso nel contratto di servizio standard per la Cina.']],
  },
  'youcam-4-web': {
    title: '{{brand}} per il web',
    promise: 'Prova virtuale e analisi sul vostro sito con un solo tag script.',
    detail:
      'Aggiungete un solo script e un pulsante alle pagine prodotto; il modulo apre la fotocamera, applica il prodotto e invia alla pagina gli eventi di aggiunta al carrello.',
    benefits: [
      ['Un solo script', 'Niente app né plugin: funziona in tutti i browser moderni.'],
      ['Eventi', 'Eventi di prova e di carrello per le vostre analisi.'],
      ['Personalizzabile', 'Colori, font e testi seguono il vostro brand.'],
    ],
    useCases: [
      ['Pagine prodotto', 'Un solo script aggiunge la prova a ogni prodotto.'],
      ['Landing page', 'Pagine di campagna con la prova integrata.'],
    ],
    faqs: [['Rallenta la nostra pagina?', 'Il modulo si carica solo quando un cliente lo apre.']],
  },
  'youcam-4-google': {
    title: '{{brand}} per la ricerca',
    promise: 'Portate la prova virtuale dove i clienti cercano.',
    detail:
      'Pubblicate le tonalità virtuali sulle superfici di ricerca e shopping supportate, così le persone possono provare i prodotti prima di visitare il vostro sito.',
    benefits: [
      ['Scoperta anticipata', 'La prova nel momento della ricerca.'],
      ['Stessi asset', 'Riutilizzate le tonalità create per il vostro sito.'],
      ['Strumenti per i feed', 'Esportate le tonalità nel formato di feed richiesto.'],
    ],
    useCases: [
      ['Campagne di ricerca', 'Link di prova dai risultati di ricerca.'],
      ['Annunci shopping', 'Un passaggio di prova prima della pagina prodotto.'],
    ],
    faqs: [
      [
        'Quali categorie sono idonee?',
        'Le categorie di trucco per labbra, occhi e viso nei mercati supportati.',
      ],
    ],
  },
  'taobao-mini-program': {
    title: 'Mini Program Taobao',
    promise: 'Prova virtuale per i vostri store su Taobao e Tmall.',
    detail:
      'I clienti provano le tonalità nelle pagine di dettaglio del vostro negozio Taobao, con i risultati collegati al carrello del negozio stesso.',
    benefits: [
      ['Nativo nello store', 'Compare all’interno delle vostre pagine prodotto.'],
      ['Pronto per le campagne', 'Regge il traffico dei grandi festival dello shopping.'],
      ['Dati del negozio', 'Report di prova per prodotto.'],
    ],
    useCases: [
      ['Flagship store', 'Prova virtuale nel vostro flagship su Tmall.'],
      ['Festival dello shopping', 'Prova pronta per le campagne di punta.'],
    ],
    faqs: [
      [
        'La configurazione è a cura vostra?',
        'Sì, il nostro team Cina si occupa di configurazione e revisione.',
      ],
    ],
  },
  'douyin-mini-program': {
    title: 'Mini Program Douyin',
    promise: 'Prova virtuale per video brevi e live commerce su Douyin.',
    detail:
      'Un Mini Program permette agli spettatori di provare le tonalità mostrate nei video brevi e nelle live room, per poi acquistarle dal vostro negozio Douyin.',
    benefits: [
      ['Video commerce', 'Prova collegata a video e live room.'],
      ['Pensato per i creator', 'I creator possono associare look ai propri contenuti.'],
      ['Veloce', 'Ottimizzato per sessioni brevi e ad alto traffico.'],
    ],
    useCases: [
      ['Live commerce', 'Gli spettatori provano i prodotti durante la diretta.'],
      ['Video brevi', 'Link di prova sotto i video di prodotto.'],
    ],
    faqs: [['Funziona nelle live room?', 'Sì, gli spettatori possono aprirlo durante una diretta.']],
  },
  'virtual-makeup-snapchat': {
    title: 'Lenti di trucco virtuale per Snapchat',
    promise: 'Lenti di trucco brandizzate create dalle vostre tonalità reali.',
    detail:
      'Trasformiamo le vostre tonalità in lenti per la fotocamera con colore e finitura fedeli, pronte per campagne e collaborazioni con i creator.',
    benefits: [
      ['Tonalità fedeli', 'I colori corrispondono ai vostri prodotti fisici.'],
      ['Campagne rapide', 'Lenti create dalle tonalità virtuali esistenti.'],
      ['Link allo shop', 'Le lenti possono rimandare alle pagine prodotto.'],
    ],
    useCases: [
      ['Campagne di lancio', 'Una lente per ogni nuova collezione.'],
      ['Kit per creator', 'Lenti che i creator possono usare nei loro contenuti.'],
    ],
    faqs: [['Chi pubblica la lente?', 'La pubblica il vostro account; noi forniamo la build e il supporto.']],
  },
  'virtual-makeup-instagram': {
    title: 'Effetti di trucco virtuale per Instagram',
    promise: 'Effetti di trucco per storie e reel, fedeli alla vostra palette.',
    detail:
      'Gli effetti usano gli stessi dati di tonalità della prova sul vostro sito: un rossetto appare identico in una storia e sulla pagina prodotto.',
    benefits: [
      ['Colore coerente', 'Un’unica libreria di tonalità su tutti i canali.'],
      ['Kit per creator', 'Effetti confezionati per le campagne con i creator.'],
      ['Report', 'Dati di utilizzo per ogni effetto.'],
    ],
    useCases: [
      ['Storie e reel', 'Effetti che le persone condividono con gli amici.'],
      ['Lanci con influencer', 'Effetti pubblicati insieme ai creator.'],
    ],
    faqs: [['Quanto tempo richiede un effetto?', 'Di solito da due a tre settimane, revisione compresa.']],
  },
};
