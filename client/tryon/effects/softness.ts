/**
 * How soft the picture is around a feature (docs/tryon.md "Eyes"): fine drawn detail — lash strands,
 * liner edges — is blurred to the picture's own sharpness, so that it looks photographed with the face
 * instead of drawn over it (crisp 1 px strokes on an enlarged, soft portrait read as vector art).
 *
 * The estimate is the width of the region's strongest edges: a blurred step of height H has a steepest
 * gradient of about H / (σ·√(2π)), so σ ≈ contrast / (2.5 · steepest gradient), with the contrast and
 * the gradient taken as high percentiles (a few noisy pixels do not decide it). Pure on the pixels.
 */
import { percentile } from './histogram';

/** Histogram bins per luminance level for the gradients (their percentiles to a quarter level). */
const GRAD_BINS_PER_LEVEL = 4;
const GRAD_LEVELS = 256;

/**
 * σ in pixels of the picture's blur inside an RGBA block, clamped to [min, max]. The percentiles come
 * from histograms (luminance to a level, gradients to a quarter level), not sorts: one linear pass.
 */
export function edgeSoftness(data: Uint8ClampedArray, w: number, h: number, min = 0.3, max = 2.2): number {
  if (w < 4 || h < 4) return min;
  const lum = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    lum[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  }
  const values = new Uint32Array(256);
  const grads = new Uint32Array(GRAD_LEVELS * GRAD_BINS_PER_LEVEL);
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = (lum[i + 1]! - lum[i - 1]!) / 2;
      const gy = (lum[i + w]! - lum[i - w]!) / 2;
      grads[Math.min(grads.length - 1, Math.round(Math.hypot(gx, gy) * GRAD_BINS_PER_LEVEL))]!++;
      values[Math.min(255, Math.round(lum[i]!))]!++;
      n++;
    }
  }
  const contrast = percentile(values, n, 0.97, 1) - percentile(values, n, 0.03, 1);
  const steepest = percentile(grads, n, 0.985, GRAD_BINS_PER_LEVEL);
  if (!(steepest > 1) || contrast < 12) return min;
  return Math.min(max, Math.max(min, contrast / (2.5 * steepest)));
}
