import type { ContentPageView } from '../../../shared/smb/content-reshape';

/** An anchor the mobile explore bar scrolls to (spec 001 §4). */
export type ExploreItem = { anchor: string; title: string };

/** A CMS content page: top banner + sections (info, technology, service, campaign, product pages). */
export type CmsPageData = {
  view: ContentPageView;
  explore?: ExploreItem[];
  /** Product pages: the free-trial landing of the product's group (spec 000 §5), unprefixed. */
  freeTrial?: string;
};
