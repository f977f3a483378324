import { useEffect } from 'react';
import type { SmbGetKey } from '../../../shared/smb/paths';
import type { SkincareProduct } from '../../../shared/smb/plugin';
import { smbGet } from '../../app/smb';

/** Mirrors shared/smb/plugin.ts (the browser bundle never loads zod, decision 0056). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PREFETCH_MAX = 24;

/**
 * spec 001 §7: the setting's `productIds` is a JSON array as text. Ids outside the id alphabet, repeats
 * and anything past the first 24 are dropped; text that is not such an array gives none.
 */
export function parseProductIds(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.length > 4000) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.map((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v));
  return [...new Set(ids.filter((v): v is string => typeof v === 'string' && ID.test(v)))].slice(
    0,
    PREFETCH_MAX,
  );
}

type Get = <T>(key: SmbGetKey, query: Record<string, string>, init: { signal?: AbortSignal }) => Promise<T>;

/** spec 001 §8: prefetch failures are only logged (a page leaving, which aborts it, is no failure). */
export function logPrefetchFailure(error: unknown, skincareId?: string): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.warn('skincare prefetch failed', skincareId ?? 'setting', error);
}

/** Products fetched for a key in this page load, for whatever shows them next (the try-on module). */
export const prefetchedSkincare = new Map<string, SkincareProduct>();

/**
 * spec 001 §7: GET query-skincare-setting for the page's try-on key, then query-skincare for each
 * product id, so the products are at hand (and in the edge cache) before the visitor asks. Failures are
 * silent: the showcase works without them (decision 0208).
 */
export async function prefetchSkincare(
  apiKey: string,
  signal?: AbortSignal,
  get: Get = smbGet,
): Promise<string[]> {
  const setting = await get<{ productIds?: unknown }>('plugin.querySkincareSetting', { apiKey }, { signal });
  const ids = parseProductIds(setting?.productIds);
  await Promise.all(
    ids.map(async (skincareId) => {
      try {
        const product = await get<SkincareProduct>(
          'plugin.querySkincare',
          { skincareId, apiKey },
          { signal },
        );
        if (product && product.skincareId === skincareId) prefetchedSkincare.set(skincareId, product);
      } catch (error) {
        // One missing product does not stop the others; spec 001 §8: the failure is only logged.
        logPrefetchFailure(error, skincareId);
      }
    }),
  );
  return ids;
}

/** Prefetches once per key while the page is open (null: not a skincare page). */
export function useSkincarePrefetch(apiKey: string | null): void {
  useEffect(() => {
    if (!apiKey) return;
    const controller = new AbortController();
    prefetchSkincare(apiKey, controller.signal).catch((error) => logPrefetchFailure(error));
    return () => controller.abort();
  }, [apiKey]);
}
