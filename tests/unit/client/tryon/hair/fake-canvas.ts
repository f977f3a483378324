/**
 * A stand-in for Canvas 2D for the hairstyle and beard tests (styles.test.ts): it records the calls and
 * rasterizes what would be painted onto a coverage grid (one cell a pixel) — fills by their winding
 * rule, strokes by their width, both through the current transform and clip — so a test can ask where
 * paint lands, not only which boxes it touches. Anything drawn with an alpha above zero counts.
 * Test-only: nothing in the module imports it.
 */
import type { Pt } from '../../../../../client/tryon/types';

type Sub = { pts: Pt[]; closed: boolean };
type State = {
  m: number[];
  clip: Uint8Array | null;
  alpha: number;
  fill: unknown;
  stroke: unknown;
  width: number;
};

const transparent = (style: unknown): boolean =>
  typeof style === 'string' && /^rgba\(.*,\s*0(\.0+)?\)$/.test(style.replace(/\s/g, ''));

export function fakeCanvas(W: number, H: number) {
  const cover = new Uint8Array(W * H);
  const calls: string[] = [];
  const stack: State[] = [];
  let st: State = { m: [1, 0, 0, 1, 0, 0], clip: null, alpha: 1, fill: '#000', stroke: '#000', width: 1 };
  let path: Sub[] = [];
  const apply = (x: number, y: number): Pt => {
    const [a, b, c, d, e, f] = st.m as [number, number, number, number, number, number];
    return { x: a * x + c * y + e, y: b * x + d * y + f };
  };
  const mul = (a: number, b: number, c: number, d: number, e: number, f: number): void => {
    const [p, q, r, s, t, u] = st.m as [number, number, number, number, number, number];
    st.m = [p * a + r * b, q * a + s * b, p * c + r * d, q * c + s * d, p * e + r * f + t, q * e + s * f + u];
  };
  const last = (): Pt => {
    const sub = path[path.length - 1];
    return sub?.pts[sub.pts.length - 1] ?? { x: 0, y: 0 };
  };
  const push = (p: Pt): void => {
    if (!path.length) path.push({ pts: [], closed: false });
    path[path.length - 1]!.pts.push(p);
  };
  /** Cells inside the current path (nonzero or evenodd), as a mask. */
  const inside = (rule: string): Uint8Array => {
    const mask = new Uint8Array(W * H);
    const edges: [Pt, Pt][] = [];
    for (const s of path)
      for (let i = 0; i < s.pts.length; i++) edges.push([s.pts[i]!, s.pts[(i + 1) % s.pts.length]!]);
    const ys = edges.flatMap(([a, b]) => [a.y, b.y]);
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(...ys)));
    for (let y = y0; y <= y1; y++) {
      const cy = y + 0.5;
      const xs: [number, number][] = [];
      for (const [a, b] of edges)
        if (a.y > cy !== b.y > cy)
          xs.push([a.x + ((cy - a.y) * (b.x - a.x)) / (b.y - a.y), b.y > a.y ? 1 : -1]);
      xs.sort((p, q) => p[0] - q[0]);
      let wind = 0;
      for (let i = 0; i < xs.length - 1; i++) {
        wind += xs[i]![1];
        const on = rule === 'evenodd' ? (i + 1) % 2 === 1 : wind !== 0;
        if (!on) continue;
        for (let x = Math.max(0, Math.ceil(xs[i]![0] - 0.5)); x < Math.min(W, xs[i + 1]![0] - 0.5); x++)
          mask[y * W + x] = 1;
      }
    }
    return mask;
  };
  const visible = (style: unknown): boolean => st.alpha > 0 && !transparent(style);
  const mark = (i: number): void => {
    if (!st.clip || st.clip[i]) cover[i] = 1;
  };
  const segment = (a: Pt, b: Pt, hw: number): void => {
    const [x0, x1] = [
      Math.max(0, Math.floor(Math.min(a.x, b.x) - hw)),
      Math.min(W - 1, Math.ceil(Math.max(a.x, b.x) + hw)),
    ];
    const [y0, y1] = [
      Math.max(0, Math.floor(Math.min(a.y, b.y) - hw)),
      Math.min(H - 1, Math.ceil(Math.max(a.y, b.y) + hw)),
    ];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const l2 = dx * dx + dy * dy || 1;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const t = Math.max(0, Math.min(1, ((x + 0.5 - a.x) * dx + (y + 0.5 - a.y) * dy) / l2));
        if (Math.hypot(a.x + t * dx - x - 0.5, a.y + t * dy - y - 0.5) <= hw) mark(y * W + x);
      }
  };
  const curve = (n: number, at: (t: number) => Pt): void => {
    for (let i = 1; i <= n; i++) push(at(i / n));
  };
  const methods: Record<string, (...a: never[]) => unknown> = {
    save: () => stack.push({ ...st, m: [...st.m] }),
    restore: () => {
      st = stack.pop() ?? st;
    },
    translate: (x: number, y: number) => mul(1, 0, 0, 1, x, y),
    rotate: (t: number) => mul(Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0),
    scale: (x: number, y: number) => mul(x, 0, 0, y, 0, 0),
    beginPath: () => {
      path = [];
    },
    moveTo: (x: number, y: number) => path.push({ pts: [apply(x, y)], closed: false }),
    lineTo: (x: number, y: number) => push(apply(x, y)),
    closePath: () => {
      if (path.length) path[path.length - 1]!.closed = true;
    },
    rect: (x: number, y: number, w: number, h: number) =>
      path.push({ pts: [apply(x, y), apply(x + w, y), apply(x + w, y + h), apply(x, y + h)], closed: true }),
    quadraticCurveTo: (cx: number, cy: number, x: number, y: number) => {
      const [p0, c, p] = [last(), apply(cx, cy), apply(x, y)];
      curve(8, (t) => ({
        x: (1 - t) ** 2 * p0.x + 2 * (1 - t) * t * c.x + t * t * p.x,
        y: (1 - t) ** 2 * p0.y + 2 * (1 - t) * t * c.y + t * t * p.y,
      }));
    },
    ellipse: (x: number, y: number, rx: number, ry: number, rot: number, a0: number, a1: number) =>
      curve(32, (t) => {
        const a = a0 + (a1 - a0) * t;
        const [ex, ey] = [rx * Math.cos(a), ry * Math.sin(a)];
        return apply(
          x + ex * Math.cos(rot) - ey * Math.sin(rot),
          y + ex * Math.sin(rot) + ey * Math.cos(rot),
        );
      }),
    arc: (x: number, y: number, r: number, a0: number, a1: number) =>
      methods.ellipse!(...([x, y, r, r, 0, a0, a1] as never[])),
    fill: (rule = 'nonzero') => {
      if (!visible(st.fill)) return;
      const m = inside(rule);
      for (let i = 0; i < m.length; i++) if (m[i]) mark(i);
    },
    stroke: () => {
      if (!visible(st.stroke)) return;
      const hw = (st.width * Math.sqrt(Math.abs(st.m[0]! * st.m[3]! - st.m[1]! * st.m[2]!))) / 2 + 0.5;
      for (const s of path) {
        const n = s.closed ? s.pts.length : s.pts.length - 1;
        for (let i = 0; i < n; i++) segment(s.pts[i]!, s.pts[(i + 1) % s.pts.length]!, hw);
      }
    },
    clip: (rule = 'nonzero') => {
      const m = inside(rule);
      if (st.clip) for (let i = 0; i < m.length; i++) m[i] = m[i]! & st.clip[i]!;
      st.clip = m;
    },
    fillRect: (x: number, y: number, w: number, h: number) => {
      const saved = path;
      path = [];
      methods.rect!(...([x, y, w, h] as never[]));
      methods.fill!();
      path = saved;
    },
    setLineDash: () => {},
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
  };
  const props: Record<string, unknown> = {};
  const ctx = new Proxy(props, {
    get(target, key: string) {
      const fn = methods[key];
      if (fn)
        return (...args: never[]) => {
          calls.push(key);
          return fn(...args);
        };
      if (key === 'globalAlpha') return st.alpha;
      return target[key];
    },
    set(target, key: string, value) {
      if (key === 'globalAlpha') st.alpha = value;
      else if (key === 'fillStyle') st.fill = value;
      else if (key === 'strokeStyle') st.stroke = value;
      else if (key === 'lineWidth') st.width = value;
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  const covered = (p: Pt): boolean => {
    const [x, y] = [Math.floor(p.x), Math.floor(p.y)];
    return x >= 0 && y >= 0 && x < W && y < H && cover[y * W + x] === 1;
  };
  /** The covered cells' centres. */
  const cells = (): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i < cover.length; i++)
      if (cover[i]) out.push({ x: (i % W) + 0.5, y: Math.floor(i / W) + 0.5 });
    return out;
  };
  return { ctx, calls, covered, cells, depth: () => stack.length, matrix: () => st.m };
}
