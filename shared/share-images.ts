import { AUDIENCE_LANGS, type Audience, type LangKey } from './languages.ts';

/**
 * Share images drawn at build time per page family and language (decision 0279): social networks do
 * not render SVG, and app and video pages' own pictures are the SVG artwork of public/art. Each family
 * draws its translated heading and description (`seo:<seoKey>.heading` / `.description`) beside its
 * artwork, as a 1200×630 PNG at `/og/<family>/<lang>.png`, for every language of its audience.
 * Written by build/share-images.ts (the build and the dev server); the head builder names them.
 */
export const SHARE_FAMILIES = {
  apps: { audience: 'consumer', seoKey: 'consumer-apps', art: 'phone-tryon-rose' },
  videos: { audience: 'business', seoKey: 'videos', art: 'video-edit-sky' },
} as const satisfies Record<string, { audience: Audience; seoKey: string; art: string }>;
export type ShareFamily = keyof typeof SHARE_FAMILIES;

/** The languages a family's image is drawn in (its audience's). */
export const shareFamilyLangs = (family: ShareFamily): readonly LangKey[] =>
  AUDIENCE_LANGS[SHARE_FAMILIES[family].audience];

/** A family's image in a language, or null when the family is not drawn in it. */
export function familyShareImagePath(family: ShareFamily, lang: LangKey): string | null {
  return shareFamilyLangs(family).includes(lang) ? `/og/${family}/${lang}.png` : null;
}

/** Whether an image address is one social networks can show (not SVG). */
export const isRasterImage = (url: string): boolean => !/\.svgz?(?:[?#]|$)/i.test(url);
