import type { i18n } from 'i18next';
import { TRANSLATIONS_GLOBAL } from './ssr-data';

type Bundles = Record<string, Record<string, unknown>>;

/**
 * Takes the translation entries the worker streams before each late part (decision 0249): those queued
 * in `self.__T` before the client started, then each one pushed later, merged at once into the page's
 * instance (deep, never overwriting; silent, since only parts not drawn yet read them). A part is
 * revealed, and so hydrated, only after its script ran, so its words are in hand when it hydrates.
 */
export function receiveStreamedTranslations(i18n: i18n, lang: string, global: object = window): void {
  const w = global as Record<string, unknown>;
  const add = (bundles: Bundles) => {
    for (const [ns, bundle] of Object.entries(bundles ?? {}))
      i18n.addResourceBundle(lang, ns, bundle, true, false, { silent: true });
  };
  const queued = w[TRANSLATIONS_GLOBAL];
  if (Array.isArray(queued)) for (const bundles of queued) add(bundles as Bundles);
  w[TRANSLATIONS_GLOBAL] = { push: add };
}

/**
 * Completes a page's translations (decision 0240). The document carries only the entries its server
 * render read; menus, dialogs and form messages drawn later need the rest of the frame's and page's
 * namespaces. The client entry calls this once it starts (after the first paint, decision 0142): it
 * fetches each namespace's whole file from its build-hashed static address (cached for good, decision
 * 0143) at low priority, beside the page's own chunk, and adds them to the page's instance in one go,
 * whose `added` event re-renders the components that use translations. Never rejects: a file that
 * fails leaves those keys missing (shown as their key), as before the first render had them.
 */
export async function completeTranslations(
  i18n: i18n,
  lang: string,
  files: Record<string, string>,
  load: typeof fetch = fetch,
): Promise<void> {
  const results = await Promise.allSettled(
    Object.entries(files).map(async ([ns, url]) => {
      const res = await load(url, { priority: 'low', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const bundle = (await res.json()) as unknown;
      if (bundle === null || typeof bundle !== 'object') throw new Error(`${url}: not a namespace`);
      return [ns, bundle as Record<string, unknown>] as const;
    }),
  );
  for (const r of results) {
    if (r.status === 'fulfilled') i18n.addResourceBundle(lang, r.value[0], r.value[1], true, false);
    else console.warn('translations incomplete', r.reason);
  }
}
