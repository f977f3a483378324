/**
 * Face effects (docs/tryon.md): foundation, concealer, contour, bronzer, blush and highlighter. Each
 * is feathered, kept inside the (shrunk) face oval and, where hair may fall, off the hair. Foundation,
 * concealer, bronzer and highlighter move the skin's colour (complexion.ts, docs/tryon.md "Complexion").
 */
import { SIDES } from '../geometry/landmarks';
import { centroid, growPolygon, type Polygon } from '../geometry/polygon';
import { blushEllipse, cheekCentre, faceOval, nostrils } from '../geometry/zones';
import type { Product } from '../types';
import type { Rgb } from './color';
import { drawTone, type Zones, zoneMaskInto } from './complexion';
import { bronzerTone, concealerTone, foundationTone, highlighterTone, sparkleOf } from './complexion-looks';
import {
  beginRegion,
  blit,
  clipToPolygons,
  colorize,
  cutPolygons,
  type FxContext,
  type Pigment,
  pigmentPasses,
  type Region,
  regionOf,
  sparkleLayer,
} from './compose';
import { regionPolygons, zonesFor } from './plan';

type ZoneLook = {
  /** Feather of the painted zones and of the clip, fractions of the face width. */
  feather: number;
  clipFeather: number;
  gate: boolean;
  /** How far the painted zones are grown before feathering (fraction of the face width): a diffuse product. */
  grow?: number;
};

/** The zone products' feathers; the colour of concealer, bronzer and highlighter is complexion-looks.ts's. */
const LOOKS: Readonly<Record<'concealer' | 'contour' | 'bronzer' | 'highlighter', ZoneLook>> = {
  concealer: { feather: 0.022, clipFeather: 0.02, gate: false },
  contour: { feather: 0.04, clipFeather: 0.02, gate: true, grow: 0.02 },
  bronzer: { feather: 0.045, clipFeather: 0.025, gate: true, grow: 0.03 },
  highlighter: { feather: 0.022, clipFeather: 0.02, gate: true },
};

/** Foundation's feather at the edge of the face oval (fraction of the face width). */
const FOUNDATION_FEATHER = 0.035;

/** Contour's pigment: a cool shadow (multiply) with a little of its hue. */
const CONTOUR: Pigment = { hue: 0.2, depth: 2.2, lift: 0, cover: 0.16 };

/** The region a zone layer is worked in: at least `q`, and fine enough for its feather. */
const zoneRegion = (fx: FxContext, area: Zones, q: number): Region | null =>
  regionOf(area.paint, area.feather * 3 + 2, fx.W, fx.H, Math.max(q, 3 / area.feather));

/** Foundation: the skin moved toward the shade by its coverage, off eyes, brows, lips, nostrils and hair. */
export function drawFoundation(fx: FxContext, p: Product, color: Rgb, k: number): void {
  drawTone(fx, foundationArea(fx), color, foundationTone(p.coverage ?? 'medium', k));
}

/** Concealer: the under-eye crescent brightened, its darkness filled, toward the concealer's shade. */
export function drawConcealer(fx: FxContext, p: Product, color: Rgb, k: number): void {
  drawTone(fx, zonesOf(fx, 'concealer'), color, concealerTone(p.coverage ?? 'full', k));
}

/** Contour: shadows under the cheekbones, at the temples and along the jaw. */
export function drawContour(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  const area = zonesOf(fx, 'contour');
  const r = zoneRegion(fx, area, 0.25);
  if (!r) return;
  beginRegion(fx.s, r);
  zoneMaskInto(fx, area, r);
  colorize(fx.s, r, color);
  blit(fx.out, fx.s.paint, r, pigmentPasses(color, k, CONTOUR));
}

/** Bronzer: warmth where the sun hits (temples, cheekbones, jaw), a sheer warm tint. */
export function drawBronzer(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawTone(fx, zonesOf(fx, 'bronzer'), color, bronzerTone(k));
}

/**
 * Highlighter: light on the cheekbone tops, nose bridge, brow bone and cupid's bow — lightness added
 * (never darker than the skin), tinted a little, more where the skin is already lit, with a fine sparkle.
 */
export function drawHighlighter(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const r = drawTone(fx, zonesOf(fx, 'highlighter'), color, highlighterTone(p.finish, k), true);
  if (!r) return;
  sparkleLayer(fx.s, r, centroid(faceOval(fx.lm)), Math.max(0.5, fx.fw / 260));
  blit(fx.out, fx.s.paint, r, [{ mode: 'screen', alpha: sparkleOf(p.finish, k) }]);
}

/** A zone product's zones as drawTone takes them (feathers from LOOKS, the cheeks as reference skin). */
function zonesOf(fx: FxContext, type: keyof typeof LOOKS): Zones {
  const look = LOOKS[type];
  const z = zonesFor(type, fx.lm);
  const grow = (look.grow ?? 0) * fx.fw;
  return {
    ...z,
    paint: grow > 0 ? z.paint.map((p) => growPolygon(p, grow)) : z.paint,
    feather: Math.max(0.5, look.feather * fx.fw),
    clipFeather: look.clipFeather * fx.fw,
    gate: look.gate,
    refs: SIDES.map((side) => cheekCentre(fx.lm, side)),
  };
}

/**
 * Foundation's area: the face oval feathered, away from the eyes and lips (feathered, then cut hard),
 * half strength on the brows (the skin between the hairs takes it; dark hairs stay dark under multiply),
 * off the nostrils and hair; its reference skin is the median of that mask.
 */
function foundationArea(fx: FxContext): Zones {
  const { lm, fw } = fx;
  const grown = (polys: Polygon[], d: number): Polygon[] => polys.map((p) => growPolygon(p, d));
  const eyes = regionPolygons('eyeOpening', lm);
  const lips = regionPolygons('lipsOuter', lm);
  const margin = Math.max(1, 0.006 * fw);
  return {
    paint: [faceOval(lm)],
    cut: grown([...eyes, ...lips, ...nostrils(lm)], margin),
    clip: [],
    soften: [
      { polys: grown(eyes, 0.012 * fw), blur: 0.012 * fw, alpha: 1 },
      { polys: grown(lips, 0.004 * fw), blur: 0.008 * fw, alpha: 1 },
      { polys: regionPolygons('brow', lm), blur: 0.01 * fw, alpha: 0.45 },
    ],
    feather: FOUNDATION_FEATHER * fw,
    clipFeather: 0,
    gate: true,
    refs: null,
  };
}

/** Blush: soft radial gradients on the cheeks (no blur pass: cheap), clipped to the face oval. */
export function drawBlush(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  const { s, lm } = fx;
  const ellipses = SIDES.map((side) => blushEllipse(lm, side));
  const z = zonesFor('blush', lm);
  const r = regionOf(z.paint, 2, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const m = s.mask.ctx;
  for (const e of ellipses) {
    m.save();
    m.translate(e.cx, e.cy);
    m.rotate(e.angle);
    m.scale(e.rx, e.ry);
    const g = m.createRadialGradient(0, 0, 0, 0, 0, 1);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.4, 'rgba(255,255,255,0.75)');
    g.addColorStop(0.75, 'rgba(255,255,255,0.25)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    m.fillStyle = g;
    m.fillRect(-1, -1, 2, 2);
    m.restore();
  }
  cutPolygons(m, z.cut);
  clipToPolygons(s, m, z.clip as Polygon[], 0);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, { hue: 0.3, depth: 0.6, lift: 0.3, cover: 0.12 }));
}
