/**
 * What each product paints, in what order and how strongly (docs/tryon.md). Pure: no DOM, so the
 * unit tests can check the plan without a canvas.
 */
import { faceWidth } from '../geometry/face';
import { SIDES } from '../geometry/landmarks';
import { ellipsePolygon, growPolygon, type Polygon } from '../geometry/polygon';
import {
  blushEllipse,
  brow,
  browBone,
  cheekboneTop,
  cupidsBow,
  eyeOpening,
  faceOval,
  iris,
  jawSide,
  lidBand,
  lipsInner,
  lipsOuter,
  noseBridge,
  temple,
  underCheekbone,
  underEye,
  upperLid,
} from '../geometry/zones';
import { type Landmarks, PRODUCT_TYPES, type Product, type ProductType } from '../types';
import { parseColor, type Rgb } from './color';

/** How strongly each type shows when the product gives no intensity (0..1). */
export const DEFAULT_INTENSITY: Readonly<Record<ProductType, number>> = {
  foundation: 0.5,
  concealer: 0.6,
  contour: 0.5,
  bronzer: 0.5,
  blush: 0.6,
  highlighter: 0.6,
  eyeshadow: 0.7,
  eyeliner: 0.9,
  eyelashes: 0.9,
  eyebrow: 0.6,
  eyecolor: 0.7,
  lipliner: 0.8,
  lipstick: 0.8,
  lipplumper: 0.6,
};

/** The product's intensity, clamped to 0..1 (the type's default when absent or not a number). */
export function intensityOf(p: Product): number {
  const v = p.intensity;
  if (typeof v !== 'number' || Number.isNaN(v)) return DEFAULT_INTENSITY[p.type];
  return Math.min(1, Math.max(0, v));
}

/** Products in drawing order (PRODUCT_TYPES: base first, lips last); stable within a type. */
export function sortProducts(products: readonly Product[]): Product[] {
  const rank = (t: ProductType): number => {
    const i = PRODUCT_TYPES.indexOf(t);
    return i < 0 ? PRODUCT_TYPES.length : i;
  };
  return products
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => PRODUCT_TYPES.includes(p.type))
    .sort((a, b) => rank(a.p.type) - rank(b.p.type) || a.i - b.i)
    .map(({ p }) => p);
}

/** The products drawn, in drawing order, with their colour and strength (unreadable or zero ones left out). */
export function drawnProducts(products: readonly Product[]): { product: Product; color: Rgb; k: number }[] {
  return sortProducts(products).flatMap((product) => {
    const color = parseColor(product.color);
    const k = intensityOf(product);
    return color && k > 0 ? [{ product, color, k }] : [];
  });
}

/** Named mask regions, as geometry/zones.ts builds them. */
export type RegionName =
  | 'faceOval'
  | 'eyeOpening'
  | 'lidBand'
  | 'upperLid'
  | 'underEye'
  | 'brow'
  | 'cheek'
  | 'underCheekbone'
  | 'temple'
  | 'jawSide'
  | 'cheekboneTop'
  | 'noseBridge'
  | 'browBone'
  | 'cupidsBow'
  | 'iris'
  | 'lipsOuter'
  | 'lipsInner';

/** Which regions each product type paints (paint), removes after feathering (cut) and stays within (clip). */
export const REGIONS: Readonly<
  Record<
    ProductType,
    { paint: readonly RegionName[]; cut: readonly RegionName[]; clip: readonly RegionName[] }
  >
> = {
  foundation: { paint: ['faceOval'], cut: ['eyeOpening', 'brow', 'lipsOuter'], clip: [] },
  concealer: { paint: ['underEye'], cut: ['eyeOpening'], clip: ['faceOval'] },
  contour: { paint: ['underCheekbone', 'temple', 'jawSide'], cut: [], clip: ['faceOval'] },
  bronzer: { paint: ['temple', 'underCheekbone', 'cheekboneTop', 'jawSide'], cut: [], clip: ['faceOval'] },
  blush: { paint: ['cheek'], cut: ['eyeOpening'], clip: ['faceOval'] },
  highlighter: {
    paint: ['cheekboneTop', 'noseBridge', 'browBone', 'cupidsBow'],
    cut: ['eyeOpening', 'lipsOuter'],
    clip: ['faceOval'],
  },
  eyeshadow: { paint: ['lidBand'], cut: ['eyeOpening', 'brow'], clip: [] },
  eyeliner: { paint: ['upperLid'], cut: ['eyeOpening'], clip: [] },
  eyelashes: { paint: ['upperLid'], cut: [], clip: [] },
  eyebrow: { paint: ['brow'], cut: [], clip: [] },
  eyecolor: { paint: ['iris'], cut: [], clip: ['eyeOpening'] },
  lipliner: { paint: ['lipsOuter'], cut: ['lipsInner'], clip: [] },
  lipstick: { paint: ['lipsOuter'], cut: ['lipsInner'], clip: [] },
  lipplumper: { paint: ['lipsOuter'], cut: ['lipsInner'], clip: [] },
};

/** How far lip plumper enlarges the lips at full intensity (fraction of their size, from the centroid). */
export const PLUMP = 0.06;

/** The polygons of one region name (both sides where the region has two). */
export function regionPolygons(name: RegionName, lm: Landmarks, plump = 0): Polygon[] {
  const both = (f: (lm: Landmarks, s: (typeof SIDES)[number]) => Polygon): Polygon[] =>
    SIDES.map((s) => f(lm, s));
  switch (name) {
    case 'faceOval':
      return [faceOval(lm)];
    case 'eyeOpening':
      return both(eyeOpening);
    case 'lidBand':
      return both(lidBand);
    case 'upperLid':
      return both(upperLid);
    case 'underEye':
      return both(underEye);
    case 'brow':
      return both(brow);
    case 'cheek':
      return SIDES.map((s) => ellipsePolygon(blushEllipse(lm, s)));
    case 'underCheekbone':
      return both(underCheekbone);
    case 'temple':
      return both(temple);
    case 'jawSide':
      return both(jawSide);
    case 'cheekboneTop':
      return both(cheekboneTop);
    case 'noseBridge':
      return [noseBridge(lm)];
    case 'browBone':
      return both(browBone);
    case 'cupidsBow':
      return [cupidsBow(lm)];
    case 'iris':
      return SIDES.map((s) => {
        const c = iris(lm, s);
        return ellipsePolygon({ cx: c.x, cy: c.y, rx: c.r, ry: c.r, angle: 0 }, 20);
      });
    case 'lipsOuter':
      return [lipsOuter(lm, plump)];
    case 'lipsInner':
      return [lipsInner(lm, plump)];
  }
}

/** Px a hard cut is grown by, so the anti-aliased edge pixels of a feature stay untouched too. */
export const CUT_MARGIN = 0.6;

/** Extra room (px) a cut region gets around it for one type, so feathering never reaches the feature. */
function cutGrowth(type: ProductType, name: RegionName, fw: number): number {
  if (type !== 'foundation') return CUT_MARGIN;
  if (name === 'eyeOpening') return 0.035 * fw;
  return 0.012 * fw;
}

/** The polygons a product paints, cuts and clips to, for these landmarks. */
export function zonesFor(
  type: ProductType,
  lm: Landmarks,
  plump = 0,
): { paint: Polygon[]; cut: Polygon[]; clip: Polygon[] } {
  const fw = faceWidth(lm);
  const spec = REGIONS[type];
  const get = (n: RegionName): Polygon[] => regionPolygons(n, lm, plump);
  return {
    paint: spec.paint.flatMap(get),
    cut: spec.cut.flatMap((n) => get(n).map((p) => growPolygon(p, cutGrowth(type, n, fw)))),
    clip: spec.clip.flatMap(get),
  };
}
