import { FRAME_MENUS_KEY, type FrameMenuData } from '../../../shared/menus';
import { Deferred } from '../../app/deferred';

/**
 * The frame's CMS data is read by several menu slots; this one boundary streams its value to the
 * browser once (decision 0087), so every slot hydrates from the same data.
 */
export function MenuDataScript({ menus }: { menus: PromiseLike<FrameMenuData | null> | undefined }) {
  return (
    <Deferred name={FRAME_MENUS_KEY} value={menus} fallback={null}>
      {() => null}
    </Deferred>
  );
}
