import { pageSource } from '../../client/pages/registry';
import { typedRanges } from '../../shared/section-css';
import { setClientBuild } from '../../worker/render/assets';

/** The sections chunk's stylesheet in the stand-in build, and the entry's. */
export const SECTIONS_CSS_FILE = 'assets/sections.css';
export const ENTRY_CSS = 'body{margin:0}';

/**
 * Gives the worker a client build like a deployed one (decision 0248): the entry's CSS, and one
 * sections chunk — whose stylesheet is `sectionsCss`, split by section type — imported by each of
 * `pages`. Undo with `clearSectionsBuild` after the file's tests.
 */
export function setSectionsBuild(sectionsCss: string, pages: readonly string[]): void {
  const chunk = (name: string) => ({
    file: `assets/${name}.js`,
    isDynamicEntry: true,
    imports: ['client/entry.tsx', '_sections.js'],
  });
  setClientBuild({
    manifest: {
      'client/entry.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'] },
      'client/after-start.css': { file: 'assets/after-start.css', isEntry: true },
      'client/components/preview-banner.css': { file: 'assets/preview.css', isEntry: true },
      '_sections.js': { file: 'assets/sections.js', css: [SECTIONS_CSS_FILE] },
      ...Object.fromEntries(pages.map((p) => [pageSource(p), chunk(p)])),
    },
    css: {
      'assets/entry.css': ENTRY_CSS,
      [SECTIONS_CSS_FILE]: sectionsCss,
      'assets/preview.css': '.preview{}',
    },
    ranges: { [SECTIONS_CSS_FILE]: typedRanges(sectionsCss) },
  });
}

export function clearSectionsBuild(): void {
  setClientBuild({ manifest: null, css: {}, ranges: {} });
}
