import { describe, expect, it } from 'vitest';
import { luma, parseColor } from '../../../../../client/tryon/effects/color';
import { pigmentPasses, regionOf } from '../../../../../client/tryon/effects/compose';
import {
  createScratch,
  DEFAULT_INTENSITY,
  drawMakeup,
  EFFECTS,
  intensityOf,
  sortProducts,
} from '../../../../../client/tryon/effects/index';
import { lashStyle } from '../../../../../client/tryon/effects/lash-strands';
import { FINISH_SHINE, lipPasses } from '../../../../../client/tryon/effects/lips';
import { REGIONS, zonesFor } from '../../../../../client/tryon/effects/plan';
import { prngPure } from '../../../../../client/tryon/effects/random';
import { browHairs, linerPolygon, linerStyle } from '../../../../../client/tryon/effects/shapes';
import { hairness, skinGate } from '../../../../../client/tryon/effects/skin';
import { faceWidth, outward } from '../../../../../client/tryon/geometry/face';
import { SIDES } from '../../../../../client/tryon/geometry/landmarks';
import { linerPath } from '../../../../../client/tryon/geometry/liner';
import {
  growPolygon,
  type Polygon,
  pointInPolygon,
  polygonArea,
  scalePolygon,
} from '../../../../../client/tryon/geometry/polygon';
import { brow, eyeOpening, lipsInner, lipsOuter } from '../../../../../client/tryon/geometry/zones';
import {
  type Landmarks,
  PRODUCT_TYPES,
  type Product,
  type ProductType,
} from '../../../../../client/tryon/types';
import fixture from '../../../../fixtures/astronaut-landmarks.json';

const LM: Landmarks = fixture.points.map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
const FW = faceWidth(LM);

describe('product order and intensity', () => {
  it('sorts products base first, lips last, whatever the input order, stable within a type', () => {
    const input: Product[] = [
      { type: 'lipstick', color: '#aa0000' },
      { type: 'eyeshadow', color: '#000001' },
      { type: 'foundation', color: '#e0b090' },
      { type: 'blush', color: '#ff8080' },
      { type: 'eyeshadow', color: '#000002' },
      { type: 'lipliner', color: '#550000' },
    ];
    const sorted = sortProducts(input);
    expect(sorted.map((p) => p.type)).toEqual([
      'foundation',
      'blush',
      'eyeshadow',
      'eyeshadow',
      'lipliner',
      'lipstick',
    ]);
    expect(sorted.filter((p) => p.type === 'eyeshadow').map((p) => p.color)).toEqual(['#000001', '#000002']);
    expect(sortProducts([...input].reverse()).map((p) => p.type)).toEqual(sorted.map((p) => p.type));
    expect(input[0]!.type).toBe('lipstick'); // input untouched
  });

  it('drops unknown types instead of throwing', () => {
    const odd = [
      { type: 'glitter', color: '#fff' } as unknown as Product,
      { type: 'blush', color: '#f00' } as Product,
    ];
    expect(sortProducts(odd).map((p) => p.type)).toEqual(['blush']);
  });

  it('every type has a default intensity in (0, 1] and an effect', () => {
    for (const t of PRODUCT_TYPES) {
      expect(DEFAULT_INTENSITY[t]).toBeGreaterThan(0);
      expect(DEFAULT_INTENSITY[t]).toBeLessThanOrEqual(1);
      expect(typeof EFFECTS[t]).toBe('function');
    }
  });

  it('intensity: default when absent or NaN, clamped to 0..1 otherwise', () => {
    expect(intensityOf({ type: 'blush', color: '#f00' })).toBe(DEFAULT_INTENSITY.blush);
    expect(intensityOf({ type: 'blush', color: '#f00', intensity: Number.NaN })).toBe(
      DEFAULT_INTENSITY.blush,
    );
    expect(intensityOf({ type: 'blush', color: '#f00', intensity: 0.3 })).toBe(0.3);
    expect(intensityOf({ type: 'blush', color: '#f00', intensity: 7 })).toBe(1);
    expect(intensityOf({ type: 'blush', color: '#f00', intensity: -1 })).toBe(0);
  });
});

describe('colours', () => {
  it('parses #rrggbb and #rgb, rejects anything else', () => {
    expect(parseColor('#b3123a')).toEqual({ r: 0xb3, g: 0x12, b: 0x3a });
    expect(parseColor(' #FFFFFF ')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('#f0a')).toEqual({ r: 255, g: 0, b: 170 });
    for (const bad of ['', 'red', '#12345', '#1234567', 'b3123a', '#ggg000', 'url(x)']) {
      expect(parseColor(bad)).toBeNull();
    }
  });

  it('luma orders black < red < white', () => {
    expect(luma({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(luma({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
    expect(luma({ r: 200, g: 0, b: 0 })).toBeGreaterThan(0.1);
    expect(luma({ r: 200, g: 0, b: 0 })).toBeLessThan(0.5);
  });

  it('dark shades get more multiply, pale ones more screen; zero intensity draws nothing', () => {
    const alpha = (passes: { mode: string; alpha: number }[], mode: string): number =>
      passes.find((p) => p.mode === mode)?.alpha ?? 0;
    const dark = lipPasses(parseColor('#5a0a1e')!, 1);
    const pale = lipPasses(parseColor('#f0c8c0')!, 1);
    expect(alpha(dark, 'multiply')).toBeGreaterThan(alpha(pale, 'multiply'));
    expect(alpha(pale, 'screen')).toBeGreaterThan(alpha(dark, 'screen'));
    for (const passes of [
      dark,
      pale,
      pigmentPasses(parseColor('#7a5040')!, 1, { hue: 1, depth: 1, lift: 1, cover: 1 }),
    ]) {
      for (const p of passes) expect(p.alpha >= 0 && p.alpha <= 1).toBe(true);
    }
    expect(lipPasses(parseColor('#5a0a1e')!, 0).every((p) => p.alpha === 0)).toBe(true);
  });

  it('matte takes shine away and has no sheen, gloss has the wettest sheen', () => {
    expect(FINISH_SHINE.matte.shine).toBeLessThan(0);
    expect(FINISH_SHINE.matte.sheen.strength).toBe(0);
    const sheens = Object.values(FINISH_SHINE).map((f) => f.sheen.strength);
    expect(FINISH_SHINE.gloss.sheen.strength).toBe(Math.max(...sheens));
    expect(FINISH_SHINE.metallic.sheen.tint).toBeGreaterThan(FINISH_SHINE.gloss.sheen.tint);
    expect(FINISH_SHINE.shimmer.sparkle).toBeGreaterThan(0);
    expect(FINISH_SHINE.satin.sparkle).toBe(0);
  });
});

describe('which regions each product uses', () => {
  it('lists every type, with something to paint', () => {
    expect(Object.keys(REGIONS).sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const t of PRODUCT_TYPES) expect(REGIONS[t].paint.length).toBeGreaterThan(0);
  });

  it('lip products cut the mouth opening; lid products cut the eye opening', () => {
    for (const t of ['lipstick', 'lipplumper', 'lipliner'] as const)
      expect(REGIONS[t].cut).toContain('lipsInner');
    for (const t of ['eyeshadow', 'eyeliner', 'concealer'] as const)
      expect(REGIONS[t].cut).toContain('eyeOpening');
    expect(REGIONS.foundation.cut).toEqual(expect.arrayContaining(['eyeOpening', 'brow', 'lipsOuter']));
    expect(REGIONS.eyecolor.clip).toContain('eyeOpening');
  });

  it('face products stay inside the face oval', () => {
    for (const t of ['contour', 'bronzer', 'blush', 'highlighter', 'concealer'] as const) {
      expect(REGIONS[t].clip).toContain('faceOval');
    }
  });

  it.each(PRODUCT_TYPES)('%s: zones are valid polygons inside the image', (type: ProductType) => {
    const z = zonesFor(type, LM);
    for (const poly of [...z.paint, ...z.cut, ...z.clip]) {
      expect(poly.length).toBeGreaterThanOrEqual(3);
      for (const p of poly) {
        expect(p.x >= 0 && p.x <= 512 && p.y >= 0 && p.y <= 512).toBe(true);
      }
    }
  });

  it('lipstick paints the outer lip and cuts the whole inner lip out', () => {
    const z = zonesFor('lipstick', LM);
    const [paint] = z.paint;
    const [cut] = z.cut;
    for (const p of lipsInner(LM)) expect(pointInPolygon(p, cut!)).toBe(true);
    expect(polygonArea(cut!)).toBeLessThan(polygonArea(paint!));
    expect(polygonArea(cut!)).toBeGreaterThan(polygonArea(lipsInner(LM)));
  });

  it('foundation keeps clear of the eyes by more than lid products do', () => {
    const f = zonesFor('foundation', LM).cut.slice(0, 2);
    const e = zonesFor('eyeshadow', LM).cut;
    for (let i = 0; i < 2; i++) expect(polygonArea(f[i]!)).toBeGreaterThan(polygonArea(e[i]!));
  });

  it('plumping enlarges the painted lips', () => {
    const flat = zonesFor('lipplumper', LM, 0).paint[0]!;
    const plump = zonesFor('lipplumper', LM, 0.06).paint[0]!;
    expect(polygonArea(plump)).toBeGreaterThan(polygonArea(flat) * 1.1);
  });

  it('regions are integer boxes clamped to the output, null when off-screen', () => {
    const r = regionOf([lipsOuter(LM)], 3.5, 512, 512)!;
    expect(Number.isInteger(r.x) && Number.isInteger(r.w)).toBe(true);
    for (const p of lipsOuter(LM)) expect(p.x >= r.x + 3 && p.x <= r.x + r.w - 3).toBe(true);
    expect(
      regionOf(
        [
          [
            { x: -50, y: -50 },
            { x: -40, y: -50 },
            { x: -40, y: -40 },
          ],
        ],
        2,
        512,
        512,
      ),
    ).toBeNull();
    expect(regionOf([lipsOuter(LM)], 1000, 512, 512)).toMatchObject({ x: 0, y: 0, w: 512, h: 512 });
  });
});

describe('strokes', () => {
  it('styles fall back to classic / natural', () => {
    expect(linerStyle(undefined)).toBe('classic');
    expect(linerStyle('winged')).toBe('winged');
    expect(linerStyle('sparkly')).toBe('classic');
    expect(lashStyle('dramatic')).toBe('dramatic');
    expect(lashStyle('')).toBe('natural');
  });

  it.each(SIDES)(
    '%s eye: a winged liner reaches further out than a classic one; tightline has no wing',
    (side) => {
      const path = linerPath(LM, side);
      const out = outward(LM, side);
      const reach = (poly: Polygon): number => Math.max(...poly.map((p) => p.x * out.x + p.y * out.y));
      const classic = linerPolygon(path, 'classic');
      const winged = linerPolygon(path, 'winged');
      const tight = linerPolygon(path, 'tightline');
      expect(reach(winged)).toBeGreaterThan(reach(classic) + 0.15 * path.eyeWidth);
      expect(reach(tight)).toBeLessThan(reach(classic));
      // the liner sits on the lid: most of it outside the eye opening
      const opening = eyeOpening(LM, side);
      const inside = winged.filter((p) => pointInPolygon(p, scalePolygon(opening, 0.8))).length;
      expect(inside).toBeLessThan(winged.length * 0.2);
    },
  );

  it.each(SIDES)('%s brow: hair roots inside the brow, the same every frame', (side) => {
    const hairs = browHairs(LM, side, FW);
    const shape = growPolygon(brow(LM, side), 0.5);
    expect(hairs.length).toBeGreaterThan(40);
    for (const h of hairs) expect(pointInPolygon(h.from, shape)).toBe(true);
    expect(browHairs(LM, side, FW)).toEqual(hairs);
  });

  it('the PRNG is deterministic and uniform enough', () => {
    const a = prngPure(5);
    const b = prngPure(5);
    const xs = Array.from({ length: 2000 }, () => a());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    const m = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(m).toBeGreaterThan(0.45);
    expect(m).toBeLessThan(0.55);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('skin gate', () => {
  // colours measured on the sample photo: lit cheek, shaded cheek, brown fringe, dark hair
  const skin = [
    { r: 234, g: 198, b: 176 },
    { r: 188, g: 152, b: 125 },
  ];
  const ref = { y: 0.299 * 188 + 0.587 * 152 + 0.114 * 125, yellow: 0.16 };

  it('scores hair high and skin low', () => {
    expect(hairness({ r: 234, g: 198, b: 176 }, ref)).toBe(0);
    expect(hairness({ r: 223, g: 190, b: 165 }, ref)).toBe(0);
    expect(hairness({ r: 131, g: 98, b: 58 }, ref)).toBeGreaterThan(0.9);
    expect(hairness({ r: 24, g: 8, b: 1 }, ref)).toBe(1);
  });

  it('removes products from hair above the line only', () => {
    const w = 4;
    const h = 4;
    const px = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) px.set(i % 2 ? [131, 98, 58, 255] : [234, 198, 176, 255], i * 4);
    const out = new Uint8ClampedArray(w * h * 4);
    // line at y = 2, up = −y: rows 0-1 are above it (rows at y ≤ 0 fully gated)
    skinGate(px, w, h, skin, { x: 0, y: 2, ux: 0, uy: -1, ramp: 2 }, out);
    const a = (x: number, y: number): number => out[(y * w + x) * 4 + 3]!;
    expect(a(0, 0)).toBe(255); // skin above the line
    expect(a(1, 0)).toBeLessThan(30); // hair above the line
    expect(a(1, 3)).toBe(255); // hair-coloured pixel below the line (e.g. a shaded jaw) kept
    expect(a(1, 1)).toBeGreaterThan(a(1, 0)); // fading in
  });
});

// ---- drawMakeup against a recording stand-in for Canvas 2D ------------------------------------------

type Call = { target: number; op: string; args: unknown[]; state: { gco: string; filter: string } };

function fakeCanvasFactory(log: Call[], withFilter = true) {
  let ids = 0;
  const make = (w: number, h: number) => {
    const id = ids++;
    const canvas = { width: w, height: h, id, getContext: () => ctx };
    const state = { gco: 'source-over', filter: 'none' };
    const props: Record<string, unknown> = {
      canvas,
      globalAlpha: 1,
      fillStyle: '#000',
      strokeStyle: '#000',
      lineWidth: 1,
      imageSmoothingEnabled: true,
    };
    const gradient = { addColorStop: () => {} };
    const image = (w2: number, h2: number) => ({
      width: w2,
      height: h2,
      data: new Uint8ClampedArray(w2 * h2 * 4),
    });
    const ctx: object = new Proxy(props, {
      get(target, key: string) {
        if (key === 'globalCompositeOperation') return state.gco;
        if (key === 'filter') return withFilter ? state.filter : undefined;
        if (key in target) return target[key];
        return (...args: unknown[]) => {
          log.push({ target: id, op: key, args, state: { ...state } });
          if (key === 'createLinearGradient' || key === 'createRadialGradient') return gradient;
          if (key === 'createPattern') return {};
          if (key === 'createImageData') return image(args[0] as number, args[1] as number);
          if (key === 'getImageData') {
            const img = image(args[2] as number, args[3] as number);
            for (let i = 0; i < img.data.length; i += 4) img.data.set([220, 185, 160, 255], i);
            return img;
          }
          return undefined;
        };
      },
      set(target, key: string, value) {
        if (key === 'globalCompositeOperation') state.gco = value;
        else if (key === 'filter') state.filter = value;
        else target[key] = value;
        return true;
      },
    });
    return canvas;
  };
  return make;
}

function setup() {
  const log: Call[] = [];
  const make = fakeCanvasFactory(log);
  const outCanvas = make(512, 512) as unknown as { getContext: () => CanvasRenderingContext2D; id: number };
  const out = outCanvas.getContext();
  const scratch = createScratch(make as unknown as (w: number, h: number) => OffscreenCanvas);
  log.length = 0;
  return { log, out, scratch, outId: outCanvas.id };
}

describe('drawMakeup (recorded canvas calls)', () => {
  it.each(PRODUCT_TYPES)('%s draws onto the output without throwing', (type) => {
    const { log, out, scratch, outId } = setup();
    drawMakeup(out, {} as CanvasImageSource, LM, [{ type, color: '#884466', style: undefined }], scratch);
    // The stand-in reads every mask back as fully set, cuts included, so foundation finds no skin in its
    // mask and draws nothing (docs/tryon.md "Complexion"); it did read the region back to look.
    if (type === 'foundation') expect(log.some((c) => c.op === 'getImageData')).toBe(true);
    else expect(log.filter((c) => c.target === outId && c.op === 'drawImage').length).toBeGreaterThan(0);
    expect(log.filter((c) => c.target === outId && c.op === 'restore')).toHaveLength(1);
  });

  it('draws nothing without a face, with a bad colour or at zero intensity', () => {
    const { log, out, scratch, outId } = setup();
    drawMakeup(
      out,
      {} as CanvasImageSource,
      LM.slice(0, 400),
      [{ type: 'lipstick', color: '#ff0000' }],
      scratch,
    );
    drawMakeup(out, {} as CanvasImageSource, LM, [{ type: 'lipstick', color: 'red' }], scratch);
    drawMakeup(
      out,
      {} as CanvasImageSource,
      LM,
      [{ type: 'lipstick', color: '#ff0000', intensity: 0 }],
      scratch,
    );
    expect(log.filter((c) => c.target === outId && c.op === 'drawImage')).toHaveLength(0);
  });

  it('cuts the inner lip out of the lipstick mask after feathering it', () => {
    const { log, out, scratch } = setup();
    drawMakeup(out, {} as CanvasImageSource, LM, [{ type: 'lipstick', color: '#b3123a' }], scratch);
    const maskId = (scratch.mask.canvas as unknown as { id: number }).id;
    const fills = log.filter((c) => c.target === maskId && c.op === 'fill');
    const blurred = fills.findIndex((c) => c.state.filter.startsWith('blur('));
    const cut = fills.findIndex((c) => c.state.gco === 'destination-out' && c.state.filter === 'none');
    expect(blurred).toBeGreaterThanOrEqual(0);
    expect(cut).toBeGreaterThan(blurred);
  });

  it('cuts the eye openings and the brows out of the eyeshadow mask after feathering it', () => {
    const { log, out, scratch } = setup();
    drawMakeup(out, {} as CanvasImageSource, LM, [{ type: 'eyeshadow', color: '#7a4a8c' }], scratch);
    const maskId = (scratch.mask.canvas as unknown as { id: number }).id;
    const fills = log.filter((c) => c.target === maskId && c.op === 'fill');
    const lastBlur = fills.map((c) => c.state.filter.startsWith('blur(')).lastIndexOf(true);
    const cuts = fills.filter((c, i) => i > lastBlur && c.state.gco === 'destination-out');
    // two eye openings and two brows, after the last feathered fill
    expect(cuts).toHaveLength(4);
  });

  it('applies products in type order: the lipstick after the blush whatever the input order', () => {
    const first = (products: Product[]): string[] => {
      const { log, out, scratch, outId } = setup();
      drawMakeup(out, {} as CanvasImageSource, LM, products, scratch);
      return log.filter((c) => c.target === outId && c.op === 'drawImage').map((c) => c.state.gco);
    };
    const a = first([
      { type: 'lipstick', color: '#b3123a' },
      { type: 'blush', color: '#e48b98' },
    ]);
    const b = first([
      { type: 'blush', color: '#e48b98' },
      { type: 'lipstick', color: '#b3123a' },
    ]);
    expect(a).toEqual(b);
    // blush's passes come first: its first is 'color', then its multiply (a dark-enough shade)
    expect(a.slice(0, 2)).toEqual(['color', 'multiply']);
  });

  it('works without ctx.filter (older Safari): rings instead of blur, no filter ever set', () => {
    const log: Call[] = [];
    const make = fakeCanvasFactory(log, false);
    const scratch = createScratch(make as unknown as (w: number, h: number) => OffscreenCanvas);
    expect(scratch.filter).toBe(false);
    const out = (make(512, 512) as unknown as { getContext: () => CanvasRenderingContext2D }).getContext();
    const look: Product[] = PRODUCT_TYPES.map((type) => ({ type, color: '#996655' }));
    drawMakeup(out, {} as CanvasImageSource, LM, look, scratch);
    expect(log.some((c) => c.op === 'fill')).toBe(true);
    expect(log.every((c) => c.state.filter === 'none')).toBe(true);
  });

  it('keeps one scratch: no canvas is created per frame', () => {
    const log: Call[] = [];
    let made = 0;
    const inner = fakeCanvasFactory(log);
    const make = (w: number, h: number) => {
      made++;
      return inner(w, h);
    };
    const scratch = createScratch(make as unknown as (w: number, h: number) => OffscreenCanvas);
    const out = (inner(512, 512) as unknown as { getContext: () => CanvasRenderingContext2D }).getContext();
    const before = made;
    const look: Product[] = PRODUCT_TYPES.map((type) => ({ type, color: '#996655' }));
    for (let i = 0; i < 3; i++) drawMakeup(out, {} as CanvasImageSource, LM, look, scratch);
    expect(made).toBe(before);
  });
});

describe('lid and lip masks never reach the features', () => {
  it.each(SIDES)('%s eye: the eyeshadow cut covers the whole eye opening', (side) => {
    const cut = zonesFor('eyeshadow', LM).cut[SIDES.indexOf(side)]!;
    for (const p of eyeOpening(LM, side)) expect(pointInPolygon(p, growPolygon(cut, 0.01))).toBe(true);
  });

  it('the lip cut covers the inner lip with a margin', () => {
    const cut = zonesFor('lipstick', LM).cut[0]!;
    for (const p of lipsInner(LM)) expect(pointInPolygon(p, growPolygon(cut, -0.3))).toBe(true);
  });
});
