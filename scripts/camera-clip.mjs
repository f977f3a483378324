import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The clips Chromium's fake camera plays in the try-on journeys and benchmark (docs/tryon.md "Tests"):
 * a committed sample, framed at 640×480 with a slow drift so the tracker sees motion, 3 s at 15 fps, as
 * raw .y4m (the format Chromium reads). ffmpeg from Debian. Made again only when the sample is newer.
 * - the face: the public-domain portrait, cropped 256×192 around the face (near 225, 140), ×2.5;
 * - the hand (docs/tryon-wear.md): the illustrated hand as drawn, drifting a few pixels.
 */
export const SAMPLE_PHOTO = path.resolve('client/tryon/assets/sample-astronaut.png');
export const FAKE_CAMERA = path.resolve('node_modules/.cache/tryon/astronaut.y4m');
export const SAMPLE_HAND = path.resolve('client/tryon/assets/sample-hand.png');
export const FAKE_HAND_CAMERA = path.resolve('node_modules/.cache/tryon/hand.y4m');

const CLIPS = {
  face: { photo: SAMPLE_PHOTO, out: FAKE_CAMERA, filter: 'crop=256:192:97+6*sin(t*2):44,scale=640:480' },
  hand: {
    photo: SAMPLE_HAND,
    out: FAKE_HAND_CAMERA,
    filter: 'pad=656:480:8:0:0xb3bfca,crop=640:480:8+6*sin(t*2):0',
  },
};

export function makeCameraClip(which = 'face') {
  const { photo, out, filter } = CLIPS[which];
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs > fs.statSync(photo).mtimeMs) return out;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const args = ['-loglevel', 'error', '-y', '-loop', '1', '-i', photo, '-vf', `${filter},format=yuv420p`];
  execFileSync('ffmpeg', [...args, '-r', '15', '-t', '3', out], { stdio: 'inherit' });
  return out;
}
