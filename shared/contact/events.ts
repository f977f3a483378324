import type { ProductCode } from './products';

/**
 * spec 000 §9: "Default sales event prefills exist for named events (CES2022, NRF2022, SXSW2022,
 * CES2024, CES2025 and others)". A visit selects one with the query `?event=<code>` on the sales
 * forms (decision 0072); the code is matched case-insensitively, anything unknown is ignored. The
 * prefill sets the description (a translated sentence naming the event), the product of interest
 * and `attrs.event`, all editable before sending.
 */
export type SalesEvent = { code: string; name: string; product: ProductCode };

export const SALES_EVENTS = [
  { code: 'CES2022', name: 'CES 2022', product: 'P01_VIRTUAL_MAKEUP' },
  { code: 'NRF2022', name: 'NRF 2022', product: 'P18_IN_STORE' },
  { code: 'SXSW2022', name: 'SXSW 2022', product: 'P24_GENERATIVE_AI' },
  { code: 'VIVATECH2023', name: 'VivaTech 2023', product: 'P03_SKIN_ANALYSIS' },
  { code: 'NRF2024', name: 'NRF 2024', product: 'P18_IN_STORE' },
  { code: 'CES2024', name: 'CES 2024', product: 'P03_SKIN_ANALYSIS' },
  { code: 'COSMOPROF2024', name: 'Cosmoprof 2024', product: 'P01_VIRTUAL_MAKEUP' },
  { code: 'CES2025', name: 'CES 2025', product: 'P24_GENERATIVE_AI' },
  { code: 'NRF2025', name: 'NRF 2025', product: 'P14_BEAUTY_ADVISOR' },
] as const satisfies readonly SalesEvent[];

export type SalesEventCode = (typeof SALES_EVENTS)[number]['code'];

/** The event a query value names, or undefined (unknown or absent values select none). */
export function salesEventFor(query: string | null | undefined): SalesEvent | undefined {
  if (!query) return undefined;
  const wanted = query.trim().toUpperCase();
  return SALES_EVENTS.find((e) => e.code === wanted);
}
