import type { APP_CODES, ContentPage, MenuEntry } from '../../../../shared/smb/content';
import { type C8, type ConsumerLt, cta, h2, p, page, pickC, ul } from './helpers.ts';

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

type App = {
  code: (typeof APP_CODES)[number];
  name: string;
  /** In every consumer language (CONSUMER_LTS order). */
  tagline: C8;
  about: string;
  highlights: [string, string][];
};

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
  },
];

export function appPage(a: App) {
  const content: ContentPage = page(a.name, a.tagline[0], [
    {
      component: 'media-text',
      title: a.name,
      body: a.about,
      image: null,
      imagePosition: 'left',
      cta: cta('Download free', `/consumer/appdownload/${a.code}`),
    },
    {
      component: 'feature-carousel',
      title: 'Highlights',
      items: a.highlights.map(([title, description]) => ({ title, description, image: null })),
    },
  ]);
  return {
    ...content,
    app: {
      id: a.code,
      appName: a.name,
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
              name: '1. Pick an app',
              text: 'Choose the app that fits what you want to create.',
              image: null,
            },
            {
              name: '2. Open the store',
              text: 'The button takes you to the right store for your phone.',
              image: null,
            },
            {
              name: '3. Start creating',
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

/** [slug, title, promise, three steps, faq question, faq answer] */
type FeatureBrief = readonly [string, string, string, readonly [string, string, string], string, string];

export const FEATURE_BRIEFS: readonly FeatureBrief[] = [
  [
    'ai-video-editor',
    'AI Video Editor',
    'Edit clips with AI that cuts, retouches and captions for you.',
    ['Import a clip', 'Pick an AI edit', 'Export in HD'],
    'Is there a length limit?',
    'Clips up to ten minutes are supported.',
  ],
  [
    'ai-photo-fixer',
    'AI Photo Fixer',
    'Rescue blurry, dark or noisy photos in one tap.',
    ['Open a photo', 'Tap Fix', 'Compare and save'],
    'Does it work on old scans?',
    'Yes, it reduces noise and restores detail in scanned prints.',
  ],
  [
    'remove-object-from-photo',
    'Remove Objects from Photos',
    'Erase people, wires and clutter without a trace.',
    ['Brush over the object', 'Let AI fill the gap', 'Save the clean photo'],
    'Will the background look natural?',
    'The fill is generated from the surrounding scene to blend in.',
  ],
  [
    'ai-face-swap',
    'AI Face Swap',
    'Swap faces for fun between your own photos.',
    ['Choose two photos', 'Confirm the faces', 'Share the result'],
    'Can I use photos of others?',
    'Only with their consent; misuse breaks our terms.',
  ],
  [
    'ai-photo-enhancer',
    'AI Photo Enhancer',
    'Sharpen details and lift colour automatically.',
    ['Upload a photo', 'Choose enhance strength', 'Download'],
    'Does it increase resolution?',
    'Yes, up to four times the original size.',
  ],
  [
    'hair-color-changer',
    'Hair Color Changer',
    'Try new hair colours on your own photo or live.',
    ['Take a selfie', 'Pick a shade', 'Adjust intensity'],
    'Can I try two tones?',
    'Yes, ombré and highlights are included.',
  ],
  [
    'teeth-whitening',
    'Teeth Whitening',
    'Brighten your smile naturally in photos.',
    ['Open a portrait', 'Tap Whiten', 'Set the level'],
    'Will it look fake?',
    'A natural limit keeps teeth realistic.',
  ],
  [
    'ai-headshot-generator',
    'AI Headshot Generator',
    'Professional headshots from a few casual selfies.',
    ['Upload selfies', 'Pick a style', 'Choose your favourites'],
    'How many selfies are needed?',
    'Around ten clear selfies give the best results.',
  ],
  [
    'photo-collage-maker',
    'Photo Collage Maker',
    'Combine photos into layouts, grids and stories.',
    ['Select photos', 'Pick a layout', 'Add text and stickers'],
    'How many photos fit?',
    'Up to twenty photos per collage.',
  ],
  [
    'makeup-editor',
    'Makeup Editor',
    'Add lipstick, blush, lashes and more to any portrait.',
    ['Open a portrait', 'Choose products', 'Blend and save'],
    'Can I save my look?',
    'Yes, saved looks can be applied to new photos.',
  ],
  [
    'face-editor',
    'Face Editor',
    'Subtle adjustments to features, smile and angle.',
    ['Open a portrait', 'Adjust a feature', 'Compare before and after'],
    'Are changes reversible?',
    'Every adjustment can be undone at any time.',
  ],
  [
    'text-to-image-ai',
    'Text to Image AI',
    'Describe a scene and watch it appear.',
    ['Type a prompt', 'Choose a style', 'Generate and refine'],
    'Who owns the images?',
    'You may use images you create under our terms.',
  ],
  [
    'blur-images',
    'Blur Images',
    'Blur backgrounds, faces or details in a few strokes.',
    ['Open a photo', 'Choose what to blur', 'Set the strength'],
    'Can I blur faces for privacy?',
    'Yes, auto-detect finds faces to blur quickly.',
  ],
  [
    'background-remover',
    'Background Remover',
    'Cut out people and products cleanly.',
    ['Upload a photo', 'Wait a moment', 'Download a transparent PNG'],
    'Does it handle hair?',
    'Yes, edges around hair are kept fine.',
  ],
  [
    'ai-image-extender',
    'AI Image Extender',
    'Extend a photo beyond its borders.',
    ['Open a photo', 'Drag the frame', 'Generate the new area'],
    'What sizes can I extend to?',
    'Any aspect ratio, up to twice the original size.',
  ],
  [
    'skin-smoothing',
    'Skin Smoothing',
    'Even out skin while keeping its texture.',
    ['Open a portrait', 'Set smoothing', 'Save'],
    'Will pores disappear?',
    'No, texture is kept so skin looks real.',
  ],
  [
    'ai-hairstyle-try-on',
    'Hairstyle Try-On',
    'See yourself with a new cut before the salon.',
    ['Take a selfie', 'Browse styles', 'Save favourites'],
    'Are fringes included?',
    'Yes, with several fringe styles.',
  ],
  [
    'video-retouch',
    'Video Retouch',
    'Smooth skin and add makeup across a whole clip.',
    ['Import a video', 'Choose retouch tools', 'Export'],
    'Does it follow movement?',
    'Yes, effects track your face in every frame.',
  ],
  [
    'video-enhancer',
    'Video Enhancer',
    'Sharpen and brighten dull clips.',
    ['Import a clip', 'Choose enhance', 'Export'],
    'Can it fix shaky video?',
    'Stabilisation is included.',
  ],
  [
    'video-background-remover',
    'Video Background Remover',
    'Replace the background of a video without a green screen.',
    ['Import a clip', 'Remove background', 'Choose a new scene'],
    'Does it need a plain wall?',
    'No, any background works.',
  ],
  [
    'video-trimmer',
    'Video Trimmer',
    'Cut clips to the perfect length.',
    ['Import a clip', 'Drag the handles', 'Save'],
    'Is quality reduced?',
    'No, trimming keeps the original quality.',
  ],
  [
    'slow-motion-video',
    'Slow Motion Video',
    'Smooth slow motion from any clip.',
    ['Import a clip', 'Select a section', 'Choose the speed'],
    'How slow can it go?',
    'Down to one eighth speed with frame interpolation.',
  ],
  [
    'ai-avatar',
    'AI Avatar',
    'Create stylised avatars from your selfies.',
    ['Upload selfies', 'Pick styles', 'Download avatars'],
    'Can I use them as profile pictures?',
    'Yes, that is what they are for.',
  ],
  [
    'sky-replacement',
    'Sky Replacement',
    'Swap grey skies for sunsets and stars.',
    ['Open a landscape', 'Pick a sky', 'Adjust light'],
    'Does the scene relight?',
    'Yes, colours adapt to the new sky.',
  ],
  [
    'photo-colorizer',
    'Photo Colorizer',
    'Bring colour to black-and-white photos.',
    ['Upload an old photo', 'Colourise', 'Fine-tune tones'],
    'Are colours accurate?',
    'They are plausible estimates, not records.',
  ],
  [
    'photo-animator',
    'Photo Animator',
    'Make still portraits smile and blink.',
    ['Open a portrait', 'Pick a motion', 'Export a short clip'],
    'Can I animate group photos?',
    'One face at a time for best results.',
  ],
  [
    'body-editor',
    'Body Editor',
    'Adjust posture and proportions with care.',
    ['Open a photo', 'Select an area', 'Adjust gently'],
    'Are there limits?',
    'Yes, limits keep edits realistic.',
  ],
  [
    'eye-color-changer',
    'Eye Color Changer',
    'Try new eye colours in portraits.',
    ['Open a portrait', 'Pick a colour', 'Blend'],
    'Does it look natural?',
    'Iris texture is kept for a natural look.',
  ],
  [
    'wrinkle-remover',
    'Wrinkle Remover',
    'Soften fine lines in portraits.',
    ['Open a portrait', 'Brush the area', 'Set strength'],
    'Can I keep some lines?',
    'Yes, strength is adjustable per area.',
  ],
  [
    'acne-remover',
    'Blemish Remover',
    'Clear spots and blemishes in a tap.',
    ['Open a portrait', 'Tap Auto', 'Touch up by hand'],
    'Does it change skin tone?',
    'No, only blemishes are treated.',
  ],
  [
    'photo-filters',
    'Photo Filters',
    'Hundreds of filters for every mood.',
    ['Open a photo', 'Browse filters', 'Set intensity'],
    'Can I save my own filter?',
    'Yes, save adjustments as presets.',
  ],
  [
    'add-text-to-photo',
    'Add Text to Photos',
    'Captions, quotes and titles in many fonts.',
    ['Open a photo', 'Type your text', 'Style and place it'],
    'Can I curve text?',
    'Yes, text can follow a curve.',
  ],
  [
    'photo-cropper',
    'Photo Cropper',
    'Crop to any ratio for every platform.',
    ['Open a photo', 'Pick a ratio', 'Save'],
    'Are social presets included?',
    'Yes, common post and story sizes.',
  ],
  [
    'ai-outfit-changer',
    'AI Outfit Changer',
    'Try outfits and styles on your photo.',
    ['Upload a full-body photo', 'Pick an outfit', 'Save the look'],
    'Does it fit my pose?',
    'Outfits adapt to your pose and body.',
  ],
  [
    'ai-selfie-generator',
    'AI Selfie Generator',
    'New selfie styles from your own face.',
    ['Upload selfies', 'Choose a theme', 'Generate'],
    'Is my face data stored?',
    'Photos are deleted after generation.',
  ],
  [
    'video-filters',
    'Video Filters',
    'Cinematic looks for your clips.',
    ['Import a clip', 'Pick a filter', 'Export'],
    'Do filters work on 4K?',
    'Yes, up to 4K exports.',
  ],
  [
    'video-collage',
    'Video Collage',
    'Play several clips side by side.',
    ['Select clips', 'Pick a layout', 'Export'],
    'Can clips have sound?',
    'Choose which clip’s sound to keep.',
  ],
  [
    'ai-portrait-lighting',
    'AI Portrait Lighting',
    'Relight portraits like a studio.',
    ['Open a portrait', 'Pick a light', 'Move the light'],
    'Can I add rim light?',
    'Yes, several light types are available.',
  ],
  [
    'photo-to-cartoon',
    'Photo to Cartoon',
    'Turn photos into cartoon art.',
    ['Open a photo', 'Pick a style', 'Save'],
    'Are there many styles?',
    'Dozens of styles, updated often.',
  ],
  [
    'old-photo-restoration',
    'Old Photo Restoration',
    'Repair scratches and fading in old prints.',
    ['Scan or upload', 'Restore', 'Compare and save'],
    'Will it fix torn photos?',
    'Small tears and scratches are repaired automatically.',
  ],
];

export function featurePage(f: FeatureBrief): ContentPage {
  const [, title, promise, steps, q, a] = f;
  return page(title, promise, [
    {
      component: 'steps',
      title: `How to use ${title}`,
      steps: steps.map((name, i) => ({ name: `${i + 1}. ${name}`, text: name, image: null })),
    },
    { component: 'section-faq', title: 'Questions', faqs: [{ question: q, answer: a }] },
    {
      component: 'cta-banner',
      title: `Try ${title} free`,
      description: 'Available in the {{brand}} apps on iOS and Android.',
      cta: cta('Get the app', '/consumer/appdownload'),
    },
  ]);
}
