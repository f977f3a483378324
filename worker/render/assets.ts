import {
  clientCss,
  clientEntry,
  clientManifest,
  type ManifestChunk,
  standaloneCss,
} from 'virtual:client-assets';
import { AFTER_START_ATTR, AFTER_START_LOADED, type InlineCss } from '../../client/app/inline-css';
import { pageSource } from '../../client/pages/registry';

export type PageAssets = {
  /** How the stream starts the client (React's bootstrap options); it also names the preloads. */
  boot: { bootstrapModules: string[] } | { bootstrapScriptContent: string };
  /**
   * Every stylesheet the page's first paint needs, in cascade order (inline in a build). The
   * after-start stylesheet is not among them in a build: the bootstrap links it (decision 0241).
   */
  css: string[];
  preload: string[];
  /** The same stylesheets' text, written inline in the head (decision 0140); null in dev. */
  inline: InlineCss | null;
};

/**
 * The client files a page needs, read from the client build's manifest (hashed names), so the
 * browser can fetch the entry and the page's own chunk in parallel; its CSS travels inline.
 * `preview`: the response shows the preview banner, whose stylesheet is then inlined too (0241).
 */
export function assetsFor(page: string, { preview = false }: { preview?: boolean } = {}): PageAssets {
  const key = `${page}\u0000${preview}`;
  let hit = ASSETS.get(key);
  if (!hit) {
    hit = computeAssets(page, preview);
    ASSETS.set(key, hit);
  }
  return hit;
}

/** Per isolate: the manifest is part of the build, so a page's assets never change while it runs. */
const ASSETS = new Map<string, PageAssets>();

function computeAssets(page: string, preview: boolean): PageAssets {
  if (!clientManifest) {
    // Dev and tests: Vite serves the sources; the stand-alone stylesheets are linked like any other.
    return {
      boot: { bootstrapModules: ['/@vite/client', `/${clientEntry}`] },
      css: [`/${standaloneCss.afterStart}`, `/${standaloneCss.preview}`],
      preload: [],
      inline: null,
    };
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
  const afterStart = manifest[standaloneCss.afterStart];
  const previewCss = manifest[standaloneCss.preview];
  if (!afterStart || !previewCss)
    throw new Error('A stand-alone stylesheet is missing from the build manifest');
  visit(clientEntry, seen);
  const pageChunk = manifest[pageSource(page)];
  if (pageChunk) {
    preload.add(`/${pageChunk.file}`);
    visit(pageSource(page), seen);
  }
  // After the page's own: none of its rules competes with another (they style only the banner).
  if (preview) css.add(`/${previewCss.file}`);
  const files = [...css];
  const text = files.map((href) => clientCss[href.slice(1)] ?? '').join('\n');
  preload.delete(`/${entry.file}`);
  return {
    boot: {
      bootstrapScriptContent: startAfterFirstPaint(`/${entry.file}`, [...preload], [`/${afterStart.file}`]),
    },
    css: files,
    preload: [...preload],
    inline: text.includes('</') ? null : { files, text },
  };
}

/**
 * The nonced inline script that starts the client (decision 0142). Once the browser reports its first
 * contentful paint it links the after-start stylesheets (decision 0241; marked with AFTER_START_ATTR,
 * set to AFTER_START_LOADED once they load or fail, which hydration waits for), asks for the page's
 * modules in parallel (modulepreload links) and imports the entry, so neither their download, their
 * compile nor hydration competes with the first paint. No timers: a hidden tab (which never paints), a
 * browser without paint timing, and the load event all start it at once.
 */
export function startAfterFirstPaint(
  entry: string,
  preload: readonly string[],
  styles: readonly string[] = [],
): string {
  const files = JSON.stringify(preload);
  const sheets = JSON.stringify(styles);
  const src = JSON.stringify(entry);
  const attr = JSON.stringify(AFTER_START_ATTR);
  const loaded = JSON.stringify(AFTER_START_LOADED);
  return `(function(){var s=0;function go(){if(s)return;s=1;${sheets}.forEach(function(h){var l=document.createElement("link");l.rel="stylesheet";l.href=h;l.setAttribute(${attr},"");l.onload=l.onerror=function(){l.setAttribute(${attr},${loaded})};document.head.appendChild(l)});${files}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});import(${src})}try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}catch(e){go()}if(document.visibilityState==="hidden")go();addEventListener("load",go)})()`;
}
