/**
 * How the skin marks read as a dermatologist's sketch rather than a grid (issue 37 review: "lines clumpy
 * dashes, redness blocky"): the line detector's per-cell dashes joined into curves, and the redness
 * cells drawn as one soft wash. Pure drawing helpers of the skin-marks pass (skin-overlay.ts).
 */
import type { HeatMark, LineMark } from '../../analysis/skin-marks';

type Node = { x: number; y: number; tx: number; ty: number; half: number; w: number };

const nodeOf = (l: LineMark): Node => {
  const dx = l.x1 - l.x0;
  const dy = l.y1 - l.y0;
  const len = Math.hypot(dx, dy) || 1;
  return { x: (l.x0 + l.x1) / 2, y: (l.y0 + l.y1) / 2, tx: dx / len, ty: dy / len, half: len / 2, w: l.w };
};

/** Two dashes belong to one line when they touch end to end and run the same way. */
function joined(a: Node, b: Node): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > 1.8 * (a.half + b.half)) return false;
  const along = Math.abs((dx * a.tx + dy * a.ty) / d);
  return Math.abs(a.tx * b.tx + a.ty * b.ty) > 0.75 && along > 0.6;
}

/**
 * The dashes grouped into lines (union of touching, aligned dashes), each line's points ordered along
 * its own direction: a polyline per wrinkle, longest first. A lone dash stays a line of one.
 */
export function chainLines(lines: readonly LineMark[]): { pts: { x: number; y: number }[]; w: number }[] {
  const nodes = lines.map(nodeOf);
  const parent = nodes.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    return r;
  };
  for (let i = 0; i < nodes.length; i++)
    for (let j = i + 1; j < nodes.length; j++) if (joined(nodes[i]!, nodes[j]!)) parent[root(i)] = root(j);
  const groups = new Map<number, Node[]>();
  nodes.forEach((n, i) => {
    const g = groups.get(root(i)) ?? [];
    g.push(n);
    groups.set(root(i), g);
  });
  return [...groups.values()]
    .map((g) => {
      // The group's direction: its dashes' directions with one sign, summed.
      let tx = 0;
      let ty = 0;
      for (const n of g) {
        const s = n.tx * g[0]!.tx + n.ty * g[0]!.ty >= 0 ? 1 : -1;
        tx += s * n.tx;
        ty += s * n.ty;
      }
      const len = Math.hypot(tx, ty) || 1;
      const ux = tx / len;
      const uy = ty / len;
      // The line's centre: the dashes averaged in slices one cell long along it (a valley two cells
      // wide gives two dashes side by side; drawn in turn they zig-zag).
      const along = (n: Node) => n.x * ux + n.y * uy;
      const t0 = Math.min(...g.map(along));
      const slice = 1.1 * g[0]!.half;
      const bins = new Map<number, { x: number; y: number; n: number }>();
      for (const n of g) {
        const b = Math.floor((along(n) - t0) / slice);
        const acc = bins.get(b) ?? { x: 0, y: 0, n: 0 };
        acc.x += n.x;
        acc.y += n.y;
        acc.n++;
        bins.set(b, acc);
      }
      const centres = [...bins.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, v]) => ({ x: v.x / v.n, y: v.y / v.n }));
      const first = centres[0]!;
      const last = centres.at(-1)!;
      const half = g[0]!.half;
      // The ends reach half a dash past the first and last centres, as the dashes did.
      const pts = [
        { x: first.x - ux * half, y: first.y - uy * half },
        ...centres,
        { x: last.x + ux * half, y: last.y + uy * half },
      ];
      return { pts, w: Math.max(...g.map((n) => n.w)) };
    })
    .sort((p, q) => q.pts.length - p.pts.length);
}

/** A smooth path through the points: quadratic curves between their midpoints. */
export function traceCurve(ctx: CanvasRenderingContext2D, pts: readonly { x: number; y: number }[]): void {
  const [p0, ...rest] = pts;
  if (!p0 || rest.length === 0) return;
  ctx.moveTo(p0.x, p0.y);
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i]!;
    const q = rest[i + 1]!;
    ctx.quadraticCurveTo(p.x, p.y, (p.x + q.x) / 2, (p.y + q.y) / 2);
  }
  const end = rest.at(-1)!;
  ctx.lineTo(end.x, end.y);
}

let wash: HTMLCanvasElement | OffscreenCanvas | null = null;

/**
 * The redness cells as one soft wash: a picture of one pixel per cell, scaled up with smoothing, so
 * neighbouring cells blend and a lone cell fades out round its centre (no squares).
 */
export function drawWash(ctx: CanvasRenderingContext2D, cells: readonly HeatMark[], rgb: string): void {
  const h = cells[0]?.h;
  if (!h) return;
  const size = 2 * h;
  const W = Math.ceil(ctx.canvas.width / size) + 1;
  const H = Math.ceil(ctx.canvas.height / size) + 1;
  wash ??=
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(W, H) : document.createElement('canvas');
  if (wash.width !== W || wash.height !== H) Object.assign(wash, { width: W, height: H });
  const small = wash.getContext('2d') as CanvasRenderingContext2D | null;
  if (!small) return;
  const img = small.createImageData(W, H);
  const [r, g, b] = rgb.split(',').map((v) => Number(v));
  for (const c of cells) {
    const i = Math.floor(c.x / size);
    const j = Math.floor(c.y / size);
    if (i < 0 || j < 0 || i >= W || j >= H) continue;
    const k = 4 * (j * W + i);
    img.data[k] = r!;
    img.data[k + 1] = g!;
    img.data[k + 2] = b!;
    img.data[k + 3] = Math.round(255 * (0.14 + 0.36 * c.v));
  }
  small.putImageData(img, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  // Pixel i's centre lands on the centre of cell i.
  ctx.drawImage(wash as CanvasImageSource, 0, 0, W * size, H * size);
  ctx.restore();
}
