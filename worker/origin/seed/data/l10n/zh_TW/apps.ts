import type { AppText } from '../../consumer.ts';
import type { Overlay } from '../types.ts';

/** CONSUMER_APP in Traditional Chinese (Taiwan), by app code (data/consumer.ts APPS). */
export const APPS: Overlay<AppText> = {
  ycf: {
    name: '{{brand}} Cam',
    about: '用即時濾鏡自拍，按下快門前就能先調整光線、膚質與妝容。',
    highlights: [
      ['即時濾鏡', '拍攝前就能看到效果。'],
      ['美顏特效', '自然的膚質與光線調整。'],
    ],
  },
  ycn: {
    name: '{{brand}} Nails',
    about: '將相機對準手部，在下次做指甲前，先試試各種指甲油顏色、質地與美甲圖案。',
    highlights: [
      ['數百種色號', '奶油、亮片、鏡面等多種質地。'],
      ['美甲圖案', '各式圖案與法式指甲。'],
    ],
  },
  ycp: {
    name: '{{brand}} Photo',
    about: '修飾人像、移除物件、替換天空，還有專為日常照片打造的 AI 創作工具。',
    highlights: [
      ['移除物件', '一筆就能擦掉干擾畫面的東西。'],
      ['AI 工具', '提升畫質、擴展畫面、變換照片風格。'],
    ],
  },
  ycv: {
    name: '{{brand}} Video',
    about: '為整段影片美肌、修飾臉型並加上妝容，還能在同一個 App 中剪輯並加入音樂。',
    highlights: [
      ['影片修飾', '美顏工具逐格跟隨您的臉。'],
      ['快速剪輯', '剪裁、合併並加入音樂。'],
    ],
  },
  ycc: {
    name: '{{brand}} Cut',
    about: '利用專為短影音設計的範本、字幕與轉場，跟著節拍剪出精彩影片。',
    highlights: [
      ['範本', '跟上潮流的現成剪輯範本。'],
      ['自動字幕', '依語音自動產生字幕。'],
    ],
  },
  ymk: {
    name: '{{brand}} Makeup',
    about: '即時試用整套妝容、單品與髮色，再找到相符的真實產品。',
    highlights: [
      ['即時彩妝', '妝容會跟著您的臉移動。'],
      ['髮色', '染髮前先試試各種髮色。'],
    ],
  },
  yca: {
    name: '{{brand}} AI Art',
    about: '用您的照片或一段簡短描述，創作頭像、各種風格與場景。',
    highlights: [
      ['風格轉換', '油畫、動漫等多種風格。'],
      ['文字生成圖片', '描述一下，就能看到畫面。'],
    ],
  },
  ycat: {
    name: '{{brand}} AI Chat',
    about: '詢問保養程序、妝容與穿搭，獲得附有圖片的解答，還能在我們的其他 App 中試用。',
    highlights: [
      ['風格建議', '馬上就能試用的建議。'],
      ['圖片回覆', '解答附上視覺靈感。'],
    ],
  },
};
