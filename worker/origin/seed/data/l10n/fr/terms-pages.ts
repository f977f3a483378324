import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';
import { UPDATED } from './info-pages.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) =>
  suffix === '' ? 'les applis et services {{brand}}' : product;

const tos = (product: string): ContentPage =>
  page(
    `Conditions d’utilisation du service : ${product}`,
    `Le contrat qui vous lie à {{brand}} pour ${product}.`,
    [
      rich([
        p(UPDATED),
        h2('1. Utilisation du service'),
        p(
          `En installant ou en utilisant ${product}, vous acceptez les présentes conditions. Si vous l’utilisez pour le compte d’une organisation, vous confirmez être autorisé à les accepter en son nom.`,
        ),
        h2('2. Vos contenus'),
        p(
          'Les photos et vidéos que vous créez restent les vôtres. Vous nous accordez l’autorisation limitée nécessaire pour les traiter afin de fournir les fonctionnalités que vous demandez.',
        ),
        h2('3. Abonnements'),
        p(
          'Les fonctionnalités payantes sont renouvelées automatiquement jusqu’à leur résiliation dans votre boutique d’applications ou dans les paramètres de votre compte. Les remboursements suivent les règles de la boutique où vous avez payé.',
        ),
        h2('4. Utilisation acceptable'),
        ul(
          'N’utilisez pas le service pour créer des images trompeuses de personnes réelles sans leur consentement.',
          'N’essayez pas de désassembler le service ni de le surcharger.',
        ),
        h2('5. Modifications et contact'),
        p(
          'Nous pouvons mettre à jour ces conditions et indiquerons la nouvelle date ci-dessus. Pour toute question, utilisez la page d’assistance.',
        ),
      ]),
    ],
  );

/** TERMS_PAGE in French, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
