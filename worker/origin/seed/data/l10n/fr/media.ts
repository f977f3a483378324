import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: 'Contacter l’équipe commerciale',
  buttonLink: SALES,
});

/** NEWS in French, by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} annonce son Global Beauty Tech Forum',
    summary:
      'Une journée de conférences sur l’IA, la RA et l’avenir de la distribution beauté, sur place et en ligne.',
    body: [
      p(
        '{{brand}} organisera son Global Beauty Tech Forum avec des dirigeants de marques, des chercheurs et des distributeurs.',
      ),
    ],
  },
  'skin-emulation-launch': {
    title: 'La nouvelle émulation de peau montre les résultats sur douze semaines',
    summary:
      'Les marques peuvent désormais visualiser les effets de leurs produits à partir de leurs propres données cliniques.',
    body: [
      p(
        'La nouvelle chronologie d’émulation permet aux clients de comparer leur peau d’aujourd’hui avec celle à quatre, huit et douze semaines.',
      ),
    ],
  },
  'eyewear-photo-to-3d': {
    title: 'Des montures de lunettes à partir de trois photos',
    summary: 'Un nouveau processus transforme les photos produit en montures d’essai en deux jours.',
    body: [
      p(
        'Les marques de lunettes peuvent désormais envoyer trois photos par monture et recevoir un modèle prêt pour l’essai.',
      ),
    ],
  },
  'accessibility-update': {
    title: 'L’import de photo en alternative pour chaque fonction caméra',
    summary:
      'Toutes les expériences basées sur la caméra proposent désormais l’import de photo et des résultats décrits.',
    body: [
      p(
        'Chaque fonction basée sur la caméra accepte désormais une photo importée et décrit ses résultats par écrit.',
      ),
    ],
  },
  'retail-mirror-pilot': {
    title: 'Le pilote du miroir connecté {{brand}} démarre dans douze magasins',
    summary: 'Les clients essaient rouges à lèvres et colorations en rayon, sans toucher de testeur.',
    body: [
      p(
        'Douze magasins dans trois pays disposent désormais d’un miroir {{brand}} à côté des rayons maquillage des lèvres et coloration.',
      ),
      p(
        'Les clients scannent un code-barres et voient la teinte sur leur propre visage en moins d’une seconde.',
      ),
      h2('Ce que mesure le pilote'),
      ul(
        'Le temps passé en rayon',
        'Le nombre de teintes essayées par visite',
        'Les réclamations liées à l’hygiène des testeurs',
      ),
    ],
  },
  'ai-nail-colour-release': {
    title: 'L’essai de vernis par IA suit désormais chaque doigt',
    summary: 'Un nouveau modèle de la main maintient le vernis en place quand la main tourne et bouge.',
    body: [
      p(
        'L’essai de vernis mis à jour suit chaque ongle séparément : le vernis reste en place même lors de gestes rapides.',
      ),
      p('Les marques peuvent importer depuis la console des finis comme crème, irisé, chromé et gelée.'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} renouvelle ses certifications de confidentialité et de sécurité',
    summary:
      'Des auditeurs indépendants ont confirmé la façon dont les données faciales sont traitées et supprimées.',
    body: [
      p(
        'Un audit annuel a examiné le traitement des données de chaque produit {{brand}} basé sur la caméra.',
      ),
      p(
        'Les images de visage utilisées pour l’essai sont traitées en mémoire et ne sont pas conservées après la fin de la session.',
      ),
    ],
  },
  'colour-report-spring-2025': {
    title: 'Publication du rapport des tendances couleur printemps-été 2025',
    summary: 'Les corails transparents et les gloss baie arrivent en tête de millions d’essais anonymes.',
    body: [
      p(
        'Le nouveau rapport classe les teintes les plus essayées par les clients pour les lèvres, les yeux, les ongles et les cheveux.',
      ),
      p(
        'Les marques peuvent demander le rapport complet, avec le détail par région, depuis la page des tendances couleur.',
      ),
    ],
  },
};

/** VIDEO in French, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: 'L’analyse de peau par IA au comptoir',
    description:
      'La rediffusion d’un webinaire sur les consultations qui commencent par une analyse de peau.',
  },
  'makeup-try-on-in-two-minutes': {
    title: 'L’essai de maquillage en deux minutes',
    description: 'Du nuancier à la teinte en direct sur une page produit.',
  },
  'jewellery-3d-viewer': {
    title: 'La visionneuse 3D pour bagues et montres',
    description: 'Faites pivoter, zoomez et essayez une même ressource 3D.',
  },
  'hair-ai-overview': {
    title: 'Hair AI en bref',
    description:
      'L’analyse de la longueur, du type, de la densité et des frisottis en une seule visite guidée.',
  },
  'nail-colour-try-on-demo': {
    title: 'Démonstration de l’essai de vernis',
    description: 'Cinq finis sur une main en mouvement, enregistrés en direct sans montage.',
  },
  'smart-mirror-in-store': {
    title: 'Le miroir connecté en magasin',
    description: 'Comment un client passe du scan du code-barres au paiement grâce au miroir.',
  },
  'colour-trends-spring-2025': {
    title: 'Les tendances couleur du printemps-été 2025',
    description: 'Nos analystes couleur passent en revue les teintes les plus essayées de la saison.',
  },
  'console-quick-start': {
    title: 'Prise en main rapide de la console',
    description: 'Ajoutez un produit, choisissez ses teintes et publiez un essai en dix minutes.',
  },
};

/** SUCCESS_STORY in French, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics trouve la bonne teinte de fond de teint en ligne',
    summary:
      'Une gamme de fonds de teint en 40 teintes a trouvé ses acheteurs en ligne grâce à la recherche de teinte par IA.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Résultats',
        items: [
          roi(2.1, 'x', 'de conversion chez les clients ayant utilisé la recherche de teinte'),
          roi(28, '%', 'de retours liés à la teinte en moins'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          p(
            'La marque a ajouté la recherche de teinte à chaque page de fond de teint et aux tablettes de ses comptoirs.',
          ),
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics met 600 montures en ligne',
    summary:
      'Grâce à la conversion de photos en 3D, tout le catalogue était prêt pour l’essai en six semaines.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Résultats',
        items: [
          roi(600, '+', 'montures prêtes pour l’essai en six semaines'),
          roi(45, '%', 'de temps en plus sur les pages produit'),
        ],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic commence chaque consultation par une analyse',
    summary: 'Des consultations visuelles qui facilitent l’échange sur les plans de traitement.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Résultats',
        items: [roi(130, '%', 'de rendez-vous de suivi en plus')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Proposez des consultations visuelles',
        description: 'Découvrez Skincare Pro pour les cliniques.',
        cta: cta('Découvrir Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group remplit ses rendez-vous coloration grâce à l’essai virtuel',
    summary:
      'Les clients choisissent leur couleur de cheveux chez eux et arrivent avec un rendez-vous réservé.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Résultats',
        items: [
          roi(3.4, 'x', 'plus de réservations coloration en ligne'),
          roi(22, '%', 'de temps de consultation en moins au salon'),
          roi(150, '+', 'salons équipés en quatre mois'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('Le défi'),
          p(
            'Les clients avaient du mal à décrire une couleur, si bien que les premiers rendez-vous s’éternisaient souvent.',
          ),
          h2('La démarche'),
          p(
            'L’essai de coloration en direct a été ajouté à la page de réservation ; la teinte choisie accompagne la réservation.',
          ),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail remplace ses testeurs par des miroirs',
    summary:
      'Des miroirs connectés en rayon ont multiplié les essais de teintes et réduit le gaspillage de testeurs.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Résultats',
        items: [
          roi(64, '%', 'de testeurs gaspillés en moins par magasin'),
          roi(2.7, 'x', 'plus de teintes essayées par visite'),
        ],
      },
      {
        component: 'cta-banner' as const,
        title: 'Proposez l’essai virtuel dans vos magasins',
        description: 'Découvrez comment le service d’essai par code-barres s’adapte à vos planogrammes.',
        cta: cta('Découvrir l’essai par code-barres', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in French, by trendHandle: colour names translated, hex values kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: 'Les tendances couleur du printemps-été 2025',
    season: 'Printemps-été 2025',
    summary: 'Corails doux, baies transparentes et nudes lumineux ont mené les essais cette saison.',
    imageUrl: null,
    colors: [
      {
        name: 'Corail transparent',
        hex: '#F08A6E',
        description: 'La couleur de lèvres la plus essayée de la saison.',
      },
      { name: 'Baie gourmande', hex: '#9C2C5A', description: 'Un gloss favori pour le soir.' },
      {
        name: 'Nude lumineux',
        hex: '#D9A58B',
        description: 'Des neutres proches de la peau, avec de l’éclat.',
      },
    ],
  },
  'autumn-winter-2024': {
    title: 'Les tendances couleur de l’automne-hiver 2024',
    season: 'Automne-hiver 2024',
    summary: 'Les prunes profondes et les bruns chauds ont dominé.',
    imageUrl: null,
    colors: [
      { name: 'Velours prune', hex: '#5B2245', description: 'Une prune mate pour les lèvres et les ongles.' },
      { name: 'Cacao', hex: '#6F4A3A', description: 'Un brun chaud pour les yeux et les lèvres.' },
    ],
  },
  'hair-colour-2024': {
    title: 'Les tendances coloration 2024',
    season: '2024',
    summary: 'Le cuivré et le blond doux ont été les couleurs de cheveux les plus essayées.',
    imageUrl: null,
    colors: [
      { name: 'Cuivré', hex: '#B5562B', description: 'Un roux cuivré intense.' },
      { name: 'Blond beurre', hex: '#E6C98A', description: 'Un blond doux et chaud.' },
    ],
  },
};

/** DEMO_STORE_FEATURE in French, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: 'La sélection lèvres du printemps',
    description:
      'Six teintes pour les lèvres choisies pour la nouvelle saison, d’un corail doux à une prune profonde. Choisissez-en une et voyez-la sur vos lèvres en temps réel.',
  },
  'brow-studio': {
    title: 'Le studio sourcils',
    description:
      'Comparez quatre teintes de sourcils et trouvez celle qui encadre le mieux votre visage. L’essai démarre quand vous êtes prêt.',
  },
  'ring-bar': {
    title: 'Le bar à bagues',
    description:
      'Levez la main et glissez trois bagues en 3D à vos doigts : la pierre capte la lumière à chaque mouvement.',
  },
};
