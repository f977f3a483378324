import type { FeatureText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_FEATURE in French, by slug (data/consumer.ts FEATURE_BRIEFS); titles as in locales/fr/consumer.json. */
export const FEATURES: Overlay<FeatureText> = {
  'ai-video-editor': {
    title: 'Éditeur vidéo IA',
    promise: 'Montez vos clips avec une IA qui coupe, retouche et sous-titre pour vous.',
    steps: [
      [
        'Importez un clip',
        'Ouvrez l’appli, touchez Nouveau projet et choisissez dans votre galerie un clip de dix minutes maximum.',
      ],
      [
        'Choisissez un montage IA',
        'Choisissez coupe automatique, retouche ou sous-titres : l’IA applique le montage à tout le clip en quelques secondes.',
      ],
      [
        'Exportez en HD',
        'Prévisualisez le résultat, puis exportez en 1080p et partagez-le directement sur votre plateforme préférée.',
      ],
    ],
    faqs: [['Y a-t-il une limite de durée ?', 'Les clips jusqu’à dix minutes sont pris en charge.']],
  },
  'ai-photo-fixer': {
    title: 'Réparation photo IA',
    promise: 'Sauvez vos photos floues, sombres ou bruitées d’un simple geste.',
    steps: [
      [
        'Ouvrez une photo',
        'Choisissez une photo floue, sombre ou bruitée dans votre galerie, ou prenez-en une nouvelle.',
      ],
      [
        'Touchez Réparer',
        'Un seul geste suffit pour renforcer les détails, éclaircir les ombres et supprimer le bruit.',
      ],
      [
        'Comparez et enregistrez',
        'Faites glisser le séparateur pour comparer avant et après, puis enregistrez une copie ; l’original reste intact.',
      ],
    ],
    faqs: [
      [
        'Cela fonctionne-t-il sur de vieux scans ?',
        'Oui, le bruit est réduit et les détails des tirages numérisés sont restaurés.',
      ],
    ],
  },
  'remove-object-from-photo': {
    title: 'Supprimer des objets',
    promise: 'Effacez passants, câbles et désordre sans laisser de trace.',
    steps: [
      [
        'Passez le pinceau sur l’objet',
        'Peignez la personne, le câble ou le désordre à faire disparaître ; zoomez pour les petits détails.',
      ],
      [
        'Laissez l’IA combler le vide',
        'L’IA reconstruit la zone à partir de la scène environnante pour que textures et lumière se prolongent naturellement.',
      ],
      [
        'Enregistrez la photo nettoyée',
        'Vérifiez les contours, annulez ou repeignez si besoin, puis enregistrez la photo en pleine résolution.',
      ],
    ],
    faqs: [
      [
        'L’arrière-plan aura-t-il l’air naturel ?',
        'Le remplissage est généré à partir de la scène environnante pour se fondre dans l’image.',
      ],
    ],
  },
  'ai-face-swap': {
    title: 'Échange de visage IA',
    promise: 'Échangez des visages pour vous amuser entre vos propres photos.',
    steps: [
      [
        'Choisissez deux photos',
        'Sélectionnez une photo avec le visage à déplacer et une seconde photo qui le recevra.',
      ],
      [
        'Confirmez les visages',
        'L’appli repère les visages trouvés ; s’il y en a plusieurs, touchez la paire à échanger.',
      ],
      [
        'Partagez le résultat',
        'Enregistrez ou partagez la photo ; n’utilisez que des photos de personnes qui ont donné leur accord.',
      ],
    ],
    faqs: [
      [
        'Puis-je utiliser des photos d’autres personnes ?',
        'Uniquement avec leur consentement ; tout usage abusif enfreint nos conditions.',
      ],
    ],
  },
  'ai-photo-enhancer': {
    title: 'Amélioration photo IA',
    promise: 'Des détails plus nets et des couleurs ravivées, automatiquement.',
    steps: [
      ['Importez une photo', 'Choisissez dans votre galerie une photo en basse résolution ou compressée.'],
      [
        'Choisissez l’intensité',
        'Optez pour une amélioration légère, moyenne ou forte selon les détails dont la photo a besoin.',
      ],
      [
        'Téléchargez',
        'Enregistrez la version plus nette et agrandie, jusqu’à quatre fois la taille d’origine.',
      ],
    ],
    faqs: [['La résolution augmente-t-elle ?', 'Oui, jusqu’à quatre fois la taille d’origine.']],
  },
  'hair-color-changer': {
    title: 'Changer de couleur de cheveux',
    promise: 'Essayez de nouvelles couleurs de cheveux sur votre photo ou en direct.',
    steps: [
      [
        'Prenez un selfie',
        'Utilisez la caméra frontale avec une bonne lumière, ou ouvrez un portrait existant.',
      ],
      [
        'Choisissez une nuance',
        'Parcourez les tons naturels, pastel et vifs, ou essayez l’ombré et les mèches.',
      ],
      [
        'Réglez l’intensité',
        'Faites glisser pour adoucir ou renforcer la couleur jusqu’au bon résultat, puis enregistrez le look.',
      ],
    ],
    faqs: [['Puis-je essayer deux tons ?', 'Oui, l’ombré et les mèches sont inclus.']],
  },
  'teeth-whitening': {
    title: 'Blanchiment des dents',
    promise: 'Illuminez votre sourire en photo, naturellement.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez une photo où le sourire est bien visible.'],
      [
        'Touchez Blanchir',
        'L’appli repère automatiquement les dents et les éclaircit sans toucher aux lèvres ni à la peau.',
      ],
      ['Réglez le niveau', 'Choisissez un niveau plus faible pour un résultat naturel, puis enregistrez.'],
    ],
    faqs: [['Est-ce que ça fera artificiel ?', 'Une limite naturelle garde des dents réalistes.']],
  },
  'ai-headshot-generator': {
    title: 'Portraits pro IA',
    promise: 'Des portraits professionnels à partir de quelques selfies du quotidien.',
    steps: [
      [
        'Importez des selfies',
        'Ajoutez six à dix selfies sous différents angles et avec une lumière homogène.',
      ],
      [
        'Choisissez un style',
        'Choisissez un style, par exemple corporate, créatif ou décontracté, avec arrière-plans et tenues assortis.',
      ],
      ['Gardez vos préférés', 'Parcourez les portraits générés et gardez ceux qui vous ressemblent le plus.'],
    ],
    faqs: [['Combien de selfies faut-il ?', 'Une dizaine de selfies nets donnent les meilleurs résultats.']],
  },
  'photo-collage-maker': {
    title: 'Créateur de collages',
    promise: 'Assemblez vos photos en mises en page, grilles et stories.',
    steps: [
      [
        'Sélectionnez vos photos',
        'Choisissez jusqu’à neuf photos dans votre galerie, dans l’ordre de votre choix.',
      ],
      [
        'Choisissez une mise en page',
        'Optez pour une grille, une disposition libre ou un style magazine ; faites glisser les photos pour les échanger.',
      ],
      [
        'Ajoutez texte et stickers',
        'Ajoutez légendes, stickers et couleur de fond, puis enregistrez ou partagez le collage.',
      ],
    ],
    faqs: [['Combien de photos peut-on mettre ?', 'Jusqu’à vingt photos par collage.']],
  },
  'makeup-editor': {
    title: 'Éditeur de maquillage',
    promise: 'Ajoutez rouge à lèvres, blush, cils et plus encore à n’importe quel portrait.',
    steps: [
      ['Ouvrez un portrait', 'Ouvrez un portrait où le visage regarde l’objectif.'],
      [
        'Choisissez vos produits',
        'Appliquez rouge à lèvres, fond de teint, blush, fard à paupières et cils un par un ou en look complet.',
      ],
      [
        'Estompez et enregistrez',
        'Réglez l’intensité de chaque produit pour qu’il se fonde avec votre peau, puis enregistrez.',
      ],
    ],
    faqs: [
      [
        'Puis-je enregistrer mon look ?',
        'Oui, les looks enregistrés peuvent être appliqués à de nouvelles photos.',
      ],
    ],
  },
  'face-editor': {
    title: 'Éditeur de visage',
    promise: 'Des retouches subtiles des traits, du sourire et de l’angle.',
    steps: [
      ['Ouvrez un portrait', 'Ouvrez un portrait net depuis votre galerie.'],
      [
        'Ajustez un trait',
        'Choisissez les yeux, le nez, les lèvres ou la forme du visage et déplacez le curseur par petites touches.',
      ],
      [
        'Comparez avant et après',
        'Maintenez le bouton de comparaison pour vérifier que vous vous ressemblez toujours, puis enregistrez.',
      ],
    ],
    faqs: [
      ['Les modifications sont-elles réversibles ?', 'Chaque retouche peut être annulée à tout moment.'],
    ],
  },
  'text-to-image-ai': {
    title: 'Texte en image',
    promise: 'Décrivez une scène et regardez-la apparaître.',
    steps: [
      [
        'Saisissez une description',
        'Décrivez en une phrase l’image souhaitée, par exemple un chat qui lit dans un café ensoleillé.',
      ],
      ['Choisissez un style', 'Choisissez un style : photo, aquarelle, anime ou 3D.'],
      [
        'Générez et affinez',
        'Générez quatre versions, affinez la description si besoin et enregistrez votre préférée.',
      ],
    ],
    faqs: [
      [
        'À qui appartiennent les images ?',
        'Vous pouvez utiliser les images que vous créez dans le cadre de nos conditions.',
      ],
    ],
  },
  'blur-images': {
    title: 'Flouter les images',
    promise: 'Floutez arrière-plans, visages ou détails en quelques coups de pinceau.',
    steps: [
      ['Ouvrez une photo', 'Choisissez la photo à adoucir.'],
      [
        'Choisissez quoi flouter',
        'Floutez l’arrière-plan pour un effet portrait, ou passez le pinceau sur les visages et les plaques d’immatriculation pour les masquer.',
      ],
      ['Réglez l’intensité', 'Choisissez la force du flou et enregistrez le résultat.'],
    ],
    faqs: [
      [
        'Puis-je flouter des visages pour préserver l’anonymat ?',
        'Oui, la détection automatique repère rapidement les visages à flouter.',
      ],
    ],
  },
  'background-remover': {
    title: 'Supprimer l’arrière-plan',
    promise: 'Détourez personnes et produits proprement.',
    steps: [
      ['Importez une photo', 'Choisissez la photo d’une personne, d’un animal ou d’un produit.'],
      [
        'Patientez un instant',
        'L’IA détoure le sujet en quelques secondes, cheveux et contours flous compris.',
      ],
      [
        'Téléchargez un PNG transparent',
        'Enregistrez le détourage en PNG transparent ou placez-le sur un nouvel arrière-plan.',
      ],
    ],
    faqs: [['Les cheveux sont-ils bien gérés ?', 'Oui, les contours des cheveux restent fins.']],
  },
  'ai-image-extender': {
    title: 'Extension d’image IA',
    promise: 'Prolongez une photo au-delà de ses bords.',
    steps: [
      ['Ouvrez une photo', 'Ouvrez la photo qui vous semble trop serrée.'],
      [
        'Étirez le cadre',
        'Faites glisser le cadre vers l’extérieur ou choisissez un format comme 16:9 ou 9:16.',
      ],
      [
        'Générez la nouvelle zone',
        'L’IA peint la zone manquante en accord avec la scène ; relancez pour obtenir une autre version.',
      ],
    ],
    faqs: [
      [
        'Jusqu’à quelle taille puis-je agrandir ?',
        'N’importe quel format, jusqu’à deux fois la taille d’origine.',
      ],
    ],
  },
  'skin-smoothing': {
    title: 'Lissage de la peau',
    promise: 'Unifiez la peau tout en préservant son grain.',
    steps: [
      ['Ouvrez un portrait', 'Ouvrez un portrait ou prenez un selfie.'],
      [
        'Réglez le lissage',
        'Choisissez un niveau de lissage ; aux niveaux faibles, pores et grain restent visibles pour un rendu naturel.',
      ],
      ['Enregistrez', 'Comparez avec l’original et enregistrez.'],
    ],
    faqs: [
      [
        'Les pores vont-ils disparaître ?',
        'Non, le grain de peau est préservé pour que la peau reste réaliste.',
      ],
    ],
  },
  'ai-hairstyle-try-on': {
    title: 'Essai de coiffures',
    promise: 'Voyez-vous avec une nouvelle coupe avant d’aller au salon.',
    steps: [
      ['Prenez un selfie', 'Prenez un selfie en dégageant les cheveux de votre visage.'],
      [
        'Parcourez les styles',
        'Essayez carrés, dégradés, franges, boucles et chignons sur votre propre visage.',
      ],
      [
        'Enregistrez vos favoris',
        'Enregistrez les styles qui vous plaisent et montrez-les à votre coiffeur.',
      ],
    ],
    faqs: [['Les franges sont-elles incluses ?', 'Oui, avec plusieurs styles de frange.']],
  },
  'video-retouch': {
    title: 'Retouche vidéo',
    promise: 'Lissez la peau et ajoutez du maquillage sur tout un clip.',
    steps: [
      ['Importez une vidéo', 'Choisissez un clip dans votre galerie.'],
      [
        'Choisissez les outils de retouche',
        'Appliquez lissage, remodelage ou maquillage ; les effets suivent le visage à chaque image.',
      ],
      ['Exportez', 'Prévisualisez le clip et exportez-le dans sa qualité d’origine.'],
    ],
    faqs: [
      ['Les effets suivent-ils les mouvements ?', 'Oui, les effets suivent votre visage à chaque image.'],
    ],
  },
  'video-enhancer': {
    title: 'Amélioration vidéo',
    promise: 'Rendez plus nets et plus lumineux vos clips ternes.',
    steps: [
      ['Importez un clip', 'Choisissez un clip sombre, tremblé ou en basse résolution.'],
      [
        'Choisissez l’amélioration',
        'Optez pour éclaircir, accentuer ou stabiliser, ou laissez l’appli choisir pour vous.',
      ],
      ['Exportez', 'Exportez le clip amélioré et comparez-le avec l’original.'],
    ],
    faqs: [['Peut-elle corriger une vidéo tremblée ?', 'La stabilisation est incluse.']],
  },
  'video-background-remover': {
    title: 'Supprimer le fond vidéo',
    promise: 'Remplacez l’arrière-plan d’une vidéo sans fond vert.',
    steps: [
      ['Importez un clip', 'Choisissez un clip où la personne se détache bien de l’arrière-plan.'],
      [
        'Supprimez l’arrière-plan',
        'L’IA sépare la personne de l’arrière-plan image par image, sans fond vert.',
      ],
      [
        'Choisissez un nouveau décor',
        'Placez la personne sur une couleur, une photo ou une autre vidéo, puis exportez.',
      ],
    ],
    faqs: [['Faut-il un mur uni ?', 'Non, n’importe quel arrière-plan convient.']],
  },
  'video-trimmer': {
    title: 'Découpe vidéo',
    promise: 'Coupez vos clips à la durée parfaite.',
    steps: [
      ['Importez un clip', 'Choisissez le clip à raccourcir.'],
      [
        'Déplacez les poignées',
        'Déplacez les poignées de début et de fin pour ne garder que la partie voulue ; scindez le clip pour retirer un passage au milieu.',
      ],
      ['Enregistrez', 'Enregistrez le clip découpé dans un nouveau fichier.'],
    ],
    faqs: [['La qualité est-elle réduite ?', 'Non, la découpe conserve la qualité d’origine.']],
  },
  'slow-motion-video': {
    title: 'Ralenti',
    promise: 'Un ralenti fluide à partir de n’importe quel clip.',
    steps: [
      ['Importez un clip', 'Choisissez un clip avec du mouvement, comme un saut ou une éclaboussure.'],
      ['Sélectionnez un passage', 'Marquez le moment à ralentir ; le reste est lu à vitesse normale.'],
      [
        'Choisissez la vitesse',
        'Choisissez une vitesse divisée par deux, quatre ou huit ; l’appli ajoute des images intermédiaires fluides.',
      ],
    ],
    faqs: [
      ['Jusqu’à quel point peut-on ralentir ?', 'Jusqu’à huit fois moins vite, avec interpolation d’images.'],
    ],
  },
  'ai-avatar': {
    title: 'Avatar IA',
    promise: 'Créez des avatars stylisés à partir de vos selfies.',
    steps: [
      ['Importez des selfies', 'Ajoutez huit à douze selfies avec des expressions différentes.'],
      [
        'Choisissez des styles',
        'Choisissez parmi des styles comme fantasy, bande dessinée, peinture à l’huile ou cyberpunk.',
      ],
      ['Téléchargez vos avatars', 'Enregistrez les avatars qui vous plaisent pour vos photos de profil.'],
    ],
    faqs: [['Puis-je les utiliser comme photo de profil ?', 'Oui, ils sont faits pour ça.']],
  },
  'sky-replacement': {
    title: 'Remplacement du ciel',
    promise: 'Remplacez les ciels gris par des couchers de soleil et des étoiles.',
    steps: [
      ['Ouvrez un paysage', 'Choisissez une photo de paysage ou de ville au ciel terne.'],
      ['Choisissez un ciel', 'Essayez un ciel bleu, un coucher de soleil, un orage ou un ciel étoilé.'],
      [
        'Ajustez la lumière',
        'Accordez la lumière et les couleurs de la scène au nouveau ciel, puis enregistrez.',
      ],
    ],
    faqs: [['L’éclairage de la scène s’adapte-t-il ?', 'Oui, les couleurs s’adaptent au nouveau ciel.']],
  },
  'photo-colorizer': {
    title: 'Coloriser des photos',
    promise: 'Redonnez des couleurs aux photos en noir et blanc.',
    steps: [
      ['Importez une vieille photo', 'Choisissez une photo en noir et blanc ou le scan d’un ancien tirage.'],
      ['Colorisez', 'L’IA ajoute des couleurs naturelles à la peau, aux vêtements, au ciel et au décor.'],
      [
        'Affinez les tons',
        'Réglez la chaleur et la saturation jusqu’à obtenir les bonnes couleurs, puis enregistrez.',
      ],
    ],
    faqs: [['Les couleurs sont-elles exactes ?', 'Ce sont des estimations plausibles, pas des archives.']],
  },
  'photo-animator': {
    title: 'Animer des photos',
    promise: 'Faites sourire et cligner des yeux vos portraits.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez un portrait où le visage est bien visible.'],
      [
        'Choisissez un mouvement',
        'Un sourire, un hochement de tête, un clignement d’yeux ou une légère rotation de la tête.',
      ],
      ['Exportez un court clip', 'Exportez un court clip en boucle à partager.'],
    ],
    faqs: [['Puis-je animer des photos de groupe ?', 'Un visage à la fois pour de meilleurs résultats.']],
  },
  'body-editor': {
    title: 'Éditeur de silhouette',
    promise: 'Ajustez posture et proportions avec délicatesse.',
    steps: [
      ['Ouvrez une photo', 'Choisissez une photo en pied ou à mi-corps.'],
      [
        'Sélectionnez une zone',
        'Sélectionnez une zone comme la taille, les jambes ou les épaules ; l’arrière-plan reste droit.',
      ],
      [
        'Ajustez en douceur',
        'Faites de petits ajustements pour que la photo vous ressemble toujours, puis enregistrez.',
      ],
    ],
    faqs: [['Y a-t-il des limites ?', 'Oui, des limites gardent les retouches réalistes.']],
  },
  'eye-color-changer': {
    title: 'Changer la couleur des yeux',
    promise: 'Essayez de nouvelles couleurs d’yeux sur vos portraits.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez un portrait avec les yeux ouverts, ou prenez un selfie.'],
      [
        'Choisissez une couleur',
        'Essayez des bruns, des bleus et des verts naturels, ou des couleurs fantaisie audacieuses.',
      ],
      [
        'Fondez la couleur',
        'Réglez l’intensité pour que l’iris conserve son motif naturel, puis enregistrez.',
      ],
    ],
    faqs: [['Le résultat est-il naturel ?', 'La texture de l’iris est préservée pour un rendu naturel.']],
  },
  'wrinkle-remover': {
    title: 'Atténuer les rides',
    promise: 'Adoucissez les ridules sur vos portraits.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez un portrait bien éclairé.'],
      ['Passez le pinceau', 'Passez le pinceau sur les rides du front, du contour des yeux ou de la bouche.'],
      ['Réglez l’intensité', 'Gardez une intensité faible pour un rendu naturel, puis enregistrez.'],
    ],
    faqs: [['Puis-je garder certaines rides ?', 'Oui, l’intensité se règle zone par zone.']],
  },
  'acne-remover': {
    title: 'Anti-imperfections',
    promise: 'Effacez boutons et imperfections d’un simple geste.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez un portrait ou prenez un selfie.'],
      ['Touchez Auto', 'L’appli repère et efface les imperfections passagères en un seul geste.'],
      [
        'Retouchez à la main',
        'Touchez les imperfections oubliées pour les effacer à la main, puis enregistrez.',
      ],
    ],
    faqs: [['Le teint est-il modifié ?', 'Non, seules les imperfections sont traitées.']],
  },
  'photo-filters': {
    title: 'Filtres photo',
    promise: 'Des centaines de filtres pour toutes les humeurs.',
    steps: [
      ['Ouvrez une photo', 'Choisissez une photo à styliser.'],
      [
        'Parcourez les filtres',
        'Faites défiler les filtres argentique, portrait, food et voyage avec un aperçu en direct.',
      ],
      [
        'Réglez l’intensité',
        'Ajustez l’intensité pour que le filtre sublime la photo au lieu de la masquer, puis enregistrez.',
      ],
    ],
    faqs: [['Puis-je enregistrer mon propre filtre ?', 'Oui, enregistrez vos réglages comme préréglages.']],
  },
  'add-text-to-photo': {
    title: 'Ajouter du texte aux photos',
    promise: 'Légendes, citations et titres dans de nombreuses polices.',
    steps: [
      ['Ouvrez une photo', 'Choisissez la photo à légender.'],
      ['Saisissez votre texte', 'Tapez votre légende, votre citation ou votre titre.'],
      [
        'Stylisez et placez-le',
        'Choisissez police, couleur et ombre, puis faites glisser le texte à sa place et enregistrez.',
      ],
    ],
    faqs: [['Puis-je incurver le texte ?', 'Oui, le texte peut suivre une courbe.']],
  },
  'photo-cropper': {
    title: 'Recadrer des photos',
    promise: 'Recadrez au format voulu pour chaque plateforme.',
    steps: [
      ['Ouvrez une photo', 'Choisissez la photo à recadrer.'],
      [
        'Choisissez un format',
        'Carré, 4:5, 16:9 ou 9:16, ou recadrage libre ; redressez l’horizon si besoin.',
      ],
      ['Enregistrez', 'Enregistrez la copie recadrée en pleine résolution.'],
    ],
    faqs: [
      [
        'Les formats des réseaux sociaux sont-ils inclus ?',
        'Oui, les tailles courantes de publications et de stories.',
      ],
    ],
  },
  'ai-outfit-changer': {
    title: 'Changement de tenue IA',
    promise: 'Essayez tenues et styles sur votre photo.',
    steps: [
      [
        'Importez une photo en pied',
        'Choisissez une photo où vous êtes face à l’objectif, de la tête aux pieds.',
      ],
      ['Choisissez une tenue', 'Parcourez les tenues décontractées, habillées et de saison.'],
      [
        'Enregistrez le look',
        'Enregistrez les looks qui vous plaisent ou partagez-les pour avoir un deuxième avis.',
      ],
    ],
    faqs: [
      [
        'La tenue s’adapte-t-elle à ma posture ?',
        'Les tenues s’adaptent à votre posture et à votre silhouette.',
      ],
    ],
  },
  'ai-selfie-generator': {
    title: 'Générateur de selfies IA',
    promise: 'De nouveaux styles de selfies à partir de votre propre visage.',
    steps: [
      ['Importez des selfies', 'Ajoutez huit à douze selfies nets.'],
      [
        'Choisissez un thème',
        'Choisissez un thème comme le voyage, le portrait en studio ou le shooting mode.',
      ],
      ['Générez', 'L’IA crée de nouveaux selfies de vous sur ce thème ; gardez les meilleurs.'],
    ],
    faqs: [
      [
        'Les données de mon visage sont-elles conservées ?',
        'Les photos sont supprimées après la génération.',
      ],
    ],
  },
  'video-filters': {
    title: 'Filtres vidéo',
    promise: 'Des ambiances cinématographiques pour vos clips.',
    steps: [
      ['Importez un clip', 'Choisissez un clip dans votre galerie.'],
      [
        'Choisissez un filtre',
        'Prévisualisez les filtres cinéma, vintage et couleur sur le clip en mouvement.',
      ],
      ['Exportez', 'Exportez le clip filtré dans sa résolution d’origine.'],
    ],
    faqs: [['Les filtres fonctionnent-ils en 4K ?', 'Oui, avec des exports jusqu’en 4K.']],
  },
  'video-collage': {
    title: 'Collage vidéo',
    promise: 'Lisez plusieurs clips côte à côte.',
    steps: [
      ['Sélectionnez vos clips', 'Choisissez de deux à six clips.'],
      [
        'Choisissez une mise en page',
        'Choisissez une disposition en écran partagé et l’ordre de lecture des clips.',
      ],
      ['Exportez', 'Ajoutez de la musique, puis exportez une seule vidéo réunissant tous les clips.'],
    ],
    faqs: [['Les clips peuvent-ils garder leur son ?', 'Choisissez le clip dont vous gardez le son.']],
  },
  'ai-portrait-lighting': {
    title: 'Éclairage portrait IA',
    promise: 'Rééclairez vos portraits comme en studio.',
    steps: [
      ['Ouvrez un portrait', 'Choisissez un portrait, même pris sous une lumière plate.'],
      ['Choisissez une lumière', 'Essayez une lumière studio, de fenêtre, d’heure dorée ou néon.'],
      [
        'Déplacez la lumière',
        'Faites glisser pour déplacer la lumière autour du visage et enregistrez quand les ombres vous plaisent.',
      ],
    ],
    faqs: [['Puis-je ajouter un contre-jour ?', 'Oui, plusieurs types de lumière sont disponibles.']],
  },
  'photo-to-cartoon': {
    title: 'Photo en dessin animé',
    promise: 'Transformez vos photos en dessins.',
    steps: [
      ['Ouvrez une photo', 'Choisissez un portrait ou une photo de groupe.'],
      ['Choisissez un style', 'Bande dessinée, anime, 3D ou croquis.'],
      ['Enregistrez', 'Enregistrez la version dessin animé ou partagez-la.'],
    ],
    faqs: [['Y a-t-il beaucoup de styles ?', 'Des dizaines de styles, régulièrement renouvelés.']],
  },
  'old-photo-restoration': {
    title: 'Restauration de vieilles photos',
    promise: 'Réparez rayures et couleurs passées sur vos anciens tirages.',
    steps: [
      ['Numérisez ou importez', 'Photographiez ou scannez l’ancien tirage, puis ajoutez-le à l’appli.'],
      ['Restaurez', 'L’IA supprime rayures, poussières et décoloration, et rend les visages plus nets.'],
      [
        'Comparez et enregistrez',
        'Faites glisser pour comparer avec l’original et enregistrez la copie restaurée.',
      ],
    ],
    faqs: [
      [
        'Les photos déchirées sont-elles réparées ?',
        'Les petites déchirures et rayures sont réparées automatiquement.',
      ],
    ],
  },
};
