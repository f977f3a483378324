/**
 * The four beard styles of styles.ts, each a band between an upper edge (the cheek line, the skin under
 * the nose) and a lower one (the jaw, the chin, the upper lip) in the head's frame (styles-frame.ts),
 * soft at the cheeks, with short hairs growing down and outward. The lips (their outer outline) and the
 * nose are clipped out, so nothing is ever drawn on them.
 */
import { type Rgb, rgba } from '../effects/color';
import { prngPure } from '../effects/random';
import { points } from '../geometry/landmarks';
import { growPolygon, hull, type Polygon, resample } from '../geometry/polygon';
import { dist, lerp } from '../geometry/vector';
import { lipsOuter } from '../geometry/zones';
import type { Landmarks, Pt } from '../types';
import { darker, lighter } from '../wear/materials';
import { along, type Ctx, curve, enter, type Frame, frameOf, hairWidth, toLocal } from './styles-frame';
import { boxOf, cached, fitOf } from './styles-layer';
import { clipOut, type Strand, softFill, strandTones, strokeStrands, toneOf } from './styles-paint';

const N = 64;
/** The lower nose (tip, wings, nostrils, columella): clipped out. */
const NOSE = [4, 5, 45, 275, 48, 278, 49, 279, 64, 294, 98, 327, 97, 326, 2, 99, 328, 102, 331, 129, 358];
/** The jaw from the subject's right ear to the left, under the chin. */
const JAW = [
  234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323, 454,
];
/** Under the nose, right → left: the top of a moustache. */
const SUBNASAL = [92, 165, 167, 164, 393, 391, 322];
/** The cheek line of a full beard, from the sideburn (right) down to beside the nose. */
const CHEEK_RIGHT = [123, 187, 207, 216];
const CHEEK_LEFT = [352, 411, 427, 436];
const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
/** The lower lip's outline, right corner → left (corners left out). */
const LOWER_LIP = [146, 91, 181, 84, 17, 314, 405, 321, 375];
/** A goatee's lower edge: the chin, right → left. */
const GOATEE_CHIN = [176, 148, 152, 377, 400];

/** A region between two edges (same direction, N points each), soft by `soft` at each; `hairs` to draw. */
type Band = { top: Polygon; bottom: Polygon; soft: [number, number]; alpha: number; hairs: number };

/** The bands of a style, drawn in order (a moustache last, over the rest). */
function bands(f: Frame, style: string): Band[] {
  const p = f.p;
  const out = (q: Pt, dx: number, dy: number): Pt => ({ x: q.x + Math.sign(q.x) * dx, y: q.y + dy });
  // Moustache tips: a little past the mouth corners and no lower than them.
  const tipR = out(p(61), 0.045, -0.006);
  const tipL = out(p(291), 0.045, -0.006);
  const moustache: Band = {
    top: curve([tipR, lerp(p(92), p(206), 0.6), ...SUBNASAL.map(p), lerp(p(322), p(426), 0.6), tipL], N),
    bottom: resample([tipR, ...UPPER_LIP.map(p), tipL], N),
    soft: [0.018, 0.004],
    alpha: 0.9,
    hairs: 240,
  };
  if (style === 'moustache') return [moustache];
  if (style === 'goatee') {
    // The chin, under the lower lip, joined to the moustache's tips past the mouth corners.
    const chin = GOATEE_CHIN.map(p);
    const chinBand: Band = {
      top: curve([tipR, ...LOWER_LIP.map((i) => ({ x: p(i).x, y: p(i).y + 0.012 })), tipL], N),
      bottom: curve(
        chin.map((q) => ({ x: q.x, y: q.y + 0.03 })),
        N,
      ),
      soft: [0.012, 0.03],
      alpha: 0.9,
      hairs: 420,
    };
    return [chinBand, moustache];
  }
  // Full (and stubble's area): from the sideburns along the cheek line to the nose, down to the jaw.
  const sideR = lerp(p(234), p(127), 0.35);
  const sideL = lerp(p(454), p(356), 0.35);
  const top = [sideR, ...CHEEK_RIGHT.map(p), ...SUBNASAL.map(p), ...[...CHEEK_LEFT].reverse().map(p), sideL];
  const jaw = JAW.map(p);
  // Under the jaw a little, most under the chin.
  const below = jaw.map((q, i) => {
    const t = 1 - Math.abs((2 * i) / (jaw.length - 1) - 1);
    return { x: q.x * (1 + 0.03 * t), y: q.y + 0.01 + 0.08 * t ** 1.5 };
  });
  const full: Band = {
    top: curve(top, N),
    bottom: curve([sideR, ...below.slice(1, -1), sideL], N),
    soft: [0.07, 0.03],
    alpha: 0.9,
    hairs: 1000,
  };
  return [full, moustache];
}

export function drawBeard(ctx: Ctx, lm: Landmarks, style: string, c: Rgb): void {
  const f = frameOf(lm);
  enter(ctx, f);
  const lips = growPolygon(toLocal(f, lipsOuter(lm)), 0.008);
  const nose = growPolygon(hull(toLocal(f, points(lm, NOSE))), 0.008);
  clipOut(ctx, [lips, nose]);
  const list = bands(f, style);
  const edges = list.flatMap((b) => [b.top, b.bottom]);
  cached(ctx, 'beard', `${style} ${rgba(c)}`, fitOf(edges), f.fw, boxOf(edges, 0.08), (target) =>
    paintBeard(target, f, list, style === 'stubble', c),
  );
}

/** Each band: a soft fill (stubble: a shadow that keeps the skin's shading), then the hairs. */
function paintBeard(ctx: Ctx, f: Frame, list: readonly Band[], stubble: boolean, c: Rgb): void {
  const rand = prngPure(stubble ? 0x57ab : 0xbea4d + list.length * 131);
  // A beard's hairs stand out of its shade (stronger than a hairstyle's, whose strands lie on a body).
  const tones = strandTones(c).map(([col, a, wf]): [string, number, number] => [
    col,
    Math.min(0.9, a * 1.8),
    wf,
  ]);
  if (stubble) {
    tones[0] = [rgba(darker(c, 0.3)), 0.38, 1];
    tones[1] = [rgba(c), 0.3, 0.9];
  }
  const w = hairWidth(f, stubble ? 0.0045 : 0.003);
  for (const b of list) {
    if (stubble) {
      ctx.globalCompositeOperation = 'multiply';
      const shadow = rgba(lighter(c, 0.45));
      softFill(ctx, b.top, b.bottom, Math.max(0.03, b.soft[0] * 1.5), shadow, 0.2, b.soft[1] + 0.02);
      ctx.globalCompositeOperation = 'source-over';
    } else {
      const y0 = Math.min(...b.top.map((q) => q.y));
      const y1 = Math.max(...b.bottom.map((q) => q.y));
      const body = ctx.createLinearGradient(0, y0, 0, y1);
      body.addColorStop(0, rgba(lighter(c, 0.08)));
      body.addColorStop(1, rgba(darker(c, 0.25)));
      // Under the hairs a thin shade of their colour, so the skin's light still shows through the beard
      // (issue 38: an opaque body read as a flat block).
      softFill(ctx, b.top, b.bottom, b.soft[0], body, b.alpha * 0.6, b.soft[1]);
    }
    // Hairs between the edges, growing from the upper edge toward the lower one, and outward.
    const hairs: Strand[] = [];
    const count = b.hairs * (stubble ? 2.2 : 3);
    // A point of the band: a share s along it, t of the way from its upper edge to its lower one.
    const P = (s: number, t: number): Pt => lerp(along(b.top, s), along(b.bottom, s), t);
    for (let k = 0; k < count; k++) {
      const s = rand();
      const t = 0.04 + 0.92 * rand();
      // Stubble thins out toward the cheek line.
      if (stubble && rand() > 0.3 + 1.5 * t) continue;
      const at = P(s, t);
      const span = Math.max(1e-3, dist(along(b.top, s), along(b.bottom, s)));
      // Growing down and outward; every hair ends inside the band (a moustache stays above the lip).
      const len = stubble ? 0.006 : 0.02 + 0.03 * rand();
      const down = stubble ? (rand() - 0.5) * len : len * (0.6 + 0.3 * rand());
      const side = stubble ? (rand() - 0.5) * 0.01 : Math.sign(at.x) * 0.012 * rand();
      const end = P(Math.min(1, Math.max(0, s + side)), Math.min(1, Math.max(0, t + down / span)));
      hairs.push({
        pts: [at, end],
        tone: stubble ? (rand() < 0.6 ? 0 : 1) : toneOf(rand(), 0.35),
      });
    }
    strokeStrands(ctx, hairs, tones, w);
  }
}
