/**
 * Face effects (docs/tryon.md): foundation, concealer, contour, bronzer, blush and highlighter. Each
 * is feathered, kept inside the (shrunk) face oval and, where hair may fall, off the hair.
 */
import { SIDES } from '../geometry/landmarks';
import { centroid, type Polygon } from '../geometry/polygon';
import { blushEllipse, faceOval } from '../geometry/zones';
import type { Product } from '../types';
import type { Rgb } from './color';
import {
  beginRegion,
  blit,
  blurFilter,
  clipToPolygons,
  colorize,
  copyLayer,
  cutPolygons,
  type FxContext,
  featherFill,
  type Pigment,
  pigmentPasses,
  type Region,
  regionOf,
  sourceInto,
  sparkleLayer,
} from './compose';
import { zonesFor } from './plan';
import { gateBySkin, prepareSkin } from './skin-gate';

type ZoneLook = {
  /** Feather of the painted zones and of the clip, fractions of the face width. */
  feather: number;
  clipFeather: number;
  pigment: Pigment;
  /** Extra blend passes of the tinted layer. */
  extra?: { mode: GlobalCompositeOperation; alpha: number }[];
  /** Skin smoothing under the colour (blur as a fraction of face width, strength). */
  smooth?: { blur: number; alpha: number };
  sparkle?: number;
  gate: boolean;
};

const LOOKS: Readonly<Record<'foundation' | 'concealer' | 'contour' | 'bronzer' | 'highlighter', ZoneLook>> =
  {
    foundation: {
      feather: 0.035,
      clipFeather: 0,
      pigment: { hue: 0.3, depth: 0, lift: 0, cover: 0.22 },
      smooth: { blur: 0.012, alpha: 0.65 },
      gate: true,
    },
    concealer: {
      feather: 0.02,
      clipFeather: 0.02,
      pigment: { hue: 0.25, depth: 0.1, lift: 0.4, cover: 0.3 },
      smooth: { blur: 0.008, alpha: 0.5 },
      gate: false,
    },
    contour: {
      feather: 0.035,
      clipFeather: 0.02,
      pigment: { hue: 0.15, depth: 1.3, lift: 0, cover: 0.1 },
      gate: true,
    },
    bronzer: {
      feather: 0.05,
      clipFeather: 0.025,
      pigment: { hue: 0.35, depth: 0.9, lift: 0, cover: 0.08 },
      gate: true,
    },
    highlighter: {
      feather: 0.022,
      clipFeather: 0.02,
      pigment: { hue: 0.1, depth: 0, lift: 0, cover: 0.12 },
      extra: [
        { mode: 'screen', alpha: 0.55 },
        { mode: 'soft-light', alpha: 0.3 },
      ],
      sparkle: 0.35,
      gate: true,
    },
  };

/** Draws one zone product: feathered zones, cut after feathering, clipped to the oval, skin-gated. */
function drawZones(fx: FxContext, type: keyof typeof LOOKS, color: Rgb, k: number): void {
  const { s, fw, lm } = fx;
  const look = LOOKS[type];
  const z = zonesFor(type, lm);
  const blur = Math.max(0.5, look.feather * fw);
  const q = Math.max(look.sparkle ? 0.5 : 0.25, 3 / blur);
  const r = regionOf(z.paint, blur * 3 + 2, fx.W, fx.H, q);
  if (!r) return;
  const gate = look.gate && prepareSkin(s, fx.frame, lm, fx.W, fx.H);
  beginRegion(s, r);
  const m = s.mask.ctx;
  featherFill(s, m, z.paint, blur);
  if (type === 'foundation') {
    m.globalCompositeOperation = 'destination-out';
    featherFill(s, m, z.cut, Math.max(0.4, 0.015 * fw));
    m.globalCompositeOperation = 'source-over';
  } else {
    cutPolygons(m, z.cut);
  }
  clipToPolygons(s, m, z.clip, look.clipFeather * fw);
  if (gate) gateBySkin(s, s.mask, r);
  if (look.smooth) smoothSkin(fx, r, look.smooth.blur * fw, look.smooth.alpha * k);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, look.pigment));
  if (look.extra)
    blit(
      fx.out,
      s.paint,
      r,
      look.extra.map((e) => ({ mode: e.mode, alpha: e.alpha * k })),
    );
  if (look.sparkle) {
    sparkleLayer(s, r, centroid(faceOval(lm)), Math.max(0.5, fw / 260));
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: look.sparkle * k }]);
  }
}

/** A lightly blurred copy of what is under the mask, laid back over it (evens out texture). */
function smoothSkin(fx: FxContext, r: Region, blur: number, alpha: number): void {
  const { s } = fx;
  if (!s.filter || blur < 0.3) return;
  sourceInto(s, s.tmp, r, fx.outCanvas, blurFilter(s, blur));
  copyLayer(s.tmp, s.mask, r, 'destination-in');
  blit(fx.out, s.tmp, r, [{ mode: 'source-over', alpha }]);
}

/** Foundation: an even, lightly smoothing tint over the face oval, off eyes, brows, lips and hair. */
export function drawFoundation(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawZones(fx, 'foundation', color, k);
}

/** Concealer: brightens and evens the under-eye crescent. */
export function drawConcealer(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawZones(fx, 'concealer', color, k);
}

/** Contour: shadows under the cheekbones, at the temples and along the jaw. */
export function drawContour(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawZones(fx, 'contour', color, k);
}

/** Bronzer: warmth where the sun hits (temples, cheekbones, jaw). */
export function drawBronzer(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawZones(fx, 'bronzer', color, k);
}

/** Highlighter: light on the cheekbone tops, nose bridge, brow bone and cupid's bow, with a fine sparkle. */
export function drawHighlighter(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  drawZones(fx, 'highlighter', color, k);
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
