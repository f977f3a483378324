import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CAMPAIGN_PAGE in French, by slug (data/solutions.ts). */
export const CAMPAIGNS: Overlay<BriefText> = {
  smb: {
    title: 'L’essai virtuel pour les marques en croissance',
    promise: 'Des offres en libre-service pour proposer l’essai sur votre boutique dès cette semaine.',
    detail:
      'Les marques indépendantes et en croissance peuvent importer leurs teintes, copier une ligne de code et se lancer sans rendez-vous commercial, puis changer d’offre à mesure qu’elles grandissent.',
    benefits: [
      ['Mise en place autonome', 'Importez, prévisualisez et publiez vous-même.'],
      ['Offres mensuelles', 'Commencez petit et résiliez à tout moment.'],
      ['Plugins e-commerce', 'Prêt pour les plateformes de boutique en ligne les plus répandues.'],
    ],
    useCases: [
      ['Marques indépendantes', 'L’essai sans cycle de vente.'],
      ['Boutiques en croissance', 'Commencez avec quelques teintes et ajoutez-en d’autres plus tard.'],
    ],
    faqs: [['Y a-t-il un essai gratuit ?', 'Oui, chaque offre commence par un essai gratuit.']],
  },
  'ai-skin-diagnostic': {
    title: 'Campagne diagnostic de peau',
    promise: 'Lancez une analyse de peau par IA sur votre site en quelques jours.',
    detail:
      'Une page de campagne prête à l’emploi avec analyse de peau, création de routine et étape de collecte d’e-mail, conçue pour les lancements saisonniers en soin.',
    benefits: [
      ['Page prête à l’emploi', 'Une mise en page éprouvée, aux couleurs de votre marque.'],
      ['Collecte de contacts', 'Une étape facultative de saisie d’e-mail avant les résultats.'],
      ['Création de routines', 'Les résultats renvoient vers vos produits.'],
    ],
    useCases: [
      ['Lancements saisonniers en soin', 'Une page de campagne prête pour la nouvelle saison.'],
      ['Génération de contacts', 'Les résultats envoyés par e-mail après inscription.'],
    ],
    faqs: [
      [
        'Pouvons-nous la proposer pour une durée limitée ?',
        'Oui, les campagnes peuvent avoir une date de début et une date de fin.',
      ],
    ],
  },
  'skin-diagnostic': {
    title: 'L’analyse de peau à chaque comptoir',
    promise: 'La même analyse de peau en magasin et en ligne.',
    detail:
      'Un même modèle de peau pour le web et le comptoir : les clients obtiennent le même score où qu’ils fassent l’analyse, et les conseillers voient les résultats en ligne lors de leur visite.',
    benefits: [
      ['Des scores omnicanaux', 'Des résultats cohérents en magasin et en ligne.'],
      ['Vue conseiller', 'Les conseillers consultent les analyses précédentes avec consentement.'],
      ['Suivi des progrès', 'Les clients comparent leurs analyses dans le temps.'],
    ],
    useCases: [
      ['Marques omnicanales', 'Le même score en ligne et au comptoir.'],
      ['Programmes de fidélité', 'Les membres suivent l’évolution de leur peau.'],
    ],
    faqs: [
      [
        'Les résultats sont-ils synchronisés entre les canaux ?',
        'Oui, avec le consentement du client et via votre système de comptes.',
      ],
    ],
  },
  vto: {
    title: 'Campagne d’essai virtuel',
    promise: 'Aidez vos clients à choisir en toute confiance, sur tous les appareils.',
    detail:
      'L’essai de maquillage, de lunettes et d’accessoires réuni pour une campagne saisonnière, avec une page d’atterrissage et un tableau de bord de suivi.',
    benefits: [
      ['Multicatégorie', 'Maquillage, lunettes et accessoires réunis.'],
      ['Page de campagne', 'Une page d’atterrissage que vous pouvez personnaliser.'],
      ['Rapports', 'Essais, partages et ajouts au panier en une seule vue.'],
    ],
    useCases: [
      ['Pages produit', 'L’essai sur chaque produit.'],
      ['Publicités', 'Des liens d’essai dans vos publicités.'],
    ],
    faqs: [
      [
        'En combien de temps une campagne peut-elle être en ligne ?',
        'Avec des teintes existantes, en une semaine environ.',
      ],
    ],
  },
  'vto-v1': {
    title: 'Essayer avant d’acheter',
    promise: 'L’expérience d’essai classique, désormais plus rapide sur mobile.',
    detail:
      'Un parcours d’essai simplifié avec une vue caméra plus grande, un changement de teinte rapide et un bouton d’ajout au panier toujours visible sur les petits écrans.',
    benefits: [
      ['Mobile d’abord', 'Conçu pour une utilisation à une main.'],
      ['Changement rapide', 'Passez d’une teinte à l’autre d’un glissement.'],
      ['Panier toujours visible', 'Ajoutez au panier sans quitter la caméra.'],
    ],
    useCases: [
      ['Clients sur mobile', 'Un essai plus rapide sur téléphone.'],
      ['Intégrations existantes', 'Conservez l’expérience classique, en plus rapide.'],
    ],
    faqs: [
      [
        'Remplace-t-il notre essai existant ?',
        'Il s’agit d’une option de mise en page ; vos teintes restent les mêmes.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Campagne maquillage virtuel',
    promise: 'Des looks de saison que vos clients essaient d’un geste.',
    detail:
      'Composez une sélection de looks pour un lancement ou les fêtes, chacun associant plusieurs de vos produits, prêts à être essayés et achetés en coffret.',
    benefits: [
      ['Des looks sélectionnés', 'Des ensembles imaginés par vos maquilleurs.'],
      ['Achat du look complet', 'Ajoutez un look entier au panier.'],
      ['Partageable', 'Les clients partagent leur look préféré.'],
    ],
    useCases: [
      ['Looks de saison', 'Des looks prêts à essayer et à acheter.'],
      ['Guides cadeaux', 'L’essai pour les coffrets cadeaux.'],
    ],
    faqs: [
      [
        'Combien de looks une campagne peut-elle contenir ?',
        'Autant que vous le souhaitez ; six à douze fonctionnent bien.',
      ],
    ],
  },
  'skincare-pro-aesthetic-simulation': {
    title: 'Skincare Pro : simulation esthétique',
    promise: 'Des consultations visuelles pour les cliniques esthétiques, dès la première visite.',
    detail:
      'Les cliniques associent l’analyse de peau à des simulations de traitement pour discuter des options avec leurs patients, les images étant enregistrées dans le dossier de consultation.',
    benefits: [
      ['Aperçus de traitements', 'Simulez les résultats des traitements courants.'],
      ['Dossiers patients', 'Enregistrez les images dans chaque consultation.'],
      ['Aux couleurs de la clinique', 'Votre logo et vos couleurs sur l’ensemble du parcours.'],
    ],
    useCases: [
      ['Cliniques esthétiques', 'Des consultations visuelles dès la première visite.'],
      ['Planification des traitements', 'Des simulations pour discuter des options.'],
    ],
    faqs: [
      [
        'Convient-il à des allégations médicales ?',
        'Il accompagne les consultations et ne formule aucune allégation médicale.',
      ],
    ],
  },
  'skincare-pro-skin-analysis': {
    title: 'Skincare Pro : analyse de peau',
    promise: 'Une analyse de peau professionnelle pour les spas, les cliniques et les comptoirs.',
    detail:
      'Skincare Pro fonctionne sur tablette, évalue chaque problématique, compare les visites dans le temps et produit un rapport à vos couleurs pour le client.',
    benefits: [
      ['Historique des visites', 'Comparez les analyses d’une visite à l’autre.'],
      ['Rapports personnalisés', 'Des rapports PDF et par e-mail à votre image.'],
      ['Multisite', 'Gérez plusieurs établissements depuis un seul compte.'],
    ],
    useCases: [
      ['Spas', 'Une analyse avant chaque soin.'],
      ['Cliniques', 'Suivez les progrès entre les visites.'],
    ],
    faqs: [
      [
        'Quelles tablettes sont prises en charge ?',
        'Les iPad récents et les tablettes Android équipées d’une caméra frontale.',
      ],
    ],
  },
  'holiday-looks': {
    title: 'Campagne looks de fêtes',
    promise: 'Des looks festifs pour la saison des cadeaux, prêts à essayer et à acheter.',
    detail:
      'Un modèle pour les fêtes avec des finis scintillants, des coffrets cadeaux et une bannière de compte à rebours, conçu pour absorber le trafic des pics de saison.',
    benefits: [
      ['Finis scintillants', 'Effets pailletés et métallisés pour les looks de soirée.'],
      ['Coffrets cadeaux', 'Associez les looks à des coffrets cadeaux.'],
      ['Prêt pour les pics', 'S’adapte aux semaines les plus chargées de l’année.'],
    ],
    useCases: [
      ['Saison des cadeaux', 'Des looks festifs à essayer et à acheter.'],
      ['Looks de soirée', 'Des looks audacieux pour les fêtes.'],
    ],
    faqs: [
      [
        'Pouvons-nous programmer la campagne ?',
        'Oui, définissez les dates de début et de fin dans la console.',
      ],
    ],
  },
};
