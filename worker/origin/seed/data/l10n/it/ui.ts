import type { SeedUi } from '../../helpers.ts';

/** The Italian words of the seed's templates (helpers.ts EN_UI). */
export const UI: SeedUi = {
  overview: {
    product: 'Che cosa fa',
    technology: 'Dietro le quinte',
    service: 'Come lavoriamo con voi',
    campaign: 'La campagna',
  },
  benefits: {
    product: 'Che cosa ottenete',
    technology: 'Che cosa rende possibile',
    service: 'Che cosa è incluso',
    campaign: 'Perché funziona',
  },
  stepsTitle: {
    product: 'Come funziona',
    technology: 'Come funziona',
    service: 'Come si svolge un progetto',
    campaign: 'Come lanciarla',
  },
  steps: {
    product: [
      [
        'Condividete il catalogo',
        'Inviateci i dati dei prodotti o i campioni delle tonalità: li trasformiamo in prodotti virtuali.',
      ],
      [
        'Aggiungetelo alle vostre pagine',
        'Incollate il modulo web oppure usate gli SDK per iOS e Android nella vostra app.',
      ],
      [
        'Pubblicate e misurate',
        'I clienti lo provano sul proprio viso; la dashboard mostra coinvolgimento e vendite.',
      ],
    ],
    technology: [
      [
        'Acquisizione',
        'I fotogrammi arrivano da una normale fotocamera di smartphone, laptop o specchio: nessun hardware speciale.',
      ],
      [
        'Comprensione',
        'I nostri modelli leggono viso, mano o capelli in ogni fotogramma, sul dispositivo quando possibile.',
      ],
      [
        'Resa o report',
        'Il risultato viene disegnato in tempo reale oppure restituito come punteggi utilizzabili dal vostro prodotto.',
      ],
    ],
    service: [
      [
        'Call conoscitiva',
        'Approfondiamo obiettivi, canali e mercati e concordiamo insieme come misurare il successo.',
      ],
      [
        'Sviluppo e revisione',
        'Il nostro team prepara l’esperienza e voi la verificate sui vostri dispositivi.',
      ],
      ['Lancio e miglioramento', 'Andiamo online insieme e ogni mese analizziamo i numeri con voi.'],
    ],
    campaign: [
      [
        'Scegliete i prodotti',
        'Selezionate le tonalità o gli articoli da mettere in evidenza nella campagna.',
      ],
      [
        'Personalizzate la pagina',
        'Applichiamo colori, testi e date di lancio del vostro brand a un layout collaudato.',
      ],
      [
        'Promuovete e misurate',
        'Condividete il link negli annunci e sui social e seguite i risultati in tempo reale.',
      ],
    ],
  },
  useCasesTitle: 'Dove viene utilizzato',
  proofTitle: 'I risultati dei brand',
  proof: {
    product: [
      ['2,5x', 'tasso di aggiunta al carrello più alto per chi prova i prodotti'],
      ['30%', 'resi in meno sui prodotti provati'],
      ['3 min', 'in più trascorsi sulle pagine prodotto'],
    ],
    technology: [
      ['1.000+', 'brand che usano lo stesso motore'],
      ['30 fps', 'tracciamento dal vivo su smartphone di fascia media'],
      ['9', 'lingue supportate dagli strumenti che lo accompagnano'],
    ],
    service: [
      ['2–6 sett.', 'tempo tipico dal kick-off al lancio'],
      ['24 h', 'tempo di risposta ai problemi del giorno del lancio'],
      ['40+', 'mercati serviti dai nostri team'],
    ],
    campaign: [
      ['5 giorni', 'dal brief a una pagina di campagna online'],
      ['2x', 'visualizzazioni di prodotto in più durante la campagna'],
      ['100%', 'dei risultati visibili nella vostra dashboard'],
    ],
  },
  faqTitle: 'Domande frequenti',
  commonFaqs: {
    product: [
      [
        'Quanto tempo richiede l’integrazione?',
        'La maggior parte dei brand va online in due-sei settimane: il modulo web è un solo script e il nostro team mappa il catalogo insieme a voi.',
      ],
      [
        'Che cosa succede alle immagini della fotocamera dei clienti?',
        'I fotogrammi vengono elaborati solo per mostrare l’effetto e non vengono conservati, a meno che il cliente non salvi un risultato. Tutti i dettagli sono nella nostra informativa sulla privacy.',
      ],
    ],
    technology: [
      [
        'Possiamo usarlo nella nostra app?',
        'Sì. Lo stesso motore è disponibile su licenza come moduli web, SDK per iOS e Android e API server.',
      ],
      [
        'Dove avviene l’elaborazione?',
        'Sul dispositivo del cliente ogni volta che è possibile; l’elaborazione sul server è usata solo per le funzioni che la richiedono e, per impostazione predefinita, non conserva nulla.',
      ],
    ],
    service: [
      [
        'A chi appartengono i contenuti e i dati?',
        'A voi. I contenuti creati per voi e i dati generati dai vostri clienti appartengono al vostro brand; li trattiamo solo secondo le vostre istruzioni.',
      ],
      [
        'Come viene determinato il prezzo del servizio?',
        'In base al perimetro: dopo la call conoscitiva ricevete un preventivo fisso per lo sviluppo e un canone mensile per la gestione.',
      ],
    ],
    campaign: [
      [
        'In quanto tempo può andare online una campagna?',
        'Una campagna su un modello già pronto va online di solito entro una settimana dalla ricezione di prodotti e materiali grafici.',
      ],
      [
        'Possiamo misurare i risultati?',
        'Sì. Visualizzazioni, prove, lead raccolti e clic verso il vostro negozio sono riportati in tempo reale nella dashboard.',
      ],
    ],
  },
  relatedTitle: {
    product: 'Prodotti correlati',
    technology: 'Tecnologie correlate',
    service: 'Servizi correlati',
    campaign: 'Altre campagne',
  },
  contactSales: 'Contatta le vendite',
  salesFormTitle: 'Offrite {title} ai vostri clienti',
  salesFormDescription:
    'Raccontateci il vostro brand: uno specialista vi risponderà entro un giorno lavorativo.',
  trialFormTitle: 'Provate {title} gratuitamente',
  trialFormDescription: 'Iniziate la prova gratuita e vedetelo all’opera sul vostro catalogo.',
  talkTitle: 'Parliamo di {title}',
  talkDescription: 'Il nostro team soluzioni lo adatterà ai vostri canali, mercati e catalogo.',
  featureStepsTitle: 'Come usare {title}',
  featureFaqTitle: 'Domande',
  featureCtaTitle: 'Prova {title} gratis',
  featureCtaDescription: 'Disponibile nelle app {{brand}} per iOS e Android.',
  getTheApp: 'Scarica l’app',
  appHighlights: 'In evidenza',
  appDownload: 'Scarica gratis',
  appFeaturesTitle: 'Gli strumenti più usati di {title}',
};
