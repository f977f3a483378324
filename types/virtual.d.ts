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
  /** The text of each built stylesheet by file name (empty in dev and tests). */
  export const clientCss: Record<string, string>;
}
