import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

const UPDATED = 'Ultimo aggiornamento: 15 gennaio 2025.';

const faqPage = (
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): ContentPage =>
  page(title, description, [
    { component: 'section-faq', title, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
    {
      component: 'cta-banner',
      title: 'Serve ancora aiuto?',
      description: 'Il nostro team di assistenza risponde entro un giorno lavorativo.',
      cta: cta('Contatta l’assistenza', '/business/contact-us/support'),
    },
  ]);

/** INFO_PAGE in Italian, by page key (data/info.ts). */
export const INFO_PAGES: Overlay<ContentPage> = {
  'info/aboutus': page(
    'Chi è {{brand}}',
    'Sviluppiamo l’IA e l’AR che aiutano le persone a trovare i prodotti beauty adatti a loro.',
    [
      rich([
        p(
          '{{brand}} è nata nel 2015 da una domanda semplice: perché scegliere un rossetto dovrebbe essere un azzardo? Oggi le nostre tecnologie per viso, mani e capelli alimentano la prova virtuale e l’analisi per brand di cosmetica, occhiali e gioielli in tutto il mondo.',
        ),
        p(
          'Lavoriamo sia con grandi gruppi internazionali sia con marchi indipendenti, e pubblichiamo app consumer con cui milioni di persone sperimentano nuovi look ogni giorno.',
        ),
      ]),
      {
        component: 'stats',
        items: [
          { value: '2015', label: 'Anno di fondazione' },
          { value: '9', label: 'Lingue per il business' },
          { value: '40+', label: 'Mercati serviti' },
        ],
      },
      {
        component: 'card-grid',
        title: 'In che cosa crediamo',
        cards: [
          {
            title: 'Inclusivi per principio',
            description: 'Modelli addestrati per ogni tonalità di pelle, età e forma del viso.',
          },
          {
            title: 'Privacy al primo posto',
            description: 'Leggiamo i tratti per lo styling e non identifichiamo mai le persone.',
          },
          { title: 'Anteprime oneste', description: 'I prodotti virtuali devono somigliare a quelli reali.' },
        ],
      },
    ],
  ),
  'info/awards': page('Premi e riconoscimenti', 'I momenti in cui il settore ha notato il nostro lavoro.', [
    {
      component: 'card-grid',
      title: 'Riconoscimenti recenti',
      cards: [
        {
          title: 'Innovazione beauty dell’anno',
          description: 'Per la simulazione della pelle dal vivo, 2024.',
        },
        {
          title: 'Premio per la tecnologia retail',
          description: 'Per la prova in negozio con codice a barre, 2023.',
        },
        {
          title: 'Premio eccellenza nell’IA',
          description: 'Per l’abbinamento inclusivo delle tonalità, 2023.',
        },
        { title: 'Miglior esperienza AR', description: 'Per la prova dei gioielli in 3D, 2022.' },
      ],
    },
  ]),
  'info/esg': page(
    'Ambiente, società e governance',
    'La prova virtuale riduce gli sprechi; un’IA responsabile guida il nostro modo di sviluppare.',
    [
      rich([
        h2('Ambiente'),
        p(
          'Ogni prova virtuale può sostituire un tester fisico. Aiutiamo i brand a misurare i tester risparmiati e gestiamo i nostri servizi presso fornitori impegnati nelle energie rinnovabili.',
        ),
        h2('Società'),
        p(
          'Verifichiamo le prestazioni dei nostri modelli su tutte le tonalità di pelle e le età e ne pubblichiamo i risultati per i clienti.',
        ),
        h2('Governance'),
        p(
          'Un comitato interno di revisione approva le nuove funzioni di IA prima del rilascio, con controlli su privacy ed equità.',
        ),
      ]),
    ],
  ),
  privacy: page(
    'Informativa sulla privacy',
    'Come {{brand}} raccoglie, utilizza e protegge i dati personali su questo sito e nei servizi per le aziende.',
    [
      rich([
        p(UPDATED),
        p(
          'La presente informativa spiega come {{brand}} Inc. e le sue società collegate («{{brand}}», «noi») trattano i dati personali quando visitate questo sito, ci contattate, partecipate ai nostri eventi o utilizzate i nostri servizi per le aziende in qualità di clienti. Quando un brand utilizza la nostra prova virtuale o la nostra analisi sul proprio sito o nella propria app, è quel brand a decidere come vengono usati i dati dei suoi clienti e si applica la sua informativa sulla privacy; in tal caso agiamo come suo responsabile del trattamento.',
        ),
        h2('1. Dati che raccogliamo'),
        ul(
          'Dati di contatto forniti nei moduli: nome, e-mail di lavoro, numero di telefono, azienda, ruolo, paese e messaggio.',
          'Dati dell’account degli utenti business: e-mail di accesso, password (conservata solo come hash con salt), piano, fatture e cronologia dell’assistenza.',
          'Dati sugli eventi: iscrizioni a forum, webinar e master class ed eventuale partecipazione.',
          'Dati di utilizzo: pagine visitate, link cliccati, campagna di provenienza, browser, tipo di dispositivo e posizione approssimativa ricavata dall’indirizzo IP.',
          'Immagini della fotocamera e risultati: fotogrammi elaborati per la prova virtuale o l’analisi nelle nostre pagine demo. Vengono elaborati per produrre il risultato e poi cancellati, a meno che non scegliate di salvare un risultato.',
        ),
        h2('2. Perché li utilizziamo'),
        ul(
          'Per rispondere alle vostre richieste e preparare preventivi, prove e dimostrazioni.',
          'Per fornire, proteggere e fatturare i servizi per le aziende a cui siete abbonati.',
          'Per organizzare eventi e inviarvi le registrazioni richieste.',
          'Per inviarvi notizie sui nostri prodotti, se avete acconsentito a riceverle; potete annullare l’iscrizione da qualsiasi messaggio.',
          'Per capire come viene usato il sito e migliorarlo, con il vostro consenso ove la legge lo richieda.',
          'Per adempiere a obblighi di legge, come la tenuta delle scritture fiscali, e tutelare i nostri diritti.',
        ),
        h2('3. Basi giuridiche'),
        p(
          'Quando si applica il Regolamento generale sulla protezione dei dati dell’UE o del Regno Unito, ci basiamo su: esecuzione di un contratto (account, abbonamenti, assistenza); il nostro legittimo interesse a rispondere alle richieste commerciali, proteggere i nostri servizi e migliorare questo sito, bilanciato con i vostri diritti; il vostro consenso per le e-mail di marketing, i cookie non essenziali e i risultati della fotocamera salvati, revocabile in qualsiasi momento; gli obblighi di legge per le scritture contabili e fiscali.',
        ),
        h2('4. Per quanto tempo li conserviamo'),
        ul(
          'Richieste e trattative commerciali: fino a tre anni dall’ultimo contatto.',
          'Account e contratti dei clienti: per la durata del contratto, poi fino a sette anni per finalità fiscali e contabili.',
          'Iscrizioni agli eventi: due anni dopo l’evento.',
          'Dati di analisi: fino a 14 mesi, poi in forma aggregata.',
          'Fotogrammi della fotocamera nelle pagine demo: non conservati dopo la visualizzazione del risultato.',
        ),
        h2('5. Con chi li condividiamo'),
        p(
          'Non vendiamo dati personali. Li condividiamo solo con i fornitori di servizi che ci aiutano a gestire la nostra attività (hosting cloud, invio di e-mail, elaborazione dei pagamenti, assistenza clienti e strumenti di analisi), vincolati da contratti che ne limitano l’uso alle nostre istruzioni; con le nostre società collegate per vendite e assistenza nella vostra area; con i co-organizzatori degli eventi quando vi iscrivete a una sessione organizzata insieme, come indicato nel modulo di iscrizione; e con le autorità quando la legge lo richiede.',
        ),
        h2('6. Trasferimenti internazionali'),
        p(
          'I nostri team e fornitori operano in diversi paesi. Quando i dati lasciano lo Spazio economico europeo, il Regno Unito o la Svizzera verso un paese privo di una decisione di adeguatezza, utilizziamo le clausole contrattuali standard della Commissione europea (e l’addendum del Regno Unito) insieme a misure tecniche come la cifratura.',
        ),
        h2('7. I vostri diritti'),
        p(
          'A seconda del paese in cui vivete, potete chiedere di accedere ai vostri dati, rettificarli, cancellarli o riceverne una copia, di limitarne l’uso o di opporvi, e revocare il consenso in qualsiasi momento senza pregiudicare i trattamenti precedenti. Potete anche presentare reclamo all’autorità di protezione dei dati del vostro paese. Rispondiamo alle richieste entro un mese.',
        ),
        h2('8. Cookie e tecnologie simili'),
        p(
          'I cookie essenziali mantengono l’accesso, ricordano la lingua e proteggono i moduli; non possono essere disattivati. I cookie di analisi e di marketing vengono impostati solo dopo che li avete accettati nel banner dei cookie, e potete modificare la vostra scelta in qualsiasi momento dal link alle impostazioni dei cookie nel piè di pagina. I cookie che ricordano le vostre scelte scadono dopo dodici mesi.',
        ),
        h2('9. Sicurezza'),
        p(
          'I dati sono cifrati in transito e a riposo, l’accesso è limitato al personale che ne ha bisogno e i nostri sistemi vengono verificati ogni anno da valutatori indipendenti.',
        ),
        h2('10. Contatti'),
        p(
          'Per esercitare i vostri diritti o porre una domanda, scrivete al nostro team privacy tramite la pagina dei contatti o all’indirizzo privacy@example.com. Il nostro responsabile della protezione dei dati è raggiungibile allo stesso indirizzo. {{brand}} Inc., 100 Example Avenue, Example City (un indirizzo fittizio per questo sito dimostrativo).',
        ),
        h2('11. Modifiche alla presente informativa'),
        p(
          'Aggiorniamo questa informativa quando cambiano i nostri servizi o la legge. La data in alto indica la versione più recente; in caso di modifiche rilevanti ne informeremo i clienti anche via e-mail.',
        ),
      ]),
    ],
  ),
  terms: page(
    'Condizioni d’uso',
    'Le condizioni che si applicano quando visitate e utilizzate questo sito.',
    [
      rich([
        p(UPDATED),
        h2('1. Chi siamo'),
        p(
          'Questo sito è gestito da {{brand}} Inc. Utilizzandolo accettate le presenti condizioni. I servizi per le aziende acquistati da noi sono regolati dal contratto firmato con ciascun cliente, che prevale su queste condizioni.',
        ),
        h2('2. Uso del sito'),
        ul(
          'Potete consultare, stampare e condividere le pagine per vostra informazione e per valutare i nostri servizi.',
          'Non potete copiare i contenuti per uso commerciale, estrarre dati dal sito in massa o comprometterne il funzionamento.',
          'Le dimostrazioni usano la fotocamera solo dopo la vostra autorizzazione e solo per mostrare l’effetto.',
        ),
        h2('3. Account'),
        p(
          'Mantenete riservate le vostre credenziali di accesso e avvisateci subito se sospettate un uso improprio. Possiamo sospendere gli account che violano queste condizioni o mettono a rischio altri utenti.',
        ),
        h2('4. Proprietà intellettuale'),
        p(
          'Il sito, i suoi testi, immagini, software e marchi appartengono a {{brand}} o ai suoi licenzianti. I nomi dei prodotti di altre società appartengono ai rispettivi titolari.',
        ),
        h2('5. Link ad altri siti'),
        p('Rimandiamo ad altri siti per vostra comodità; non siamo responsabili dei loro contenuti.'),
        h2('6. Responsabilità'),
        p(
          'Ci impegniamo a mantenere le informazioni di questo sito accurate e disponibili, ma le forniamo così come sono. Nulla in queste condizioni limita la responsabilità che non può essere limitata per legge.',
        ),
        h2('7. Legge applicabile e controversie'),
        p(
          'Le presenti condizioni sono regolate dalla legge del paese in cui ha sede la società {{brand}} con cui avete rapporti, fatte salve le tutele inderogabili per i consumatori del vostro paese di residenza.',
        ),
        h2('8. Modifiche e contatti'),
        p(
          'Possiamo aggiornare queste condizioni; la data in alto indica la versione più recente. Per domande potete usare la pagina dei contatti.',
        ),
      ]),
    ],
  ),
  impressum: page('Impressum', 'Informazioni sul gestore di questo sito.', [
    rich([
      p('{{brand}} Europe GmbH (società di esempio), Musterstraße 1, 10115 Berlino, Germania.'),
      p(
        'Amministratore delegato: A. Example. Registro delle imprese: Amtsgericht Berlin, HRB 000000 (esempio).',
      ),
      p('Contatti: la pagina dei contatti di questo sito.'),
    ]),
  ]),
  compliance: page('Conformità', 'Impegni di sicurezza e privacy per i nostri clienti business.', [
    rich([
      ul(
        'Accordi sul trattamento dei dati disponibili per ogni cliente business.',
        'Cifratura in transito e a riposo per i dati archiviati.',
        'Valutazioni di sicurezza annuali da parte di terzi.',
        'Opzioni di archiviazione regionale dei dati per i clienti che ne hanno bisogno.',
      ),
    ]),
  ]),
  'accessibility-statement': page(
    'Dichiarazione di accessibilità',
    'Vogliamo che tutti possano utilizzare questo sito.',
    [
      rich([
        p(
          'Ci impegniamo a rispettare le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 di livello AA su tutto il sito.',
        ),
        p(
          'Le esperienze basate sulla fotocamera offrono come alternative il caricamento di una foto e risultati descritti a testo. Se qualcosa non funziona per voi, segnalatecelo tramite la pagina dei contatti: risponderemo entro cinque giorni lavorativi.',
        ),
      ]),
    ],
  ),
  'shopify/privacy': page(
    'Informativa sulla privacy del plugin per negozi online',
    'Come il plugin {{brand}} per negozi online tratta i dati del negozio e dei clienti.',
    [
      rich([
        p(UPDATED),
        h2('1. Dati letti dal plugin'),
        ul(
          'Dati del negozio: nome del negozio, e-mail del titolare, piano e dominio su cui funziona il plugin.',
          'Dati dei prodotti: titoli, immagini, identificativi delle varianti e valori cromatici, usati per creare le tonalità di prova.',
          'Il plugin non legge gli ordini, gli indirizzi o i dati di pagamento dei clienti.',
        ),
        h2('2. Dati dei clienti'),
        p(
          'Le immagini della fotocamera dei clienti vengono elaborate nella sessione del browser per mostrare la prova e non vengono conservate dal plugin. Gli eventi di utilizzo anonimi (prova aperta, tonalità visualizzata, aggiunta al carrello) vengono conteggiati per la dashboard del commerciante senza identificare i clienti.',
        ),
        h2('3. Finalità e base giuridica'),
        p(
          'Utilizziamo i dati del negozio per fornire il plugin in base al contratto con il commerciante. Per i dati dei clienti il titolare del trattamento è il commerciante e noi li trattiamo per suo conto.',
        ),
        h2('4. Conservazione e cancellazione'),
        p(
          'Disinstallando il plugin, i dati del negozio in nostro possesso vengono cancellati entro 30 giorni. I commercianti possono chiederci di cancellarli prima e diamo seguito alle richieste sui dati inoltrate dalla piattaforma del negozio.',
        ),
        h2('5. Condivisione e trasferimenti'),
        p(
          'I dati sono ospitati presso i nostri fornitori cloud con le garanzie descritte nella nostra informativa sulla privacy principale, comprese le clausole contrattuali standard per i trasferimenti.',
        ),
        h2('6. Contatti'),
        p('Domande sul plugin e sulla privacy: privacy@example.com o la pagina dei contatti.'),
      ]),
    ],
  ),
  'shopify/terms': page(
    'Condizioni del plugin per negozi online',
    'Condizioni per installare e utilizzare il plugin {{brand}} per negozi online.',
    [
      rich([
        p(UPDATED),
        ol(
          'Il plugin viene fatturato tramite la piattaforma del vostro negozio in base al piano scelto.',
          'Confermate di detenere i diritti sulle immagini dei prodotti e sui dati cromatici che caricate.',
          'Le tonalità virtuali sono anteprime; indicate ai clienti che i colori sullo schermo possono differire dal prodotto.',
          'Potete disdire in qualsiasi momento; l’accesso termina alla fine del periodo di fatturazione.',
          'Possiamo aggiornare il plugin per migliorarlo; le modifiche sostanziali vengono annunciate nella dashboard del plugin.',
        ),
      ]),
    ],
  ),
  'SDK/privacy': page(
    'Informativa sulla privacy dell’SDK',
    'Come l’SDK {{brand}} tratta i dati all’interno della vostra app.',
    [
      rich([
        p(UPDATED),
        h2('1. Fotogrammi della fotocamera'),
        p(
          'L’SDK elabora i fotogrammi della fotocamera sul dispositivo per rendere la prova virtuale e l’analisi. I fotogrammi non vengono inviati ai nostri server a meno che la vostra app non richiami una funzione cloud, come l’analisi della pelle HD, e in quel caso solo per il tempo necessario a restituire il risultato.',
        ),
        h2('2. Dati diagnostici'),
        p(
          'L’SDK può inviare la propria versione, il modello del dispositivo, la versione del sistema operativo e le segnalazioni di errore, per permetterci di mantenerlo affidabile. Questi dati non includono immagini né identificativi dei vostri utenti.',
        ),
        h2('3. Ruoli'),
        p(
          'Voi, in quanto sviluppatori dell’app, decidete perché e come vengono trattati i dati dei vostri utenti e siete i titolari del trattamento; noi trattiamo i dati per vostro conto in base al nostro accordo sul trattamento dei dati.',
        ),
        h2('4. I vostri obblighi'),
        p(
          'Informate i vostri utenti dell’SDK nella vostra informativa sulla privacy, chiedete l’autorizzazione alla fotocamera nel contesto d’uso e ottenete qualsiasi consenso richiesto nel paese dei vostri utenti.',
        ),
        h2('5. Conservazione e contatti'),
        p(
          'I dati diagnostici vengono conservati per 90 giorni. Domande e richieste sui dati: privacy@example.com.',
        ),
      ]),
    ],
  ),
  'faq/account-payments': faqPage('Account e pagamenti', 'Accesso, fatture e metodi di pagamento.', [
    [
      'Come cambio l’e-mail di fatturazione?',
      'Aprite le impostazioni dell’account e modificate il contatto di fatturazione.',
    ],
    [
      'Quali metodi di pagamento accettate?',
      'Le principali carte di credito; i piani enterprise possono pagare con fattura.',
    ],
    ['Dove trovo le fatture?', 'Le fatture sono elencate alla voce Fatturazione del vostro account.'],
  ]),
  'faq/integration-of-youcam': faqPage(
    'Integrare {{brand}}',
    'Aggiungere prova virtuale e analisi al vostro sito o alla vostra app.',
    [
      [
        'Come aggiungo la prova virtuale al mio sito?',
        'Aggiungete lo snippet di script dalla console e un pulsante nelle pagine prodotto.',
      ],
      [
        'Esiste un plugin per la mia piattaforma e-commerce?',
        'Esistono plugin per le piattaforme più diffuse; per le altre si usa lo snippet.',
      ],
      [
        'Posso fare dei test prima di andare online?',
        'Sì, una chiave di staging permette di testare su qualsiasi dominio.',
      ],
    ],
  ),
  'faq/subscription': faqPage('Abbonamenti', 'Piani, prove gratuite, rinnovi e disdetta.', [
    [
      'Quando termina la mia prova gratuita?',
      'Quattordici giorni dopo l’attivazione; la data è indicata nel vostro account.',
    ],
    ['Posso disdire in qualsiasi momento?', 'Sì, l’accesso resta attivo fino alla fine del periodo pagato.'],
    [
      'Che cosa succede se un pagamento non va a buon fine?',
      'Riproviamo e vi avvisiamo via e-mail; il servizio resta attivo durante un breve periodo di tolleranza.',
    ],
  ]),
  'faq/trouble-shooting': faqPage('Risoluzione dei problemi', 'Soluzioni ai problemi più comuni.', [
    [
      'La fotocamera non si avvia.',
      'Consentite l’accesso alla fotocamera nel browser e verificate che nessun’altra app la stia usando.',
    ],
    [
      'Le tonalità appaiono diverse dal prodotto.',
      'Verificate che la foto del campione sia stata scattata con luce neutra, poi ricreate la tonalità.',
    ],
    [
      'Il pulsante di prova non compare.',
      'Verificate che il vostro dominio sia tra i domini consentiti nella console.',
    ],
  ]),
  partners: page('Partner', 'Agenzie, piattaforme e integratori che lavorano con {{brand}}.', [
    {
      component: 'card-grid',
      title: 'Tipi di partner',
      cards: [
        {
          title: 'Partner di soluzione',
          description: 'Agenzie che progettano e lanciano esperienze di prova virtuale.',
        },
        {
          title: 'Partner di piattaforma',
          description: 'Piattaforme e-commerce e di marketing con integrazioni pronte.',
        },
        { title: 'Partner hardware', description: 'Produttori di smart mirror e chioschi per i negozi.' },
      ],
    },
    {
      component: 'cta-banner',
      title: 'Diventate partner',
      description: 'Raccontateci della vostra azienda e dei brand che servite.',
      cta: cta('Candidatevi', '/business/contact-us/sales'),
    },
  ]),
  'integration-partner': page(
    'Partner di integrazione',
    'Team certificati che portano la prova virtuale e l’analisi della pelle di {{brand}} nei vostri negozi, siti e app.',
    [
      rich([
        p(
          'Lanciare la prova virtuale coinvolge i dati di prodotto, la piattaforma del negozio, le app e a volte i banchi. I nostri partner di integrazione lo hanno già fatto molte volte: sono formati e certificati da {{brand}} e lavorano con il nostro team soluzioni in ogni progetto.',
        ),
      ]),
      {
        component: 'card-grid',
        title: 'Integratori certificati',
        cards: [
          {
            title: 'Example Digital Works',
            description:
              'Plugin per negozi online, design delle pagine prodotto e configurazione delle analisi per gli e-shop.',
          },
          {
            title: 'Sample Retail Systems',
            description: 'Tablet al banco, smart mirror e chioschi in negozio, installati e manutenuti.',
          },
          {
            title: 'Demo App Studio',
            description: 'App native per iOS e Android sviluppate con l’SDK {{brand}}.',
          },
        ],
      },
      {
        component: 'steps',
        title: 'Come si svolge un progetto con un partner',
        steps: [
          {
            name: 'Presentazione',
            text: 'Raccontateci il vostro progetto; vi presentiamo il partner più adatto ai vostri canali e alla vostra area.',
          },
          {
            name: 'Piano condiviso',
            text: 'Il partner e il nostro team soluzioni concordano perimetro, tempistiche e prodotti da lanciare.',
          },
          {
            name: 'Sviluppo e lancio',
            text: 'Il partner integra e testa; il nostro team verifica la qualità prima del go-live.',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Diventate partner di integrazione',
        description: 'Agenzie e system integrator possono candidarsi per la formazione e la certificazione.',
        cta: cta('Candidatevi', '/business/contact-us/sales'),
      },
    ],
  ),
  'beauty-fashion-metaverse': page(
    'Beauty e moda nel metaverso',
    'La nostra vetrina virtuale del 2022: prova per avatar, collezioni di trucco digitale e che cosa ci hanno insegnato sullo shopping nei mondi 3D.',
    [
      rich([
        p(
          'Nella primavera del 2022 {{brand}} ha aperto uno showroom virtuale in cui i visitatori vestivano i propri avatar con trucco digitale, colore dei capelli e accessori, per poi provare gli stessi look sul proprio viso con la fotocamera. Per tre settimane brand, creator e retailer hanno esplorato che cosa significa il beauty quando lo specchio è uno schermo.',
        ),
        h2('Che cosa potevano fare i visitatori'),
        ul(
          'Creare un look su un avatar e trasferirlo a una prova dal vivo con un selfie.',
          'Sfogliare le collezioni digitali in edizione limitata di quattro brand partner.',
          'Partecipare ogni giorno a visite guidate con i nostri make-up artist e designer 3D.',
          'Salvare i look in una lista dei desideri e acquistare i prodotti fisici nei negozi partner.',
        ),
        h2('Che cosa abbiamo imparato'),
        p(
          'I clienti hanno usato il trucco digitale per sperimentare colori più audaci di quelli che indossano di solito, e molti hanno poi provato quegli stessi colori sul proprio viso. La coerenza del colore tra avatar e fotocamera si è rivelata essenziale: gli stessi dati di tonalità alimentano oggi ogni canale {{brand}}.',
        ),
      ]),
      {
        component: 'stats',
        title: 'La vetrina in cifre',
        items: [
          { value: '3 settimane', label: 'di apertura ai visitatori' },
          { value: '4', label: 'brand partner con collezioni digitali' },
          { value: '120.000', label: 'look per avatar creati' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Continuate a esplorare',
        cards: [
          {
            title: 'IA generativa',
            description: 'La tecnologia dietro i look creati da una descrizione.',
            link: '/business/technologies/generative-ai',
          },
          {
            title: 'Formato 3D VTO',
            description: 'Un solo asset 3D per web, app e mondi virtuali.',
            link: '/business/products/3d-vto-format',
          },
          {
            title: 'Global Beauty Tech Forum',
            description: 'Gli interventi di quest’anno su IA, AR e retail beauty.',
            link: '/business/global-beauty-tech-forum',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Pianificate con noi un lancio virtuale',
        description:
          'Il nostro team aiuta i brand a portare le collezioni nei mondi 3D e di nuovo sullo scaffale reale.',
        cta: cta('Contatta le vendite', '/business/contact-us/sales'),
      },
    ],
  ),
  CES2022: page(
    '{{brand}} al CES 2022',
    'Las Vegas, 5–8 gennaio 2022: dimostrazioni dal vivo di analisi della pelle con IA, trucco virtuale e accessori con tracciamento della mano.',
    [
      rich([
        p(
          'Al CES 2022 il nostro stand nell’area dedicata a salute e benessere ha mostrato come la tecnologia beauty si muove tra smartphone, banco e specchio. I visitatori hanno analizzato la propria pelle, provato rossetti e anelli e incontrato il team che sviluppa il motore.',
        ),
        h2('Allo stand'),
        ul(
          'Diagnosi della pelle con IA: quindici problematiche valutate da un solo selfie, mostrate su uno smart mirror.',
          'Trucco virtuale: ogni prodotto per labbra e occhi di un’intera collezione, dal vivo in video.',
          'Anelli e orologi in AR: un tracciamento della mano che tiene fermi i gioielli mentre le mani si muovono.',
          'Consulenza beauty 1:1: videoconsulenze dal vivo con la prova virtuale integrata.',
        ),
        h2('Interventi'),
        p(
          'Il nostro chief technology officer è intervenuto al panel «IA inclusiva per il beauty», sull’addestramento di modelli che funzionano per ogni tonalità di pelle, e il nostro team di prodotto ha tenuto ogni giorno demo di quindici minuti per i retailer.',
        ),
      ]),
      {
        component: 'stats',
        title: 'Il CES 2022 in cifre',
        items: [
          { value: '4 giorni', label: 'di dimostrazioni dal vivo' },
          { value: '6.000+', label: 'analisi della pelle allo stand' },
          { value: '300+', label: 'incontri con brand e retailer' },
        ],
      },
      {
        component: 'card-grid',
        title: 'I prodotti che abbiamo presentato',
        cards: [
          {
            title: 'Diagnosi della pelle con IA',
            description: 'Un’analisi della pelle di livello clinico su qualsiasi smartphone.',
            link: '/business/products/ai-skin-diagnostic',
          },
          {
            title: 'Prova virtuale del trucco',
            description: 'Ogni prodotto per labbra, occhi e viso, provato dal vivo.',
            link: '/business/products/virtual-makeup',
          },
          {
            title: 'Prova virtuale degli anelli in AR',
            description: 'Anelli che restano sul dito mentre le mani si muovono.',
            link: '/business/products/ar-virtual-ring',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Non ci avete visti a Las Vegas?',
        description: 'Prenotate online la stessa dimostrazione con il nostro team.',
        cta: cta('Prenota una demo', '/business/contact-us/sales?event=CES2022'),
      },
    ],
  ),
  'ai-apis': page('API di IA', 'IA per viso, pelle e capelli sotto forma di semplici API cloud.', [
    {
      component: 'card-grid',
      title: 'API disponibili',
      cards: [
        {
          title: 'API di analisi della pelle',
          description: 'Punteggi per quindici problematiche della pelle da una sola foto.',
        },
        { title: 'API degli attributi del viso', description: 'Forma del viso, tratti e proporzioni.' },
        { title: 'API di analisi dei capelli', description: 'Lunghezza, tipo, densità e crespo.' },
        {
          title: 'API di trasferimento del trucco',
          description: 'Applicate un look di riferimento a un nuovo viso.',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Per iniziare',
      steps: [
        { name: 'Create una chiave', text: 'Registratevi e create una chiave API nella console.' },
        {
          name: 'Inviate una foto',
          text: 'Inviate un’immagine con una richiesta POST e ricevete i risultati in JSON.',
        },
        { name: 'Crescete', text: 'Pagate in base all’utilizzo, con prezzi a volume.' },
      ],
    },
  ]),
  investors: page('Investitori', 'Informazioni per azionisti e analisti.', [
    rich([
      p(
        'Relazioni finanziarie, presentazioni e documenti di governance sono pubblicati sul nostro sito per gli investitori.',
      ),
      p(
        'Per richieste degli investitori, contattate il team investor relations tramite la pagina dei contatti.',
      ),
    ]),
    {
      component: 'cta-banner',
      title: 'Sito per gli investitori',
      description: 'Relazioni e comunicati.',
      cta: cta('Visita il sito per gli investitori', 'https://investors.example.com/'),
    },
  ]),
  plan: page(
    'Piani per ogni brand',
    'Piani self-service per i brand in crescita, piani su misura per i gruppi internazionali.',
    [
      {
        component: 'card-grid',
        title: 'Scegliete una soluzione',
        cards: [
          {
            title: 'Trucco',
            description: 'Piani per la prova virtuale del trucco.',
            link: '/business/solutions/online-service/makeup/plan',
          },
          {
            title: 'Occhiali',
            description: 'Piani per la prova virtuale degli occhiali.',
            link: '/business/solutions/online-service/eye-wear/plan',
          },
          {
            title: 'Skincare Pro',
            description: 'Piani per l’analisi della pelle.',
            link: '/business/solutions/online-service/skincare-pro/plan',
          },
          {
            title: 'Simulazione estetica',
            description: 'Piani di simulazione per le cliniche.',
            link: '/business/solutions/online-service/aesthetic-simulation/plan',
          },
        ],
      },
    ],
  ),
};
