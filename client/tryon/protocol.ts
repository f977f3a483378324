/**
 * Messages between the module's shell (main thread) and its engine workers (docs/tryon.md "Engine").
 * One worker per model: the face mesh (every face feature) and the hand landmarks (hand features, loaded
 * only when one opens). Landmarks travel as one Float32Array per face or hand: x, y in pixels of the frame
 * sent, z in the same scale.
 */

/** The models the module runs, each in its own worker: face and hand landmarks, the person mask. */
export type Model = 'face' | 'hands' | 'segment';

export type ToEngine =
  | { type: 'detect'; id: number; bitmap: ImageBitmap; still: boolean }
  /** A new source (photo, sample, camera): forget the tracked face or hand. */
  | { type: 'reset' };

export type EngineErrorCode = 'webgl' | 'engine';

export type FromEngine =
  | { type: 'ready'; ms: number }
  /**
   * Each item's landmarks; for hands, each one's handedness ('Left'/'Right', as if the frame were
   * mirrored) and the engine's confidence in it (0..1); empty for faces.
   */
  | {
      type: 'found';
      id: number;
      items: Float32Array[];
      labels: string[];
      scores: number[];
      /** The person mask (segment model): the frame's size, the person's probability in red. */
      mask?: ImageBitmap;
      ms: number;
    }
  | { type: 'error'; code: EngineErrorCode; message: string };

/**
 * Points per item: a face has 468 mesh points and 10 iris points (refined landmarks); a hand 21
 * (wrist 0; thumb 1–4; index 5–8; middle 9–12; ring 13–16; pinky 17–20 — each finger base to tip).
 */
export const POINTS: Readonly<Record<Model, number>> = { face: 478, hands: 21, segment: 0 };

/** The global the stage bundle (stage.js: session, engine client, effects, analyses) defines for the shell. */
export const STAGE_GLOBAL = '__tryOnStage';
