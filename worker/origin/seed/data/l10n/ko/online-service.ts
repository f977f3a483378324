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
  features: '주요 기능',
  steps: '3단계로 공개',
  plansTitle: '플랜 및 요금 보기',
  plansDescription: '월간 및 연간 플랜, 모두 무료 체험이 포함됩니다.',
  viewPlans: '플랜 보기',
  trialTitle: '무료 체험 시작',
  trialDescription: '무료 체험으로 귀사의 카탈로그에서 어떻게 작동하는지 확인하십시오.',
  planPageTitle: '{title}: 플랜 및 요금',
  planPageDescription: '귀사의 카탈로그 규모와 트래픽에 맞는 플랜을 선택하십시오.',
  startTrial: '무료 체험 시작',
  contactSales: '영업팀 문의',
  plans: '플랜',
  plansNote: '요금은 미국 달러 기준 월 요금입니다. 연간 결제 시 약 20% 절약됩니다.',
  essential: 'Essential',
  essentialDescription: '처음 시작하는 브랜드를 위한 플랜.',
  premium: 'Premium',
  premiumDescription: '카탈로그와 트래픽이 성장하는 브랜드를 위한 플랜.',
  enterprise: 'Enterprise',
  enterpriseDescription: '맞춤형 요구 사항이 있는 글로벌 브랜드를 위한 플랜.',
  compare: '플랜 비교',
  rowTrial: '무료 체험',
  rowAnalytics: '분석 대시보드',
  rowSupport: '우선 지원',
  rowManager: '전담 석세스 매니저',
  faq: '플랜 관련 질문',
};

const TEXT: Record<OnlineService['type'], OnlineServiceText> = {
  makeup: {
    title: '온라인 메이크업 가상 착용',
    promise: '코드 작성 없이 귀사 온라인 스토어에 실시간 메이크업 가상 착용을 추가하십시오.',
    features: [
      ['모든 카테고리', '립, 아이, 브로우, 치크, 베이스 메이크업 제품.'],
      ['셰이드 빌더', '견본 사진과 헥스 색상 값으로 가상 셰이드를 만듭니다.'],
      ['스토어 플러그인', '주요 스토어 플랫폼에 몇 분 만에 설치합니다.'],
      ['분석', '체험 수, 인기 셰이드, 장바구니 추가 이벤트.'],
    ],
    steps: [
      ['셰이드 업로드', '콘솔에서 제품과 견본을 추가합니다.'],
      ['미리 보기', '샘플 얼굴과 본인의 얼굴로 각 셰이드를 확인합니다.'],
      ['게시', '스크립트 코드를 붙여 넣거나 플러그인을 설치해 공개합니다.'],
    ],
    limits: {
      essential: ['최대 50개 SKU', '월 10,000회 체험', '이메일 지원'],
      premium: ['최대 500개 SKU', '월 100,000회 체험', '룩 및 번들', '우선 지원'],
      enterprise: ['SKU 무제한', '맞춤형 이용량', '전담 석세스 매니저', 'SSO 및 감사 로그'],
    },
    faqs: [
      [
        '나중에 플랜을 변경할 수 있나요?',
        '네. 업그레이드는 즉시 적용되며, 다운그레이드는 다음 결제일부터 적용됩니다.',
      ],
      [
        '체험 1회는 어떻게 계산되나요?',
        '방문자가 가상 착용 모듈을 한 번 실행하면 그 안에서 무엇을 체험하든 1회로 계산됩니다.',
      ],
      ['무료 체험을 제공하나요?', '네. Essential 또는 Premium을 14일간 카드 없이 체험할 수 있습니다.'],
    ],
  },
  'eye-wear': {
    title: '온라인 아이웨어 가상 착용',
    promise: '고객이 온라인에서 모든 프레임을 자신의 얼굴로 착용해 볼 수 있습니다.',
    features: [
      ['프레임 피팅', '동공 간 거리 추정으로 얼굴마다 프레임 크기를 맞춥니다.'],
      ['사진으로 3D 제작', '제품 사진 세 장으로 가상 착용용 프레임을 만듭니다.'],
      ['렌즈 옵션', '틴트, 그러데이션, 미러 코팅을 보여 줍니다.'],
      ['비교 보기', '고객이 최대 4개의 프레임을 나란히 비교합니다.'],
    ],
    steps: [
      ['프레임 사진 전송', '단색 배경에서 촬영한 정면 및 측면 사진을 보내 주십시오.'],
      ['3D 프레임 검토', '생성된 각 프레임을 콘솔에서 승인합니다.'],
      ['공개', '제품 페이지에 가상 착용 버튼을 추가합니다.'],
    ],
    limits: {
      essential: ['최대 50개 프레임', '월 10,000회 체험', '이메일 지원'],
      premium: ['최대 400개 프레임', '월 100,000회 체험', '렌즈 효과', '우선 지원'],
      enterprise: ['프레임 무제한', '맞춤형 이용량', '도수 렌즈 미리 보기', '전담 석세스 매니저'],
    },
    faqs: [
      [
        '프레임 크기는 얼마나 정확한가요?',
        '얼굴 전체가 보이면 대부분의 경우 몇 밀리미터 이내의 오차로 맞춥니다.',
      ],
      ['고객이 사진을 업로드할 수 있나요?', '네. 실시간 카메라와 사진 업로드를 모두 지원합니다.'],
      ['프레임 제작에는 얼마나 걸리나요?', '보통 한 묶음당 영업일 기준 2일이 걸립니다.'],
    ],
  },
  'skincare-pro': {
    title: '온라인 Skincare Pro',
    promise: '귀사의 웹사이트, 스파, 클리닉을 위한 전문 AI 피부 분석.',
    features: [
      ['15가지 피부 고민', '잡티, 주름, 피부결, 모공, 붉은기, 유분 등.'],
      ['피부 나이와 건강 상태', '고객이 한눈에 이해할 수 있는 종합 점수.'],
      ['루틴 빌더', '각 피부 고민을 제품이나 관리와 연결합니다.'],
      ['리포트', '이메일 또는 PDF로 보내는 브랜드 리포트.'],
    ],
    steps: [
      ['피부 고민 선택', '귀사 제품 라인에 맞는 피부 고민을 선택합니다.'],
      ['제품 매핑', '각 결과에 제품이나 관리를 연결합니다.'],
      ['삽입', '페이지에 분석을 추가하거나 태블릿에서 실행합니다.'],
    ],
    limits: {
      essential: ['8가지 피부 고민', '월 2,000회 분석', '이메일 지원'],
      premium: ['15가지 피부 고민 전체', '월 20,000회 분석', 'HD 분석 모드', '우선 지원'],
      enterprise: ['맞춤형 피부 고민', '맞춤형 이용량', '임상 보정', '전담 석세스 매니저'],
    },
    faqs: [
      [
        '의료 면허가 필요한가요?',
        '아니요. Skincare Pro는 화장품 관점의 도구이며 의학적 진단을 하지 않습니다.',
      ],
      ['결과를 저장할 수 있나요?', '네. 고객의 동의를 받아 저장하고 방문 간 변화를 비교할 수 있습니다.'],
      ['어떤 언어를 지원하나요?', '분석 화면은 사이트의 모든 언어로 제공됩니다.'],
    ],
  },
  'aesthetic-simulation': {
    title: '온라인 시술 결과 시뮬레이션',
    promise: '환자에게 미용 시술의 사실적인 미리 보기를 보여 주십시오.',
    features: [
      ['시술 라이브러리', '필러, 윤곽, 피부 재생 시술의 미리 보기.'],
      ['절제된 조정', '한도를 두어 시뮬레이션을 현실적으로 유지합니다.'],
      ['전후 비교', '슬라이더 보기와 나란히 보기로 상담합니다.'],
      ['상담 기록', '시뮬레이션을 환자 파일에 저장합니다.'],
    ],
    steps: [
      ['촬영', '고른 조명 아래에서 정면 사진을 찍습니다.'],
      ['시뮬레이션', '환자와 함께 시술 부위를 조정합니다.'],
      ['저장 및 공유', '결과를 저장하고 환자에게 사본을 보냅니다.'],
    ],
    limits: {
      essential: ['1개 지점', '월 300회 시뮬레이션', '이메일 지원'],
      premium: ['최대 5개 지점', '월 3,000회 시뮬레이션', '맞춤형 브랜딩', '우선 지원'],
      enterprise: ['지점 무제한', '맞춤형 이용량', '클리닉 소프트웨어 연동', '전담 석세스 매니저'],
    },
    faqs: [
      ['시뮬레이션이 결과를 보장하나요?', '아니요. 상담을 돕기 위한 자료이며, 결과는 환자마다 다릅니다.'],
      ['이미지는 어디에 저장되나요?', '귀사 계정의 저장 지역에 저장되며, 요청 시 삭제합니다.'],
      ['태블릿에서 사용할 수 있나요?', '네. 최신 iPad와 Android 태블릿에서 사용할 수 있습니다.'],
    ],
  },
};

const campaign: ContentPage = {
  topBanner: {
    title: '귀사 스토어를 위한 메이크업 가상 착용, 14일 무료',
    description:
      '이번 주에 제품 페이지에 실시간 메이크업 가상 착용을 적용하고, 전환에 어떤 효과가 있는지 확인하십시오.',
    backgroundDesktop: null,
    backgroundMobile: null,
  },
  sections: [
    {
      component: 'success-story-roi',
      title: '도입 후 브랜드가 경험하는 변화',
      items: [
        {
          conversionNumber: 2.5,
          conversionType: '배',
          conversionDescription: '가상 착용을 이용한 고객의 장바구니 추가율 상승',
          buttonText: '도입 사례 읽기',
          buttonLink: '/business/successstory/list',
        },
        {
          conversionNumber: 35,
          conversionType: '%',
          conversionDescription: '셰이드 관련 반품 감소',
          buttonText: '요금 보기',
          buttonLink: '/business/solutions/online-service/makeup/plan',
        },
        {
          conversionNumber: 180,
          conversionType: '%',
          conversionDescription: '제품 페이지 체류 시간 증가',
          buttonText: '체험 시작',
          buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
        },
      ],
    },
    {
      component: 'steps',
      title: '무료 체험 진행 방식',
      steps: [
        { name: '가입', text: '계정을 만드십시오. 무료 체험에는 카드가 필요하지 않습니다.', image: null },
        { name: '셰이드 추가', text: '체험 기간 동안 최대 20개 제품을 업로드할 수 있습니다.', image: null },
        { name: '공개', text: '플러그인을 설치하고 대시보드를 확인하십시오.', image: null },
      ],
    },
    {
      component: 'section-form',
      title: '14일 무료 체험 시작',
      description: '무료 체험으로 귀사의 카탈로그에서 어떻게 작동하는지 확인하십시오.',
      formType: 'free-trial',
      variant: 'b',
    },
  ],
};

/** ONLINE_SERVICE_PAGE in Korean, by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    SERVICES.flatMap((s) => [
      [`online-service/${s.type}`, featurePage(s, TEXT[s.type], UI)],
      [`online-service/${s.type}/plan`, planPage(s, TEXT[s.type], UI)],
    ]),
  ),
  'online-service/campaign': campaign,
};
