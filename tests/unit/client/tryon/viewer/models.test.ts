import { Box3, type BufferGeometry, Mesh, type MeshPhysicalMaterial, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { BRILLIANT, brilliantGeometry } from '../../../../../client/tryon/viewer/gem';
import {
  buildProduct,
  COLLECTION_GAP,
  disposeProduct,
  materialsIn,
  partsOf,
  restyle,
} from '../../../../../client/tryon/viewer/models';
import {
  collectionOf,
  GEMS,
  METALS,
  nearest,
  type ProductSpec,
  RING_SIZE,
  type RingSpec,
  ringInnerDiameter,
  specOf,
  styled,
  type WatchSpec,
} from '../../../../../client/tryon/viewer/product';
import {
  bracelet,
  HANDS_AT,
  LINK_PITCH,
  LUG_REACH,
  lugGeometries,
  strapPath,
  Z,
} from '../../../../../client/tryon/viewer/watch';
import { CATALOG } from '../../../../../shared/showcase-catalog';

const ring = (style: string, accent?: string) =>
  specOf({ name: `Ring ${style}`, color: '#d4af37', style, accent }, 'ring') as RingSpec;
const watch = (style: string, name = 'Meridian 38 Steel') =>
  specOf({ name, color: '#b8bcc2', style, accent: '#1f2a44' }, 'watch') as WatchSpec;

const boxOf = (g: BufferGeometry) => new Box3().setFromBufferAttribute(g.getAttribute('position') as never);
const partBox = (spec: ProductSpec, name: string) => {
  const part = partsOf(spec).find((p) => p.name === name);
  expect(part, name).toBeDefined();
  return boxOf(part!.geometry);
};

/** Every finite position and normal, and the vertex count. */
function sane(g: BufferGeometry): number {
  const pos = g.getAttribute('position').array;
  const normals = g.getAttribute('normal')?.array ?? [];
  expect(normals.length).toBe(pos.length);
  expect([...pos, ...normals].filter((v) => !Number.isFinite(v))).toEqual([]);
  return pos.length / 3;
}

/** The smallest and largest distance from the ring's axis (Z) of a geometry's vertices. */
function radialRange(g: BufferGeometry): [number, number] {
  const pos = g.getAttribute('position');
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (let i = 0; i < pos.count; i++) {
    const r = Math.hypot(pos.getX(i), pos.getY(i));
    min = Math.min(min, r);
    max = Math.max(max, r);
  }
  return [min, max];
}

describe('the SKU → product spec', () => {
  it('reads the catalogue: rings and watches, style, colours, case size from the name', () => {
    const rings = CATALOG.rings!.skus.map((s) => specOf(s, 'ring'));
    expect(rings.map((r) => [r.kind, r.style, r.metal, r.accent])).toEqual([
      ['ring', 'solitaire', '#e9e6df', '#f5fbff'],
      ['ring', 'twisted', '#d4af37', null],
      ['ring', 'band', '#d4af37', '#2e7d5b'],
    ]);
    const watches = CATALOG.watches!.skus.map((s) => specOf(s, 'watch') as WatchSpec);
    expect(watches.map((w) => [w.kind, w.style, w.diameter, w.accent])).toEqual([
      ['watch', 'dress', 38, '#f4f1ea'],
      ['watch', 'dress', 40, '#1f2a44'],
      ['watch', 'chrono', 40, '#e8e8e8'],
    ]);
  });
  it('falls back on a band ring for nothing or nonsense; a solitaire always has a stone', () => {
    expect(specOf(null)).toMatchObject({ kind: 'ring', style: 'band', accent: null });
    expect(specOf({ color: 'red', style: 'x' })).toMatchObject({ style: 'band', metal: '#d4af37' });
    expect(specOf({ color: '#aaaaaa', style: 'solitaire' }).accent).toBe(GEMS.diamond);
  });
  it('home: the chosen ring first, then the rest of the catalogue', () => {
    const chosen = specOf(CATALOG.rings!.skus[1], 'ring');
    expect(collectionOf(chosen).map((s) => s.name)).toEqual([
      'Twisted Gold',
      'Solitaire Halo',
      'Emerald Band',
    ]);
  });
  it('playground: the nearest presets, and the styled spec', () => {
    expect(nearest(METALS, '#e9e6df')).toBe('silver');
    expect(nearest(METALS, '#c98f7a')).toBe('rose');
    expect(nearest(GEMS, '#2e7d5b')).toBe('emerald');
    expect(styled(ring('solitaire'), 'black', 'ruby')).toMatchObject({
      metal: METALS.black,
      accent: GEMS.ruby,
    });
    expect(styled(ring('twisted'), 'rose', 'ruby')).toMatchObject({ metal: METALS.rose, accent: null });
  });
});

describe('rings', () => {
  const inner = ringInnerDiameter(RING_SIZE) / 2;
  it('US 7 is 17.3 mm inside', () => expect(ringInnerDiameter(7)).toBeCloseTo(17.32, 1));

  for (const style of ['band', 'solitaire', 'twisted'] as const) {
    it(`${style}: the inner radius matches the size, the band is round, sane and not too heavy`, () => {
      const parts = partsOf(ring(style));
      const metal = parts.filter((p) => p.role === 'metal' && p.name !== 'setting');
      const [min] = radialRange(metal[0]!.geometry);
      expect(min).toBeGreaterThan(inner - 0.06);
      expect(min).toBeLessThan(inner + 0.06);
      for (const p of metal) {
        const b = boxOf(p.geometry);
        // round: as wide as it is tall, centred on the axis
        expect(b.max.x + b.min.x).toBeCloseTo(0, 1);
        expect(b.max.x - b.min.x).toBeCloseTo(b.max.y - b.min.y, 0);
        expect(b.max.x).toBeGreaterThan(inner + 1.5);
        expect(b.max.x).toBeLessThan(inner + (style === 'twisted' ? 2.9 : 2.2));
      }
      const vertices = parts.reduce((n, p) => n + sane(p.geometry), 0);
      expect(vertices).toBeGreaterThan(2000);
      expect(vertices).toBeLessThan(60_000);
    });
  }

  it('solitaire: the gem sits on top of the band, on its axis, held by the setting', () => {
    const spec = ring('solitaire', '#f5fbff');
    const band = partBox(spec, 'band');
    const gem = partBox(spec, 'gem');
    const setting = partBox(spec, 'setting');
    expect(gem.min.y).toBeGreaterThanOrEqual(band.max.y);
    expect(gem.min.y - band.max.y).toBeLessThan(1);
    expect((gem.min.x + gem.max.x) / 2).toBeCloseTo(0, 2);
    expect((gem.min.z + gem.max.z) / 2).toBeCloseTo(0, 2);
    expect(gem.max.x - gem.min.x).toBeCloseTo(6.4, 1);
    // the prongs reach from inside the band to over the gem's girdle
    expect(setting.min.y).toBeLessThan(band.max.y);
    expect(setting.max.y).toBeGreaterThan(gem.min.y + BRILLIANT.pavilion * 6.4);
  });

  it('band with an accent: five stones across its top, set into the metal', () => {
    const spec = ring('band', '#2e7d5b');
    const band = partBox(spec, 'band');
    const stones = partBox(spec, 'gem');
    // centred on the top, within the band's width, their tables just proud of the metal
    expect(stones.min.y).toBeGreaterThan(band.max.y * 0.8);
    expect(stones.max.z - stones.min.z).toBeLessThan(band.max.z - band.min.z);
    const [inside, outside] = radialRange(partsOf(spec).find((p) => p.name === 'gem')!.geometry);
    expect(inside).toBeGreaterThan(inner + 0.5);
    expect(outside).toBeGreaterThan(band.max.y);
    expect(outside - band.max.y).toBeLessThan(0.6);
    expect(partsOf(ring('band')).map((p) => p.name)).toEqual(['band']);
  });

  it('twisted: two strands winding round each other', () => {
    const [a, b] = partsOf(ring('twisted'));
    expect([a!.name, b!.name]).toEqual(['strand-a', 'strand-b']);
    const za = boxOf(a!.geometry);
    expect(za.max.z - za.min.z).toBeGreaterThan(2.5);
    expect(za.max.z - za.min.z).toBeLessThan(3.5);
  });
});

describe('a brilliant', () => {
  it('has its proportions, facets facing out, a flat table on top', () => {
    const g = brilliantGeometry(6);
    const b = boxOf(g);
    expect(b.max.x - b.min.x).toBeCloseTo(6, 1);
    expect(b.min.y).toBeCloseTo(-BRILLIANT.pavilion * 6, 3);
    expect(b.max.y).toBeCloseTo((BRILLIANT.crown + BRILLIANT.girdle) * 6, 3);
    const pos = g.getAttribute('position');
    const n = g.getAttribute('normal');
    let inward = 0;
    for (let i = 0; i < pos.count; i++) {
      const out = new Vector3(pos.getX(i), pos.getY(i) + 0.5, pos.getZ(i));
      if (out.dot(new Vector3().fromBufferAttribute(n, i)) <= 0) inward++;
    }
    expect(inward).toBe(0);
    expect(sane(g)).toBeLessThan(600);
  });
});

describe('watches', () => {
  for (const style of ['dress', 'chrono'] as const) {
    it(`${style}: a case of its diameter, the dial under the crystal, the crown at 3, sane`, () => {
      const spec = watch(style);
      const kase = partBox(spec, 'case');
      expect(kase.max.x - kase.min.x).toBeCloseTo(38, 0);
      const dial = partBox(spec, 'dial');
      const crystal = partBox(spec, 'crystal');
      expect(dial.max.z).toBeCloseTo(Z.dialTop, 2);
      expect(crystal.min.z).toBeGreaterThan(partBox(spec, 'second').max.z);
      expect(crystal.max.z).toBeLessThanOrEqual(Z.bezelTop);
      const fittings = partBox(spec, 'fittings');
      expect(fittings.max.x).toBeGreaterThan(19 + 1.5); // the crown
      const vertices = partsOf(spec).reduce((n, p) => n + sane(p.geometry), 0);
      expect(vertices).toBeLessThan(80_000);
    });
  }

  it('hands at 10:10: the hour hand up and left, the minute hand up and right', () => {
    const [hour, minute] = [HANDS_AT.hour, HANDS_AT.minute].map((a) => [Math.sin(a), Math.cos(a)]);
    expect(hour![0]).toBeLessThan(0);
    expect(hour![1]).toBeGreaterThan(0);
    expect(minute![0]).toBeGreaterThan(0);
    expect(minute![1]).toBeGreaterThan(0);
    const hands = partBox(watch('dress'), 'hands');
    expect(hands.min.x).toBeLessThan(-5);
    expect(hands.max.x).toBeGreaterThan(5);
    expect(hands.max.y).toBeGreaterThan(5);
    expect(hands.min.y).toBeGreaterThan(-2);
  });

  it('the lugs grow out of the case’s wall and reach the strap’s ends (issue 38)', () => {
    const R = 19;
    for (const g of lugGeometries(R, 19)) {
      // The root is inside the round case (its wall at R from the axis), the tip at the strap's end.
      expect(radialRange(g)[0]).toBeLessThan(R - 0.5);
      const b = boxOf(g);
      expect(Math.max(Math.abs(b.min.y), Math.abs(b.max.y))).toBeCloseTo(R + LUG_REACH + 0.3, 0);
      // Beside the strap (19 mm wide), not over it.
      expect(Math.min(Math.abs(b.min.x), Math.abs(b.max.x))).toBeGreaterThanOrEqual(19 / 2 - 0.01);
    }
  });

  it('the bracelet: rows of links that meet along the path, the middle row half a link off (issue 38)', () => {
    const R = 20;
    const g = bracelet(R, 20);
    sane(g);
    const path = strapPath(R);
    const count = Math.round(path.getLength() / LINK_PITCH);
    // Three links a step, less the last middle one; each link is its own closed block.
    const perLink = g.getAttribute('position').count / (3 * count + 2);
    expect(Number.isInteger(perLink)).toBe(true);
    // The gap between neighbours along the path is under half a millimetre.
    expect(path.getLength() / count - 5.1).toBeLessThan(0.5);
  });

  it('dress on a strap, chrono on a bracelet with sub-dials and pushers', () => {
    const names = (s: WatchSpec) => partsOf(s).map((p) => p.name);
    expect(names(watch('dress'))).toContain('strap');
    expect(names(watch('chrono'))).toEqual(expect.arrayContaining(['bracelet', 'subdials', 'subdial-hands']));
    const strap = partBox(watch('dress'), 'strap');
    expect(strap.max.x - strap.min.x).toBeCloseTo(19, 0);
    expect(strap.max.y).toBeGreaterThan(19 + 10);
    expect(strap.min.z).toBeLessThan(-30);
    // pushers add to the fittings' height at 2 and 4 o'clock
    expect(partBox(watch('chrono'), 'fittings').max.y).toBeCloseTo(
      partBox(watch('dress'), 'fittings').max.y,
      1,
    );
  });
});

describe('materials and the product', () => {
  const colour = (m: unknown) => `#${(m as MeshPhysicalMaterial).color.getHexString()}`;
  const meshByName = (p: ReturnType<typeof buildProduct>, name: string) =>
    p.group.getObjectByName(name) as Mesh | undefined;

  it('metal and gem take the SKU colours; gems are faceted, high-index and bright', () => {
    const p = buildProduct([ring('solitaire', '#9b1b30')]);
    expect(colour(meshByName(p, 'band')!.material)).toBe('#d4af37');
    const gem = meshByName(p, 'gem')!.material as MeshPhysicalMaterial;
    expect(colour(gem)).toBe('#9b1b30');
    expect(gem.flatShading).toBe(true);
    expect(gem.roughness).toBeLessThan(0.05);
    expect(gem.ior).toBeGreaterThan(1.7);
    expect((meshByName(p, 'band')!.material as MeshPhysicalMaterial).metalness).toBe(1);
    const diamond = buildProduct([ring('solitaire')]);
    expect((meshByName(diamond, 'gem')!.material as MeshPhysicalMaterial).ior).toBeCloseTo(2.42);
  });

  it('black metal: a clearcoat on rings, none on a watch (its case and bracelet fill the picture)', () => {
    const coat = (spec: ProductSpec) =>
      (buildProduct([spec]).materials[0]!.metal as MeshPhysicalMaterial).clearcoat;
    expect(coat(styled(ring('band'), 'black', 'ruby'))).toBe(1);
    expect(coat(ring('band'))).toBe(0);
    expect(coat(specOf(CATALOG.watches!.skus[2], 'watch'))).toBe(0);
  });

  it('a watch: metal case, the accent dial', () => {
    const p = buildProduct([watch('dress', 'Meridian 40 Rose')]);
    expect(colour(meshByName(p, 'case')!.material)).toBe('#b8bcc2');
    expect(colour(meshByName(p, 'dial')!.material)).toBe('#1f2a44');
    expect(p.framing.radius).toBeGreaterThan(25);
  });

  it('home: the collection in a row, the chosen ring in the middle', () => {
    const specs = collectionOf(specOf(CATALOG.rings!.skus[2], 'ring'));
    const p = buildProduct(specs);
    expect(p.group.children.map((c) => [c.name, c.position.x])).toEqual([
      ['ring:solitaire', -COLLECTION_GAP],
      ['ring:band', 0],
      ['ring:twisted', COLLECTION_GAP],
    ]);
    const box = new Box3().setFromObject(p.group);
    expect(box.max.x - box.min.x).toBeGreaterThan(2 * COLLECTION_GAP);
    expect(p.framing.halfWidth).toBeGreaterThan(COLLECTION_GAP + 10);
    expect(p.framing.radius).toBeLessThan(COLLECTION_GAP);
  });

  it('restyle swaps the materials (old ones freed), dispose frees everything', () => {
    const spec = ring('solitaire', '#f5fbff');
    const p = buildProduct([spec]);
    const before = materialsIn(p.group);
    let freed = 0;
    for (const m of before) m.addEventListener('dispose', () => freed++);
    restyle(p, [styled(spec, 'black', 'sapphire')]);
    expect(freed).toBe(before.length);
    expect(colour(meshByName(p, 'band')!.material)).toBe(METALS.black);
    expect(colour(meshByName(p, 'gem')!.material)).toBe(GEMS.sapphire);
    let geometries = 0;
    p.group.traverse((o) => {
      if (o instanceof Mesh) o.geometry.addEventListener('dispose', () => geometries++);
    });
    disposeProduct(p);
    expect(geometries).toBe(3);
    expect(p.group.children).toHaveLength(0);
  });
});
