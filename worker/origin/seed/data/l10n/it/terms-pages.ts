import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) =>
  suffix === '' ? 'app e servizi {{brand}}' : product;

const tos = (product: string): ContentPage =>
  page(`Termini di servizio: ${product}`, `Il contratto tra voi e {{brand}} per ${product}.`, [
    rich([
      p('Ultimo aggiornamento: 15 gennaio 2025.'),
      h2('1. Uso del servizio'),
      p(
        `Installando o utilizzando ${product} accettate i presenti termini. Se lo utilizzate per conto di un’organizzazione, confermate di essere autorizzati ad accettarli a suo nome.`,
      ),
      h2('2. I vostri contenuti'),
      p(
        'Le foto e i video che create restano vostri. Ci concedete l’autorizzazione limitata necessaria a elaborarli per fornire le funzioni che richiedete.',
      ),
      h2('3. Abbonamenti'),
      p(
        'Le funzioni a pagamento si rinnovano automaticamente fino alla disdetta nel vostro app store o nelle impostazioni dell’account. I rimborsi seguono le regole dello store in cui avete pagato.',
      ),
      h2('4. Uso consentito'),
      ul(
        'Non utilizzate il servizio per creare immagini ingannevoli di persone reali senza il loro consenso.',
        'Non tentate di decompilare il servizio o di sovraccaricarlo.',
      ),
      h2('5. Modifiche e contatti'),
      p(
        'Possiamo aggiornare questi termini e indicheremo la nuova data in alto. Per domande usate la pagina dell’assistenza.',
      ),
    ]),
  ]);

/** TERMS_PAGE in Italian, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
