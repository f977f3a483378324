import { useCallback, useEffect, useRef } from 'react';
import { regionCountry } from '../../../shared/contact/region';
import { smbGet } from '../../app/smb';

/**
 * spec 000 §7 GET /location: the country in the data field; the China domain answers CN without a
 * call; a failure sets the country to empty. The region rule (spec 000 §9) applies to the answer.
 */
export async function visitorCountry(chinaDomain: boolean): Promise<string> {
  if (chinaDomain) return 'CN';
  try {
    const answer = await smbGet<{ data?: unknown }>('edge.location');
    // "country in the data field": {data: 'US'} or {data: {country: 'US'}}.
    const data = answer?.data as { country?: unknown } | string | undefined;
    const country = typeof data === 'string' ? data : typeof data?.country === 'string' ? data.country : '';
    return regionCountry(country, false);
  } catch {
    return '';
  }
}

/**
 * The country prefill of a form (decision 0070): asked when the visitor first moves into the form
 * (a focus inside it), not on page load — no call for visitors who only read the page. `apply` is
 * called with a non-empty country only, and the form keeps a country the visitor already chose.
 */
export function useCountryPrefill(chinaDomain: boolean, apply: (country: string) => void): () => void {
  const asked = useRef(false);
  const live = useRef(true);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    visitorCountry(chinaDomain).then((country) => {
      if (live.current && country) latest.current(country);
    });
  }, [chinaDomain]);
}
