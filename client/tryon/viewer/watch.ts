import {
  BoxGeometry,
  type BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Matrix4,
  Shape,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import { merge, type Part, ribbonGeometry } from './geometry';
import type { WatchSpec } from './product';

/**
 * Watches, in millimetres (docs/tryon-viewer.md "Models"): the dial faces +Z, 12 o'clock at +Y, the
 * crown at 3 o'clock (+X); the strap or bracelet loops behind, round a wrist that is not drawn. The
 * hands show 10:10 and 35 s. Pure geometry: no renderer, no DOM.
 */

/** Hand angles clockwise from 12 (radians) at 10:10:35. */
export const HANDS_AT = {
  hour: ((10 + 10 / 60) / 12) * Math.PI * 2,
  minute: (10 / 60) * Math.PI * 2,
  second: (35 / 60) * Math.PI * 2,
} as const;

/** Heights (z) of the case's layers. */
export const Z = { back: -4.4, dial: 1.8, dialTop: 2.1, bezelTop: 3.55, lugTip: -2.4 } as const;

const lathe = (points: [number, number][], segments = 96) => {
  const g = new LatheGeometry(
    points.map(([r, z]) => new Vector2(r, z)),
    segments,
  );
  g.rotateX(Math.PI / 2); // lathe axis Y → the case's axis Z
  return g;
};

/** Case and bezel in one turned profile (counter-clockwise in (r, z): the normals face out). */
function caseGeometry(R: number, Rd: number): BufferGeometry {
  return lathe([
    [0, Z.back],
    [R * 0.72, Z.back],
    [R - 0.6, Z.back + 0.45],
    [R, -2.6],
    [R, 1.4],
    [R - 0.2, 2.1],
    [R - 0.45, 3.0],
    [R - 1.4, Z.bezelTop],
    [Rd + 0.35, 3.35],
    [Rd + 0.2, 2.9],
    // down to the dial, which closes the case (a floor under it would be drawn for nothing)
    [Rd + 0.2, Z.dial],
  ]);
}

const crystalGeometry = (Rd: number) =>
  lathe([
    [0, 3.05],
    [Rd + 0.3, 3.05],
    [Rd + 0.3, 3.3],
    [Rd * 0.6, 3.45],
    [0, 3.5],
  ]);

/** A disc facing +Z, its top at `top`. */
function disc(radius: number, thickness: number, top: number, x = 0, y = 0): BufferGeometry {
  const g = new CylinderGeometry(radius, radius, thickness, 64);
  g.rotateX(Math.PI / 2);
  g.translate(x, y, top - thickness / 2);
  return g;
}

/** A hand pointing at `angle` (clockwise from 12), `length` from the centre, lying at height `z`. */
function hand(length: number, width: number, angle: number, z: number, tail = 0.18): BufferGeometry {
  const s = new Shape();
  s.moveTo(0, -tail * length);
  s.lineTo(width / 2, 0);
  s.lineTo(width * 0.32, 0.86 * length);
  s.lineTo(0, length);
  s.lineTo(-width * 0.32, 0.86 * length);
  s.lineTo(-width / 2, 0);
  s.closePath();
  const g = new ExtrudeGeometry(s, { depth: 0.18, bevelEnabled: false });
  g.rotateZ(-angle);
  g.translate(0, 0, z);
  return g;
}

/** Applied hour indices (a double bar at 12), standing on the dial. */
function indices(Rd: number): BufferGeometry {
  const bars: BufferGeometry[] = [];
  for (let h = 0; h < 12; h++) {
    const a = (h / 12) * Math.PI * 2;
    for (const dx of h === 0 ? [-0.55, 0.55] : [0]) {
      const bar = new BoxGeometry(h === 0 ? 0.7 : 0.85, Rd * 0.15, 0.35);
      bar.translate(dx, Rd * 0.8, Z.dialTop + 0.175);
      bar.rotateZ(-a);
      bars.push(bar);
    }
  }
  return merge(bars);
}

/**
 * A lug: a bar curving down from the case's side to the strap, `length` long, extruded `width` across
 * x; its root (shape x = 0) goes into the case's wall.
 */
function lug(width: number, length: number): BufferGeometry {
  const s = new Shape();
  s.moveTo(0, -2.6);
  s.lineTo(0, 1.4);
  s.quadraticCurveTo(length * 0.53, 1.2, length, Z.lugTip + 1);
  s.lineTo(length, Z.lugTip - 1);
  s.quadraticCurveTo(length * 0.47, -3, 0, -2.6);
  const g = new ExtrudeGeometry(s, {
    depth: width - 0.6,
    bevelEnabled: true,
    bevelThickness: 0.3,
    bevelSize: 0.3,
    bevelSegments: 2,
    curveSegments: 10,
  });
  // shape (x: outward, y: height), extrusion z → outward along +Y, height along Z, width along X
  g.applyMatrix4(new Matrix4().set(0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1));
  g.translate(-(width - 0.6) / 2, 0, 0);
  return g;
}

/** How far past the case's edge (mm) the lugs reach and the strap starts: short, stout horns. */
export const LUG_REACH = 4.5;
/** How far (mm) a lug's root goes into the case's wall, so no gap shows between them. */
const LUG_ROOT = 1.2;

/**
 * The four lugs either side of the strap at 12 and 6. Each stands off the axis at x = ±(strap / 2 + 1.1),
 * where the round case's wall is nearer the middle than R: the root starts inside the wall there (not at
 * R, which left it floating apart from the case), and the lug reaches the strap's end at R + LUG_REACH.
 */
export function lugGeometries(R: number, strapWidth: number, width = 2.6): BufferGeometry[] {
  const x = strapWidth / 2 + width / 2;
  const root = Math.sqrt(R * R - (x + width / 2) ** 2) - LUG_ROOT;
  const out: BufferGeometry[] = [];
  for (const top of [true, false]) {
    for (const side of [-1, 1]) {
      const g = lug(width, R + LUG_REACH - root);
      g.translate(side * x, root, 0);
      if (!top) g.rotateZ(Math.PI);
      out.push(g);
    }
  }
  return out;
}

/** The strap's path: from the top lugs' tips round the wrist's back to the bottom ones (the YZ plane). */
export function strapPath(R: number): CatmullRomCurve3 {
  const tip = R + LUG_REACH;
  const points: [number, number][] = [
    [tip, Z.lugTip],
    [R + 10.5, -6.5],
    [R + 12.5, -16],
    [R + 10, -30],
    [R + 2, -37],
    [0, -38.5],
  ];
  const loop = [
    ...points,
    ...points
      .slice(0, -1)
      .reverse()
      .map(([y, z]) => [-y, z] as [number, number]),
  ];
  return new CatmullRomCurve3(
    loop.map(([y, z]) => new Vector3(0, y, z)),
    false,
    'centripetal',
  );
}

/** A link: a rounded block `w` across, `len` along the path, `th` thick, its edges bevelled. */
function link(w: number, len: number, th: number): BufferGeometry {
  const r = Math.min(w, len) * 0.28;
  const s = new Shape();
  const [x0, y0, x1, y1] = [-w / 2 + r, -len / 2 + r, w / 2 - r, len / 2 - r];
  s.moveTo(x0, -len / 2);
  s.lineTo(x1, -len / 2);
  s.quadraticCurveTo(w / 2, -len / 2, w / 2, y0);
  s.lineTo(w / 2, y1);
  s.quadraticCurveTo(w / 2, len / 2, x1, len / 2);
  s.lineTo(x0, len / 2);
  s.quadraticCurveTo(-w / 2, len / 2, -w / 2, y1);
  s.lineTo(-w / 2, y0);
  s.quadraticCurveTo(-w / 2, -len / 2, x0, -len / 2);
  const bevel = Math.min(0.45, th * 0.3);
  const g = new ExtrudeGeometry(s, {
    depth: th - 2 * bevel,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 2,
    curveSegments: 3,
  });
  g.translate(0, 0, -th / 2 + bevel);
  return g;
}

/** The bracelet's pitch along the strap's path (mm) and how long a link is within it. */
export const LINK_PITCH = 5.4;
const LINK_LENGTH = 5.1;

/**
 * A bracelet of three rows of rounded links along the strap's path, each square to the path: polished
 * middle links half a pitch off the outer rows' (as a bracelet's rows interlock), the outer links
 * bevelled, so it reads as a chain of links rather than a grid of blocks.
 */
export function bracelet(R: number, width: number): BufferGeometry {
  const path = strapPath(R);
  const length = path.getLength();
  const count = Math.round(length / LINK_PITCH);
  const links: BufferGeometry[] = [];
  const x = new Vector3(1, 0, 0);
  const place = (g: BufferGeometry, t: number) => {
    const p = path.getPointAt(t);
    const tangent = path.getTangentAt(t);
    const normal = new Vector3().crossVectors(x, tangent).normalize();
    g.applyMatrix4(new Matrix4().makeBasis(x, tangent, normal).setPosition(p));
    links.push(g);
  };
  for (let i = 0; i <= count; i++) {
    for (const side of [-1, 1]) {
      const g = link(width * 0.3, LINK_LENGTH, 1.6);
      g.translate(side * width * 0.34, 0, 0);
      place(g, i / count);
    }
    if (i < count) place(link(width * 0.4, LINK_LENGTH, 2), (i + 0.5) / count);
  }
  return merge(links);
}

/** The chronograph's sub-dials at 3, 6 and 9 o'clock: recessed discs, rims and small hands. */
function subDials(Rd: number): { discs: BufferGeometry; rims: BufferGeometry; hands: BufferGeometry } {
  const r = Rd * 0.22;
  const at = [Math.PI / 2, Math.PI, (Math.PI * 3) / 2].map((a) => [
    Math.sin(a) * Rd * 0.47,
    Math.cos(a) * Rd * 0.47,
  ]);
  const discs = merge(at.map(([x, y]) => disc(r, 0.2, Z.dialTop + 0.02, x, y)));
  const rims = merge(
    at.map(([x, y]) => {
      const t = new TorusGeometry(r, 0.16, 6, 48);
      t.translate(x!, y!, Z.dialTop + 0.05);
      return t;
    }),
  );
  const hands = merge(
    at.map(([x, y], i) => {
      const h = hand(r * 0.85, 0.45, (i + 1) * 1.9, Z.dialTop + 0.1, 0.1);
      h.translate(x!, y!, 0);
      return h;
    }),
  );
  return { discs, rims, hands };
}

/** The watch's parts: case, bezel, crystal, dial, indices, hands at 10:10, crown, lugs, strap. */
export function watchParts(spec: WatchSpec): Part[] {
  const R = spec.diameter / 2;
  const Rd = R - 2;
  const strapWidth = Math.round(spec.diameter / 2);
  const crown = new CylinderGeometry(1.8, 1.8, 2.6, 24);
  crown.rotateZ(Math.PI / 2);
  crown.translate(R + 1.1, 0, -0.4);
  const fittings = [crown];
  if (spec.style === 'chrono') {
    for (const a of [Math.PI / 2 - 0.62, Math.PI / 2 + 0.62]) {
      const pusher = new CylinderGeometry(1.05, 1.05, 3, 16);
      pusher.translate(0, R + 1.2, -0.4);
      pusher.rotateZ(-a);
      fittings.push(pusher);
    }
  }
  const lugs = lugGeometries(R, strapWidth);
  const hub = disc(0.9, 1, Z.dialTop + 0.95);
  const parts: Part[] = [
    { name: 'case', role: 'metal', geometry: caseGeometry(R, Rd) },
    { name: 'fittings', role: 'metal', geometry: merge([...fittings, ...lugs, hub]) },
    { name: 'dial', role: 'dial', geometry: disc(Rd + 0.2, 0.3, Z.dialTop) },
    { name: 'indices', role: 'metal', geometry: indices(Rd) },
    {
      name: 'hands',
      role: 'metal',
      geometry: merge([
        hand(Rd * 0.55, 1.6, HANDS_AT.hour, Z.dialTop + 0.15),
        hand(Rd * 0.82, 1.15, HANDS_AT.minute, Z.dialTop + 0.4),
      ]),
    },
    {
      name: 'second',
      role: 'second',
      geometry: hand(Rd * 0.9, 0.3, HANDS_AT.second, Z.dialTop + 0.65, 0.22),
    },
    { name: 'crystal', role: 'crystal', geometry: crystalGeometry(Rd) },
  ];
  if (spec.style === 'chrono') {
    const sub = subDials(Rd);
    parts.push(
      { name: 'subdials', role: 'subdial', geometry: sub.discs },
      { name: 'subdial-rims', role: 'metal', geometry: sub.rims },
      { name: 'subdial-hands', role: 'second', geometry: sub.hands },
      { name: 'bracelet', role: 'metal', geometry: bracelet(R, strapWidth) },
    );
  } else {
    parts.push({
      name: 'strap',
      role: 'strap',
      geometry: ribbonGeometry(strapPath(R), strapWidth, 1.3, 180),
    });
  }
  return parts;
}
