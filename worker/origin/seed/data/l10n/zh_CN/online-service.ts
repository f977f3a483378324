import type { ContentPage, Section } from '../../../../../../shared/smb/content';
import { cta, EN_UI, page, type SeedUi, trialForm } from '../../helpers.ts';
import type { Overlay } from '../types.ts';
import { UI } from './ui.ts';

/**
 * trialForm takes a whole SeedUi but reads only its business words (trialFormDescription); zh_CN is a
 * business-only language, so the consumer half is filled with the unused English defaults.
 */
const FORM_UI: SeedUi = { ...EN_UI, ...UI };

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
    title: '在线彩妆虚拟试妆',
    promise: '无需编写代码，即可为您的网店加入实时彩妆试妆。',
    features: [
      ['覆盖所有品类', '唇部、眼部、眉部、腮红和底妆产品。'],
      ['色号创建工具', '用色卡照片和色值创建虚拟色号。'],
      ['店铺插件', '几分钟内即可安装到主流电商平台。'],
      ['数据分析', '试妆次数、热门色号和加购事件。'],
    ],
    steps: [
      ['上传色号', '在控制台添加商品和色卡。'],
      ['预览', '在示例人脸和您自己的脸上确认每个色号。'],
      ['发布', '粘贴代码片段或安装插件，即可上线。'],
    ],
    limits: {
      essential: ['最多 50 个 SKU', '每月 10,000 次试妆', '邮件客服'],
      premium: ['最多 500 个 SKU', '每月 100,000 次试妆', '妆容与套装', '优先客服支持'],
      enterprise: ['SKU 数量不限', '定制用量', '专属客户成功经理', 'SSO 与审计日志'],
    },
    faqs: [
      ['之后可以更换方案吗？', '可以。升级立即生效；降级在下一个计费日生效。'],
      ['怎样算一次试妆？', '访客每打开一次试妆组件即计为一次，无论在其中试用了多少商品。'],
      ['提供免费试用吗？', '提供，Essential 或 Premium 方案均可免费试用 14 天，无需绑定银行卡。'],
    ],
  },
  'eye-wear': {
    title: '在线眼镜虚拟试戴',
    promise: '让顾客在线用自己的脸试戴每一副镜框。',
    features: [
      ['镜框贴合', '根据瞳距估算结果，让镜框贴合每张脸的尺寸。'],
      ['照片转 3D', '用三张商品照片创建试戴用镜框。'],
      ['镜片选项', '呈现染色、渐变和镜面镀膜效果。'],
      ['对比视图', '顾客最多可以并排比较四副镜框。'],
    ],
    steps: [
      ['提供镜框照片', '纯色背景下的正面和侧面照片。'],
      ['审核 3D 镜框', '在控制台逐一确认生成的镜框。'],
      ['上线', '在商品页加入试戴按钮。'],
    ],
    limits: {
      essential: ['最多 50 副镜框', '每月 10,000 次试戴', '邮件客服'],
      premium: ['最多 400 副镜框', '每月 100,000 次试戴', '镜片效果', '优先客服支持'],
      enterprise: ['镜框数量不限', '定制用量', '处方镜片预览', '专属客户成功经理'],
    },
    faqs: [
      ['镜框尺寸有多精准？', '只要完整拍到面部，大多数脸型的误差都在几毫米以内。'],
      ['顾客可以上传照片吗？', '可以，同时支持实时摄像头和照片上传。'],
      ['创建镜框需要多长时间？', '每批通常需要两个工作日。'],
    ],
  },
  'skincare-pro': {
    title: '在线 Skincare Pro',
    promise: '为您的网站、美容 SPA 或诊所提供专业 AI 肌肤分析。',
    features: [
      ['十五项肌肤问题', '色斑、皱纹、肤质纹理、毛孔、泛红、出油等。'],
      ['肌肤年龄与健康度', '顾客一眼就能看懂的综合评分。'],
      ['生成护肤方案', '把每项肌肤问题对应到产品或疗程。'],
      ['报告', '通过电子邮件或 PDF 提供品牌专属报告。'],
    ],
    steps: [
      ['选择检测项目', '挑选与您产品线相符的肌肤问题。'],
      ['关联产品', '把产品或疗程关联到每项结果。'],
      ['嵌入', '把分析功能加入网页，或在平板电脑上使用。'],
    ],
    limits: {
      essential: ['8 项肌肤问题', '每月 2,000 次分析', '邮件客服'],
      premium: ['全部 15 项肌肤问题', '每月 20,000 次分析', '高清分析模式', '优先客服支持'],
      enterprise: ['定制检测项目', '定制用量', '临床校准', '专属客户成功经理'],
    },
    faqs: [
      ['需要医疗执业资质吗？', '不需要。Skincare Pro 是美容工具，不提供任何医疗诊断。'],
      ['可以保存检测结果吗？', '可以，经顾客同意后即可保存，用于比较历次到访的变化。'],
      ['支持哪些语言？', '分析界面支持本网站的所有语言。'],
    ],
  },
  'aesthetic-simulation': {
    title: '在线医美效果模拟',
    promise: '为求美者呈现逼真的医美疗程预览。',
    features: [
      ['疗程库', '填充、轮廓塑形和肌肤焕新的预览。'],
      ['细微调整控制', '调整上限确保模拟结果真实。'],
      ['术前术后对比', '滑块和并排的咨询视图。'],
      ['咨询记录', '把模拟结果保存到求美者档案中。'],
    ],
    steps: [
      ['拍摄', '在均匀光线下拍摄正面照片。'],
      ['模拟', '与求美者一起调整疗程部位。'],
      ['保存与分享', '保存结果并发送一份副本给求美者。'],
    ],
    limits: {
      essential: ['1 个门店', '每月 300 次模拟', '邮件客服'],
      premium: ['最多 5 个门店', '每月 3,000 次模拟', '定制品牌', '优先客服支持'],
      enterprise: ['门店数量不限', '定制用量', '与诊所系统集成', '专属客户成功经理'],
    },
    faqs: [
      ['模拟结果代表保证效果吗？', '不是。模拟用于辅助咨询，实际效果因人而异。'],
      ['图像存储在哪里？', '存储在您账户所属的存储区域，可应要求删除。'],
      ['可以在平板电脑上使用吗？', '可以，支持近期款的 iPad 和 Android 平板电脑。'],
    ],
  },
};

function featurePage(type: ServiceType, s: ServiceText): ContentPage {
  const sections: Section[] = [
    {
      component: 'card-grid',
      title: '功能亮点',
      cards: s.features.map(([title, description]) => ({ title, description, image: null })),
    },
    {
      component: 'steps',
      title: '三步即可上线',
      steps: s.steps.map(([name, text]) => ({ name, text, image: null })),
    },
    {
      component: 'cta-banner',
      title: '查看方案与价格',
      description: '提供月付和年付方案，每个方案都可免费试用。',
      cta: cta('查看方案', `/business/solutions/online-service/${type}/plan`),
    },
    trialForm('开始免费试用', FORM_UI),
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
      ? cta('开始免费试用', `/business/user/free-trial?${TRIAL_QUERY[type]}`)
      : cta('联系销售', '/business/contact-us/sales'),
    highlighted,
  });
  const prices = PRICES[type];
  return page(`${s.title}：方案与价格`, '选择最契合您商品目录和流量的方案。', [
    {
      component: 'plan-pricing',
      title: '方案',
      description: '价格以美元计，按月计费。选择年付约可节省 20%。',
      currency: 'USD',
      essential: plan('Essential', '适合刚起步的品牌。', prices.essential, s.limits.essential, false),
      premium: plan('Premium', '适合商品目录和流量持续增长的品牌。', prices.premium, s.limits.premium, true),
      enterprise: plan('Enterprise', '适合有定制需求的全球品牌。', null, s.limits.enterprise, false),
    },
    {
      component: 'compare-table',
      title: '方案对比',
      columns: ['Essential', 'Premium', 'Enterprise'],
      rows: [
        { label: '免费试用', values: [true, true, false] },
        { label: '数据分析后台', values: [true, true, true] },
        { label: '优先客服支持', values: [false, true, true] },
        { label: '专属客户成功经理', values: [false, false, true] },
      ],
    },
    {
      component: 'section-faq',
      title: '方案常见问题',
      faqs: s.faqs.map(([question, answer]) => ({ question, answer })),
    },
  ]);
}

/** ONLINE_SERVICE_PAGE in Simplified Chinese (mainland China), by page key (data/online-service.ts). */
export const ONLINE_SERVICE: Overlay<ContentPage> = {
  ...Object.fromEntries(
    (Object.entries(SERVICES) as [ServiceType, ServiceText][]).flatMap(([type, s]) => [
      [`online-service/${type}`, featurePage(type, s)],
      [`online-service/${type}/plan`, planPage(type, s)],
    ]),
  ),
  'online-service/campaign': page(
    '为您的店铺引入彩妆试妆，免费 14 天',
    '本周就在商品页加入实时彩妆试妆，亲眼看看它对转化率的影响。',
    [
      {
        component: 'success-story-roi',
        title: '品牌上线后的成效',
        items: [
          {
            conversionNumber: 2.5,
            conversionType: '倍',
            conversionDescription: '试妆顾客的加购率提升',
            buttonText: '阅读成功案例',
            buttonLink: '/business/successstory/list',
          },
          {
            conversionNumber: 35,
            conversionType: '%',
            conversionDescription: '与色号相关的退货减少',
            buttonText: '查看价格',
            buttonLink: '/business/solutions/online-service/makeup/plan',
          },
          {
            conversionNumber: 180,
            conversionType: '%',
            conversionDescription: '商品页停留时长增加',
            buttonText: '开始试用',
            buttonLink: '/business/user/free-trial?functionType=MAKEUP&solutionType=MAKEUP',
          },
        ],
      },
      {
        component: 'steps',
        title: '试用方式',
        steps: [
          { name: '注册', text: '创建账户；试用期间无需绑定银行卡。', image: null },
          { name: '添加色号', text: '试用期间最多可上传 20 件商品。', image: null },
          { name: '上线', text: '安装插件，并在管理后台查看效果。', image: null },
        ],
      },
      trialForm('开始 14 天免费试用', FORM_UI),
    ],
  ),
};
