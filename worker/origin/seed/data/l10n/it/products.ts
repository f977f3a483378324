import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** Italian product pages (data/products.ts), by slug. */
export const PRODUCTS: Overlay<BriefText> = {
  'frizzy-hair-analyzer': {
    title: 'Analisi IA del crespo',
    promise: 'Misurate il crespo da un solo selfie e consigliate la routine lisciante più adatta.',
    detail:
      'L’analisi individua i capelli ribelli e l’effetto alone intorno all’attaccatura e alla corona, li valuta su una scala a cinque livelli e collega ogni livello a sieri, maschere e strumenti della vostra gamma.',
    benefits: [
      [
        'Punteggio del crespo a cinque livelli',
        'Un punteggio coerente e chiaro per i clienti, da liscio a molto crespo.',
      ],
      [
        'Costruttore di routine',
        'Associate ogni livello ai prodotti: la risposta finisce nel carrello, non in un grafico.',
      ],
      [
        'Con qualsiasi luce',
        'Addestrato su foto in interni, alla luce del giorno e in salone per risultati stabili.',
      ],
    ],
    useCases: [
      [
        'E-shop di haircare',
        'I clienti ricevono un punteggio e una routine lisciante invece di scegliere a caso tra i sieri.',
      ],
      ['Consulenza in salone', 'Gli stylist mostrano ai clienti il punteggio prima e dopo il trattamento.'],
      [
        'Lancio di prodotto',
        'Dimostrate l’efficacia di una nuova linea anticrespo con un punteggio prima e dopo.',
      ],
    ],
    faqs: [
      [
        'Serve una fotocamera speciale?',
        'No. Basta la fotocamera frontale di uno smartphone o di un laptop; i clienti possono anche caricare una foto.',
      ],
    ],
  },
  'ai-product-recommendation': {
    title: 'Raccomandazione prodotti con IA',
    promise: 'Trasformate ogni prova e ogni analisi della pelle in una selezione di prodotti personalizzata.',
    detail:
      'Le regole di raccomandazione leggono gli attributi del viso, i risultati della pelle e le tonalità abbinate, poi ordinano il catalogo per pertinenza, disponibilità e margine: ogni cliente vede una breve lista di prodotti che vale la pena acquistare.',
    benefits: [
      [
        'Segnali da ogni modulo',
        'Unisce i risultati di pelle, tonalità e forma del viso in un’unica classifica.',
      ],
      [
        'Controllo del merchandising',
        'Mettete in primo piano i prodotti di punta, escludete quelli esauriti e impostate regole per mercato.',
      ],
      [
        'Risultati misurabili',
        'Gli eventi integrati mostrano quali raccomandazioni hanno portato all’aggiunta al carrello.',
      ],
    ],
    useCases: [
      ['Dopo una prova', 'Chi ha provato una tonalità vede la matita e il gloss che la completano.'],
      ['Dopo un’analisi della pelle', 'Ogni problematica rimanda ai due o tre prodotti che la trattano.'],
      [
        'Follow-up via e-mail',
        'La stessa selezione raggiunge il cliente in seguito, ordinata per disponibilità e margine.',
      ],
    ],
    faqs: [
      [
        'Possiamo usare una nostra logica di ordinamento?',
        'Sì. Pesi e regole si modificano nella console e un’API vi permette di fornire punteggi vostri.',
      ],
    ],
  },
  'ai-shade-finder': {
    title: 'Trova tonalità con IA',
    promise: 'Abbinate in pochi secondi fondotinta e correttore al vero incarnato.',
    detail:
      'Il tool corregge il bilanciamento del bianco della fotocamera, legge sottotono e profondità su guance e fronte e restituisce le tonalità più vicine della vostra palette con un livello di affidabilità.',
    benefits: [
      ['Attento al sottotono', 'Distingue sottotoni caldi, neutri e olivastri, non solo chiaro e scuro.'],
      ['Meno resi', 'Chi acquista la tonalità abbinata la tiene più spesso.'],
      [
        'Mappatura della palette',
        'Caricate una volta i campioni delle tonalità: i nuovi lanci si abbinano automaticamente.',
      ],
    ],
    useCases: [
      [
        'Pagine dei fondotinta',
        'Un pulsante «trova la mia tonalità» risponde alla domanda più frequente di chi acquista prodotti per il viso.',
      ],
      ['Banchi senza tester', 'I consulenti abbinano le tonalità da un tablet in pochi secondi.'],
      [
        'Pianificazione della gamma',
        'I dati anonimi degli abbinamenti mostrano quali profondità e sottotoni mancano alla vostra gamma.',
      ],
    ],
    faqs: [
      [
        'Quante tonalità può contenere una palette?',
        'Non c’è un limite pratico: i brand gestiscono palette da una dozzina a oltre cento tonalità.',
      ],
    ],
  },
  'ai-skin-diagnostic': {
    title: 'Diagnosi della pelle con IA',
    promise:
      'Un’analisi della pelle di livello clinico su qualsiasi smartphone, pronta per il vostro sito o il banco.',
    detail:
      'Da un solo selfie la diagnosi valuta fino a quindici problematiche, tra cui macchie, rughe, texture, pori, rossori, lucidità e occhiaie, e stima l’età della pelle e il suo stato di salute generale.',
    benefits: [
      [
        'Quindici problematiche',
        'Ogni problematica riceve un punteggio e una sovrapposizione visiva da esplorare.',
      ],
      [
        'Routine in un passaggio',
        'I risultati confluiscono direttamente nelle raccomandazioni di prodotto per ogni problematica.',
      ],
      [
        'Modalità live o HD',
        'Scansione in tempo reale oppure una sola foto ad alta risoluzione per maggiore dettaglio.',
      ],
    ],
    steps: [
      [
        'Aprire la diagnosi',
        'I clienti avviano il controllo della pelle da una pagina prodotto, da un quiz o dal tablet del banco, senza bisogno di app.',
      ],
      [
        'Scattare un selfie',
        'Le guide sullo schermo verificano luce, distanza e angolazione, poi acquisiscono una foto o una scansione dal vivo.',
      ],
      [
        'Leggere i risultati',
        'I punteggi di ogni problematica compaiono con le sovrapposizioni, una stima dell’età della pelle e una routine composta dai vostri prodotti.',
      ],
    ],
    useCases: [
      [
        'Negozio online di skincare',
        'Trasformate i visitatori anonimi in clienti con una routine adatta alla loro pelle.',
      ],
      [
        'Banco e clinica',
        'I consulenti iniziano ogni consulenza da un risultato visivo condiviso, non da supposizioni.',
      ],
      [
        'Lanci di prodotto',
        'Mostrate come un nuovo siero agisce sulle problematiche che il cliente ha davvero.',
      ],
    ],
    proof: [
      ['15', 'problematiche valutate da un solo selfie'],
      ['10 s', 'dal selfie ai risultati completi'],
      ['2x', 'prodotti in più nel carrello dopo una scansione'],
    ],
    faqs: [
      [
        'L’analisi è una diagnosi medica?',
        'No. È una valutazione cosmetica che orienta la scelta dei prodotti e non sostituisce il parere di un dermatologo.',
      ],
      [
        'Quanto dura una scansione?',
        'Circa dieci secondi, comprese le indicazioni che aiutano il cliente a mettersi alla luce e restare fermo.',
      ],
    ],
  },
  'ba-1-on-1': {
    title: 'Consulenza beauty 1:1',
    promise: 'Videoconsulenze dal vivo con i vostri beauty advisor, con la prova virtuale integrata.',
    detail:
      'I clienti prenotano uno slot o si mettono in coda, poi vedono i look applicati sul proprio viso mentre un consulente li guida; durante la chiamata il consulente può aggiungere prodotti al carrello.',
    benefits: [
      [
        'Prova durante la chiamata',
        'I consulenti applicano le tonalità sul video dal vivo del cliente, non su una modella.',
      ],
      ['Prenotazioni e code', 'Sessioni programmate e code senza appuntamento in un’unica dashboard.'],
      ['Carrello condiviso', 'I prodotti suggeriti durante la chiamata finiscono nel carrello del cliente.'],
    ],
    useCases: [
      [
        'Giorni di lancio',
        'I consulenti tengono sessioni prenotate per una nuova collezione, con la prova in ogni chiamata.',
      ],
      ['Zone remote', 'Anche i clienti lontani da un banco ricevono una consulenza personale.'],
      ['Consigli regalo', 'I consulenti aiutano a scegliere dal vivo le tonalità per un’altra persona.'],
    ],
    faqs: [
      [
        'Di quali dispositivi hanno bisogno i consulenti?',
        'Di un laptop o un tablet con un browser. Nessuna installazione è necessaria da entrambe le parti.',
      ],
    ],
  },
  'in-store-barcode': {
    title: 'Prova in negozio con codice a barre',
    promise: 'Scansionate un prodotto sullo scaffale e provatelo subito su smartphone o specchio.',
    detail:
      'Ogni codice a barre è collegato alla sua tonalità virtuale: in negozio i clienti provano i colori in modo igienico, senza tester, e salvano i preferiti per acquistarli poi online.',
    benefits: [
      ['Prova igienica', 'Niente tester condivisi: ogni prova avviene sullo schermo.'],
      ['Con i codici esistenti', 'Usa i codici EAN o UPC già stampati sulle confezioni.'],
      ['Ponte tra negozio e web', 'Le tonalità salvate seguono i clienti nel vostro negozio online.'],
    ],
    useCases: [
      [
        'Corsie della profumeria',
        'I clienti scansionano un rossetto sullo scaffale e lo vedono sul proprio viso.',
      ],
      ['Pop-up store', 'Uno spazio ridotto presenta l’intera gamma senza tester.'],
      ['Banchi attenti all’igiene', 'Ogni prova avviene sullo schermo, quindi nessun tester da pulire.'],
    ],
    faqs: [
      [
        'Serve nuovo hardware?',
        'No. I clienti usano il proprio smartphone; un tablet o uno smart mirror al banco è facoltativo.',
      ],
    ],
  },
  'live-ar-training': {
    title: 'Formazione AR dal vivo',
    promise: 'Formate i beauty advisor con applicazioni virtuali pratiche, ovunque si trovino.',
    detail:
      'I formatori mostrano le tecniche su un viso AR dal vivo mentre i team seguono da qualsiasi luogo; le sessioni possono essere registrate e diventare una libreria per i nuovi assunti.',
    benefits: [
      ['Pratica realistica', 'I consulenti provano i look su visi virtuali di molte tonalità di pelle.'],
      ['Lezioni a distanza', 'Un solo formatore raggiunge ogni negozio senza viaggiare.'],
      ['Libreria registrata', 'Le sessioni diventano lezioni on demand con capitoli.'],
    ],
    useCases: [
      [
        'Onboarding dei nuovi assunti',
        'I nuovi consulenti imparano le tecniche su visi virtuali prima del primo cliente.',
      ],
      ['Formazione per i lanci', 'Ogni negozio scopre la nuova collezione nello stesso giorno.'],
      ['Corsi di aggiornamento', 'Con le sessioni registrate i team ripassano una tecnica quando vogliono.'],
    ],
    faqs: [
      [
        'Quante persone possono partecipare a una lezione?',
        'Le lezioni supportano un pubblico ampio; la pratica interattiva funziona meglio in gruppi fino a trenta persone.',
      ],
    ],
  },
  'live-hair-color': {
    title: 'Prova del colore capelli dal vivo',
    promise: 'Colore dei capelli realistico in video dal vivo, ciocca per ciocca.',
    detail:
      'La segmentazione dei capelli segue i movimenti in tempo reale e conserva luci e ombre naturali: balayage, ombré e tinte uniformi risultano credibili prima ancora di aprire una confezione di tinta.',
    benefits: [
      [
        'Lucentezza naturale',
        'Il colore mantiene i riflessi propri dei capelli invece di un effetto piatto.',
      ],
      ['Effetti multitono', 'Ombré, balayage e mèches da un’unica cartella colori.'],
      ['Salone e retail', 'Da usare sulle pagine prodotto o sul tablet del salone.'],
    ],
    useCases: [
      ['Pagine prodotto delle tinte', 'I clienti vedono una tinta sui propri capelli prima di acquistarla.'],
      [
        'Prenotazioni in salone',
        'I clienti scelgono il colore da casa e arrivano con un appuntamento già fissato.',
      ],
      ['Campagne colore', 'Le tonalità stagionali hanno un link di prova per annunci e post social.'],
    ],
    faqs: [
      [
        'Funziona anche sui capelli molto scuri?',
        'Sì. Il rendering schiarisce il tono per mostrare come apparirebbe una tonalità dopo la decolorazione, con un’indicazione chiara.',
      ],
    ],
  },
  'live-streaming': {
    title: 'Prova virtuale per il live streaming',
    promise: 'Fate provare agli spettatori i prodotti mostrati dai vostri host, durante la diretta.',
    detail:
      'Aggiungete un pulsante di prova alla vostra diretta di live shopping: gli spettatori toccano la tonalità citata dall’host, la vedono sul proprio viso in una finestra laterale e acquistano senza lasciare la trasmissione.',
    benefits: [
      ['Prova durante la diretta', 'Gli spettatori provano esattamente i prodotti sullo schermo.'],
      ['Strumenti per l’host', 'Gli host cambiano prodotti e look da un semplice pannello di controllo.'],
      ['Dati di conversione', 'Scoprite quali momenti della diretta hanno generato prove e vendite.'],
    ],
    useCases: [
      [
        'Show di live shopping',
        'Gli spettatori provano la tonalità indossata dall’host senza lasciare la diretta.',
      ],
      ['Collaborazioni con creator', 'I creator mostrano un look e il loro pubblico lo prova subito.'],
      ['Eventi di lancio', 'Un lancio in diretta trasforma la visione in prova e acquisto.'],
    ],
    faqs: [
      [
        'Quali piattaforme di streaming sono supportate?',
        'Qualsiasi piattaforma che possa incorporare una web view o un link; forniamo anche un player autonomo.',
      ],
    ],
  },
  'ar-virtual-accessories': {
    title: 'Accessori virtuali in AR',
    promise: 'Cappelli, cerchietti, sciarpe e borse provati in scala reale.',
    detail:
      'Gli accessori sono ancorati a testa, collo o mano con un’occlusione che tiene conto della profondità: un cappello si posa dietro l’attaccatura dei capelli e una sciarpa ricade sulle spalle come allo specchio.',
    benefits: [
      [
        'Misure reali',
        'Le dimensioni si basano sulle misure del viso e della mano per una scala realistica.',
      ],
      ['Un’unica pipeline', 'Caricate foto o file 3D: entrambi diventano asset di prova.'],
      ['Look tra categorie', 'Combinate accessori, trucco e occhiali in una sola sessione.'],
    ],
    useCases: [
      [
        'E-commerce di moda',
        'Cappelli e sciarpe appaiono in dimensioni reali sul cliente invece che su una modella.',
      ],
      ['Selezioni stagionali', 'Gli accessori invernali provati insieme come un unico look.'],
      ['Marketplace', 'Un’unica integrazione copre tutti i venditori di accessori della piattaforma.'],
    ],
    faqs: [
      [
        'Quali formati di file accettate?',
        'Foto del prodotto su sfondo neutro oppure modelli 3D glTF e USDZ.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Prova virtuale del trucco',
    promise: 'Ogni prodotto per labbra, occhi e viso, provato dal vivo con una texture fedele.',
    detail:
      'Finiture opache, satinate, gloss, perlate e metalliche vengono riprodotte in video dal vivo con un tracciamento facciale preciso: il rossetto resta entro il contorno labbra e l’eyeliner segue ogni battito di ciglia.',
    benefits: [
      ['Texture realistiche', 'Le finiture reagiscono alla luce come la formula reale.'],
      ['Look completi', 'Combinate labbra, occhi, sopracciglia e incarnato in look acquistabili.'],
      ['Onboarding rapido', 'Create tonalità virtuali dai campioni direttamente nella console.'],
    ],
    steps: [
      [
        'Inviate i campioni',
        'Condividete una foto e i valori cromatici di ogni tonalità; i nostri strumenti li trasformano in prodotti virtuali con la finitura giusta.',
      ],
      [
        'Inserite il pulsante',
        'Aggiungete il pulsante di prova alle pagine prodotto con un solo script oppure usate il plugin per la vostra piattaforma.',
      ],
      [
        'I clienti provano dal vivo',
        'La fotocamera si apre nella pagina, la tonalità compare sul viso del cliente e con un tocco finisce nel carrello.',
      ],
    ],
    useCases: [
      [
        'Pagine prodotto',
        'Un pulsante di prova accanto a ogni tonalità risponde alla domanda a cui una foto non sa rispondere: come sta a me?',
      ],
      [
        'Look e bundle',
        'I merchandiser creano look completi che i clienti provano e acquistano in un colpo solo.',
      ],
      [
        'Negozi ed eventi',
        'Le stesse tonalità funzionano sui tablet del banco e sugli smart mirror, senza tester condivisi.',
      ],
    ],
    proof: [
      ['2,5x', 'conversione più alta per chi prova i prodotti'],
      ['30%', 'resi in meno legati alla tonalità'],
      ['1 settimana', 'dai campioni ai prodotti online'],
    ],
    faqs: [
      [
        'Quanto dura l’onboarding?',
        'La maggior parte dei brand pubblica i primi prodotti entro una settimana dall’invio dei campioni.',
      ],
      [
        'Quali categorie di prodotto sono supportate?',
        'Rossetto, gloss e matita labbra, fondotinta, correttore, blush, bronzer, illuminante, ombretto, eyeliner, mascara, ciglia e sopracciglia.',
      ],
      [
        'Funziona senza fotocamera?',
        'Sì. I clienti possono caricare una foto o provare i prodotti su uno dei nostri volti modello, diversi per tratti e incarnato.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Prova virtuale degli occhiali',
    promise: 'Occhiali da vista e da sole che calzano sul viso, da ogni angolazione.',
    detail:
      'Le montature vengono posizionate in base alla distanza interpupillare e alla larghezza del viso, ruotano con la testa e mostrano colorazione e riflessi delle lenti: i clienti valutano vestibilità e stile prima di ordinare.',
    benefits: [
      [
        'Vestibilità accurata',
        'La misura della montatura viene confrontata con le misure del viso del cliente.',
      ],
      ['Effetti delle lenti', 'Colorazioni, sfumature e trattamenti a specchio resi in tempo reale.'],
      [
        'Consigli per forma del viso',
        'Suggerite le forme di montatura adatte a visi tondi, squadrati od ovali.',
      ],
    ],
    useCases: [
      [
        'Ottica',
        'I clienti restringono la scelta da casa e prenotano un esame della vista per le montature che preferiscono.',
      ],
      ['E-shop di occhiali da sole', 'I clienti confrontano misure e colori sul proprio viso.'],
      [
        'Lanci di montature',
        'Con la conversione da foto a 3D una nuova collezione va online in pochi giorni.',
      ],
    ],
    faqs: [
      [
        'I clienti possono confrontare le montature fianco a fianco?',
        'Sì. Le istantanee di ogni montatura possono essere affiancate in una griglia di confronto.',
      ],
    ],
  },
  'youcam-tutorial': {
    title: '{{brand}} Tutorial',
    promise: 'Tutorial di trucco passo passo che applicano ogni passaggio al viso di chi guarda.',
    detail:
      'Trasformate un look in una lezione guidata: ogni passaggio mostra il prodotto, la tecnica e il risultato sul viso del cliente, con la possibilità di acquistare l’intero look alla fine.',
    benefits: [
      [
        'Imparare sul proprio viso',
        'Ogni passaggio viene mostrato dal vivo prima che lo spettatore lo applichi.',
      ],
      ['Passaggi acquistabili', 'Ogni passaggio rimanda al prodotto esatto utilizzato.'],
      ['Pensato per i creator', 'Gli artisti creano i tutorial in un editor visivo, senza codice.'],
    ],
    useCases: [
      ['Pagine prodotto', 'Un tutorial mostra come applicare il prodotto, sul viso stesso del cliente.'],
      ['Campagne social', 'Look passo passo condivisi come link in post e storie.'],
      ['Formazione al banco', 'I consulenti insegnano le tecniche con il viso del cliente sullo schermo.'],
    ],
    faqs: [
      [
        'Possiamo riutilizzare video tutorial esistenti?',
        'Sì. Importate un video e collegate i passaggi di prova ai suoi capitoli.',
      ],
    ],
  },
  'ai-beard-dye': {
    title: 'Tinta barba con IA',
    promise: 'Visualizzate il colore della barba e la copertura dei bianchi prima della prima applicazione.',
    detail:
      'La segmentazione della barba separa i peli del viso da pelle e labbra, poi applica il colore con una densità naturale: i clienti confrontano la copertura totale con una sfumatura più leggera.',
    benefits: [
      ['Anteprima della copertura dei bianchi', 'Mostrate una copertura totale o parziale dei peli bianchi.'],
      ['Densità naturale', 'Il colore segue lo spessore e i contorni reali della barba.'],
      ['Con gli stili di barba', 'Combinate il colore con forme di barba virtuali.'],
    ],
    useCases: [
      [
        'Shop di grooming maschile',
        'I clienti vedono la copertura dei bianchi prima di scegliere una tonalità.',
      ],
      ['Barberie', 'I barbieri mostrano il risultato ai clienti prima di applicare il colore.'],
      ['Pagine prodotto', 'Un pulsante di prova accanto a ogni tonalità di tinta per barba.'],
    ],
    faqs: [['Funziona sulla barba corta?', 'Sì, dalla barba di pochi giorni alla barba folta.']],
  },
  'ai-face-analyzer': {
    title: 'Analisi del viso con IA',
    promise: 'Leggete forma, tratti e proporzioni del viso per personalizzare ogni raccomandazione.',
    detail:
      'L’analisi descrive forma del viso, degli occhi e delle sopracciglia, volume delle labbra e proporzioni del volto, poi passa i risultati ai suggerimenti di trucco, occhiali e acconciature.',
    benefits: [
      ['Attributi e proporzioni', 'Due viste: attributi descrittivi e proporzioni misurate.'],
      ['Consigli più mirati', 'Contouring, montature e tagli scelti per ogni viso.'],
      ['Privacy al primo posto', 'L’analisi lavora solo sull’immagine; nessuna identità viene conservata.'],
    ],
    useCases: [
      ['Consigli sugli occhiali', 'La forma del viso indica quali montature mostrare per prime.'],
      ['Consigli di trucco', 'Contouring e sopracciglia seguono le proporzioni del cliente.'],
      ['Consigli sulle acconciature', 'I tagli che valorizzano la forma del viso compaiono per primi.'],
    ],
    faqs: [
      [
        'Si tratta di riconoscimento facciale?',
        'No. Descrive i tratti per consigli di stile e non identifica le persone.',
      ],
    ],
  },
  'ai-nail-color': {
    title: 'Prova dello smalto con IA',
    promise: 'Smalto su ogni unghia in tempo reale, con opzioni di finitura e lunghezza.',
    detail:
      'Il tracciamento della mano individua ogni unghia e la colora con finiture cremose, jelly, glitter o cromate che restano al loro posto mentre le dita si muovono.',
    benefits: [
      ['Tutte e cinque le unghie', 'Ogni unghia viene rilevata separatamente, pollice compreso.'],
      ['Libreria di finiture', 'Cremose, jelly, glitter, cromate e french.'],
      ['Dal campione alla tonalità', 'Create smalti virtuali dalle foto dei flaconi.'],
    ],
    useCases: [
      ['E-shop di smalti', 'I clienti provano ogni smalto sulla propria mano prima di acquistarlo.'],
      ['Menu del salone', 'I clienti scelgono colore e nail art prima dell’appuntamento.'],
      ['Collezioni stagionali', 'Una nuova collezione ha un link di prova per i post social.'],
    ],
    faqs: [
      ['Funziona con le unghie lunghe?', 'Sì, e i clienti possono anche visualizzare lunghezze maggiori.'],
    ],
  },
  'ar-watch': {
    title: 'Prova degli orologi in AR',
    promise: 'Orologi al polso in dimensioni reali, con metallo e vetro realistici.',
    detail:
      'Il tracciamento del polso posiziona cassa e cinturino con l’angolazione e la scala corrette, mentre il rendering fisicamente basato riproduce in modo convincente acciaio spazzolato, oro e vetro zaffiro.',
    benefits: [
      ['Misura del polso', 'Stimate la misura del polso da mobile per scegliere il cinturino giusto.'],
      ['Materiali realistici', 'Metalli, pelli e quadranti resi con riflessi reali.'],
      ['Visualizzatore 3D incluso', 'I clienti ruotano l’orologio in 3D prima di provarlo.'],
    ],
    useCases: [
      ['E-commerce di orologi', 'I clienti verificano la misura della cassa sul proprio polso.'],
      ['Tablet in boutique', 'Il personale mostra modelli non disponibili in boutique.'],
      ['Configuratori di cinturini', 'I clienti provano insieme cinturini e quadranti.'],
    ],
    faqs: [
      [
        'Servono modelli 3D?',
        'Sì, uno per modello; il nostro team può crearli a partire dalle foto del prodotto.',
      ],
    ],
  },
  'ar-virtual-ring': {
    title: 'Prova virtuale degli anelli in AR',
    promise: 'Anelli su qualsiasi dito, con misura e luce del gioiello reale.',
    detail:
      'Il tracciamento delle dita adatta la fascia al dito scelto e riproduce le pietre con una brillantezza che cambia mentre la mano ruota.',
    benefits: [
      ['Qualsiasi dito', 'Anulare, medio, indice, pollice o mignolo.'],
      ['Misuratore di anelli', 'Stimate la misura dell’anello con la fotocamera dello smartphone.'],
      ['Brillantezza delle pietre', 'Sfaccettature e riflessi resi per ogni tipo di gemma.'],
    ],
    useCases: [
      [
        'E-shop di alta gioielleria',
        'Gli anelli appaiono in dimensioni reali e con una brillantezza realistica sul dito del cliente.',
      ],
      ['Anelli di fidanzamento', 'Le coppie confrontano montature e pietre da casa.'],
      ['Anelli sovrapposti', 'I clienti compongono e provano combinazioni di anelli prima di acquistarle.'],
    ],
    faqs: [
      ['I clienti possono sovrapporre più anelli?', 'Sì, più anelli possono essere combinati in un set.'],
    ],
  },
  'ar-bracelet': {
    title: 'Prova dei bracciali in AR',
    promise: 'Bangle, bracciali rigidi e catenelle che si posano in modo naturale sul polso.',
    detail:
      'I bracciali seguono la rotazione del polso e ricadono con un peso credibile, che si tratti di un bracciale rigido o di una catenella sottile.',
    benefits: [
      ['Caduta naturale', 'Catenelle e charm si muovono con il polso.'],
      ['Sovrapposizione', 'Combinate bracciali con orologi e anelli.'],
      ['Indicazioni sulla misura', 'La stima del polso suggerisce la lunghezza giusta.'],
    ],
    useCases: [
      ['E-shop di gioielli', 'Bangle e catenelle mostrati sul polso del cliente.'],
      ['Acquisti regalo', 'Chi acquista confronta i gioielli sul proprio polso come riferimento.'],
      ['Set da sovrapporre', 'Abbinate bracciali e orologi e provate la composizione.'],
    ],
    faqs: [
      ['Supporta i bracciali con charm?', 'Sì, i charm si possono aggiungere e posizionare uno per uno.'],
    ],
  },
  'ar-virtual-earrings': {
    title: 'Orecchini virtuali in AR',
    promise: 'Punti luce, cerchi e pendenti che si muovono con la testa.',
    detail:
      'Il rilevamento dell’orecchio ancora ogni orecchino al lobo, con l’occlusione dei capelli: i capelli lunghi ricadono davanti al gioiello come nella realtà.',
    benefits: [
      ['2D o 3D', 'Partite dalle foto e passate ai modelli 3D per le linee premium.'],
      ['Occlusione dei capelli', 'Gli orecchini scompaiono dietro i capelli in modo naturale.'],
      ['Paio o singolo', 'Mostrate coppie abbinate o un singolo pezzo importante.'],
    ],
    useCases: [
      ['Pagine prodotto di gioielleria', 'Orecchini mostrati in scala reale, in movimento con la testa.'],
      ['Collezioni sposa', 'Le spose confrontano pendenti e punti luce con la propria acconciatura.'],
      ['Campagne social', 'Un link di prova che trasforma un annuncio in uno specchio.'],
    ],
    faqs: [
      ['Quali tipi di orecchini sono supportati?', 'Punti luce, cerchi, huggie, pendenti ed ear climber.'],
    ],
  },
  'virtual-accessories': {
    title: 'Suite di accessori virtuali',
    promise: 'Un’unica integrazione per ogni categoria di accessori che vendete.',
    detail:
      'Gioielli, orologi, occhiali, cappelli e borse condividono una sola pipeline di asset e un solo modulo web: aggiungere una categoria diventa un lavoro di catalogo, non un progetto.',
    benefits: [
      ['Un solo modulo', 'Un unico script copre tutte le categorie di accessori.'],
      ['Catalogo condiviso', 'Gestite tutti gli asset degli accessori in un’unica console.'],
      ['Cross-selling', 'Suggerite pezzi abbinati tra categorie diverse.'],
    ],
    useCases: [
      ['Grandi magazzini', 'Un’unica prova per occhiali, gioielli e cappelli.'],
      ['Marketplace', 'Ogni venditore di accessori ottiene la prova virtuale con la stessa integrazione.'],
      ['Gruppi di brand', 'Più brand condividono una piattaforma e un contratto.'],
    ],
    faqs: [
      ['Possiamo iniziare con una sola categoria?', 'Sì. Aggiungete altre categorie quando siete pronti.'],
    ],
  },
  'face-reshaping': {
    title: 'Rimodellamento del viso con IA',
    promise: 'Visualizzate lievi cambiamenti di contorni e proporzioni per le consulenze estetiche.',
    detail:
      'Cliniche e brand possono mostrare leggeri ritocchi a mandibola, zigomi, naso e labbra su un’immagine dal vivo, aiutando i pazienti a discutere gli obiettivi con aspettative realistiche.',
    benefits: [
      ['Delicato per scelta', 'I limiti di regolazione mantengono realistiche le anteprime.'],
      ['Prima e dopo', 'Viste affiancate e a cursore per le consulenze.'],
      ['Note di consulenza', 'Salvate le anteprime da discutere nelle visite di controllo.'],
    ],
    useCases: [
      ['Cliniche estetiche', 'I medici mostrano cambiamenti realistici e misurati durante la consulenza.'],
      ['Cartelle di consulenza', 'Le anteprime prima e dopo vengono salvate con il consenso del paziente.'],
      ['Formazione', 'La formazione mostra come piccoli cambiamenti influiscono sulle proporzioni.'],
    ],
    faqs: [
      [
        'L’anteprima è una promessa di risultato?',
        'No. Supporta il dialogo; i risultati variano da persona a persona.',
      ],
    ],
  },
  'ai-personality': {
    title: 'Test della personalità con IA',
    promise: 'Un quiz divertente e una lettura del viso che suggeriscono uno stile distintivo.',
    detail:
      'I clienti rispondono a poche domande e scattano un selfie; il test unisce le due cose in un profilo di stile con look e prodotti abbinati.',
    benefits: [
      ['Formato coinvolgente', 'Un’esperienza breve e condivisibile che invita a tornare.'],
      ['Profili di stile', 'Profili definiti da voi e collegati ai vostri prodotti.'],
      ['Dati di prima parte', 'Scoprite le preferenze con il consenso, senza cookie di terze parti.'],
    ],
    useCases: [
      ['Siti dei brand', 'Un quiz giocoso che si conclude con un look distintivo da provare.'],
      ['Eventi e pop-up', 'I visitatori ricevono una card di stile da condividere e un prodotto da provare.'],
      ['Iscrizione alla newsletter', 'Il risultato arriva via e-mail con suggerimenti di prodotto.'],
    ],
    faqs: [
      [
        'Possiamo scrivere profili nostri?',
        'Sì. Nomi, testi ed elenchi di prodotti sono tutti modificabili.',
      ],
    ],
  },
  'virtual-background': {
    title: 'Sfondo virtuale',
    promise: 'Sfondi brandizzati di qualità da studio per sessioni di prova e consulenze.',
    detail:
      'La segmentazione della persona sostituisce in tempo reale le stanze disordinate con la scenografia del vostro brand, mantenendo nitidi i contorni dei capelli e le mani.',
    benefits: [
      ['Contorni puliti', 'Capelli e mani restano nitidi sulla nuova scena.'],
      ['Scenografie di brand', 'Caricate i vostri sfondi per ogni campagna.'],
      ['Leggero', 'Funziona nel browser sui laptop di tutti i giorni.'],
    ],
    useCases: [
      ['Consulenza beauty 1:1', 'I consulenti lavorano da uno studio brandizzato, ovunque si trovino.'],
      ['Dirette', 'Gli host presentano davanti ai visual della vostra campagna.'],
      [
        'Consulenze da casa',
        'I professionisti mantengono privata la propria stanza durante le videochiamate.',
      ],
    ],
    faqs: [
      [
        'Rallenta la fotocamera?',
        'È ottimizzato per mantenere fluido il frame rate sui dispositivi di fascia media.',
      ],
    ],
  },
  'virtual-hairstyles': {
    title: 'Acconciature virtuali',
    promise: 'Provate tagli, lunghezze e frange prima di sedervi dal parrucchiere.',
    detail:
      'Le acconciature generate seguono la forma del viso e l’attaccatura dei capelli del cliente, dal bob corto alle scalature lunghe: i clienti arrivano in salone con un’idea chiara.',
    benefits: [
      ['Decine di stili', 'Tagli, frange e texture aggiornati ogni stagione.'],
      ['Adattate al viso', 'Gli stili si adattano all’attaccatura e alla forma del viso.'],
      ['Prenotazione in salone', 'Collegate lo stile scelto a un appuntamento.'],
    ],
    useCases: [
      ['Siti dei saloni', 'I clienti scelgono un taglio prima di prenotare.'],
      ['Brand di extension', 'I clienti visualizzano lunghezza e volume.'],
      ['App consumer', 'Un modo divertente per provare cambiamenti audaci senza rischi.'],
    ],
    faqs: [
      [
        'Possiamo aggiungere stili nostri?',
        'Sì, la libreria può essere ampliata con i vostri tagli distintivi.',
      ],
    ],
  },
  'ai-skin-emulation': {
    title: 'Simulazione della pelle con IA',
    promise: 'Mostrate come potrebbe apparire la pelle dopo settimane di utilizzo di un prodotto.',
    detail:
      'La simulazione visualizza il miglioramento atteso per problematiche come macchie, rughe o rossori, partendo dalla scansione del cliente e dalle dichiarazioni di efficacia del vostro prodotto.',
    benefits: [
      ['Basata sui claim', 'Gli effetti sono legati ai risultati supportati dai vostri studi.'],
      ['Personale', 'Funziona sul viso del cliente, non su una modella.'],
      ['Vista temporale', 'Confrontate oggi con quattro, otto e dodici settimane.'],
    ],
    useCases: [
      ['Lanci skincare', 'Mostrate il risultato atteso di un nuovo siero sulla pelle del cliente.'],
      ['Consulenze al banco', 'I consulenti spiegano le routine con una linea temporale visiva.'],
      ['Claim clinici', 'La simulazione segue i vostri dati clinici, non un filtro generico.'],
    ],
    faqs: [
      [
        'Come vengono calibrati gli effetti?',
        'Con i vostri dati clinici: limitiamo gli effetti a quanto i dati dimostrano.',
      ],
    ],
  },
  'ai-virtual-necklace': {
    title: 'Collane virtuali con IA',
    promise: 'Collane e pendenti posizionati sulla scollatura con una caduta naturale.',
    detail:
      'Il tracciamento di collo e spalle posiziona le catene alla lunghezza giusta, dai girocollo ai pendenti lunghi, e si adatta a scollature aperte o colli alti.',
    benefits: [
      ['Opzioni di lunghezza', 'Visualizzate catene da 40, 45 e 50 centimetri.'],
      ['Attento alla scollatura', 'Funziona con colletti aperti e colli alti.'],
      ['Layering', 'Sovrapponete più collane in un unico look.'],
    ],
    useCases: [
      ['Alta gioielleria', 'Pendenti e catene mostrati alla loro lunghezza reale.'],
      ['Layering', 'I clienti combinano catene di lunghezze diverse.'],
      ['Regali', 'Chi acquista prova i gioielli sulla propria scollatura come riferimento.'],
    ],
    faqs: [
      [
        'L’abbigliamento influisce sul risultato?',
        'Il tracciamento si adatta alla maggior parte delle scollature; i colli molto alti nascondono le catene lunghe.',
      ],
    ],
  },
  '3d-viewer-virtual-try-on': {
    title: 'Visualizzatore 3D e prova virtuale',
    promise: 'Ruotate, ingrandite e provate i prodotti in un’unica esperienza 3D fluida.',
    detail:
      'Un solo asset 3D alimenta sia il visualizzatore di prodotto sia la prova in AR: i clienti esaminano i dettagli da vicino e poi vedono il gioiello indosso.',
    benefits: [
      ['Un asset, due esperienze', 'Lo stesso modello serve visualizzatore e prova.'],
      ['Zoom sui dettagli', 'Esaminate chiusure, incisioni e texture.'],
      ['Caricamento rapido', 'Gli asset compressi si caricano velocemente anche su rete mobile.'],
    ],
    useCases: [
      ['Pagine prodotto di gioielleria', 'I clienti ruotano un anello in 3D e poi lo provano.'],
      ['Orologi', 'Un solo modello per il visualizzatore 3D e la prova al polso.'],
      ['Occhiali', 'Montature e occhiali da sole esaminati da ogni angolazione.'],
    ],
    faqs: [
      [
        'Quali prodotti sono adatti al visualizzatore 3D?',
        'Anelli, orologi, borse, calzature e altri prodotti rigidi.',
      ],
    ],
  },
  'hair-type-analysis': {
    title: 'Analisi del tipo di capello con IA',
    promise: 'Riconoscete il tipo di riccio, da liscio a crespo afro, per la routine giusta.',
    detail:
      'L’analisi classifica onde e ricci da una foto e suggerisce routine di detersione, condizionamento e styling adatte al tipo di capello.',
    benefits: [
      ['Scala dei ricci', 'Da liscio a mosso, riccio e afro.'],
      ['Mappatura delle routine', 'Collegate ogni tipo ai vostri prodotti.'],
      ['Con gli altri strumenti per capelli', 'Combinate i risultati con lunghezza, densità e crespo.'],
    ],
    useCases: [
      ['Brand per capelli ricci', 'Routine abbinate al tipo di riccio, dalle onde ai ricci afro.'],
      ['Consulenze in salone', 'Un punto di partenza condiviso e oggettivo per stylist e cliente.'],
      ['Product finder', 'Il tipo di capello alimenta la vostra raccomandazione di prodotti.'],
    ],
    faqs: [
      [
        'I capelli bagnati cambiano il risultato?',
        'Per risultati migliori usate capelli asciutti e al naturale.',
      ],
    ],
  },
  'ai-skin-analysis-validator': {
    title: 'Validatore dell’analisi della pelle con IA',
    promise: 'Verificate che le foto per l’analisi della pelle siano adeguate prima di valutarle.',
    detail:
      'Il validatore controlla illuminazione, angolazione del viso, distanza e ostruzioni, poi invita il cliente a ripetere lo scatto quando serve: ogni punteggio si basa su una foto utilizzabile.',
    benefits: [
      ['Guida dal vivo', 'Indicazioni chiare su luce, angolazione e distanza.'],
      ['Punteggi coerenti', 'Meno valori anomali dovuti a foto di scarsa qualità.'],
      ['Pronto per le API', 'Usatelo anche prima della vostra pipeline di analisi.'],
    ],
    useCases: [
      ['Scansioni da casa', 'Ai clienti viene chiesto di rifare le foto troppo scure o sfocate.'],
      ['Studi clinici', 'Vengono valutate solo le foto conformi al protocollo.'],
      ['Banchi', 'I consulenti sanno subito se una scansione va ripetuta.'],
    ],
    faqs: [['Può funzionare senza la diagnosi?', 'Sì, è disponibile come API separata.']],
  },
  'ai-makeup-transfer': {
    title: 'Trasferimento del trucco con IA',
    promise: 'Copiate un look da qualsiasi foto sul viso del cliente.',
    detail:
      'L’IA generativa legge il trucco in una foto di riferimento, lo separa dal viso e lo applica al cliente, poi lo abbina ai prodotti più vicini della vostra gamma.',
    benefits: [
      ['Qualsiasi ispirazione', 'Servizi editoriali, post dei creator o visual di campagna.'],
      ['Abbinamento ai prodotti', 'Ogni elemento trasferito diventa un prodotto acquistabile.'],
      ['Uso rispettoso', 'I volti di riferimento non vengono mai conservati.'],
    ],
    useCases: [
      [
        'Dall’ispirazione al carrello',
        'I clienti caricano un look che amano e ricevono i prodotti per ricrearlo.',
      ],
      ['Contenuti dei creator', 'Il look di un creator diventa una prova acquistabile.'],
      ['Pagine editoriali', 'I look delle riviste diventano link di prova.'],
    ],
    faqs: [
      [
        'Quanto è preciso l’abbinamento ai prodotti?',
        'Mostriamo le tonalità più vicine con un punteggio di somiglianza.',
      ],
    ],
  },
  'hair-length-analysis': {
    title: 'Analisi della lunghezza dei capelli con IA',
    promise: 'Misurate la lunghezza dei capelli da una foto per orientare tagli ed extension.',
    detail:
      'La lunghezza viene classificata da molto corta a molto lunga usando come riferimento spalle e petto, offrendo a saloni e brand un linguaggio comune.',
    benefits: [
      ['Categorie chiare', 'Sei livelli di lunghezza, dal cortissimo alla vita.'],
      ['Misura delle extension', 'Suggerite lunghezze di extension che si fondono con i capelli.'],
      ['Scheda del salone', 'Registrate la lunghezza al momento della prenotazione, prima della visita.'],
    ],
    useCases: [
      ['Brand di extension', 'Consigliate la lunghezza e il peso giusti delle extension.'],
      [
        'Prenotazioni in salone',
        'Gli stylist vedono la lunghezza prima dell’appuntamento per pianificare i tempi.',
      ],
      ['Routine haircare', 'Routine adattate a capelli lunghi e corti.'],
    ],
    faqs: [
      [
        'I capelli devono essere sciolti?',
        'Sì, con i capelli legati il risultato viene segnalato come incerto.',
      ],
    ],
  },
  'beauty-agent-ai-beauty-advisor': {
    title: 'Beauty Agent: consulente beauty con IA',
    promise: 'Un consulente conversazionale che vede, ascolta e consiglia.',
    detail:
      'L’agente unisce la chat all’analisi di pelle, tonalità e viso, risponde a domande su ingredienti e routine e compone un carrello a partire dal vostro catalogo.',
    benefits: [
      ['Visione più chat', 'Le risposte si basano sull’analisi del cliente stesso.'],
      ['Solo il vostro catalogo', 'Le raccomandazioni provengono dai vostri prodotti e dalle vostre regole.'],
      ['Il tono del brand', 'Tono e limiti definiti dal vostro team.'],
    ],
    useCases: [
      ['Consigli 24 ore su 24', 'I clienti ricevono risposte e prove anche fuori dall’orario del negozio.'],
      ['Scoperta dei prodotti', 'L’agente fa domande, analizza la pelle e suggerisce prodotti.'],
      [
        'Supporto ai consulenti',
        'I consulenti in carne e ossa subentrano nelle conversazioni che lo richiedono.',
      ],
    ],
    faqs: [
      [
        'Può passare la conversazione a una persona?',
        'Sì, le conversazioni possono essere inoltrate a un consulente dal vivo.',
      ],
    ],
  },
  '3d-vto-format': {
    title: 'Formato 3D VTO',
    promise: 'Un formato 3D aperto per la prova virtuale su ogni canale.',
    detail:
      'Riunite geometria, materiali e punti di ancoraggio in un solo file: un prodotto modellato una volta può comparire sul vostro sito, nelle app e sulle piattaforme social.',
    benefits: [
      ['Modellato una volta', 'Un solo file per la prova su web, app e social.'],
      ['Ancoraggi inclusi', 'Punti di aggancio per orecchio, polso, dito e viso.'],
      ['Strumento di validazione', 'Verificate i file prima della pubblicazione.'],
    ],
    useCases: [
      ['Brand multicanale', 'Un solo asset per web, app, social e mondi virtuali.'],
      ['Agenzie', 'Consegnate gli asset di prova in un unico formato a ogni cliente.'],
      ['Team di prodotto', 'Aggiornate un prodotto una volta e ogni canale si allinea.'],
    ],
    faqs: [['Il formato è documentato?', 'Sì, la specifica e un validatore sono disponibili per i partner.']],
  },
  'ai-facial-recognition': {
    title: 'Rilevamento del viso con IA per il beauty',
    promise: 'Un rilevamento del viso rapido e preciso alla base di ogni esperienza beauty.',
    detail:
      'Il rilevamento individua volti e punti di riferimento in foto e video, così prova e analisi partono subito; localizza i volti senza identificare a chi appartengono.',
    benefits: [
      ['Punti di riferimento densi', 'Centinaia di punti per un’applicazione precisa.'],
      ['Più volti', 'Gestisce foto di gruppo e viste affiancate.'],
      ['Nessuna identità', 'Pensato per lo styling, non per riconoscere le persone.'],
    ],
    useCases: [
      ['Avvio della prova', 'Trova subito il viso, così gli effetti compaiono senza ritardi.'],
      ['Foto di gruppo', 'Rileva più volti e lascia scegliere all’utente quale usare.'],
      ['Privacy by design', 'Rileva i volti senza identificare le persone.'],
    ],
    faqs: [
      [
        'Conservate i dati del viso?',
        'No. I fotogrammi vengono elaborati e scartati; nulla identifica una persona.',
      ],
    ],
  },
  'fitzpatrick-skin-types': {
    title: 'Analisi del fototipo di Fitzpatrick',
    promise:
      'Stimate il fototipo di Fitzpatrick, da I a VI, per personalizzare protezione solare e trattamenti.',
    detail:
      'L’analisi stima come la pelle reagirà probabilmente all’esposizione al sole, aiutando i brand a consigliare il livello di SPF e le cliniche a pianificare con attenzione i trattamenti basati sulla luce.',
    benefits: [
      ['Scala a sei fototipi', 'Stima il fototipo da I a VI da una foto calibrata.'],
      ['Consigli per la protezione solare', 'Associate ogni fototipo a prodotti con SPF e doposole.'],
      ['Pronto per le cliniche', 'Un punto di partenza per le consulenze, non un sostituto.'],
    ],
    useCases: [
      ['Protezione solare', 'Consigliate il livello di protezione in base al fototipo.'],
      ['Cliniche', 'Pianificate i trattamenti tenendo conto del fototipo.'],
      ['Formazione', 'Spiegate i fototipi in modo visivo e accessibile.'],
    ],
    faqs: [
      [
        'Quanto è precisa la stima?',
        'È un’indicazione; le cliniche dovrebbero confermarla con una valutazione professionale.',
      ],
    ],
  },
};
