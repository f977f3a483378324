import type { ContentPage } from '../../../../../../shared/smb/content';
import { cta, h2, p, page, rich, ul } from '../../helpers.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_PAGE in Traditional Chinese (Taiwan), by page key (data/consumer.ts CONSUMER_PAGES). */
export const CONSUMER_PAGES: Overlay<ContentPage> = {
  'about-us': page('關於 {{brand}} App', '讓人更愛自己照片的創意工具。', [
    rich([
      h2('我們的起點'),
      p(
        '我們的 App 從一台美妝相機開始：讓您在買口紅之前先試試看。朋友們拿它來自拍，接著互相拍人像，還希望有更多功能。這台相機就這樣發展成一系列照片、影片、美甲與 AI 藝術 App。',
      ),
      h2('我們的信念'),
      ul(
        '好玩第一：好工具應該讓您想嘗試新事物。',
        '自然的效果：修完之後依然是您自己。',
        '您的照片永遠屬於您：編輯是為了您，而不是為了廣告商。',
      ),
      h2('我們是誰'),
      p('一支由工程師、藝術家與彩妝專業人士組成的團隊，分布在三大洲，以八種語言打造我們的 App。'),
    ]),
    {
      component: 'stats',
      items: [
        { value: '8', label: '款 iOS 與 Android App' },
        { value: '8', label: '種語言' },
        { value: '40+', label: '種編輯工具' },
      ],
    },
    {
      component: 'cta-banner',
      title: '有任何問題或媒體採訪需求？',
      description: '我們的客服與媒體團隊會以您的語言回覆。',
      cta: cta('聯絡我們', '/consumer/contact-us/support'),
    },
  ]),
  impressum: page('版權資訊', '{{brand}} App 及本網站發行者的法律資訊。', [
    rich([
      h2('發行者'),
      p('{{brand}} Apps Ltd.，12 Example Quay, 00000 Example City（本展示網站使用的虛構地址）。'),
      p('經營負責人：{{brand}} Apps Ltd. 董事會。'),
      h2('聯絡方式'),
      p('電子郵件：apps@example.com。App 客服相關問題請使用聯絡表單，以便我們以您的語言回覆。'),
      h2('公司登記與稅籍'),
      p('公司登記：Example City 商業登記處，登記號碼 EX-000000。加值稅號碼：EX000000000。'),
      h2('內容負責人'),
      p('{{brand}} Apps Ltd. 編輯團隊，地址同上。'),
      h2('線上爭議解決'),
      p(
        '我們沒有義務、也不願意參與消費者仲裁委員會的爭議解決程序；如有任何問題，請直接與我們聯絡，我們會盡力協助您。',
      ),
    ]),
  ]),
  'accessibility-statement': page(
    '無障礙聲明',
    '無論您使用哪種裝置或輔助科技，我們都希望每個人都能享受我們的 App 與本網站。',
    [
      rich([
        h2('我們的目標'),
        p(
          '本網站的目標是符合《網頁內容無障礙指引》（WCAG）2.2 的 AA 等級。我們的 App 則遵循 iOS 與 Android 的無障礙設計指引。',
        ),
        h2('我們的做法'),
        ul(
          '每個頁面都可以只用鍵盤操作，並有清楚可見的焦點標示。',
          '文字與控制項的對比度至少維持 4.5:1。',
          '具有意義的圖片都附有替代文字；裝飾性圖片則對螢幕閱讀器隱藏。',
          '頁面會遵循您裝置上的「減少動態效果」設定。',
          '新頁面上線前，我們會以自動化檢測與螢幕閱讀器進行測試。',
        ),
        h2('已知限制'),
        p(
          'App 中部分即時相機特效需要辨識您的臉部，沒有相機時無法提供完全相同的替代方式。我們會以文字說明每項特效，讓您決定是否要嘗試。',
        ),
        h2('告訴我們您遇到的障礙'),
        p(
          '如果本網站或 App 中有任何地方讓您無法順利使用，請透過聯絡表單告訴我們，並註明頁面或畫面名稱。我們會在五個工作天內回覆。',
        ),
      ]),
      {
        component: 'cta-banner',
        title: '回報無障礙問題',
        description: '您的回報會直接送到能解決問題的團隊手中。',
        cta: cta('聯絡客服', '/consumer/contact-us/support'),
      },
    ],
  ),
  appdownload: page(
    '下載 {{brand}} App',
    'iPhone、iPad 與 Android 皆可免費下載。選擇一款 App，即可看到對應的商店按鈕。',
    [
      {
        component: 'steps',
        title: '三個步驟，完成第一次編輯',
        steps: [
          { name: '選擇 App', text: '挑選最符合您創作需求的 App。', image: null },
          { name: '前往商店', text: '按鈕會帶您前往適合您手機的應用程式商店。', image: null },
          { name: '開始創作', text: '開啟 App，從首頁畫面試試任一款工具。', image: null },
        ],
      },
    ],
  ),
  'highlight/ymk': page('{{brand}} Makeup 精選亮點', '本季新妝容、熱門髮色與最受歡迎的工具。', [
    {
      component: 'card-grid',
      title: '本季焦點',
      cards: [
        { title: '柔霧魅力妝', description: '溫暖大地色搭配水潤唇妝。', link: '/consumer/apps/ymk' },
        {
          title: '銅棕髮色',
          description: '試試本季最受歡迎的髮色。',
          link: '/consumer/features/hair-color-changer',
        },
        {
          title: '睫毛工作室',
          description: '並排比較各種睫毛款式。',
          link: '/consumer/features/makeup-editor',
        },
      ],
    },
  ]),
};
