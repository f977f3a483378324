import { pageSource } from '../../client/pages/registry';
import { typedRanges } from '../../shared/section-css';
import type { ClientBuild } from '../../worker/render/assets';

/** The sections chunk's stylesheet in {@link sectionsBuild}. */
export const SECTIONS_CSS_FILE = 'assets/sections.css';
/** The entry's stylesheet in {@link sectionsBuild}. */
export const ENTRY_CSS = 'body{margin:0}';

/**
 * A client build shaped like a deployed worker's (decision 0248), for `setClientBuild`: the entry and
 * its CSS, the stand-alone stylesheets, and a chunk each of `pages` imports whose stylesheet is
 * `sectionsCss` with its typed ranges.
 */
export function sectionsBuild(pages: readonly string[], sectionsCss: string): ClientBuild {
  const chunk = (name: string) => ({
    file: `assets/${name}.js`,
    isDynamicEntry: true,
    imports: ['client/entry.tsx', '_sections.js'],
  });
  return {
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
  };
}
