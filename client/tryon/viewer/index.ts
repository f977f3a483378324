import type { Translate } from '../i18n';
import { VIEWER_GLOBAL } from './global';
import { type Emit, Viewer, type ViewerHandle, type ViewerOptions } from './viewer';

/**
 * The 3D viewer bundle (docs/tryon-viewer.md): viewer.js in the module folder, loaded by the shell only
 * when a page opens the module with `featureKey: 'pbrviewer'` — three.js (tree-shaken) comes with it.
 */
export type ViewerBundle = {
  open(args: { t: Translate; base: string; emit: Emit; options: ViewerOptions }): ViewerHandle;
};

const bundle: ViewerBundle = {
  open: ({ t, base, emit, options }) => new Viewer(t, base, emit, options),
};

(window as unknown as Record<string, ViewerBundle>)[VIEWER_GLOBAL] = bundle;

export type { ViewerHandle, ViewerOptions };
