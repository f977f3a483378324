import type { ConsumerFeatureGroup } from '../../../shared/consumer-features';
import type { ContentPageView } from '../../../shared/smb/content-reshape';

/** /consumer/features/{feature}: the CMS page and its place in the feature menu's groups. */
export type ConsumerFeatureData = {
  view: ContentPageView;
  slug: string;
  /** null for a feature only the CMS knows (a generic page outside the menu). */
  group: ConsumerFeatureGroup | null;
  related: string[];
};
