import { type LangKey, langPath } from '../../../shared/languages';

/** A demo-store address in the page's language (`page` is the path after /business/showcase/). */
export const showcaseHref = (lang: LangKey, page: string, query = ''): string =>
  `${langPath(lang)}/business/showcase/${page}${query}`;

/** The feature menu: groups of pages (paths after /business/showcase/), named by showcase:names.*. */
export const FEATURE_MENU = [
  {
    group: 'makeup',
    pages: [
      'lip-color',
      'eyebrow',
      'eye-shadow',
      'eye-liner',
      'blush',
      'foundation',
      'eye-color',
      'look',
      'youcam-tutorial',
      'gen-ai/ai-makeup-transfer',
    ],
  },
  {
    group: 'skin',
    pages: ['skincare/home', 'face-analyzer', 'shadefinder/home', 'face-reshaping', 'personality'],
  },
  { group: 'hair', pages: ['hair-color', 'virtual-hairstyles', 'hair-type', 'beard-dye', 'beard-style'] },
  {
    group: 'accessories',
    pages: [
      'eye-wear',
      'earrings',
      'necklace',
      'rings',
      'watches',
      'bracelets',
      'set',
      'nail-color',
      '3d-viewer/home',
    ],
  },
] as const;

/** showcase:names key of a page path (its first segment, except the nested gen-ai page). */
export const nameKey = (page: string): string =>
  page.startsWith('gen-ai/') ? 'ai-makeup-transfer' : (page.split('/')[0] ?? page);
