/**
 * The feature-pass tests' shared frames and states: the stored engine landmarks of the sample photo
 * (tests/fixtures/astronaut-landmarks.json) and of a hand, on a canvas of their size (never drawn on).
 */
import type { Scratch } from '../../../../../client/tryon/effects';
import {
  emptyState,
  type FeatureState,
  featurePasses,
  type StageFrame,
} from '../../../../../client/tryon/features';
import type { HairPass } from '../../../../../client/tryon/hair/draw';
import type { Landmarks, Pt } from '../../../../../client/tryon/types';
import face from '../../../../fixtures/astronaut-landmarks.json';
import hand from '../../../../fixtures/hand-landmarks.json';

export const LM: Landmarks = face.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
export const HAND: Pt[] = hand.points.map(([x, y]) => ({ x: x!, y: y!, z: 0 }));

const canvas = (width: number, height: number) => ({ width, height }) as HTMLCanvasElement;

/** The sample photo's frame with its face; `mask: true` adds a (stand-in) person mask. */
export function faceFrame(options: { mask?: boolean } = {}): StageFrame {
  return {
    canvas: canvas(face.width, face.height),
    lm: LM,
    hands: [],
    ...(options.mask ? { mask: {} as ImageBitmap } : {}),
  };
}

/** A frame with nothing found on it. */
export const emptyFrame = (): StageFrame => ({
  canvas: canvas(face.width, face.height),
  lm: null,
  hands: [],
});

/** The hand fixture's frame, as the hand engine hands it over (no face). */
export const handFrame = (): StageFrame => ({
  canvas: canvas(hand.width, hand.height),
  lm: null,
  hands: [{ lm: HAND, label: hand.label }],
});

/** emptyState() with some families' options set. */
export const stateWith = (over: Partial<FeatureState>): FeatureState => ({ ...emptyState(), ...over });

/** The registered passes, with stand-ins for what only drawing uses. */
export const registered = () =>
  featurePasses({
    scratch: {} as Scratch,
    reshapeScratch: {},
    hair: {} as HairPass,
    onHairFound: () => undefined,
  });

/** The registered pass with this id. */
export function passOf(id: string) {
  const pass = registered().find((p) => p.id === id);
  if (!pass) throw new Error(`no pass ${id}`);
  return pass;
}

/** A lipstick and a foundation, as the catalogue's products. */
export const LIPSTICK = { type: 'lipstick', color: '#b0173a', finish: 'matte' } as const;
export const FOUNDATION = { type: 'foundation', color: '#d9a88a' } as const;
