import {
  BufferAttribute,
  BufferGeometry,
  Group,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  SphereGeometry,
  Vector3,
} from 'three';
import type { Wearable } from '../../../shared/wear';
import { lobeOf } from './earring-fit';
import { disposeFabric, fabricMaterial } from './fabric';
import { earTop, headbandPath, imageOf } from './hat-fit';
import { type HeadFrame, placement } from './head-frame';
import { tortoiseTexture } from './materials';
import type { V3 } from './pose';

/**
 * Headbands as three.js meshes (docs/tryon-wear.md "Hats and headbands"): a band along the line where
 * a plane leaning forward meets the hair over the estimated skull (hat-fit.ts headbandPath), from behind
 * one ear over the crown to behind the other, narrowing toward its ends; padded velvet, a satin band
 * with a knot on top, or a thin tortoiseshell acetate. The occluder hides its ends behind the ears.
 */

type Style = 'velvet' | 'knot' | 'tortoise';
/** Width along the head and thickness off it (mm), and how much narrower the ends are. */
const SECTION: Readonly<Record<Style, { w: number; t: number; taper: number }>> = {
  velvet: { w: 30, t: 9, taper: 0.55 },
  knot: { w: 28, t: 6, taper: 0.5 },
  tortoise: { w: 11, t: 3.5, taper: 0.7 },
};
const AROUND = 14;

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: V3): V3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/**
 * How much of the band shows at `u` (0..1 along it, 0.5 the crown): all of it over the top, fading out
 * from 42 % to 72 % of the way to each end — where a real band goes under the hair over the ears. The
 * face mesh has no hair, so this stands in for the hair's cover (docs/tryon-wear.md).
 */
export function bandShows(u: number): number {
  const e = Math.min(1, Math.max(0, (Math.abs(2 * u - 1) - 0.42) / 0.3));
  return 1 - e * e * (3 - 2 * e);
}

/** Every vertex fully shown (a colour attribute of ones: the materials read vertex colour and alpha). */
function opaque<G extends BufferGeometry>(g: G): G {
  g.setAttribute('color', new BufferAttribute(new Float32Array(g.attributes.position!.count * 4).fill(1), 4));
  return g;
}

/** The band's surface in head millimetres: a rounded section swept along the path, closed at the ends. */
function bandGeometry(points: readonly V3[], normals: readonly V3[], w: number, t: number, taper: number) {
  const n = points.length;
  const pos = new Float32Array(n * (AROUND + 1) * 3);
  const uv = new Float32Array(n * (AROUND + 1) * 2);
  const rgba = new Float32Array(n * (AROUND + 1) * 4).fill(1);
  let along = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    if (i > 0) along += Math.hypot(...sub(p, points[i - 1]!));
    const tan = norm(sub(points[Math.min(n - 1, i + 1)]!, points[Math.max(0, i - 1)]!));
    const N = normals[i]!;
    const B = norm(cross(tan, N));
    const u = i / (n - 1);
    // narrower toward the ends, closed at the last ring
    const f = (taper + (1 - taper) * Math.sin(Math.PI * u)) * (i === 0 || i === n - 1 ? 0.05 : 1);
    for (let j = 0; j <= AROUND; j++) {
      const psi = (2 * Math.PI * j) / AROUND;
      const c = Math.cos(psi);
      const s = Math.sin(psi);
      // a soft, flat-sided section resting on the hair (its inner face at the surface)
      const x = (w / 2) * f * Math.sign(c) * Math.abs(c) ** 0.7;
      const y = (t / 2) * f * (1 + Math.sign(s) * Math.abs(s) ** 0.8);
      const o = (i * (AROUND + 1) + j) * 3;
      for (let k = 0; k < 3; k++) pos[o + k] = p[k]! + B[k]! * x + N[k]! * y;
      rgba[(i * (AROUND + 1) + j) * 4 + 3] = bandShows(u);
      uv[(i * (AROUND + 1) + j) * 2] = along;
      uv[(i * (AROUND + 1) + j) * 2 + 1] = (psi / (2 * Math.PI)) * (w + t);
    }
  }
  const index: number[] = [];
  for (let i = 0; i < n - 1; i++)
    for (let j = 0; j < AROUND; j++) {
      const a = i * (AROUND + 1) + j;
      const b = a + AROUND + 1;
      index.push(a, b, a + 1, a + 1, b, b + 1);
    }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(pos, 3));
  g.setAttribute('uv', new BufferAttribute(uv, 2));
  g.setAttribute('color', new BufferAttribute(rgba, 4));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

/** A knot on top: two gathered puffs either side of a wrapped middle, in the band's frame at the crown. */
function knotParts(at: V3, tan: V3, normal: V3, k: number): SphereGeometry[] {
  const B = norm(cross(tan, normal));
  const frame = new Matrix4().makeBasis(new Vector3(...tan), new Vector3(...normal), new Vector3(...B));
  const part = (dx: number, sx: number, sy: number, sz: number, turn: number) => {
    const g = opaque(new SphereGeometry(1, 20, 14));
    g.applyMatrix4(
      new Matrix4()
        .makeTranslation(at[0], at[1], at[2])
        .multiply(frame)
        .multiply(new Matrix4().makeTranslation(dx * k, (sy / 2 + 3) * k, 0))
        .multiply(new Matrix4().makeRotationY(turn))
        .multiply(new Matrix4().makeScale((sx / 2) * k, (sy / 2) * k, (sz / 2) * k)),
    );
    return g;
  };
  return [part(-15, 30, 12, 34, 0.35), part(15, 30, 12, 34, -0.35), part(0, 14, 15, 30, 0)];
}

export type HeadbandLayout = {
  style: Style;
  /** The band's ends and top, image pixels, and how far each end is from its ear's top, head mm. */
  ends: Record<'right' | 'left', { x: number; y: number; fromEar: number }>;
  top: { x: number; y: number };
} | null;

export class Headbands {
  readonly group = new Group();
  private key = '';
  private parts: Mesh[] = [];
  private materials: MeshPhysicalMaterial[] = [];
  private last: HeadbandLayout = null;
  private size = 0;
  /** The band's soft shadow on the hair: its own shape in translucent brown, dropped a little. */
  readonly shadow = new Group();
  private readonly shade = new MeshBasicMaterial({
    name: 'headband-shadow',
    color: '#1b120c',
    transparent: true,
    opacity: 0.28,
    depthWrite: false,
    vertexColors: true,
  });

  constructor() {
    this.group.matrixAutoUpdate = false;
    this.group.name = 'headband';
    this.shadow.matrixAutoUpdate = false;
  }

  /** The style's material, reading the band's vertex alpha (its ends fade under the hair). */
  private material(style: Style, piece: Wearable): MeshPhysicalMaterial {
    const m = this.surface(style, piece);
    m.vertexColors = true;
    m.transparent = true;
    return m;
  }

  private surface(style: Style, piece: Wearable): MeshPhysicalMaterial {
    if (style === 'velvet') return fabricMaterial('velvet', piece.color);
    if (style === 'knot') return fabricMaterial('ribbon', piece.color);
    return new MeshPhysicalMaterial({
      name: 'acetate',
      map: tortoiseTexture(piece.color, piece.accent ?? '#c99a5b'),
      roughness: 0.4,
      clearcoat: 1,
      clearcoatRoughness: 0.06,
      envMapIntensity: 0.5,
    });
  }

  /** Puts this frame's headband on (the first headband piece; none: nothing shown). */
  update(frame: HeadFrame, piece: Wearable | undefined): void {
    const style = (piece?.style ?? 'velvet') as Style;
    if (!piece || !(style in SECTION)) {
      this.group.visible = false;
      this.shadow.visible = false;
      this.last = null;
      return;
    }
    const path = headbandPath(frame);
    const k = Math.max(0.8, Math.min(1.25, frame.pxPerMm / frame.fit.scale));
    // the material (its canvas is the costly part) when the style or colours change; the band's mesh
    // when the head's size changes by more than 3 % (not on every frame's jitter)
    const key = `${style}|${piece.color}|${piece.accent ?? ''}`;
    const size = Math.abs(path.points[0]![0] - path.points.at(-1)![0]) / k;
    if (key !== this.key || Math.abs(size - this.size) > 0.03 * this.size) {
      const keep = key === this.key ? this.materials : null;
      this.clear(!keep);
      const m = keep?.[0] ?? this.material(style, piece);
      const s = SECTION[style];
      const geometries: BufferGeometry[] = [
        bandGeometry(path.points, path.normals, s.w * k, s.t * k, s.taper),
      ];
      if (style === 'knot') {
        const mid = Math.floor(path.points.length / 2);
        const tan = norm(sub(path.points[mid + 1]!, path.points[mid - 1]!));
        geometries.push(...knotParts(path.points[mid]!, tan, path.normals[mid]!, k));
      }
      this.parts = geometries.map((g) => new Mesh(g, m));
      this.group.add(...this.parts);
      this.shadow.add(...geometries.map((g) => Object.assign(new Mesh(g, this.shade), { renderOrder: 1 })));
      this.materials = [m];
      this.key = key;
      this.size = size;
    }
    this.group.matrix.copy(placement(frame, [0, 0, 0], frame.fit.scale));
    this.group.matrixWorldNeedsUpdate = true;
    this.group.visible = true;
    const drop = 0.012 * frame.faceWidth;
    this.shadow.matrix
      .copy(this.group.matrix)
      .premultiply(new Matrix4().makeTranslation(drop * 0.3, -drop, -drop));
    this.shadow.matrixWorldNeedsUpdate = true;
    this.shadow.visible = true;
    const end = (side: 'right' | 'left') => {
      const p = side === 'right' ? path.points[1]! : path.points[path.points.length - 2]!;
      const ear = earTop(lobeOf(frame, side).head, side);
      return { ...imageOf(frame, p), fromEar: Math.hypot(...sub(p, ear)) };
    };
    const top = path.points.reduce((hi, p) => (p[1] > hi[1] ? p : hi));
    this.last = { style, ends: { right: end('right'), left: end('left') }, top: imageOf(frame, top) };
  }

  layout(): HeadbandLayout {
    return this.last;
  }

  private clear(materials = true): void {
    for (const p of this.parts) {
      this.group.remove(p);
      p.geometry.dispose();
    }
    this.shadow.clear();
    if (materials) for (const m of this.materials) disposeFabric(m);
    this.parts = [];
    this.materials = [];
  }

  dispose(): void {
    this.clear();
    this.shade.dispose();
  }
}
