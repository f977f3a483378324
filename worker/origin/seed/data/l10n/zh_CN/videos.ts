import type { BusinessPack } from '../types.ts';

/** VIDEO in Simplified Chinese (mainland China), by videoId (data/articles.ts, data/media.ts). */
export const VIDEOS: NonNullable<BusinessPack['videos']> = {
  'skin-analysis-at-the-counter': {
    title: '专柜上的 AI 肌肤分析',
    description: '在线研讨会回放：如何以肌肤检测开启咨询。',
  },
  'makeup-try-on-in-two-minutes': {
    title: '两分钟看懂彩妆试妆',
    description: '从色卡到商品页上的实时色号。',
  },
  'jewellery-3d-viewer': {
    title: '戒指与手表的 3D 查看器',
    description: '一个 3D 素材，即可旋转、缩放和试戴。',
  },
  'hair-ai-overview': {
    title: 'Hair AI 概览',
    description: '一次了解长度、发质类型、发量和毛躁分析。',
  },
  'nail-colour-try-on-demo': {
    title: '美甲试色演示',
    description: '五种质地呈现在移动的手上，现场录制、未经剪辑。',
  },
  'smart-mirror-in-store': {
    title: '门店中的智能镜',
    description: '顾客如何借助智能镜，从扫描条形码一路到结账。',
  },
  'colour-trends-spring-2025': {
    title: '2025 春夏色彩趋势',
    description: '我们的色彩分析师带您了解本季试用最多的色号。',
  },
  'console-quick-start': {
    title: '控制台快速入门',
    description: '添加商品、挑选色号，十分钟内发布试妆。',
  },
};
