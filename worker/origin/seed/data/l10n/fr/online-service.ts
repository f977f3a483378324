import type { ContentPage } from '../../../../../../shared/smb/content';
import { page, trialForm } from '../../helpers.ts';
import {
  featurePage,
  type OnlineService,
  type OnlineServiceText,
  type OnlineServiceUi,
  planPage,
  SERVICES,
} from '../../online-service.ts';
import type { Overlay } from '../types.ts';
import { UI as SEED_UI } from './ui.ts';

const UI: OnlineServiceUi = {
  features: 'Fonctionnalités',
  steps: 'En ligne en trois étapes',
  plansTitle: 'Voir les offres et les tarifs',
  plansDescription: 'Des offres mensuelles et annuelles, chacune avec un essai gratuit.',
  viewPlans: 'Voir les offres',
  trialTitle: 'Démarrez votre essai gratuit',
  trialDescription: 'Démarrez un essai gratuit et voyez la solution fonctionner sur votre propre catalogue.',
  planPageTitle: '{title} : offres et tarifs',
  planPageDescription: 'Choisissez l’offre adaptée à votre catalogue et à votre trafic.',
  startTrial: 'Commencer l’essai gratuit',
  contactSales: 'Contacter l’équipe commerciale',
  plans: 'Offres',
  plansNote: 'Prix en dollars américains par mois. La facturation annuelle permet d’économiser environ 20 %.',
  essential: 'Essentiel',
  essentialDescription: 'Pour les marques qui se lancent.',
  premium: 'Premium',
  premiumDescription: 'Pour les catalogues et les audiences en croissance.',
  enterprise: 'Entreprise',
  enterpriseDescription: 'Pour les marques internationales aux besoins spécifiques.',
  compare: 'Comparer les offres',
  rowTrial: 'Essai gratuit',
  rowAnalytics: 'Tableau de bord d’analyse',
  rowSupport: 'Support prioritaire',
  rowManager: 'Responsable de compte dédié',
  faq: 'Questions sur les offres',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: 'Essai virtuel de maquillage en ligne',
    promise: 'Ajoutez l’essai de maquillage en direct à votre boutique en ligne sans écrire de code.',
    features: [
      ['Toutes les catégories', 'Produits pour les lèvres, les yeux, les sourcils, les joues et le teint.'],
      [
        'Créateur de teintes',
        'Créez des teintes virtuelles à partir d’une photo de nuancier et d’une valeur hexadécimale.',
      ],
      [
        'Plugins e-commerce',
        'Installation en quelques minutes sur les plateformes e-commerce les plus répandues.',
      ],
      ['Statistiques', 'Essais, teintes favorites et ajouts au panier.'],
    ],
    steps: [
      ['Importez vos teintes', 'Ajoutez vos produits et leurs nuanciers dans la console.'],
      ['Prévisualisez', 'Vérifiez chaque teinte sur des visages d’exemple et sur vous-même.'],
      ['Publiez', 'Collez l’extrait de code ou installez le plugin, et passez en ligne.'],
    ],
    limits: {
      essential: ['Jusqu’à 50 références', '10 000 essais par mois', 'Support par e-mail'],
      premium: [
        'Jusqu’à 500 références',
        '100 000 essais par mois',
        'Looks et coffrets',
        'Support prioritaire',
      ],
      enterprise: [
        'Références illimitées',
        'Volumes sur mesure',
        'Responsable de compte dédié',
        'SSO et journaux d’audit',
      ],
    },
    faqs: [
      [
        'Puis-je changer d’offre plus tard ?',
        'Oui. Le passage à une offre supérieure s’applique immédiatement ; le passage à une offre inférieure prend effet à la prochaine date de facturation.',
      ],
      [
        'Qu’est-ce qui compte comme un essai ?',
        'Chaque ouverture du module d’essai par un visiteur, quel que soit le nombre de produits essayés.',
      ],
      [
        'Proposez-vous un essai gratuit ?',
        'Oui, 14 jours sur l’offre Essentiel ou Premium, sans carte bancaire.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Essai virtuel de lunettes en ligne',
    promise: 'Permettez à vos clients d’essayer chaque monture sur leur propre visage, en ligne.',
    features: [
      [
        'Ajustement des montures',
        'Des montures dimensionnées pour chaque visage grâce à l’estimation de l’écart pupillaire.',
      ],
      ['De la photo à la 3D', 'Créez des montures d’essai à partir de trois photos produit.'],
      ['Options de verres', 'Affichez teintes, dégradés et traitements miroir.'],
      ['Vue comparative', 'Les clients comparent jusqu’à quatre montures côte à côte.'],
    ],
    steps: [
      ['Envoyez les photos des montures', 'Des photos de face et de profil sur fond uni.'],
      ['Validez les montures 3D', 'Approuvez chaque monture générée dans la console.'],
      ['Passez en ligne', 'Ajoutez le bouton d’essai à vos pages produit.'],
    ],
    limits: {
      essential: ['Jusqu’à 50 montures', '10 000 essais par mois', 'Support par e-mail'],
      premium: ['Jusqu’à 400 montures', '100 000 essais par mois', 'Effets de verres', 'Support prioritaire'],
      enterprise: [
        'Montures illimitées',
        'Volumes sur mesure',
        'Aperçu des verres correcteurs',
        'Responsable de compte dédié',
      ],
    },
    faqs: [
      [
        'Quelle est la précision du dimensionnement des montures ?',
        'À quelques millimètres près pour la plupart des visages, lorsque le visage est entièrement visible.',
      ],
      [
        'Les clients peuvent-ils importer une photo ?',
        'Oui, la caméra en direct et l’import de photo sont tous deux pris en charge.',
      ],
      ['Combien de temps prend la création des montures ?', 'Généralement deux jours ouvrés par lot.'],
    ],
  },
  'skincare-pro': {
    title: 'Skincare Pro en ligne',
    promise: 'Une analyse de peau professionnelle par IA pour votre site web, votre spa ou votre clinique.',
    features: [
      ['Quinze problématiques', 'Taches, rides, grain de peau, pores, rougeurs, brillance et bien plus.'],
      ['Âge et santé de la peau', 'Des scores globaux que les clients comprennent en un coup d’œil.'],
      ['Création de routines', 'Associez chaque problématique à des produits ou à des soins.'],
      ['Rapports', 'Des rapports à vos couleurs par e-mail ou en PDF.'],
    ],
    steps: [
      ['Choisissez les problématiques', 'Sélectionnez celles qui correspondent à votre gamme.'],
      ['Associez vos produits', 'Reliez des produits ou des soins à chaque résultat.'],
      ['Intégrez', 'Ajoutez l’analyse à une page ou utilisez-la sur une tablette.'],
    ],
    limits: {
      essential: ['8 problématiques de peau', '2 000 analyses par mois', 'Support par e-mail'],
      premium: [
        'Les 15 problématiques',
        '20 000 analyses par mois',
        'Mode d’analyse HD',
        'Support prioritaire',
      ],
      enterprise: [
        'Problématiques sur mesure',
        'Volumes sur mesure',
        'Calibrage clinique',
        'Responsable de compte dédié',
      ],
    },
    faqs: [
      [
        'Faut-il une autorisation médicale ?',
        'Non. Skincare Pro est un outil cosmétique et ne pose aucun diagnostic médical.',
      ],
      [
        'Les résultats peuvent-ils être enregistrés ?',
        'Oui, avec le consentement du client, pour comparer les visites dans le temps.',
      ],
      [
        'Quelles langues sont prises en charge ?',
        'L’interface d’analyse est disponible dans toutes les langues du site.',
      ],
    ],
  },
  'aesthetic-simulation': {
    title: 'Simulation esthétique en ligne',
    promise: 'Montrez à vos patients des aperçus réalistes des traitements esthétiques.',
    features: [
      [
        'Bibliothèque de traitements',
        'Aperçus d’injections, de remodelage des contours et de resurfaçage de la peau.',
      ],
      ['Des réglages subtils', 'Des limites gardent les simulations réalistes.'],
      ['Avant et après', 'Vues de consultation avec curseur et côte à côte.'],
      ['Dossiers de consultation', 'Enregistrez les simulations dans le dossier du patient.'],
    ],
    steps: [
      ['Capturez', 'Prenez une photo de face sous une lumière homogène.'],
      ['Simulez', 'Ajustez les zones de traitement avec le patient.'],
      ['Enregistrez et partagez', 'Conservez le résultat et envoyez-en une copie au patient.'],
    ],
    limits: {
      essential: ['1 établissement', '300 simulations par mois', 'Support par e-mail'],
      premium: [
        'Jusqu’à 5 établissements',
        '3 000 simulations par mois',
        'Personnalisation à vos couleurs',
        'Support prioritaire',
      ],
      enterprise: [
        'Établissements illimités',
        'Volumes sur mesure',
        'Intégration au logiciel de la clinique',
        'Responsable de compte dédié',
      ],
    },
    faqs: [
      [
        'Les simulations garantissent-elles un résultat ?',
        'Non. Elles accompagnent la consultation ; les résultats varient selon les patients.',
      ],
      [
        'Où les images sont-elles stockées ?',
        'Dans la région de stockage de votre compte ; elles sont supprimées sur demande.',
      ],
      ['Pouvons-nous l’utiliser sur une tablette ?', 'Oui, sur les iPad et tablettes Android récents.'],
    ],
  },
};

const campaign: ContentPage = page(
  'L’essai de maquillage pour votre boutique, gratuit pendant 14 jours',
  'Installez l’essai de maquillage en direct sur vos pages produit dès cette semaine et mesurez son effet sur la conversion.',
  [
    {
      component: 'success-story-roi',
      title: 'Ce que constatent les marques après le lancement',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: 'x',
          conversionDescription: 'd’ajouts au panier chez les clients qui essaient',
          buttonText: 'Lire les témoignages',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: 'de retours liés à la teinte en moins',
          buttonText: 'Voir les tarifs',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: 'de temps en plus sur les pages produit',
          buttonText: 'Commencer un essai',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Déroulement de l’essai',
      steps: [
        {
          name: 'Inscrivez-vous',
          text: 'Créez un compte ; aucune carte bancaire n’est requise pour l’essai.',
          image: null,
        },
        {
          name: 'Ajoutez vos teintes',
          text: 'Importez jusqu’à 20 produits pendant l’essai.',
          image: null,
        },
        {
          name: 'Passez en ligne',
          text: 'Installez le plugin et suivez le tableau de bord.',
          image: null,
        },
      ],
    },
    trialForm('Démarrer l’essai de 14 jours', SEED_UI),
  ],
);

/** ONLINE_SERVICE_PAGE in French, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
