/**
 * Messages between the module's shell (main thread) and its engine worker (docs/tryon.md "Engine").
 * Landmarks travel as one Float32Array per face: x, y in pixels of the frame sent, z in the same scale.
 */

export type ToEngine =
  | { type: 'detect'; id: number; bitmap: ImageBitmap; still: boolean }
  /** A new source (photo, sample, camera): forget the tracked face. */
  | { type: 'reset' };

export type EngineErrorCode = 'webgl' | 'engine';

export type FromEngine =
  | { type: 'ready'; ms: number }
  | { type: 'faces'; id: number; faces: Float32Array[]; ms: number }
  | { type: 'error'; code: EngineErrorCode; message: string };

/** Points per face: 468 mesh points and 10 iris points (refined landmarks). */
export const POINTS = 478;

/** The global the stage bundle (stage.js: session, engine client, effects, analyses) defines for the shell. */
export const STAGE_GLOBAL = '__tryOnStage';
