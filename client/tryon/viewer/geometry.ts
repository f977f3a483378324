import { BufferGeometry, type Curve, Float32BufferAttribute, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Role } from './materials';

/** One mesh of a product: its geometry and the role that picks its material. */
export type Part = { name: string; role: Role; geometry: BufferGeometry };

/** Shared geometry helpers of the viewer's models (pure). */

/**
 * Merges geometries of any kind (indexed or not, with or without uv) into one non-indexed geometry
 * of positions and normals — what the viewer's untextured materials read.
 */
export function merge(list: readonly BufferGeometry[]): BufferGeometry {
  const plain = list.map((g) => {
    const flat = g.index ? g.toNonIndexed() : g;
    for (const name of Object.keys(flat.attributes)) {
      if (name !== 'position' && name !== 'normal') flat.deleteAttribute(name);
    }
    if (flat !== g) g.dispose();
    return flat;
  });
  const merged = mergeGeometries(plain);
  if (!merged) throw new Error('viewer: geometries do not merge');
  for (const g of plain) g.dispose();
  return merged;
}

/**
 * A flat band of rectangular section along a curve lying in the YZ plane — a watch strap: `width`
 * across X, `thickness` across the curve. Four sides with their own normals (crisp edges) and two end
 * caps. Pure geometry.
 */
export function ribbonGeometry(
  curve: Curve<Vector3>,
  width: number,
  thickness: number,
  segments: number,
): BufferGeometry {
  const x = new Vector3(1, 0, 0);
  const centres: Vector3[] = [];
  const normals: Vector3[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    centres.push(curve.getPointAt(t));
    normals.push(new Vector3().crossVectors(x, curve.getTangentAt(t)).normalize());
  }
  const position: number[] = [];
  const normal: number[] = [];
  const index: number[] = [];
  /** One side: corners at (sx·width/2 along X, sn·thickness/2 along the normal), for both edges. */
  const side = (edges: [number, number][], facing: (i: number) => Vector3) => {
    const base = position.length / 3;
    for (let i = 0; i <= segments; i++) {
      for (const [sx, sn] of edges) {
        const p = centres[i]!.clone()
          .addScaledVector(x, (sx * width) / 2)
          .addScaledVector(normals[i]!, (sn * thickness) / 2);
        position.push(p.x, p.y, p.z);
        const n = facing(i);
        normal.push(n.x, n.y, n.z);
      }
    }
    for (let i = 0; i < segments; i++) {
      const a = base + i * 2;
      index.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
    }
  };
  side(
    [
      [-1, 1],
      [1, 1],
    ],
    (i) => normals[i]!,
  );
  side(
    [
      [1, -1],
      [-1, -1],
    ],
    (i) => normals[i]!.clone().negate(),
  );
  side(
    [
      [1, 1],
      [1, -1],
    ],
    () => x,
  );
  side(
    [
      [-1, -1],
      [-1, 1],
    ],
    () => x.clone().negate(),
  );
  // end caps
  for (const [i, sign] of [
    [0, -1],
    [segments, 1],
  ] as const) {
    const base = position.length / 3;
    const n = curve.getTangentAt(i / segments).multiplyScalar(sign);
    for (const [sx, sn] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      const p = centres[i]!.clone()
        .addScaledVector(x, (sx * width) / 2)
        .addScaledVector(normals[i]!, (sn * thickness) / 2);
      position.push(p.x, p.y, p.z);
      normal.push(n.x, n.y, n.z);
    }
    index.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(position, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normal, 3));
  geometry.setIndex(index);
  windOutward(geometry);
  return geometry;
}

/** Turns each triangle so its corners run counter-clockwise seen from the side its normals face. */
export function windOutward(geometry: BufferGeometry): void {
  const p = geometry.getAttribute('position');
  const n = geometry.getAttribute('normal');
  const idx = geometry.getIndex();
  if (!idx) return;
  const a = new Vector3();
  const b = new Vector3();
  const c = new Vector3();
  const want = new Vector3();
  for (let t = 0; t < idx.count; t += 3) {
    const [i, j, k] = [idx.getX(t), idx.getX(t + 1), idx.getX(t + 2)];
    a.fromBufferAttribute(p, i);
    b.fromBufferAttribute(p, j).sub(a);
    c.fromBufferAttribute(p, k).sub(a);
    want.fromBufferAttribute(n, i);
    if (b.cross(c).dot(want) < 0) {
      idx.setX(t + 1, k);
      idx.setX(t + 2, j);
    }
  }
  idx.needsUpdate = true;
}
