import type { ContentPage } from '../../../../../../shared/smb/content';
import {
  featurePage,
  type OnlineService,
  type OnlineServiceText,
  type OnlineServiceUi,
  planPage,
  SERVICES,
} from '../../online-service.ts';
import type { Overlay } from '../types.ts';

const UI: OnlineServiceUi = {
  features: '主な機能',
  steps: '3ステップで公開',
  plansTitle: 'プランと料金を見る',
  plansDescription: '月額プランと年額プラン。どちらも無料トライアル付きです。',
  viewPlans: 'プランを見る',
  trialTitle: '無料トライアルを始める',
  trialDescription: '無料トライアルで、貴社のカタログでの動作をご確認ください。',
  planPageTitle: '{title}：プランと料金',
  planPageDescription: 'カタログの規模とアクセス数に合ったプランをお選びください。',
  startTrial: '無料トライアルを始める',
  contactSales: '営業に問い合わせる',
  plans: 'プラン',
  plansNote: '料金は米ドル建ての月額です。年払いにすると約20%お得です。',
  essential: 'エッセンシャル',
  essentialDescription: 'これから始めるブランドに。',
  premium: 'プレミアム',
  premiumDescription: '成長するカタログとアクセスに。',
  enterprise: 'エンタープライズ',
  enterpriseDescription: '独自の要件を持つグローバルブランドに。',
  compare: 'プランの比較',
  rowTrial: '無料トライアル',
  rowAnalytics: '分析ダッシュボード',
  rowSupport: '優先サポート',
  rowManager: '専任のサクセスマネージャー',
  faq: 'プランに関する質問',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: 'オンラインのメイクバーチャル試着',
    promise: 'コードを書かずに、オンラインストアにライブのメイク試着を追加できます。',
    features: [
      ['すべてのカテゴリー', 'リップ、アイ、眉、チーク、ベースメイク。'],
      ['シェードビルダー', '色見本の写真とカラーコードからバーチャルシェードを作成。'],
      ['ストア用プラグイン', '主要なストアプラットフォームに数分でインストール。'],
      ['分析', '試着数、人気のシェード、カート追加のイベント。'],
    ],
    steps: [
      ['シェードをアップロード', '管理画面で商品と色見本を追加します。'],
      ['プレビュー', 'サンプルの顔と自分の顔で各シェードを確認します。'],
      ['公開', 'スニペットを貼り付けるかプラグインをインストールして公開します。'],
    ],
    limits: {
      essential: ['SKU 50件まで', '月1万回の試着', 'メールサポート'],
      premium: ['SKU 500件まで', '月10万回の試着', 'ルックとセット販売', '優先サポート'],
      enterprise: ['SKU 無制限', 'ボリュームは個別設定', '専任のサクセスマネージャー', 'SSO と監査ログ'],
    },
    faqs: [
      [
        'あとからプランを変更できますか？',
        'はい。アップグレードはすぐに、ダウングレードは次回の請求日に反映されます。',
      ],
      [
        '何が試着1回として数えられますか？',
        '訪問者が試着モジュールを1回開くごとに1回です。中で何を試しても変わりません。',
      ],
      [
        '無料トライアルはありますか？',
        'はい。エッセンシャルとプレミアムで14日間、カード登録なしでお試しいただけます。',
      ],
    ],
  },
  'eye-wear': {
    title: 'オンラインのアイウェアバーチャル試着',
    promise: 'すべてのフレームを、お客様自身の顔でオンライン試着。',
    features: [
      ['フレームのフィッティング', '瞳孔間距離の推定をもとに、顔ごとにフレームのサイズを合わせます。'],
      ['写真から 3D', '商品写真3枚から試着用フレームを作成。'],
      ['レンズの表現', 'カラー、グラデーション、ミラーコートを表示。'],
      ['比較表示', '最大4本のフレームを並べて比べられます。'],
    ],
    steps: [
      ['フレームの写真を送る', '無地の背景で正面と側面を撮影した写真。'],
      ['3D フレームを確認', '生成された各フレームを管理画面で承認します。'],
      ['公開', '商品ページに試着ボタンを追加します。'],
    ],
    limits: {
      essential: ['フレーム50本まで', '月1万回の試着', 'メールサポート'],
      premium: ['フレーム400本まで', '月10万回の試着', 'レンズエフェクト', '優先サポート'],
      enterprise: [
        'フレーム無制限',
        'ボリュームは個別設定',
        '度付きレンズのプレビュー',
        '専任のサクセスマネージャー',
      ],
    },
    faqs: [
      [
        'フレームのサイズはどれくらい正確ですか？',
        '顔全体が写っていれば、ほとんどの顔で誤差数ミリ以内です。',
      ],
      [
        'お客様が写真をアップロードできますか？',
        'はい。ライブカメラと写真のアップロードの両方に対応しています。',
      ],
      ['フレームの作成にはどれくらいかかりますか？', '通常、1回の依頼につき2営業日です。'],
    ],
  },
  'skincare-pro': {
    title: 'オンラインの Skincare Pro',
    promise: 'Web サイト、スパ、クリニックのための、プロフェッショナルな AI 肌分析。',
    features: [
      ['15項目の肌悩み', 'シミ、シワ、キメ、毛穴、赤み、皮脂など。'],
      ['肌年齢と肌の健康', 'ひと目でわかる総合スコア。'],
      ['ケア提案', '各悩みを商品や施術に結び付けます。'],
      ['レポート', 'メールや PDF で届くブランドのレポート。'],
    ],
    steps: [
      ['悩みを選ぶ', '品揃えに合った肌悩みを選びます。'],
      ['商品を結び付ける', '各結果に商品や施術をリンクします。'],
      ['組み込む', '分析をページに追加するか、タブレットで使います。'],
    ],
    limits: {
      essential: ['肌悩み8項目', '月2,000回の分析', 'メールサポート'],
      premium: ['全15項目', '月2万回の分析', 'HD 分析モード', '優先サポート'],
      enterprise: [
        '項目のカスタマイズ',
        'ボリュームは個別設定',
        '臨床データによる調整',
        '専任のサクセスマネージャー',
      ],
    },
    faqs: [
      ['医療の資格は必要ですか？', 'いいえ。Skincare Pro は美容のためのツールで、医学的な診断は行いません。'],
      ['結果を保存できますか？', 'はい。お客様の同意があれば保存し、来店ごとに比べられます。'],
      ['どの言語に対応していますか？', '分析画面は本サイトのすべての言語で利用できます。'],
    ],
  },
  'aesthetic-simulation': {
    title: 'オンラインの美容シミュレーション',
    promise: '美容施術のリアルなプレビューを患者さまに。',
    features: [
      ['施術ライブラリ', 'フィラー、輪郭形成、肌再生のプレビュー。'],
      ['控えめな調整', '上限を設けて、シミュレーションをリアルに保ちます。'],
      ['ビフォーアフター', 'スライダー表示と並列表示のカウンセリング画面。'],
      ['カウンセリング記録', 'シミュレーションを患者さまのファイルに保存。'],
    ],
    steps: [
      ['撮影', '均一な光のもとで正面の写真を撮ります。'],
      ['シミュレーション', '患者さまと一緒に施術部位を調整します。'],
      ['保存と共有', '結果を保存し、患者さまにコピーを送ります。'],
    ],
    limits: {
      essential: ['1拠点', '月300回のシミュレーション', 'メールサポート'],
      premium: ['5拠点まで', '月3,000回のシミュレーション', 'ブランドのカスタマイズ', '優先サポート'],
      enterprise: [
        '拠点数無制限',
        'ボリュームは個別設定',
        'クリニック用ソフトウェアとの連携',
        '専任のサクセスマネージャー',
      ],
    },
    faqs: [
      [
        'シミュレーションは結果を保証しますか？',
        'いいえ。カウンセリングを支援するもので、結果には個人差があります。',
      ],
      ['画像はどこに保存されますか？', 'アカウントの保存地域に保存され、ご依頼があれば削除します。'],
      ['タブレットで使えますか？', 'はい。最近の iPad と Android タブレットで使えます。'],
    ],
  },
};

const campaign: ContentPage = {
  topBanner: {
    title: 'ストアにメイク試着を、14日間無料で',
    description: '今週中に商品ページにライブのメイク試着を導入して、コンバージョンへの効果を確かめましょう。',
    backgroundDesktop: null,
    backgroundMobile: null,
  },
  sections: [
    {
      component: 'success-story-roi',
      title: '導入後にブランドが実感していること',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: '倍',
          conversionDescription: '試着したお客様のカート追加率',
          buttonText: '導入事例を読む',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: 'シェード違いによる返品の減少',
          buttonText: '料金を見る',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: '商品ページの滞在時間の増加',
          buttonText: 'トライアルを始める',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: 'トライアルの流れ',
      steps: [
        { name: '登録', text: 'アカウントを作成します。トライアルにカードは不要です。', image: null },
        { name: 'シェードを追加', text: 'トライアル期間中は20商品までアップロードできます。', image: null },
        { name: '公開', text: 'プラグインをインストールして、ダッシュボードを確認しましょう。', image: null },
      ],
    },
    {
      component: 'section-form',
      title: '14日間のトライアルを始める',
      description: '無料トライアルで、貴社のカタログでの動作をご確認ください。',
      formType: 'free-trial',
      variant: 'b',
    },
  ],
};

/** ONLINE_SERVICE_PAGE in Japanese, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
