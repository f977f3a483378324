import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

export const UPDATED = 'Dernière mise à jour : 15 janvier 2025.';

const faqPage = (
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): ContentPage =>
  page(title, description, [
    { component: 'section-faq', title, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
    {
      component: 'cta-banner',
      title: 'Besoin d’aide supplémentaire ?',
      description: 'Notre équipe support vous répond sous un jour ouvré.',
      cta: cta('Contacter le support', '/business/contact-us/support'),
    },
  ]);

/** INFO_PAGE in French, by page key (data/info.ts). */
export const INFO_PAGES: Overlay<ContentPage> = {
  'info/aboutus': page(
    'À propos de {{brand}}',
    'Nous concevons l’IA et la RA qui aident chacun à trouver les produits de beauté qui lui conviennent.',
    [
      rich([
        p(
          '{{brand}} est née en 2015 d’une question simple : pourquoi choisir un rouge à lèvres devrait-il relever du hasard ? Aujourd’hui, nos technologies du visage, de la main et des cheveux alimentent l’essai virtuel et l’analyse pour des marques de beauté, de lunettes et de bijoux du monde entier.',
        ),
        p(
          'Nous travaillons aussi bien avec des groupes internationaux qu’avec des marques indépendantes, et nous publions des applis grand public qui permettent chaque jour à des millions de personnes d’expérimenter de nouveaux looks.',
        ),
      ]),
      {
        component: 'stats',
        items: [
          { value: '2015', label: 'Création' },
          { value: '9', label: 'Langues pour les entreprises' },
          { value: '40+', label: 'Marchés servis' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Nos convictions',
        cards: [
          {
            title: 'Inclusifs par défaut',
            description:
              'Des modèles entraînés pour toutes les carnations, tous les âges et toutes les formes de visage.',
          },
          {
            title: 'La confidentialité avant tout',
            description:
              'Nous lisons les traits pour le conseil de style et n’identifions jamais les personnes.',
          },
          {
            title: 'Des aperçus honnêtes',
            description: 'Les produits virtuels doivent ressembler aux vrais.',
          },
        ],
      },
    ],
  ),
  'info/awards': page('Prix et distinctions', 'Les moments où le secteur a remarqué notre travail.', [
    {
      component: 'card-grid',
      title: 'Distinctions récentes',
      cards: [
        {
          title: 'Innovation beauté de l’année',
          description: 'Récompensée pour l’émulation de peau en direct, 2024.',
        },
        {
          title: 'Prix de la technologie retail',
          description: 'Pour l’essai en magasin par code-barres, 2023.',
        },
        {
          title: 'Prix d’excellence en IA',
          description: 'Pour la recherche de teinte inclusive, 2023.',
        },
        {
          title: 'Meilleure expérience en RA',
          description: 'Pour l’essai de bijoux en 3D, 2022.',
        },
      ],
    },
  ]),
  'info/esg': page(
    'Environnement, social et gouvernance',
    'L’essai virtuel réduit le gaspillage ; une IA responsable guide notre façon de concevoir.',
    [
      rich([
        h2('Environnement'),
        p(
          'Chaque essai virtuel peut remplacer un testeur physique. Nous aidons les marques à mesurer les testeurs économisés et faisons fonctionner nos services chez des prestataires engagés en faveur des énergies renouvelables.',
        ),
        h2('Social'),
        p(
          'Nous auditons les performances de nos modèles sur toutes les carnations et tous les âges, et publions les résultats auprès de nos clients.',
        ),
        h2('Gouvernance'),
        p(
          'Un comité d’examen interne approuve chaque nouvelle fonction d’IA avant sa sortie, avec des contrôles de confidentialité et d’équité.',
        ),
      ]),
    ],
  ),
  privacy: page(
    'Politique de confidentialité',
    'Comment {{brand}} collecte, utilise et protège les données personnelles sur ce site web et dans ses services aux entreprises.',
    [
      rich([
        p(UPDATED),
        p(
          'La présente politique explique comment {{brand}} Inc. et ses sociétés affiliées (« {{brand}} », « nous ») traitent les données personnelles lorsque vous visitez ce site web, nous contactez, participez à nos événements ou utilisez nos services aux entreprises en tant que client. Lorsqu’une marque utilise notre essai virtuel ou notre analyse sur son propre site ou dans sa propre application, c’est cette marque qui décide de l’utilisation des données de ses clients et sa propre politique de confidentialité s’applique ; nous agissons alors en tant que sous-traitant.',
        ),
        h2('1. Les données que nous collectons'),
        ul(
          'Les coordonnées que vous nous communiquez dans les formulaires : nom, adresse e-mail professionnelle, numéro de téléphone, entreprise, fonction, pays et votre message.',
          'Les données de compte des utilisateurs professionnels : e-mail de connexion, mot de passe (conservé uniquement sous forme de hachage salé), offre, factures et historique du support.',
          'Les données relatives aux événements : inscriptions aux forums, webinaires et masterclasses, et votre participation effective.',
          'Les données d’utilisation : pages consultées, liens cliqués, campagne d’origine, navigateur, type d’appareil et localisation approximative déduite de votre adresse IP.',
          'Les images de la caméra et les résultats : images traitées pour l’essai ou l’analyse sur nos pages de démonstration. Elles sont traitées pour produire le résultat puis supprimées, sauf si vous choisissez d’enregistrer un résultat.',
        ),
        h2('2. Pourquoi nous les utilisons'),
        ul(
          'Pour répondre à vos demandes et préparer devis, essais et démonstrations.',
          'Pour fournir, sécuriser et facturer les services aux entreprises auxquels vous êtes abonné.',
          'Pour organiser nos événements et vous envoyer les enregistrements demandés.',
          'Pour vous envoyer des actualités sur nos produits, si vous avez accepté de les recevoir ; vous pouvez vous désabonner depuis chaque message.',
          'Pour comprendre l’utilisation du site web et l’améliorer, avec votre consentement lorsque la loi l’exige.',
          'Pour respecter nos obligations légales, comme la conservation des documents fiscaux, et pour défendre nos droits.',
        ),
        h2('3. Bases légales'),
        p(
          'Lorsque le Règlement général sur la protection des données de l’UE ou du Royaume-Uni s’applique, nous nous appuyons sur : l’exécution d’un contrat (comptes, abonnements, support) ; notre intérêt légitime à répondre aux demandes professionnelles, à sécuriser nos services et à améliorer ce site, mis en balance avec vos droits ; votre consentement pour les e-mails marketing, les cookies non essentiels et les résultats de caméra enregistrés, que vous pouvez retirer à tout moment ; et nos obligations légales en matière de comptabilité et de fiscalité.',
        ),
        h2('4. Durée de conservation'),
        ul(
          'Demandes et échanges commerciaux : jusqu’à trois ans après notre dernier contact.',
          'Comptes clients et contrats : pendant la durée du contrat, puis jusqu’à sept ans à des fins fiscales et comptables.',
          'Inscriptions aux événements : deux ans après l’événement.',
          'Données d’analyse d’audience : jusqu’à 14 mois, puis agrégées.',
          'Images de la caméra sur les pages de démonstration : non conservées après l’affichage du résultat.',
        ),
        h2('5. Avec qui nous les partageons'),
        p(
          'Nous ne vendons pas de données personnelles. Nous les partageons uniquement avec les prestataires qui nous aident à exercer notre activité (hébergement cloud, envoi d’e-mails, traitement des paiements, support client et outils d’analyse), liés par des contrats qui limitent leur utilisation à nos instructions ; avec nos sociétés affiliées pour la vente et le support dans votre région ; avec les co-organisateurs d’un événement lorsque vous vous inscrivez à une session co-organisée, comme l’indique le formulaire d’inscription ; et avec les autorités lorsque la loi l’exige.',
        ),
        h2('6. Transferts internationaux'),
        p(
          'Nos équipes et nos prestataires travaillent dans plusieurs pays. Lorsque des données quittent l’Espace économique européen, le Royaume-Uni ou la Suisse vers un pays ne bénéficiant pas d’une décision d’adéquation, nous utilisons les clauses contractuelles types de la Commission européenne (et l’avenant britannique), assorties de garanties techniques telles que le chiffrement.',
        ),
        h2('7. Vos droits'),
        p(
          'Selon votre lieu de résidence, vous pouvez demander à accéder à vos données, à les rectifier, à les supprimer ou à en recevoir une copie, à en limiter l’utilisation ou à vous y opposer, et retirer votre consentement à tout moment sans que cela n’affecte les traitements antérieurs. Vous pouvez également introduire une réclamation auprès de votre autorité locale de protection des données. Nous répondons aux demandes dans un délai d’un mois.',
        ),
        h2('8. Cookies et technologies similaires'),
        p(
          'Les cookies essentiels maintiennent votre connexion, mémorisent votre langue et protègent les formulaires ; ils ne peuvent pas être désactivés. Les cookies d’analyse et de marketing ne sont déposés qu’après votre acceptation dans le bandeau cookies, et vous pouvez modifier votre choix à tout moment via le lien des paramètres de cookies en pied de page. Les cookies qui mémorisent vos choix expirent au bout de douze mois.',
        ),
        h2('9. Sécurité'),
        p(
          'Les données sont chiffrées en transit et au repos, l’accès est réservé au personnel qui en a besoin, et nos systèmes sont examinés chaque année par des évaluateurs indépendants.',
        ),
        h2('10. Contact'),
        p(
          'Pour exercer vos droits ou poser une question, écrivez à notre équipe chargée de la confidentialité via la page de contact ou à privacy@example.com. Notre délégué à la protection des données est joignable à la même adresse. {{brand}} Inc., 100 Example Avenue, Example City (adresse fictive pour ce site de démonstration).',
        ),
        h2('11. Modifications de cette politique'),
        p(
          'Nous mettons à jour cette politique lorsque nos services ou la loi évoluent. La date en haut de page indique la dernière version ; en cas de modification importante, nous en informerons également nos clients par e-mail.',
        ),
      ]),
    ],
  ),
  terms: page(
    'Conditions d’utilisation',
    'Les conditions qui s’appliquent lorsque vous visitez et utilisez ce site web.',
    [
      rich([
        p(UPDATED),
        h2('1. Qui sommes-nous'),
        p(
          'Ce site web est exploité par {{brand}} Inc. En l’utilisant, vous acceptez les présentes conditions. Les services aux entreprises que vous nous achetez sont régis par le contrat signé avec chaque client, qui prévaut sur ces conditions.',
        ),
        h2('2. Utilisation du site web'),
        ul(
          'Vous pouvez consulter, imprimer et partager des pages pour votre propre information et pour évaluer nos services.',
          'Vous ne pouvez pas copier de contenu à des fins commerciales, extraire massivement les données du site ni perturber son fonctionnement.',
          'Les démonstrations n’utilisent votre caméra qu’après votre autorisation, et uniquement pour afficher l’effet.',
        ),
        h2('3. Comptes'),
        p(
          'Gardez vos identifiants de connexion confidentiels et prévenez-nous immédiatement si vous soupçonnez une utilisation abusive. Nous pouvons suspendre les comptes qui enfreignent ces conditions ou mettent d’autres utilisateurs en danger.',
        ),
        h2('4. Propriété intellectuelle'),
        p(
          'Le site web, ses textes, images, logiciels et marques appartiennent à {{brand}} ou à ses concédants de licence. Les noms de produits d’autres sociétés appartiennent à leurs propriétaires.',
        ),
        h2('5. Liens vers d’autres sites'),
        p(
          'Nous proposons des liens vers d’autres sites pour votre commodité ; nous ne sommes pas responsables de leur contenu.',
        ),
        h2('6. Responsabilité'),
        p(
          'Nous nous efforçons de maintenir les informations de ce site exactes et disponibles, mais nous les fournissons en l’état. Rien dans ces conditions ne limite une responsabilité qui ne peut l’être en vertu de la loi.',
        ),
        h2('7. Droit applicable et litiges'),
        p(
          'Ces conditions sont régies par le droit du pays où est établie la société {{brand}} avec laquelle vous traitez, sans préjudice des protections impératives accordées aux consommateurs par votre pays de résidence.',
        ),
        h2('8. Modifications et contact'),
        p(
          'Nous pouvons mettre à jour ces conditions ; la date ci-dessus indique la dernière version. Vos questions sont les bienvenues via la page de contact.',
        ),
      ]),
    ],
  ),
  impressum: page('Mentions légales', 'Informations sur l’éditeur de ce site web.', [
    rich([
      p('{{brand}} Europe GmbH (entité fictive), Musterstraße 1, 10115 Berlin, Allemagne.'),
      p('Gérant : A. Example. Tribunal d’immatriculation : Amtsgericht Berlin, HRB 000000 (exemple).'),
      p('Contact : la page de contact de ce site web.'),
    ]),
  ]),
  compliance: page(
    'Conformité',
    'Nos engagements en matière de sécurité et de confidentialité envers nos clients professionnels.',
    [
      rich([
        ul(
          'Des accords de traitement des données disponibles pour chaque client professionnel.',
          'Le chiffrement en transit et au repos des données stockées.',
          'Des évaluations de sécurité annuelles par des tiers.',
          'Des options de stockage régional des données pour les clients qui en ont besoin.',
        ),
      ]),
    ],
  ),
  'accessibility-statement': page(
    'Déclaration d’accessibilité',
    'Nous voulons que chacun puisse utiliser ce site web.',
    [
      rich([
        p(
          'Nous visons la conformité aux Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA, sur l’ensemble de ce site.',
        ),
        p(
          'Les expériences basées sur la caméra proposent en alternative l’import de photos et des résultats décrits. Si quelque chose ne fonctionne pas pour vous, signalez-le via la page de contact : nous vous répondrons sous cinq jours ouvrés.',
        ),
      ]),
    ],
  ),
  'shopify/privacy': page(
    'Politique de confidentialité du plugin e-commerce',
    'Comment le plugin e-commerce {{brand}} traite les données de la boutique et de ses clients.',
    [
      rich([
        p(UPDATED),
        h2('1. Données lues par le plugin'),
        ul(
          'Données de la boutique : nom de la boutique, e-mail du propriétaire, offre et domaine sur lequel le plugin fonctionne.',
          'Données produit : titres, images, identifiants de variantes et valeurs colorimétriques, utilisés pour créer les teintes d’essai.',
          'Le plugin ne lit ni les commandes des clients, ni leurs adresses, ni leurs données de paiement.',
        ),
        h2('2. Données des clients'),
        p(
          'Les images de la caméra des clients sont traitées dans la session du navigateur pour afficher l’essai et ne sont pas conservées par le plugin. Des événements d’utilisation anonymes (essai ouvert, teinte consultée, ajout au panier) sont comptabilisés pour le tableau de bord du marchand sans identifier les clients.',
        ),
        h2('3. Finalités et base légale'),
        p(
          'Nous utilisons les données de la boutique pour fournir le plugin dans le cadre du contrat conclu avec le marchand. Pour les données des clients, le marchand est responsable du traitement et nous les traitons pour son compte.',
        ),
        h2('4. Conservation et suppression'),
        p(
          'La désinstallation du plugin entraîne la suppression des données de la boutique que nous détenons dans un délai de 30 jours. Les marchands peuvent nous demander de les supprimer plus tôt, et nous donnons suite aux demandes relatives aux données transmises par la plateforme e-commerce.',
        ),
        h2('5. Partage et transferts'),
        p(
          'Les données sont hébergées chez nos prestataires cloud avec les garanties décrites dans notre politique de confidentialité principale, y compris les clauses contractuelles types pour les transferts.',
        ),
        h2('6. Contact'),
        p('Questions sur le plugin et la confidentialité : privacy@example.com ou la page de contact.'),
      ]),
    ],
  ),
  'shopify/terms': page(
    'Conditions du plugin e-commerce',
    'Les conditions d’installation et d’utilisation du plugin e-commerce {{brand}}.',
    [
      rich([
        p(UPDATED),
        ol(
          'Le plugin est facturé via votre plateforme e-commerce selon l’offre que vous choisissez.',
          'Vous confirmez disposer des droits sur les images produit et les données de couleur que vous importez.',
          'Les teintes virtuelles sont des aperçus ; indiquez à vos clients que les couleurs à l’écran peuvent différer du produit.',
          'Vous pouvez résilier à tout moment ; l’accès prend fin à l’issue de la période de facturation.',
          'Nous pouvons mettre à jour le plugin pour l’améliorer ; les changements importants sont annoncés dans son tableau de bord.',
        ),
      ]),
    ],
  ),
  'SDK/privacy': page(
    'Politique de confidentialité du SDK',
    'Comment le SDK {{brand}} traite les données au sein de votre application.',
    [
      rich([
        p(UPDATED),
        h2('1. Images de la caméra'),
        p(
          'Le SDK traite les images de la caméra sur l’appareil pour afficher l’essai et l’analyse. Les images ne sont pas envoyées à nos serveurs, sauf si votre application fait appel à une fonction cloud, comme l’analyse de peau HD, et alors uniquement le temps nécessaire pour renvoyer le résultat.',
        ),
        h2('2. Données de diagnostic'),
        p(
          'Le SDK peut transmettre sa version, le modèle de l’appareil, la version du système d’exploitation et des rapports d’erreur, afin que nous puissions en garantir la fiabilité. Ces données ne comprennent ni images ni identifiants de vos utilisateurs.',
        ),
        h2('3. Rôles'),
        p(
          'Vous, le développeur de l’application, décidez pourquoi et comment les données de vos utilisateurs sont traitées et êtes le responsable du traitement ; nous traitons les données pour votre compte dans le cadre de notre accord de traitement des données.',
        ),
        h2('4. Vos obligations'),
        p(
          'Informez vos utilisateurs de la présence du SDK dans votre propre politique de confidentialité, demandez l’autorisation d’accès à la caméra au moment opportun et recueillez tout consentement exigé par le pays de vos utilisateurs.',
        ),
        h2('5. Conservation et contact'),
        p(
          'Les données de diagnostic sont conservées 90 jours. Questions et demandes relatives aux données : privacy@example.com.',
        ),
      ]),
    ],
  ),
  'faq/account-payments': faqPage('Compte et paiements', 'Connexion, factures et moyens de paiement.', [
    [
      'Comment modifier mon e-mail de facturation ?',
      'Ouvrez les paramètres de votre compte et modifiez le contact de facturation.',
    ],
    [
      'Quels moyens de paiement acceptez-vous ?',
      'Les principales cartes bancaires ; les offres entreprise peuvent être réglées sur facture.',
    ],
    ['Où trouver mes factures ?', 'Les factures sont listées dans la rubrique Facturation de votre compte.'],
  ]),
  'faq/integration-of-youcam': faqPage(
    'Intégrer {{brand}}',
    'Ajouter l’essai virtuel et l’analyse à votre site ou à votre application.',
    [
      [
        'Comment ajouter l’essai virtuel à mon site ?',
        'Ajoutez l’extrait de script fourni dans la console et un bouton sur vos pages produit.',
      ],
      [
        'Existe-t-il un plugin pour ma plateforme e-commerce ?',
        'Des plugins existent pour les plateformes les plus répandues ; les autres utilisent l’extrait de script.',
      ],
      [
        'Puis-je tester avant la mise en ligne ?',
        'Oui, une clé de préproduction vous permet de tester sur n’importe quel domaine.',
      ],
    ],
  ),
  'faq/subscription': faqPage('Abonnements', 'Offres, essais, renouvellements et résiliation.', [
    [
      'Quand se termine mon essai ?',
      'Quatorze jours après son début ; la date est indiquée dans votre compte.',
    ],
    ['Puis-je résilier à tout moment ?', 'Oui, l’accès se poursuit jusqu’à la fin de la période payée.'],
    [
      'Que se passe-t-il si un paiement échoue ?',
      'Nous réessayons et vous prévenons par e-mail ; le service continue pendant un court délai de grâce.',
    ],
  ]),
  'faq/trouble-shooting': faqPage('Dépannage', 'Solutions aux problèmes courants.', [
    [
      'La caméra ne démarre pas.',
      'Autorisez l’accès à la caméra dans le navigateur et vérifiez qu’aucune autre application ne l’utilise.',
    ],
    [
      'Les teintes ne ressemblent pas au produit.',
      'Vérifiez que la photo du nuancier a été prise sous une lumière neutre, puis recréez la teinte.',
    ],
    [
      'Le bouton d’essai n’apparaît pas.',
      'Vérifiez que votre domaine figure parmi les domaines autorisés dans la console.',
    ],
  ]),
  partners: page('Partenaires', 'Les agences, plateformes et intégrateurs qui construisent avec {{brand}}.', [
    {
      component: 'card-grid',
      title: 'Types de partenaires',
      cards: [
        {
          title: 'Partenaires solutions',
          description: 'Des agences qui conçoivent et lancent des expériences d’essai virtuel.',
        },
        {
          title: 'Partenaires plateformes',
          description: 'Des plateformes e-commerce et marketing dotées d’intégrations prêtes à l’emploi.',
        },
        {
          title: 'Partenaires matériel',
          description: 'Des fabricants de miroirs connectés et de bornes pour les magasins.',
        },
      ],
    },
    {
      component: 'cta-banner',
      title: 'Devenir partenaire',
      description: 'Parlez-nous de votre entreprise et des marques que vous accompagnez.',
      cta: cta('Postuler', '/business/contact-us/sales'),
    },
  ]),
  'beauty-fashion-metaverse': page(
    'La beauté et la mode dans le métavers',
    'Notre vitrine virtuelle de 2022 : l’essai pour avatars, des collections de maquillage numériques et ce qu’elles nous ont appris sur le shopping dans les mondes en 3D.',
    [
      rich([
        p(
          'Au printemps 2022, {{brand}} a ouvert un showroom virtuel où les visiteurs habillaient leur avatar de maquillage, de couleurs de cheveux et d’accessoires numériques, puis essayaient les mêmes looks sur leur propre visage avec la caméra. Pendant trois semaines, marques, créateurs et distributeurs ont exploré ce que signifie la beauté quand le miroir est un écran.',
        ),
        h2('Ce que les visiteurs pouvaient faire'),
        ul(
          'Créer un look sur un avatar et le reprendre lors d’un essai en direct sur un selfie.',
          'Parcourir les collections numériques en édition limitée de quatre marques partenaires.',
          'Participer chaque jour à des visites guidées avec nos maquilleurs et nos designers 3D.',
          'Enregistrer des looks dans une liste d’envies et acheter les produits physiques chez les distributeurs partenaires.',
        ),
        h2('Ce que nous avons appris'),
        p(
          'Les clients ont vu dans le maquillage numérique un moyen d’expérimenter des couleurs plus audacieuses que d’habitude, et beaucoup ont ensuite essayé ces couleurs sur leur propre visage. Une couleur cohérente entre l’avatar et la caméra s’est révélée essentielle : les mêmes données de teinte alimentent désormais chaque canal {{brand}}.',
        ),
      ]),
      {
        component: 'stats',
        title: 'La vitrine en chiffres',
        items: [
          { value: '3 semaines', label: 'd’ouverture au public' },
          { value: '4', label: 'marques partenaires avec des collections numériques' },
          { value: '120 k', label: 'looks d’avatar créés' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Poursuivre l’exploration',
        cards: [
          {
            title: 'IA générative',
            description: 'La technologie qui crée des looks à partir d’une description.',
            link: '/business/technologies/generative-ai',
          },
          {
            title: 'Format 3D VTO',
            description: 'Une ressource 3D pour le web, les applis et les mondes virtuels.',
            link: '/business/products/3d-vto-format',
          },
          {
            title: 'Global Beauty Tech Forum',
            description: 'Les conférences de cette année sur l’IA, la RA et la distribution beauté.',
            link: '/business/global-beauty-tech-forum',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Préparez un lancement virtuel avec nous',
        description:
          'Notre équipe aide les marques à emmener leurs collections dans les mondes 3D, puis à les ramener en rayon.',
        cta: cta('Contacter l’équipe commerciale', '/business/contact-us/sales'),
      },
    ],
  ),
  CES2022: page(
    '{{brand}} au CES 2022',
    'Las Vegas, du 5 au 8 janvier 2022 : démonstrations en direct de l’analyse de peau par IA, du maquillage virtuel et des accessoires suivis par la main.',
    [
      rich([
        p(
          'Au CES 2022, notre stand de l’espace Santé et bien-être a montré comment la beauty tech circule entre le téléphone, le comptoir et le miroir. Les visiteurs ont analysé leur peau, essayé rouges à lèvres et bagues, et rencontré l’équipe qui construit le moteur.',
        ),
        h2('Sur le stand'),
        ul(
          'Diagnostic de peau par IA : quinze problématiques évaluées à partir d’un selfie, affichées sur un miroir connecté.',
          'Maquillage virtuel : tous les produits lèvres et yeux d’une collection complète, en direct en vidéo.',
          'Bagues et montres en RA : un suivi de la main qui maintient les bijoux en place quand les mains bougent.',
          'Conseil beauté en tête-à-tête : des consultations vidéo en direct avec essai intégré.',
        ),
        h2('Conférences'),
        p(
          'Notre directeur technique est intervenu lors de la table ronde « Une IA inclusive pour la beauté », consacrée à l’entraînement de modèles qui fonctionnent pour toutes les carnations, et notre équipe produit a présenté chaque jour des démonstrations de quinze minutes aux distributeurs.',
        ),
      ]),
      {
        component: 'stats',
        title: 'Le CES 2022 en chiffres',
        items: [
          { value: '4 jours', label: 'de démonstrations en direct' },
          { value: '6 000+', label: 'analyses de peau sur le stand' },
          { value: '300+', label: 'rendez-vous avec des marques et des distributeurs' },
        ],
      },
      {
        component: 'card-grid',
        title: 'Les produits présentés',
        cards: [
          {
            title: 'Diagnostic de peau par IA',
            description: 'Une analyse de peau de niveau clinique sur n’importe quel téléphone.',
            link: '/business/products/ai-skin-diagnostic',
          },
          {
            title: 'Essai virtuel de maquillage',
            description: 'Chaque produit pour les lèvres, les yeux et le teint, essayé en direct.',
            link: '/business/products/virtual-makeup',
          },
          {
            title: 'Essai virtuel de bagues en RA',
            description: 'Des bagues qui restent au doigt quand les mains bougent.',
            link: '/business/products/ar-virtual-ring',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Vous nous avez manqués à Las Vegas ?',
        description: 'Réservez la même démonstration en ligne avec notre équipe.',
        cta: cta('Réserver une démo', '/business/contact-us/sales?event=CES2022'),
      },
    ],
  ),
  'ai-apis': page('API d’IA', 'L’IA du visage, de la peau et des cheveux sous forme d’API cloud simples.', [
    {
      component: 'card-grid',
      title: 'API disponibles',
      cards: [
        {
          title: 'API d’analyse de peau',
          description: 'Les scores de quinze problématiques de peau à partir d’une photo.',
        },
        {
          title: 'API de caractéristiques du visage',
          description: 'Forme du visage, traits et proportions.',
        },
        {
          title: 'API d’analyse capillaire',
          description: 'Longueur, type, densité et frisottis.',
        },
        {
          title: 'API de transfert de maquillage',
          description: 'Appliquez un look de référence à un nouveau visage.',
        },
      ],
    },
    {
      component: 'steps',
      title: 'Pour commencer',
      steps: [
        { name: 'Créez une clé', text: 'Inscrivez-vous et créez une clé d’API dans la console.' },
        { name: 'Envoyez une photo', text: 'Envoyez une image par POST et recevez les résultats en JSON.' },
        { name: 'Passez à l’échelle', text: 'Payez à l’usage avec une tarification dégressive.' },
      ],
    },
  ]),
  investors: page('Investisseurs', 'Informations destinées aux actionnaires et aux analystes.', [
    rich([
      p(
        'Les rapports financiers, présentations et documents de gouvernance sont publiés sur notre site investisseurs.',
      ),
      p(
        'Pour toute question d’investisseur, contactez l’équipe des relations investisseurs via la page de contact.',
      ),
    ]),
    {
      component: 'cta-banner',
      title: 'Site investisseurs',
      description: 'Rapports et communiqués.',
      cta: cta('Visiter le site investisseurs', 'https://investors.example.com/'),
    },
  ]),
  plan: page(
    'Des offres pour chaque marque',
    'Des offres en libre-service pour les marques en croissance, des offres sur mesure pour les groupes internationaux.',
    [
      {
        component: 'card-grid',
        title: 'Choisissez une solution',
        cards: [
          {
            title: 'Maquillage',
            description: 'Offres d’essai de maquillage.',
            link: '/business/solutions/online-service/makeup/plan',
          },
          {
            title: 'Lunettes',
            description: 'Offres d’essai de lunettes.',
            link: '/business/solutions/online-service/eye-wear/plan',
          },
          {
            title: 'Skincare Pro',
            description: 'Offres d’analyse de peau.',
            link: '/business/solutions/online-service/skincare-pro/plan',
          },
          {
            title: 'Simulation esthétique',
            description: 'Offres de simulation pour les cliniques.',
            link: '/business/solutions/online-service/aesthetic-simulation/plan',
          },
        ],
      },
    ],
  ),
};
