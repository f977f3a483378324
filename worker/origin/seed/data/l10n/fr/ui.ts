import type { SeedUi } from '../../helpers.ts';

/** The French words of the seed's templates (helpers.ts EN_UI). */
export const UI: SeedUi = {
  overview: {
    product: 'Ce que fait la solution',
    technology: 'Sous le capot',
    service: 'Notre façon de travailler avec vous',
    campaign: 'À propos de la campagne',
  },
  benefits: {
    product: 'Ce que vous obtenez',
    technology: 'Ce que la technologie rend possible',
    service: 'Ce qui est inclus',
    campaign: 'Pourquoi cela fonctionne',
  },
  stepsTitle: {
    product: 'Comment ça marche',
    technology: 'Comment ça marche',
    service: 'Déroulement d’un projet',
    campaign: 'Comment la lancer',
  },
  steps: {
    product: [
      [
        'Partagez votre catalogue',
        'Envoyez vos données produit ou vos nuanciers : nous les transformons en produits virtuels.',
      ],
      [
        'Ajoutez-la à vos pages',
        'Collez le module web ou utilisez les SDK iOS et Android dans votre application.',
      ],
      [
        'Lancez et mesurez',
        'Vos clients essaient les produits sur leur propre visage ; le tableau de bord affiche l’engagement et les ventes.',
      ],
    ],
    technology: [
      [
        'Capture',
        'La caméra d’un téléphone, d’un ordinateur portable ou d’un miroir connecté fournit les images, sans matériel spécifique.',
      ],
      [
        'Compréhension',
        'Nos modèles analysent le visage, la main ou les cheveux à chaque image, sur l’appareil lorsque c’est possible.',
      ],
      [
        'Rendu ou résultats',
        'Le résultat s’affiche en temps réel ou est renvoyé sous forme de scores exploitables par votre produit.',
      ],
    ],
    service: [
      [
        'Appel de découverte',
        'Nous découvrons vos objectifs, vos canaux et vos marchés, et définissons ensemble les critères de réussite.',
      ],
      [
        'Conception et validation',
        'Notre équipe prépare l’expérience et vous la validez sur vos propres appareils.',
      ],
      [
        'Lancement et amélioration',
        'Nous la mettons en ligne ensemble et analysons les chiffres avec vous chaque mois.',
      ],
    ],
    campaign: [
      ['Choisissez les produits', 'Sélectionnez les teintes ou les articles à mettre en avant.'],
      [
        'Personnalisez la page',
        'Nous appliquons vos couleurs, vos textes et vos dates de lancement à une mise en page éprouvée.',
      ],
      [
        'Diffusez et suivez',
        'Partagez le lien dans vos publicités et sur les réseaux sociaux, et suivez les résultats en direct.',
      ],
    ],
  },
  useCasesTitle: 'Cas d’usage',
  proofTitle: 'Ce que constatent les marques',
  proof: {
    product: [
      ['2,5x', 'plus d’ajouts au panier chez les clients qui essaient'],
      ['30 %', 'de retours en moins sur les produits essayés'],
      ['3 min', 'de plus passées sur les pages produit'],
    ],
    technology: [
      ['1 000+', 'marques utilisent le même moteur'],
      ['30 ips', 'de suivi en direct sur les téléphones milieu de gamme'],
      ['9', 'langues prises en charge par les outils associés'],
    ],
    service: [
      ['2 à 6 sem.', 'entre le lancement du projet et la mise en ligne'],
      ['24 h', 'de délai de réponse le jour du lancement'],
      ['40+', 'marchés servis par nos équipes'],
    ],
    campaign: [
      ['5 jours', 'du brief à la page de campagne en ligne'],
      ['2x', 'plus de vues produit pendant la campagne'],
      ['100 %', 'des résultats visibles dans votre tableau de bord'],
    ],
  },
  faqTitle: 'Questions fréquentes',
  commonFaqs: {
    product: [
      [
        'Combien de temps prend l’intégration ?',
        'La plupart des marques sont en ligne en deux à six semaines : le module web tient en un script, et notre équipe associe votre catalogue avec vous.',
      ],
      [
        'Que deviennent les images de la caméra de vos clients ?',
        'Les images sont traitées uniquement pour afficher l’effet et ne sont pas conservées, sauf si le client enregistre un résultat. Notre politique de confidentialité donne tous les détails.',
      ],
    ],
    technology: [
      [
        'Pouvons-nous l’utiliser dans notre propre application ?',
        'Oui. Le même moteur est disponible sous licence en modules web, en SDK iOS et Android et en API serveur.',
      ],
      [
        'Où le traitement est-il effectué ?',
        'Sur l’appareil du client chaque fois que possible ; le traitement serveur n’est utilisé que pour les fonctions qui en ont besoin et ne conserve rien par défaut.',
      ],
    ],
    service: [
      [
        'À qui appartiennent les contenus et les données ?',
        'À vous. Les contenus créés pour vous et les données générées par vos clients appartiennent à votre marque ; nous ne les traitons que sur vos instructions.',
      ],
      [
        'Comment le service est-il facturé ?',
        'Selon le périmètre : après l’appel de découverte, vous recevez un devis forfaitaire pour la réalisation et un forfait mensuel pour l’exploitation.',
      ],
    ],
    campaign: [
      [
        'En combien de temps une campagne peut-elle être mise en ligne ?',
        'Une campagne basée sur un modèle prêt à l’emploi est généralement en ligne dans la semaine qui suit la réception de vos produits et visuels.',
      ],
      [
        'Pouvons-nous mesurer les résultats ?',
        'Oui. Les vues, les essais, les contacts recueillis et les clics vers votre boutique sont suivis en direct dans le tableau de bord.',
      ],
    ],
  },
  relatedTitle: {
    product: 'Produits associés',
    technology: 'Technologies associées',
    service: 'Services associés',
    campaign: 'Autres campagnes',
  },
  contactSales: 'Contacter l’équipe commerciale',
  salesFormTitle: '{title} pour vos clients',
  salesFormDescription: 'Parlez-nous de votre marque : un spécialiste vous répondra sous un jour ouvré.',
  trialFormTitle: '{title} : essai gratuit',
  trialFormDescription:
    'Démarrez un essai gratuit et voyez la solution fonctionner sur votre propre catalogue.',
  talkTitle: '{title} : parlons-en',
  talkDescription: 'Notre équipe solutions l’adaptera à vos canaux, à vos marchés et à votre catalogue.',
  featureStepsTitle: '{title} : mode d’emploi',
  featureFaqTitle: 'Questions',
  featureCtaTitle: '{title} : essayez gratuitement',
  featureCtaDescription: 'Disponible dans les applis {{brand}} sur iOS et Android.',
  getTheApp: 'Télécharger l’appli',
  appHighlights: 'Points forts',
  appDownload: 'Télécharger gratuitement',
  appFeaturesTitle: 'Outils populaires de {title}',
};
