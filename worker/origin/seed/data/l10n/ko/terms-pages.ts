import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) => (suffix === '' ? '{{brand}} 앱 및 서비스' : product);

const tos = (product: string): ContentPage =>
  page(`서비스 이용약관: ${product}`, `${product}에 관한 귀하와 {{brand}} 간의 계약입니다.`, [
    rich([
      p('최종 업데이트: 2025년 1월 15일'),
      h2('1. 서비스 이용'),
      p(
        `${product}을(를) 설치하거나 이용함으로써 귀하는 본 약관에 동의하게 됩니다. 조직을 위해 이용하는 경우, 귀하는 해당 조직을 대신하여 본 약관에 동의할 권한이 있음을 확인합니다.`,
      ),
      h2('2. 귀하의 콘텐츠'),
      p(
        '귀하가 만든 사진과 동영상은 귀하의 소유입니다. 귀하는 요청한 기능을 제공하는 데 필요한 범위에 한하여 당사가 이를 처리할 수 있는 제한적인 권한을 부여합니다.',
      ),
      h2('3. 구독'),
      p(
        '유료 기능은 앱 스토어 또는 계정 설정에서 해지할 때까지 자동으로 갱신됩니다. 환불은 결제한 스토어의 규정을 따릅니다.',
      ),
      h2('4. 허용되는 이용'),
      ul(
        '본인의 동의 없이 실존 인물에 대해 오해를 불러일으키는 이미지를 만드는 데 서비스를 이용하지 마십시오.',
        '서비스를 리버스 엔지니어링하거나 과부하를 일으키려 하지 마십시오.',
      ),
      h2('5. 변경 및 문의'),
      p(
        '당사는 본 약관을 변경할 수 있으며, 변경 시 상단에 새로운 날짜를 표시합니다. 문의 사항은 지원 페이지를 이용해 주십시오.',
      ),
    ]),
  ]);

/** TERMS_PAGE in Korean, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(productName(suffix, product))]),
);
