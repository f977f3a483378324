import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** SERVICE_PAGE in French, by slug (data/solutions.ts). */
export const SERVICES: Overlay<BriefText> = {
  'app-listing': {
    title: 'Présence dans les applis {{brand}}',
    promise: 'Faites entrer vos produits dans les applis grand public {{brand}}.',
    detail:
      'Référencez vos teintes dans nos applis grand public, où des millions de personnes essaient des looks chaque jour, et envoyez les clients vers votre boutique d’un simple geste.',
    benefits: [
      ['Audience', 'Soyez présents là où les passionnés de beauté jouent déjà avec les looks.'],
      ['Liens boutique', 'Chaque produit renvoie vers votre boutique.'],
      ['Rapports', 'Des rapports mensuels sur les essais et les clics.'],
    ],
    useCases: [
      [
        'Lancements de produits',
        'Touchez les utilisateurs des applis dès le jour du lancement d’une collection.',
      ],
      ['Présence permanente', 'Vos teintes disponibles dans les looks et les tutoriels.'],
    ],
    faqs: [
      [
        'Combien de temps dure un référencement ?',
        'Les référencements fonctionnent par campagne, généralement d’un à trois mois.',
      ],
    ],
  },
  'in-store-consultation': {
    title: 'Conseil en magasin',
    promise: 'Tablettes de comptoir et miroirs connectés pour les consultations peau et maquillage.',
    detail:
      'Les conseillers réalisent analyses de peau et essais sur une tablette de comptoir, enregistrent les résultats dans le profil du client et impriment ou envoient une fiche routine.',
    benefits: [
      ['Prêt pour le comptoir', 'Un mode borne pour les tablettes et les miroirs.'],
      ['Résultats partagés', 'Envoyez la routine par e-mail ou par QR code.'],
      ['Statistiques par magasin', 'Suivez les consultations et les conversions de chaque magasin.'],
    ],
    useCases: [
      ['Comptoirs de soin', 'Des analyses qui ouvrent la consultation.'],
      ['Comptoirs de maquillage', 'L’essai sans testeurs.'],
    ],
    faqs: [
      [
        'Quel matériel est pris en charge ?',
        'Les iPad récents, les tablettes Android et une sélection de miroirs connectés.',
      ],
    ],
  },
  sdk: {
    title: 'SDK',
    promise: 'Des SDK natifs iOS et Android pour intégrer l’essai virtuel à votre propre application.',
    detail:
      'Le SDK fournit des composants de caméra, d’essai et d’analyse en vous laissant le contrôle total de votre interface, ainsi qu’une application d’exemple comme point de départ.',
    benefits: [
      ['Des performances natives', 'Rendu via Metal et Vulkan.'],
      ['Votre interface', 'Des composants sans interface imposée, sous votre propre design.'],
      ['Application d’exemple', 'Un point de départ fonctionnel avec toutes les fonctionnalités.'],
    ],
    useCases: [
      ['Applis de marque', 'L’essai natif dans votre propre application.'],
      ['Applis de distributeurs', 'Un seul SDK pour toutes les marques que vous vendez.'],
    ],
    faqs: [
      [
        'Quelle est la taille du SDK ?',
        'Les modules sont séparés : vous n’embarquez que ce que vous utilisez.',
      ],
    ],
  },
  'wechat-mini-program': {
    title: 'Mini-programme WeChat',
    promise: 'L’essai virtuel au sein d’un mini-programme WeChat.',
    detail:
      'Un plugin prêt à l’emploi intègre les fonctions maquillage et peau à votre mini-programme, optimisé pour la caméra intégrée et le parcours de paiement.',
    benefits: [
      ['À base de plugin', 'Ajoutez l’essai sans reconstruire votre mini-programme.'],
      ['Partage social', 'Partagez des looks avec vos amis dans l’application.'],
      ['Hébergement local', 'Servi depuis une infrastructure située en Chine continentale.'],
    ],
    useCases: [
      ['E-commerce en Chine', 'L’essai dans WeChat, là où se trouvent déjà les clients.'],
      ['Pages de campagne', 'Des mini-programmes pour les lancements saisonniers.'],
    ],
    faqs: [['Faut-il un contrat distinct ?', 'Il fait partie du contrat de service standard pour la Chine.']],
  },
  'youcam-4-web': {
    title: '{{brand}} pour le Web',
    promise: 'L’essai et l’analyse sur votre site web avec une seule balise script.',
    detail:
      'Ajoutez un script et un bouton à vos pages produit : le module ouvre la caméra, applique le produit et renvoie les événements d’ajout au panier à votre page.',
    benefits: [
      ['Un seul script', 'Ni appli ni plugin : fonctionne dans tous les navigateurs récents.'],
      ['Événements', 'Des événements d’essai et de panier pour vos outils d’analyse.'],
      ['Personnalisable', 'Couleurs, polices et textes suivent votre charte.'],
    ],
    useCases: [
      ['Pages produit', 'Un script ajoute l’essai à chaque produit.'],
      ['Pages d’atterrissage', 'Des pages de campagne avec l’essai intégré.'],
    ],
    faqs: [['Ralentit-il notre page ?', 'Le module ne se charge que lorsqu’un client l’ouvre.']],
  },
  'youcam-4-google': {
    title: '{{brand}} pour la recherche',
    promise: 'Proposez l’essai aux clients là où ils font leurs recherches.',
    detail:
      'Publiez vos teintes virtuelles sur les surfaces de recherche et de shopping compatibles pour que chacun puisse essayer vos produits avant même de visiter votre site.',
    benefits: [
      ['Une découverte plus précoce', 'L’essai au moment de la recherche.'],
      ['Les mêmes ressources', 'Réutilisez les teintes créées pour votre site.'],
      ['Outils de flux', 'Exportez vos teintes au format de flux requis.'],
    ],
    useCases: [
      ['Campagnes de recherche', 'Des liens d’essai depuis les résultats de recherche.'],
      ['Annonces Shopping', 'Une étape d’essai avant la page produit.'],
    ],
    faqs: [
      [
        'Quelles catégories sont éligibles ?',
        'Les catégories maquillage des lèvres, des yeux et du teint sur les marchés pris en charge.',
      ],
    ],
  },
  'taobao-mini-program': {
    title: 'Mini-programme Taobao',
    promise: 'L’essai virtuel pour vos boutiques Taobao et Tmall.',
    detail:
      'Les clients essaient les teintes sur les fiches produit de votre boutique Taobao, avec des résultats reliés au panier de la boutique.',
    benefits: [
      ['Intégré à la boutique', 'Apparaît directement dans vos fiches produit.'],
      ['Prêt pour les campagnes', 'Supporte le trafic des grands festivals de shopping.'],
      ['Données boutique', 'Des rapports d’essai par produit.'],
    ],
    useCases: [
      ['Boutiques phares', 'L’essai sur votre boutique phare Tmall.'],
      ['Festivals de shopping', 'L’essai prêt pour les pics de campagne.'],
    ],
    faqs: [
      [
        'La mise en place est-elle prise en charge ?',
        'Notre équipe en Chine s’occupe de la mise en place et de la validation.',
      ],
    ],
  },
  'douyin-mini-program': {
    title: 'Mini-programme Douyin',
    promise: 'L’essai pour la vidéo courte et le live commerce sur Douyin.',
    detail:
      'Un mini-programme permet aux spectateurs d’essayer les teintes présentées dans les vidéos courtes et les lives, puis d’acheter dans votre boutique Douyin.',
    benefits: [
      ['Commerce vidéo', 'L’essai accessible depuis les vidéos et les lives.'],
      ['Pensé pour les créateurs', 'Les créateurs peuvent associer des looks à leurs contenus.'],
      ['Rapide', 'Optimisé pour des sessions courtes à fort trafic.'],
    ],
    useCases: [
      ['Live commerce', 'Les spectateurs essaient les produits pendant le direct.'],
      ['Vidéos courtes', 'Des liens d’essai sous les vidéos produit.'],
    ],
    faqs: [
      [
        'Fonctionne-t-il pendant les lives ?',
        'Oui, les spectateurs peuvent l’ouvrir pendant une diffusion en direct.',
      ],
    ],
  },
  'virtual-makeup-snapchat': {
    title: 'Lentilles de maquillage virtuel pour Snapchat',
    promise: 'Des lentilles maquillage à vos couleurs, créées à partir de vos vraies teintes.',
    detail:
      'Nous transformons vos teintes en lentilles photo à la couleur et au fini fidèles, prêtes pour vos campagnes et vos partenariats avec des créateurs.',
    benefits: [
      ['Des teintes fidèles', 'Les couleurs correspondent à vos produits physiques.'],
      ['La rapidité des campagnes', 'Des lentilles créées à partir de vos teintes virtuelles existantes.'],
      ['Liens boutique', 'Les lentilles peuvent renvoyer vers vos pages produit.'],
    ],
    useCases: [
      ['Campagnes de lancement', 'Une lentille pour chaque nouvelle collection.'],
      ['Kits créateurs', 'Des lentilles que les créateurs peuvent utiliser dans leurs contenus.'],
    ],
    faqs: [
      [
        'Qui publie la lentille ?',
        'Votre compte la publie ; nous livrons la réalisation et assurons le support.',
      ],
    ],
  },
  'virtual-makeup-instagram': {
    title: 'Effets de maquillage virtuel pour Instagram',
    promise: 'Des effets maquillage pour les stories et les reels, fidèles à votre palette.',
    detail:
      'Les effets utilisent les mêmes données de teintes que l’essai de votre site : un rouge à lèvres a le même rendu dans une story que sur votre page produit.',
    benefits: [
      ['Une couleur cohérente', 'Une seule bibliothèque de teintes pour tous les canaux.'],
      ['Kits créateurs', 'Des effets conditionnés pour les campagnes avec des créateurs.'],
      ['Rapports', 'Des chiffres d’utilisation par effet.'],
    ],
    useCases: [
      ['Stories et reels', 'Des effets que l’on partage avec ses amis.'],
      ['Lancements avec des influenceurs', 'Des effets publiés avec des créateurs.'],
    ],
    faqs: [
      [
        'Combien de temps faut-il pour créer un effet ?',
        'Généralement deux à trois semaines, validation comprise.',
      ],
    ],
  },
};
