import { useEffect, useState } from 'react';
import { CAMPAIGN_STORAGE_KEY, resolveCampaign, type ShowcaseQuery } from '../../../shared/showcase';

/**
 * spec 001 §2.3 / §9: campaign mode. The first render follows the query alone (the worker cannot read
 * local storage); after hydration the remembered mode joins in and a query value is remembered.
 */
export function useCampaign(query: ShowcaseQuery['campaign'], allowed: boolean): 'watch' | null {
  const [active, setActive] = useState(allowed && query === 'watch' ? ('watch' as const) : null);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(CAMPAIGN_STORAGE_KEY);
    } catch {
      // storage disabled: the query alone decides
    }
    const r = resolveCampaign(query, stored, allowed);
    if (r.store) {
      try {
        localStorage.setItem(CAMPAIGN_STORAGE_KEY, r.store);
      } catch {
        // not remembered, still shown
      }
    }
    setActive(r.active);
  }, [query, allowed]);
  return active;
}
