import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in Japanese, by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page('{{brand}} アプリについて', '写真がもっと好きになる、クリエイティブなツール。', [
    {
      component: 'rich-editor',
      blocks: [
        h2('はじまり'),
        p(
          '私たちのアプリは、買う前に口紅を試せるメイクカメラから始まりました。友だちが自撮りに使い、やがてお互いのポートレートにも使うようになり、もっと機能が欲しいという声が集まりました。そのカメラが、写真、動画、ネイル、AI アートのアプリファミリーへと成長しました。',
        ),
        h2('私たちの信念'),
        ul(
          '楽しさが第一：ツールは、何か新しいことを試したくなるものであるべきです。',
          '自然な仕上がり：編集しても、あなたらしさが残ること。',
          'あなたの写真はあなたのもの：編集は広告主のためではなく、あなたのためにあります。',
        ),
        h2('私たちについて'),
        p(
          '3つの大陸に広がるエンジニア、アーティスト、メイクのプロのチームが、8つの言語でアプリをつくっています。',
        ),
      ],
    },
    {
      component: 'stats',
      items: [
        { value: '8', label: 'iOS・Android 向けアプリ' },
        { value: '8', label: '対応言語' },
        { value: '40+', label: '編集ツール' },
      ],
    },
    {
      component: 'cta-banner',
      title: 'ご質問・取材のお問い合わせ',
      description: 'サポートチームと広報チームが、あなたの言語でお答えします。',
      cta: cta('お問い合わせ', '/consumer/contact-us/support'),
    },
  ]),
  impressum: page(
    '運営者情報（Impressum）',
    '{{brand}} アプリと本 Web サイトの発行者に関する法定情報です。',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('発行者'),
          p('{{brand}} Apps Ltd.、12 Example Quay, 00000 Example City（本デモサイト用の架空の住所です）。'),
          p('代表者：{{brand}} Apps Ltd. 取締役会。'),
          h2('お問い合わせ'),
          p(
            'メール：apps@example.com。アプリのサポートは、あなたの言語でお答えできるよう、お問い合わせフォームをご利用ください。',
          ),
          h2('登記と税務'),
          p('商業登記：Example City 商業登記簿、番号 EX-000000。VAT 番号：EX000000000。'),
          h2('コンテンツの責任者'),
          p('{{brand}} Apps Ltd. 編集チーム（上記の住所）。'),
          h2('オンライン紛争解決'),
          p(
            '当社は消費者仲裁機関における紛争解決手続きに参加する義務を負わず、参加する意向もありません。直接ご連絡いただければ、できる限りお手伝いします。',
          ),
        ],
      },
    ],
  ),
  'accessibility-statement': page(
    'アクセシビリティ方針',
    'どんな端末や支援技術をお使いでも、すべての方にアプリと本 Web サイトを楽しんでいただきたいと考えています。',
    [
      {
        component: 'rich-editor',
        blocks: [
          h2('私たちの目標'),
          p(
            '本 Web サイトは、Web コンテンツ・アクセシビリティ・ガイドライン（WCAG）2.2 のレベル AA への準拠を目指しています。アプリは iOS と Android のアクセシビリティガイドラインに従っています。',
          ),
          h2('取り組み'),
          ul(
            'すべてのページをキーボードだけで操作でき、フォーカスが見えるようにしています。',
            '文字と操作部品のコントラスト比を 4.5:1 以上に保っています。',
            '意味のある画像には代替テキストを付け、装飾的な画像はスクリーンリーダーから隠しています。',
            'ページは端末の「視差効果を減らす」設定を尊重します。',
            '新しいページは公開前に、自動チェックとスクリーンリーダーでテストしています。',
          ),
          h2('既知の制限'),
          p(
            'アプリのライブカメラエフェクトの一部は顔を写すことが前提で、カメラなしでは完全な代替がありません。試すかどうかを判断できるよう、各エフェクトを文章で説明しています。',
          ),
          h2('バリアのご報告'),
          p(
            '本 Web サイトやアプリで利用の妨げになる点があれば、ページや画面の名前を添えてお問い合わせフォームからお知らせください。5営業日以内にご返信します。',
          ),
        ],
      },
      {
        component: 'cta-banner',
        title: 'アクセシビリティのバリアを報告する',
        description: 'ご報告は、改善を担当するチームに直接届きます。',
        cta: cta('サポートに問い合わせる', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    '{{brand}} アプリを入手',
    'iPhone、iPad、Android 向けに無料でダウンロードできます。アプリを選ぶとストアのボタンが表示されます。',
    [
      {
        component: 'steps',
        title: '最初の編集までの3ステップ',
        steps: [
          { name: 'アプリを選ぶ', text: 'つくりたいものに合ったアプリを選びます。', image: null },
          {
            name: 'ストアを開く',
            text: 'ボタンから、お使いのスマートフォンに合ったストアに移動します。',
            image: null,
          },
          {
            name: '創作を始める',
            text: 'アプリを開いて、スタート画面のツールを試してみましょう。',
            image: null,
          },
        ],
      },
    ],
  ),
  'highlight/ymk': page(
    '{{brand}} Makeup ハイライト',
    '新しいルック、トレンドのヘアカラー、今シーズン人気のツール。',
    [
      {
        component: 'card-grid',
        title: '今シーズン',
        cards: [
          {
            title: 'ソフトグラムルック',
            description: 'あたたかみのあるニュートラルカラーとツヤのある唇。',
            link: '/consumer/apps/ymk',
          },
          {
            title: 'カッパーヘア',
            description: '今シーズン人気のカラーを試してみましょう。',
            link: '/consumer/features/hair-color-changer',
          },
          {
            title: 'まつげスタジオ',
            description: 'まつげのスタイルを並べて比べられます。',
            link: '/consumer/features/makeup-editor',
          },
        ],
      },
    ],
  ),
};
