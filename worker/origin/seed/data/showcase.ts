/**
 * Demo-store features of the content service (spec 001 §2.3 /business/showcase/content/{pageKey}):
 * original seed content for the fictional brand (decision 0151). English only; other languages get it
 * through defaultEnu while the page's own UI texts are translated.
 */
export type DemoStoreFeatureSeed = {
  pageKey: string;
  featureKey: string;
  launcher: string | null;
  pagePath: string;
  autoLoad: boolean;
  title: string;
  description: string;
  catalog: string | null;
};

export const DEMO_STORE_FEATURES: readonly DemoStoreFeatureSeed[] = [
  {
    pageKey: 'spring-lip-edit',
    featureKey: 'makeup',
    launcher: 'LIP COLOR',
    pagePath: 'lip-color',
    autoLoad: true,
    title: 'The spring lip edit',
    description:
      'Six lip shades picked for the new season, from a soft coral to a deep plum. Choose one and see it on your own lips in real time.',
    catalog: 'lip-color',
  },
  {
    pageKey: 'brow-studio',
    featureKey: 'makeup',
    launcher: 'EYEBROW',
    pagePath: 'eyebrow',
    autoLoad: false,
    title: 'Brow studio',
    description:
      'Compare four brow shades and find the one that frames your face. The try-on starts when you are ready.',
    catalog: 'eyebrow',
  },
  {
    pageKey: 'ring-bar',
    featureKey: 'handar',
    launcher: '3D RING',
    pagePath: 'rings',
    autoLoad: true,
    title: 'The ring bar',
    description: 'Hold up your hand and slip on three rings in 3D: the stone catches the light as you move.',
    catalog: 'rings',
  },
];
