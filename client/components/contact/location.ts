import { regionCountry } from '../../../shared/contact/region';
import { smbGet } from '../../app/smb';

/**
 * spec 000 §7 GET /location: the country in the data field; the China domain answers CN without a
 * call; a failure sets the country to empty. The region rule (spec 000 §9) applies to the answer.
 */
export async function visitorCountry(chinaDomain: boolean): Promise<string> {
  if (chinaDomain) return 'CN';
  try {
    const answer = await smbGet<{ data?: unknown }>('/location');
    // "country in the data field": {data: 'US'} or {data: {country: 'US'}}.
    const data = answer?.data as { country?: unknown } | string | undefined;
    const country = typeof data === 'string' ? data : typeof data?.country === 'string' ? data.country : '';
    return regionCountry(country, false);
  } catch {
    return '';
  }
}
