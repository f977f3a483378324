import type { FeatureText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_FEATURE in Italian, by slug (data/consumer.ts FEATURE_BRIEFS); titles as locales/it/consumer.json names them. */
export const FEATURES: Overlay<FeatureText> = {
  'ai-video-editor': {
    title: 'Editor video IA',
    promise: 'Monta le tue clip con un’IA che taglia, ritocca e sottotitola al posto tuo.',
    steps: [
      [
        'Importa una clip',
        'Apri l’app, tocca Nuovo progetto e scegli dalla galleria una clip lunga fino a dieci minuti.',
      ],
      [
        'Scegli una modifica IA',
        'Scegli taglio automatico, ritocco o sottotitoli: l’IA applica la modifica all’intera clip in pochi secondi.',
      ],
      [
        'Esporta in HD',
        'Guarda l’anteprima, poi esporta in 1080p e condividi subito sulla tua piattaforma preferita.',
      ],
    ],
    faqs: [['C’è un limite di durata?', 'Sono supportate clip fino a dieci minuti.']],
  },
  'ai-photo-fixer': {
    title: 'Riparazione foto IA',
    promise: 'Salva le foto mosse, scure o rumorose con un tocco.',
    steps: [
      ['Apri una foto', 'Scegli dalla galleria una foto mossa, scura o rumorosa, oppure scattane una nuova.'],
      [
        'Tocca Ripara',
        'Con un solo tocco i dettagli diventano più nitidi, le ombre più chiare e il rumore sparisce.',
      ],
      [
        'Confronta e salva',
        'Fai scorrere il divisore per confrontare prima e dopo, poi salva una copia: l’originale resta intatto.',
      ],
    ],
    faqs: [
      [
        'Funziona sulle vecchie scansioni?',
        'Sì, riduce il rumore e recupera i dettagli delle stampe scansionate.',
      ],
    ],
  },
  'remove-object-from-photo': {
    title: 'Rimuovi oggetti',
    promise: 'Cancella persone, cavi e disordine senza lasciare traccia.',
    steps: [
      [
        'Passa il pennello sull’oggetto',
        'Colora la persona, il cavo o il disordine che vuoi eliminare; ingrandisci per i dettagli piccoli.',
      ],
      [
        'Lascia che l’IA riempia il vuoto',
        'L’IA ricostruisce l’area partendo dalla scena intorno, così texture e luce continuano in modo naturale.',
      ],
      [
        'Salva la foto pulita',
        'Controlla i bordi, annulla o ripassa se serve e salva la foto a piena risoluzione.',
      ],
    ],
    faqs: [
      [
        'Lo sfondo sembrerà naturale?',
        'Il riempimento viene generato dalla scena circostante per fondersi con essa.',
      ],
    ],
  },
  'ai-face-swap': {
    title: 'Scambio volti IA',
    promise: 'Scambia i volti per divertimento tra le tue foto.',
    steps: [
      ['Scegli due foto', 'Seleziona una foto con il volto da spostare e una seconda foto che lo riceverà.'],
      ['Conferma i volti', 'L’app segna i volti trovati; se sono più di uno, tocca la coppia da scambiare.'],
      [
        'Condividi il risultato',
        'Salva o condividi la foto con i volti scambiati; usa solo foto di persone che hanno dato il loro consenso.',
      ],
    ],
    faqs: [
      [
        'Posso usare foto di altre persone?',
        'Solo con il loro consenso; un uso improprio viola i nostri termini.',
      ],
    ],
  },
  'ai-photo-enhancer': {
    title: 'Migliora foto IA',
    promise: 'Dettagli più nitidi e colori più vivi, in automatico.',
    steps: [
      ['Carica una foto', 'Scegli dalla galleria una foto a bassa risoluzione o compressa.'],
      [
        'Scegli l’intensità',
        'Scegli un miglioramento leggero, medio o forte in base a quanto dettaglio serve alla foto.',
      ],
      ['Scarica', 'Salva la versione più nitida e ingrandita, fino a quattro volte la dimensione originale.'],
    ],
    faqs: [['Aumenta la risoluzione?', 'Sì, fino a quattro volte la dimensione originale.']],
  },
  'hair-color-changer': {
    title: 'Cambia colore capelli',
    promise: 'Prova nuovi colori di capelli sulla tua foto o dal vivo.',
    steps: [
      [
        'Scatta un selfie',
        'Usa la fotocamera frontale con una buona luce, oppure apri un ritratto che hai già.',
      ],
      [
        'Scegli una tonalità',
        'Sfoglia colori naturali, pastello e accesi, oppure prova ombré e colpi di sole.',
      ],
      [
        'Regola l’intensità',
        'Fai scorrere per rendere il colore più tenue o più deciso finché ti convince, poi salva il look.',
      ],
    ],
    faqs: [['Posso provare due tonalità?', 'Sì, ombré e colpi di sole sono inclusi.']],
  },
  'teeth-whitening': {
    title: 'Sbiancamento denti',
    promise: 'Illumina il tuo sorriso in foto, in modo naturale.',
    steps: [
      ['Apri un ritratto', 'Scegli una foto in cui il sorriso si veda bene.'],
      ['Tocca Sbianca', 'L’app trova i denti in automatico e li schiarisce senza toccare labbra o pelle.'],
      ['Imposta il livello', 'Per un risultato naturale scegli un livello più basso, poi salva.'],
    ],
    faqs: [['Sembrerà finto?', 'Un limite naturale mantiene i denti realistici.']],
  },
  'ai-headshot-generator': {
    title: 'Ritratti professionali IA',
    promise: 'Ritratti professionali a partire da qualche selfie informale.',
    steps: [
      ['Carica i selfie', 'Aggiungi da sei a dieci selfie con angolazioni diverse e luce uniforme.'],
      ['Scegli uno stile', 'Scegli un look aziendale, creativo o casual, con sfondi e abiti coordinati.'],
      ['Scegli i preferiti', 'Sfoglia i ritratti generati e tieni quelli che ti somigliano di più.'],
    ],
    faqs: [['Quanti selfie servono?', 'Una decina di selfie nitidi danno i risultati migliori.']],
  },
  'photo-collage-maker': {
    title: 'Crea collage',
    promise: 'Unisci le foto in layout, griglie e storie.',
    steps: [
      ['Seleziona le foto', 'Scegli dalla galleria fino a nove foto, nell’ordine che preferisci.'],
      [
        'Scegli un layout',
        'Scegli una griglia, un layout libero o stile rivista; scambia le foto trascinandole.',
      ],
      [
        'Aggiungi testo e sticker',
        'Aggiungi didascalie, sticker e un colore di sfondo, poi salva o condividi il collage.',
      ],
    ],
    faqs: [['Quante foto ci stanno?', 'Fino a venti foto per collage.']],
  },
  'makeup-editor': {
    title: 'Editor trucco',
    promise: 'Aggiungi rossetto, blush, ciglia e altro a qualsiasi ritratto.',
    steps: [
      ['Apri un ritratto', 'Apri un ritratto con il viso rivolto verso la fotocamera.'],
      [
        'Scegli i prodotti',
        'Applica rossetto, fondotinta, blush, ombretto e ciglia uno alla volta o come look completo.',
      ],
      ['Sfuma e salva', 'Regola l’intensità di ogni prodotto perché si fonda con la tua pelle, poi salva.'],
    ],
    faqs: [['Posso salvare il mio look?', 'Sì, i look salvati si possono applicare a nuove foto.']],
  },
  'face-editor': {
    title: 'Editor viso',
    promise: 'Ritocchi delicati a tratti, sorriso e angolazione.',
    steps: [
      ['Apri un ritratto', 'Apri un ritratto nitido dalla galleria.'],
      [
        'Regola un tratto',
        'Scegli occhi, naso, labbra o forma del viso e sposta il cursore a piccoli passi.',
      ],
      [
        'Confronta prima e dopo',
        'Tieni premuto il pulsante di confronto per verificare che ti somigli ancora, poi salva.',
      ],
    ],
    faqs: [['Le modifiche sono reversibili?', 'Ogni regolazione può essere annullata in qualsiasi momento.']],
  },
  'text-to-image-ai': {
    title: 'Da testo a immagine',
    promise: 'Descrivi una scena e guardala apparire.',
    steps: [
      [
        'Scrivi un prompt',
        'Descrivi in una frase l’immagine che vuoi, per esempio un gatto che legge in un caffè pieno di sole.',
      ],
      ['Scegli uno stile', 'Scegli uno stile come foto, acquerello, anime o 3D.'],
      [
        'Genera e perfeziona',
        'Genera quattro versioni, perfeziona il prompt se serve e salva la tua preferita.',
      ],
    ],
    faqs: [['A chi appartengono le immagini?', 'Puoi usare le immagini che crei secondo i nostri termini.']],
  },
  'blur-images': {
    title: 'Sfoca immagini',
    promise: 'Sfoca sfondi, volti o dettagli con poche pennellate.',
    steps: [
      ['Apri una foto', 'Scegli la foto che vuoi ammorbidire.'],
      [
        'Scegli cosa sfocare',
        'Sfoca lo sfondo per un effetto ritratto, oppure passa il pennello su volti e targhe per nasconderli.',
      ],
      ['Imposta l’intensità', 'Decidi quanto forte deve essere la sfocatura e salva il risultato.'],
    ],
    faqs: [
      [
        'Posso sfocare i volti per privacy?',
        'Sì, il rilevamento automatico trova subito i volti da sfocare.',
      ],
    ],
  },
  'background-remover': {
    title: 'Rimuovi sfondo',
    promise: 'Scontorna persone e prodotti in modo pulito.',
    steps: [
      ['Carica una foto', 'Scegli la foto di una persona, di un animale o di un prodotto.'],
      ['Aspetta un attimo', 'L’IA scontorna il soggetto in pochi secondi, capelli e bordi morbidi compresi.'],
      [
        'Scarica un PNG trasparente',
        'Salva il ritaglio come PNG trasparente oppure posizionalo su un nuovo sfondo.',
      ],
    ],
    faqs: [['Gestisce bene i capelli?', 'Sì, i bordi intorno ai capelli restano precisi.']],
  },
  'ai-image-extender': {
    title: 'Estendi immagine IA',
    promise: 'Allarga una foto oltre i suoi bordi.',
    steps: [
      ['Apri una foto', 'Apri la foto che ti sembra troppo stretta.'],
      ['Trascina la cornice', 'Trascina la cornice verso l’esterno o scegli un formato come 16:9 o 9:16.'],
      [
        'Genera la nuova area',
        'L’IA dipinge l’area mancante in armonia con la scena; genera di nuovo per un’altra versione.',
      ],
    ],
    faqs: [
      [
        'Fino a che dimensioni posso estendere?',
        'Qualsiasi proporzione, fino al doppio della dimensione originale.',
      ],
    ],
  },
  'skin-smoothing': {
    title: 'Levigatura pelle',
    promise: 'Uniforma la pelle senza perderne la texture.',
    steps: [
      ['Apri un ritratto', 'Apri un ritratto o scatta un selfie.'],
      [
        'Imposta la levigatura',
        'Scegli un livello di levigatura; ai livelli più bassi pori e texture restano visibili per un effetto naturale.',
      ],
      ['Salva', 'Confronta con l’originale e salva.'],
    ],
    faqs: [['I pori spariranno?', 'No, la texture viene mantenuta perché la pelle sembri vera.']],
  },
  'ai-hairstyle-try-on': {
    title: 'Prova acconciature',
    promise: 'Guardati con un nuovo taglio prima di andare dal parrucchiere.',
    steps: [
      ['Scatta un selfie', 'Scatta un selfie con i capelli raccolti lontano dal viso.'],
      ['Sfoglia gli stili', 'Prova bob, scalature, frange, ricci e raccolti sul tuo viso.'],
      ['Salva i preferiti', 'Salva gli stili che ti piacciono e mostrali al tuo parrucchiere.'],
    ],
    faqs: [['Ci sono anche le frange?', 'Sì, con diversi stili di frangia.']],
  },
  'video-retouch': {
    title: 'Ritocco video',
    promise: 'Leviga la pelle e aggiungi trucco su un’intera clip.',
    steps: [
      ['Importa un video', 'Scegli una clip dalla galleria.'],
      [
        'Scegli gli strumenti di ritocco',
        'Applica levigatura, rimodellamento o trucco: gli effetti seguono il viso in ogni fotogramma.',
      ],
      ['Esporta', 'Guarda l’anteprima della clip ed esportala nella qualità originale.'],
    ],
    faqs: [['Segue i movimenti?', 'Sì, gli effetti seguono il tuo viso in ogni fotogramma.']],
  },
  'video-enhancer': {
    title: 'Migliora video',
    promise: 'Rendi più nitide e luminose le clip spente.',
    steps: [
      ['Importa una clip', 'Scegli una clip scura, mossa o a bassa risoluzione.'],
      [
        'Scegli il miglioramento',
        'Scegli schiarisci, aumenta la nitidezza o stabilizza, oppure lascia scegliere all’app.',
      ],
      ['Esporta', 'Esporta la clip migliorata e confrontala con l’originale.'],
    ],
    faqs: [['Può correggere un video mosso?', 'La stabilizzazione è inclusa.']],
  },
  'video-background-remover': {
    title: 'Rimuovi sfondo video',
    promise: 'Sostituisci lo sfondo di un video senza green screen.',
    steps: [
      ['Importa una clip', 'Scegli una clip in cui la persona si distingue dallo sfondo.'],
      [
        'Rimuovi lo sfondo',
        'L’IA separa la persona dallo sfondo fotogramma per fotogramma, senza bisogno di green screen.',
      ],
      [
        'Scegli una nuova scena',
        'Posiziona la persona su un colore, una foto o un altro video, poi esporta.',
      ],
    ],
    faqs: [['Serve una parete uniforme?', 'No, va bene qualsiasi sfondo.']],
  },
  'video-trimmer': {
    title: 'Taglia video',
    promise: 'Taglia le clip alla durata perfetta.',
    steps: [
      ['Importa una clip', 'Scegli la clip che vuoi accorciare.'],
      [
        'Trascina le maniglie',
        'Sposta le maniglie di inizio e fine per tenere solo la parte che vuoi; dividi la clip per eliminare un tratto centrale.',
      ],
      ['Salva', 'Salva la clip tagliata come nuovo file.'],
    ],
    faqs: [['La qualità peggiora?', 'No, il taglio mantiene la qualità originale.']],
  },
  'slow-motion-video': {
    title: 'Rallentatore',
    promise: 'Un rallentatore fluido da qualsiasi clip.',
    steps: [
      ['Importa una clip', 'Scegli una clip con del movimento, come un salto o uno spruzzo.'],
      ['Seleziona un tratto', 'Segna il momento da rallentare; il resto scorre a velocità normale.'],
      [
        'Scegli la velocità',
        'Scegli metà, un quarto o un ottavo della velocità; l’app aggiunge fotogrammi intermedi fluidi.',
      ],
    ],
    faqs: [['Quanto può rallentare?', 'Fino a un ottavo della velocità, con interpolazione dei fotogrammi.']],
  },
  'ai-avatar': {
    title: 'Avatar IA',
    promise: 'Crea avatar stilizzati dai tuoi selfie.',
    steps: [
      ['Carica i selfie', 'Aggiungi da otto a dodici selfie con espressioni diverse.'],
      ['Scegli gli stili', 'Scegli stili come fantasy, fumetto, pittura a olio o cyberpunk.'],
      ['Scarica gli avatar', 'Salva gli avatar che ti piacciono per le tue immagini del profilo.'],
    ],
    faqs: [['Posso usarli come immagine del profilo?', 'Sì, sono pensati proprio per questo.']],
  },
  'sky-replacement': {
    title: 'Sostituisci cielo',
    promise: 'Trasforma i cieli grigi in tramonti e stelle.',
    steps: [
      ['Apri un paesaggio', 'Scegli la foto di un paesaggio o di una città con un cielo spento.'],
      ['Scegli un cielo', 'Prova cieli azzurri, tramonti, temporali o cieli stellati.'],
      ['Regola la luce', 'Adatta luce e colori della scena al nuovo cielo, poi salva.'],
    ],
    faqs: [['La luce della scena cambia?', 'Sì, i colori si adattano al nuovo cielo.']],
  },
  'photo-colorizer': {
    title: 'Colora foto',
    promise: 'Dai colore alle foto in bianco e nero.',
    steps: [
      ['Carica una vecchia foto', 'Scegli una foto in bianco e nero o la scansione di una vecchia stampa.'],
      ['Colora', 'L’IA aggiunge colori naturali a pelle, vestiti, cielo e ambiente.'],
      ['Rifinisci i toni', 'Regola calore e saturazione finché i colori ti convincono, poi salva.'],
    ],
    faqs: [['I colori sono fedeli?', 'Sono stime plausibili, non documentazioni.']],
  },
  'photo-animator': {
    title: 'Anima foto',
    promise: 'Fai sorridere e sbattere le palpebre ai ritratti.',
    steps: [
      ['Apri un ritratto', 'Scegli un ritratto con il viso ben visibile.'],
      [
        'Scegli un movimento',
        'Scegli un sorriso, un cenno, un battito di ciglia o una leggera rotazione della testa.',
      ],
      ['Esporta una breve clip', 'Esporta una breve clip in loop da condividere.'],
    ],
    faqs: [['Posso animare foto di gruppo?', 'Per risultati migliori, un volto alla volta.']],
  },
  'body-editor': {
    title: 'Editor corpo',
    promise: 'Regola postura e proporzioni con delicatezza.',
    steps: [
      ['Apri una foto', 'Scegli una foto a figura intera o a mezzo busto.'],
      ['Seleziona un’area', 'Seleziona un’area come vita, gambe o spalle; lo sfondo resta dritto.'],
      ['Regola con delicatezza', 'Fai piccole regolazioni perché la foto ti somigli ancora, poi salva.'],
    ],
    faqs: [['Ci sono dei limiti?', 'Sì, i limiti mantengono realistiche le modifiche.']],
  },
  'eye-color-changer': {
    title: 'Cambia colore occhi',
    promise: 'Prova nuovi colori degli occhi nei ritratti.',
    steps: [
      ['Apri un ritratto', 'Scegli un ritratto con gli occhi aperti, oppure scatta un selfie.'],
      ['Scegli un colore', 'Prova castani, azzurri e verdi naturali o audaci colori fantasy.'],
      ['Sfuma', 'Regola l’intensità perché l’iride mantenga il suo disegno naturale, poi salva.'],
    ],
    faqs: [['Sembra naturale?', 'La texture dell’iride viene mantenuta per un effetto naturale.']],
  },
  'wrinkle-remover': {
    title: 'Attenua rughe',
    promise: 'Ammorbidisci le linee sottili nei ritratti.',
    steps: [
      ['Apri un ritratto', 'Scegli un ritratto con una buona luce.'],
      [
        'Passa il pennello sull’area',
        'Passa il pennello sulle linee della fronte, intorno agli occhi o alla bocca.',
      ],
      ['Imposta l’intensità', 'Tieni bassa l’intensità per un effetto naturale e salva.'],
    ],
    faqs: [['Posso lasciare alcune linee?', 'Sì, l’intensità si regola area per area.']],
  },
  'acne-remover': {
    title: 'Elimina imperfezioni',
    promise: 'Elimina brufoli e imperfezioni con un tocco.',
    steps: [
      ['Apri un ritratto', 'Scegli un ritratto o scatta un selfie.'],
      ['Tocca Auto', 'L’app trova ed elimina le imperfezioni temporanee con un solo tocco.'],
      ['Ritocca a mano', 'Tocca le imperfezioni che l’app non ha trovato per eliminarle a mano, poi salva.'],
    ],
    faqs: [['Cambia il colore della pelle?', 'No, vengono trattate solo le imperfezioni.']],
  },
  'photo-filters': {
    title: 'Filtri foto',
    promise: 'Centinaia di filtri per ogni stato d’animo.',
    steps: [
      ['Apri una foto', 'Scegli una foto a cui dare stile.'],
      ['Sfoglia i filtri', 'Scorri tra filtri pellicola, ritratto, cibo e viaggio con l’anteprima dal vivo.'],
      [
        'Imposta l’intensità',
        'Regola l’intensità perché il filtro valorizzi la foto invece di coprirla, poi salva.',
      ],
    ],
    faqs: [['Posso salvare un filtro mio?', 'Sì, salva le regolazioni come preset.']],
  },
  'add-text-to-photo': {
    title: 'Aggiungi testo alle foto',
    promise: 'Didascalie, citazioni e titoli in tanti font.',
    steps: [
      ['Apri una foto', 'Scegli la foto a cui vuoi aggiungere una didascalia.'],
      ['Scrivi il testo', 'Scrivi la didascalia, la citazione o il titolo.'],
      ['Dai stile e posiziona', 'Scegli font, colore e ombra, poi trascina il testo al suo posto e salva.'],
    ],
    faqs: [['Posso curvare il testo?', 'Sì, il testo può seguire una curva.']],
  },
  'photo-cropper': {
    title: 'Ritaglia foto',
    promise: 'Ritaglia in qualsiasi formato per ogni piattaforma.',
    steps: [
      ['Apri una foto', 'Scegli la foto che vuoi ritagliare.'],
      [
        'Scegli un formato',
        'Scegli quadrato, 4:5, 16:9 o 9:16, oppure ritaglia liberamente; raddrizza l’orizzonte se serve.',
      ],
      ['Salva', 'Salva la copia ritagliata a piena risoluzione.'],
    ],
    faqs: [['Ci sono formati pronti per i social?', 'Sì, le misure più comuni per post e storie.']],
  },
  'ai-outfit-changer': {
    title: 'Cambio outfit IA',
    promise: 'Prova outfit e stili sulla tua foto.',
    steps: [
      [
        'Carica una foto a figura intera',
        'Scegli una foto in cui sei in piedi di fronte alla fotocamera, dalla testa ai piedi.',
      ],
      ['Scegli un outfit', 'Sfoglia outfit casual, eleganti e di stagione.'],
      ['Salva il look', 'Salva i look che ti piacciono o condividili per avere un secondo parere.'],
    ],
    faqs: [['Si adatta alla mia posa?', 'Gli outfit si adattano alla tua posa e al tuo corpo.']],
  },
  'ai-selfie-generator': {
    title: 'Generatore di selfie IA',
    promise: 'Nuovi stili di selfie a partire dal tuo viso.',
    steps: [
      ['Carica i selfie', 'Aggiungi da otto a dodici selfie nitidi.'],
      ['Scegli un tema', 'Scegli un tema come viaggio, ritratto in studio o servizio di moda.'],
      ['Genera', 'L’IA crea nuovi selfie di te in quel tema; salva i migliori.'],
    ],
    faqs: [['I dati del mio viso vengono conservati?', 'Le foto vengono cancellate dopo la generazione.']],
  },
  'video-filters': {
    title: 'Filtri video',
    promise: 'Look cinematografici per le tue clip.',
    steps: [
      ['Importa una clip', 'Scegli una clip dalla galleria.'],
      [
        'Scegli un filtro',
        'Guarda l’anteprima di filtri pellicola, vintage e colore sulla clip in movimento.',
      ],
      ['Esporta', 'Esporta la clip filtrata nella sua risoluzione originale.'],
    ],
    faqs: [['I filtri funzionano in 4K?', 'Sì, con esportazioni fino a 4K.']],
  },
  'video-collage': {
    title: 'Collage video',
    promise: 'Riproduci più clip una accanto all’altra.',
    steps: [
      ['Seleziona le clip', 'Scegli da due a sei clip.'],
      [
        'Scegli un layout',
        'Scegli un layout a schermo diviso e imposta l’ordine di riproduzione delle clip.',
      ],
      ['Esporta', 'Aggiungi musica, poi esporta un unico video con tutte le clip insieme.'],
    ],
    faqs: [['Le clip possono avere l’audio?', 'Scegli di quale clip mantenere l’audio.']],
  },
  'ai-portrait-lighting': {
    title: 'Luce ritratto IA',
    promise: 'Dai nuova luce ai ritratti come in studio.',
    steps: [
      ['Apri un ritratto', 'Scegli un ritratto, anche se scattato con luce piatta.'],
      ['Scegli una luce', 'Prova luce da studio, da finestra, dell’ora d’oro o al neon.'],
      [
        'Sposta la luce',
        'Trascina per spostare la luce intorno al viso e salva quando le ombre ti convincono.',
      ],
    ],
    faqs: [['Posso aggiungere una luce di contorno?', 'Sì, sono disponibili diversi tipi di luce.']],
  },
  'photo-to-cartoon': {
    title: 'Da foto a cartone',
    promise: 'Trasforma le foto in disegni animati.',
    steps: [
      ['Apri una foto', 'Scegli un ritratto o una foto di gruppo.'],
      ['Scegli uno stile', 'Scegli fumetto, anime, 3D o schizzo.'],
      ['Salva', 'Salva la versione cartoon o condividila.'],
    ],
    faqs: [['Ci sono tanti stili?', 'Decine di stili, aggiornati spesso.']],
  },
  'old-photo-restoration': {
    title: 'Restauro foto vecchie',
    promise: 'Ripara graffi e colori sbiaditi nelle vecchie stampe.',
    steps: [
      ['Scansiona o carica', 'Fotografa o scansiona la vecchia stampa, poi aggiungila all’app.'],
      ['Restaura', 'L’IA elimina graffi, polvere e sbiaditure e rende più nitidi i volti.'],
      ['Confronta e salva', 'Fai scorrere per confrontare con l’originale e salva la copia restaurata.'],
    ],
    faqs: [['Ripara le foto strappate?', 'Piccoli strappi e graffi vengono riparati in automatico.']],
  },
};
