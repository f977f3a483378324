import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: '営業に問い合わせる',
  buttonLink: SALES,
});

/** VIDEO in Japanese, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: 'カウンターでの AI 肌分析',
    description: '肌スキャンからカウンセリングを始める方法を紹介したウェビナーの録画です。',
  },
  'makeup-try-on-in-two-minutes': {
    title: '2分でわかるメイク試着',
    description: '色見本から商品ページのライブシェードまで。',
  },
  'jewellery-3d-viewer': {
    title: 'リングと腕時計の 3D ビューアー',
    description: '1つの 3D アセットで、回す、拡大する、試着する。',
  },
  'hair-ai-overview': {
    title: 'Hair AI の概要',
    description: '長さ、髪質、密度、うねりの分析をまとめてご紹介します。',
  },
  'nail-colour-try-on-demo': {
    title: 'ネイルカラー試着のデモ',
    description: '動く手に5種類の質感を。編集なしのライブ収録です。',
  },
  'smart-mirror-in-store': {
    title: '店頭のスマートミラー',
    description: 'バーコードのスキャンから会計まで、お客様がミラーとともに進む流れ。',
  },
  'colour-trends-spring-2025': {
    title: '2025年春夏のカラートレンド',
    description: '当社のカラーアナリストが、今シーズン最も試されたカラーを解説します。',
  },
  'console-quick-start': {
    title: '管理画面クイックスタート',
    description: '商品を追加し、シェードを選び、10分で試着を公開します。',
  },
};

/** SUCCESS_STORY in Japanese, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics、ファンデーションのシェード選びをオンラインで',
    summary: '40色のファンデーションが、AI シェードマッチングでオンラインの購入者に届くようになりました。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [
          roi(2.1, '倍', 'シェードファインダーを使ったお客様のコンバージョン率'),
          roi(28, '%', 'シェード違いによる返品の減少'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          {
            type: 'paragraph' as const,
            text: 'ブランドはすべてのファンデーションの商品ページとカウンターのタブレットにシェードファインダーを導入しました。',
          },
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics、600本のフレームをオンラインに',
    summary: '写真から 3D を作成し、6週間でカタログ全体を試着できるようにしました。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(600, '+', '6週間で試着に対応したフレーム'), roi(45, '%', '商品ページの滞在時間の増加')],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic、すべてのカウンセリングを肌スキャンから',
    summary: 'ビジュアルなカウンセリングで、施術プランを話し合いやすくなりました。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(130, '%', '再来院の予約の増加')],
      },
      {
        component: 'cta-banner' as const,
        title: 'ビジュアルなカウンセリングを始める',
        description: 'クリニック向けの Skincare Pro をご覧ください。',
        cta: {
          buttonType: 'primary' as const,
          ctaLink: '/business/solutions/online-service/skincare-pro',
          ctaText: 'Skincare Pro を見る',
          newTab: false,
          nofollow: false,
          image: null,
        },
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group、試着からカラーの予約へ',
    summary: 'お客様が自宅でヘアカラーを選び、予約を済ませて来店するようになりました。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [
          roi(3.4, '倍', 'オンラインでのカラー予約'),
          roi(22, '%', 'サロンでのカウンセリング時間の短縮'),
          roi(150, '+', '4か月で導入したサロン'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          { type: 'heading' as const, level: 2 as const, text: '課題' },
          {
            type: 'paragraph' as const,
            text: 'お客様は色を言葉で説明するのが難しく、初回の施術が長引くことがよくありました。',
          },
          { type: 'heading' as const, level: 2 as const, text: '取り組み' },
          {
            type: 'paragraph' as const,
            text: '予約ページにライブヘアカラー試着を追加し、選んだ色が予約とともにサロンに届くようにしました。',
          },
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail、テスターをミラーに置き換え',
    summary: '棚のスマートミラーで、シェードのお試しが増え、テスターの廃棄が減りました。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [
          roi(64, '%', '店舗あたりのテスター廃棄の削減'),
          roi(2.7, '倍', '来店1回あたりに試したシェード数'),
        ],
      },
      {
        component: 'cta-banner' as const,
        title: '店舗に試着を',
        description: '店頭バーコードのサービスが、貴社の棚割りとどう連携するかをご覧ください。',
        cta: {
          buttonType: 'primary' as const,
          ctaLink: '/business/services/in-store-barcode',
          ctaText: '店頭バーコードを見る',
          newTab: false,
          nofollow: false,
          image: null,
        },
      },
    ],
  },
};

/** COLOR_TREND in Japanese, by trendHandle: colour names translated, hex values kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: '2025年春夏のカラートレンド',
    season: '2025年春夏',
    summary: 'やわらかなコーラル、透け感のあるベリー、ツヤのあるヌードが今シーズンの試着をリードしました。',
    imageUrl: null,
    colors: [
      { name: 'シアーコーラル', hex: '#F08A6E', description: '今シーズン最も試されたリップカラー。' },
      { name: 'ジューシーベリー', hex: '#9C2C5A', description: '夜の定番、人気のグロスカラー。' },
      { name: 'デューイヌード', hex: '#D9A58B', description: 'ツヤのある素肌のようなニュートラル。' },
    ],
  },
  'autumn-winter-2024': {
    title: '2024年秋冬のカラートレンド',
    season: '2024年秋冬',
    summary: '深みのあるプラムとあたたかみのあるブラウンが主役でした。',
    imageUrl: null,
    colors: [
      { name: 'プラムベルベット', hex: '#5B2245', description: '唇にも爪にも使えるマットなプラム。' },
      { name: 'ココア', hex: '#6F4A3A', description: '目元にも唇にも使えるあたたかみのあるブラウン。' },
    ],
  },
  'hair-colour-2024': {
    title: '2024年のヘアカラートレンド',
    season: '2024年',
    summary: 'カッパーとやわらかなブロンドが、最も試されたヘアカラーでした。',
    imageUrl: null,
    colors: [
      { name: 'カッパー', hex: '#B5562B', description: '深みのあるカッパーレッド。' },
      { name: 'バターブロンド', hex: '#E6C98A', description: 'やわらかくあたたかみのあるブロンド。' },
    ],
  },
};

/** DEMO_STORE_FEATURE in Japanese, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: '春のリップセレクション',
    description:
      'やわらかなコーラルから深みのあるプラムまで、新しいシーズンのために選んだ6色のリップ。1色選んで、自分の唇でリアルタイムに試してみましょう。',
  },
  'brow-studio': {
    title: 'ブロウスタジオ',
    description:
      '4色のアイブロウを比べて、顔立ちを引き立てる1色を見つけましょう。準備ができたら試着が始まります。',
  },
  'ring-bar': {
    title: 'リングバー',
    description: '手をかざして、3つのリングを 3D で身に着けてみましょう。動かすと石が光をとらえます。',
  },
};
