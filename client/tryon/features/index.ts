/**
 * The registered feature passes (docs/tryon.md "Feature passes", decision 0314): one line a family.
 * A new family is its folder (options.ts, pass.ts) and its line here; a new makeup product is an effect
 * and its line in effects/index.ts EFFECTS, and needs no pass of its own.
 */
import type { Scratch } from '../effects';
import type { HairPass } from '../hair/draw';
import { evidencePass } from './analysis/pass';
import { skinOverlayPass } from './analysis/skin-pass';
import type { FeaturePass } from './core/pass';
import type { HairDyeOptions } from './hair-dye/options';
import { hairDyePass } from './hair-dye/pass';
import { hairStylePass } from './hair-style/pass';
import { makeupPass } from './makeup/pass';
import { reshapePass } from './reshape/pass';
import { skinEmulationPass } from './skin-emulation/pass';
import { trackingPass } from './tracking/pass';
import { transferPass } from './transfer/pass';
import { faceWearPass } from './wear-face/pass';
import { handWearPass } from './wear-hand/pass';

export { Compositor } from './core/compositor';
export { emptyState, type FeaturePass, type FeatureState, type StageFrame } from './core/pass';
export { RESHAPE_PRESET } from './reshape/options';

/** What the passes keep between frames: the effects' canvases, the warp's buffers, the hair found. */
export type PassDeps = {
  scratch: Scratch;
  reshapeScratch: object;
  hair: HairPass;
  /** After each hair or beard region found (the hair indicators are read from it). */
  onHairFound: (o: HairDyeOptions) => void;
};

/** Every family's pass (the compositor sorts them by their order). */
export function featurePasses(deps: PassDeps): FeaturePass[] {
  return [
    reshapePass(deps.reshapeScratch),
    skinEmulationPass(deps.scratch),
    transferPass(deps.scratch),
    makeupPass(deps.scratch),
    hairStylePass,
    hairDyePass(deps.hair, deps.onHairFound),
    faceWearPass,
    handWearPass,
    trackingPass,
    evidencePass,
    skinOverlayPass,
  ];
}
