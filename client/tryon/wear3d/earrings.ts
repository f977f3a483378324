import {
  type BufferGeometry,
  CatmullRomCurve3,
  Color,
  Group,
  type Material,
  Matrix4,
  Mesh,
  MeshPhysicalMaterial,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import type { Wearable } from '../../../shared/wear';
import { brilliantGeometry } from '../viewer/gem';
import { gemMaterial, metalMaterial } from '../viewer/materials';
import { type LobeEstimate, lobeOf, Sway } from './earring-fit';
import { type HeadFrame, toImage } from './head-frame';
import { occluderMaterial } from './materials';
import type { V3 } from './pose';

/**
 * Earrings as three.js meshes (docs/tryon-wear.md "Worn in 3D"), the 3D viewer's pieces: its polished
 * metal and faceted brilliant (viewer/materials.ts, viewer/gem.ts), a pearl of our own. Each hangs from
 * its estimated ear lobe (earring-fit.ts: face_mesh has no ear points), plumb under gravity whatever the
 * head's roll, turned with the head's yaw, swaying a little as the head moves; its back goes behind the
 * lobe, a small depth-only disc. Millimetres, origin at the piercing, y up, z out of the lobe.
 */

type Parts = { meshes: Mesh[]; materials: Material[] };

/** Where the lobe's plane faces: mostly out to the side, a little forward (head x, z per side). */
const EAR_FACING = { out: 0.8, forward: 0.6 };

function pearlMaterial(color: string): MeshPhysicalMaterial {
  return new MeshPhysicalMaterial({
    name: 'pearl',
    color: new Color(color).multiplyScalar(0.82),
    roughness: 0.38,
    metalness: 0,
    clearcoat: 1,
    clearcoatRoughness: 0.1,
    iridescence: 0.5,
    iridescenceIOR: 1.5,
    iridescenceThicknessRange: [300, 600],
    sheen: 0.4,
    sheenColor: '#ffd9e6',
  });
}

const tube = (points: readonly V3[], r: number): BufferGeometry =>
  new TubeGeometry(new CatmullRomCurve3(points.map((p) => new Vector3(...p))), 24, r, 6, false);

/** One earring's meshes for a side (s: +1 the subject's left, −1 the right), in its own millimetres. */
function earringParts(piece: Wearable, s: number): Parts {
  const style = piece.style ?? 'hoop';
  const mesh = (g: BufferGeometry, m: Material) => new Mesh(g, m);
  if (style === 'drop') {
    const metal = metalMaterial(piece.accent ?? '#d4af37', false);
    const pearl = pearlMaterial(piece.color);
    const hook = tube(
      [
        [0, 1.5, -6],
        [0, 3.2, -2],
        [0, 1.5, 1.5],
        [0, -3, 1.8],
        [0, -7, 0.6],
      ],
      0.45,
    );
    const cap = new SphereGeometry(1.4, 12, 8);
    cap.translate(0, -7.5, 0.4);
    const ball = new SphereGeometry(4.2, 24, 16);
    ball.scale(1, 1.12, 1);
    ball.translate(0, -12.6, 0.4);
    return { meshes: [mesh(hook, metal), mesh(cap, metal), mesh(ball, pearl)], materials: [metal, pearl] };
  }
  if (style === 'stud') {
    const metal = metalMaterial(piece.accent ?? '#c0c0c0', false);
    // a small stone: less mirror, more of its own colour, so a 6 mm sapphire reads blue at arm's length
    const gem = gemMaterial(piece.color);
    gem.metalness = 0.1;
    gem.envMapIntensity = 0.55;
    gem.emissive.copy(gem.color).multiplyScalar(0.7);
    const stone = brilliantGeometry(6);
    // the table faces out of the lobe
    stone.rotateX(Math.PI / 2);
    stone.translate(0, -1, 1.4);
    // set on the lobe turned a little toward the front, as a stud is worn
    stone.rotateY(-s * 0.6);
    const cup = new SphereGeometry(3.2, 16, 8, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2);
    cup.rotateX(-Math.PI / 2);
    cup.translate(0, -1, 1.4);
    cup.rotateY(-s * 0.6);
    const post = tube(
      [
        [0, -1, 1],
        [0, -1, -6],
      ],
      0.4,
    );
    const back = new SphereGeometry(2.4, 10, 6);
    back.scale(1, 1, 0.4);
    back.translate(0, -1, -6.5);
    return {
      meshes: [mesh(stone, gem), mesh(cup, metal), mesh(post, metal), mesh(back, metal)],
      materials: [metal, gem],
    };
  }
  // a hoop through the lobe: its top behind the lobe, hanging below it
  const metal = metalMaterial(piece.color, false);
  const ring = new TorusGeometry(9, 1.15, 12, 64);
  // the ring's plane holds the vertical and the lobe's normal, turned a little toward the camera (as a
  // hoop swings out from the neck): seen mostly whole, its inner part behind the lobe
  ring.rotateY(Math.PI / 2 - s * 0.45);
  ring.translate(0, -8.2, 0);
  return { meshes: [mesh(ring, metal)], materials: [metal] };
}

type Hanging = {
  side: 'right' | 'left';
  group: Group;
  lobe: Mesh;
  sway: Sway;
  estimate: LobeEstimate | null;
};

export class Earrings {
  readonly group = new Group();
  private key = '';
  private hanging: Hanging[] = [];
  private materials: Material[] = [];
  private readonly lobeMaterial = occluderMaterial();
  private readonly lobeGeometry = new SphereGeometry(1, 12, 8);

  private build(piece: Wearable | undefined): void {
    const key = piece ? `${piece.style}|${piece.color}|${piece.accent ?? ''}` : '';
    if (key === this.key) return;
    this.clear();
    this.key = key;
    if (!piece) return;
    for (const side of ['right', 'left'] as const) {
      const parts = earringParts(piece, side === 'left' ? 1 : -1);
      this.materials.push(...parts.materials);
      const group = new Group();
      group.matrixAutoUpdate = false;
      group.add(...parts.meshes);
      // the lobe: a soft disc about the piercing, facing out of the ear
      const lobe = new Mesh(this.lobeGeometry, this.lobeMaterial);
      lobe.matrixAutoUpdate = false;
      lobe.renderOrder = -1;
      this.group.add(group, lobe);
      this.hanging.push({ side, group, lobe, sway: new Sway(), estimate: null });
    }
  }

  /** Hangs this frame's earrings (the first earrings piece; none: nothing shown). */
  update(frame: HeadFrame, pieces: readonly Wearable[], now: number): void {
    this.build(pieces[0]);
    for (const h of this.hanging) {
      const est = lobeOf(frame, h.side);
      h.estimate = est;
      h.group.visible = est.visible;
      const scale = frame.pxPerMm;
      const pivot = new Vector3(...est.at);
      const angle = h.sway.step(pivot.x / scale, pivot.y / scale, now);
      // plumb: the earring's up is the picture's up; turned about it with the head's yaw
      const x = new Vector3().setFromMatrixColumn(frame.basis, 0);
      const s = h.side === 'left' ? 1 : -1;
      const facing = new Vector3().setFromMatrixColumn(frame.basis, 2);
      const out = x
        .clone()
        .multiplyScalar(s * EAR_FACING.out)
        .addScaledVector(facing, EAR_FACING.forward);
      out.y = 0;
      if (out.lengthSq() < 1e-6) out.set(s, 0, 0);
      out.normalize();
      // local z: out of the lobe; y: up; x: y × z
      const up = new Vector3(0, 1, 0);
      const basis = new Matrix4().makeBasis(new Vector3().crossVectors(up, out), up, out);
      const m = new Matrix4()
        .makeTranslation(pivot.x, pivot.y, pivot.z)
        .multiply(new Matrix4().makeRotationZ(angle))
        .multiply(basis)
        .multiply(new Matrix4().makeScale(scale, scale, scale));
      h.group.matrix.copy(m);
      h.group.matrixWorldNeedsUpdate = true;
      h.lobe.matrix
        .copy(m)
        .multiply(new Matrix4().makeTranslation(0, 1.5, 0))
        .multiply(new Matrix4().makeScale(6.5, 7, 2.2));
      h.lobe.matrixWorldNeedsUpdate = true;
      h.lobe.visible = est.visible;
    }
  }

  /** Each earring's piercing (its top) and lobe estimate, image pixels; hidden ones say so. */
  layout(): { side: 'right' | 'left'; top: { x: number; y: number }; visible: boolean }[] {
    return this.hanging
      .filter((h) => h.estimate)
      .map((h) => ({ side: h.side, top: toImage(h.estimate!.at), visible: h.estimate!.visible }));
  }

  private clear(): void {
    for (const h of this.hanging) {
      this.group.remove(h.group, h.lobe);
      for (const o of h.group.children) (o as Mesh).geometry.dispose();
    }
    for (const m of this.materials) m.dispose();
    this.hanging = [];
    this.materials = [];
  }

  dispose(): void {
    this.clear();
    this.lobeMaterial.dispose();
    this.lobeGeometry.dispose();
  }
}
