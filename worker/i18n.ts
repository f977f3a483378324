import type { Resource } from 'i18next';
import type { Namespace } from '../shared/i18n';
import type { LangKey } from '../shared/languages';

// Every locale file is bundled into the worker; a page receives only its language's namespaces.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const store: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, json] of Object.entries(files)) {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!m) continue;
  const [, lang, ns] = m as unknown as [string, string, string];
  store[lang] ??= {};
  store[lang][ns] = json;
}

export function resourcesFor(lang: LangKey, namespaces: readonly Namespace[]): Resource {
  const byNs: Record<string, Record<string, unknown>> = {};
  for (const ns of namespaces) {
    const bundle = store[lang]?.[ns];
    if (bundle) byNs[ns] = bundle;
  }
  return { [lang]: byNs } as Resource;
}
