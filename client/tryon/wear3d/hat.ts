import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  DoubleSide,
  Group,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  type MeshPhysicalMaterial,
  PlaneGeometry,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
} from 'three';
import type { Wearable } from '../../../shared/wear';
import { disposeFabric, type Fabric, fabricMaterial } from './fabric';
import {
  brimFront,
  fitHat,
  HAT_SHAPES,
  type HatFit,
  type HatStyle,
  hairUnderHat,
  hatAxes,
  imageOf,
  openingInImage,
  openingRadius,
  type Profile,
} from './hat-fit';
import { type HeadFrame, placement } from './head-frame';
import { occluderMaterial } from './materials';

/**
 * Hats as three.js meshes (docs/tryon-wear.md "Hats and headbands"): the boater (straw, a ribbon band
 * in the accent), the beret (wool, tilted to one side, a stalk) and the bucket (cotton canvas), each
 * surfaces of revolution round the estimated opening (hat-fit.ts) so the crown fits the skull, posed
 * with the head; the occluder hides what is behind the head, and a soft contact shadow lies on the
 * forehead under the front edge.
 */

const SEGMENTS = 72;

/** A surface of revolution round the opening (hat-fit.ts Profile), head millimetres; UVs in mm. */
export function ovalLathe(fit: HatFit, profile: Profile): BufferGeometry {
  const m = profile.length;
  const pos = new Float32Array(m * (SEGMENTS + 1) * 3);
  const uv = new Float32Array(m * (SEGMENTS + 1) * 2);
  const mean = (fit.a + fit.b) / 2;
  let v = 0;
  for (let j = 0; j < m; j++) {
    const [s, d, y] = profile[j]!;
    if (j > 0) {
      const [s0, d0, y0] = profile[j - 1]!;
      v += Math.hypot((s - s0) * mean + (d - d0) * fit.k, (y - y0) * fit.k);
    }
    for (let i = 0; i <= SEGMENTS; i++) {
      const t = (2 * Math.PI * i) / SEGMENTS;
      const r = s * openingRadius(fit, t) + d * fit.k;
      const o = (j * (SEGMENTS + 1) + i) * 3;
      pos[o] = r * Math.cos(t);
      pos[o + 1] = y * fit.k;
      pos[o + 2] = r * Math.sin(t);
      uv[((j * (SEGMENTS + 1) + i) * 2) as number] = t * (s * mean + d * fit.k);
      uv[(j * (SEGMENTS + 1) + i) * 2 + 1] = v;
    }
  }
  const index: number[] = [];
  for (let j = 0; j < m - 1; j++)
    for (let i = 0; i < SEGMENTS; i++) {
      const a = j * (SEGMENTS + 1) + i;
      const b = a + SEGMENTS + 1;
      index.push(a, a + 1, b, b, a + 1, b + 1);
    }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(pos, 3));
  g.setAttribute('uv', new BufferAttribute(uv, 2));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

const FABRIC: Readonly<Record<HatStyle, Fabric>> = { boater: 'straw', beret: 'wool', bucket: 'canvas' };
/** How far the forehead's shadow reaches down from the front edge (mm) and how dark it starts. */
const SHADOW: Readonly<Record<HatStyle, { depth: number; alpha: number }>> = {
  boater: { depth: 14, alpha: 0.5 },
  beret: { depth: 9, alpha: 0.4 },
  bucket: { depth: 16, alpha: 0.55 },
};

/** A soft shadow's alpha: darkest along the top edge, fading down and toward both ends. */
function shadowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 32;
  const ctx = canvas.getContext('2d')!;
  const img = ctx.createImageData(64, 32);
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 64; x++) {
      const across = 1 - ((x - 31.5) / 32) ** 2;
      const down = (1 - y / 31) ** 1.3;
      const o = (y * 64 + x) * 4;
      img.data[o + 3] = Math.round(255 * Math.max(0, across) ** 0.7 * down);
    }
  ctx.putImageData(img, 0, 0);
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  return t;
}

type Worn = { style: HatStyle; fit: HatFit; parts: Mesh[]; materials: MeshPhysicalMaterial[] };

export type HatLayout = {
  style: HatStyle;
  /** The opening's widest points and front, the brim's lowest front point, the brows' top, image px. */
  opening: {
    left: { x: number; y: number };
    right: { x: number; y: number };
    front: { x: number; y: number };
  };
  brimFront: { x: number; y: number };
  browY: number;
  foreheadY: number;
  faceWidth: number;
} | null;

export class Hats {
  readonly group = new Group();
  readonly shadow: Mesh;
  /** Depth only: the head and its hair under the hat (hat-fit.ts hairUnderHat). */
  readonly hair = new Mesh(new SphereGeometry(1, 32, 20), occluderMaterial());
  private worn: Worn | null = null;
  private key = '';
  private last: HatLayout = null;

  constructor() {
    this.group.matrixAutoUpdate = false;
    this.group.name = 'hat';
    const material = new MeshBasicMaterial({
      name: 'hat-shadow',
      color: '#1b120c',
      map: shadowTexture(),
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
    });
    this.shadow = new Mesh(new PlaneGeometry(1, 1), material);
    this.shadow.matrixAutoUpdate = false;
    this.shadow.renderOrder = 2;
    this.shadow.name = 'hat-shadow';
    this.hair.matrixAutoUpdate = false;
    this.hair.renderOrder = -1;
    this.hair.frustumCulled = false;
  }

  private build(frame: HeadFrame, piece: Wearable, style: HatStyle): Worn {
    const fit = fitHat(frame, style);
    // materials (their canvases are the costly part) when the style or colours change; the meshes when
    // the head's size changes by more than 3 % (not on every frame's jitter)
    const key = `${style}|${piece.color}|${piece.accent ?? ''}`;
    const w = this.worn;
    const near = (x: number, y: number) => Math.abs(x - y) < 0.03 * y;
    if (w && key === this.key && near(fit.a, w.fit.a) && near(fit.b, w.fit.b)) return { ...w, fit };
    const materials = w && key === this.key ? w.materials : this.materials(style, piece);
    this.clear(materials !== w?.materials);
    const [main, band] = materials as [MeshPhysicalMaterial, MeshPhysicalMaterial];
    const shape = HAT_SHAPES[style];
    const parts = [new Mesh(ovalLathe(fit, shape.crown), main), new Mesh(ovalLathe(fit, shape.band), band)];
    if (shape.brim) parts.push(new Mesh(ovalLathe(fit, shape.brim), main));
    if (shape.stalk) parts.push(new Mesh(ovalLathe({ ...fit, a: 1, b: 1 }, shape.stalk), main));
    this.group.add(...parts);
    this.key = key;
    this.worn = { style, fit, parts, materials };
    return this.worn;
  }

  private materials(style: HatStyle, piece: Wearable): MeshPhysicalMaterial[] {
    const main = fabricMaterial(FABRIC[style], piece.color);
    const band =
      style === 'boater'
        ? fabricMaterial('ribbon', piece.accent ?? '#2b2b3a')
        : fabricMaterial(FABRIC[style], piece.color);
    // a beret's edge is a tighter band of the same wool, a shade darker; a bucket's is stitched canvas
    if (style !== 'boater') band.color.multiplyScalar(0.8);
    // the brim's underside and the crown's inside are seen too
    main.side = DoubleSide;
    band.side = DoubleSide;
    return [main, band];
  }

  /** Puts this frame's hat on (the first hat piece; none: nothing shown). */
  update(frame: HeadFrame, piece: Wearable | undefined): void {
    const style = (piece?.style ?? 'boater') as HatStyle;
    if (!piece || !(style in HAT_SHAPES)) {
      this.group.visible = false;
      this.shadow.visible = false;
      this.hair.visible = false;
      this.last = null;
      return;
    }
    const worn = this.build(frame, piece, style);
    const { fit } = worn;
    const [x, y, z] = hatAxes(fit).map((v) => new Vector3(...v));
    this.group.matrix
      .copy(placement(frame, fit.origin, frame.fit.scale))
      .multiply(new Matrix4().makeBasis(x!, y!, z!));
    this.group.matrixWorldNeedsUpdate = true;
    this.group.visible = true;
    const hair = hairUnderHat(fit);
    this.hair.matrix
      .copy(placement(frame, hair.centre, frame.fit.scale))
      .multiply(new Matrix4().makeScale(...hair.radii));
    this.hair.matrixWorldNeedsUpdate = true;
    this.hair.visible = true;
    // the shadow: a plane upright on the forehead, its top just under the front edge, a little behind
    // the band's surface so the hat covers its top
    const s = SHADOW[style];
    const front = imageFront(fit);
    const width = 1.5 * fit.a;
    const depth = s.depth * fit.k;
    // darkest just under what is seen of the brim's edge (the contact line itself is under the brim)
    const top = Math.min(front[1], brimFront(fit, style)[1]) + 1;
    this.shadow.matrix
      .copy(placement(frame, [0, top - depth / 2, front[2] - 2], frame.fit.scale))
      .multiply(new Matrix4().makeScale(width, depth, 1));
    this.shadow.matrixWorldNeedsUpdate = true;
    (this.shadow.material as MeshBasicMaterial).opacity = s.alpha;
    this.shadow.visible = true;
    this.last = {
      style,
      opening: openingInImage(frame, fit),
      brimFront: imageOf(frame, brimFront(fit, style)),
      browY: imageOf(frame, [0, fit.browY, frame.head(9)[2]]).y,
      foreheadY: imageOf(frame, frame.head(10)).y,
      faceWidth: frame.faceWidth,
    };
  }

  layout(): HatLayout {
    return this.last;
  }

  private clear(materials = true): void {
    if (!this.worn) return;
    for (const p of this.worn.parts) {
      this.group.remove(p);
      p.geometry.dispose();
    }
    if (materials) for (const m of this.worn.materials) disposeFabric(m);
    this.worn = null;
  }

  dispose(): void {
    this.clear();
    this.shadow.geometry.dispose();
    this.hair.geometry.dispose();
    (this.hair.material as MeshBasicMaterial).dispose();
    const m = this.shadow.material as MeshBasicMaterial;
    m.map?.dispose();
    m.dispose();
  }
}

/** The opening's front point, head millimetres. */
function imageFront(fit: HatFit): [number, number, number] {
  const [, , az] = hatAxes(fit);
  return [0, fit.origin[1] + fit.b * az[1], fit.origin[2] + fit.b * az[2]];
}
