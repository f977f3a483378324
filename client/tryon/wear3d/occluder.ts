import { BufferAttribute, BufferGeometry, Group, Mesh, SphereGeometry } from 'three';
import type { Landmarks } from '../types';
import { lobeOf } from './earring-fit';
import { TRIANGLES } from './face-reference';
import { type HeadFrame, placement } from './head-frame';
import { occluderMaterial } from './materials';
import { EAR, SKULL } from './skull';

/**
 * The invisible head (docs/tryon-wear.md "Worn in 3D"): depth only, drawn before what is worn so the
 * parts behind the head are hidden — the face mesh itself (its 852 triangles on this frame's 468
 * points, set 2 mm back so a frame resting on the nose is not cut by it) and, behind it, an ellipsoid
 * skull in the head's millimetres (the mesh stops at the face's sides; a temple also passes behind the
 * back of the head) and the ears above the estimated lobes (earring-fit.ts), where a temple's tail goes
 * behind the ear. The lobes themselves are the earrings' (earrings.ts): their backs go behind them.
 */
const MESH_POINTS = 468;
const BACK_MM = 2;

export class Occluder {
  readonly group = new Group();
  private readonly face: BufferGeometry;
  private readonly skull: Mesh;
  private readonly ears: Mesh[];
  private readonly material = occluderMaterial();

  constructor() {
    this.group.name = 'occluder';
    this.face = new BufferGeometry();
    this.face.setAttribute('position', new BufferAttribute(new Float32Array(MESH_POINTS * 3), 3));
    this.face.setIndex(TRIANGLES.split(',').map(Number));
    const faceMesh = new Mesh(this.face, this.material);
    faceMesh.frustumCulled = false;
    this.skull = new Mesh(new SphereGeometry(1, 32, 20), this.material);
    this.skull.matrixAutoUpdate = false;
    this.skull.frustumCulled = false;
    this.ears = [0, 1].map(() => {
      const ear = new Mesh(this.skull.geometry, this.material);
      ear.matrixAutoUpdate = false;
      ear.frustumCulled = false;
      return ear;
    });
    this.group.add(faceMesh, this.skull, ...this.ears);
    this.group.renderOrder = -1;
    for (const o of this.group.children) o.renderOrder = -1;
  }

  /** Follows this frame's face. */
  update(lm: Landmarks, frame: HeadFrame): void {
    const p = this.face.getAttribute('position') as BufferAttribute;
    const back = BACK_MM * frame.fit.scale;
    for (let i = 0; i < MESH_POINTS; i++) {
      const q = lm[i]!;
      p.setXYZ(i, q.x, -q.y, -(q.z ?? 0) - back);
    }
    p.needsUpdate = true;
    this.face.computeBoundingSphere();
    const [rx, ry, rz] = SKULL.radii;
    this.skull.matrix
      .copy(placement(frame, SKULL.centre, frame.fit.scale))
      .multiply(this.skull.matrix.clone().makeScale(rx, ry, rz));
    this.skull.matrixWorldNeedsUpdate = true;
    (['right', 'left'] as const).forEach((side, i) => {
      const s = side === 'left' ? 1 : -1;
      const [x, y, z] = lobeOf(frame, side).head;
      const [ex, ey, ez] = EAR.from;
      const ear = this.ears[i]!;
      ear.matrix
        .copy(placement(frame, [x + s * ex, y + ey, z + ez], frame.fit.scale))
        .multiply(ear.matrix.clone().makeScale(...EAR.radii));
      ear.matrixWorldNeedsUpdate = true;
    });
  }

  dispose(): void {
    this.face.dispose();
    this.skull.geometry.dispose();
    this.material.dispose();
  }
}
