import { makeCameraClip } from '../../scripts/camera-clip.mjs';

/** Playwright's global set-up: the fake camera's clip (scripts/camera-clip.mjs, docs/tryon.md "Tests"). */
export default function setUp(): void {
  makeCameraClip();
}
