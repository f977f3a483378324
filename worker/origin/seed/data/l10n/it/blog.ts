import type { BusinessPack, ConsumerPack } from '../types.ts';

/** BLOG_POST in Italian, by postHandle (data/blog.ts): business and consumer posts. */
export const BLOG_POSTS: NonNullable<ConsumerPack['blogPosts']> = {
  // ─── Business ───────────────────────────────────────────────────────────────────────────────
  'virtual-try-on-returns': {
    title: 'Come la prova virtuale riduce i resi per tonalità sbagliata',
    metaDesc: 'Perché chi prova una tonalità sul proprio viso poi la tiene, e come misurarne l’effetto.',
    keywords: ['prova virtuale', 'resi'],
    paragraphs: [
      'Fondotinta e rossetti sono tra i prodotti beauty più resi online, e il motivo è quasi sempre lo stesso: sullo schermo la tonalità sembrava diversa.',
      'Quando i clienti vedono una tonalità sul proprio viso, con la propria luce, l’incertezza sparisce. I brand misurano l’effetto confrontando il tasso di reso degli ordini con e senza una sessione di prova.',
    ],
    list: {
      title: 'Checklist',
      items: [
        'Tracciate le sessioni di prova per ordine',
        'Confrontate i resi per famiglia di tonalità',
        'Fate il punto dopo una stagione intera',
      ],
    },
  },
  'skin-analysis-at-the-counter': {
    title: 'Portare l’analisi della pelle con IA al banco beauty',
    metaDesc: 'Che cosa cambia quando i consulenti iniziano la consulenza con una scansione della pelle.',
    keywords: ['analisi della pelle', 'retail'],
    paragraphs: [
      'Una scansione della pelle offre a consulente e cliente un punto di partenza comune. Invece di chiedere che tipo di pelle pensa di avere, il consulente parte da un risultato che entrambi possono vedere.',
      'I negozi che iniziano così le consulenze riportano conversazioni più lunghe e routine più ponderate, non solo singoli prodotti.',
    ],
  },
  'jewellery-ar-guide': {
    title: 'Guida pratica alla prova dei gioielli in AR',
    metaDesc: 'Anelli, orologi e orecchini: che cosa serve per rendere convincenti i gioielli virtuali.',
    keywords: ['gioielli', 'AR'],
    paragraphs: [
      'La prova dei gioielli si gioca tutta su scala e luce. Un anello che sembra una misura più grande, o un diamante senza brillantezza, fa scappare i clienti.',
      'Partite dai vostri best seller, create modelli 3D accurati e provateli su molte mani prima del lancio.',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: 'Un abbinamento delle tonalità che funziona per ogni incarnato',
    metaDesc:
      'Come testare un tool per trovare il fondotinta su tutta la gamma di incarnati prima di pubblicarlo.',
    keywords: ['trova tonalità', 'beauty inclusivo', 'fondotinta'],
    paragraphs: [
      'Un tool per trovare la tonalità vale quanto i volti su cui è stato testato. Gli incarnati molto scuri e molto chiari sono quelli su cui la maggior parte degli strumenti sbaglia, quindi meritano più sessioni di test, non meno.',
      'Create un panel di test che rispecchi la vostra clientela, fotografate ogni persona alla luce del giorno e con la luce del negozio, e confrontate la tonalità consigliata con quella scelta da un make-up artist esperto.',
    ],
    list: {
      title: 'Prima del lancio',
      items: [
        'Coprite ogni famiglia di sottotoni nel panel di test',
        'Testate con luce calda, neutra e fredda',
        'Registrate ogni abbinamento errato con una foto',
      ],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: 'La prova del colore capelli sulla poltrona del salone',
    metaDesc: 'Far vedere ai clienti un nuovo colore prima della prima pennellata.',
    keywords: ['colore capelli', 'saloni'],
    paragraphs: [
      'Cambiare colore di capelli è una decisione importante, e l’esitazione finisce spesso con la scelta più prudente. Un’anteprima dal vivo su tablet permette ai clienti di vedere prima su di sé una tonalità più audace.',
      'I saloni che aggiungono un’anteprima alla consulenza notano che i clienti fanno domande migliori ed escono più soddisfatti del risultato.',
    ],
  },
  'connecting-store-and-app': {
    title: 'Un cliente, tante porte: collegare negozio e app',
    metaDesc: 'Accompagnate lo storico delle prove del cliente dallo specchio in negozio all’app di casa.',
    keywords: ['omnicanale', 'retail', 'prova virtuale'],
    paragraphs: [
      'Nella stessa settimana i clienti passano dallo specchio del negozio al sito e all’app. Se ogni porta dimentica quello che hanno provato, ricominciano ogni volta da zero.',
      'Uno storico dei look condiviso, salvato con il consenso del cliente, gli permette di riprendere a casa da dove si era fermato in negozio.',
    ],
  },
  'beauty-tech-on-demand': {
    title: 'Beauty tech on demand: lanciare in settimane, non in mesi',
    metaDesc: 'Che cosa cambia un servizio online già pronto per i brand senza un team di sviluppo interno.',
    keywords: ['servizio online', 'time to market'],
    paragraphs: [
      'Non tutti i brand hanno sviluppatori per creare e mantenere un’esperienza di prova virtuale. Un servizio online permette ai team marketing di caricare i prodotti e pubblicare l’esperienza in autonomia.',
      'Il primo lancio diventa così una questione di dati di prodotto, non di software: nomi delle tonalità puliti, colori accurati e buone foto.',
    ],
  },
  'spring-campaign-case-notes': {
    title: 'Appunti da un caso: una campagna labbra di primavera con la prova virtuale',
    metaDesc:
      'Il lancio di primavera di un brand di rossetti immaginario, dal teaser al sold out, tra numeri e lezioni.',
    keywords: ['campagna', 'colore labbra'],
    paragraphs: [
      'Il brand ha aperto il lancio di primavera con un link di prova in ogni post teaser. I clienti potevano indossare le nuove tonalità giorni prima della messa in vendita.',
      'Le tonalità più provate nella settimana del teaser sono state le prime a esaurirsi, e questo ha permesso al team di adeguare le scorte prima del giorno del lancio.',
    ],
  },
  'measuring-try-on-engagement': {
    title: 'Misurare il coinvolgimento nella prova virtuale senza andare a intuito',
    metaDesc: 'I pochi numeri che vi dicono se la prova virtuale sta funzionando.',
    keywords: ['analisi', 'prova virtuale', 'conversione'],
    paragraphs: [
      'Le sessioni da sole dicono poco. Conta quello che i clienti fanno dopo la prova: quante tonalità confrontano e se ne aggiungono una al carrello.',
      'Seguite con costanza un piccolo insieme di numeri per una stagione prima di cambiare qualcosa.',
    ],
    list: {
      title: 'I numeri da seguire',
      items: [
        'Tonalità provate per sessione',
        'Tasso di aggiunta al carrello dopo una prova',
        'Resi dei prodotti provati',
      ],
      ordered: true,
    },
  },
  // ─── Consumer ───────────────────────────────────────────────────────────────────────────────
  'better-selfies-in-low-light': {
    title: 'Selfie migliori con poca luce',
    metaDesc: 'Trucchi semplici e strumenti dell’app per selfie luminosi e nitidi anche di sera.',
    keywords: ['selfie', 'poca luce'],
    paragraphs: [
      'Mettiti di fronte alla fonte di luce più forte che trovi, non muoverti e lascia fare il resto al miglioramento automatico.',
      'Nell’app di fotoritocco, il miglioramento con IA schiarisce le ombre senza ingrigire la pelle, e la riduzione del rumore mantiene nitidi i dettagli.',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: 'Togli i turisti dalle tue foto di viaggio',
    metaDesc: 'Ripulisci in tre passaggi le foto dei monumenti più affollati.',
    keywords: ['rimozione oggetti', 'viaggi'],
    paragraphs: [
      'I monumenti più famosi significano foto piene di gente. Lo strumento di rimozione oggetti ti permette di passare il pennello sui passanti e riempie il vuoto con la scena alle loro spalle.',
      'Lavora su piccole aree alla volta per il risultato più pulito, e ingrandisci per controllare i bordi.',
    ],
    list: {
      title: 'Tre passaggi',
      items: [
        'Apri la foto e scegli Rimuovi',
        'Passa il pennello su ogni persona',
        'Ingrandisci e ritocca i bordi',
      ],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: 'Il tuo primo montaggio video in cinque minuti',
    metaDesc: 'Taglia, ritocca e aggiungi musica a una clip breve sul tuo telefono.',
    keywords: ['montaggio video', 'principianti'],
    paragraphs: [
      'Scegli una clip di meno di un minuto. Taglia l’inizio e la fine in modo che si apra sull’azione.',
      'Aggiungi un ritocco leggero, scegli una traccia dalla libreria musicale ed esporta in HD.',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: 'Cinque idee di nail art da provare prima in modo virtuale',
    metaDesc: 'Guarda decorazioni audaci sulla tua mano prima di prenotare l’appuntamento.',
    keywords: ['nail art', 'prova virtuale'],
    paragraphs: [
      'Una nail art audace è un impegno di due settimane o più. Provare una decorazione sulla tua mano nell’app per unghie richiede pochi secondi.',
      'Salva i look che ti piacciono e mostrali in salone, così l’onicotecnica vede esattamente quello che hai in mente.',
    ],
    list: {
      title: 'Idee per iniziare',
      items: [
        'Punte cromate',
        'Rosa latte delicato',
        'Piccole stelle dorate',
        'French bicolore',
        'Gloss rosso ciliegia intenso',
      ],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: 'Ritratti con l’IA dalle foto di tutti i giorni',
    metaDesc: 'Trasforma uno scatto qualsiasi in un ritratto curato con gli strumenti generativi.',
    keywords: ['IA generativa', 'ritratti'],
    paragraphs: [
      'Per un bel ritratto non serve uno studio. Gli strumenti generativi possono collocarti in una nuova luce, in una nuova ambientazione o in uno stile pittorico partendo da una sola foto nitida.',
      'Parti da una foto del viso nitida e ben illuminata: migliore è lo scatto di partenza, più il risultato ti somiglierà.',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: 'Che cosa chiedere a un assistente beauty con IA',
    metaDesc: 'Buone domande, buone risposte: come ottenere consigli utili da una chat con l’IA.',
    keywords: ['chat IA', 'consigli beauty'],
    paragraphs: [
      'Un assistente IA è più utile quando conosce il tuo punto di partenza. Indica il tuo tipo di pelle, il look che desideri e i prodotti che hai già.',
      'Chiedi un cambiamento alla volta e chiedi il perché: le motivazioni ti insegnano più del consiglio stesso.',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: 'Prova nuovi outfit con gli abiti IA',
    metaDesc: 'Cambia outfit in una foto per pianificare un look prima di fare shopping.',
    keywords: ['abiti IA', 'outfit'],
    paragraphs: [
      'Stai pensando all’outfit per un giorno importante? Con una foto a figura intera e lo strumento abiti IA vedi stili diversi su di te in pochi tocchi.',
      'Usa uno sfondo uniforme e mantieni una postura dritta per una vestibilità più naturale.',
    ],
  },
  'edit-photos-in-your-browser': {
    title: 'Modifica le foto nel browser, senza installare nulla',
    metaDesc: 'L’editor online porta gli strumenti preferiti dell’app su qualsiasi computer.',
    keywords: ['editor online', 'fotoritocco'],
    paragraphs: [
      'Non tutti i ritocchi si fanno sul telefono. L’editor online si apre in qualsiasi browser moderno e mantiene gli strumenti che conosci: rimozione dello sfondo, miglioramento e ritocco.',
      'Mentre lavori i file restano nella sessione del browser, e scarichi il risultato quando hai finito.',
    ],
  },
};

/** BLOG_AUTHOR in Italian, by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: NonNullable<BusinessPack['blogAuthors']> = {
  'lena-marsh': {
    position: 'Responsabile della ricerca beauty, {{brand}}',
    shortDesc:
      'Lena scrive di scienza della pelle, abbinamento delle tonalità e di come l’IA si inserisce nelle vere routine di bellezza.',
  },
  'theo-nakamura': {
    position: 'Creative editor, {{brand}} Apps',
    shortDesc:
      'Theo racconta trucchi di fotoritocco e montaggio video per chi vuole ottimi risultati senza uno studio.',
  },
  'amara-osei': {
    position: 'Responsabile della strategia retail, {{brand}}',
    shortDesc:
      'Amara aiuta i retailer beauty a collegare negozi, app e shop online intorno a un unico cliente.',
  },
};

/** Blog filter tag names in Italian (data/blog.ts TAGS; FOCUS tags are codes). */
export const BLOG_TAGS: NonNullable<ConsumerPack['blogTags']> = {
  11: 'Prova virtuale',
  12: 'Analisi della pelle con IA',
  13: 'Prova del colore capelli',
  21: 'Retail',
  22: 'E-commerce',
  23: 'Campagne',
  31: 'App di fotoritocco',
  32: 'App video',
  33: 'App per unghie',
  34: 'App di arte IA',
  41: 'Selfie',
  42: 'Viaggi',
  43: 'Stile',
};
