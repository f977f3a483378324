import type { BlogAuthorText, BlogPostText, TagId } from '../../blog.ts';
import type { Overlay } from '../types.ts';

/** BLOG_POST in Traditional Chinese (Taiwan), by postHandle: the posts of both audiences (data/blog.ts). */
export const BLOG_POSTS: Overlay<BlogPostText> = {
  // ─── Business ───
  'virtual-try-on-returns': {
    title: '虛擬試妝如何降低色號退貨率',
    metaDesc: '為什麼在自己臉上試過色號的顧客更願意保留商品，以及如何衡量這項成效。',
    keywords: ['虛擬試妝', '退貨'],
    paragraphs: [
      '粉底與口紅是線上退貨率最高的美妝產品之一，原因幾乎都一樣：螢幕上看到的色號與實際不同。',
      '當顧客在自己的臉上、在自己所處的光線下看到色號，猜測就不復存在。品牌可以比較有試妝與沒有試妝之訂單的退貨率，來衡量這項成效。',
    ],
    list: {
      title: '檢查清單',
      items: ['記錄每筆訂單的試妝次數', '依色系比較退貨情形', '經過一整季後再檢視'],
    },
  },
  'skin-analysis-at-the-counter': {
    title: '將 AI 肌膚分析帶進美妝專櫃',
    metaDesc: '當美容顧問以肌膚檢測展開諮詢時，會帶來哪些改變。',
    keywords: ['肌膚分析', '零售'],
    paragraphs: [
      '肌膚檢測讓美容顧問與顧客有了共同的起點。顧問不必再詢問顧客自認為是哪種膚質，而是從雙方都看得到的結果開始對話。',
      '以這種方式展開諮詢的門市表示，對話時間更長，顧客選擇的也是經過深思熟慮的完整保養方案，而不只是單一產品。',
    ],
  },
  'jewellery-ar-guide': {
    title: 'AR 珠寶試戴實用指南',
    metaDesc: '戒指、手錶與耳環：讓虛擬珠寶令人信服需要哪些條件。',
    keywords: ['珠寶', 'AR'],
    paragraphs: [
      '珠寶試戴的成敗取決於尺寸與光線。戒指看起來大了一號，或鑽石沒有光芒，都會讓顧客轉身離開。',
      '先從最暢銷的商品開始，建立精準的 3D 模型，並在上線前用許多不同的手進行測試。',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: '適用於每一種膚色的色號配對',
    metaDesc: '在粉底色號搜尋工具上線前，如何針對所有膚色進行測試。',
    keywords: ['色號搜尋', '多元包容美妝', '粉底'],
    paragraphs: [
      '色號搜尋工具的好壞，取決於它測試過哪些臉孔。深膚色與極白皙膚色是大多數工具最容易出現偏差的地方，因此更應該安排最多的測試，而不是最少。',
      '建立一個能反映顧客組成的測試小組，在日光與門市燈光下分別為每個人拍照，再將系統推薦的色號與專業彩妝師挑選的色號進行比較。',
    ],
    list: {
      title: '上線之前',
      items: ['測試小組涵蓋所有膚色底調', '在暖光、中性光與冷光下測試', '每次配對不符都附上照片記錄'],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: '在沙龍座椅上試染髮色',
    metaDesc: '讓顧客在第一刷染劑上頭之前，先預覽新髮色。',
    keywords: ['髮色', '沙龍'],
    paragraphs: [
      '改變髮色是個重大決定，猶豫不決往往讓人選擇最保守的選項。透過平板即時預覽，顧客可以先在自己身上看看更大膽的髮色。',
      '在諮詢中加入預覽的沙龍發現，顧客提出的問題更到位，對成果也更加滿意。',
    ],
  },
  'connecting-store-and-app': {
    title: '同一位顧客，多個入口：串聯門市與 App',
    metaDesc: '從門市的智慧鏡到家中的 App，讓顧客的試妝紀錄一路相隨。',
    keywords: ['全通路', '零售', '虛擬試妝'],
    paragraphs: [
      '顧客在同一週內，會在門市智慧鏡、網站與 App 之間來回切換。如果每個入口都記不得他們試過什麼，他們每次都得從頭開始。',
      '在取得顧客同意後儲存共用的妝容紀錄，讓顧客回到家也能接續在門市中的進度。',
    ],
  },
  'beauty-tech-on-demand': {
    title: '隨需即用的美妝科技：幾週內上線，而非數月',
    metaDesc: '對沒有內部工程團隊的品牌而言，現成的線上服務帶來哪些改變。',
    keywords: ['線上服務', '上市時程'],
    paragraphs: [
      '並非每個品牌都有工程師能建置並維護試妝體驗。線上服務讓行銷團隊能自行上傳商品並發布體驗。',
      '如此一來，首次上線的關鍵就變成商品資料，而非軟體：清楚的色號名稱、準確的顏色與優質的照片。',
    ],
  },
  'spring-campaign-case-notes': {
    title: '案例筆記：結合試妝的春季唇彩活動',
    metaDesc: '一個虛構唇彩品牌的春季新品上市，從預告到完售，以數據與心得呈現。',
    keywords: ['活動方案', '唇色'],
    paragraphs: [
      '該品牌在春季新品上市時，於每一則預告貼文中都放入試妝連結。顧客在新色號開賣前幾天就能先試用。',
      '預告週期間最多人試用的色號，正是最先完售的色號，讓團隊得以在上市日前調整庫存。',
    ],
  },
  'measuring-try-on-engagement': {
    title: '不靠猜測，衡量試妝互動成效',
    metaDesc: '幾個關鍵數字，告訴您虛擬試妝是否發揮效果。',
    keywords: ['數據分析', '虛擬試妝', '轉換'],
    paragraphs: [
      '單看試妝次數說明不了什麼。重要的是顧客試用之後的行動：他們比較了幾個色號，以及是否將其中一個加入購物車。',
      '在做出任何改變之前，先持續追蹤一小組數字一整季。',
    ],
    list: {
      title: '值得追蹤的數字',
      items: ['每次試妝的試用色號數', '試妝後加入購物車的比率', '試用過之商品的退貨情形'],
      ordered: true,
    },
  },
  // ─── Consumer ───
  'better-selfies-in-low-light': {
    title: '光線昏暗也能拍出好看的自拍',
    metaDesc: '夜晚也能拍出明亮清晰自拍的簡單技巧與 App 工具。',
    keywords: ['自拍', '低光源'],
    paragraphs: [
      '面向您能找到的最亮光源，保持不動，剩下的就交給畫質增強功能。',
      '在照片 App 中，AI 畫質增強能提亮陰影而不讓膚色變得灰暗，降噪功能也能讓細節保持清晰。',
    ],
  },
  'remove-tourists-from-travel-photos': {
    title: '移除旅遊照片中的路人',
    metaDesc: '三個步驟，清理熱門景點人擠人的照片。',
    keywords: ['移除物件', '旅遊'],
    paragraphs: [
      '熱門景點總是讓照片擠滿了人。移除物件工具讓您塗抹經過的路人，並以他們身後的景色填補空缺。',
      '每次處理一小塊區域，效果最乾淨；記得放大畫面檢查邊緣。',
    ],
    list: {
      title: '三個步驟',
      items: ['開啟照片並選擇「移除」', '塗抹每一位路人', '放大畫面並修飾邊緣'],
      ordered: true,
    },
  },
  'first-video-edit': {
    title: '五分鐘完成您的第一支影片剪輯',
    metaDesc: '在手機上為短片剪裁、修飾並加入音樂。',
    keywords: ['影片剪輯', '新手入門'],
    paragraphs: [
      '挑一段不到一分鐘的影片。剪掉開頭與結尾，讓影片一開始就進入精彩畫面。',
      '加上輕度修飾，從音樂庫挑一首曲子，再以高畫質匯出。',
    ],
  },
  'nail-art-ideas-to-try-virtually': {
    title: '五款值得先虛擬試做的美甲靈感',
    metaDesc: '預約美甲之前，先在自己手上預覽大膽的美甲設計。',
    keywords: ['美甲', '虛擬試妝'],
    paragraphs: [
      '大膽的美甲設計一做就是兩週以上。在美甲 App 中用自己的手試做，只需要幾秒鐘。',
      '儲存喜歡的款式，到美甲沙龍時拿給美甲師看，對方就能清楚知道您想要的樣子。',
    ],
    list: {
      title: '從這些靈感開始',
      items: ['鏡面法式指尖', '柔和牛奶粉', '迷你金色星星', '雙色法式', '深櫻桃紅亮面'],
    },
  },
  'ai-portraits-from-everyday-photos': {
    title: '用日常照片生成 AI 人像',
    metaDesc: '運用生成式工具，將隨手拍的照片變成精緻人像。',
    keywords: ['生成式 AI', '人像'],
    paragraphs: [
      '好看的人像不一定要去攝影棚。只要一張清晰的照片，生成式工具就能讓您置身新的光線、新的場景，或變成繪畫風格。',
      '先準備一張清晰、光線充足的臉部照片；原始照片越好，成果就越像您自己。',
    ],
  },
  'chatting-with-an-ai-stylist': {
    title: '向 AI 美妝助理提問的訣竅',
    metaDesc: '好問題才有好答案：如何從 AI 聊天中獲得實用的建議。',
    keywords: ['AI 聊天', '美妝技巧'],
    paragraphs: [
      'AI 助理在了解您的起點時最能幫上忙。請告訴它您的膚質、想要的妝容，以及手邊已經有的產品。',
      '一次只詢問一項改變，並問問原因：理由能教會您的，比建議本身更多。',
    ],
  },
  'try-outfits-with-ai-clothes': {
    title: '用 AI 換裝試穿新造型',
    metaDesc: '在照片中替換服裝，購物前先規劃好造型。',
    keywords: ['AI 換裝', '穿搭'],
    paragraphs: [
      '正在為重要的日子規劃穿搭嗎？只要一張全身照和 AI 換裝工具，輕觸幾下就能看到自己穿上不同風格的樣子。',
      '使用素色背景並站直身體，服裝效果會最自然。',
    ],
  },
  'edit-photos-in-your-browser': {
    title: '在瀏覽器中編輯照片，無需安裝',
    metaDesc: '線上編輯器讓您在任何電腦上都能使用最愛的 App 工具。',
    keywords: ['線上編輯器', '照片編輯'],
    paragraphs: [
      '不是每次編輯都在手機上進行。線上編輯器可在任何主流瀏覽器中開啟，並保留您熟悉的工具：去除背景、畫質增強與修飾。',
      '編輯期間檔案都保留在您的瀏覽器工作階段中，完成後再下載成果即可。',
    ],
  },
};

/** BLOG_AUTHOR in Traditional Chinese (Taiwan), by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: Overlay<BlogAuthorText> = {
  'lena-marsh': {
    position: '{{brand}} 美妝研究主管',
    shortDesc: 'Lena 撰寫關於肌膚科學、色號配對，以及 AI 如何融入日常美妝習慣的文章。',
  },
  'theo-nakamura': {
    position: '{{brand}} Apps 創意編輯',
    shortDesc: 'Theo 分享照片與影片編輯技巧，幫助不需要攝影棚也想拍出好作品的人。',
  },
  'amara-osei': {
    position: '{{brand}} 零售策略負責人',
    shortDesc: 'Amara 協助美妝零售商以顧客為中心，串聯門市、App 與線上商店。',
  },
};

/** Blog filter tag names (data/blog.ts TAGS; the FOCUS tags are codes and stay as they are). */
export const BLOG_TAGS: Readonly<Partial<Record<TagId, string>>> = {
  11: '虛擬試妝',
  12: 'AI 肌膚分析',
  13: '染髮試色',
  21: '零售',
  22: '電子商務',
  23: '活動方案',
  31: '照片編輯 App',
  32: '影片 App',
  33: '美甲 App',
  34: 'AI 藝術 App',
  41: '自拍',
  42: '旅遊',
  43: '風格',
};
