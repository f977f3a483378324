import { cta, h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: '영업팀 문의',
  buttonLink: SALES,
});

/** NEWS in Korean, by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}}, 글로벌 뷰티 테크 포럼 개최 발표',
    summary: 'AI, AR, 뷰티 리테일의 미래를 다루는 강연을 하루 동안 오프라인과 온라인으로 진행합니다.',
    body: [p('{{brand}}의 글로벌 뷰티 테크 포럼이 브랜드 리더, 연구자, 리테일러와 함께 열립니다.')],
  },
  'skin-emulation-launch': {
    title: '12주 후의 변화를 보여 주는 새로운 피부 시뮬레이션',
    summary: '브랜드는 이제 자사의 임상 데이터를 바탕으로 제품 효과를 시각화할 수 있습니다.',
    body: [
      p('새로운 시뮬레이션 타임라인으로 고객은 현재의 피부를 4주, 8주, 12주 후의 모습과 비교할 수 있습니다.'),
    ],
  },
  'eyewear-photo-to-3d': {
    title: '사진 세 장으로 만드는 아이웨어 프레임',
    summary: '새로운 제작 파이프라인이 제품 사진을 이틀 만에 가상 착용용 프레임으로 변환합니다.',
    body: [
      p('아이웨어 브랜드는 이제 프레임당 사진 세 장만 보내면 가상 착용이 가능한 모델을 받을 수 있습니다.'),
    ],
  },
  'accessibility-update': {
    title: '모든 카메라 기능에 사진 업로드 대안 제공',
    summary: '모든 카메라 경험에서 이제 사진 업로드와 텍스트로 설명된 결과를 제공합니다.',
    body: [p('카메라를 사용하는 모든 기능이 이제 업로드한 사진을 지원하며, 결과를 텍스트로 설명합니다.')],
  },
  'retail-mirror-pilot': {
    title: '{{brand}} 스마트 미러, 12개 매장에서 시범 운영 시작',
    summary: '고객이 테스터를 만지지 않고 진열대 앞에서 립스틱과 헤어 컬러를 체험합니다.',
    body: [
      p('3개국 12개 매장의 립 및 헤어 컬러 매대 옆에 {{brand}} 미러가 설치되었습니다.'),
      p('고객이 바코드를 스캔하면 1초 안에 자신의 얼굴에서 셰이드를 확인할 수 있습니다.'),
      h2('시범 운영에서 측정하는 항목'),
      ul('진열대 앞 체류 시간', '방문당 체험한 셰이드 수', '테스터 위생 관련 불만'),
    ],
  },
  'ai-nail-colour-release': {
    title: 'AI 네일 컬러 가상 체험, 이제 모든 손가락을 추적',
    summary: '새로운 손 모델로 손을 돌리고 움직여도 네일 컬러가 제자리에 유지됩니다.',
    body: [
      p(
        '업데이트된 네일 가상 체험은 각 손톱을 개별적으로 추적하므로, 빠른 손동작에도 컬러가 그대로 유지됩니다.',
      ),
      p('브랜드는 콘솔에서 크림, 쉬머, 크롬, 젤리 등의 마감을 업로드할 수 있습니다.'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}}, 개인정보 보호 및 보안 인증 갱신',
    summary: '독립 감사 기관이 얼굴 데이터의 처리 및 삭제 방식을 확인했습니다.',
    body: [
      p('연례 감사에서 {{brand}}의 카메라 기반 제품 전체의 데이터 처리 방식을 검토했습니다.'),
      p('가상 착용에 사용되는 얼굴 이미지는 메모리에서만 처리되며, 세션이 끝난 후에는 저장되지 않습니다.'),
    ],
  },
  'colour-report-spring-2025': {
    title: '2025 봄/여름 컬러 트렌드 리포트 발표',
    summary: '수백만 건의 익명 체험에서 시어 코랄과 베리 글로스가 상위를 차지했습니다.',
    body: [
      p('새 리포트는 립, 아이, 네일, 헤어 부문별로 고객이 가장 많이 체험한 셰이드의 순위를 정리했습니다.'),
      p('브랜드는 컬러 트렌드 페이지에서 지역별 세부 분석이 포함된 전체 리포트를 요청할 수 있습니다.'),
    ],
  },
};

/** VIDEO in Korean, by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: '매장 카운터의 AI 피부 분석',
    description: '피부 스캔으로 상담을 시작하는 방법을 다룬 웨비나 다시 보기.',
  },
  'makeup-try-on-in-two-minutes': {
    title: '2분 만에 알아보는 메이크업 가상 착용',
    description: '견본에서 제품 페이지의 실시간 셰이드까지.',
  },
  'jewellery-3d-viewer': {
    title: '반지와 시계를 위한 3D 뷰어',
    description: '하나의 3D 에셋으로 돌려 보고, 확대하고, 착용해 봅니다.',
  },
  'hair-ai-overview': {
    title: 'Hair AI 개요',
    description: '길이, 유형, 숱, 부스스함 분석을 한 번에 살펴봅니다.',
  },
  'nail-colour-try-on-demo': {
    title: '네일 컬러 가상 체험 데모',
    description: '움직이는 손 위의 다섯 가지 마감을 편집 없이 실시간으로 녹화했습니다.',
  },
  'smart-mirror-in-store': {
    title: '매장 속 스마트 미러',
    description: '고객이 미러로 바코드 스캔부터 결제까지 진행하는 과정.',
  },
  'colour-trends-spring-2025': {
    title: '2025 봄/여름 컬러 트렌드',
    description: '당사 컬러 분석가가 이번 시즌 가장 많이 체험한 셰이드를 소개합니다.',
  },
  'console-quick-start': {
    title: '콘솔 빠른 시작',
    description: '제품을 추가하고 셰이드를 고른 뒤 10분 안에 가상 착용을 게시합니다.',
  },
};

/** SUCCESS_STORY in Korean, by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics, 온라인에서 파운데이션 셰이드 매칭',
    summary: 'AI 셰이드 매칭으로 40가지 셰이드의 파운데이션 라인이 온라인 구매 고객을 찾았습니다.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '성과',
        items: [
          roi(2.1, '배', '셰이드 파인더를 이용한 고객의 전환율'),
          roi(28, '%', '셰이드 관련 반품 감소'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          p('이 브랜드는 모든 파운데이션 제품 페이지와 카운터 태블릿에 셰이드 파인더를 추가했습니다.'),
        ],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics, 600개 프레임을 온라인에 공개',
    summary: '사진 기반 3D 프레임 제작으로 6주 만에 전체 카탈로그에 가상 착용을 적용했습니다.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '성과',
        items: [
          roi(600, '+', '6주 만에 가상 착용이 가능해진 프레임'),
          roi(45, '%', '제품 페이지 체류 시간 증가'),
        ],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic, 모든 상담을 피부 스캔으로 시작',
    summary: '시각적 상담으로 시술 계획을 더 쉽게 논의할 수 있게 되었습니다.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '성과',
        items: [roi(130, '%', '재방문 예약 증가')],
      },
      {
        component: 'cta-banner' as const,
        title: '시각적 상담을 시작하십시오',
        description: '클리닉을 위한 Skincare Pro를 확인하십시오.',
        cta: cta('Skincare Pro 살펴보기', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group, 가상 체험에서 바로 염색 예약으로',
    summary: '고객이 집에서 헤어 컬러를 고르고 예약을 마친 상태로 방문합니다.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '성과',
        items: [
          roi(3.4, '배', '온라인 염색 예약 증가'),
          roi(22, '%', '살롱 내 상담 시간 단축'),
          roi(150, '+', '4개월 만에 도입한 살롱'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('과제'),
          p('고객이 원하는 컬러를 말로 설명하기 어려워, 첫 예약 시간이 길어지는 경우가 많았습니다.'),
          h2('접근 방식'),
          p(
            '예약 페이지에 실시간 헤어 컬러 가상 체험을 추가하여, 고객이 선택한 셰이드가 예약과 함께 전달되도록 했습니다.',
          ),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail, 테스터를 미러로 대체',
    summary: '진열대 앞의 스마트 미러로 셰이드 체험은 늘고 테스터 낭비는 줄었습니다.',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '성과',
        items: [roi(64, '%', '매장당 테스터 낭비 감소'), roi(2.7, '배', '방문당 체험한 셰이드 수')],
      },
      {
        component: 'cta-banner' as const,
        title: '귀사 매장에 가상 착용을 도입하십시오',
        description: '매장 바코드 서비스가 귀사의 진열 계획과 어떻게 연계되는지 확인하십시오.',
        cta: cta('매장 바코드 살펴보기', '/business/services/in-store-barcode'),
      },
    ],
  },
};

/** COLOR_TREND in Korean, by trendHandle: colour names translated, hex kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: '2025 봄/여름 컬러 트렌드',
    season: '2025 봄/여름',
    summary: '소프트 코랄, 시어 베리, 촉촉한 뉴트럴 컬러가 이번 시즌 체험을 이끌었습니다.',
    imageUrl: null,
    colors: [
      { name: '시어 코랄', hex: '#F08A6E', description: '이번 시즌 가장 많이 체험한 립 컬러.' },
      { name: '주시 베리', hex: '#9C2C5A', description: '저녁 모임에 사랑받는 글로스 컬러.' },
      { name: '듀이 누드', hex: '#D9A58B', description: '윤기를 머금은 피부 같은 뉴트럴 컬러.' },
    ],
  },
  'autumn-winter-2024': {
    title: '2024 가을/겨울 컬러 트렌드',
    season: '2024 가을/겨울',
    summary: '딥 플럼과 웜 브라운이 주를 이루었습니다.',
    imageUrl: null,
    colors: [
      { name: '플럼 벨벳', hex: '#5B2245', description: '립과 네일을 위한 매트 플럼.' },
      { name: '코코아', hex: '#6F4A3A', description: '아이와 립을 위한 따뜻한 브라운.' },
    ],
  },
  'hair-colour-2024': {
    title: '2024 헤어 컬러 트렌드',
    season: '2024',
    summary: '코퍼와 소프트 블론드가 가장 많이 체험한 헤어 셰이드였습니다.',
    imageUrl: null,
    colors: [
      { name: '코퍼', hex: '#B5562B', description: '깊고 풍부한 코퍼 레드.' },
      { name: '버터 블론드', hex: '#E6C98A', description: '부드럽고 따뜻한 블론드.' },
    ],
  },
};

/** DEMO_STORE_FEATURE in Korean, by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: '봄 립 컬렉션',
    description:
      '소프트 코랄부터 딥 플럼까지, 새 시즌을 위해 고른 여섯 가지 립 셰이드입니다. 하나를 선택해 자신의 입술에서 실시간으로 확인해 보십시오.',
  },
  'brow-studio': {
    title: '브로우 스튜디오',
    description:
      '네 가지 브로우 셰이드를 비교해 얼굴을 가장 돋보이게 하는 컬러를 찾으십시오. 준비가 되면 가상 체험이 시작됩니다.',
  },
  'ring-bar': {
    title: '링 바',
    description:
      '손을 들어 세 개의 반지를 3D로 착용해 보십시오. 손을 움직일 때마다 스톤이 빛을 받아 반짝입니다.',
  },
};
