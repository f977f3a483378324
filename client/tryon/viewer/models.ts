import { Box3, type BufferGeometry, Group, type Material, Mesh, Sphere, Vector3 } from 'three';
import type { Part } from './geometry';
import { disposeMaterials, type Materials, materialsFor, type Role } from './materials';
import type { ProductSpec } from './product';
import { ringParts } from './ring';
import { watchParts } from './watch';

/**
 * The viewer's products (docs/tryon-viewer.md "Models"): original geometry generated here — nothing is
 * downloaded — in millimetres, grouped as three.js objects with the SKU's materials. Pure: no renderer,
 * no DOM (the unit tests build every product in Node).
 */

/**
 * Where the camera looks and how much it must see — a sphere, and (a collection in a row) a wider
 * half-width — and the angle it starts from (radians).
 */
export type Framing = { center: Vector3; radius: number; halfWidth: number; theta: number; phi: number };

export type Product = { group: Group; materials: Materials[]; framing: Framing };

export const partsOf = (spec: ProductSpec): Part[] =>
  spec.kind === 'watch' ? watchParts(spec) : ringParts(spec);

function meshes(spec: ProductSpec, materials: Materials): Group {
  const group = new Group();
  group.name = `${spec.kind}:${spec.style}`;
  for (const part of partsOf(spec)) {
    const mesh = new Mesh(part.geometry, materials[part.role]);
    mesh.name = part.name;
    mesh.userData.role = part.role;
    // the crystal (transparent) is drawn after what it covers
    if (part.role === 'crystal') mesh.renderOrder = 1;
    group.add(mesh);
  }
  return group;
}

/** Space between the rings of a collection (mm, centre to centre). */
export const COLLECTION_GAP = 26;

/**
 * The product for a view: one SKU, or (home) the collection in a row — the first spec in the middle,
 * the others either side.
 */
export function buildProduct(specs: readonly ProductSpec[]): Product {
  const group = new Group();
  const materials: Materials[] = [];
  const order = specs.length > 1 ? [specs[1]!, specs[0]!, ...specs.slice(2)] : [...specs];
  order.forEach((spec, i) => {
    const mats = materialsFor(spec);
    materials.push(mats);
    const item = meshes(spec, mats);
    item.position.x = (i - (order.length - 1) / 2) * COLLECTION_GAP;
    group.add(item);
  });
  return { group, materials, framing: framingOf(group, specs) };
}

/** A watch is framed on its head (the strap runs out of the picture); rings whole. */
function framingOf(group: Group, specs: readonly ProductSpec[]): Framing {
  const first = specs[0];
  if (specs.length === 1 && first?.kind === 'watch') {
    const radius = first.diameter / 2 + 15;
    return { center: new Vector3(0, 0, -4), radius, halfWidth: radius, theta: 0.38, phi: 1.28 };
  }
  const box = new Box3().setFromObject(group);
  const sphere = box.getBoundingSphere(new Sphere());
  if (specs.length === 1)
    return { center: sphere.center, radius: sphere.radius, halfWidth: sphere.radius, theta: 0.62, phi: 1.08 };
  // a row: as tall as one ring, as wide as the row
  const one = new Box3().setFromObject(group.children[0]!).getBoundingSphere(new Sphere());
  return {
    center: sphere.center,
    radius: one.radius * 1.1,
    halfWidth: (box.max.x - box.min.x) / 2 + 2,
    theta: 0,
    phi: 1.25,
  };
}

/** Gives a built product new materials (the playground's metal and gem) without rebuilding it. */
export function restyle(product: Product, specs: readonly ProductSpec[]): void {
  const order = specs.length > 1 ? [specs[1]!, specs[0]!, ...specs.slice(2)] : [...specs];
  const next = order.map(materialsFor);
  product.group.children.forEach((item, i) => {
    item.traverse((o) => {
      if (o instanceof Mesh) o.material = next[i]![o.userData.role as Role];
    });
  });
  for (const m of product.materials) disposeMaterials(m);
  product.materials = next;
}

/** Frees a product's geometries and materials (the renderer's GPU copies go with them). */
export function disposeProduct(product: Product): void {
  const geometries = new Set<BufferGeometry>();
  product.group.traverse((o) => {
    if (o instanceof Mesh) geometries.add(o.geometry);
  });
  for (const g of geometries) g.dispose();
  for (const m of product.materials) disposeMaterials(m);
  product.group.clear();
}

/** Every material a product uses (tests). */
export function materialsIn(group: Group): Material[] {
  const out = new Set<Material>();
  group.traverse((o) => {
    if (o instanceof Mesh) out.add(o.material as Material);
  });
  return [...out];
}
