import type { ContentPage, Section } from '../../../../../../shared/smb/content';
import { cta, page, trialForm } from '../../helpers.ts';
import type { Overlay } from '../types.ts';
import { UI } from './ui.ts';

/** The words of one online service (data/online-service.ts); prices and links stay the English ones. */
type ServiceText = {
  title: string;
  promise: string;
  features: readonly (readonly [string, string])[];
  steps: readonly (readonly [string, string])[];
  limits: { essential: string[]; premium: string[]; enterprise: string[] };
  faqs: readonly (readonly [string, string])[];
};
type ServiceType = 'makeup' | 'eye-wear' | 'skincare-pro' | 'aesthetic-simulation';

/** Monthly and annual-equivalent USD prices, as in the English pages. */
const PRICES: Record<ServiceType, { essential: [number, number]; premium: [number, number] }> = {
  makeup: { essential: [99, 79], premium: [299, 249] },
  'eye-wear': { essential: [129, 99], premium: [349, 299] },
  'skincare-pro': { essential: [199, 159], premium: [499, 419] },
  'aesthetic-simulation': { essential: [249, 199], premium: [599, 499] },
};

/** spec 000 §2: the free-trial form takes functionType and solutionType. */
const TRIAL_QUERY: Record<ServiceType, string> = {
  makeup: 'functionType=MAKEUP&solutionType=MAKEUP',
  'eye-wear': 'functionType=EYEWEAR&solutionType=EYEWEAR',
  'skincare-pro': 'functionType=SKINCARE_PRO&solutionType=SKIN_ANALYSIS',
  'aesthetic-simulation': 'functionType=SKINCARE_PRO&solutionType=AESTHETIC_SIMULATION',
};

const SERVICES: Record<ServiceType, ServiceText> = {
  makeup: {
    title: '線上彩妝虛擬試妝',
    promise: '無需撰寫程式，即可為您的線上商店加入即時彩妝試妝。',
    features: [
      ['涵蓋所有品類', '唇部、眼部、眉部、頰彩與底妝產品。'],
      ['色號建立工具', '以色卡照片與色碼建立虛擬色號。'],
      ['商店外掛程式', '幾分鐘內即可安裝到熱門電商平台。'],
      ['數據分析', '試妝次數、熱門色號與加入購物車事件。'],
    ],
    steps: [
      ['上傳色號', '在管理後台新增商品與色卡。'],
      ['預覽', '在範例臉孔與您自己的臉上確認每個色號。'],
      ['發布', '貼上程式碼片段或安裝外掛程式，即可上線。'],
    ],
    limits: {
      essential: ['最多 50 個 SKU', '每月 10,000 次試妝', '電子郵件客服'],
      premium: ['最多 500 個 SKU', '每月 100,000 次試妝', '妝容與組合', '優先客服支援'],
      enterprise: ['SKU 數量不限', '客製化用量', '專屬客戶成功經理', 'SSO 與稽核紀錄'],
    },
    faqs: [
      ['之後可以變更方案嗎？', '可以。升級會立即生效；降級則於下一個計費日生效。'],
      ['怎樣算是一次試妝？', '訪客每開啟一次試妝模組即計為一次，不論在其中試用了多少商品。'],
      ['有提供免費試用嗎？', '有，Essential 或 Premium 方案皆可免費試用 14 天，無需信用卡。'],
    ],
  },
  'eye-wear': {
    title: '線上眼鏡虛擬試戴',
    promise: '讓顧客在線上用自己的臉試戴每一副鏡框。',
    features: [
      ['鏡框貼合', '依瞳距推估結果，讓鏡框貼合每張臉的尺寸。'],
      ['照片轉 3D', '以三張商品照片建立試戴用鏡框。'],
      ['鏡片選項', '呈現染色、漸層與鏡面鍍膜效果。'],
      ['比較檢視', '顧客最多可並排比較四副鏡框。'],
    ],
    steps: [
      ['提供鏡框照片', '純色背景下的正面與側面照片。'],
      ['審閱 3D 鏡框', '在管理後台核准每一副生成的鏡框。'],
      ['上線', '在商品頁加入試戴按鈕。'],
    ],
    limits: {
      essential: ['最多 50 副鏡框', '每月 10,000 次試戴', '電子郵件客服'],
      premium: ['最多 400 副鏡框', '每月 100,000 次試戴', '鏡片效果', '優先客服支援'],
      enterprise: ['鏡框數量不限', '客製化用量', '處方鏡片預覽', '專屬客戶成功經理'],
    },
    faqs: [
      ['鏡框尺寸有多精準？', '只要完整拍到臉部，大多數臉型的誤差都在幾公釐以內。'],
      ['顧客可以上傳照片嗎？', '可以，同時支援即時相機與照片上傳。'],
      ['建立鏡框需要多久？', '每批通常需要兩個工作天。'],
    ],
  },
  'skincare-pro': {
    title: '線上 Skincare Pro',
    promise: '為您的網站、美容 SPA 或診所提供專業 AI 肌膚分析。',
    features: [
      ['十五項肌膚問題', '斑點、皺紋、膚質紋理、毛孔、泛紅、出油等。'],
      ['肌膚年齡與健康度', '顧客一眼就能看懂的整體評分。'],
      ['保養方案建立', '將每項肌膚問題對應到產品或療程。'],
      ['報告', '以電子郵件或 PDF 提供品牌專屬報告。'],
    ],
    steps: [
      ['選擇檢測項目', '挑選符合您產品系列的肌膚問題。'],
      ['對應產品', '將產品或療程連結到每項結果。'],
      ['嵌入', '將分析功能加入網頁，或在平板上使用。'],
    ],
    limits: {
      essential: ['8 項肌膚問題', '每月 2,000 次分析', '電子郵件客服'],
      premium: ['全部 15 項肌膚問題', '每月 20,000 次分析', '高畫質分析模式', '優先客服支援'],
      enterprise: ['客製化檢測項目', '客製化用量', '臨床校準', '專屬客戶成功經理'],
    },
    faqs: [
      ['需要醫療執照嗎？', '不需要。Skincare Pro 是美容工具，不提供任何醫療診斷。'],
      ['可以儲存檢測結果嗎？', '可以，經顧客同意後即可儲存，用於比較歷次到訪的變化。'],
      ['支援哪些語言？', '分析介面支援本網站的所有語言。'],
    ],
  },
  'aesthetic-simulation': {
    title: '線上醫美效果模擬',
    promise: '為患者呈現逼真的醫美療程預覽。',
    features: [
      ['療程資料庫', '填充、輪廓雕塑與肌膚煥膚的預覽。'],
      ['細微調整控制', '調整上限確保模擬結果真實。'],
      ['療程前後對照', '滑桿與並排的諮詢檢視方式。'],
      ['諮詢紀錄', '將模擬結果儲存到患者病歷中。'],
    ],
    steps: [
      ['拍攝', '在均勻光線下拍攝正面照片。'],
      ['模擬', '與患者一起調整療程部位。'],
      ['儲存與分享', '儲存結果並寄送一份副本給患者。'],
    ],
    limits: {
      essential: ['1 個據點', '每月 300 次模擬', '電子郵件客服'],
      premium: ['最多 5 個據點', '每月 3,000 次模擬', '客製化品牌', '優先客服支援'],
      enterprise: ['據點數量不限', '客製化用量', '與診所系統整合', '專屬客戶成功經理'],
    },
    faqs: [
      ['模擬結果代表保證效果嗎？', '不是。模擬用於輔助諮詢，實際效果因患者而異。'],
      ['影像儲存在哪裡？', '儲存在您帳號所屬的儲存區域，可應要求刪除。'],
      ['可以在平板上使用嗎？', '可以，支援近期款的 iPad 與 Android 平板。'],
    ],
  },
};

function featurePage(type: ServiceType, s: ServiceText): ContentPage {
  const sections: Section[] = [
    {
      component: 'card-grid',
      title: '功能特色',
      cards: s.features.map(([title, description]) => ({ title, description, image: null })),
    },
    {
      component: 'steps',
      title: '三個步驟即可上線',
      steps: s.steps.map(([name, text]) => ({ name, text, image: null })),
    },
    {
      component: 'cta-banner',
      title: '查看方案與價格',
      description: '提供月繳與年繳方案，每個方案皆可免費試用。',
      cta: cta('查看方案', `/business/solutions/online-service/${type}/plan`),
    },
    trialForm('開始免費試用', UI),
  ];
  return page(s.title, s.promise, sections);
}

function planPage(type: ServiceType, s: ServiceText): ContentPage {
  const plan = (
    name: string,
    description: string,
    price: [number, number] | null,
    features: string[],
    highlighted: boolean,
  ) => ({
    name,
    description,
    monthlyPriceUsd: price?.[0] ?? null,
    annualPriceUsd: price?.[1] ?? null,
    features,
    cta: price
      ? cta('開始免費試用', `/business/user/free-trial?${TRIAL_QUERY[type]}`)
      : cta('聯絡業務', '/business/contact-us/sales'),
    highlighted,
  });
  const prices = PRICES[type];
  return page(`${s.title}：方案與價格`, '選擇最符合您商品目錄與流量的方案。', [
    {
      component: 'plan-pricing',
      title: '方案',
      description: '價格以美元計，按月計費。選擇年繳約可節省 20%。',
      currency: 'USD',
      essential: plan('Essential', '適合剛起步的品牌。', prices.essential, s.limits.essential, false),
      premium: plan('Premium', '適合商品目錄與流量持續成長的品牌。', prices.premium, s.limits.premium, true),
      enterprise: plan('Enterprise', '適合有客製化需求的全球品牌。', null, s.limits.enterprise, false),
    },
    {
      component: 'compare-table',
      title: '方案比較',
      columns: ['Essential', 'Premium', 'Enterprise'],
      rows: [
        { label: '免費試用', values: [true, true, false] },
        { label: '數據分析管理後台', values: [true, true, true] },
        { label: '優先客服支援', values: [false, true, true] },
        { label: '專屬客戶成功經理', values: [false, false, true] },
      ],
    },
    {
      component: 'section-faq',
      title: '方案常見問題',
      faqs: s.faqs.map(([question, answer]) => ({ question, answer })),
    },
  ]);
}

/** ONLINE_SERVICE_PAGE in Traditional Chinese (Taiwan), by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    (Object.entries(SERVICES) as [ServiceType, ServiceText][]).flatMap(([type, s]) => [
      [`online-service/${type}`, featurePage(type, s)],
      [`online-service/${type}/plan`, planPage(type, s)],
    ]),
  ),
  'online-service/campaign': page(
    '為您的商店導入彩妝試妝，14 天免費',
    '本週就在商品頁加入即時彩妝試妝，親眼看看它對轉換率的影響。',
    [
      {
        component: 'success-story-roi',
        title: '品牌上線後的成效',
        items: [
          {
            conversionNumber: 2.5,
            conversionType: '倍',
            conversionDescription: '試妝顧客的加入購物車比率提升',
            buttonText: '閱讀成功案例',
            buttonLink: '/business/successstory/list',
          },
          {
            conversionNumber: 35,
            conversionType: '%',
            conversionDescription: '與色號相關的退貨減少',
            buttonText: '查看價格',
            buttonLink: '/business/solutions/online-service/makeup/plan',
          },
          {
            conversionNumber: 180,
            conversionType: '%',
            conversionDescription: '商品頁停留時間增加',
            buttonText: '開始試用',
            buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
          },
        ],
      },
      {
        component: 'steps',
        title: '試用方式',
        steps: [
          { name: '註冊', text: '建立帳號；試用期間無需信用卡。', image: null },
          { name: '新增色號', text: '試用期間最多可上傳 20 件商品。', image: null },
          { name: '上線', text: '安裝外掛程式，並在管理後台查看成效。', image: null },
        ],
      },
      trialForm('開始 14 天免費試用', UI),
    ],
  ),
};
