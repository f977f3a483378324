import { clientEntry, clientManifest, type ManifestChunk } from 'virtual:client-assets';
import { pageSource } from '../../client/pages/registry';

export type PageAssets = { bootstrap: string[]; css: string[]; preload: string[] };

/**
 * The client files a page needs, read from the client build's manifest (hashed names), so the
 * browser can fetch the entry, the page's own chunk and its CSS in parallel.
 */
export function assetsFor(page: string): PageAssets {
  if (!clientManifest) {
    // Dev and tests: Vite serves the sources.
    return { bootstrap: ['/@vite/client', `/${clientEntry}`], css: [], preload: [] };
  }
  const manifest = clientManifest;
  const css = new Set<string>();
  const preload = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk: ManifestChunk | undefined = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of chunk.imports ?? []) {
      const depChunk = manifest[dep];
      if (depChunk) preload.add(`/${depChunk.file}`);
      visit(dep, seen);
    }
  };
  const seen = new Set<string>();
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`Client entry ${clientEntry} missing from the build manifest`);
  visit(clientEntry, seen);
  const pageChunk = manifest[pageSource(page)];
  if (pageChunk) {
    preload.add(`/${pageChunk.file}`);
    visit(pageSource(page), seen);
  }
  preload.delete(`/${entry.file}`);
  return { bootstrap: [`/${entry.file}`], css: [...css], preload: [...preload] };
}
