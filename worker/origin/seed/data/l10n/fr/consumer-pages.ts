import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in French, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page(
    'À propos des applis {{brand}}',
    'Des outils créatifs qui donnent envie d’aimer ses photos.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Nos débuts'),
          p(
            'Nos applis sont nées d’un appareil photo maquillage : un moyen d’essayer un rouge à lèvres avant de l’acheter. Des amis l’ont utilisé pour leurs selfies, puis pour se tirer le portrait, et en ont redemandé. Cet appareil photo est devenu toute une famille d’applis photo, vidéo, ongles et art IA.',
          ),
          h2('Nos convictions'),
          ul(
            'Le plaisir d’abord : un outil doit donner envie d’essayer quelque chose de nouveau.',
            'Des résultats naturels : des retouches qui vous ressemblent toujours.',
            'Vos photos restent les vôtres : la retouche est faite pour vous, pas pour les annonceurs.',
          ),
          h2('Qui nous sommes'),
          p(
            'Une équipe d’ingénieurs, d’artistes et de professionnels du maquillage répartis sur trois continents, qui développe les applis en huit langues.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'applis sur iOS et Android' },
          { value: '8', label: 'langues' },
          { value: '40+', label: 'outils de retouche' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Une question ou une demande presse ?',
        description: 'Nos équipes support et médias vous répondent dans votre langue.',
        cta: cta('Nous contacter', '/consumer/contact-us/support'),
      },
    ],
  ),
  impressum: page(
    'Mentions légales',
    'Informations légales sur l’éditeur des applis {{brand}} et de ce site web.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Éditeur'),
          p(
            '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (adresse fictive pour ce site de démonstration).',
          ),
          p('Direction : le conseil d’administration de {{brand}} Apps Ltd.'),
          h2('Contact'),
          p(
            'E-mail : apps@example.com. Pour l’assistance sur les applis, merci d’utiliser le formulaire de contact afin que nous puissions vous répondre dans votre langue.',
          ),
          h2('Immatriculation et fiscalité'),
          p(
            'Registre du commerce : registre du commerce d’Example City, n° EX-000000. Numéro de TVA : EX000000000.',
          ),
          h2('Responsable du contenu'),
          p('L’équipe éditoriale de {{brand}} Apps Ltd., à l’adresse ci-dessus.'),
          h2('Règlement des litiges en ligne'),
          p(
            'Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation ; contactez-nous directement et nous ferons de notre mieux pour vous aider.',
          ),
        ],
      },
    ],
  ),
  'accessibility-statement': page(
    'Déclaration d’accessibilité',
    'Nous voulons que chacun puisse profiter de nos applis et de ce site web, quels que soient son appareil ou ses technologies d’assistance.',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('Notre objectif'),
          p(
            'Ce site web vise la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA. Nos applis suivent les recommandations d’accessibilité d’iOS et d’Android.',
          ),
          h2('Ce que nous faisons'),
          ul(
            'Chaque page peut être utilisée au clavier seul, avec un focus visible.',
            'Les textes et les commandes conservent un contraste d’au moins 4,5 pour 1.',
            'Les images porteuses de sens ont une alternative textuelle ; les images décoratives sont masquées aux lecteurs d’écran.',
            'Les pages respectent le réglage de réduction des animations de votre appareil.',
            'Nous testons les nouvelles pages avec des contrôles automatisés et des lecteurs d’écran avant leur mise en ligne.',
          ),
          h2('Limites connues'),
          p(
            'Certains effets de caméra en direct dans les applis ont besoin de voir votre visage et n’ont pas d’équivalent complet sans caméra. Nous décrivons chaque effet en mots pour que vous puissiez décider de l’essayer ou non.',
          ),
          h2('Signalez-nous un obstacle'),
          p(
            'Si quelque chose sur ce site ou dans une appli vous bloque, dites-le-nous via le formulaire de contact en précisant la page ou l’écran concerné. Nous répondons sous cinq jours ouvrés.',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'Signaler un obstacle à l’accessibilité',
        description: 'Votre signalement arrive directement à l’équipe qui peut le corriger.',
        cta: cta('Contacter le support', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    'Téléchargez les applis {{brand}}',
    'Téléchargement gratuit pour iPhone, iPad et Android. Choisissez une appli pour afficher son bouton de téléchargement.',
    [
      {
        component: 'steps',
        title: 'Trois étapes avant votre première retouche',
        steps: [
          {
            name: 'Choisissez une appli',
            text: 'Choisissez l’appli adaptée à ce que vous voulez créer.',
            image: null,
          },
          {
            name: 'Ouvrez la boutique',
            text: 'Le bouton vous mène à la bonne boutique d’applications pour votre téléphone.',
            image: null,
          },
          {
            name: 'Lancez-vous',
            text: 'Ouvrez l’appli et essayez un outil depuis l’écran d’accueil.',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    'Les temps forts de {{brand}} Makeup',
    'Nouveaux looks, couleurs de cheveux tendance et outils préférés de la saison.',
    [
      {
        component: 'card-grid',
        title: 'Cette saison',
        cards: [
          {
            title: 'Looks glamour tout en douceur',
            description: 'Des neutres chauds et des lèvres brillantes.',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'Cheveux cuivrés',
            description: 'Essayez la nuance préférée de la saison.',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'Studio cils',
            description: 'Comparez les styles de cils côte à côte.',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
