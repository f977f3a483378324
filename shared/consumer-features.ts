/**
 * The consumer feature pages (spec 001 §2.7 "about 40 feature pages under /consumer/features/") and
 * the groups of the consumer feature menu (spec 001 §2.1: Photo, Portrait and Video Editing). One list
 * for the header's feature menu, the feature pages' "more like this" links and the seed content.
 *
 * Names are translated in `locales/<lang>/consumer.json` under `features.names.<slug>`, group labels
 * under `features.groups.<group>`. No imports: the seed script loads this file with Node's type
 * stripping.
 */

export const CONSUMER_FEATURE_GROUPS = ['photo', 'portrait', 'video'] as const;
export type ConsumerFeatureGroup = (typeof CONSUMER_FEATURE_GROUPS)[number];

/** In menu order per group: the spec's thirteen examples first. */
export const CONSUMER_FEATURE_LIST = [
  { slug: 'ai-photo-enhancer', group: 'photo' },
  { slug: 'remove-object-from-photo', group: 'photo' },
  { slug: 'ai-photo-fixer', group: 'photo' },
  { slug: 'blur-images', group: 'photo' },
  { slug: 'photo-collage-maker', group: 'photo' },
  { slug: 'text-to-image-ai', group: 'photo' },
  { slug: 'background-remover', group: 'photo' },
  { slug: 'ai-image-extender', group: 'photo' },
  { slug: 'sky-replacement', group: 'photo' },
  { slug: 'photo-colorizer', group: 'photo' },
  { slug: 'old-photo-restoration', group: 'photo' },
  { slug: 'photo-filters', group: 'photo' },
  { slug: 'add-text-to-photo', group: 'photo' },
  { slug: 'photo-cropper', group: 'photo' },
  { slug: 'photo-to-cartoon', group: 'photo' },
  { slug: 'makeup-editor', group: 'portrait' },
  { slug: 'face-editor', group: 'portrait' },
  { slug: 'hair-color-changer', group: 'portrait' },
  { slug: 'teeth-whitening', group: 'portrait' },
  { slug: 'ai-headshot-generator', group: 'portrait' },
  { slug: 'ai-face-swap', group: 'portrait' },
  { slug: 'skin-smoothing', group: 'portrait' },
  { slug: 'ai-hairstyle-try-on', group: 'portrait' },
  { slug: 'eye-color-changer', group: 'portrait' },
  { slug: 'wrinkle-remover', group: 'portrait' },
  { slug: 'acne-remover', group: 'portrait' },
  { slug: 'body-editor', group: 'portrait' },
  { slug: 'ai-portrait-lighting', group: 'portrait' },
  { slug: 'ai-avatar', group: 'portrait' },
  { slug: 'ai-selfie-generator', group: 'portrait' },
  { slug: 'ai-outfit-changer', group: 'portrait' },
  { slug: 'photo-animator', group: 'portrait' },
  { slug: 'ai-video-editor', group: 'video' },
  { slug: 'video-retouch', group: 'video' },
  { slug: 'video-enhancer', group: 'video' },
  { slug: 'video-background-remover', group: 'video' },
  { slug: 'video-trimmer', group: 'video' },
  { slug: 'slow-motion-video', group: 'video' },
  { slug: 'video-filters', group: 'video' },
  { slug: 'video-collage', group: 'video' },
] as const satisfies readonly { slug: string; group: ConsumerFeatureGroup }[];

export type ConsumerFeatureSlug = (typeof CONSUMER_FEATURE_LIST)[number]['slug'];

/** The features of one group, in menu order. */
export function featuresOf(group: ConsumerFeatureGroup): ConsumerFeatureSlug[] {
  return CONSUMER_FEATURE_LIST.filter((f) => f.group === group).map((f) => f.slug);
}

/** The group a feature belongs to; undefined for a feature only the CMS knows (a generic page). */
export function groupOf(slug: string): ConsumerFeatureGroup | undefined {
  return CONSUMER_FEATURE_LIST.find((f) => f.slug === slug)?.group;
}

/** The feature page path (no language prefix). */
export const featurePath = (slug: string) => `/consumer/features/${slug}`;
