import { cta, h2, p } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

const SALES = '/business/contact-us/sales';
const roi = (conversionNumber: number, conversionType: string, conversionDescription: string) => ({
  conversionNumber,
  conversionType,
  conversionDescription,
  buttonText: '联系销售',
  buttonLink: SALES,
});

/** SUCCESS_STORY in Simplified Chinese (mainland China), by storyHandle: company names stay as they are. */
export const STORIES: NonNullable<BusinessPack['stories']> = {
  'example-cosmetics-shade-matching': {
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics 在线上为顾客匹配粉底色号',
    summary: '借助 AI 色号匹配，40 色粉底系列在线上找到了它的买家。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(2.1, '倍', '使用色号匹配的顾客转化率'), roi(28, '%', '色号相关退货减少')],
      },
      {
        component: 'rich-editor' as const,
        blocks: [p('该品牌在每个粉底商品页和专柜平板电脑上都加入了色号匹配功能。')],
      },
    ],
  },
  'sample-optics-frames': {
    brandName: 'Sample Optics',
    title: 'Sample Optics 把 600 副镜框搬到线上',
    summary: '借助照片转 3D 镜框，六周内让完整商品目录都能试戴。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(600, '+', '六周内可试戴的镜框'), roi(45, '%', '商品页停留时长增加')],
      },
    ],
  },
  'demo-skin-clinic-consultations': {
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic 以肌肤检测开启每一次咨询',
    summary: '可视化咨询让疗程规划更容易沟通。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(130, '%', '复诊预约增加')],
      },
      {
        component: 'cta-banner' as const,
        title: '开启可视化咨询',
        description: '了解适用于诊所的 Skincare Pro。',
        cta: cta('探索 Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
  'sample-salon-hair-colour': {
    brandName: 'Sample Salon Group',
    title: 'Sample Salon Group 通过试色直接带来染发预约',
    summary: '顾客在家选好发色，到店时已完成预约。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [
          roi(3.4, '倍', '线上染发预约增加'),
          roi(22, '%', '沙龙内咨询时间缩短'),
          roi(150, '+', '四个月内上线的沙龙'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [
          h2('挑战'),
          p('顾客很难用语言描述想要的发色，因此首次预约的时间常常被拉长。'),
          h2('做法'),
          p('在预约页面加入实时染发试色，顾客选好的发色会随预约一并发送给沙龙。'),
        ],
      },
    ],
  },
  'example-beauty-retail-mirror': {
    brandName: 'Example Beauty Retail',
    title: 'Example Beauty Retail 用智能镜取代试用装',
    summary: '货架前的智能镜提升了色号试用次数，并减少了试用装浪费。',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: '成果',
        items: [roi(64, '%', '每家门店的试用装浪费减少'), roi(2.7, '倍', '每次到店试用的色号数')],
      },
      {
        component: 'cta-banner' as const,
        title: '把试妆带进您的门店',
        description: '了解门店条形码服务如何与您的货架陈列配合使用。',
        cta: cta('探索门店条形码试妆', '/business/services/in-store-barcode'),
      },
    ],
  },
};
