import type { BlogAuthorText, BlogPostText, TagId } from '../../blog.ts';
import type { Overlay } from '../types.ts';

/** BLOG_POST in Simplified Chinese (mainland China), by postHandle: the business posts only (data/blog.ts). */
export const BLOG_POSTS: Overlay<BlogPostText> = {
  'virtual-try-on-returns': {
    title: '虚拟试妆如何降低色号退货率',
    metaDesc: '为什么在自己脸上试过色号的顾客更愿意留下商品，以及如何衡量这一效果。',
    keywords: ['虚拟试妆', '退货'],
    paragraphs: [
      '粉底和口红是线上退货率最高的美妆产品之一，原因几乎都一样：屏幕上看到的色号与实物不同。',
      '当顾客在自己的脸上、在自己所处的光线下看到色号，就不必再靠猜测。品牌可以比较有试妆和没有试妆的订单的退货率，来衡量这一效果。',
    ],
    list: {
      title: '检查清单',
      items: ['记录每笔订单的试妆次数', '按色系比较退货情况', '经过一整季后再复盘'],
    },
  },
  'skin-analysis-at-the-counter': {
    title: '把 AI 肌肤分析带进美妆专柜',
    metaDesc: '当美容顾问以肌肤检测开启咨询时，会带来哪些变化。',
    keywords: ['肌肤分析', '零售'],
    paragraphs: [
      '肌肤检测让美容顾问和顾客有了共同的起点。顾问不必再询问顾客自认为是哪种肤质，而是从双方都能看到的结果开始对话。',
      '以这种方式开启咨询的门店表示，对话时间更长，顾客选择的也是经过深思熟虑的完整护肤方案，而不只是单一产品。',
    ],
  },
  'jewellery-ar-guide': {
    title: 'AR 珠宝试戴实用指南',
    metaDesc: '戒指、手表和耳环：让虚拟珠宝令人信服需要哪些条件。',
    keywords: ['珠宝', 'AR'],
    paragraphs: [
      '珠宝试戴的成败取决于尺寸和光线。戒指看起来大了一号，或者钻石没有光芒，都会让顾客转身离开。',
      '先从最畅销的商品入手，制作精准的 3D 模型，并在上线前用许多不同的手进行测试。',
    ],
  },
  'shade-matching-for-every-skin-tone': {
    title: '适用于每一种肤色的色号匹配',
    metaDesc: '在粉底色号匹配工具上线之前，如何针对所有肤色进行测试。',
    keywords: ['色号匹配', '多元包容美妆', '粉底'],
    paragraphs: [
      '色号匹配工具的好坏，取决于它测试过哪些人脸。深肤色和极白皙肤色是大多数工具最容易出现偏差的地方，因此更应该安排最多的测试，而不是最少。',
      '组建一个能反映顾客构成的测试小组，在日光和门店灯光下分别为每个人拍照，再把系统推荐的色号与专业化妆师挑选的色号进行比较。',
    ],
    list: {
      title: '上线之前',
      items: ['测试小组覆盖所有肤色底调', '在暖光、中性光和冷光下测试', '每次匹配不符都附上照片记录'],
    },
  },
  'hair-colour-try-on-in-salons': {
    title: '在沙龙座椅上试染发色',
    metaDesc: '让顾客在第一刷染膏上头之前，先预览新发色。',
    keywords: ['发色', '沙龙'],
    paragraphs: [
      '改变发色是个重大决定，犹豫不决往往让人选择最保守的选项。借助平板电脑实时预览，顾客可以先在自己身上看看更大胆的发色。',
      '在咨询中加入预览的沙龙发现，顾客提出的问题更有针对性，对效果也更满意。',
    ],
  },
  'connecting-store-and-app': {
    title: '同一位顾客，多个入口：打通门店与 App',
    metaDesc: '从门店的智能镜到家中的 App，让顾客的试妆记录一路随行。',
    keywords: ['全渠道', '零售', '虚拟试妆'],
    paragraphs: [
      '顾客在同一周内，会在门店智能镜、网站和 App 之间来回切换。如果每个入口都不记得他们试过什么，他们每次都得从头开始。',
      '在获得顾客同意后保存共享的妆容记录，让顾客回到家也能接着门店里的进度继续。',
    ],
  },
  'beauty-tech-on-demand': {
    title: '随需即用的美妆科技：几周上线，而不是几个月',
    metaDesc: '对没有内部技术团队的品牌来说，现成的在线服务带来了哪些改变。',
    keywords: ['在线服务', '上市周期'],
    paragraphs: [
      '并不是每个品牌都有工程师来搭建和维护试妆体验。在线服务让营销团队可以自行上传商品并发布体验。',
      '这样一来，首次上线的关键就变成了商品数据，而不是软件：清晰的色号名称、准确的颜色和优质的照片。',
    ],
  },
  'spring-campaign-case-notes': {
    title: '案例笔记：结合试妆的春季唇彩营销活动',
    metaDesc: '一个虚构唇彩品牌的春季新品上市，从预热到售罄，用数据和心得呈现。',
    keywords: ['营销活动', '唇色'],
    paragraphs: [
      '该品牌在春季新品上市时，在每一条预热帖子中都放入了试妆链接。顾客在新色号开售前几天就能先试用。',
      '预热周期间试用最多的色号，正是最先售罄的色号，让团队得以在上市日之前调整库存。',
    ],
  },
  'measuring-try-on-engagement': {
    title: '告别猜测，衡量试妆互动效果',
    metaDesc: '几个关键数字，告诉您虚拟试妆是否发挥了作用。',
    keywords: ['数据分析', '虚拟试妆', '转化'],
    paragraphs: [
      '单看试妆次数说明不了什么。重要的是顾客试用之后的行为：他们比较了几个色号，以及是否把其中一个加入了购物车。',
      '在做出任何改变之前，先持续跟踪一小组数字一整季。',
    ],
    list: {
      title: '值得跟踪的数字',
      items: ['每次试妆试用的色号数', '试妆后的加购率', '试用过的商品的退货情况'],
      ordered: true,
    },
  },
};

/** BLOG_AUTHOR in Simplified Chinese (mainland China), by authorHandle: names stay as they are. */
export const BLOG_AUTHORS: Overlay<BlogAuthorText> = {
  'lena-marsh': {
    position: '{{brand}} 美妆研究负责人',
    shortDesc: 'Lena 撰写有关肌肤科学、色号匹配以及 AI 如何融入日常美妆习惯的文章。',
  },
  'theo-nakamura': {
    position: '{{brand}} Apps 创意编辑',
    shortDesc: 'Theo 分享照片和视频编辑技巧，帮助没有影棚也想拍出好作品的人。',
  },
  'amara-osei': {
    position: '{{brand}} 零售战略负责人',
    shortDesc: 'Amara 帮助美妆零售商以顾客为中心，打通门店、App 和线上商店。',
  },
};

/** Blog filter tag names of the business posts (data/blog.ts TAGS; the FOCUS tags are codes and stay). */
export const BLOG_TAGS: Readonly<Partial<Record<TagId, string>>> = {
  11: '虚拟试妆',
  12: 'AI 肌肤分析',
  13: '染发试色',
  21: '零售',
  22: '电子商务',
  23: '营销活动',
};
