import type { APP_CODES, ContentPage, MenuEntry } from '../../../../shared/smb/content';
import {
  type C8,
  type ConsumerLt,
  cta,
  EN_UI,
  fill,
  h2,
  type Pair,
  p,
  page,
  pickC,
  type SeedUi,
  ul,
} from './helpers.ts';

/** Consumer side (spec 001 §2.7): home and CONSUMER_MENU in every consumer language
 * (order: en, zh_TW, ja, de, fr, es, pt, it), apps, about, highlight and feature pages. */

const H = {
  b1Title: [
    'Your best selfie, one tap away',
    '一鍵拍出最美自拍',
    'ワンタップで最高の自撮りを',
    'Dein bestes Selfie mit einem Tipp',
    'Votre meilleur selfie en un geste',
    'Tu mejor selfi, a un toque',
    'A sua melhor selfie num toque',
    'Il tuo selfie migliore, con un tocco',
  ],
  b1Desc: [
    'Retouch, makeup and filters in the {{brand}} Cam app.',
    '在 {{brand}} Cam 修圖、上妝、套濾鏡。',
    '{{brand}} Cam でレタッチ、メイク、フィルターを。',
    'Retusche, Make-up und Filter in der App {{brand}} Cam.',
    'Retouche, maquillage et filtres dans l’app {{brand}} Cam.',
    'Retoque, maquillaje y filtros en la app {{brand}} Cam.',
    'Retoque, maquilhagem e filtros na app {{brand}} Cam.',
    'Ritocco, trucco e filtri nell’app {{brand}} Cam.',
  ],
  b2Title: [
    'Edit photos with AI',
    '用 AI 編輯照片',
    'AI で写真を編集',
    'Fotos mit KI bearbeiten',
    'Retouchez vos photos avec l’IA',
    'Edita fotos con IA',
    'Edite fotos com IA',
    'Modifica le foto con l’IA',
  ],
  b2Desc: [
    'Remove objects, enhance details and swap backgrounds in seconds.',
    '幾秒內移除物件、強化細節、替換背景。',
    '数秒で不要物を消し、細部を補正し、背景を差し替え。',
    'Objekte entfernen, Details schärfen und Hintergründe tauschen – in Sekunden.',
    'Supprimez des objets, affinez les détails et changez d’arrière-plan en quelques secondes.',
    'Elimina objetos, mejora detalles y cambia fondos en segundos.',
    'Remova objetos, melhore detalhes e troque fundos em segundos.',
    'Rimuovi oggetti, migliora i dettagli e cambia sfondo in pochi secondi.',
  ],
  b3Title: [
    'Videos that look made by a pro',
    '專業級的影片剪輯',
    'プロ級に見える動画を',
    'Videos wie vom Profi',
    'Des vidéos dignes d’un pro',
    'Vídeos que parecen de un profesional',
    'Vídeos com ar profissional',
    'Video che sembrano fatti da un professionista',
  ],
  b3Desc: [
    'Trim, retouch and add effects with {{brand}} Video.',
    '用 {{brand}} Video 剪輯、修飾、加特效。',
    '{{brand}} Video でカット、補正、エフェクト追加。',
    'Schneiden, retuschieren und Effekte hinzufügen mit {{brand}} Video.',
    'Coupez, retouchez et ajoutez des effets avec {{brand}} Video.',
    'Recorta, retoca y añade efectos con {{brand}} Video.',
    'Corte, retoque e adicione efeitos com o {{brand}} Video.',
    'Taglia, ritocca e aggiungi effetti con {{brand}} Video.',
  ],
  download: [
    'Download free',
    '免費下載',
    '無料ダウンロード',
    'Kostenlos laden',
    'Télécharger gratuitement',
    'Descargar gratis',
    'Transferir grátis',
    'Scarica gratis',
  ],
  explore: [
    'Explore features',
    '探索功能',
    '機能を見る',
    'Funktionen entdecken',
    'Découvrir les fonctions',
    'Ver funciones',
    'Ver funcionalidades',
    'Scopri le funzioni',
  ],
  appsTitle: [
    'Our apps',
    '我們的 App',
    'アプリ一覧',
    'Unsere Apps',
    'Nos applications',
    'Nuestras apps',
    'As nossas apps',
    'Le nostre app',
  ],
  appsDesc: [
    'Free creative apps for photos, videos and beauty.',
    '免費的照片、影片與美妝創作 App。',
    '写真・動画・ビューティーのための無料クリエイティブアプリ。',
    'Kostenlose Kreativ-Apps für Fotos, Videos und Beauty.',
    'Des applis créatives gratuites pour photos, vidéos et beauté.',
    'Apps creativas gratuitas para fotos, vídeos y belleza.',
    'Apps criativas gratuitas para fotos, vídeos e beleza.',
    'App creative gratuite per foto, video e bellezza.',
  ],
  featTitle: [
    'App features',
    'App 功能',
    'アプリの機能',
    'App-Funktionen',
    'Fonctions des applis',
    'Funciones de las apps',
    'Funcionalidades das apps',
    'Funzioni delle app',
  ],
  featDesc: [
    'Popular tools across our apps.',
    '各 App 的熱門工具。',
    'アプリで人気のツール。',
    'Beliebte Werkzeuge aus unseren Apps.',
    'Les outils préférés de nos applis.',
    'Herramientas populares de nuestras apps.',
    'Ferramentas populares das nossas apps.',
    'Gli strumenti più amati delle nostre app.',
  ],
  colPhoto: [
    'Photo editing',
    '照片編輯',
    '写真編集',
    'Fotobearbeitung',
    'Retouche photo',
    'Edición de fotos',
    'Edição de fotos',
    'Fotoritocco',
  ],
  colPortrait: [
    'Portrait editing',
    '人像編輯',
    'ポートレート編集',
    'Porträtbearbeitung',
    'Retouche de portrait',
    'Edición de retratos',
    'Edição de retratos',
    'Ritocco ritratti',
  ],
  colVideo: [
    'Video editing',
    '影片編輯',
    '動画編集',
    'Videobearbeitung',
    'Montage vidéo',
    'Edición de vídeo',
    'Edição de vídeo',
    'Montaggio video',
  ],
  allApps: [
    'All apps',
    '所有 App',
    'すべてのアプリ',
    'Alle Apps',
    'Toutes les applis',
    'Todas las apps',
    'Todas as apps',
    'Tutte le app',
  ],
} satisfies Record<string, C8>;

export function consumerHome(lt: ConsumerLt) {
  const t = (k: keyof typeof H) => pickC(H[k], lt);
  const banner = (title: string, description: string, ctaText: string, ctaLink: string) => ({
    title,
    description,
    superscript: null,
    imageDesktop: null,
    imageMobile: null,
    ctaText,
    ctaLink,
    newTab: false,
  });
  return {
    banners: [
      banner(t('b1Title'), t('b1Desc'), t('download'), '/consumer/apps/ycp'),
      banner(t('b2Title'), t('b2Desc'), t('explore'), '/consumer/features/ai-photo-enhancer'),
      banner(t('b3Title'), t('b3Desc'), t('download'), '/consumer/apps/ycv'),
    ],
    sections: [
      {
        component: 'card-grid' as const,
        title: t('appsTitle'),
        description: t('appsDesc'),
        cards: APPS.map((a) => ({
          title: a.name,
          description: pickC(a.tagline, lt),
          link: `/consumer/apps/${a.code}`,
        })),
      },
    ],
  };
}

const A = {
  appsLead: [
    'Eight free apps, one idea: creative tools that feel easy. Pick the one that fits what you want to make today.',
    '八款免費 App，同一個理念：好上手的創作工具。選一款最適合你今天想做的事。',
    '8 つの無料アプリに共通するのは、気軽に使えるクリエイティブツールという考え方。今日やりたいことに合うものを選んでください。',
    'Acht kostenlose Apps, eine Idee: kreative Werkzeuge, die leicht von der Hand gehen. Wähle die, die zu deinem Vorhaben passt.',
    'Huit applis gratuites, une même idée : des outils créatifs faciles à prendre en main. Choisissez celle qui vous correspond aujourd’hui.',
    'Ocho apps gratuitas con una misma idea: herramientas creativas fáciles de usar. Elige la que encaje con lo que quieres crear hoy.',
    'Oito apps gratuitas, uma só ideia: ferramentas criativas fáceis de usar. Escolha a que combina com o que quer criar hoje.',
    'Otto app gratuite, un’unica idea: strumenti creativi facili da usare. Scegli quella adatta a ciò che vuoi creare oggi.',
  ],
  pickTitle: [
    'Which app is for me?',
    '哪一款 App 適合我？',
    'どのアプリが合う？',
    'Welche App passt zu mir?',
    'Quelle appli me convient ?',
    '¿Qué app es para mí?',
    'Qual é a app para mim?',
    'Quale app fa per me?',
  ],
  pickBody: [
    'Selfies and makeup: {{brand}} Cam and {{brand}} Makeup. Photo fixes and AI edits: {{brand}} Photo. Clips and reels: {{brand}} Video and {{brand}} Cut. Nails, art and advice have an app of their own.',
    '自拍與彩妝：{{brand}} Cam 和 {{brand}} Makeup。修圖與 AI 編輯：{{brand}} Photo。短片與影片：{{brand}} Video 和 {{brand}} Cut。美甲、藝術創作與諮詢也各有專屬 App。',
    '自撮りとメイクなら {{brand}} Cam と {{brand}} Makeup。写真の補正や AI 編集は {{brand}} Photo。動画やリールは {{brand}} Video と {{brand}} Cut。ネイル、アート、相談にもそれぞれ専用アプリがあります。',
    'Selfies und Make-up: {{brand}} Cam und {{brand}} Makeup. Fotokorrekturen und KI: {{brand}} Photo. Clips und Reels: {{brand}} Video und {{brand}} Cut. Nägel, Kunst und Beratung haben je eine eigene App.',
    'Selfies et maquillage : {{brand}} Cam et {{brand}} Makeup. Retouches et IA : {{brand}} Photo. Clips et reels : {{brand}} Video et {{brand}} Cut. Ongles, art et conseils ont chacun leur appli.',
    'Selfis y maquillaje: {{brand}} Cam y {{brand}} Makeup. Arreglos de fotos e IA: {{brand}} Photo. Clips y reels: {{brand}} Video y {{brand}} Cut. Uñas, arte y consejos tienen su propia app.',
    'Selfies e maquilhagem: {{brand}} Cam e {{brand}} Makeup. Correções e IA: {{brand}} Photo. Clipes e reels: {{brand}} Video e {{brand}} Cut. Unhas, arte e conselhos têm a sua própria app.',
    'Selfie e trucco: {{brand}} Cam e {{brand}} Makeup. Correzioni e IA: {{brand}} Photo. Clip e reel: {{brand}} Video e {{brand}} Cut. Unghie, arte e consigli hanno ciascuno la propria app.',
  ],
} satisfies Record<string, C8>;

/**
 * /consumer/apps in every consumer language: the banner, a card per app (linking its page; the page
 * adds the store button and QR code from the app records) and a short guide.
 */
export function consumerAppsPage(lt: ConsumerLt): ContentPage {
  return page(pickC(H.appsTitle, lt), pickC(A.appsLead, lt), [
    {
      component: 'card-grid',
      title: pickC(H.allApps, lt),
      description: pickC(H.appsDesc, lt),
      cards: APPS.map((a) => ({
        title: a.name,
        description: pickC(a.tagline, lt),
        link: `/consumer/apps/${a.code}`,
      })),
    },
    {
      component: 'basic-section',
      title: pickC(A.pickTitle, lt),
      description: pickC(A.pickBody, lt),
      ctas: [],
    },
  ]);
}

/** The consumer home's SEO meta (spec 001 §7) in every consumer language. */
const HOME_SEO = {
  metaTitle: [
    '{{brand}} — beauty and photo apps for every selfie',
    '{{brand}} — 讓每張自拍更出色的美顏與修圖 App',
    '{{brand}} — すべての自撮りのためのビューティー＆写真アプリ',
    '{{brand}} — Beauty- und Foto-Apps für jedes Selfie',
    '{{brand}} — des applis beauté et photo pour sublimer chaque selfie',
    '{{brand}} — apps de belleza y fotografía para cada selfie',
    '{{brand}} — aplicações de beleza e fotografia para cada selfie',
    '{{brand}} — app di bellezza e foto per ogni selfie',
  ],
  metaDescription: [
    'Try a new look, retouch a portrait or turn a clip into a story with the {{brand}} family of camera, photo and video apps.',
    '透過 {{brand}} 系列相機、修圖與影片 App，嘗試全新妝容、修飾人像，或把短片變成精彩故事。',
    '新しいルックを試したり、ポートレートを補正したり、動画をストーリーに仕上げたり。{{brand}} のカメラ・写真・動画アプリで。',
    'Probier einen neuen Look aus, retuschiere ein Porträt oder mach aus einem Clip eine Story – mit den Kamera-, Foto- und Video-Apps von {{brand}}.',
    "Essayez un nouveau look, retouchez un portrait ou transformez une vidéo en story avec la famille d'applis caméra, photo et vidéo {{brand}}.",
    'Prueba un nuevo look, retoca un retrato o convierte un clip en una historia con la familia de apps de cámara, foto y vídeo de {{brand}}.',
    'Experimente um novo visual, retoque um retrato ou transforme um vídeo curto numa história com a família de aplicações de câmara, fotografia e vídeo de {{brand}}.',
    'Prova un nuovo look, ritocca un ritratto o trasforma un video in una storia con la famiglia di app di fotocamera, foto e video {{brand}}.',
  ],
} satisfies Record<string, C8>;

export function consumerHomeSeo(lt: ConsumerLt) {
  return { metaTitle: pickC(HOME_SEO.metaTitle, lt), metaDescription: pickC(HOME_SEO.metaDescription, lt) };
}

/** [slug, title in eight languages] of the feature pages the menu lists. */
type Item = readonly [string, C8];

const PHOTO_ITEMS: readonly Item[] = [
  [
    'ai-photo-enhancer',
    [
      'AI photo enhancer',
      'AI 畫質增強',
      'AI 画質補正',
      'KI-Fotoverbesserung',
      'Amélioration photo IA',
      'Mejora de fotos IA',
      'Melhoria de fotos IA',
      'Migliora foto IA',
    ],
  ],
  [
    'remove-object-from-photo',
    [
      'Remove objects',
      '移除物件',
      '不要物の消去',
      'Objekte entfernen',
      'Supprimer des objets',
      'Eliminar objetos',
      'Remover objetos',
      'Rimuovi oggetti',
    ],
  ],
  [
    'ai-photo-fixer',
    [
      'AI photo fixer',
      'AI 照片修復',
      'AI 写真修復',
      'KI-Fotoreparatur',
      'Réparation photo IA',
      'Reparador de fotos IA',
      'Reparação de fotos IA',
      'Riparazione foto IA',
    ],
  ],
  [
    'blur-images',
    [
      'Blur images',
      '模糊背景',
      'ぼかし',
      'Bilder weichzeichnen',
      'Flouter les images',
      'Difuminar imágenes',
      'Desfocar imagens',
      'Sfoca immagini',
    ],
  ],
  [
    'photo-collage-maker',
    [
      'Collage maker',
      '拼貼製作',
      'コラージュ作成',
      'Collagen erstellen',
      'Créateur de collages',
      'Creador de collages',
      'Criador de colagens',
      'Crea collage',
    ],
  ],
  [
    'text-to-image-ai',
    [
      'Text to image',
      '文字生成圖片',
      'テキストから画像',
      'Text zu Bild',
      'Texte en image',
      'Texto a imagen',
      'Texto para imagem',
      'Da testo a immagine',
    ],
  ],
  [
    'background-remover',
    [
      'Background remover',
      '去除背景',
      '背景の削除',
      'Hintergrund entfernen',
      'Supprimer l’arrière-plan',
      'Quitar fondo',
      'Remover fundo',
      'Rimuovi sfondo',
    ],
  ],
  [
    'ai-image-extender',
    [
      'AI image extender',
      'AI 擴圖',
      'AI 画像拡張',
      'KI-Bilderweiterung',
      'Extension d’image IA',
      'Ampliar imagen IA',
      'Expandir imagem IA',
      'Estendi immagine IA',
    ],
  ],
];
const PORTRAIT_ITEMS: readonly Item[] = [
  [
    'makeup-editor',
    [
      'Makeup editor',
      '美妝編輯',
      'メイク編集',
      'Make-up-Editor',
      'Éditeur de maquillage',
      'Editor de maquillaje',
      'Editor de maquilhagem',
      'Editor trucco',
    ],
  ],
  [
    'face-editor',
    [
      'Face editor',
      '臉部編輯',
      '顔の編集',
      'Gesichtseditor',
      'Éditeur de visage',
      'Editor facial',
      'Editor de rosto',
      'Editor viso',
    ],
  ],
  [
    'hair-color-changer',
    [
      'Hair color changer',
      '換髮色',
      '髪色チェンジ',
      'Haarfarbe ändern',
      'Changer de couleur de cheveux',
      'Cambiar color de pelo',
      'Mudar cor do cabelo',
      'Cambia colore capelli',
    ],
  ],
  [
    'teeth-whitening',
    [
      'Teeth whitening',
      '牙齒美白',
      '歯のホワイトニング',
      'Zahnaufhellung',
      'Blanchiment des dents',
      'Blanqueamiento dental',
      'Branqueamento dentário',
      'Sbiancamento denti',
    ],
  ],
  [
    'ai-headshot-generator',
    [
      'AI headshots',
      'AI 大頭照',
      'AI 証明写真',
      'KI-Porträtfotos',
      'Portraits pro IA',
      'Retratos profesionales IA',
      'Retratos profissionais IA',
      'Ritratti professionali IA',
    ],
  ],
  [
    'ai-face-swap',
    [
      'AI face swap',
      'AI 換臉',
      'AI 顔入れ替え',
      'KI-Gesichtstausch',
      'Échange de visage IA',
      'Intercambio de caras IA',
      'Troca de rosto IA',
      'Scambio volti IA',
    ],
  ],
  [
    'skin-smoothing',
    [
      'Skin smoothing',
      '美肌',
      '美肌補正',
      'Hautglättung',
      'Lissage de la peau',
      'Suavizado de piel',
      'Suavização da pele',
      'Levigatura pelle',
    ],
  ],
  [
    'ai-hairstyle-try-on',
    [
      'Hairstyle try-on',
      '髮型試戴',
      'ヘアスタイル試着',
      'Frisuren ausprobieren',
      'Essai de coiffures',
      'Probar peinados',
      'Experimentar penteados',
      'Prova acconciature',
    ],
  ],
];
const VIDEO_ITEMS: readonly Item[] = [
  [
    'ai-video-editor',
    [
      'AI video editor',
      'AI 影片編輯',
      'AI 動画編集',
      'KI-Videoeditor',
      'Éditeur vidéo IA',
      'Editor de vídeo IA',
      'Editor de vídeo IA',
      'Editor video IA',
    ],
  ],
  [
    'video-retouch',
    [
      'Video retouch',
      '影片修飾',
      '動画レタッチ',
      'Videoretusche',
      'Retouche vidéo',
      'Retoque de vídeo',
      'Retoque de vídeo',
      'Ritocco video',
    ],
  ],
  [
    'video-enhancer',
    [
      'Video enhancer',
      '影片畫質增強',
      '動画の高画質化',
      'Videoverbesserung',
      'Amélioration vidéo',
      'Mejora de vídeo',
      'Melhoria de vídeo',
      'Migliora video',
    ],
  ],
  [
    'video-background-remover',
    [
      'Video background remover',
      '影片去背',
      '動画の背景削除',
      'Videohintergrund entfernen',
      'Supprimer le fond vidéo',
      'Quitar fondo de vídeo',
      'Remover fundo de vídeo',
      'Rimuovi sfondo video',
    ],
  ],
  [
    'video-trimmer',
    [
      'Video trimmer',
      '影片剪裁',
      '動画トリミング',
      'Video zuschneiden',
      'Découpe vidéo',
      'Recortar vídeo',
      'Cortar vídeo',
      'Taglia video',
    ],
  ],
  [
    'slow-motion-video',
    [
      'Slow motion',
      '慢動作',
      'スローモーション',
      'Zeitlupe',
      'Ralenti',
      'Cámara lenta',
      'Câmara lenta',
      'Rallentatore',
    ],
  ],
];

export function consumerMenu(lt: ConsumerLt): { menus: MenuEntry[] } {
  const t = (k: keyof typeof H) => pickC(H[k], lt);
  let id = 0;
  const items = (list: readonly Item[]) =>
    list.map(([slug, title]) => ({
      id: ++id,
      itemType: 'Page Entry' as const,
      itemUrl: `/consumer/features/${slug}`,
      itemTitle: pickC(title, lt),
      showIcon: true,
      showFooter: false,
    }));
  return {
    menus: [
      {
        category: 'B2C Feature',
        menuTitle: t('appsTitle'),
        menuDescription: t('appsDesc'),
        columns: [
          {
            columnTitle: t('appsTitle'),
            items: APPS.map((a) => ({
              id: ++id,
              itemType: 'Page Entry' as const,
              itemUrl: `/consumer/apps/${a.code}`,
              itemTitle: a.name,
              showIcon: true,
              showFooter: true,
            })),
            columnCTA: cta(t('allApps'), '/consumer/apps', 'link'),
          },
        ],
        menuCTA: null,
        CTA: null,
      },
      {
        category: 'B2C Feature',
        menuTitle: t('featTitle'),
        menuDescription: t('featDesc'),
        columns: [
          { columnTitle: t('colPhoto'), items: items(PHOTO_ITEMS), columnCTA: null },
          { columnTitle: t('colPortrait'), items: items(PORTRAIT_ITEMS), columnCTA: null },
          { columnTitle: t('colVideo'), items: items(VIDEO_ITEMS), columnCTA: null },
        ],
        menuCTA: null,
        CTA: null,
      },
    ],
  };
}

// ─── Apps (spec 001 §1, §3.5) ────────────────────────────────────────────────────────────────────

export type App = {
  code: (typeof APP_CODES)[number];
  name: string;
  /** In every consumer language (CONSUMER_LTS order). */
  tagline: C8;
  about: string;
  highlights: readonly Pair[];
  /** Slugs of the feature pages (FEATURE_BRIEFS) this app offers — not words, never translated. */
  tools: readonly string[];
};
/** What a translation of an app page gives (the tagline is already in every consumer language). */
export type AppText = Omit<App, 'code' | 'tagline' | 'tools'>;

export const APPS: readonly App[] = [
  {
    code: 'ycf',
    name: '{{brand}} Cam',
    tagline: [
      'Live face filters and beauty effects.',
      '即時臉部濾鏡與美顏特效。',
      'リアルタイムの顔フィルターと美肌エフェクト。',
      'Live-Gesichtsfilter und Beauty-Effekte.',
      'Filtres visage en direct et effets beauté.',
      'Filtros faciales en directo y efectos de belleza.',
      'Filtros faciais em direto e efeitos de beleza.',
      'Filtri viso in diretta ed effetti beauty.',
    ],
    about: 'Take selfies with live filters that adjust light, skin and makeup before you press the shutter.',
    highlights: [
      ['Live filters', 'See the effect before you shoot.'],
      ['Beauty effects', 'Natural skin and light adjustments.'],
    ],
    tools: ['skin-smoothing', 'teeth-whitening', 'eye-color-changer'],
  },
  {
    code: 'ycn',
    name: '{{brand}} Nails',
    tagline: [
      'Try nail colours and art on your own hand.',
      '在自己的手上試擦指甲顏色與彩繪。',
      '自分の手でネイルカラーとアートを試せます。',
      'Nagelfarben und Nail-Art an der eigenen Hand testen.',
      'Essayez couleurs et nail art sur votre propre main.',
      'Prueba colores y diseños de uñas en tu propia mano.',
      'Experimente cores e nail art na sua própria mão.',
      'Prova colori e nail art sulla tua mano.',
    ],
    about:
      'Point the camera at your hand and try polish colours, finishes and nail art before your next manicure.',
    highlights: [
      ['Hundreds of shades', 'Cream, glitter, chrome and more.'],
      ['Nail art', 'Patterns and French tips.'],
    ],
    tools: ['photo-filters', 'add-text-to-photo', 'photo-collage-maker'],
  },
  {
    code: 'ycp',
    name: '{{brand}} Photo',
    tagline: [
      'The AI photo editor for portraits and scenes.',
      '人像與風景都適用的 AI 修圖 App。',
      'ポートレートにも風景にも使える AI 写真編集。',
      'Der KI-Fotoeditor für Porträts und Szenen.',
      'L’éditeur photo IA pour portraits et paysages.',
      'El editor de fotos con IA para retratos y escenas.',
      'O editor de fotos com IA para retratos e paisagens.',
      'L’editor foto con IA per ritratti e paesaggi.',
    ],
    about:
      'Retouch portraits, remove objects, replace skies and create with AI tools made for everyday photos.',
    highlights: [
      ['Object removal', 'Erase distractions in one stroke.'],
      ['AI tools', 'Enhance, extend and restyle photos.'],
    ],
    tools: ['remove-object-from-photo', 'ai-photo-enhancer', 'background-remover'],
  },
  {
    code: 'ycv',
    name: '{{brand}} Video',
    tagline: [
      'Retouch and edit videos on your phone.',
      '在手機上修飾與剪輯影片。',
      'スマホで動画をレタッチ・編集。',
      'Videos auf dem Handy retuschieren und schneiden.',
      'Retouchez et montez vos vidéos sur votre téléphone.',
      'Retoca y edita vídeos en tu móvil.',
      'Retoque e edite vídeos no telemóvel.',
      'Ritocca e monta video sul telefono.',
    ],
    about:
      'Smooth skin, reshape and add makeup across a whole clip, then trim and add music in the same app.',
    highlights: [
      ['Video retouch', 'Beauty tools that follow every frame.'],
      ['Quick edits', 'Trim, merge and add music.'],
    ],
    tools: ['video-retouch', 'video-enhancer', 'video-background-remover'],
  },
  {
    code: 'ycc',
    name: '{{brand}} Cut',
    tagline: [
      'Simple video cutting with smart templates.',
      '用智慧範本輕鬆剪影片。',
      'スマートなテンプレートで簡単動画カット。',
      'Einfacher Videoschnitt mit smarten Vorlagen.',
      'Un montage vidéo simple avec des modèles malins.',
      'Corta vídeos fácilmente con plantillas inteligentes.',
      'Corte vídeos facilmente com modelos inteligentes.',
      'Taglio video semplice con modelli intelligenti.',
    ],
    about: 'Cut clips to the beat with templates, captions and transitions made for short videos.',
    highlights: [
      ['Templates', 'Ready-made edits for trends.'],
      ['Auto captions', 'Captions generated from speech.'],
    ],
    tools: ['video-trimmer', 'slow-motion-video', 'video-collage'],
  },
  {
    code: 'ymk',
    name: '{{brand}} Makeup',
    tagline: [
      'Virtual makeup and hairstyles on your face.',
      '在你的臉上試虛擬妝容與髮型。',
      'あなたの顔でバーチャルメイクとヘアスタイル。',
      'Virtuelles Make-up und Frisuren auf deinem Gesicht.',
      'Maquillage et coiffures virtuels sur votre visage.',
      'Maquillaje y peinados virtuales en tu cara.',
      'Maquilhagem e penteados virtuais no seu rosto.',
      'Trucco e acconciature virtuali sul tuo viso.',
    ],
    about: 'Try full looks, single products and hair colours live, then find the real products that match.',
    highlights: [
      ['Live makeup', 'Looks that follow your face.'],
      ['Hair colour', 'Try shades before you dye.'],
    ],
    tools: ['makeup-editor', 'hair-color-changer', 'ai-hairstyle-try-on'],
  },
  {
    code: 'yca',
    name: '{{brand}} AI Art',
    tagline: [
      'Turn photos and ideas into art.',
      '把照片與點子變成藝術作品。',
      '写真やアイデアをアートに。',
      'Fotos und Ideen in Kunst verwandeln.',
      'Transformez photos et idées en œuvres d’art.',
      'Convierte fotos e ideas en arte.',
      'Transforme fotos e ideias em arte.',
      'Trasforma foto e idee in arte.',
    ],
    about: 'Create avatars, styles and scenes from your photos or a short description.',
    highlights: [
      ['Style transfer', 'Paintings, anime and more.'],
      ['Text to image', 'Describe it and see it.'],
    ],
    tools: ['text-to-image-ai', 'ai-avatar', 'photo-to-cartoon'],
  },
  {
    code: 'ycat',
    name: '{{brand}} AI Chat',
    tagline: [
      'A friendly AI companion for beauty and style questions.',
      '解答美妝與穿搭問題的 AI 好夥伴。',
      '美容とスタイルの質問に答える AI の相棒。',
      'Ein freundlicher KI-Begleiter für Beauty- und Stilfragen.',
      'Un compagnon IA bienveillant pour vos questions beauté et style.',
      'Un compañero de IA para tus dudas de belleza y estilo.',
      'Um companheiro de IA para dúvidas de beleza e estilo.',
      'Un compagno IA per domande su bellezza e stile.',
    ],
    about:
      'Ask about routines, looks and outfits and get answers with pictures you can try in our other apps.',
    highlights: [
      ['Style answers', 'Advice you can try on at once.'],
      ['Picture replies', 'Answers come with visual ideas.'],
    ],
    tools: ['ai-outfit-changer', 'ai-headshot-generator', 'ai-selfie-generator'],
  },
];

/**
 * A consumer app page: about, highlights and the app's tools (their feature pages). `features` are the
 * feature briefs in the page's language (English where one is not translated).
 */
export function appPage(
  a: App,
  lt: ConsumerLt = 'enu',
  t: AppText = a,
  ui: SeedUi = EN_UI,
  features: readonly { slug: string; title: string; promise: string }[] = [],
) {
  const content: ContentPage = page(t.name, pickC(a.tagline, lt), [
    {
      component: 'media-text',
      title: t.name,
      body: t.about,
      image: null,
      imagePosition: 'left',
      cta: cta(ui.appDownload, `/consumer/appdownload/${a.code}`),
    },
    {
      component: 'feature-carousel',
      title: ui.appHighlights,
      items: t.highlights.map(([title, description]) => ({ title, description, image: null })),
    },
    ...(features.length
      ? [
          {
            component: 'card-grid' as const,
            title: fill(ui.appFeaturesTitle, t.name),
            cards: features.map((f) => ({
              title: f.title,
              description: f.promise,
              link: `/consumer/features/${f.slug}`,
            })),
          },
        ]
      : []),
  ]);
  return {
    ...content,
    app: {
      id: a.code,
      appName: t.name,
      iosUrl: `https://apps.example.com/ios/${a.code}`,
      androidUrl: `https://play.example.com/store/apps/${a.code}`,
      iosUrlCn: `https://apps.example.cn/ios/${a.code}`,
      androidUrlCn: `https://apk.example.cn/${a.code}`,
      bannerDesktop: null,
      bannerMobile: null,
      version: '6.2.0',
    },
  };
}

export const CONSUMER_PAGES: readonly { pageKey: string; path: string; content: ContentPage }[] = [
  {
    pageKey: 'about-us',
    path: '/consumer/about-us',
    content: page('About {{brand}} apps', 'Creative tools that make people feel good about their photos.', [
      {
        component: 'rich-editor',
        blocks: [
          h2('Where we started'),
          p(
            'Our apps began with a makeup camera: a way to try a lipstick before buying it. Friends used it for selfies, then for portraits of each other, and asked for more. That camera grew into a family of photo, video, nail and AI art apps.',
          ),
          h2('What we believe'),
          ul(
            'Fun first: a tool should make you want to try something new.',
            'Natural results: edits that still look like you.',
            'Your photos stay yours: editing happens for you, not for advertisers.',
          ),
          h2('Who we are'),
          p(
            'A team of engineers, artists and make-up professionals spread across three continents, building the apps in eight languages.',
          ),
        ],
      },
      {
        component: 'stats',
        items: [
          { value: '8', label: 'apps on iOS and Android' },
          { value: '8', label: 'languages' },
          { value: '40+', label: 'editing tools' },
        ],
      },
      {
        component: 'cta-banner',
        title: 'Questions or press enquiries?',
        description: 'Our support and media teams answer in your language.',
        cta: cta('Contact us', '/consumer/contact-us/support'),
      },
    ]),
  },
  {
    pageKey: 'impressum',
    path: '/consumer/impressum',
    content: page(
      'Impressum',
      'Legal information about the publisher of the {{brand}} apps and this website.',
      [
        {
          component: 'rich-editor',
          blocks: [
            h2('Publisher'),
            p(
              '{{brand}} Apps Ltd., 12 Example Quay, 00000 Example City (a fictional address for this demo site).',
            ),
            p('Managing directors: the board of {{brand}} Apps Ltd.'),
            h2('Contact'),
            p(
              'E-mail: apps@example.com. For app support, please use the contact form so we can answer in your language.',
            ),
            h2('Register and tax'),
            p('Company register: Example City commercial register, no. EX-000000. VAT number: EX000000000.'),
            h2('Responsible for content'),
            p('The editorial team of {{brand}} Apps Ltd., at the address above.'),
            h2('Online dispute resolution'),
            p(
              'We are not obliged and not willing to take part in dispute resolution proceedings before a consumer arbitration board; please contact us directly and we will do our best to help.',
            ),
          ],
        },
      ],
    ),
  },
  {
    pageKey: 'accessibility-statement',
    path: '/consumer/accessibility-statement',
    content: page(
      'Accessibility statement',
      'We want everyone to enjoy our apps and this website, whatever device or assistive technology they use.',
      [
        {
          component: 'rich-editor',
          blocks: [
            h2('Our goal'),
            p(
              'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Our apps follow the accessibility guidelines of iOS and Android.',
            ),
            h2('What we do'),
            ul(
              'Every page can be used with a keyboard alone, with a visible focus.',
              'Text and controls keep a contrast of at least 4.5 to 1.',
              'Images that carry meaning have text alternatives; decorative ones are hidden from screen readers.',
              'Pages respect the reduced-motion setting of your device.',
              'We test new pages with automated checks and with screen readers before they go live.',
            ),
            h2('Known limitations'),
            p(
              'Some live camera effects in the apps depend on seeing your face and have no full equivalent without the camera. We describe each effect in words so you can decide whether to try it.',
            ),
            h2('Tell us about a barrier'),
            p(
              'If something on this website or in an app stops you, please tell us through the contact form and name the page or screen. We reply within five working days.',
            ),
          ],
        },
        {
          component: 'cta-banner',
          title: 'Report an accessibility barrier',
          description: 'Your report goes straight to the team that can fix it.',
          cta: cta('Contact support', '/consumer/contact-us/support'),
        },
      ],
    ),
  },
  {
    pageKey: 'appdownload',
    path: '/consumer/appdownload',
    content: page(
      'Get the {{brand}} apps',
      'Free to download for iPhone, iPad and Android. Choose an app to see its store button.',
      [
        {
          component: 'steps',
          title: 'Three steps to your first edit',
          steps: [
            {
              name: 'Pick an app',
              text: 'Choose the app that fits what you want to create.',
              image: null,
            },
            {
              name: 'Open the store',
              text: 'The button takes you to the right store for your phone.',
              image: null,
            },
            {
              name: 'Start creating',
              text: 'Open the app and try a tool from the start screen.',
              image: null,
            },
          ],
        },
      ],
    ),
  },
  {
    pageKey: 'highlight/ymk',
    path: '/consumer/highlight/ymk',
    content: page(
      '{{brand}} Makeup highlights',
      'New looks, trending hair colours and the most-loved tools this season.',
      [
        {
          component: 'card-grid',
          title: 'This season',
          cards: [
            {
              title: 'Soft glam looks',
              description: 'Warm neutrals and glossy lips.',
              link: '/consumer/apps/ymk',
            },
            {
              title: 'Copper hair',
              description: 'Try the season’s favourite shade.',
              link: '/consumer/features/hair-color-changer',
            },
            {
              title: 'Lash studio',
              description: 'Compare lash styles side by side.',
              link: '/consumer/features/makeup-editor',
            },
          ],
        },
      ],
    ),
  },
];

// ─── Feature pages (/consumer/features/<slug>) ───────────────────────────────────────────────────

/** A consumer feature page (/consumer/features/<slug>): three steps with what to do in each, and its questions. */
export type FeatureBrief = {
  slug: string;
  title: string;
  promise: string;
  steps: readonly Pair[];
  faqs: readonly Pair[];
};
/** What a translation of a feature page gives. */
export type FeatureText = Omit<FeatureBrief, 'slug'>;

export const FEATURE_BRIEFS: readonly FeatureBrief[] = [
  {
    slug: 'ai-video-editor',
    title: 'AI Video Editor',
    promise: 'Edit clips with AI that cuts, retouches and captions for you.',
    steps: [
      [
        'Import a clip',
        'Open the app, tap New project and choose a clip of up to ten minutes from your gallery.',
      ],
      [
        'Pick an AI edit',
        'Choose auto-cut, retouch or captions; the AI applies the edit across the whole clip in a few seconds.',
      ],
      [
        'Export in HD',
        'Preview the result, then export in 1080p and share it straight to your favourite platform.',
      ],
    ],
    faqs: [['Is there a length limit?', 'Clips up to ten minutes are supported.']],
  },
  {
    slug: 'ai-photo-fixer',
    title: 'AI Photo Fixer',
    promise: 'Rescue blurry, dark or noisy photos in one tap.',
    steps: [
      [
        'Open a photo',
        'Pick a blurry, dark or noisy photo from your gallery, or take a new one with the camera.',
      ],
      ['Tap Fix', 'One tap sharpens detail, brightens shadows and removes noise together.'],
      [
        'Compare and save',
        'Slide the divider to compare before and after, then save a copy; your original stays untouched.',
      ],
    ],
    faqs: [['Does it work on old scans?', 'Yes, it reduces noise and restores detail in scanned prints.']],
  },
  {
    slug: 'remove-object-from-photo',
    title: 'Remove Objects from Photos',
    promise: 'Erase people, wires and clutter without a trace.',
    steps: [
      [
        'Brush over the object',
        'Paint over the person, wire or clutter you want gone; zoom in for small details.',
      ],
      [
        'Let AI fill the gap',
        'The AI rebuilds the area from the surrounding scene so textures and light continue naturally.',
      ],
      [
        'Save the clean photo',
        'Check the edges, undo or repaint if needed, and save the photo in full resolution.',
      ],
    ],
    faqs: [
      ['Will the background look natural?', 'The fill is generated from the surrounding scene to blend in.'],
    ],
  },
  {
    slug: 'ai-face-swap',
    title: 'AI Face Swap',
    promise: 'Swap faces for fun between your own photos.',
    steps: [
      [
        'Choose two photos',
        'Select a photo with the face you want to move and a second photo to receive it.',
      ],
      [
        'Confirm the faces',
        'The app marks the faces it found; tap the pair you want to swap if there are several.',
      ],
      [
        'Share the result',
        'Save the swapped photo or share it; use only photos of people who have agreed to it.',
      ],
    ],
    faqs: [['Can I use photos of others?', 'Only with their consent; misuse breaks our terms.']],
  },
  {
    slug: 'ai-photo-enhancer',
    title: 'AI Photo Enhancer',
    promise: 'Sharpen details and lift colour automatically.',
    steps: [
      ['Upload a photo', 'Choose a low-resolution or compressed photo from your gallery.'],
      [
        'Choose enhance strength',
        'Pick light, medium or strong enhancement depending on how much detail the photo needs.',
      ],
      ['Download', 'Save the sharper, upscaled version up to four times the original size.'],
    ],
    faqs: [['Does it increase resolution?', 'Yes, up to four times the original size.']],
  },
  {
    slug: 'hair-color-changer',
    title: 'Hair Color Changer',
    promise: 'Try new hair colours on your own photo or live.',
    steps: [
      ['Take a selfie', 'Use the front camera in good light, or open a portrait you already have.'],
      ['Pick a shade', 'Browse naturals, pastels and vivid colours, or try ombré and highlights.'],
      [
        'Adjust intensity',
        'Slide to make the colour softer or stronger until it looks right, then save the look.',
      ],
    ],
    faqs: [['Can I try two tones?', 'Yes, ombré and highlights are included.']],
  },
  {
    slug: 'teeth-whitening',
    title: 'Teeth Whitening',
    promise: 'Brighten your smile naturally in photos.',
    steps: [
      ['Open a portrait', 'Choose a photo where the smile is clearly visible.'],
      [
        'Tap Whiten',
        'The app finds the teeth automatically and brightens them without touching lips or skin.',
      ],
      ['Set the level', 'Keep the result natural by choosing a lower level, then save.'],
    ],
    faqs: [['Will it look fake?', 'A natural limit keeps teeth realistic.']],
  },
  {
    slug: 'ai-headshot-generator',
    title: 'AI Headshot Generator',
    promise: 'Professional headshots from a few casual selfies.',
    steps: [
      ['Upload selfies', 'Add six to ten selfies with different angles and even light.'],
      [
        'Pick a style',
        'Choose a look such as corporate, creative or casual, with matching backgrounds and outfits.',
      ],
      ['Choose your favourites', 'Browse the generated headshots and keep the ones that look most like you.'],
    ],
    faqs: [['How many selfies are needed?', 'Around ten clear selfies give the best results.']],
  },
  {
    slug: 'photo-collage-maker',
    title: 'Photo Collage Maker',
    promise: 'Combine photos into layouts, grids and stories.',
    steps: [
      ['Select photos', 'Pick up to nine photos from your gallery in the order you like.'],
      ['Pick a layout', 'Choose a grid, freestyle or magazine layout; swap photos by dragging them.'],
      [
        'Add text and stickers',
        'Add captions, stickers and a background colour, then save or share the collage.',
      ],
    ],
    faqs: [['How many photos fit?', 'Up to twenty photos per collage.']],
  },
  {
    slug: 'makeup-editor',
    title: 'Makeup Editor',
    promise: 'Add lipstick, blush, lashes and more to any portrait.',
    steps: [
      ['Open a portrait', 'Open a portrait with the face looking at the camera.'],
      [
        'Choose products',
        'Apply lipstick, foundation, blush, eyeshadow and lashes one at a time or as a full look.',
      ],
      ['Blend and save', 'Adjust the intensity of each product so it blends with your skin, then save.'],
    ],
    faqs: [['Can I save my look?', 'Yes, saved looks can be applied to new photos.']],
  },
  {
    slug: 'face-editor',
    title: 'Face Editor',
    promise: 'Subtle adjustments to features, smile and angle.',
    steps: [
      ['Open a portrait', 'Open a clear portrait from your gallery.'],
      ['Adjust a feature', 'Choose eyes, nose, lips or face shape and move the slider in small steps.'],
      [
        'Compare before and after',
        'Hold the compare button to check the change still looks like you, then save.',
      ],
    ],
    faqs: [['Are changes reversible?', 'Every adjustment can be undone at any time.']],
  },
  {
    slug: 'text-to-image-ai',
    title: 'Text to Image AI',
    promise: 'Describe a scene and watch it appear.',
    steps: [
      [
        'Type a prompt',
        'Describe the picture you want in a sentence, for example a cat reading in a sunny café.',
      ],
      ['Choose a style', 'Pick a style such as photo, watercolour, anime or 3D.'],
      ['Generate and refine', 'Generate four versions, refine the prompt if needed and save your favourite.'],
    ],
    faqs: [['Who owns the images?', 'You may use images you create under our terms.']],
  },
  {
    slug: 'blur-images',
    title: 'Blur Images',
    promise: 'Blur backgrounds, faces or details in a few strokes.',
    steps: [
      ['Open a photo', 'Choose the photo you want to soften.'],
      [
        'Choose what to blur',
        'Blur the background for a portrait look, or brush over faces and number plates to hide them.',
      ],
      ['Set the strength', 'Set how strong the blur is and save the result.'],
    ],
    faqs: [['Can I blur faces for privacy?', 'Yes, auto-detect finds faces to blur quickly.']],
  },
  {
    slug: 'background-remover',
    title: 'Background Remover',
    promise: 'Cut out people and products cleanly.',
    steps: [
      ['Upload a photo', 'Choose a photo of a person, pet or product.'],
      ['Wait a moment', 'The AI cuts out the subject in a few seconds, including hair and soft edges.'],
      [
        'Download a transparent PNG',
        'Save the cut-out as a transparent PNG or drop it onto a new background.',
      ],
    ],
    faqs: [['Does it handle hair?', 'Yes, edges around hair are kept fine.']],
  },
  {
    slug: 'ai-image-extender',
    title: 'AI Image Extender',
    promise: 'Extend a photo beyond its borders.',
    steps: [
      ['Open a photo', 'Open the photo that feels too tightly cropped.'],
      ['Drag the frame', 'Drag the frame outwards or choose a ratio such as 16:9 or 9:16.'],
      [
        'Generate the new area',
        'The AI paints the missing area to match the scene; generate again for another version.',
      ],
    ],
    faqs: [['What sizes can I extend to?', 'Any aspect ratio, up to twice the original size.']],
  },
  {
    slug: 'skin-smoothing',
    title: 'Skin Smoothing',
    promise: 'Even out skin while keeping its texture.',
    steps: [
      ['Open a portrait', 'Open a portrait or take a selfie.'],
      [
        'Set smoothing',
        'Choose a level of smoothing; pores and texture stay visible at lower settings for a natural look.',
      ],
      ['Save', 'Compare with the original and save.'],
    ],
    faqs: [['Will pores disappear?', 'No, texture is kept so skin looks real.']],
  },
  {
    slug: 'ai-hairstyle-try-on',
    title: 'Hairstyle Try-On',
    promise: 'See yourself with a new cut before the salon.',
    steps: [
      ['Take a selfie', 'Take a selfie with your hair pulled back from your face.'],
      ['Browse styles', 'Try bobs, layers, fringes, curls and updos on your own face.'],
      ['Save favourites', 'Save the styles you like and show them to your stylist.'],
    ],
    faqs: [['Are fringes included?', 'Yes, with several fringe styles.']],
  },
  {
    slug: 'video-retouch',
    title: 'Video Retouch',
    promise: 'Smooth skin and add makeup across a whole clip.',
    steps: [
      ['Import a video', 'Choose a clip from your gallery.'],
      [
        'Choose retouch tools',
        'Apply smoothing, reshaping or makeup; the effects follow the face in every frame.',
      ],
      ['Export', 'Preview the clip and export it in the original quality.'],
    ],
    faqs: [['Does it follow movement?', 'Yes, effects track your face in every frame.']],
  },
  {
    slug: 'video-enhancer',
    title: 'Video Enhancer',
    promise: 'Sharpen and brighten dull clips.',
    steps: [
      ['Import a clip', 'Choose a dark, shaky or low-resolution clip.'],
      ['Choose enhance', 'Pick brighten, sharpen or stabilise, or let the app choose for you.'],
      ['Export', 'Export the improved clip and compare it with the original.'],
    ],
    faqs: [['Can it fix shaky video?', 'Stabilisation is included.']],
  },
  {
    slug: 'video-background-remover',
    title: 'Video Background Remover',
    promise: 'Replace the background of a video without a green screen.',
    steps: [
      ['Import a clip', 'Choose a clip where the person stands apart from the background.'],
      [
        'Remove background',
        'The AI separates the person from the background frame by frame, no green screen needed.',
      ],
      ['Choose a new scene', 'Place the person on a colour, a photo or another video, then export.'],
    ],
    faqs: [['Does it need a plain wall?', 'No, any background works.']],
  },
  {
    slug: 'video-trimmer',
    title: 'Video Trimmer',
    promise: 'Cut clips to the perfect length.',
    steps: [
      ['Import a clip', 'Choose the clip you want to shorten.'],
      [
        'Drag the handles',
        'Move the start and end handles to keep only the part you want; split to remove a middle section.',
      ],
      ['Save', 'Save the trimmed clip as a new file.'],
    ],
    faqs: [['Is quality reduced?', 'No, trimming keeps the original quality.']],
  },
  {
    slug: 'slow-motion-video',
    title: 'Slow Motion Video',
    promise: 'Smooth slow motion from any clip.',
    steps: [
      ['Import a clip', 'Choose a clip with movement, such as a jump or a splash.'],
      ['Select a section', 'Mark the moment that should slow down; the rest plays at normal speed.'],
      ['Choose the speed', 'Choose half, quarter or eighth speed; the app adds smooth in-between frames.'],
    ],
    faqs: [['How slow can it go?', 'Down to one eighth speed with frame interpolation.']],
  },
  {
    slug: 'ai-avatar',
    title: 'AI Avatar',
    promise: 'Create stylised avatars from your selfies.',
    steps: [
      ['Upload selfies', 'Add eight to twelve selfies with different expressions.'],
      ['Pick styles', 'Choose styles such as fantasy, comic, oil painting or cyberpunk.'],
      ['Download avatars', 'Save the avatars you like for your profile pictures.'],
    ],
    faqs: [['Can I use them as profile pictures?', 'Yes, that is what they are for.']],
  },
  {
    slug: 'sky-replacement',
    title: 'Sky Replacement',
    promise: 'Swap grey skies for sunsets and stars.',
    steps: [
      ['Open a landscape', 'Choose a landscape or city photo with a dull sky.'],
      ['Pick a sky', 'Try clear blue, sunset, storm or starry skies.'],
      ['Adjust light', 'Match the light and colour of the scene to the new sky, then save.'],
    ],
    faqs: [['Does the scene relight?', 'Yes, colours adapt to the new sky.']],
  },
  {
    slug: 'photo-colorizer',
    title: 'Photo Colorizer',
    promise: 'Bring colour to black-and-white photos.',
    steps: [
      ['Upload an old photo', 'Choose a black-and-white photo or a scan of an old print.'],
      ['Colourise', 'The AI adds natural colours to skin, clothes, sky and surroundings.'],
      ['Fine-tune tones', 'Adjust warmth and saturation until the colours feel right, then save.'],
    ],
    faqs: [['Are colours accurate?', 'They are plausible estimates, not records.']],
  },
  {
    slug: 'photo-animator',
    title: 'Photo Animator',
    promise: 'Make still portraits smile and blink.',
    steps: [
      ['Open a portrait', 'Choose a portrait with a clearly visible face.'],
      ['Pick a motion', 'Pick a smile, a nod, a blink or a gentle head turn.'],
      ['Export a short clip', 'Export a short looping clip to share.'],
    ],
    faqs: [['Can I animate group photos?', 'One face at a time for best results.']],
  },
  {
    slug: 'body-editor',
    title: 'Body Editor',
    promise: 'Adjust posture and proportions with care.',
    steps: [
      ['Open a photo', 'Choose a full or half-body photo.'],
      ['Select an area', 'Select an area such as waist, legs or shoulders; the background stays straight.'],
      ['Adjust gently', 'Make small adjustments so the photo still looks like you, then save.'],
    ],
    faqs: [['Are there limits?', 'Yes, limits keep edits realistic.']],
  },
  {
    slug: 'eye-color-changer',
    title: 'Eye Color Changer',
    promise: 'Try new eye colours in portraits.',
    steps: [
      ['Open a portrait', 'Choose a portrait with open eyes, or take a selfie.'],
      ['Pick a colour', 'Try natural browns, blues and greens or bold fantasy colours.'],
      ['Blend', 'Set the strength so the iris keeps its natural pattern, then save.'],
    ],
    faqs: [['Does it look natural?', 'Iris texture is kept for a natural look.']],
  },
  {
    slug: 'wrinkle-remover',
    title: 'Wrinkle Remover',
    promise: 'Soften fine lines in portraits.',
    steps: [
      ['Open a portrait', 'Choose a portrait in good light.'],
      ['Brush the area', 'Brush over lines on the forehead, around the eyes or the mouth.'],
      ['Set strength', 'Keep the strength low for a natural look and save.'],
    ],
    faqs: [['Can I keep some lines?', 'Yes, strength is adjustable per area.']],
  },
  {
    slug: 'acne-remover',
    title: 'Blemish Remover',
    promise: 'Clear spots and blemishes in a tap.',
    steps: [
      ['Open a portrait', 'Choose a portrait or take a selfie.'],
      ['Tap Auto', 'The app finds and removes temporary blemishes in one tap.'],
      ['Touch up by hand', 'Tap any spot the app missed to remove it by hand, then save.'],
    ],
    faqs: [['Does it change skin tone?', 'No, only blemishes are treated.']],
  },
  {
    slug: 'photo-filters',
    title: 'Photo Filters',
    promise: 'Hundreds of filters for every mood.',
    steps: [
      ['Open a photo', 'Choose a photo to style.'],
      ['Browse filters', 'Swipe through film, portrait, food and travel filters with a live preview.'],
      [
        'Set intensity',
        'Adjust the intensity so the filter supports the photo instead of hiding it, then save.',
      ],
    ],
    faqs: [['Can I save my own filter?', 'Yes, save adjustments as presets.']],
  },
  {
    slug: 'add-text-to-photo',
    title: 'Add Text to Photos',
    promise: 'Captions, quotes and titles in many fonts.',
    steps: [
      ['Open a photo', 'Choose the photo you want to caption.'],
      ['Type your text', 'Type your caption, quote or title.'],
      ['Style and place it', 'Pick a font, colour and shadow, then drag the text into place and save.'],
    ],
    faqs: [['Can I curve text?', 'Yes, text can follow a curve.']],
  },
  {
    slug: 'photo-cropper',
    title: 'Photo Cropper',
    promise: 'Crop to any ratio for every platform.',
    steps: [
      ['Open a photo', 'Choose the photo you want to crop.'],
      ['Pick a ratio', 'Pick square, 4:5, 16:9 or 9:16, or crop freely; straighten the horizon if needed.'],
      ['Save', 'Save the cropped copy in full resolution.'],
    ],
    faqs: [['Are social presets included?', 'Yes, common post and story sizes.']],
  },
  {
    slug: 'ai-outfit-changer',
    title: 'AI Outfit Changer',
    promise: 'Try outfits and styles on your photo.',
    steps: [
      ['Upload a full-body photo', 'Choose a photo where you stand facing the camera, head to toe.'],
      ['Pick an outfit', 'Browse casual, formal and seasonal outfits.'],
      ['Save the look', 'Save the looks you like or share them for a second opinion.'],
    ],
    faqs: [['Does it fit my pose?', 'Outfits adapt to your pose and body.']],
  },
  {
    slug: 'ai-selfie-generator',
    title: 'AI Selfie Generator',
    promise: 'New selfie styles from your own face.',
    steps: [
      ['Upload selfies', 'Add eight to twelve clear selfies.'],
      ['Choose a theme', 'Pick a theme such as travel, studio portrait or fashion shoot.'],
      ['Generate', 'The AI creates new selfies of you in that theme; save the best ones.'],
    ],
    faqs: [['Is my face data stored?', 'Photos are deleted after generation.']],
  },
  {
    slug: 'video-filters',
    title: 'Video Filters',
    promise: 'Cinematic looks for your clips.',
    steps: [
      ['Import a clip', 'Choose a clip from your gallery.'],
      ['Pick a filter', 'Preview film, vintage and colour filters on the moving clip.'],
      ['Export', 'Export the filtered clip in its original resolution.'],
    ],
    faqs: [['Do filters work on 4K?', 'Yes, up to 4K exports.']],
  },
  {
    slug: 'video-collage',
    title: 'Video Collage',
    promise: 'Play several clips side by side.',
    steps: [
      ['Select clips', 'Choose two to six clips.'],
      ['Pick a layout', 'Pick a split-screen layout and set the order in which the clips play.'],
      ['Export', 'Add music, then export one video with all clips together.'],
    ],
    faqs: [['Can clips have sound?', 'Choose which clip’s sound to keep.']],
  },
  {
    slug: 'ai-portrait-lighting',
    title: 'AI Portrait Lighting',
    promise: 'Relight portraits like a studio.',
    steps: [
      ['Open a portrait', 'Choose a portrait, even one taken in flat light.'],
      ['Pick a light', 'Try studio, window, golden-hour or neon light.'],
      ['Move the light', 'Drag to move the light around the face and save when the shadows look right.'],
    ],
    faqs: [['Can I add rim light?', 'Yes, several light types are available.']],
  },
  {
    slug: 'photo-to-cartoon',
    title: 'Photo to Cartoon',
    promise: 'Turn photos into cartoon art.',
    steps: [
      ['Open a photo', 'Choose a portrait or a group photo.'],
      ['Pick a style', 'Pick comic, anime, 3D or sketch.'],
      ['Save', 'Save the cartoon version or share it.'],
    ],
    faqs: [['Are there many styles?', 'Dozens of styles, updated often.']],
  },
  {
    slug: 'old-photo-restoration',
    title: 'Old Photo Restoration',
    promise: 'Repair scratches and fading in old prints.',
    steps: [
      ['Scan or upload', 'Photograph or scan the old print, then add it to the app.'],
      ['Restore', 'The AI removes scratches, dust and fading and sharpens faces.'],
      ['Compare and save', 'Slide to compare with the original and save the restored copy.'],
    ],
    faqs: [['Will it fix torn photos?', 'Small tears and scratches are repaired automatically.']],
  },
];

export function featurePage(f: FeatureText, ui: SeedUi = EN_UI): ContentPage {
  return page(f.title, f.promise, [
    {
      component: 'steps',
      title: fill(ui.featureStepsTitle, f.title),
      steps: f.steps.map(([name, text]) => ({ name, text, image: null })),
    },
    {
      component: 'section-faq',
      title: ui.featureFaqTitle,
      faqs: f.faqs.map(([question, answer]) => ({ question, answer })),
    },
    {
      component: 'cta-banner',
      title: fill(ui.featureCtaTitle, f.title),
      description: ui.featureCtaDescription,
      cta: cta(ui.getTheApp, '/consumer/appdownload'),
    },
  ]);
}
