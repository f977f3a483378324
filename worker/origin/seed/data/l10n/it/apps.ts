import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in Italian, by app code (data/consumer.ts APPS); app names stay as they are. */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about:
      'Scatta selfie con filtri dal vivo che regolano luce, pelle e trucco prima ancora di premere il pulsante.',
    highlights: [
      ['Filtri dal vivo', 'Vedi l’effetto prima di scattare.'],
      ['Effetti beauty', 'Ritocchi naturali di pelle e luce.'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about:
      'Inquadra la mano con la fotocamera e prova colori di smalto, finiture e nail art prima della prossima manicure.',
    highlights: [
      ['Centinaia di colori', 'Cremosi, glitter, cromati e molto altro.'],
      ['Nail art', 'Decorazioni e french.'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about:
      'Ritocca ritratti, rimuovi oggetti, sostituisci il cielo e crea con strumenti di IA pensati per le foto di tutti i giorni.',
    highlights: [
      ['Rimozione oggetti', 'Cancella gli elementi di disturbo con un solo gesto.'],
      ['Strumenti IA', 'Migliora, estendi e reinventa le tue foto.'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about:
      'Leviga la pelle, rimodella e aggiungi trucco su un’intera clip, poi taglia e aggiungi musica nella stessa app.',
    highlights: [
      ['Ritocco video', 'Strumenti beauty che seguono ogni fotogramma.'],
      ['Modifiche rapide', 'Taglia, unisci e aggiungi musica.'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about:
      'Monta le clip a tempo di musica con modelli, sottotitoli e transizioni pensati per i video brevi.',
    highlights: [
      ['Modelli', 'Montaggi pronti per seguire le tendenze.'],
      ['Sottotitoli automatici', 'Sottotitoli generati dal parlato.'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about:
      'Prova dal vivo look completi, singoli prodotti e colori per capelli, poi trova i prodotti reali corrispondenti.',
    highlights: [
      ['Trucco dal vivo', 'Look che seguono il tuo viso.'],
      ['Colore dei capelli', 'Prova le tonalità prima di tingerti.'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: 'Crea avatar, stili e scene a partire dalle tue foto o da una breve descrizione.',
    highlights: [
      ['Trasferimento di stile', 'Dipinti, anime e molto altro.'],
      ['Da testo a immagine', 'Descrivilo e guardalo prendere forma.'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about:
      'Fai domande su routine, look e outfit e ricevi risposte con immagini da provare nelle nostre altre app.',
    highlights: [
      ['Risposte di stile', 'Consigli da provare subito.'],
      ['Risposte per immagini', 'Le risposte arrivano con idee visive.'],
    ],
  },
};
