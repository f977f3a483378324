/**
 * The global the viewer bundle (viewer.js) defines for the shell (sdk.ts), as the stage bundle defines
 * STAGE_GLOBAL. Kept apart so the shell names it without pulling in three.js.
 */
export const VIEWER_GLOBAL = '__tryOnViewer';
