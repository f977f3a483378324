import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) =>
  suffix === '' ? '{{brand}} のアプリとサービス' : product;

const tos = (product: string): ContentPage =>
  page(`利用規約：${product}`, `${product} に関するお客様と {{brand}} との契約です。`, [
    rich([
      p('最終更新日：2025年1月15日'),
      h2('1. サービスの利用'),
      p(
        `${product} をインストールまたは利用することで、本規約に同意したものとみなされます。組織のために利用する場合は、その組織に代わって本規約に同意する権限があることを確認したものとみなされます。`,
      ),
      h2('2. お客様のコンテンツ'),
      p(
        'お客様が作成した写真や動画はお客様のものです。お客様は当社に対し、ご希望の機能を提供するために必要な範囲に限り、それらを処理する許可を与えるものとします。',
      ),
      h2('3. サブスクリプション'),
      p(
        '有料機能は、アプリストアまたはアカウント設定で解約するまで自動的に更新されます。返金は、お支払いいただいたストアの規定に従います。',
      ),
      h2('4. 禁止事項'),
      ul(
        '本人の同意なく、実在の人物について誤解を招く画像を作成するためにサービスを利用しないでください。',
        'サービスのリバースエンジニアリングや、過度な負荷をかける行為をしないでください。',
      ),
      h2('5. 変更とお問い合わせ'),
      p(
        '本規約は更新されることがあり、その場合は冒頭に新しい日付を表示します。ご質問はサポートページからお寄せください。',
      ),
    ]),
  ]);

/** TERMS_PAGE in Japanese, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
