declare module 'virtual:client-assets' {
  export type ManifestChunk = {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  };
  /** null in dev and tests: the source entry is served by Vite. */
  export const clientManifest: Record<string, ManifestChunk> | null;
  export const clientEntry: string;
  /** The embedded try-on module's shell: `/tryon/<hash>/sdk.js` in a build, `/tryon/dev/sdk.js` in dev. */
  export const tryOnModule: string;
  /**
   * Source paths (manifest keys in a build, served by Vite in dev) of the stylesheets built on their
   * own (decision 0241): the after-start CSS, never inlined, which the bootstrap links when the client
   * starts; the preview banner's, inlined only into responses that show the banner.
   */
  export const standaloneCss: { afterStart: string; preview: string };
  /** The text of each built stylesheet by file name (empty in dev and tests). */
  export const clientCss: Record<string, string>;
  /**
   * Per page-chunk stylesheet (by file name, as in clientCss): the stretches of its text that only pages
   * with a CMS section of given types need (decision 0248). Empty in dev and tests.
   */
  export const clientCssRanges: Record<string, { from: number; to: number; types: string[] }[]>;
  /** Dev and tests: every locale file by language and namespace; null in a build (see localeFiles). */
  export const bundledLocales: Record<string, Record<string, Record<string, unknown>>> | null;
  /** Build: each language's translations as one static asset (`/assets/i18n-<lang>-<hash>.json`). */
  export const localeFiles: Record<string, string>;
  /**
   * Each language's namespaces one file each, which the browser fetches to complete what a page sent
   * (decision 0240): `/assets/i18n-<lang>-<ns>-<hash>.json` in a build, the source files in dev.
   */
  export const namespaceFiles: Record<string, Record<string, string>>;
  /** Names the build (client files, CSS, translations): part of the edge HTML cache key. */
  export const buildId: string;
}

declare module 'virtual:d1-migrations' {
  /** File names of worker/origin/migrations/*.sql, sorted: what d1_migrations must list. */
  export const migrationNames: string[];
}

declare module 'virtual:content-files' {
  /** content/ as the seed generator reads it (vitest.worker.config.ts): path under content/ → its JSON. */
  const files: Readonly<Record<string, unknown>>;
  export default files;
}
