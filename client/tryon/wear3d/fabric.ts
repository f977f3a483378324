import { CanvasTexture, Color, MeshPhysicalMaterial, RepeatWrapping, SRGBColorSpace } from 'three';

/**
 * The materials of hats and headbands (docs/tryon-wear.md "Hats and headbands"): straw, wool, cotton
 * canvas, velvet and a grosgrain ribbon, each a texture drawn once on a small canvas (no image files)
 * — the weave's colour and, from the same drawing, its relief as a bump map — on a rough physical
 * material with a fabric's sheen. The geometry's UVs are millimetres; `tile` says how many a tile spans.
 */

export type Fabric = 'straw' | 'wool' | 'canvas' | 'velvet' | 'ribbon';

const SIZE = 128;
/** Millimetres a tile covers. */
const TILE: Readonly<Record<Fabric, number>> = { straw: 18, wool: 16, canvas: 6, velvet: 30, ribbon: 8 };

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/** Grey relief (128 the mean) drawn for each fabric: the map and the bump are both made from it. */
function relief(ctx: CanvasRenderingContext2D, fabric: Fabric): void {
  const rnd = random(fabric.length * 97 + 13);
  const n = SIZE;
  ctx.fillStyle = 'rgb(128,128,128)';
  ctx.fillRect(0, 0, n, n);
  const grey = (v: number, a = 1) => `rgba(${v},${v},${v},${a})`;
  if (fabric === 'straw') {
    // braided rows round the hat (u), each a herringbone of flat straws; a dark groove between rows
    const rows = 6;
    const h = n / rows;
    for (let r = 0; r < rows; r++) {
      const y0 = r * h;
      for (let x = -h; x < n + h; x += h / 2.2) {
        for (const dir of [1, -1]) {
          ctx.beginPath();
          ctx.moveTo(x, y0 + h / 2);
          ctx.lineTo(x + (dir * h) / 2.4, y0 + (dir > 0 ? 1 : h - 1));
          ctx.lineWidth = h / 3.2;
          ctx.strokeStyle = grey(150 + Math.round(rnd() * 60));
          ctx.stroke();
        }
      }
      ctx.fillStyle = grey(60, 0.8);
      ctx.fillRect(0, y0, n, 1.5);
    }
  } else if (fabric === 'canvas') {
    // a plain weave: warp and weft alternating over and under, with slubs
    const c = 4;
    for (let y = 0; y < n; y += c)
      for (let x = 0; x < n; x += c) {
        const over = (x / c + y / c) % 2 === 0;
        ctx.fillStyle = grey((over ? 160 : 100) + Math.round((rnd() - 0.5) * 30));
        ctx.fillRect(x, y, c, c);
      }
  } else if (fabric === 'wool') {
    // felted fibres: many short strokes every way
    for (let i = 0; i < 1400; i++) {
      const x = rnd() * n;
      const y = rnd() * n;
      const a = rnd() * Math.PI;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(a) * 5, y + Math.sin(a) * 5);
      ctx.lineWidth = 0.8;
      ctx.strokeStyle = grey(rnd() < 0.5 ? 90 : 175, 0.35);
      ctx.stroke();
    }
  } else if (fabric === 'ribbon') {
    // grosgrain: fine ribs across the ribbon
    for (let x = 0; x < n; x += 4) {
      ctx.fillStyle = grey(175);
      ctx.fillRect(x, 0, 2, n);
    }
  } else {
    // velvet's pile: a faint mottle
    for (let i = 0; i < 200; i++) {
      const g = ctx.createRadialGradient(rnd() * n, rnd() * n, 0, rnd() * n, rnd() * n, 10 + rnd() * 20);
      g.addColorStop(0, grey(rnd() < 0.5 ? 110 : 146, 0.25));
      g.addColorStop(1, grey(128, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, n, n);
    }
  }
}

function texture(canvas: HTMLCanvasElement, tile: number, color: boolean): CanvasTexture {
  const t = new CanvasTexture(canvas);
  if (color) t.colorSpace = SRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.repeat.set(1 / tile, 1 / tile);
  return t;
}

/** The fabric's colour tile: its relief times the colour (brighter where a strand stands up). */
function colorTile(bump: HTMLCanvasElement, color: string, contrast: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  const src = bump.getContext('2d')!.getImageData(0, 0, SIZE, SIZE);
  const out = ctx.createImageData(SIZE, SIZE);
  const c = new Color(color);
  c.convertLinearToSRGB();
  for (let i = 0; i < src.data.length; i += 4) {
    const f = 1 + contrast * ((src.data[i]! - 128) / 128);
    out.data[i] = Math.min(255, c.r * 255 * f);
    out.data[i + 1] = Math.min(255, c.g * 255 * f);
    out.data[i + 2] = Math.min(255, c.b * 255 * f);
    out.data[i + 3] = 255;
  }
  ctx.putImageData(out, 0, 0);
  return canvas;
}

const LOOK: Readonly<
  Record<Fabric, { contrast: number; roughness: number; sheen: number; bump: number; clearcoat?: number }>
> = {
  straw: { contrast: 0.35, roughness: 0.7, sheen: 0.2, bump: 1.2 },
  wool: { contrast: 0.18, roughness: 1, sheen: 0.6, bump: 0.6 },
  canvas: { contrast: 0.22, roughness: 0.95, sheen: 0.25, bump: 0.5 },
  velvet: { contrast: 0.08, roughness: 0.85, sheen: 1, bump: 0.2 },
  ribbon: { contrast: 0.12, roughness: 0.5, sheen: 0.5, bump: 0.4 },
};

/** A fabric in a colour (the SKU's). */
export function fabricMaterial(fabric: Fabric, color: string): MeshPhysicalMaterial {
  const bump = document.createElement('canvas');
  bump.width = SIZE;
  bump.height = SIZE;
  relief(bump.getContext('2d')!, fabric);
  const look = LOOK[fabric];
  const c = new Color(color);
  return new MeshPhysicalMaterial({
    name: fabric,
    map: texture(colorTile(bump, color, look.contrast), TILE[fabric], true),
    bumpMap: texture(bump, TILE[fabric], false),
    bumpScale: look.bump,
    roughness: look.roughness,
    metalness: 0,
    sheen: look.sheen,
    sheenRoughness: 0.5,
    sheenColor: c.clone().lerp(new Color('#ffffff'), 0.35),
    envMapIntensity: 0.5,
  });
}

/** Frees a fabric's textures with it. */
export function disposeFabric(m: MeshPhysicalMaterial): void {
  m.map?.dispose();
  m.bumpMap?.dispose();
  m.dispose();
}
