import { BufferGeometry, Float32BufferAttribute } from 'three';

/**
 * A round brilliant, built here facet by facet (docs/tryon-viewer.md "Models"): an octagonal table,
 * bezel and star facets down to a 16-sided girdle, pavilion mains down to the culet — Tolkowsky-like
 * proportions (table 57 %, crown 16 %, pavilion 43 % of the diameter). Every triangle has its own
 * vertices (a flat normal per facet), so the light breaks on the facets. The axis is +Y, the girdle's
 * bottom at y = 0, the culet at y = −pavilion.
 */

type Ring = { r: number; y: number; n: number; offset: number };

export const BRILLIANT = { table: 0.57, crown: 0.16, girdle: 0.03, pavilion: 0.43 } as const;

/** Points of a horizontal ring of `n` corners, the first at angle offset·(2π/n). */
function ringPoints({ r, y, n, offset }: Ring): [number, number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((i + offset) / n) * Math.PI * 2;
    return [r * Math.cos(a), y, r * Math.sin(a)];
  });
}

/**
 * Triangles between two rings of any corner counts, walking both by angle (the one whose next corner
 * comes first advances): the facets between the table and the girdle, the girdle and the pavilion.
 * Corners are in increasing angle from the ring's offset (< one step), so both walks start together.
 */
function stitch(upper: Ring, lower: Ring, out: number[]): void {
  const a = ringPoints(upper);
  const b = ringPoints(lower);
  const next = (ring: Ring, k: number) => ((k + 1 + ring.offset) / ring.n) * Math.PI * 2;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA = j >= b.length || (i < a.length && next(upper, i) <= next(lower, j));
    const pa = a[i % a.length]!;
    const pb = b[j % b.length]!;
    if (takeA) {
      out.push(...pa, ...pb, ...a[(i + 1) % a.length]!);
      i++;
    } else {
      out.push(...pa, ...pb, ...b[(j + 1) % b.length]!);
      j++;
    }
  }
}

/** A round brilliant of the given girdle diameter. */
export function brilliantGeometry(diameter: number): BufferGeometry {
  const R = diameter / 2;
  const g = BRILLIANT.girdle * diameter;
  const crown = BRILLIANT.crown * diameter;
  const pav = BRILLIANT.pavilion * diameter;
  const rings: Ring[] = [
    { r: BRILLIANT.table * R, y: g + crown, n: 8, offset: 0.5 },
    { r: 0.8 * R, y: g + crown * 0.42, n: 8, offset: 0 },
    { r: R, y: g, n: 16, offset: 0 },
    { r: R, y: 0, n: 16, offset: 0 },
    { r: 0.42 * R, y: -pav * 0.58, n: 8, offset: 0.5 },
  ];
  const out: number[] = [];
  // the table: a fan from its centre
  const table = ringPoints(rings[0]!);
  for (let i = 0; i < table.length; i++) {
    out.push(0, rings[0]!.y, 0, ...table[(i + 1) % table.length]!, ...table[i]!);
  }
  for (let k = 0; k + 1 < rings.length; k++) stitch(rings[k]!, rings[k + 1]!, out);
  // the pavilion's mains meet at the culet
  const last = ringPoints(rings.at(-1)!);
  for (let i = 0; i < last.length; i++) out.push(...last[i]!, ...last[(i + 1) % last.length]!, 0, -pav, 0);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(out, 3));
  orientOutward(geometry);
  geometry.computeVertexNormals();
  geometry.computeBoundingBox();
  return geometry;
}

/** Turns every triangle to face away from the axis's middle (the stone is convex), whatever the walk did. */
function orientOutward(geometry: BufferGeometry): void {
  const p = geometry.getAttribute('position') as Float32BufferAttribute;
  const a = p.array as Float32Array;
  geometry.computeBoundingBox();
  const box = geometry.boundingBox!;
  const cy = (box.min.y + box.max.y) / 2;
  for (let t = 0; t < a.length; t += 9) {
    const [ax, ay, az, bx, by, bz, qx, qy, qz] = a.subarray(t, t + 9) as unknown as number[];
    const ux = bx! - ax!;
    const uy = by! - ay!;
    const uz = bz! - az!;
    const vx = qx! - ax!;
    const vy = qy! - ay!;
    const vz = qz! - az!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const cx = (ax! + bx! + qx!) / 3;
    const cyy = (ay! + by! + qy!) / 3 - cy;
    const cz = (az! + bz! + qz!) / 3;
    if (nx * cx + ny * cyy + nz * cz < 0) {
      // swap the second and third corners
      for (let k = 0; k < 3; k++) {
        const s = a[t + 3 + k]!;
        a[t + 3 + k] = a[t + 6 + k]!;
        a[t + 6 + k] = s;
      }
    }
  }
  p.needsUpdate = true;
}
