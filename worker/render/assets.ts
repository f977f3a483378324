import {
  clientCss,
  clientCssRanges,
  clientEntry,
  clientManifest,
  type ManifestChunk,
  standaloneCss,
} from 'virtual:client-assets';
import { AFTER_START_ATTR, AFTER_START_LOADED, type InlineCss } from '../../client/app/inline-css';
import { pageSource } from '../../client/pages/registry';
import { keepPresent, type TypedRange } from '../../shared/section-css';

export type PageAssets = {
  /** How the stream starts the client (React's bootstrap options); it also names the preloads. */
  boot: { bootstrapModules: string[] } | { bootstrapScriptContent: string };
  /**
   * Every stylesheet the page's first paint needs, in cascade order (inline in a build). The
   * after-start stylesheet is not among them in a build: the bootstrap links it (decision 0241).
   */
  css: string[];
  preload: string[];
  /**
   * The same stylesheets' text, written inline in the head (decision 0140); null in dev. Of a page
   * chunk's stylesheet, only the section rules the response's sections need (decision 0248).
   */
  inline: InlineCss | null;
};

/** What the client build hands the worker (vite.config.ts, `client-assets`). */
export type ClientBuild = {
  /** null in dev and tests: Vite serves the sources. */
  manifest: Record<string, ManifestChunk> | null;
  /** Each built stylesheet's text by file name. */
  css: Record<string, string>;
  /** Per page-chunk stylesheet, the stretches only some section types need (decision 0248). */
  ranges: Record<string, TypedRange[]>;
};

let build: ClientBuild = { manifest: clientManifest, css: clientCss, ranges: clientCssRanges };

/**
 * Worker tests: renders pages with this client build (file names and stylesheets) as a deployed worker
 * would, until set again. Forgets what was worked out for the previous one.
 */
export function setClientBuild(next: ClientBuild): void {
  build = next;
  ASSETS.clear();
  TRIMMED.clear();
}

/**
 * The client files a page needs, read from the client build's manifest (hashed names), so the
 * browser can fetch the entry and the page's own chunk in parallel; its CSS travels inline.
 * `preview`: the response shows the preview banner, whose stylesheet is then inlined too (0241).
 * `sections`: the CMS section types the response renders before the browser starts the client
 * (decision 0248), asked only when the page's stylesheets hold rules of some; when they are not
 * known (left out, or null), every section rule is inlined.
 */
export function assetsFor(
  page: string,
  { preview = false, sections }: { preview?: boolean; sections?: () => Iterable<string> | null } = {},
): PageAssets {
  const key = `${page}\u0000${preview}`;
  let whole = ASSETS.get(key);
  if (!whole) {
    whole = computeAssets(page, preview);
    ASSETS.set(key, whole);
  }
  if (!whole.assets.inline || !sections || whole.typed.length === 0) return whole.assets;
  const listed = sections();
  if (!listed) return whole.assets;
  const present = new Set(listed);
  const types = whole.typed.filter((t) => present.has(t));
  if (types.length === whole.typed.length) return whole.assets;
  // Per page and set of types: the same data renders the same bytes (the edge HTML cache stores them).
  const trimmedKey = `${key}\u0000${types.join(' ')}`;
  let hit = TRIMMED.get(trimmedKey);
  if (!hit) {
    const inline = inlineCss(whole.assets.css, new Set(types));
    hit = { ...whole.assets, inline: inline.text.includes('</') ? null : inline };
    if (TRIMMED.size >= TRIMMED_MAX) TRIMMED.delete(TRIMMED.keys().next().value!);
    TRIMMED.set(trimmedKey, hit);
  }
  return hit;
}

/**
 * Per isolate: the manifest is part of the build, so a page's assets never change while it runs.
 * `typed`: the section types some of the page's stylesheets' rules need (decision 0248), sorted.
 */
const ASSETS = new Map<string, { assets: PageAssets; typed: string[] }>();
/** Per page and set of section types present (decision 0248); the oldest go first past the bound. */
const TRIMMED = new Map<string, PageAssets>();
const TRIMMED_MAX = 500;

/**
 * The text of the stylesheets `files` (in order) to write inline: of each, the rules needed by every
 * page and those of the section types `present` (decision 0248). `partial` names the files of which
 * some rules were left out.
 */
function inlineCss(files: string[], present: ReadonlySet<string> | null): InlineCss {
  const whole: string[] = [];
  const partial: string[] = [];
  const texts = files.map((href) => {
    const file = href.slice(1);
    const text = build.css[file] ?? '';
    const ranges = present && build.ranges[file];
    const kept = ranges ? keepPresent(text, ranges, present) : text;
    (kept.length === text.length ? whole : partial).push(href);
    return kept;
  });
  return { files: whole, partial, text: texts.join('\n') };
}

function computeAssets(page: string, preview: boolean): { assets: PageAssets; typed: string[] } {
  const manifest = build.manifest;
  if (!manifest) {
    // Dev and tests: Vite serves the sources; the stand-alone stylesheets are linked like any other.
    return {
      assets: {
        boot: { bootstrapModules: ['/@vite/client', `/${clientEntry}`] },
        css: [`/${standaloneCss.afterStart}`, `/${standaloneCss.preview}`],
        preload: [],
        inline: null,
      },
      typed: [],
    };
  }
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
  const inline = inlineCss(files, null);
  const typed = new Set(files.flatMap((href) => (build.ranges[href.slice(1)] ?? []).flatMap((r) => r.types)));
  preload.delete(`/${entry.file}`);
  return {
    assets: {
      boot: {
        bootstrapScriptContent: startAfterFirstPaint(`/${entry.file}`, [...preload], [`/${afterStart.file}`]),
      },
      css: files,
      preload: [...preload],
      inline: inline.text.includes('</') ? null : inline,
    },
    typed: [...typed].sort(),
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
