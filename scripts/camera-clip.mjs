import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The clip Chromium's fake camera plays in the try-on journeys and benchmark (docs/tryon.md "Tests"):
 * the committed public-domain sample photo, framed on the face at 640×480 with a slow drift so the
 * tracker sees motion, 3 s at 15 fps, as raw .y4m (the format Chromium reads). ffmpeg from Debian.
 * Made again only when the photo is newer than the clip.
 */
export const SAMPLE_PHOTO = path.resolve('client/tryon/assets/sample-astronaut.png');
export const FAKE_CAMERA = path.resolve('node_modules/.cache/tryon/astronaut.y4m');

export function makeCameraClip(out = FAKE_CAMERA) {
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs > fs.statSync(SAMPLE_PHOTO).mtimeMs) return out;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // The face sits around (225, 140) in the 512² photo: crop 256×192 around it, scale ×2.5.
  const filter = 'crop=256:192:97+6*sin(t*2):44,scale=640:480,format=yuv420p';
  const args = ['-loglevel', 'error', '-y', '-loop', '1', '-i', SAMPLE_PHOTO, '-vf', filter];
  execFileSync('ffmpeg', [...args, '-r', '15', '-t', '3', out], { stdio: 'inherit' });
  return out;
}
