import { type LangKey, langPath } from '../../../shared/languages';

/** A demo-store address in the page's language (`page` is the path after /business/showcase/). */
export const showcaseHref = (lang: LangKey, page: string, query = ''): string =>
  `${langPath(lang)}/business/showcase/${page}${query}`;

/**
 * The feature menu: groups of pages (paths after /business/showcase/), named by showcase:names.*. With
 * VIEW_TABS and the catalogue link it reaches every page of the route table's showcase family (issue 39;
 * tests/worker/showcase-reach.test.ts crawls it from /business/showcase).
 */
export const FEATURE_MENU = [
  {
    group: 'makeup',
    pages: [
      'lip-color',
      'lip-plumper',
      'lip-liner',
      'eyebrow',
      'eye-shadow',
      'eye-liner',
      'eyelashes',
      'blush',
      'bronzer',
      'contour',
      'highlighter',
      'foundation',
      'concealer',
      'eye-color',
      'look',
      'youcam-tutorial',
      'gen-ai/ai-makeup-transfer',
    ],
  },
  {
    group: 'skin',
    pages: [
      'skincare/home',
      'skincare-pro',
      'face-analyzer',
      'shadefinder/home',
      'face-reshaping',
      'personality',
      'online-service',
    ],
  },
  {
    group: 'hair',
    pages: [
      'hair-color',
      'virtual-hairstyles',
      'hair-type',
      'hair-length',
      'hair-frizziness',
      'hair-density',
      'beard-dye',
      'beard-style',
    ],
  },
  {
    group: 'accessories',
    pages: [
      'eye-wear',
      'hat',
      'headband',
      'earrings',
      'necklace',
      'rings',
      'watches',
      'bracelets',
      'set',
      'nail-color',
      'footwear',
      'bags',
      'scarves',
      '3d-viewer/home',
    ],
  },
] as const;

/** The catalogue's index (feature area `category`, decision 0264): every product line and its SKUs. */
export const CATALOG_PAGE = 'category';

/**
 * The views of one feature, shown as tabs above the area on each of them (label: showcase:views.*):
 * the skin analyses, the shade finder's steps, the 3D viewer's objects and the tutorial's looks.
 */
export const VIEW_TABS: readonly (readonly { page: string; label: string }[])[] = [
  [
    { page: 'skincare/home', label: 'home' },
    { page: 'skincare/diagnostics', label: 'diagnostics' },
    { page: 'skincare/live-diagnostics', label: 'live-diagnostics' },
    { page: 'skincare/hd-diagnostics', label: 'hd-diagnostics' },
    { page: 'skincare/emulation', label: 'emulationhome' },
  ],
  [
    { page: 'shadefinder/home', label: 'home' },
    { page: 'shadefinder/finder', label: 'finder' },
    { page: 'shadefinder/debug', label: 'debug' },
  ],
  [
    { page: '3d-viewer/home', label: 'home' },
    { page: '3d-viewer/ring', label: 'ring' },
    { page: '3d-viewer/watch', label: 'watch' },
    { page: '3d-viewer/playground', label: 'playground' },
  ],
  [
    { page: 'youcam-tutorial', label: 'tutorial' },
    { page: 'allure-november-look', label: 'november-look' },
  ],
];

/** The view tabs of the page at `pathname` (none when it has no sibling views). */
export const viewTabsFor = (pathname: string): readonly { page: string; label: string }[] =>
  VIEW_TABS.find((tabs) => tabs.some((v) => pathname.endsWith(`/business/showcase/${v.page}`))) ?? [];

/** showcase:names key of a page path (its first segment, except the nested gen-ai page). */
export const nameKey = (page: string): string =>
  page.startsWith('gen-ai/') ? 'ai-makeup-transfer' : (page.split('/')[0] ?? page);
