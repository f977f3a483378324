import {
  BufferAttribute,
  type BufferGeometry,
  CatmullRomCurve3,
  ExtrudeGeometry,
  Group,
  type Material,
  type Matrix4,
  Mesh,
  MeshBasicMaterial,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import { type FrameModel, lensOutline, type Mm } from '../../../shared/eyewear-model';
import { ribbonGeometry } from '../viewer/geometry';
import { frameMaterial, lensMaterial } from './materials';
import type { V3 } from './pose';

/**
 * A pair of glasses as three.js meshes, from the SKU's frame model (shared/eyewear-model.ts): the front
 * (two rims with the bridge, end pieces; wrapped a little round the face like a real frame's face form)
 * and the lenses in millimetres about the bridge, x toward the subject's left, y up, z out of the face
 * (z = 0: the lenses' plane at the bridge); the temples are built apart, along the head's sides
 * (`setTemples`), since where they run depends on the head they sit on.
 */

/** Face form: the front bends back by this much per mm² from the middle (6 mm at 65 mm). */
const WRAP = 6 / 65 ** 2;
const wrapZ = (x: number) => -WRAP * x * x;

const shapeOf = (points: readonly Mm[]) => new Shape(points.map(([x, y]) => new Vector2(x, y)));

/** Bends a geometry's vertices back by the face form (its z is added to). */
function wrap(geometry: BufferGeometry): BufferGeometry {
  const p = geometry.getAttribute('position');
  for (let i = 0; i < p.count; i++) p.setZ(i, p.getZ(i) + wrapZ(p.getX(i)));
  p.needsUpdate = true;
  geometry.computeVertexNormals();
  return geometry;
}

/** An extruded acetate piece: `depth` deep, its front at z = depth / 2, softly bevelled. */
function slab(shape: Shape, depth: number): BufferGeometry {
  const g = new ExtrudeGeometry(shape, {
    depth: depth - 1.2,
    bevelEnabled: true,
    bevelThickness: 0.6,
    bevelSize: 0.5,
    bevelSegments: 2,
    curveSegments: 6,
  });
  g.translate(0, 0, -depth / 2 + 0.6);
  return wrap(g);
}

/** A wire along closed or open points (metal frames). */
function wire(points: readonly V3[], radius: number, closed: boolean): BufferGeometry {
  const curve = new CatmullRomCurve3(
    points.map(([x, y, z]) => new Vector3(x, y, z + wrapZ(x))),
    closed,
  );
  return new TubeGeometry(curve, closed ? 96 : 24, radius, 8, closed);
}

/** The inner edge of the lenses at the bridge (x of the right lens's innermost point, mirrored). */
const bridgeInner = (model: FrameModel) => Math.min(...lensOutline(model, 'left').map(([x]) => x));

function acetateFront(model: FrameModel): BufferGeometry[] {
  const parts: BufferGeometry[] = [];
  for (const side of ['right', 'left'] as const) {
    const rim = shapeOf(lensOutline(model, side, model.rim));
    rim.holes.push(shapeOf(lensOutline(model, side)));
    parts.push(slab(rim, model.depth));
  }
  // the bridge: a saddle between the rims, arched over the nose
  const inner = bridgeInner(model) + model.rim * 0.6;
  const y = model.bridgeY;
  const bridge = new Shape();
  bridge.moveTo(-inner, y - 3.2);
  bridge.quadraticCurveTo(0, y + 1.6, inner, y - 3.2);
  bridge.lineTo(inner, y + 4.2);
  bridge.quadraticCurveTo(0, y + 6.4, -inner, y + 4.2);
  bridge.closePath();
  parts.push(slab(bridge, model.depth * 0.9));
  // end pieces: where the front turns back to the hinges
  for (const s of [-1, 1]) {
    const x = (s * model.width) / 2;
    const end = shapeOf([
      [x - s * 7, model.hingeY - 4],
      [x, model.hingeY - 3],
      [x, model.hingeY + 3.5],
      [x - s * 7, model.hingeY + 5],
    ]);
    parts.push(slab(end, model.depth));
  }
  return parts;
}

function metalFront(model: FrameModel): BufferGeometry[] {
  const r = model.rim / 2;
  const parts: BufferGeometry[] = [];
  for (const side of ['right', 'left'] as const) {
    parts.push(
      wire(
        lensOutline(model, side, r).map(([x, y]) => [x, y, 0] as V3),
        r,
        true,
      ),
    );
  }
  const inner = bridgeInner(model) + r;
  const y = model.bridgeY;
  parts.push(
    wire(
      [
        [-inner, y, 0],
        [-inner / 2, y + 2.4, 0.6],
        [0, y + 3, 0.8],
        [inner / 2, y + 2.4, 0.6],
        [inner, y, 0],
      ],
      r * 0.9,
      false,
    ),
  );
  if (model.browBarY !== null) {
    const b = model.browBarY;
    parts.push(
      wire(
        [
          [-inner - 8, b - 0.6, 0],
          [0, b + 0.4, 0.3],
          [inner + 8, b - 0.6, 0],
        ],
        r * 0.85,
        false,
      ),
    );
  }
  for (const s of [-1, 1]) {
    // nose pads on their arms, behind the rims
    const px = s * (inner - 1.5);
    const py = y - 13;
    parts.push(
      wire(
        [
          [s * (inner + 0.5), y - 4, 0],
          [s * (inner - 0.5), py + 3, -3],
          [px, py + 1, -5],
        ],
        0.45,
        false,
      ),
    );
    const pad = new SphereGeometry(1, 10, 8);
    pad.scale(2, 4.5, 0.8);
    pad.translate(px, py, -6);
    parts.push(pad);
    // the end piece to the hinge
    const x = (s * model.width) / 2;
    parts.push(
      wire(
        [
          [x - s * 4, model.hingeY + 1, 0],
          [x - s * 0.5, model.hingeY, -1.5],
          [x, model.hingeY, -4],
        ],
        r * 1.2,
        false,
      ),
    );
  }
  return parts;
}

/** UVs for a temple's pattern: along its length (z) and height (y), in millimetres like the front's. */
function withLengthUv(g: BufferGeometry): void {
  const p = g.getAttribute('position');
  const uv = new Float32Array(p.count * 2);
  for (let i = 0; i < p.count; i++) {
    uv[2 * i] = p.getZ(i);
    uv[2 * i + 1] = p.getY(i);
  }
  g.setAttribute('uv', new BufferAttribute(uv, 2));
}

/** The contact shadow's copies of the front: offsets (shares of the drop) that soften its edge. */
const SHADOW_TAPS = [
  [0, 1],
  [-0.45, 0.8],
  [0.45, 0.8],
  [0, 0.55],
] as const;

export type Glasses = {
  group: Group;
  /**
   * The front's soft contact shadow on the face: copies of its meshes in translucent black, each moved
   * by `shade(dx, dy)` (frame pixels, the drop) after the frame's own placement.
   */
  shadow: Group;
  shade(matrix: Matrix4, dx: number, dy: number): void;
  model: FrameModel;
  frame: Material;
  templeMaterial: Material;
  lens: Material;
  /** Lays the temples along the head: each side's points (this group's millimetres), hinge first. */
  setTemples(paths: Record<'right' | 'left', readonly V3[]>): void;
  dispose(): void;
};

/** The frame's meshes, lenses drawn after the frame (they are see-through). */
export function buildGlasses(model: FrameModel): Glasses {
  const group = new Group();
  group.name = `eyewear-${model.style}`;
  const frame = frameMaterial(model);
  const templeMaterial = frameMaterial(model, true);
  const lens = lensMaterial(model);
  const front = model.material === 'metal' ? metalFront(model) : acetateFront(model);
  for (const g of front) group.add(Object.assign(new Mesh(g, frame), { name: 'frame' }));
  for (const side of ['right', 'left'] as const) {
    const g = wrap(new ShapeGeometry(shapeOf(lensOutline(model, side)), 8));
    g.translate(0, 0, model.material === 'metal' ? 0 : -0.4);
    group.add(Object.assign(new Mesh(g, lens), { name: `lens-${side}`, renderOrder: 2 }));
  }
  const shadowMaterial = new MeshBasicMaterial({
    name: 'shadow',
    color: '#000000',
    transparent: true,
    opacity: 0.07,
    depthWrite: false,
  });
  const shadow = new Group();
  shadow.name = 'eyewear-shadow';
  const taps = SHADOW_TAPS.map(() => {
    const copy = new Group();
    copy.matrixAutoUpdate = false;
    for (const g of front) copy.add(Object.assign(new Mesh(g, shadowMaterial), { renderOrder: 1 }));
    shadow.add(copy);
    return copy;
  });
  const temples: Partial<Record<'right' | 'left', Mesh>> = {};
  let key = '';
  return {
    group,
    shadow,
    shade(matrix, dx, dy) {
      SHADOW_TAPS.forEach(([u, v], i) => {
        const copy = taps[i]!;
        copy.matrix.makeTranslation(u * dx, -v * dy, 0).multiply(matrix);
        copy.matrixWorldNeedsUpdate = true;
      });
    },
    model,
    frame,
    templeMaterial,
    lens,
    setTemples(paths) {
      const next = JSON.stringify(paths);
      if (next === key) return;
      key = next;
      for (const side of ['right', 'left'] as const) {
        const old = temples[side];
        if (old) {
          group.remove(old);
          old.geometry.dispose();
        }
        const curve = new CatmullRomCurve3(paths[side].map(([x, y, z]) => new Vector3(x, y, z)));
        const g =
          model.material === 'metal'
            ? new TubeGeometry(curve, 32, model.temple.thickness / 2, 6, false)
            : ribbonGeometry(curve, model.temple.thickness, model.temple.height, 32);
        withLengthUv(g);
        const mesh = Object.assign(new Mesh(g, templeMaterial), { name: `temple-${side}` });
        temples[side] = mesh;
        group.add(mesh);
      }
    },
    dispose() {
      group.traverse((o) => {
        if (o instanceof Mesh) o.geometry.dispose();
      });
      (frame as Material & { map?: { dispose(): void } | null }).map?.dispose();
      (templeMaterial as Material & { map?: { dispose(): void } | null }).map?.dispose();
      frame.dispose();
      templeMaterial.dispose();
      shadowMaterial.dispose();
      lens.dispose();
    },
  };
}
