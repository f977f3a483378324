import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) => (suffix === '' ? '{{brand}} App 與服務' : product);

const tos = (product: string): ContentPage =>
  page(`服務條款：${product}`, `您與 {{brand}} 之間關於 ${product} 的協議。`, [
    rich([
      p('最後更新日期：2025 年 1 月 15 日。'),
      h2('1. 服務的使用'),
      p(
        `安裝或使用 ${product}，即表示您接受本條款。若您代表組織使用，即表示您確認有權代表該組織接受本條款。`,
      ),
      h2('2. 您的內容'),
      p('您建立的照片與影片仍歸您所有。您授予我們有限的許可，僅於提供您所要求的功能所需範圍內處理這些內容。'),
      h2('3. 訂閱'),
      p('付費功能會自動續訂，直到您在應用程式商店或帳號設定中取消為止。退款依您付款之商店的規定辦理。'),
      h2('4. 合理使用'),
      ul(
        '未經本人同意，請勿使用本服務製作可能誤導他人的真實人物影像。',
        '請勿嘗試對本服務進行逆向工程或使其負載過重。',
      ),
      h2('5. 條款變更與聯絡方式'),
      p('我們可能會更新本條款，並在上方顯示新的日期。如有疑問，請使用客服頁面。'),
    ]),
  ]);

/** TERMS_PAGE in Traditional Chinese (Taiwan), by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
