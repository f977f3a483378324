import type { SeedUi } from '../../helpers.ts';

/** The Traditional Chinese (Taiwan) words of the seed's templates (helpers.ts EN_UI). */
export const UI: SeedUi = {
  overview: {
    product: '產品功能',
    technology: '技術原理',
    service: '合作方式',
    campaign: '關於此活動方案',
  },
  benefits: {
    product: '導入效益',
    technology: '這項技術能實現什麼',
    service: '服務內容',
    campaign: '為什麼有效',
  },
  stepsTitle: {
    product: '運作方式',
    technology: '運作方式',
    service: '專案進行方式',
    campaign: '上線步驟',
  },
  steps: {
    product: [
      ['提供商品目錄', '請提供商品資料或色號色卡，我們會將其製作成虛擬商品。'],
      ['加入您的頁面', '貼上網頁模組，或在 App 中整合 iOS 與 Android SDK。'],
      ['上線並追蹤成效', '顧客可用自己的臉直接試用，並可在管理後台查看互動與銷售數據。'],
    ],
    technology: [
      ['擷取影像', '以一般手機、筆電或智慧鏡的相機擷取畫面，無需特殊硬體。'],
      ['辨識解析', 'AI 模型逐格辨識臉部、手部或頭髮，並盡可能在裝置端完成運算。'],
      ['即時呈現或回傳結果', '即時呈現效果，或以分數形式回傳，供您的產品直接運用。'],
    ],
    service: [
      ['需求訪談', '了解您的目標、通路與市場，並共同確立成功指標。'],
      ['建置與審閱', '專屬團隊負責建置體驗，您可在自己的裝置上審閱確認。'],
      ['上線與持續優化', '我們與您一同上線，並每月與您檢視數據、持續改善。'],
    ],
    campaign: [
      ['挑選商品', '選擇活動要主打的色號或品項。'],
      ['套用品牌風格', '我們會在經過驗證的版型中套用您的品牌色彩、文案與上線日期。'],
      ['推廣與成效追蹤', '在廣告與社群貼文中分享連結，即時掌握活動成效。'],
    ],
  },
  useCasesTitle: '應用情境',
  proofTitle: '品牌實際成效',
  proof: {
    product: [
      ['2.5 倍', '試用過的顧客加入購物車的比率提升'],
      ['30%', '試用過的商品退貨率降低'],
      ['3 分鐘', '商品頁面停留時間增加'],
    ],
    technology: [
      ['1,000+', '採用同一引擎的品牌'],
      ['30 fps', '在中階手機上即時追蹤'],
      ['9', '周邊工具支援的語言數'],
    ],
    service: [
      ['2–6 週', '從啟動到上線的一般時程'],
      ['24 小時', '上線當日問題的回應時間'],
      ['40+', '團隊服務的市場'],
    ],
    campaign: [
      ['5 天', '從需求簡報到活動頁面上線'],
      ['2 倍', '活動期間的商品瀏覽次數'],
      ['100%', '成效皆可在管理後台查看'],
    ],
  },
  faqTitle: '常見問題',
  commonFaqs: {
    product: [
      [
        '導入需要多久時間？',
        '大多數品牌可在 2 到 6 週內上線：網頁模組只需一段程式碼，我們的團隊也會與您一起完成商品目錄的設定。',
      ],
      [
        '顧客的相機影像會如何處理？',
        '影像僅用於呈現效果，除非顧客自行儲存結果，否則不會保存。詳情請參閱我們的隱私權政策。',
      ],
    ],
    technology: [
      [
        '可以用在我們自己的 App 中嗎？',
        '可以。同一套引擎以網頁模組、iOS 與 Android SDK 及伺服器 API 的形式提供授權。',
      ],
      [
        '運算在哪裡進行？',
        '盡可能在顧客的裝置上運算；只有需要的功能才會使用伺服器運算，且預設不保存任何資料。',
      ],
    ],
    service: [
      [
        '內容與資料的權利歸屬誰？',
        '歸屬貴公司。為您製作的內容以及顧客產生的資料皆屬於您的品牌，我們僅依您的指示處理。',
      ],
      ['服務如何計費？', '依專案範圍計費：需求訪談後，我們會提供建置費用的固定報價，以及營運的月費。'],
    ],
    campaign: [
      ['活動最快多久能上線？', '使用現成版型的活動，通常在收到商品與素材後一週內即可上線。'],
      [
        '可以追蹤活動成效嗎？',
        '可以。瀏覽次數、試用次數、取得的潛在客戶名單與導向商店的點擊數，都會即時呈現在管理後台。',
      ],
    ],
  },
  relatedTitle: {
    product: '相關產品',
    technology: '相關技術',
    service: '相關服務',
    campaign: '更多活動方案',
  },
  contactSales: '聯絡業務',
  salesFormTitle: '讓您的顧客體驗{title}',
  salesFormDescription: '請告訴我們您的品牌需求，專員將於一個工作天內回覆您。',
  trialFormTitle: '免費試用{title}',
  trialFormDescription: '立即開始免費試用，親眼看看它如何呈現您的商品。',
  talkTitle: '與我們洽談{title}',
  talkDescription: '我們的解決方案團隊會依您的通路、市場與商品目錄規劃最合適的方案。',
  featureStepsTitle: '如何使用{title}',
  featureFaqTitle: '常見問題',
  featureCtaTitle: '免費試用{title}',
  featureCtaDescription: '可在 iOS 與 Android 版的 {{brand}} App 中使用。',
  getTheApp: '下載 App',
  appHighlights: '特色亮點',
  appDownload: '免費下載',
  appFeaturesTitle: '{title}的熱門工具',
};
