import { h2, p, ul } from '../../helpers.ts';
import type { BusinessPack } from '../types.ts';

/** NEWS in Simplified Chinese (mainland China), by newsHandle (data/articles.ts, data/media.ts). */
export const NEWS: NonNullable<BusinessPack['news']> = {
  'global-forum-announced': {
    title: '{{brand}} 宣布举办全球美妆科技论坛',
    summary: '为期一天的演讲，探讨 AI、AR 与美妆零售的未来，线下与线上同步进行。',
    body: [p('{{brand}} 将与品牌领袖、研究人员和零售商共同举办全球美妆科技论坛。')],
  },
  'skin-emulation-launch': {
    title: '全新肌肤效果模拟，呈现十二周后的改善效果',
    summary: '品牌现在可以基于自己的临床数据，把产品功效可视化。',
    body: [p('全新的效果模拟时间轴，让顾客比较今天的肌肤与四周、八周和十二周后的状态。')],
  },
  'eyewear-photo-to-3d': {
    title: '三张照片即可创建眼镜镜框',
    summary: '全新制作流程可在两天内把商品照片转为试戴用镜框。',
    body: [p('眼镜品牌现在只需为每副镜框提供三张照片，即可获得可直接试戴的模型。')],
  },
  'accessibility-update': {
    title: '所有摄像头功能均提供照片上传替代方式',
    summary: '所有摄像头体验现在都支持照片上传，并用文字说明结果。',
    body: [p('所有使用摄像头的功能现在都支持上传照片，并用文字说明其结果。')],
  },
  'retail-mirror-pilot': {
    title: '{{brand}} 智能镜在十二家门店开展试点',
    summary: '顾客无需触碰试用装，就能在货架前试用口红和发色。',
    body: [
      p('三个国家的十二家门店，已在唇彩和染发商品区旁设置 {{brand}} 智能镜。'),
      p('顾客扫描条形码后，一秒内就能在自己脸上看到色号效果。'),
      h2('试点的衡量指标'),
      ul('在货架前停留的时间', '每次到店试用的色号数', '与试用装卫生相关的投诉'),
    ],
  },
  'ai-nail-colour-release': {
    title: 'AI 美甲试色现已能跟踪每一根手指',
    summary: '全新的手部模型让指甲油在手部转动和移动时依然贴合。',
    body: [
      p('更新后的美甲试色会单独跟踪每片指甲，即使手势快速变换，指甲油也能固定在正确位置。'),
      p('品牌可以在控制台上传奶油、珠光、镜面和果冻等质地。'),
    ],
  },
  'privacy-certification-2025': {
    title: '{{brand}} 更新隐私与信息安全认证',
    summary: '独立审计机构确认了面部数据的处理和删除方式。',
    body: [
      p('年度审计检查了 {{brand}} 所有使用摄像头的产品的数据处理方式。'),
      p('用于试妆试戴的面部图像仅在内存中处理，会话结束后即不保存。'),
    ],
  },
  'colour-report-spring-2025': {
    title: '2025 春夏色彩趋势报告发布',
    summary: '在数百万次匿名试妆中，通透珊瑚色和莓果唇彩名列前茅。',
    body: [
      p('新报告按唇部、眼部、指甲和头发分类，列出顾客最常试用的色号排名。'),
      p('品牌可以在色彩趋势页面索取含各地区细分数据的完整报告。'),
    ],
  },
};
