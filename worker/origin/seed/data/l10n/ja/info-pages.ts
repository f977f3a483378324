import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, ol, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

const UPDATED = '最終更新日：2025年1月15日';

const faqPage = (
  title: string,
  description: string,
  faqs: readonly (readonly [string, string])[],
): ContentPage =>
  page(title, description, [
    { component: 'section-faq', title, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
    {
      component: 'cta-banner',
      title: '解決しない場合は',
      description: 'サポートチームが1営業日以内にお答えします。',
      cta: cta('サポートに問い合わせる', '/business/contact-us/support'),
    },
  ]);

/** INFO_PAGE in Japanese, by page key (data/info.ts). */
export const INFO_PAGES: Overlay<ContentPage> = {
  'integration-partner': page(
    'インテグレーションパートナー',
    '{{brand}} のバーチャル試着と肌分析を、店舗、Web サイト、アプリに導入する認定チームです。',
    [
      rich([
        p(
          'バーチャル試着の導入は、商品データ、ストアのプラットフォーム、アプリ、ときには店頭カウンターにまで関わります。インテグレーションパートナーはその経験が豊富なチームです。{{brand}} のトレーニングと認定を受け、すべてのプロジェクトで当社のソリューションチームと連携します。',
        ),
      ]),
      {
        component: 'card-grid',
        title: '認定インテグレーター',
        cards: [
          {
            title: 'Example Digital Works',
            description: 'オンラインストア向けのプラグイン、商品ページのデザイン、分析の設定。',
          },
          {
            title: 'Sample Retail Systems',
            description: 'カウンター用タブレット、スマートミラー、店頭キオスクの設置と保守。',
          },
          {
            title: 'Demo App Studio',
            description: '{{brand}} SDK を使った iOS・Android ネイティブアプリの開発。',
          },
        ],
      },
      {
        component: 'steps',
        title: 'パートナープロジェクトの流れ',
        steps: [
          {
            name: 'ご紹介',
            text: 'プロジェクトについてお聞かせください。チャネルと地域に合ったパートナーをご紹介します。',
          },
          {
            name: '共同プラン',
            text: 'パートナーと当社ソリューションチームが、範囲、スケジュール、公開する商品を決めます。',
          },
          {
            name: '構築と公開',
            text: 'パートナーが組み込みとテストを行い、公開前に当社チームが品質を確認します。',
          },
        ],
      },
      {
        component: 'cta-banner',
        title: 'インテグレーションパートナーになる',
        description:
          '代理店やシステムインテグレーターの皆さまは、トレーニングと認定にお申し込みいただけます。',
        cta: cta('申し込む', '/business/contact-us/sales'),
      },
    ],
  ),
};
