/**
 * Hair colour, beard dye and the hair indicators' options (docs/tryon-hair.md): where to look (hair or
 * beard), what to paint there (the dye, or the read region's light tint) and whether to read it.
 */
import type { Dye } from '../../hair/draw';
import type { FeatureState } from '../core/pass';

export type HairDyeOptions = { target: Dye['target']; paint: Dye; read: boolean };

/** How the read region is shown on the stage (the indicators without a dye). */
export const READ_TINT: Dye = { target: 'hair', color: '#2fb7e8', intensity: 0.45 };

export function hairDyeOptions(state: Readonly<FeatureState>): HairDyeOptions | null {
  const { dye, hairRead } = state;
  if (!dye && !hairRead) return null;
  return { target: dye?.target ?? 'hair', paint: dye ?? READ_TINT, read: hairRead };
}
