import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: '聯絡業務',
  buttonLink: SALES,
});

/** NEWS in Traditional Chinese (Taiwan), by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} 宣布舉辦全球美妝科技論壇',
    summary: '一整天探討 AI、AR 與美妝零售未來的演講，現場與線上同步進行。',
    body: [p('{{brand}} 將與品牌領袖、研究人員及零售商共同舉辦全球美妝科技論壇。')],
  },
  'skin-emulation-launch': {
    title: '全新肌膚效果模擬，呈現十二週後的改善成果',
    summary: '品牌現在可以依據自家的臨床數據，將產品效果視覺化。',
    body: [p('全新的效果模擬時間軸，讓顧客比較今天的肌膚與四週、八週及十二週後的狀態。')],
  },
  'eyewear-photo-to-3d': {
    title: '三張照片即可建立眼鏡鏡框',
    summary: '全新製作流程可在兩天內將商品照片轉為試戴用鏡框。',
    body: [p('眼鏡品牌現在只需為每副鏡框提供三張照片，即可取得可直接試戴的模型。')],
  },
  'accessibility-update': {
    title: '所有相機功能皆提供照片上傳替代方式',
    summary: '所有相機體驗現在都支援照片上傳，並以文字說明結果。',
    body: [p('所有使用相機的功能現在都接受上傳照片，並以文字說明其結果。')],
  },
  'retail-mirror-pilot': {
    title: '{{brand}} 智慧鏡於十二家門市展開試營運',
    summary: '顧客不必碰觸試用品，就能在貨架前試用口紅與髮色。',
    body: [
      p('三個國家的十二家門市，已在唇彩與染髮商品區旁設置 {{brand}} 智慧鏡。'),
      p('顧客掃描條碼後，一秒內就能在自己臉上看到色號效果。'),
      h2('試營運的衡量指標'),
      ul('在貨架前停留的時間', '每次到店試用的色號數', '試用品衛生相關的客訴'),
    ],
  },
  'ai-nail-colour-release': {
    title: 'AI 美甲試色現在能追蹤每一根手指',
    summary: '全新的手部模型讓指甲油在手部轉動與移動時依然貼合。',
    body: [
      p('更新後的美甲試色會個別追蹤每片指甲，即使手勢快速變換，指甲油也能固定在正確位置。'),
      p('品牌可從管理後台上傳奶油、珠光、鏡面與果凍等質地。'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} 更新隱私與資訊安全認證',
    summary: '獨立稽核機構確認了臉部資料的處理與刪除方式。',
    body: [
      p('年度稽核檢視了 {{brand}} 所有使用相機之產品的資料處理方式。'),
      p('用於試妝試戴的臉部影像僅在記憶體中處理，工作階段結束後即不保存。'),
    ],
  },
  'colour-report-spring-2025': {
    title: '2025 春夏色彩趨勢報告發布',
    summary: '透明珊瑚色與莓果唇蜜在數百萬次匿名試妝中名列前茅。',
    body: [
      p('新報告依唇部、眼部、指甲與頭髮分類，列出顧客最常試用的色號排名。'),
      p('品牌可從色彩趨勢頁面索取含各地區細項分析的完整報告。'),
    ],
  },
};

/** VIDEO in Traditional Chinese (Taiwan), by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: '專櫃上的 AI 肌膚分析',
    description: '線上研討會回放：如何以肌膚檢測展開諮詢。',
  },
  'makeup-try-on-in-two-minutes': {
    title: '兩分鐘看懂彩妝試妝',
    description: '從色卡到商品頁上的即時色號。',
  },
  'jewellery-3d-viewer': {
    title: '戒指與手錶的 3D 檢視器',
    description: '一個 3D 素材，即可旋轉、縮放與試戴。',
  },
  'hair-ai-overview': {
    title: 'Hair AI 概覽',
    description: '一次了解長度、髮質類型、髮量與毛躁分析。',
  },
  'nail-colour-try-on-demo': {
    title: '美甲試色展示',
    description: '五種質地呈現在移動中的手上，現場錄製、未經剪輯。',
  },
  'smart-mirror-in-store': {
    title: '門市中的智慧鏡',
    description: '顧客如何透過智慧鏡，從掃描條碼一路到結帳。',
  },
  'colour-trends-spring-2025': {
    title: '2025 春夏色彩趨勢',
    description: '我們的色彩分析師帶您了解本季最多人試用的色號。',
  },
  'console-quick-start': {
    title: '管理後台快速入門',
    description: '新增商品、挑選色號，十分鐘內發布試妝。',
  },
};

/** SUCCESS_STORY in Traditional Chinese (Taiwan), by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics 在線上為顧客配對粉底色號',
    summary: '透過 AI 色號配對，40 色粉底系列在線上找到了它的購買者。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(2.1, '倍', '使用色號搜尋的顧客轉換率'), roi(28, '%', '色號相關退貨減少')],
      },
      {
        component: 'rich-editor' as const,
        blocks: [p('該品牌在每個粉底商品頁與專櫃平板上都加入了色號搜尋功能。')],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics 將 600 副鏡框搬上線',
    summary: '透過照片轉 3D 鏡框，六週內讓完整商品目錄都能試戴。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(600, '+', '六週內可試戴的鏡框'), roi(45, '%', '商品頁停留時間增加')],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic 以肌膚檢測展開每一次諮詢',
    summary: '視覺化諮詢讓療程規劃更容易討論。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(130, '%', '回診預約增加')],
      },
      {
        component: 'cta-banner' as const,
        title: '展開視覺化諮詢',
        description: '了解適用於診所的 Skincare Pro。',
        cta: cta('探索 Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group 從試色直接帶來染髮預約',
    summary: '顧客在家選好髮色，到店時已完成預約。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [
          roi(3.4, '倍', '線上染髮預約增加'),
          roi(22, '%', '沙龍內諮詢時間縮短'),
          roi(150, '+', '四個月內上線的沙龍'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('挑戰'),
          p('顧客很難用言語描述想要的髮色，因此初次預約的時間經常拉長。'),
          h2('做法'),
          p('在預約頁面加入即時染髮試色，顧客選好的髮色會隨預約一併送到沙龍。'),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail 以智慧鏡取代試用品',
    summary: '貨架前的智慧鏡提升了色號試用次數，並減少試用品浪費。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(64, '%', '每家門市的試用品浪費減少'), roi(2.7, '倍', '每次到店試用的色號數')],
      },
      {
        component: 'cta-banner' as const,
        title: '將試妝帶進您的門市',
        description: '了解門市條碼服務如何與您的貨架陳列配置搭配運作。',
        cta: cta('探索門市條碼試妝', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in Traditional Chinese (Taiwan), by trendHandle: colour names translated, hex kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: '2025 春夏色彩趨勢',
    season: '2025 春夏',
    summary: '柔和珊瑚色、透明莓果色與水潤裸色，引領本季的試妝熱潮。',
    imageUrl: null,
    colors: [
      { name: '透明珊瑚', hex: '#F08A6E', description: '本季最多人試用的唇色。' },
      { name: '多汁莓果', hex: '#9C2C5A', description: '夜晚最受歡迎的唇蜜色。' },
      { name: '水潤裸色', hex: '#D9A58B', description: '帶有光澤、如肌膚般的自然色調。' },
    ],
  },
  'autumn-winter-2024': {
    title: '2024 秋冬色彩趨勢',
    season: '2024 秋冬',
    summary: '深梅子色與暖棕色成為主流。',
    imageUrl: null,
    colors: [
      { name: '絲絨梅子', hex: '#5B2245', description: '適用於唇部與指甲的霧面梅子色。' },
      { name: '可可', hex: '#6F4A3A', description: '適用於眼部與唇部的暖棕色。' },
    ],
  },
  'hair-colour-2024': {
    title: '2024 髮色趨勢',
    season: '2024',
    summary: '銅色與柔和金色是最多人試用的髮色。',
    imageUrl: null,
    colors: [
      { name: '銅色', hex: '#B5562B', description: '濃郁的銅紅色。' },
      { name: '奶油金', hex: '#E6C98A', description: '柔和溫暖的金色。' },
    ],
  },
};

/** DEMO_STORE_FEATURE in Traditional Chinese (Taiwan), by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: '春季唇彩精選',
    description: '為新季節精選的六款唇色，從柔和珊瑚到深邃梅子色。挑選一款，即時在自己的唇上看看效果。',
  },
  'brow-studio': {
    title: '眉妝工作室',
    description: '比較四款眉色，找到最能襯托臉型的那一款。準備好時即可開始試妝。',
  },
  'ring-bar': {
    title: '戒指吧',
    description: '舉起您的手，以 3D 試戴三枚戒指：隨著手部移動，寶石也會閃耀光芒。',
  },
};
