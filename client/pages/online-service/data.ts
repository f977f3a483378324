import type { PlanLinks } from '../../../shared/online-service';
import type { Section } from '../../../shared/smb/content';
import type { ContentPageView } from '../../../shared/smb/content-reshape';

/** spec 001 §2.2: an online-service page, Features or Plan & Pricing view. */
export type OnlineServiceData = {
  solution: string;
  view: 'features' | 'plan';
  page: ContentPageView;
  /** Sign-up links of spec 000 §2, per tier and billing period. */
  planLinks: PlanLinks;
  freeTrial: string;
  /** The services shown in the switch (the China domain has no aesthetic option). */
  services: string[];
  /** The visitor's query string, carried by the view switch (decision 0084). */
  query: string;
};

/** Streams after the page: the type's FAQ (from its plan entry) under the Features view. */
export type OnlineServiceFaq = Section[];
