import type { BlogAuthorText, BlogPostText, TagId } from '../../blog.ts';
import type { Overlay } from '../types.ts';

/** BLOG_POST in French, by postHandle (data/blog.ts): the business posts, then the consumer posts. */
export const BLOG_POSTS: Overlay<BlogPostText> = {
  // ─── Business ───────────────────────────────────────────────────────────────────────────────
  'virtual-try-on-returns': {
    title: 'Comment l’essai virtuel réduit les retours liés à la teinte',
    metaDesc:
      'Pourquoi les clients qui essaient une teinte sur leur propre visage la gardent, et comment mesurer cet effet.',
    keywords: ['essai virtuel', 'retours'],
    paragraphs: [
      'Le fond de teint et le rouge à lèvres comptent parmi les produits de beauté les plus retournés en ligne, et la raison est presque toujours la même : la teinte paraissait différente à l’écran.',
      'Quand les clients voient une teinte sur leur propre visage, sous leur propre lumière, l’incertitude disparaît. Les marques mesurent l’effet en comparant le taux de retour des commandes passées avec et sans session d’essai.',
    ],
    list: {
      title: 'Liste de contrôle',
      items: [
        'Suivre les sessions d’essai par commande',
        'Comparer les retours par famille de teintes',
        'Faire le bilan après une saison complète',
      ],
    },
  },
  'skin-analysis-at-the-counter': {
    title: 'L’analyse de peau par IA arrive au comptoir beauté',
    metaDesc: 'Ce qui change lorsque les conseillers commencent leurs consultations par une analyse de peau.',
    keywords: ['analyse de peau', 'distribution'],
    paragraphs: [
      'Une analyse de peau donne au conseiller et au client un point de départ commun. Plutôt que de demander à quelqu’un quel est, selon lui, son type de peau, le conseiller ouvre l’échange avec un résultat que tous deux peuvent voir.',
      'Les magasins qui commencent ainsi leurs consultations constatent des échanges plus longs et des routines plus réfléchies, pas seulement des achats de produits isolés.',
    ],
  },
  'jewellery-ar-guide': {
    title: 'Guide pratique de l’essai de bijoux en RA',
    metaDesc:
      'Bagues, montres et boucles d’oreilles : ce qu’il faut pour rendre les bijoux virtuels convaincants.',
    keywords: ['bijoux', 'RA'],
    paragraphs: [
      'L’essai de bijoux se joue sur l’échelle et la lumière. Une bague qui paraît une taille trop grande, ou un diamant sans éclat, fait fuir les clients.',
      'Commencez par vos meilleures ventes, créez des modèles 3D précis et testez-les sur de nombreuses mains avant le lancement.',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: 'Une recherche de teinte qui fonctionne pour toutes les carnations',
    metaDesc:
      'Comment tester un outil de recherche de fond de teint sur toute la palette des carnations avant sa mise en ligne.',
    keywords: ['recherche de teinte', 'beauté inclusive', 'fond de teint'],
    paragraphs: [
      'Un outil de recherche de teinte ne vaut que par les visages sur lesquels il a été testé. C’est sur les carnations très foncées et très claires que la plupart des outils dérivent : elles méritent le plus de sessions de test, pas le moins.',
      'Constituez un panel de test à l’image de vos clients, photographiez chaque personne à la lumière du jour et sous l’éclairage du magasin, et comparez la teinte recommandée avec celle que choisit un maquilleur expérimenté.',
    ],
    list: {
      title: 'Avant le lancement',
      items: [
        'Couvrir chaque famille de sous-tons dans le panel de test',
        'Tester sous une lumière chaude, neutre et froide',
        'Consigner chaque erreur avec une photo',
      ],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: 'L’essai de coloration dans le fauteuil du salon',
    metaDesc: 'Permettre aux clients de prévisualiser une nouvelle couleur avant le premier coup de pinceau.',
    keywords: ['coloration', 'salons'],
    paragraphs: [
      'Changer de couleur de cheveux est une grande décision, et l’hésitation se solde souvent par le choix le plus sûr. Un aperçu en direct sur une tablette permet aux clients de voir d’abord une teinte plus audacieuse sur eux-mêmes.',
      'Les salons qui ajoutent un aperçu à la consultation constatent que leurs clients posent de meilleures questions et repartent plus satisfaits du résultat.',
    ],
  },
  'connecting-store-and-app': {
    title: 'Un client, plusieurs portes : relier le magasin et l’appli',
    metaDesc: 'Conservez l’historique d’essais du client, du miroir en magasin jusqu’à l’appli chez lui.',
    keywords: ['omnicanal', 'distribution', 'essai virtuel'],
    paragraphs: [
      'Les clients passent d’un miroir en magasin à un site web puis à une appli au cours d’une même semaine. Quand chaque porte oublie ce qu’ils ont essayé, ils repartent de zéro à chaque fois.',
      'Un historique de looks partagé, enregistré avec le consentement du client, lui permet de reprendre chez lui là où il s’était arrêté en magasin.',
    ],
  },
  'beauty-tech-on-demand': {
    title: 'La beauty tech à la demande : se lancer en quelques semaines, pas en quelques mois',
    metaDesc:
      'Ce qu’un service en ligne prêt à l’emploi change pour les marques sans équipe technique interne.',
    keywords: ['service en ligne', 'délai de mise sur le marché'],
    paragraphs: [
      'Toutes les marques n’ont pas d’ingénieurs pour créer et maintenir une expérience d’essai. Un service en ligne permet aux équipes marketing d’importer leurs produits et de publier l’expérience elles-mêmes.',
      'Le premier lancement devient alors une question de données produit, pas de logiciel : des noms de teintes clairs, des couleurs exactes et de bonnes photos.',
    ],
  },
  'spring-campaign-case-notes': {
    title: 'Retour d’expérience : une campagne lèvres de printemps avec essai virtuel',
    metaDesc:
      'Le lancement de printemps d’une marque de rouges à lèvres fictive, du teaser à la rupture de stock, en chiffres et en enseignements.',
    keywords: ['campagne', 'couleur des lèvres'],
    paragraphs: [
      'La marque a ouvert son lancement de printemps avec un lien d’essai dans chaque publication teaser. Les clients pouvaient porter les nouvelles teintes plusieurs jours avant leur mise en vente.',
      'Les teintes les plus essayées pendant la semaine de teaser ont été les premières en rupture de stock, ce qui a permis à l’équipe d’ajuster les stocks avant le jour du lancement.',
    ],
  },
  'measuring-try-on-engagement': {
    title: 'Mesurer l’engagement de l’essai virtuel sans approximation',
    metaDesc: 'Les quelques chiffres qui vous disent si l’essai virtuel fonctionne.',
    keywords: ['statistiques', 'essai virtuel', 'conversion'],
    paragraphs: [
      'Le nombre de sessions seul en dit peu. Ce qui compte, c’est ce que font les clients après l’essai : combien de teintes ils comparent, et s’ils en ajoutent une au panier.',
      'Suivez un petit ensemble de chiffres de façon régulière pendant une saison avant de changer quoi que ce soit.',
    ],
    list: {
      title: 'Les chiffres à suivre',
      items: [
        'Teintes essayées par session',
        'Taux d’ajout au panier après un essai',
        'Retours des produits essayés',
      ],
      ordered: true,
    },
  },
  // ─── Consumer ───────────────────────────────────────────────────────────────────────────────
  'better-selfies-in-low-light': {
    title: 'De meilleurs selfies en faible lumière',
    metaDesc: 'Des astuces simples et des outils d’appli pour des selfies lumineux et nets, même la nuit.',
    keywords: ['selfie', 'faible lumière'],
    paragraphs: [
      'Placez-vous face à la source de lumière la plus forte que vous trouvez, ne bougez plus, et laissez l’outil d’amélioration faire le reste.',
      'Dans l’appli photo, l’amélioration par IA éclaircit les ombres sans griser la peau, et la réduction du bruit garde les détails nets.',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: 'Effacez les touristes de vos photos de voyage',
    metaDesc: 'Nettoyez vos photos de monuments bondés en trois étapes.',
    keywords: ['suppression d’objets', 'voyage'],
    paragraphs: [
      'Les monuments très fréquentés donnent des photos pleines de monde. L’outil de suppression d’objets vous permet de passer le pinceau sur les passants et comble le vide avec le décor derrière eux.',
      'Travaillez sur de petites zones à la fois pour un résultat plus propre, et zoomez pour vérifier les contours.',
    ],
    list: {
      title: 'Trois étapes',
      items: [
        'Ouvrez la photo et choisissez Supprimer',
        'Passez le pinceau sur chaque personne',
        'Zoomez et retouchez les contours',
      ],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: 'Votre premier montage vidéo en cinq minutes',
    metaDesc: 'Coupez, retouchez et ajoutez de la musique à un clip court sur votre téléphone.',
    keywords: ['montage vidéo', 'débutants'],
    paragraphs: [
      'Choisissez un clip de moins d’une minute. Coupez le début et la fin pour qu’il commence directement sur l’action.',
      'Ajoutez une légère retouche, choisissez un morceau dans la bibliothèque musicale et exportez en HD.',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: 'Cinq idées de nail art à essayer d’abord en virtuel',
    metaDesc:
      'Prévisualisez des designs d’ongles audacieux sur votre propre main avant de prendre rendez-vous.',
    keywords: ['nail art', 'essai virtuel'],
    paragraphs: [
      'Un nail art audacieux, c’est un engagement de deux semaines ou plus. Essayer un design sur votre propre main dans l’appli ongles ne prend que quelques secondes.',
      'Enregistrez les looks qui vous plaisent et montrez-les au salon, pour que la prothésiste voie exactement ce que vous avez en tête.',
    ],
    list: {
      title: 'Des idées pour commencer',
      items: [
        'Pointes chromées',
        'Rose laiteux tout doux',
        'Petites étoiles dorées',
        'French bicolore',
        'Cerise profonde brillante',
      ],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: 'Des portraits IA à partir de photos du quotidien',
    metaDesc: 'Transformez un instantané pris sur le vif en portrait soigné grâce aux outils génératifs.',
    keywords: ['IA générative', 'portraits'],
    paragraphs: [
      'Pas besoin de studio pour un beau portrait. À partir d’une seule photo nette, les outils génératifs peuvent vous placer sous une nouvelle lumière, dans un nouveau décor ou dans un style pictural.',
      'Commencez par une photo nette et bien éclairée de votre visage : meilleure est l’image de départ, plus le résultat vous ressemble.',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: 'Que demander à un assistant beauté IA ?',
    metaDesc:
      'Les bonnes questions donnent les bonnes réponses : comment obtenir des conseils utiles d’un chat IA.',
    keywords: ['chat IA', 'conseils beauté'],
    paragraphs: [
      'Un assistant IA est plus utile lorsqu’il connaît votre point de départ. Précisez votre type de peau, le look que vous souhaitez et les produits que vous avez déjà.',
      'Demandez un changement à la fois, et demandez pourquoi : les explications vous en apprennent plus que le conseil lui-même.',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: 'Essayez de nouvelles tenues grâce à l’IA',
    metaDesc: 'Changez de tenue sur une photo pour préparer un look avant de faire du shopping.',
    keywords: ['vêtements IA', 'tenues'],
    paragraphs: [
      'Vous préparez votre tenue pour un grand jour ? Une photo en pied et l’outil de vêtements IA vous permettent de voir différents styles sur vous en quelques gestes.',
      'Choisissez un fond uni et tenez-vous droit pour un rendu le plus naturel possible.',
    ],
  },
  'edit-photos-in-your-browser': {
    title: 'Retouchez vos photos dans le navigateur, sans rien installer',
    metaDesc: 'L’éditeur en ligne apporte les outils préférés de l’appli sur n’importe quel ordinateur.',
    keywords: ['éditeur en ligne', 'retouche photo'],
    paragraphs: [
      'Toutes les retouches ne se font pas sur un téléphone. L’éditeur en ligne s’ouvre dans n’importe quel navigateur récent et conserve les outils que vous connaissez : suppression de l’arrière-plan, amélioration et retouche.',
      'Vos fichiers restent dans la session de votre navigateur pendant que vous travaillez, et vous téléchargez le résultat une fois terminé.',
    ],
  },
};

/** BLOG_AUTHOR in French, by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: Overlay<BlogAuthorText> = {
  'lena-marsh': {
    position: 'Responsable de la recherche beauté, {{brand}}',
    shortDesc:
      'Lena écrit sur la science de la peau, la recherche de teinte et la place de l’IA dans les vraies routines beauté.',
  },
  'theo-nakamura': {
    position: 'Rédacteur créatif, {{brand}} Apps',
    shortDesc:
      'Theo partage des astuces de retouche photo et vidéo pour obtenir de beaux résultats sans studio.',
  },
  'amara-osei': {
    position: 'Responsable stratégie retail, {{brand}}',
    shortDesc:
      'Amara aide les distributeurs beauté à relier leurs magasins, leurs applis et leurs boutiques en ligne autour d’un même client.',
  },
};

/** Blog filter tag names in French, by tag id (data/blog.ts TAGS; the FOCUS tags are codes). */
export const BLOG_TAGS: Readonly<Partial<Record<TagId, string>>> = {
  11: 'Essai virtuel',
  12: 'Analyse de peau par IA',
  13: 'Essai de coloration',
  21: 'Commerce de détail',
  22: 'E-commerce',
  23: 'Campagnes',
  31: 'Appli de retouche photo',
  32: 'Appli vidéo',
  33: 'Appli ongles',
  34: 'Appli d’art IA',
  41: 'Selfies',
  42: 'Voyage',
  43: 'Style',
};
