import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) => (suffix === '' ? '{{brand}} App 与服务' : product);

const tos = (product: string): ContentPage =>
  page(`服务条款：${product}`, `您与 {{brand}} 之间关于 ${product} 的协议。`, [
    rich([
      p('最后更新日期：2025 年 1 月 15 日。'),
      h2('1. 服务的使用'),
      p(
        `安装或使用 ${product}，即表示您接受本条款。如果您代表某一组织使用，即表示您确认有权代表该组织接受本条款。`,
      ),
      h2('2. 您的内容'),
      p(
        '您创作的照片和视频仍归您所有。您授予我们有限的许可，仅在提供您所要求的功能所需的范围内处理这些内容。',
      ),
      h2('3. 订阅'),
      p('付费功能会自动续订，直到您在应用商店或账户设置中取消为止。退款按您付款所用商店的规定办理。'),
      h2('4. 合理使用'),
      ul(
        '未经本人同意，请勿使用本服务制作可能误导他人的真实人物图像。',
        '请勿尝试对本服务进行逆向工程或使其负载过重。',
      ),
      h2('5. 条款变更与联系方式'),
      p('我们可能会更新本条款，并在上方显示新的日期。如有疑问，请使用客服页面。'),
    ]),
  ]);

/** TERMS_PAGE in Simplified Chinese (mainland China), by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
