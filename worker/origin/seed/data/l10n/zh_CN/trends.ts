import type { BusinessPack } from '../types.ts';

/** COLOR_TREND in Simplified Chinese (mainland China), by trendHandle: colour names translated, hex kept. */
export const TRENDS: NonNullable<BusinessPack['trends']> = {
  'spring-summer-2025': {
    title: '2025 春夏色彩趋势',
    season: '2025 春夏',
    summary: '柔和珊瑚色、通透莓果色和水润裸色，引领本季的试妆热潮。',
    imageUrl: null,
    colors: [
      { name: '通透珊瑚', hex: '#F08A6E', description: '本季试用最多的唇色。' },
      { name: '多汁莓果', hex: '#9C2C5A', description: '晚间最受欢迎的唇彩色。' },
      { name: '水润裸色', hex: '#D9A58B', description: '带有光泽、宛如肌肤的自然色调。' },
    ],
  },
  'autumn-winter-2024': {
    title: '2024 秋冬色彩趋势',
    season: '2024 秋冬',
    summary: '深梅子色和暖棕色成为主流。',
    imageUrl: null,
    colors: [
      { name: '丝绒梅子', hex: '#5B2245', description: '适用于唇部和指甲的哑光梅子色。' },
      { name: '可可', hex: '#6F4A3A', description: '适用于眼部和唇部的暖棕色。' },
    ],
  },
  'hair-colour-2024': {
    title: '2024 发色趋势',
    season: '2024',
    summary: '铜色和柔和金色是试用最多的发色。',
    imageUrl: null,
    colors: [
      { name: '铜色', hex: '#B5562B', description: '浓郁的铜红色。' },
      { name: '奶油金', hex: '#E6C98A', description: '柔和温暖的金色。' },
    ],
  },
};
