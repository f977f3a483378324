import type { BusinessPack } from '../types.ts';

/** DEMO_STORE_FEATURE in Simplified Chinese (mainland China), by page key (data/showcase.ts). */
export const DEMO_STORE: NonNullable<BusinessPack['demoStore']> = {
  'spring-lip-edit': {
    title: '春季唇彩精选',
    description: '为新一季精选的六款唇色，从柔和珊瑚到深邃梅子色。挑选一款，实时看看涂在自己唇上的效果。',
  },
  'brow-studio': {
    title: '眉妆工作室',
    description: '比较四款眉色，找到最能衬托脸型的那一款。准备好后即可开始试妆。',
  },
  'ring-bar': {
    title: '戒指吧',
    description: '举起您的手，以 3D 方式试戴三枚戒指：随着手部移动，宝石也会闪耀光芒。',
  },
};
