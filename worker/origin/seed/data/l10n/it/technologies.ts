import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** Italian technology pages (data/solutions.ts TECHNOLOGY_BRIEFS), by slug. */
export const TECHNOLOGIES: Overlay<BriefText> = {
  'face-ai': {
    title: 'Face AI',
    promise: 'Il motore di comprensione del viso alla base di ogni esperienza {{brand}}.',
    detail:
      'Face AI riunisce rilevamento, punti di riferimento densi, lettura degli attributi e analisi della pelle in un’unica famiglia di modelli pensata per il beauty: labbra, ciglia e sopracciglia sono tracciate con precisione sub-pixel.',
    benefits: [
      [
        'Precisione da beauty',
        'Punti di riferimento calibrati su contorno labbra, attaccatura delle ciglia e arcata sopraccigliare.',
      ],
      ['Addestramento inclusivo', 'Addestrato su età, tonalità di pelle e condizioni di luce diverse.'],
      ['Funziona ovunque', 'Web, iOS, Android e API server condividono lo stesso nucleo.'],
    ],
    useCases: [
      ['Prodotti di prova virtuale', 'Ogni prova {{brand}} inizia con Face AI che trova e traccia il viso.'],
      ['Prodotti di analisi', 'Le letture di pelle, forma del viso e tratti condividono lo stesso nucleo.'],
    ],
    faqs: [
      [
        'Face AI identifica le persone?',
        'No. Legge i tratti per lo styling e non identifica mai le singole persone.',
      ],
    ],
  },
  'live-3d-face-ar': {
    title: 'Live 3D Face AR',
    promise:
      'Una mesh 3D del viso dal vivo che tiene fermi i prodotti virtuali mentre le persone si muovono.',
    detail:
      'La mesh 3D stima posizione della testa ed espressione a ogni fotogramma: gli occhiali restano sul ponte del naso e il rossetto segue un sorriso senza spostarsi.',
    benefits: [
      ['Stabile da ogni angolazione', 'Il tracciamento tiene durante rotazioni e inclinazioni della testa.'],
      ['Attento alle espressioni', 'Battiti di ciglia, sorrisi e parlato vengono seguiti in modo naturale.'],
      ['Efficiente', 'Frame rate fluidi sugli smartphone di fascia media.'],
    ],
    useCases: [
      ['Occhiali', 'Le montature restano sul ponte del naso anche quando la testa ruota.'],
      ['Effetti video', 'Trucco e accessori seguono le espressioni in modo naturale.'],
    ],
    faqs: [['Serve una fotocamera di profondità?', 'No. Funziona con una normale fotocamera RGB.']],
  },
  'makeup-ar': {
    title: 'Makeup AR',
    promise: 'Il motore di rendering che fa sembrare il trucco virtuale identico alla formula reale.',
    detail:
      'Makeup AR modella pigmento, finitura e stratificazione: un gloss trasparente sopra una matita opaca appare diverso da ciascuno dei due da solo, proprio come allo specchio.',
    benefits: [
      ['Modellazione delle finiture', 'Opaca, satinata, gloss, perlata e metallica.'],
      ['Stratificazione', 'I prodotti si combinano come quelli reali.'],
      ['Adattivo alla luce', 'I colori restano fedeli con luce calda o fredda.'],
    ],
    useCases: [
      ['Librerie di tonalità dei brand', 'Ogni tonalità resa a partire da campioni misurati.'],
      ['Creazione di look', 'I prodotti sovrapposti si comportano come il trucco reale.'],
    ],
    faqs: [
      ['Come vengono create le tonalità?', 'Da campioni fisici misurati in condizioni di luce controllate.'],
    ],
  },
  'skincare-ar': {
    title: 'Skincare AR',
    promise: 'Analisi e simulazione della pelle su un flusso video dal vivo.',
    detail:
      'Skincare AR valuta le problematiche in tempo reale e le sovrappone al viso dal vivo, poi simula i miglioramenti, trasformando una scansione in un dialogo sulle routine.',
    benefits: [
      ['Sovrapposizioni dal vivo', 'Problematiche evidenziate sul viso in movimento.'],
      ['Foto HD', 'Passate a uno scatto ad alta risoluzione per il dettaglio.'],
      ['Simulazione', 'Mostrate il miglioramento atteso nel tempo.'],
    ],
    useCases: [
      ['Consulenze sulla pelle', 'Problematiche mostrate dal vivo sul viso del cliente.'],
      ['Formazione sui prodotti', 'La simulazione mostra i miglioramenti attesi.'],
    ],
    faqs: [
      ['Serve un’illuminazione speciale?', 'No, anche se una luce frontale uniforme migliora la coerenza.'],
    ],
  },
  'agile-face': {
    title: 'Agile Face',
    promise: 'Tracciamento del viso leggero per dispositivi a basso consumo e fotocamere in-app.',
    detail:
      'Agile Face sacrifica un po’ di densità della mesh in favore della velocità, mantenendo reattiva la prova virtuale dentro app social, mini program e smartphone meno recenti.',
    benefits: [
      ['Ingombro ridotto', 'Un modello compatto che si carica in fretta.'],
      ['Rispettoso della batteria', 'Consumi ridotti per sessioni lunghe.'],
      ['Stessa API', 'Passate da Agile al tracciamento completo con un’unica impostazione.'],
    ],
    useCases: [
      ['Fotocamere in-app', 'Effetti sul viso su dispositivi a basso consumo.'],
      ['Smart mirror', 'Tracciamento stabile su hardware embedded.'],
    ],
    faqs: [['Quando conviene scegliere Agile Face?', 'Per mini program, webview e dispositivi entry-level.']],
  },
  'agile-hand-tracking': {
    title: 'Agile Hand Tracking',
    promise: 'Tracciamento rapido di mano, dita e polso per unghie, anelli e orologi.',
    detail:
      'Il tracciamento della mano stima in tempo reale le articolazioni delle dita e la posizione del polso: è la base per la prova di smalti, anelli e bracciali e per la misura del polso.',
    benefits: [
      ['Dettaglio a livello di dito', 'Ogni dito e ogni unghia tracciati separatamente.'],
      ['Posizione del polso', 'Angolazione precisa per orologi e bracciali.'],
      ['Misure', 'Stima la misura di anelli e polso da mobile.'],
    ],
    useCases: [
      ['Smalti', 'Lo smalto resta su ogni unghia mentre le dita si muovono.'],
      ['Anelli e orologi', 'Gioielli posizionati sul dito e sul polso giusti.'],
    ],
    faqs: [['Funziona con entrambe le mani?', 'Sì, destra o sinistra, palmo in su o in giù.']],
  },
  'face-detection-tracking': {
    title: 'Rilevamento e tracciamento del viso',
    promise: 'Trovate i volti in fretta e seguiteli in modo fluido da un fotogramma all’altro.',
    detail:
      'Il rilevamento individua i volti in pochi millisecondi; il tracciamento mantiene poi stabili i punti di riferimento tra i fotogrammi, ed è questo che evita il tremolio dei prodotti virtuali.',
    benefits: [
      ['Bassa latenza', 'Volti individuati in pochi millisecondi.'],
      ['Controllo del tremolio', 'Lo smoothing temporale mantiene stabili i prodotti.'],
      ['Robusto', 'Funziona con occhiali, mascherine e occlusioni parziali.'],
    ],
    useCases: [
      ['Video dal vivo', 'Tracciamento fluido e senza tremolii per gli effetti.'],
      ['Fotoritocco', 'Rilevamento rapido per gli strumenti di editing.'],
    ],
    faqs: [['Può tracciare più volti?', 'Sì, più volti possono essere tracciati contemporaneamente.']],
  },
  'generative-ai': {
    title: 'IA generativa per il beauty',
    promise: 'Modelli generativi che creano look, acconciature e immagini di prodotto.',
    detail:
      'I nostri modelli generativi sono addestrati per compiti beauty: trasferire un look, generare un’acconciatura o produrre immagini di prodotto fedeli alle tonalità reali.',
    benefits: [
      ['Fedeltà delle tonalità', 'Le immagini generate rispettano i colori reali dei prodotti.'],
      ['Limiti di sicurezza', 'I filtri impediscono risultati fuorvianti o non sicuri.'],
      ['API e app', 'Disponibile tramite l’API IA e il negozio demo.'],
    ],
    useCases: [
      ['Look da una descrizione', 'I clienti descrivono un look e lo provano.'],
      ['Immagini di prodotto', 'Create i visual di campagna a partire dai dati di prodotto.'],
    ],
    faqs: [
      [
        'Le immagini generate sono etichettate?',
        'Sì, i risultati possono riportare un’etichetta visibile e metadati.',
      ],
    ],
  },
  'hair-ai': {
    title: 'Hair AI',
    promise: 'Segmentazione e analisi dei capelli per colore, stile e cura.',
    detail:
      'Hair AI separa i capelli da sfondo e viso a livello di singola ciocca, poi misura lunghezza, densità, tipo e crespo per alimentare la prova virtuale e i consigli di cura.',
    benefits: [
      ['Maschera a livello di ciocca', 'Contorni puliti anche con i capelli ribelli.'],
      ['Quattro analisi', 'Lunghezza, densità, tipo e crespo.'],
      ['Pronto per il colore', 'La stessa maschera alimenta la prova del colore capelli dal vivo.'],
    ],
    useCases: [
      ['Colore dei capelli', 'Una segmentazione che conserva la lucentezza naturale.'],
      ['Analisi dei capelli', 'Lunghezza, tipo e crespo da una foto.'],
    ],
    faqs: [['Funziona su trecce e dreadlock?', 'Sì, fanno parte dei dati di addestramento.']],
  },
};
