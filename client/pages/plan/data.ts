import type { PlanLinks } from '../../../shared/online-service';
import type { Section } from '../../../shared/smb/content';
import type { ContentPageView } from '../../../shared/smb/content-reshape';

export type PlanData = { page: ContentPageView; platform: 'standard' | 'shopify' };
/** Deferred: each online service's plan-pricing section with its sign-up links. */
export type PlanTables = { solution: string; title: string; section: Section; links: PlanLinks }[];
