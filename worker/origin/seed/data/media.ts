/**
 * More seed content of the media family (spec 001 §2.4, §3.3): news (also in Japanese), colour-trend
 * reports, success stories with ROI figures and videos. Original writing for the fictional brand;
 * joined with the first entries of worker/origin/seed/data/articles.ts by worker/origin/seed/content.ts.
 */
import { type CmsSeed, cta, h2, p, ul } from './helpers.ts';

export const MEDIA_NEWS = [
  {
    newsHandle: 'retail-mirror-pilot',
    title: '{{brand}} smart mirror pilot opens in twelve stores',
    summary: 'Shoppers try lipstick and hair colour at the shelf, without touching a tester.',
    publishedAt: '2025-02-18T08:00:00.000Z',
    imageUrl: null,
    body: [
      p(
        'Twelve stores in three countries now carry a {{brand}} mirror beside the lip and hair colour aisles.',
      ),
      p('Shoppers scan a barcode and see the shade on their own face within a second.'),
      h2('What the pilot measures'),
      ul('Time spent at the shelf', 'Shades tried per visit', 'Tester hygiene complaints'),
    ],
  },
  {
    newsHandle: 'ai-nail-colour-release',
    title: 'AI nail colour try-on now follows every finger',
    summary: 'A new hand model keeps polish in place while the hand turns and moves.',
    publishedAt: '2025-02-03T08:00:00.000Z',
    imageUrl: null,
    body: [
      p('The updated nail try-on tracks each nail separately, so polish stays put during quick gestures.'),
      p('Brands can upload finishes such as cream, shimmer, chrome and jelly from the console.'),
    ],
  },
  {
    newsHandle: 'privacy-certification-2025',
    title: '{{brand}} renews its privacy and security certifications',
    summary: 'Independent auditors confirmed how face data is processed and deleted.',
    publishedAt: '2024-12-16T08:00:00.000Z',
    imageUrl: null,
    body: [
      p('An annual audit reviewed data handling for every camera-based product of {{brand}}.'),
      p('Face images used for try-on are processed in memory and are not stored after the session ends.'),
    ],
  },
  {
    newsHandle: 'colour-report-spring-2025',
    title: 'Spring/Summer 2025 colour trend report released',
    summary: 'Sheer corals and berry glosses topped millions of anonymous try-ons.',
    publishedAt: '2025-01-06T08:00:00.000Z',
    imageUrl: null,
    body: [
      p('The new report ranks the shades shoppers tried most often across lips, eyes, nails and hair.'),
      p('Brands can request the full report with regional breakdowns from the colour trends page.'),
    ],
  },
];

/** The Japanese news list (spec: the news list also in Japanese), by handle. */
export const NEWS_JA: Record<string, { title: string; summary: string; body: string[] }> = {
  'global-forum-announced': {
    title: '{{brand}}、グローバル・ビューティーテック・フォーラムの開催を発表',
    summary: 'AI・AR・ビューティー小売の未来を語る一日。会場とオンラインで開催します。',
    body: ['{{brand}}はブランドのリーダー、研究者、小売企業を迎えてフォーラムを開催します。'],
  },
  'skin-emulation-launch': {
    title: '12週間後の肌を予測する新しいスキンエミュレーション',
    summary: 'ブランドは自社の臨床データをもとに製品の効果を視覚化できるようになりました。',
    body: ['新しいタイムライン機能で、今の肌と4週間後・8週間後・12週間後の肌を比べられます。'],
  },
  'eyewear-photo-to-3d': {
    title: '3枚の写真からアイウェアのフレームを作成',
    summary: '新しい制作工程で、商品写真が2日でバーチャル試着用フレームになります。',
    body: ['アイウェアブランドはフレームごとに3枚の写真を送るだけで、試着用モデルを受け取れます。'],
  },
  'accessibility-update': {
    title: 'すべてのカメラ機能で写真アップロードに対応',
    summary: 'カメラを使う体験はすべて、写真のアップロードと結果の文章説明に対応しました。',
    body: ['カメラを使う機能はすべて、アップロードした写真でも利用でき、結果を文章で説明します。'],
  },
  'retail-mirror-pilot': {
    title: '{{brand}}のスマートミラー、12店舗で試験導入を開始',
    summary: 'テスターに触れずに、売り場で口紅やヘアカラーを試せます。',
    body: [
      '3か国の12店舗で、リップとヘアカラーの売り場に{{brand}}のミラーを設置しました。',
      'バーコードを読み取ると、1秒以内に自分の顔で色を確認できます。',
    ],
  },
  'ai-nail-colour-release': {
    title: 'AIネイルカラー試着がすべての指に追従',
    summary: '新しい手のモデルで、手を動かしてもポリッシュがずれません。',
    body: ['改良したネイル試着は爪を一枚ずつ追跡するため、素早い動きでも色が正しい位置に留まります。'],
  },
  'privacy-certification-2025': {
    title: '{{brand}}、プライバシーとセキュリティの認証を更新',
    summary: '顔データの処理と削除の方法を第三者の監査機関が確認しました。',
    body: ['年次監査では、{{brand}}のカメラを使うすべての製品のデータ取り扱いを確認しました。'],
  },
  'colour-report-spring-2025': {
    title: '2025年春夏カラートレンドレポートを公開',
    summary: 'シアーなコーラルとベリーのグロスが、匿名の試着データで上位を占めました。',
    body: ['新しいレポートでは、リップ・アイ・ネイル・ヘアで最も多く試された色をランキングしています。'],
  },
};

/** A draft reachable only through its preview form id (decision 0041; /business/news/preview/{id}). */
export const NEWS_DRAFT = {
  formId: 'preview-news-summer-launch',
  news: {
    newsHandle: 'summer-launch-draft',
    title: 'Draft: summer launch of the {{brand}} shade studio',
    summary: 'An unpublished announcement an editor is still working on.',
    publishedAt: '2025-03-01T08:00:00.000Z',
    imageUrl: null,
    body: [p('This announcement is a draft: it is shown only to editors through its preview link.')],
  },
};

export const MEDIA_VIDEOS = [
  {
    videoId: 'nail-colour-try-on-demo',
    title: 'Nail colour try-on demo',
    description: 'Five finishes on a moving hand, recorded live without edits.',
    videoUrl: 'https://video.example.com/media/nail-colour-try-on-demo.mp4',
    videoImageUrl: null,
    createdTime: '2025-02-10T10:00:00.000Z',
    videoDuration: 96,
  },
  {
    videoId: 'smart-mirror-in-store',
    title: 'The smart mirror in store',
    description: 'How a shopper moves from barcode scan to checkout with the mirror.',
    videoUrl: 'https://video.example.com/media/smart-mirror-in-store.mp4',
    videoImageUrl: null,
    createdTime: '2025-01-22T10:00:00.000Z',
    videoDuration: 212,
  },
  {
    videoId: 'colour-trends-spring-2025',
    title: 'Colour trends of Spring/Summer 2025',
    description: 'Our colour analysts walk through the season’s most tried shades.',
    videoUrl: 'https://video.example.com/media/colour-trends-spring-2025.mp4',
    videoImageUrl: null,
    createdTime: '2025-01-08T10:00:00.000Z',
    videoDuration: null,
  },
  {
    videoId: 'console-quick-start',
    title: 'Console quick start',
    description: 'Add a product, pick its shades and publish a try-on in ten minutes.',
    videoUrl: 'https://video.example.com/media/console-quick-start.mp4',
    videoImageUrl: null,
    createdTime: '2024-11-15T10:00:00.000Z',
    videoDuration: 600,
  },
];

const roi = (n: number, type: string, description: string) => ({
  conversionNumber: n,
  conversionType: type,
  conversionDescription: description,
  buttonText: 'Contact sales',
  buttonLink: '/business/contact-us/sales',
});

export const MEDIA_SUCCESS_STORIES = [
  {
    storyHandle: 'sample-salon-hair-colour',
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group books colour appointments from a try-on',
    summary: 'Guests choose their hair colour at home and arrive with a booked appointment.',
    imageUrl: null,
    publishedAt: '2025-01-28T08:00:00.000Z',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Results',
        items: [
          roi(3.4, 'x', 'more online colour bookings'),
          roi(22, '%', 'shorter consultations in the salon'),
          roi(150, '+', 'salons live in four months'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('The challenge'),
          p('Guests found it hard to describe a colour, so first appointments often ran long.'),
          h2('The approach'),
          p(
            'Live hair colour try-on was added to the booking page; the chosen shade travels with the booking.',
          ),
        ],
      },
    ],
  },
  {
    storyHandle: 'example-beauty-retail-mirror',
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail replaces testers with mirrors',
    summary: 'Smart mirrors at the shelf raised shade trials and cut tester waste.',
    imageUrl: null,
    publishedAt: '2024-11-20T08:00:00.000Z',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Results',
        items: [roi(64, '%', 'less tester waste per store'), roi(2.7, 'x', 'shades tried per visit')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Bring try-on to your stores',
        description: 'See how the in-store barcode service works with your planograms.',
        cta: cta('Explore in-store barcode', '/business/services/in-store-barcode'),
      },
    ],
  },
];

/** The Japanese news entries and the news draft, as CMS seeds (English entries come from the lists). */
export function mediaExtraSeeds(allNews: readonly { newsHandle: string; publishedAt: string }[]): CmsSeed[] {
  const out: CmsSeed[] = [];
  for (const n of allNews) {
    const ja = NEWS_JA[n.newsHandle];
    if (!ja) continue;
    const content = { ...n, title: ja.title, summary: ja.summary, body: ja.body.map(p) };
    out.push({
      type: 'NEWS',
      pageKey: n.newsHandle,
      languageType: 'jpn',
      content,
      path: `/business/news/${n.newsHandle}`,
      seo: { metaTitle: `${ja.title} | {{brand}}`, metaDescription: ja.summary },
      seoExtra: { metaType: 'ARTICLE' },
      sortDate: n.publishedAt,
    });
  }
  out.push({
    type: 'NEWS',
    pageKey: NEWS_DRAFT.news.newsHandle,
    languageType: 'enu',
    status: 'draft',
    formId: NEWS_DRAFT.formId,
    content: NEWS_DRAFT.news,
    sortDate: NEWS_DRAFT.news.publishedAt,
  });
  return out;
}
