/**
 * The skin emulation's tone (emulation.ts): the skin's median colour, the luma's fine detail that
 * smoothing takes away, and the coarse offsets that even the colour toward the median.
 */
import { hBox, vBox, type Work } from './emulation-work';
import { medianBin } from './histogram';

/** The largest colour change evening may make per channel (0–255). */
const EVEN_CAP = 28;
/** Share of the lightness difference to the median that evening removes (the rest is the face's shape). */
const EVEN_LUMA = 0.25;
/** At full strength, the share of the colour pulled to the median (smoothing and lift: emulation.ts). */
const EVEN_MAX = 0.6;

/** Per-channel median of the skin (mask ≥ ½, every 2nd pixel each way), from 256-bin histograms. */
export function medianSkin(
  src: Uint8ClampedArray,
  mask: Float32Array,
  w: number,
  h: number,
): [number, number, number] {
  const hist = new Uint32Array(768);
  let count = 0;
  for (let y = 0; y < h; y += 2) {
    for (let i = y * w; i < (y + 1) * w; i += 2) {
      if (mask[i]! < 0.5) continue;
      hist[src[i * 4]!]!++;
      hist[256 + src[i * 4 + 1]!]!++;
      hist[512 + src[i * 4 + 2]!]!++;
      count++;
    }
  }
  const med = (c: number): number => medianBin(hist, count, 128, c * 256);
  return count ? [med(0), med(1), med(2)] : [128, 128, 128];
}

/**
 * work.detail = the luma's fine detail: luma minus its ±r box mean (the high-pass that smoothing takes
 * away where it is small). Luma only: skin texture is light and shade; evening handles the colour.
 */
export function fineDetail(work: Work, src: Uint8ClampedArray, w: number, h: number, r: number): void {
  const y = work.detail;
  const n = w * h;
  for (let i = 0; i < n; i++) y[i] = luma(src[i * 4]!, src[i * 4 + 1]!, src[i * 4 + 2]!);
  work.detailPass.set(y.subarray(0, n));
  hBox(work.detailPass, work.line, w, h, 1, r, true);
  vBox(work.detailPass, work.pass, work.acc, w, h, r, true);
  for (let i = 0; i < n; i++) y[i] = y[i]! - work.pass[i]!;
}

/**
 * work.cells = the evening offset of each coarse cell (0.025 face widths): the skin's low-frequency
 * colour (mask-weighted over ±3 cells) moved toward the median skin colour at about the same lightness.
 */
export function evenOffsets(
  work: Work,
  src: Uint8ClampedArray,
  w: number,
  h: number,
  cell: number,
  gw: number,
  gh: number,
  median: readonly [number, number, number],
  even: number,
): void {
  const sums = work.cellSums;
  const out = work.cells;
  sums.fill(0, 0, gw * gh * 4);
  out.fill(0, 0, gw * gh * 4);
  if (even <= 0) return;
  for (let y = 0; y < h; y++) {
    const rowCell = Math.floor(y / cell) * gw;
    for (let x = 0; x < w; x++) {
      const wt = work.mask[y * w + x]!;
      if (wt <= 0) continue;
      const p = (y * w + x) * 4;
      const c = (rowCell + work.xCell[x]!) * 4;
      sums[c] = sums[c]! + src[p]! * wt;
      sums[c + 1] = sums[c + 1]! + src[p + 1]! * wt;
      sums[c + 2] = sums[c + 2]! + src[p + 2]! * wt;
      sums[c + 3] = sums[c + 3]! + wt;
    }
  }
  hBox(sums, work.line, gw, gh, 4, 3, false);
  vBox(sums, work.cellTmp, work.acc, gw * 4, gh, 3, false);
  sums.set(work.cellTmp.subarray(0, gw * gh * 4));
  const lm = luma(median[0], median[1], median[2]);
  for (let q = 0; q < gw * gh * 4; q += 4) {
    const wt = sums[q + 3]!;
    if (wt < 1) continue;
    const low = [sums[q]! / wt, sums[q + 1]! / wt, sums[q + 2]! / wt] as const;
    const ll = luma(low[0], low[1], low[2]);
    const target = (ll + (lm - ll) * EVEN_LUMA) / Math.max(1, lm);
    for (let c = 0; c < 3; c++) {
      const d = EVEN_MAX * even * (median[c]! * target - low[c]!);
      out[q + c] = Math.max(-EVEN_CAP, Math.min(EVEN_CAP, d));
    }
  }
}

/** work.cellRow = the evening offsets of the cells at a fractional cell row gy (between two rows). */
export function rowOffsets(work: Work, gw: number, gh: number, gy: number): void {
  const y = Math.min(gh - 1, Math.max(0, gy));
  const j0 = Math.floor(y);
  const j1 = Math.min(gh - 1, j0 + 1);
  const fy = y - j0;
  const g = work.cells;
  for (let i = 0; i < gw; i++) {
    for (let c = 0; c < 3; c++) {
      work.cellRow[i * 3 + c] = g[(j0 * gw + i) * 4 + c]! * (1 - fy) + g[(j1 * gw + i) * 4 + c]! * fy;
    }
  }
}

/** Rec. 601 luma of 0–255 channels. */
function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
