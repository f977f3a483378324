import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** TECHNOLOGY_PAGE in French, by slug (data/solutions.ts). */
export const TECHNOLOGIES: Overlay<BriefText> = {
  'face-ai': {
    title: 'Face AI',
    promise: 'Le moteur d’analyse du visage au cœur de chaque expérience {{brand}}.',
    detail:
      'Face AI réunit détection, points clés denses, lecture des caractéristiques et analyse de peau dans une même famille de modèles, optimisée pour la beauté : lèvres, cils et sourcils sont suivis avec une précision inférieure au pixel.',
    benefits: [
      [
        'Une précision de niveau beauté',
        'Des points clés ajustés au contour des lèvres, à la ligne des cils et à l’arc des sourcils.',
      ],
      [
        'Un entraînement inclusif',
        'Entraîné sur tous les âges, toutes les carnations et toutes les conditions d’éclairage.',
      ],
      ['Fonctionne partout', 'Web, iOS, Android et API serveur partagent le même cœur.'],
    ],
    useCases: [
      [
        'Produits d’essai virtuel',
        'Chaque essai {{brand}} commence par Face AI, qui repère et suit le visage.',
      ],
      [
        'Produits d’analyse',
        'Les lectures de peau, de forme du visage et des traits partagent le même cœur.',
      ],
    ],
    faqs: [
      [
        'Face AI identifie-t-il les personnes ?',
        'Non. Il lit les traits pour le conseil de style et n’identifie jamais personne.',
      ],
    ],
  },
  'live-3d-face-ar': {
    title: 'Live 3D Face AR',
    promise:
      'Un maillage 3D du visage en direct qui maintient les produits virtuels en place quand la personne bouge.',
    detail:
      'Le maillage 3D estime la position de la tête et l’expression à chaque image : les lunettes restent sur l’arête du nez et le rouge à lèvres suit un sourire sans glisser.',
    benefits: [
      ['Stable sous tous les angles', 'Le suivi tient lors des rotations et inclinaisons de la tête.'],
      ['Attentif aux expressions', 'Clignements, sourires et paroles sont suivis naturellement.'],
      ['Efficace', 'Une fréquence d’images fluide sur les téléphones milieu de gamme.'],
    ],
    useCases: [
      ['Lunettes', 'Les montures restent sur l’arête du nez quand la tête tourne.'],
      ['Effets vidéo', 'Maquillage et accessoires suivent naturellement les expressions.'],
    ],
    faqs: [['Faut-il une caméra de profondeur ?', 'Non. Il fonctionne avec une caméra RVB standard.']],
  },
  'makeup-ar': {
    title: 'Makeup AR',
    promise: 'Le moteur de rendu qui donne au maquillage virtuel l’aspect de la vraie formule.',
    detail:
      'Makeup AR modélise le pigment, le fini et la superposition : un gloss transparent sur un crayon mat ne ressemble ni à l’un ni à l’autre seul, exactement comme dans un miroir.',
    benefits: [
      ['Modélisation des finis', 'Mat, satiné, brillant, irisé et métallisé.'],
      ['Superposition', 'Les produits se combinent comme les vrais.'],
      ['Adapté à l’éclairage', 'Les couleurs restent fidèles sous une lumière chaude ou froide.'],
    ],
    useCases: [
      ['Bibliothèques de teintes de marque', 'Chaque teinte est rendue à partir de nuanciers mesurés.'],
      ['Création de looks', 'Les produits superposés se comportent comme du vrai maquillage.'],
    ],
    faqs: [
      [
        'Comment les teintes sont-elles créées ?',
        'À partir de nuanciers physiques mesurés sous une lumière contrôlée.',
      ],
    ],
  },
  'skincare-ar': {
    title: 'Skincare AR',
    promise: 'L’analyse et l’émulation de la peau sur le flux d’une caméra en direct.',
    detail:
      'Skincare AR évalue les problématiques en temps réel, les superpose au visage en direct puis simule les améliorations : une analyse devient une conversation sur les routines.',
    benefits: [
      ['Superpositions en direct', 'Les problématiques sont mises en évidence sur le visage en mouvement.'],
      ['Photos HD', 'Passez à une capture haute résolution pour plus de détails.'],
      ['Émulation', 'Montrez l’amélioration attendue dans le temps.'],
    ],
    useCases: [
      ['Consultations peau', 'Les problématiques s’affichent en direct sur le visage du client.'],
      ['Pédagogie produit', 'L’émulation montre les améliorations attendues.'],
    ],
    faqs: [
      ['Faut-il un éclairage spécial ?', 'Non, même si une lumière frontale homogène améliore la cohérence.'],
    ],
  },
  'agile-face': {
    title: 'Agile Face',
    promise: 'Un suivi du visage léger pour les appareils peu puissants et les caméras intégrées aux applis.',
    detail:
      'Agile Face sacrifie un peu de densité de maillage au profit de la vitesse, pour que l’essai reste réactif dans les applis sociales, les mini-programmes et les téléphones plus anciens.',
    benefits: [
      ['Empreinte réduite', 'Un modèle compact qui se charge vite.'],
      ['Économe en batterie', 'Une consommation réduite pour les longues sessions.'],
      ['La même API', 'Passez du suivi Agile au suivi complet avec un seul paramètre.'],
    ],
    useCases: [
      ['Caméras intégrées aux applis', 'Des effets visage sur des appareils peu puissants.'],
      ['Miroirs connectés', 'Un suivi stable sur du matériel embarqué.'],
    ],
    faqs: [
      [
        'Quand choisir Agile Face ?',
        'Pour les mini-programmes, les vues web et les appareils d’entrée de gamme.',
      ],
    ],
  },
  'agile-hand-tracking': {
    title: 'Agile Hand Tracking',
    promise:
      'Un suivi rapide de la main, des doigts et du poignet pour les ongles, les bagues et les montres.',
    detail:
      'Le suivi de la main estime en temps réel les articulations des doigts et la position du poignet : c’est la base de l’essai de vernis, de bagues et de bracelets, et de la mesure du poignet.',
    benefits: [
      ['Le détail de chaque doigt', 'Chaque doigt et chaque ongle sont suivis séparément.'],
      ['Position du poignet', 'Un angle précis pour les montres et les bracelets.'],
      ['Mesures', 'Estime la taille de bague et le tour de poignet sur mobile.'],
    ],
    useCases: [
      ['Vernis à ongles', 'Le vernis reste sur chaque ongle quand les doigts bougent.'],
      ['Bagues et montres', 'Les bijoux se placent sur le bon doigt et au bon poignet.'],
    ],
    faqs: [
      [
        'Fonctionne-t-il avec les deux mains ?',
        'Oui, main gauche ou droite, paume vers le haut ou vers le bas.',
      ],
    ],
  },
  'face-detection-tracking': {
    title: 'Détection et suivi du visage',
    promise: 'Repérer les visages rapidement et les suivre en douceur d’une image à l’autre.',
    detail:
      'La détection localise les visages en quelques millisecondes ; le suivi maintient ensuite les points clés stables entre les images, ce qui empêche les produits virtuels de trembler.',
    benefits: [
      ['Faible latence', 'Les visages sont repérés en quelques millisecondes.'],
      ['Contrôle des tremblements', 'Un lissage temporel garde les produits stables.'],
      ['Robuste', 'Fonctionne avec des lunettes, des masques et une occultation partielle.'],
    ],
    useCases: [
      ['Vidéo en direct', 'Un suivi fluide, sans tremblement, pour les effets.'],
      ['Retouche photo', 'Une détection rapide pour les outils de retouche.'],
    ],
    faqs: [
      ['Peut-il suivre plusieurs visages ?', 'Oui, plusieurs visages peuvent être suivis simultanément.'],
    ],
  },
  'generative-ai': {
    title: 'IA générative pour la beauté',
    promise: 'Des modèles génératifs qui créent des looks, des coiffures et des visuels produit.',
    detail:
      'Nos modèles génératifs sont entraînés pour des tâches beauté : transférer un look, générer une coiffure ou produire des visuels produit fidèles aux teintes réelles.',
    benefits: [
      ['Fidélité des teintes', 'Les images générées respectent les couleurs réelles des produits.'],
      ['Garde-fous', 'Des filtres empêchent les résultats trompeurs ou inappropriés.'],
      ['API et applis', 'Disponible via l’API IA et la boutique de démonstration.'],
    ],
    useCases: [
      ['Des looks à partir d’une description', 'Les clients décrivent un look et l’essaient.'],
      ['Visuels produit', 'Créez des visuels de campagne à partir de vos données produit.'],
    ],
    faqs: [
      [
        'Les images générées sont-elles signalées ?',
        'Oui, les résultats peuvent porter une mention visible et des métadonnées.',
      ],
    ],
  },
  'hair-ai': {
    title: 'Hair AI',
    promise: 'La segmentation et l’analyse des cheveux pour la couleur, le style et le soin.',
    detail:
      'Hair AI sépare les cheveux de l’arrière-plan et du visage à l’échelle de la mèche, puis mesure la longueur, la densité, le type et les frisottis pour alimenter l’essai et les conseils de soin.',
    benefits: [
      ['Un masque à la mèche près', 'Des contours nets, même avec des cheveux rebelles.'],
      ['Quatre analyses', 'Longueur, densité, type et frisottis.'],
      ['Prêt pour la couleur', 'Le même masque alimente la coloration en direct.'],
    ],
    useCases: [
      ['Coloration', 'Une segmentation qui préserve la brillance naturelle.'],
      ['Analyse capillaire', 'Longueur, type et frisottis à partir d’une photo.'],
    ],
    faqs: [
      ['Fonctionne-t-il sur les tresses et les locks ?', 'Oui, ils font partie des données d’entraînement.'],
    ],
  },
};
