import type { ContentPageView } from '../../../shared/smb/content-reshape';

export type FaqData = { active: string | null; types: { type: string; view: ContentPageView }[] };
