import {
  type BufferGeometry,
  CatmullRomCurve3,
  Curve,
  LatheGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import { BRILLIANT, brilliantGeometry } from './gem';
import { merge, type Part } from './geometry';
import { type RingSpec, ringInnerDiameter } from './product';

/**
 * Rings, in millimetres (docs/tryon-viewer.md "Models"): the ring lies in the XY plane, its axis along
 * Z, the top (where a stone sits) at +Y. Each part is a geometry with the role of its material: `metal`
 * or `gem`. Pure geometry: no renderer, no DOM.
 */

/** Band proportions per style: width across the finger and thickness (mm). */
const BAND = { band: { w: 4, t: 1.9 }, solitaire: { w: 2.2, t: 1.7 }, twisted: { w: 0, t: 0 } } as const;

/**
 * A comfort-fit band: a rounded-rectangle (superellipse) cross-section turned around the finger, its
 * innermost point exactly at the inner radius.
 */
export function bandGeometry(
  inner: number,
  width: number,
  thickness: number,
  segments = 128,
): BufferGeometry {
  const cx = inner + thickness / 2;
  const profile: Vector2[] = [];
  const steps = 40;
  const e = 2 / 3.2; // superellipse exponent 3.2: flat sides, rounded edges
  for (let k = 0; k <= steps; k++) {
    const u = (k / steps) * Math.PI * 2;
    const c = Math.cos(u);
    const s = Math.sin(u);
    // from the inside's middle, counter-clockwise in (r, y): the lathe's normals then face out
    profile.push(
      new Vector2(
        cx - (thickness / 2) * Math.sign(c) * Math.abs(c) ** e,
        -(width / 2) * Math.sign(s) * Math.abs(s) ** e,
      ),
    );
  }
  const lathe = new LatheGeometry(profile, segments);
  // lathe axis Y → ring axis Z, the lathe's seam (angle 0, +Z) → the bottom of the ring
  lathe.rotateX(Math.PI / 2);
  return lathe;
}

/** A strand winding around the ring's circle: `twists` turns of amplitude `a` at phase `phase`. */
class HelixStrand extends Curve<Vector3> {
  constructor(
    private readonly radius: number,
    private readonly a: number,
    private readonly twists: number,
    private readonly phase: number,
  ) {
    super();
  }
  override getPoint(t: number, target = new Vector3()): Vector3 {
    const theta = t * Math.PI * 2;
    const w = this.twists * theta + this.phase;
    const r = this.radius + this.a * Math.cos(w);
    return target.set(r * Math.sin(theta), r * Math.cos(theta), this.a * Math.sin(w));
  }
}

function twisted(inner: number): Part[] {
  const tube = 0.72;
  const a = tube * 0.95;
  const radius = inner + a + tube;
  return [0, Math.PI].map((phase, i) => ({
    name: i ? 'strand-b' : 'strand-a',
    role: 'metal' as const,
    geometry: new TubeGeometry(new HelixStrand(radius, a, 7, phase), 448, tube, 12, true),
  }));
}

/** A brilliant stood on the ring at angle `at` from the top (radians, toward +X), its girdle at `height`. */
function placedGem(diameter: number, height: number, at = 0): BufferGeometry {
  const gem = brilliantGeometry(diameter);
  gem.translate(0, height, 0);
  gem.rotateZ(-at);
  return gem;
}

function solitaire(inner: number, gem: number): Part[] {
  const { w, t } = BAND.solitaire;
  const outer = inner + t;
  const pav = BRILLIANT.pavilion * gem;
  const girdle = outer + pav + 0.35;
  const R = gem / 2;
  const prongs: BufferGeometry[] = [];
  for (let k = 0; k < 6; k++) {
    const a = ((k + 0.5) / 6) * Math.PI * 2;
    const at = (r: number, y: number) => new Vector3(r * Math.cos(a), y, r * Math.sin(a));
    const path = new CatmullRomCurve3([
      at(0.9, outer - 0.4),
      at(R * 0.62, girdle - pav * 0.55),
      at(R + 0.28, girdle + 0.05),
      at(R - 0.35, girdle + BRILLIANT.girdle * gem + BRILLIANT.crown * gem * 0.55),
    ]);
    prongs.push(new TubeGeometry(path, 24, 0.32, 8, false));
  }
  // the gallery: a wire circle holding the prongs under the stone
  const gallery = new TorusGeometry(R * 0.64, 0.3, 8, 48);
  gallery.rotateX(Math.PI / 2);
  gallery.translate(0, girdle - pav * 0.55, 0);
  const head = merge([...prongs, gallery]);
  return [
    { name: 'band', role: 'metal', geometry: bandGeometry(inner, w, t) },
    { name: 'setting', role: 'metal', geometry: head },
    { name: 'gem', role: 'gem', geometry: placedGem(gem, girdle) },
  ];
}

/** A band with a row of five small stones channel-set across its top (the SKU's accent). */
function channelStones(inner: number, thickness: number): BufferGeometry {
  const stone = 2;
  const outer = inner + thickness;
  const list = [-2, -1, 0, 1, 2].map((k) => placedGem(stone, outer - 0.1, (k * (stone + 0.25)) / outer));
  return merge(list);
}

/** The ring's parts (the inner diameter from the US size). */
export function ringParts(spec: RingSpec): Part[] {
  const inner = ringInnerDiameter(spec.size) / 2;
  if (spec.style === 'twisted') return twisted(inner);
  if (spec.style === 'solitaire') return solitaire(inner, 6.4);
  const { w, t } = BAND.band;
  const parts: Part[] = [{ name: 'band', role: 'metal', geometry: bandGeometry(inner, w, t) }];
  if (spec.accent) parts.push({ name: 'gem', role: 'gem', geometry: channelStones(inner, t) });
  return parts;
}
