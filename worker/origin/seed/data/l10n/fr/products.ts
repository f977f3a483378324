import type { BriefText } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** PRODUCT_PAGE in French, by slug (data/products.ts). */
export const PRODUCTS: Overlay<BriefText> = {
  'frizzy-hair-analyzer': {
    title: 'Analyse IA des frisottis',
    promise: 'Mesurez les frisottis à partir d’un seul selfie et recommandez la routine lissante adaptée.',
    detail:
      'L’outil repère les cheveux rebelles et l’effet « halo » autour de la ligne frontale et du sommet du crâne, les note sur une échelle à cinq niveaux et associe chaque niveau aux sérums, masques et outils de votre gamme.',
    benefits: [
      ['Un score en cinq niveaux', 'Un score cohérent et compréhensible, de lisse à très frisé.'],
      [
        'Création de routines',
        'Associez chaque niveau à des produits : la réponse aboutit à un panier, pas à un graphique.',
      ],
      [
        'Quel que soit l’éclairage',
        'Entraîné sur des photos prises en intérieur, à la lumière du jour et en salon pour des résultats stables.',
      ],
    ],
    useCases: [
      [
        'E-shop de soins capillaires',
        'Les clients obtiennent un score de frisottis et une routine lissante au lieu d’hésiter entre les sérums.',
      ],
      ['Conseil en salon', 'Les coiffeurs montrent à leurs clients leur score avant et après un soin.'],
      [
        'Lancement de produit',
        'Démontrez l’effet d’une nouvelle gamme anti-frisottis grâce à un score avant/après.',
      ],
    ],
    faqs: [
      [
        'Faut-il une caméra spéciale ?',
        'Non. La caméra frontale d’un téléphone ou d’un ordinateur suffit ; les clients peuvent aussi importer une photo.',
      ],
    ],
  },
  'ai-product-recommendation': {
    title: 'Recommandation produit par IA',
    promise:
      'Transformez chaque essai et chaque diagnostic de peau en une sélection de produits personnalisée.',
    detail:
      'Les règles de recommandation exploitent les caractéristiques du visage, les résultats de peau et les correspondances de teinte, puis classent votre catalogue selon l’adéquation, le stock et la marge : chaque client voit une courte liste qui mérite d’être achetée.',
    benefits: [
      [
        'Les signaux de chaque module',
        'Combine les résultats de peau, de teinte et de forme du visage dans un seul classement.',
      ],
      [
        'La main aux merchandiseurs',
        'Épinglez les produits phares, excluez les articles en rupture et définissez des règles par marché.',
      ],
      [
        'Un impact mesurable',
        'Des événements intégrés montrent quelles recommandations ont mené à un ajout au panier.',
      ],
    ],
    useCases: [
      [
        'Après un essai',
        'Les clients qui ont essayé une teinte voient le crayon et le gloss qui la complètent.',
      ],
      [
        'Après un diagnostic de peau',
        'Chaque problématique renvoie vers les deux ou trois produits qui y répondent.',
      ],
      [
        'Relance par e-mail',
        'La même sélection parvient plus tard au client, classée selon le stock et la marge.',
      ],
    ],
    faqs: [
      [
        'Pouvons-nous utiliser notre propre logique de classement ?',
        'Oui. Les pondérations et les règles se modifient dans la console, et une API vous permet de fournir vos propres scores.',
      ],
    ],
  },
  'ai-shade-finder': {
    title: 'Recherche de teinte par IA',
    promise:
      'Trouvez en quelques secondes la teinte de fond de teint et d’anticernes adaptée à la carnation réelle.',
    detail:
      'L’outil corrige la balance des blancs de la caméra, analyse le sous-ton et l’intensité sur les joues et le front, puis renvoie les teintes les plus proches de votre gamme avec un indice de confiance.',
    benefits: [
      [
        'Attentif au sous-ton',
        'Distingue les sous-tons chauds, neutres et olive, et pas seulement clair et foncé.',
      ],
      ['Moins de retours', 'Les clients qui achètent la teinte recommandée la gardent plus souvent.'],
      [
        'Correspondance avec votre gamme',
        'Importez vos nuanciers une seule fois ; les nouveautés sont associées automatiquement.',
      ],
    ],
    useCases: [
      [
        'Pages fond de teint',
        'Un bouton « Trouver ma teinte » répond à la question la plus fréquente des acheteurs de produits de teint.',
      ],
      [
        'Comptoirs sans testeurs',
        'Les conseillers trouvent la bonne teinte en quelques secondes sur une tablette.',
      ],
      [
        'Planification de gamme',
        'Les données anonymes de correspondance révèlent les intensités et sous-tons absents de votre gamme.',
      ],
    ],
    faqs: [
      [
        'Combien de teintes une gamme peut-elle contenir ?',
        'Il n’y a pas de limite pratique : les marques utilisent des gammes d’une douzaine à plus d’une centaine de teintes.',
      ],
    ],
  },
  'ai-skin-diagnostic': {
    title: 'Diagnostic de peau par IA',
    promise:
      'Une analyse de peau de niveau clinique sur n’importe quel téléphone, prête pour votre site ou votre comptoir.',
    detail:
      'À partir d’un seul selfie, le diagnostic évalue jusqu’à quinze problématiques, dont les taches, les rides, le grain de peau, les pores, les rougeurs, la brillance et les cernes, et estime l’âge de la peau ainsi que sa santé globale.',
    benefits: [
      [
        'Quinze problématiques',
        'Chaque problématique reçoit un score et une superposition visuelle que le client peut explorer.',
      ],
      [
        'Une routine en une étape',
        'Les résultats alimentent directement les recommandations produit pour chaque problématique.',
      ],
      ['Mode direct ou HD', 'Analyse en temps réel, ou une photo haute résolution pour plus de précision.'],
    ],
    steps: [
      [
        'Ouvrir le diagnostic',
        'Le client lance l’analyse depuis une page produit, un quiz ou la tablette d’un comptoir ; aucune appli n’est nécessaire.',
      ],
      [
        'Prendre un selfie',
        'Des repères à l’écran vérifient la lumière, la distance et l’angle, puis capturent une photo ou une analyse en direct.',
      ],
      [
        'Lire les résultats',
        'Les scores de chaque problématique s’affichent avec des superpositions, une estimation de l’âge de la peau et une routine composée de vos produits.',
      ],
    ],
    useCases: [
      [
        'Boutique de soins en ligne',
        'Transformez des visiteurs anonymes en acheteurs grâce à une routine adaptée à leur propre peau.',
      ],
      [
        'Comptoir et clinique',
        'Les conseillers commencent chaque consultation par un résultat visuel partagé plutôt que par des suppositions.',
      ],
      [
        'Lancements de produits',
        'Montrez comment un nouveau sérum cible les problématiques réelles du client.',
      ],
    ],
    proof: [
      ['15', 'problématiques évaluées à partir d’un selfie'],
      ['10 s', 'du selfie aux résultats complets'],
      ['2x', 'plus de produits par panier après une analyse'],
    ],
    faqs: [
      [
        'L’analyse est-elle un diagnostic médical ?',
        'Non. Il s’agit d’une évaluation cosmétique destinée à orienter le choix des produits ; elle ne remplace pas l’avis d’un dermatologue.',
      ],
      [
        'Combien de temps dure une analyse ?',
        'Environ dix secondes, y compris les indications qui aident le client à se placer face à la lumière et à rester immobile.',
      ],
    ],
  },
  'ba-1-on-1': {
    title: 'Conseil beauté en tête-à-tête',
    promise: 'Des consultations vidéo en direct avec vos conseillers beauté, essai virtuel inclus.',
    detail:
      'Le client réserve un créneau ou rejoint une file d’attente, puis voit les looks appliqués sur son propre visage pendant qu’un conseiller le guide ; le conseiller peut ajouter des produits au panier pendant l’appel.',
    benefits: [
      [
        'Essai pendant l’appel',
        'Les conseillers appliquent les teintes sur la vidéo en direct du client, pas sur un mannequin.',
      ],
      [
        'Réservation et file d’attente',
        'Sessions planifiées et files d’attente sans rendez-vous dans un même tableau de bord.',
      ],
      ['Panier partagé', 'Les produits suggérés pendant l’appel arrivent dans le panier du client.'],
    ],
    useCases: [
      [
        'Jours de lancement',
        'Les conseillers animent des sessions réservées autour d’une nouvelle collection, avec essai à chaque appel.',
      ],
      [
        'Régions éloignées',
        'Les clients éloignés d’un comptoir bénéficient malgré tout d’une consultation personnalisée.',
      ],
      [
        'Conseils cadeaux',
        'Les conseillers aident en direct les acheteurs à choisir des teintes pour un proche.',
      ],
    ],
    faqs: [
      [
        'De quels appareils les conseillers ont-ils besoin ?',
        'D’un ordinateur portable ou d’une tablette avec un navigateur. Aucune installation n’est nécessaire, d’un côté comme de l’autre.',
      ],
    ],
  },
  'in-store-barcode': {
    title: 'Essai en magasin par code-barres',
    promise: 'Scannez un produit en rayon et essayez-le instantanément sur un téléphone ou un miroir.',
    detail:
      'Chaque code-barres est associé à sa teinte virtuelle : en magasin, les clients testent les couleurs de façon hygiénique, sans testeurs, puis enregistrent leurs favoris pour les acheter plus tard en ligne.',
    benefits: [
      ['Des tests hygiéniques', 'Aucun testeur partagé : chaque essai se fait à l’écran.'],
      ['Vos codes existants', 'Utilise les codes EAN ou UPC déjà imprimés sur vos emballages.'],
      ['Du magasin au web', 'Les teintes enregistrées suivent le client jusqu’à votre boutique en ligne.'],
    ],
    useCases: [
      [
        'Rayons de parapharmacie',
        'Les clients scannent un rouge à lèvres en rayon et le voient sur leur visage.',
      ],
      ['Boutiques éphémères', 'Un petit espace présente toute une gamme sans testeurs.'],
      ['Comptoirs axés sur l’hygiène', 'Chaque essai se fait à l’écran : aucun testeur à nettoyer.'],
    ],
    faqs: [
      [
        'Faut-il du nouveau matériel ?',
        'Non. Les clients utilisent leur propre téléphone ; une tablette ou un miroir connecté est facultatif pour les comptoirs.',
      ],
    ],
  },
  'live-ar-training': {
    title: 'Formation en RA en direct',
    promise: 'Formez vos conseillers beauté à l’application virtuelle, où qu’ils soient.',
    detail:
      'Les formateurs démontrent les techniques sur un visage en RA en direct pendant que les équipes suivent depuis n’importe quel lieu ; les sessions peuvent être enregistrées et constituer une bibliothèque pour les nouvelles recrues.',
    benefits: [
      [
        'Une pratique réaliste',
        'Les conseillers s’exercent sur des visages virtuels de nombreuses carnations.',
      ],
      ['Cours à distance', 'Un seul formateur touche tous les magasins, sans se déplacer.'],
      [
        'Bibliothèque de sessions',
        'Les sessions deviennent des leçons à la demande, découpées en chapitres.',
      ],
    ],
    useCases: [
      [
        'Intégration des nouvelles recrues',
        'Les nouveaux conseillers apprennent les techniques sur des visages virtuels avant leur premier client.',
      ],
      ['Formation au lancement', 'Tous les magasins découvrent la nouvelle collection le même jour.'],
      [
        'Remises à niveau',
        'Les sessions enregistrées permettent aux équipes de revoir une technique à tout moment.',
      ],
    ],
    faqs: [
      [
        'Combien de personnes peuvent participer à un cours ?',
        'Les cours accueillent de larges audiences ; la pratique interactive fonctionne mieux en groupes de trente personnes maximum.',
      ],
    ],
  },
  'live-hair-color': {
    title: 'Essai de coloration en direct',
    promise: 'Une couleur de cheveux réaliste en vidéo en direct, mèche par mèche.',
    detail:
      'La segmentation des cheveux suit les mouvements en temps réel et conserve les reflets et les ombres naturels : balayage, ombré et couleurs unies paraissent crédibles avant même d’ouvrir une boîte de coloration.',
    benefits: [
      ['Une brillance naturelle', 'La couleur conserve les reflets propres des cheveux au lieu d’un aplat.'],
      ['Effets multitons', 'Ombré, balayage et mèches à partir d’un seul nuancier.'],
      ['Salon et distribution', 'Utilisez-le sur vos pages produit ou sur la tablette d’un salon.'],
    ],
    useCases: [
      [
        'Pages produit de coloration',
        'Les clients voient une coloration sur leurs propres cheveux avant de l’acheter.',
      ],
      [
        'Réservation en salon',
        'Les clients choisissent une couleur chez eux et arrivent avec un rendez-vous réservé.',
      ],
      [
        'Campagnes couleur',
        'Les teintes de saison disposent d’un lien d’essai pour les publicités et les réseaux sociaux.',
      ],
    ],
    faqs: [
      [
        'Cela fonctionne-t-il sur des cheveux très foncés ?',
        'Oui. Le rendu éclaircit la base pour montrer l’aspect d’une teinte après décoloration, avec une mention claire.',
      ],
    ],
  },
  'live-streaming': {
    title: 'Essai virtuel pour le live streaming',
    promise:
      'Permettez aux spectateurs d’essayer les produits présentés par vos animateurs, pendant le direct.',
    detail:
      'Ajoutez un bouton d’essai à votre live shopping : les spectateurs touchent une teinte citée par l’animateur, la voient sur leur propre visage dans une fenêtre latérale et achètent sans quitter la diffusion.',
    benefits: [
      ['Essai pendant le direct', 'Les spectateurs essaient exactement les produits à l’écran.'],
      [
        'Outils pour l’animateur',
        'L’animateur change de produit et de look depuis un panneau de contrôle simple.',
      ],
      ['Données de conversion', 'Identifiez les moments du direct qui ont généré des essais et des ventes.'],
    ],
    useCases: [
      [
        'Émissions de live shopping',
        'Les spectateurs essaient la teinte portée par l’animateur sans quitter le direct.',
      ],
      [
        'Collaborations avec des créateurs',
        'Un créateur présente un look et son audience l’essaie aussitôt.',
      ],
      ['Événements de lancement', 'Un lancement en direct transforme le visionnage en essai puis en achat.'],
    ],
    faqs: [
      [
        'Quelles plateformes de streaming sont prises en charge ?',
        'Toute plateforme capable d’intégrer une vue web ou un lien ; nous fournissons aussi un lecteur autonome.',
      ],
    ],
  },
  'ar-virtual-accessories': {
    title: 'Accessoires virtuels en RA',
    promise: 'Chapeaux, serre-têtes, foulards et sacs essayés à taille réelle.',
    detail:
      'Les accessoires sont ancrés à la tête, au cou ou à la main avec une occultation tenant compte de la profondeur : un chapeau se place derrière la ligne des cheveux et un foulard tombe sur les épaules comme dans un miroir.',
    benefits: [
      [
        'À taille réelle',
        'Le dimensionnement s’appuie sur les mesures du visage et de la main pour une échelle réaliste.',
      ],
      [
        'Un seul processus',
        'Importez des photos ou des fichiers 3D : les deux deviennent des ressources d’essai.',
      ],
      ['Des looks multicatégories', 'Associez accessoires, maquillage et lunettes dans une même session.'],
    ],
    useCases: [
      [
        'E-commerce de mode',
        'Chapeaux et foulards apparaissent à leur taille réelle sur le client plutôt que sur un mannequin.',
      ],
      ['Sélections de saison', 'Les accessoires d’hiver essayés ensemble, en un seul look.'],
      [
        'Fiches de marketplace',
        'Une seule intégration couvre tous les vendeurs d’accessoires de la plateforme.',
      ],
    ],
    faqs: [
      [
        'Quels formats de fichier acceptez-vous ?',
        'Des photos produit sur fond uni, ou des modèles 3D glTF et USDZ.',
      ],
    ],
  },
  'virtual-makeup': {
    title: 'Essai virtuel de maquillage',
    promise:
      'Chaque produit pour les lèvres, les yeux et le teint, essayé en direct avec une texture fidèle.',
    detail:
      'Les finis mat, satiné, brillant, irisé et métallisé sont rendus en vidéo en direct grâce à un suivi précis du visage : le rouge à lèvres reste dans le contour des lèvres et l’eye-liner suit chaque clignement.',
    benefits: [
      ['Des textures réalistes', 'Les finis réagissent à la lumière comme la vraie formule.'],
      ['Des looks complets', 'Combinez lèvres, yeux, sourcils et teint en looks prêts à acheter.'],
      ['Une mise en place rapide', 'Créez des teintes virtuelles à partir de vos nuanciers dans la console.'],
    ],
    steps: [
      [
        'Envoyez vos nuanciers',
        'Partagez une photo et les valeurs colorimétriques de chaque teinte ; nos outils en font des produits virtuels avec le bon fini.',
      ],
      [
        'Placez le bouton',
        'Ajoutez le bouton d’essai à vos pages produit avec un seul script, ou utilisez le plugin de votre plateforme e-commerce.',
      ],
      [
        'Les clients essaient en direct',
        'La caméra s’ouvre dans la page, la teinte apparaît sur le visage du client et un geste suffit pour l’ajouter au panier.',
      ],
    ],
    useCases: [
      [
        'Pages produit',
        'Un bouton d’essai à côté de chaque teinte répond à la question qu’une photo laisse en suspens : comment me va-t-elle ?',
      ],
      [
        'Looks et coffrets',
        'Les merchandiseurs composent des looks complets que les clients essaient et achètent en une fois.',
      ],
      [
        'Magasins et événements',
        'Les mêmes teintes fonctionnent sur les tablettes des comptoirs et les miroirs connectés, sans testeurs partagés.',
      ],
    ],
    proof: [
      ['2,5x', 'plus de conversions chez les clients qui essaient'],
      ['30 %', 'de retours liés à la teinte en moins'],
      ['1 semaine', 'des nuanciers aux produits en ligne'],
    ],
    faqs: [
      [
        'Combien de temps prend la mise en place ?',
        'La plupart des marques publient leurs premiers produits dans la semaine qui suit l’envoi des nuanciers.',
      ],
      [
        'Quelles catégories de produits sont prises en charge ?',
        'Rouge à lèvres, gloss et crayon à lèvres, fond de teint, anticernes, blush, poudre bronzante, enlumineur, fard à paupières, eye-liner, mascara, faux cils et sourcils.',
      ],
      [
        'Cela fonctionne-t-il sans caméra ?',
        'Oui. Les clients peuvent importer une photo ou essayer les produits sur l’un de nos visages de modèles aux profils variés.',
      ],
    ],
  },
  'eye-wear': {
    title: 'Essai virtuel de lunettes',
    promise: 'Des lunettes de vue et de soleil ajustées au visage, sous tous les angles.',
    detail:
      'Les montures sont placées selon l’écart pupillaire et la largeur du visage, tournent avec la tête et affichent la teinte et les reflets des verres : les clients jugent l’ajustement et le style avant de commander.',
    benefits: [
      ['Un ajustement précis', 'La taille de la monture est comparée aux mesures du visage du client.'],
      ['Effets de verres', 'Teintes, dégradés et traitements miroir rendus en temps réel.'],
      [
        'Conseils selon le visage',
        'Suggérez les formes de montures qui conviennent aux visages ronds, carrés ou ovales.',
      ],
    ],
    useCases: [
      [
        'Optique',
        'Les clients présélectionnent des montures chez eux et réservent un examen de vue pour celles qui leur plaisent.',
      ],
      ['E-shop de lunettes de soleil', 'Les clients comparent tailles et couleurs sur leur propre visage.'],
      [
        'Lancements de montures',
        'La conversion de photos en 3D met une nouvelle collection en ligne en quelques jours.',
      ],
    ],
    faqs: [
      [
        'Les clients peuvent-ils comparer des montures côte à côte ?',
        'Oui. Les captures de chaque monture peuvent être placées dans une grille de comparaison.',
      ],
    ],
  },
  'youcam-tutorial': {
    title: 'Tutoriels {{brand}}',
    promise:
      'Des tutoriels maquillage pas à pas qui appliquent chaque étape sur le visage de la personne qui regarde.',
    detail:
      'Transformez un look en leçon guidée : chaque étape montre le produit, la technique et le résultat sur le visage du client, avec la possibilité d’acheter le look complet à la fin.',
    benefits: [
      ['Apprendre sur son visage', 'Chaque étape est prévisualisée en direct avant d’être appliquée.'],
      ['Des étapes à acheter', 'Chaque étape renvoie vers le produit exact utilisé.'],
      [
        'Pensé pour les créateurs',
        'Les maquilleurs créent leurs tutoriels dans un éditeur visuel, sans code.',
      ],
    ],
    useCases: [
      ['Pages produit', 'Un tutoriel montre comment appliquer le produit, sur le visage même du client.'],
      [
        'Campagnes sur les réseaux sociaux',
        'Des looks pas à pas partagés sous forme de liens dans les publications et les stories.',
      ],
      [
        'Formation au comptoir',
        'Les conseillers enseignent les techniques avec le visage du client à l’écran.',
      ],
    ],
    faqs: [
      [
        'Pouvons-nous réutiliser nos tutoriels vidéo existants ?',
        'Oui. Importez une vidéo et associez des étapes d’essai à ses chapitres.',
      ],
    ],
  },
  'ai-beard-dye': {
    title: 'Coloration de barbe par IA',
    promise:
      'Prévisualisez la couleur de la barbe et la couverture des poils blancs avant la première application.',
    detail:
      'La segmentation de la barbe distingue la pilosité de la peau et des lèvres, puis applique la couleur avec une densité naturelle : le client compare une couverture totale et un résultat plus estompé.',
    benefits: [
      ['Couverture des poils blancs', 'Montrez une couverture totale ou partielle des poils blancs.'],
      ['Une densité naturelle', 'La couleur suit l’épaisseur et les contours réels de la barbe.'],
      ['Avec les styles de barbe', 'Associez la couleur à des formes de barbe virtuelles.'],
    ],
    useCases: [
      [
        'Boutique de soins pour hommes',
        'Les clients prévisualisent la couverture des poils blancs avant de choisir une teinte.',
      ],
      ['Barbiers', 'Les barbiers montrent le résultat à leurs clients avant d’appliquer la couleur.'],
      ['Pages produit', 'Un bouton d’essai à côté de chaque teinte de coloration pour barbe.'],
    ],
    faqs: [
      [
        'Cela fonctionne-t-il sur une barbe de quelques jours ?',
        'Oui, d’une barbe naissante à une barbe fournie.',
      ],
    ],
  },
  'ai-face-analyzer': {
    title: 'Analyse du visage par IA',
    promise:
      'Analysez la forme du visage, les traits et les proportions pour personnaliser chaque recommandation.',
    detail:
      'L’outil décrit la forme du visage, des yeux et des sourcils, le volume des lèvres et les proportions du visage, puis transmet ces résultats aux suggestions de maquillage, de lunettes et de coiffures.',
    benefits: [
      [
        'Caractéristiques et proportions',
        'Deux vues : des caractéristiques descriptives et des proportions mesurées.',
      ],
      ['Des conseils plus pertinents', 'Contouring, montures et coupes choisis pour chaque visage.'],
      [
        'Confidentialité avant tout',
        'L’analyse porte uniquement sur l’image ; aucune identité n’est conservée.',
      ],
    ],
    useCases: [
      ['Conseil en lunettes', 'La forme du visage détermine les montures à montrer en premier.'],
      [
        'Conseil maquillage',
        'Les suggestions de contouring et de sourcils suivent les proportions du client.',
      ],
      ['Conseil coiffure', 'Les coupes qui mettent en valeur la forme du visage sont classées en premier.'],
    ],
    faqs: [
      [
        'S’agit-il de reconnaissance faciale ?',
        'Non. L’outil décrit les traits pour des conseils de style et n’identifie personne.',
      ],
    ],
  },
  'ai-nail-color': {
    title: 'Essai de vernis à ongles par IA',
    promise: 'Du vernis sur chaque ongle en temps réel, avec choix du fini et de la longueur.',
    detail:
      'Le suivi de la main repère chaque ongle, puis le vernit avec un fini crème, gelée, pailleté ou chromé qui reste en place quand les doigts bougent.',
    benefits: [
      ['Les cinq ongles', 'Chaque ongle est détecté séparément, pouce compris.'],
      ['Une bibliothèque de finis', 'Crème, gelée, pailleté, chromé et French manucure.'],
      ['Du flacon à la teinte', 'Créez des vernis virtuels à partir de photos de flacons.'],
    ],
    useCases: [
      ['E-shop de vernis', 'Les clients essaient chaque vernis sur leur propre main avant de l’acheter.'],
      [
        'Carte de prestations en salon',
        'Les clients choisissent couleur et nail art avant leur rendez-vous.',
      ],
      [
        'Collections de saison',
        'Une nouvelle collection dispose d’un lien d’essai pour les réseaux sociaux.',
      ],
    ],
    faqs: [
      [
        'Cela fonctionne-t-il avec des ongles longs ?',
        'Oui, et les clients peuvent aussi prévisualiser des ongles rallongés.',
      ],
    ],
  },
  'ar-watch': {
    title: 'Essai de montres en RA',
    promise: 'Des montres au poignet à taille réelle, avec des métaux et des verres réalistes.',
    detail:
      'Le suivi du poignet place le boîtier et le bracelet sous le bon angle et à la bonne échelle, tandis qu’un rendu physique restitue de façon convaincante l’acier brossé, l’or et le verre saphir.',
    benefits: [
      ['Mesure du poignet', 'Estimez le tour de poignet sur mobile pour choisir le bon bracelet.'],
      ['Des matières réalistes', 'Métaux, cuirs et cadrans rendus avec de vrais reflets.'],
      ['Visionneuse 3D incluse', 'Les clients font pivoter la montre en 3D avant de l’essayer.'],
    ],
    useCases: [
      ['E-commerce horloger', 'Les clients vérifient la taille du boîtier sur leur propre poignet.'],
      ['Tablettes en boutique', 'Le personnel présente des modèles qui ne sont pas en stock en boutique.'],
      ['Configurateurs de bracelets', 'Les clients essaient bracelets et cadrans ensemble.'],
    ],
    faqs: [
      [
        'Avons-nous besoin de modèles 3D ?',
        'Oui, un par modèle ; notre équipe peut les créer à partir de photos produit.',
      ],
    ],
  },
  'ar-virtual-ring': {
    title: 'Essai virtuel de bagues en RA',
    promise: 'Des bagues à chaque doigt, ajustées et éclairées comme la vraie pièce.',
    detail:
      'Le suivi des doigts ajuste l’anneau au doigt choisi et restitue l’éclat des pierres, qui varie à mesure que la main tourne.',
    benefits: [
      ['Tous les doigts', 'Annulaire, majeur, index, pouce ou auriculaire.'],
      ['Mesure du tour de doigt', 'Estimez la taille de bague avec la caméra d’un téléphone.'],
      ['L’éclat des pierres', 'Facettes et feux rendus selon chaque type de pierre.'],
    ],
    useCases: [
      [
        'E-shop de haute joaillerie',
        'Les bagues apparaissent à taille réelle et avec un éclat réaliste au doigt du client.',
      ],
      ['Bagues de fiançailles', 'Les couples comparent montures et pierres depuis chez eux.'],
      ['Accumulation', 'Les clients composent et essaient leurs accumulations de bagues avant d’acheter.'],
    ],
    faqs: [
      [
        'Les clients peuvent-ils superposer plusieurs bagues ?',
        'Oui, plusieurs bagues peuvent être combinées dans une même accumulation.',
      ],
    ],
  },
  'ar-bracelet': {
    title: 'Essai de bracelets en RA',
    promise: 'Joncs, manchettes et chaînes qui se posent naturellement au poignet.',
    detail:
      'Les bracelets suivent la rotation du poignet et tombent avec un poids crédible, qu’il s’agisse d’une manchette rigide ou d’une chaîne fine.',
    benefits: [
      ['Un tombé naturel', 'Chaînes et breloques bougent avec le poignet.'],
      ['Accumulation', 'Associez bracelets, montres et bagues.'],
      ['Conseil de taille', 'L’estimation du poignet recommande la bonne longueur.'],
    ],
    useCases: [
      ['E-shop de bijoux', 'Joncs et chaînes présentés sur le poignet même du client.'],
      [
        'Achats de cadeaux',
        'Les acheteurs comparent les pièces sur leur propre poignet pour se faire une idée.',
      ],
      ['Accumulations', 'Mélangez bracelets et montres et essayez l’ensemble.'],
    ],
    faqs: [
      [
        'Les bracelets à breloques sont-ils pris en charge ?',
        'Oui, les breloques peuvent être ajoutées et positionnées une à une.',
      ],
    ],
  },
  'ar-virtual-earrings': {
    title: 'Boucles d’oreilles virtuelles en RA',
    promise: 'Puces, créoles et pendants qui bougent avec la tête.',
    detail:
      'La détection de l’oreille ancre chaque boucle au lobe, avec une occultation par les cheveux : les cheveux longs tombent devant le bijou comme dans la réalité.',
    benefits: [
      ['2D ou 3D', 'Commencez avec des photos, puis passez aux modèles 3D pour les lignes premium.'],
      ['Occultation par les cheveux', 'Les boucles disparaissent naturellement derrière les cheveux.'],
      ['Paire ou pièce unique', 'Présentez des paires assorties ou une pièce unique qui attire le regard.'],
    ],
    useCases: [
      ['Pages produit de bijoux', 'Des boucles présentées à taille réelle, qui bougent avec la tête.'],
      ['Collections mariage', 'Les futures mariées comparent pendants et puces avec leur coiffure.'],
      ['Campagnes sur les réseaux sociaux', 'Un lien d’essai qui transforme une publicité en miroir.'],
    ],
    faqs: [
      [
        'Quels types de boucles d’oreilles fonctionnent ?',
        'Les puces, créoles, mini-créoles, pendants et grimpantes.',
      ],
    ],
  },
  'virtual-accessories': {
    title: 'Suite d’accessoires virtuels',
    promise: 'Une seule intégration pour toutes les catégories d’accessoires que vous vendez.',
    detail:
      'Bijoux, montres, lunettes, chapeaux et sacs partagent un même processus de création de ressources et un même module web : ajouter une catégorie devient une tâche de catalogue, pas un projet.',
    benefits: [
      ['Un seul module', 'Un seul script couvre toutes les catégories d’accessoires.'],
      ['Un catalogue partagé', 'Gérez toutes vos ressources d’accessoires dans une seule console.'],
      ['Ventes croisées', 'Suggérez des pièces assorties d’une catégorie à l’autre.'],
    ],
    useCases: [
      ['Grands magasins', 'Un même essai pour les lunettes, les bijoux et les chapeaux.'],
      ['Marketplaces', 'Chaque vendeur d’accessoires bénéficie de l’essai avec la même intégration.'],
      ['Groupes de marques', 'Plusieurs marques partagent une plateforme et un contrat.'],
    ],
    faqs: [
      [
        'Pouvons-nous commencer par une seule catégorie ?',
        'Oui. Ajoutez d’autres catégories quand vous êtes prêts.',
      ],
    ],
  },
  'face-reshaping': {
    title: 'Remodelage du visage par IA',
    promise:
      'Prévisualisez de subtiles modifications de contours et de proportions lors des consultations esthétiques.',
    detail:
      'Cliniques et marques peuvent montrer de légers ajustements de la mâchoire, des pommettes, du nez et des lèvres sur une image en direct, pour aider les patients à discuter de leurs objectifs avec des attentes réalistes.',
    benefits: [
      ['Subtil par conception', 'Des limites d’ajustement garantissent des aperçus réalistes.'],
      ['Avant et après', 'Vues côte à côte et curseur comparatif pour les consultations.'],
      ['Notes de consultation', 'Enregistrez les aperçus pour en discuter lors des visites de suivi.'],
    ],
    useCases: [
      [
        'Cliniques esthétiques',
        'Les praticiens montrent des changements subtils et réalistes pendant la consultation.',
      ],
      [
        'Dossiers de consultation',
        'Les aperçus avant/après sont enregistrés avec le consentement du patient.',
      ],
      ['Formation', 'Montrez comment de petits changements influent sur les proportions.'],
    ],
    faqs: [
      [
        'L’aperçu est-il une promesse de résultat ?',
        'Non. Il sert de support à l’échange ; les résultats varient selon les personnes.',
      ],
    ],
  },
  'ai-personality': {
    title: 'Profil de personnalité par IA',
    promise: 'Un quiz ludique et une lecture du visage qui suggèrent un style signature.',
    detail:
      'Le client répond à quelques questions et prend un selfie ; l’outil combine les deux en un profil de style, avec les looks et les produits correspondants.',
    benefits: [
      ['Un format engageant', 'Une expérience courte et partageable qui donne envie de revenir.'],
      ['Profils de style', 'Des profils que vous définissez, associés à vos propres produits.'],
      ['Données first-party', 'Découvrez les préférences avec consentement, sans cookies tiers.'],
    ],
    useCases: [
      ['Sites de marque', 'Un quiz ludique qui se termine par un look signature à essayer.'],
      [
        'Événements et boutiques éphémères',
        'Les visiteurs repartent avec une carte de style à partager et un produit à essayer.',
      ],
      ['Inscription à la newsletter', 'Le résultat arrive par e-mail avec des suggestions de produits.'],
    ],
    faqs: [
      [
        'Pouvons-nous rédiger nos propres profils ?',
        'Oui. Les noms, les textes et les listes de produits sont entièrement modifiables.',
      ],
    ],
  },
  'virtual-background': {
    title: 'Arrière-plan virtuel',
    promise:
      'Des arrière-plans de qualité studio, aux couleurs de votre marque, pour les essais et les consultations.',
    detail:
      'La segmentation de la personne remplace en temps réel une pièce encombrée par votre décor de marque, tout en gardant nets les contours des cheveux et des mains.',
    benefits: [
      ['Des contours nets', 'Cheveux et mains restent précis devant le nouveau décor.'],
      ['Des décors de marque', 'Importez vos propres arrière-plans pour chaque campagne.'],
      ['Léger', 'Fonctionne dans le navigateur sur des ordinateurs courants.'],
    ],
    useCases: [
      [
        'Conseil beauté en tête-à-tête',
        'Les conseillers consultent depuis un studio à vos couleurs, où qu’ils se trouvent.',
      ],
      ['Diffusions en direct', 'Les animateurs présentent devant les visuels de votre campagne.'],
      [
        'Consultations à domicile',
        'Les praticiens préservent l’intimité de leur pièce pendant les appels vidéo.',
      ],
    ],
    faqs: [
      [
        'Cela ralentit-il la caméra ?',
        'Il est optimisé pour conserver une fréquence d’images fluide sur les appareils milieu de gamme.',
      ],
    ],
  },
  'virtual-hairstyles': {
    title: 'Coiffures virtuelles',
    promise: 'Essayez coupes, longueurs et franges avant de vous installer dans le fauteuil du salon.',
    detail:
      'Les coiffures générées suivent la forme du visage et la ligne des cheveux du client, du carré court aux longs dégradés : les clients arrivent au salon avec une idée claire.',
    benefits: [
      ['Des dizaines de styles', 'Coupes, franges et textures, renouvelées à chaque saison.'],
      ['Adapté au visage', 'Les styles s’ajustent à la ligne des cheveux et à la forme du visage.'],
      ['Réservation en salon', 'Associez le style choisi à un rendez-vous.'],
    ],
    useCases: [
      ['Sites de salons', 'Les clients choisissent une coupe avant de réserver.'],
      ['Marques d’extensions', 'Les clients prévisualisent longueur et volume.'],
      ['Applications grand public', 'Une façon ludique de tester des changements audacieux sans risque.'],
    ],
    faqs: [
      [
        'Pouvons-nous ajouter nos propres styles ?',
        'Oui, la bibliothèque de styles peut être enrichie de vos coupes signature.',
      ],
    ],
  },
  'ai-skin-emulation': {
    title: 'Émulation de peau par IA',
    promise:
      'Montrez à quoi la peau pourrait ressembler après plusieurs semaines d’utilisation d’un produit.',
    detail:
      'L’émulation visualise l’amélioration attendue sur des problématiques comme les taches, les rides ou les rougeurs, à partir de l’analyse du client et des allégations de vos produits.',
    benefits: [
      ['Fondée sur vos allégations', 'Les effets sont liés aux résultats étayés par vos études.'],
      ['Personnelle', 'S’applique au visage du client, pas à celui d’un mannequin.'],
      ['Vue chronologique', 'Comparez aujourd’hui avec quatre, huit et douze semaines.'],
    ],
    useCases: [
      ['Lancements en soin', 'Montrez le résultat attendu d’un nouveau sérum sur la peau même du client.'],
      [
        'Consultations au comptoir',
        'Les conseillers expliquent les routines grâce à une chronologie visuelle.',
      ],
      ['Allégations cliniques', 'L’émulation suit vos propres données cliniques, pas un filtre générique.'],
    ],
    faqs: [
      [
        'Comment les effets sont-ils calibrés ?',
        'Avec vos données cliniques ; nous limitons les effets à ce que montrent les données.',
      ],
    ],
  },
  'ai-virtual-necklace': {
    title: 'Colliers virtuels par IA',
    promise: 'Colliers et pendentifs placés sur le décolleté avec un tombé naturel.',
    detail:
      'Le suivi du cou et des épaules positionne les chaînes à la bonne longueur, du ras-du-cou au sautoir, et s’adapte aux encolures ouvertes comme montantes.',
    benefits: [
      ['Choix de longueur', 'Prévisualisez des chaînes de 40, 45 et 50 centimètres.'],
      ['Adapté à l’encolure', 'Fonctionne avec les cols ouverts comme avec les cols montants.'],
      ['Superposition', 'Superposez plusieurs colliers dans un même look.'],
    ],
    useCases: [
      ['Haute joaillerie', 'Pendentifs et chaînes présentés à leur longueur réelle.'],
      ['Superposition', 'Les clients associent des chaînes de différentes longueurs.'],
      ['Cadeaux', 'Les acheteurs essaient les pièces sur leur propre décolleté pour se faire une idée.'],
    ],
    faqs: [
      [
        'Les vêtements influencent-ils le résultat ?',
        'Le suivi s’adapte à la plupart des encolures ; les cols très montants masquent les chaînes longues.',
      ],
    ],
  },
  '3d-viewer-virtual-try-on': {
    title: 'Visionneuse 3D et essai virtuel',
    promise: 'Faites pivoter, zoomez et essayez les produits dans une seule expérience 3D fluide.',
    detail:
      'Une même ressource 3D alimente la visionneuse produit et l’essai en RA : les clients examinent les détails de près, puis voient la pièce sur eux.',
    benefits: [
      ['Une ressource, deux expériences', 'Le même modèle sert à la visionneuse et à l’essai.'],
      ['Zoom sur les détails', 'Examinez fermoirs, gravures et textures.'],
      ['Chargement rapide', 'Des ressources compressées qui se chargent vite en données mobiles.'],
    ],
    useCases: [
      ['Pages produit de bijoux', 'Les clients font tourner une bague en 3D, puis l’essaient.'],
      ['Montres', 'Un seul modèle pour la visionneuse 3D et l’essai au poignet.'],
      ['Lunettes', 'Montures et lunettes de soleil examinées sous tous les angles.'],
    ],
    faqs: [
      [
        'Quels produits se prêtent à la visionneuse 3D ?',
        'Les bagues, les montres, les sacs, les chaussures et les autres produits rigides.',
      ],
    ],
  },
  'hair-type-analysis': {
    title: 'Analyse du type de cheveux par IA',
    promise:
      'Identifiez le type de boucle, des cheveux raides aux cheveux crépus, pour choisir la bonne routine.',
    detail:
      'L’analyse classe les ondulations et les boucles à partir d’une photo et suggère des routines de lavage, de soin et de coiffage adaptées à ce type.',
    benefits: [
      [
        'Une échelle des boucles',
        'Des cheveux raides aux crépus, en passant par les ondulés et les bouclés.',
      ],
      ['Des routines associées', 'Associez chaque type à vos produits.'],
      [
        'Avec les autres outils capillaires',
        'Combinez avec les résultats de longueur, de densité et de frisottis.',
      ],
    ],
    useCases: [
      [
        'Marques pour cheveux bouclés',
        'Des routines adaptées au type de boucle, des ondulations aux boucles serrées.',
      ],
      ['Consultations en salon', 'Un point de départ partagé et objectif pour le coiffeur et son client.'],
      ['Outils de recherche produit', 'Le type de cheveux alimente votre recommandation produit.'],
    ],
    faqs: [
      [
        'Des cheveux mouillés modifient-ils le résultat ?',
        'Pour de meilleurs résultats, utilisez des cheveux secs, au naturel.',
      ],
    ],
  },
  'ai-skin-analysis-validator': {
    title: 'Validateur d’analyse de peau par IA',
    promise: 'Vérifiez que les photos d’analyse de peau sont exploitables avant de les évaluer.',
    detail:
      'Le validateur contrôle l’éclairage, l’angle du visage, la distance et les obstructions, puis invite le client à reprendre la photo si nécessaire : chaque score repose sur une image exploitable.',
    benefits: [
      ['Un guidage en direct', 'Des indications claires sur la lumière, l’angle et la distance.'],
      ['Des scores cohérents', 'Moins de valeurs aberrantes dues à de mauvaises photos.'],
      ['Compatible API', 'Utilisez-le aussi en amont de votre propre chaîne d’analyse.'],
    ],
    useCases: [
      ['Analyses à domicile', 'Les clients sont invités à reprendre les photos trop sombres ou floues.'],
      ['Études cliniques', 'Seules les photos conformes au protocole sont évaluées.'],
      ['Comptoirs', 'Les conseillers savent immédiatement si une analyse doit être refaite.'],
    ],
    faqs: [
      ['Peut-il fonctionner sans le diagnostic ?', 'Oui, il est disponible sous forme d’API distincte.'],
    ],
  },
  'ai-makeup-transfer': {
    title: 'Transfert de maquillage par IA',
    promise: 'Reproduisez le look de n’importe quelle photo sur le visage du client.',
    detail:
      'L’IA générative lit le maquillage d’une photo de référence, le sépare du visage et l’applique au client, puis l’associe aux produits les plus proches de votre gamme.',
    benefits: [
      ['Toutes les inspirations', 'Photos éditoriales, publications de créateurs ou visuels de campagne.'],
      ['Correspondance produit', 'Chaque élément transféré devient un produit à acheter.'],
      ['Un usage respectueux', 'Les visages de référence ne sont jamais conservés.'],
    ],
    useCases: [
      [
        'De l’inspiration au panier',
        'Les clients importent un look qu’ils aiment et obtiennent les produits pour le recréer.',
      ],
      ['Contenus de créateurs', 'Le look d’un créateur devient un essai prêt à acheter.'],
      ['Pages éditoriales', 'Les looks des magazines deviennent des liens d’essai.'],
    ],
    faqs: [
      [
        'La correspondance produit est-elle précise ?',
        'Nous affichons les teintes les plus proches avec un score de similarité.',
      ],
    ],
  },
  'hair-length-analysis': {
    title: 'Analyse de la longueur des cheveux par IA',
    promise: 'Mesurez la longueur des cheveux à partir d’une photo pour orienter coupes et extensions.',
    detail:
      'La longueur est classée de très courte à très longue à partir de repères aux épaules et à la poitrine, ce qui donne aux salons et aux marques un vocabulaire commun.',
    benefits: [
      ['Des catégories claires', 'Six niveaux de longueur, de la coupe courte à la taille.'],
      ['Choix des extensions', 'Suggérez des longueurs d’extensions qui se fondent naturellement.'],
      ['Accueil en salon', 'Enregistrez la longueur dès la réservation, avant la visite.'],
    ],
    useCases: [
      ['Marques d’extensions', 'Recommandez la bonne longueur et le bon poids d’extensions.'],
      [
        'Réservation en salon',
        'Les coiffeurs connaissent la longueur avant le rendez-vous pour planifier le temps nécessaire.',
      ],
      ['Routines capillaires', 'Des routines adaptées aux cheveux longs et courts.'],
    ],
    faqs: [
      [
        'Les cheveux doivent-ils être détachés ?',
        'Oui ; pour des cheveux attachés, le résultat est signalé comme incertain.',
      ],
    ],
  },
  'beauty-agent-ai-beauty-advisor': {
    title: 'Beauty Agent : conseiller beauté IA',
    promise: 'Un conseiller conversationnel qui voit, écoute et recommande.',
    detail:
      'L’agent associe la conversation à l’analyse de la peau, de la teinte et du visage, répond aux questions sur les ingrédients et les routines, et compose un panier à partir de votre catalogue.',
    benefits: [
      ['Vision et conversation', 'Les réponses s’appuient sur l’analyse propre à chaque client.'],
      ['Votre catalogue uniquement', 'Les recommandations proviennent de vos produits et de vos règles.'],
      ['La voix de votre marque', 'Le ton et les garde-fous sont définis par votre équipe.'],
    ],
    useCases: [
      ['Conseils 24 h/24', 'Les clients obtiennent réponses et essais en dehors des heures d’ouverture.'],
      ['Découverte de produits', 'L’agent pose des questions, analyse la peau et suggère des produits.'],
      ['Soutien aux conseillers', 'Les conseillers prennent le relais des conversations qui le nécessitent.'],
    ],
    faqs: [
      [
        'Peut-il passer la main à une personne ?',
        'Oui, les conversations peuvent être transférées à un conseiller en direct.',
      ],
    ],
  },
  '3d-vto-format': {
    title: 'Format 3D VTO',
    promise: 'Un format 3D ouvert pour l’essai virtuel sur tous les canaux.',
    detail:
      'Réunissez géométrie, matériaux et points d’ancrage d’essai dans un seul fichier : un produit modélisé une fois peut apparaître sur votre site, dans vos applications et sur les réseaux sociaux.',
    benefits: [
      [
        'Modéliser une seule fois',
        'Un fichier pour l’essai sur le web, dans l’appli et sur les réseaux sociaux.',
      ],
      ['Points d’ancrage inclus', 'Points de fixation pour l’oreille, le poignet, le doigt et le visage.'],
      ['Outil de validation', 'Vérifiez vos fichiers avant publication.'],
    ],
    useCases: [
      [
        'Marques multicanales',
        'Une ressource pour le web, les applis, les réseaux sociaux et les mondes virtuels.',
      ],
      ['Agences', 'Livrez des ressources d’essai dans un format unique pour chaque client.'],
      ['Équipes produit', 'Mettez à jour un produit une fois : tous les canaux suivent.'],
    ],
    faqs: [
      [
        'Le format est-il documenté ?',
        'Oui, la spécification et un validateur sont mis à disposition des partenaires.',
      ],
    ],
  },
  'ai-facial-recognition': {
    title: 'Détection du visage par IA pour la beauté',
    promise: 'Une détection du visage rapide et précise, socle de chaque expérience beauté.',
    detail:
      'La détection repère les visages et leurs points clés dans les photos et les vidéos pour que l’essai et l’analyse démarrent instantanément ; elle localise les visages sans identifier les personnes.',
    benefits: [
      ['Des points clés denses', 'Des centaines de points pour une application précise.'],
      ['Plusieurs visages', 'Gère les photos de groupe et les vues côte à côte.'],
      ['Aucune identification', 'Conçue pour le conseil de style, pas pour reconnaître les personnes.'],
    ],
    useCases: [
      ['Démarrage de l’essai', 'Repère le visage instantanément pour que les effets s’affichent sans délai.'],
      ['Photos de groupe', 'Détecte plusieurs visages et laisse l’utilisateur en choisir un.'],
      ['Confidentialité dès la conception', 'Détecte les visages sans identifier les personnes.'],
    ],
    faqs: [
      [
        'Conservez-vous des données faciales ?',
        'Non. Les images sont traitées puis supprimées ; rien ne permet d’identifier une personne.',
      ],
    ],
  },
  'fitzpatrick-skin-types': {
    title: 'Analyse des phototypes de Fitzpatrick',
    promise:
      'Estimez le phototype de Fitzpatrick, de I à VI, pour adapter la protection solaire et les soins.',
    detail:
      'L’analyse estime la réaction probable de la peau à l’exposition au soleil, ce qui aide les marques à recommander un indice de protection et les cliniques à planifier avec prudence les traitements par la lumière.',
    benefits: [
      ['Une échelle à six types', 'Estime le phototype I à VI à partir d’une photo calibrée.'],
      ['Conseils solaires', 'Associez chaque type à des produits solaires et après-soleil.'],
      ['Prêt pour les cliniques', 'Un point de départ pour la consultation, pas un substitut.'],
    ],
    useCases: [
      ['Protection solaire', 'Recommandez un niveau de protection selon le phototype.'],
      ['Cliniques', 'Planifiez les soins en tenant compte du phototype.'],
      ['Pédagogie', 'Expliquez les phototypes de façon visuelle et accessible.'],
    ],
    faqs: [
      [
        'Quelle est la précision de l’estimation ?',
        'Il s’agit d’une indication ; les cliniques doivent la confirmer par une évaluation professionnelle.',
      ],
    ],
  },
};
