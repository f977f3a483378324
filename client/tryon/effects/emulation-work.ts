/**
 * The skin emulation's work buffers (emulation.ts): planes grown once per scratch when a region needs
 * more (no allocation per frame otherwise), and the separable box sums the mask and the tone use.
 */
import type { Scratch } from './scratch';

/** Work buffers of one Scratch, grown when a region needs more (no allocation per frame otherwise). */
export type Work = {
  /** The skin mask (0..1), a second plane (the cuts) and a plane for blur passes. */
  mask: Float32Array;
  plane: Float32Array;
  pass: Float32Array;
  /** The luma's fine detail (luma − its small box mean), and a plane for its passes. */
  detail: Float32Array;
  detailPass: Float32Array;
  /** One row of samples, and running sums across a row (double: no drift). */
  line: Float32Array;
  acc: Float64Array;
  /** Coarse cells: colour sums, a pass between, the evening offsets; one row of offsets. */
  cellSums: Float32Array;
  cellTmp: Float32Array;
  cells: Float32Array;
  cellRow: Float32Array;
  /** Per pixel column: its coarse cell, and the left cell and weight of the cell-centre interpolation. */
  xCell: Int32Array;
  xLeft: Int32Array;
  xFrac: Float32Array;
  /** The two ratio layers' pixels (capacity-sized; put with a dirty rectangle). */
  mul: ImageData | null;
  scr: ImageData | null;
};

const WORK = new WeakMap<Scratch, Work>();

/** The work buffers of a scratch for a w×h region with gw×gh coarse cells. */
export function workFor(s: Scratch, w: number, h: number, gw: number, gh: number): Work {
  const none = new Float32Array(0);
  const k: Work = WORK.get(s) ?? {
    mask: none,
    plane: none,
    pass: none,
    detail: none,
    detailPass: none,
    line: none,
    acc: new Float64Array(0),
    cellSums: none,
    cellTmp: none,
    cells: none,
    cellRow: none,
    xCell: new Int32Array(0),
    xLeft: new Int32Array(0),
    xFrac: none,
    mul: null,
    scr: null,
  };
  WORK.set(s, k);
  const n = w * h;
  if (k.mask.length < n) {
    k.mask = new Float32Array(n);
    k.plane = new Float32Array(n);
    k.pass = new Float32Array(n);
    k.detail = new Float32Array(n);
    k.detailPass = new Float32Array(n);
  }
  const row = Math.max(w, gw) * 4;
  if (k.line.length < row) {
    k.line = new Float32Array(row);
    k.acc = new Float64Array(row);
    k.xCell = new Int32Array(row);
    k.xLeft = new Int32Array(row);
    k.xFrac = new Float32Array(row);
  }
  if (k.cells.length < gw * gh * 4) {
    k.cellSums = new Float32Array(gw * gh * 4);
    k.cellTmp = new Float32Array(gw * gh * 4);
    k.cells = new Float32Array(gw * gh * 4);
  }
  if (k.cellRow.length < gw * 3) k.cellRow = new Float32Array(gw * 3);
  if (!k.mul || !k.scr || k.mul.width < w || k.mul.height < h) {
    const cw = Math.ceil(w / 32) * 32;
    const ch = Math.ceil(h / 32) * 32;
    k.mul = s.paint.ctx.createImageData(cw, ch);
    k.scr = s.paint.ctx.createImageData(cw, ch);
  }
  return k;
}

/**
 * In place along each row: ±R box sums (or means, `mean`) of interleaved samples with ch channels;
 * at the ends, means of what is inside.
 */
export function hBox(
  buf: Float32Array,
  line: Float32Array,
  w: number,
  h: number,
  ch: number,
  R: number,
  mean: boolean,
): void {
  const len = w * ch;
  for (let y = 0; y < h; y++) {
    const base = y * len;
    for (let i = 0; i < len; i++) line[i] = buf[base + i]!;
    for (let c = 0; c < ch; c++) {
      let acc = 0;
      for (let x = 0; x < Math.min(w, R); x++) acc += line[x * ch + c]!;
      for (let x = 0; x < w; x++) {
        if (x + R < w) acc += line[(x + R) * ch + c]!;
        if (x > R) acc -= line[(x - R - 1) * ch + c]!;
        buf[base + x * ch + c] = mean ? acc / (Math.min(w - 1, x + R) - Math.max(0, x - R) + 1) : acc;
      }
    }
  }
}

/** ±R box sums (or means) down the columns of rows `len` values long, from buf into out (row by row). */
export function vBox(
  buf: Float32Array,
  out: Float32Array,
  acc: Float64Array,
  len: number,
  h: number,
  R: number,
  mean: boolean,
): void {
  acc.fill(0, 0, len);
  for (let y = 0; y < Math.min(h, R); y++) for (let i = 0; i < len; i++) acc[i]! += buf[y * len + i]!;
  for (let y = 0; y < h; y++) {
    if (y + R < h) for (let i = 0, b = (y + R) * len; i < len; i++) acc[i]! += buf[b + i]!;
    if (y > R) for (let i = 0, b = (y - R - 1) * len; i < len; i++) acc[i]! -= buf[b + i]!;
    const k = mean ? 1 / (Math.min(h - 1, y + R) - Math.max(0, y - R) + 1) : 1;
    for (let i = 0, o = y * len; i < len; i++) out[o + i] = acc[i]! * k;
  }
}
