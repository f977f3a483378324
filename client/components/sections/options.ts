import { createContext, useContext } from 'react';
import type { SectionOf } from './types';

export type PlanTier = 'essential' | 'premium' | 'enterprise';
export type Billing = 'monthly' | 'annual';

/**
 * What a page may decide for its sections: where plan buttons lead (the online-service sign-up links
 * of spec 000 §2) and where form sections send the visitor. Absent → the CMS's own links.
 */
export type SectionOptions = {
  planHref?: (tier: PlanTier, billing: Billing) => string | null;
  formHref?: (form: SectionOf<'section-form'>) => string;
  /**
   * A page that shows several plan sections under one price note and one billing switch (the plans
   * overview, issue 40): each section then shows this heading, that billing, and no note or switch of its own.
   */
  planShared?: { title: string; billing: Billing };
};

export const SectionOptionsContext = createContext<SectionOptions>({});
export const useSectionOptions = () => useContext(SectionOptionsContext);
