import type { ContentPageView } from '../../../shared/smb/content-reshape';
import type { ShowcaseData } from '../../components/showcase/types';

/** An anchor the mobile explore bar scrolls to (spec 001 §4). */
export type ExploreItem = { anchor: string; title: string };

/** A CMS content page: top banner + sections (info, technology, service, campaign, product pages). */
export type CmsPageData = {
  view: ContentPageView;
  explore?: ExploreItem[];
  /** Product pages: the free-trial landing of the product's group (spec 000 §5), unprefixed. */
  freeTrial?: string;
  /** Product pages with a try-on in the demo store: its data, for the inline "Try it live" (issue 39 §2). */
  tryLive?: { data: ShowcaseData; storeHref: string };
};
