import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in French, by app code (data/consumer.ts APPS); the app names stay as they are. */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about:
      'Prenez des selfies avec des filtres en direct qui ajustent la lumière, la peau et le maquillage avant même d’appuyer sur le déclencheur.',
    highlights: [
      ['Filtres en direct', 'Voyez l’effet avant de prendre la photo.'],
      ['Effets beauté', 'Des retouches naturelles de la peau et de la lumière.'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about:
      'Pointez la caméra vers votre main et essayez couleurs de vernis, finis et nail art avant votre prochaine manucure.',
    highlights: [
      ['Des centaines de teintes', 'Crème, pailleté, chromé et bien plus.'],
      ['Nail art', 'Motifs et French manucure.'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about:
      'Retouchez vos portraits, supprimez des objets, changez le ciel et créez avec des outils IA pensés pour les photos du quotidien.',
    highlights: [
      ['Suppression d’objets', 'Effacez les éléments gênants d’un seul geste.'],
      ['Outils IA', 'Améliorez, agrandissez et réinventez vos photos.'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about:
      'Lissez la peau, affinez les traits et ajoutez du maquillage sur tout un clip, puis coupez et ajoutez de la musique dans la même appli.',
    highlights: [
      ['Retouche vidéo', 'Des outils beauté qui suivent chaque image.'],
      ['Montage express', 'Coupez, assemblez et ajoutez de la musique.'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about:
      'Montez vos clips en rythme grâce à des modèles, des sous-titres et des transitions pensés pour les vidéos courtes.',
    highlights: [
      ['Modèles', 'Des montages tout prêts pour suivre les tendances.'],
      ['Sous-titres automatiques', 'Des sous-titres générés à partir de la voix.'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about:
      'Essayez en direct des looks complets, des produits à l’unité et des couleurs de cheveux, puis trouvez les vrais produits correspondants.',
    highlights: [
      ['Maquillage en direct', 'Des looks qui suivent votre visage.'],
      ['Couleur de cheveux', 'Essayez les nuances avant de colorer.'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: 'Créez des avatars, des styles et des scènes à partir de vos photos ou d’une courte description.',
    highlights: [
      ['Transfert de style', 'Peinture, anime et bien plus.'],
      ['Texte en image', 'Décrivez-le, et voyez-le apparaître.'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about:
      'Posez vos questions sur les routines, les looks et les tenues, et recevez des réponses illustrées à essayer dans nos autres applis.',
    highlights: [
      ['Des réponses style', 'Des conseils à essayer tout de suite.'],
      ['Des réponses en images', 'Chaque réponse s’accompagne d’idées visuelles.'],
    ],
  },
};
