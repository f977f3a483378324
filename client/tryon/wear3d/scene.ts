import {
  AmbientLight,
  DirectionalLight,
  NeutralToneMapping,
  OrthographicCamera,
  PMREMGenerator,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { frameModel } from '../../../shared/eyewear-model';
import type { Wearable } from '../../../shared/wear';
import type { Landmarks } from '../types';
import { Earrings } from './earrings';
import { buildGlasses, type Glasses } from './eyewear';
import { fitEyewear } from './eyewear-fit';
import { type HatLayout, Hats } from './hat';
import { type HeadFrame, headFrame, placement, toImage } from './head-frame';
import { type HeadbandLayout, Headbands } from './headband';
import { Occluder } from './occluder';
import { turnOf, type V3 } from './pose';

/**
 * Things worn on the face as three.js meshes over the picture (docs/tryon-wear.md "Worn in 3D",
 * decision 0323): one WebGL canvas the size of the head's part of the frame (supersampled: no MSAA on
 * software WebGL), an orthographic camera in frame pixels (face_mesh's points are the picture's x, y and a depth in the
 * same scale), the face-mesh occluder first, then the pieces and a frame's soft contact shadow; the
 * result is drawn onto the stage's 2D context.
 */

/** What the tests and the benchmark read: where the last frame put things, in image pixels. */
export type WearLayout = {
  frames: number;
  renderMs: number;
  supersample: number;
  pose: { yaw: number; pitch: number; roll: number; mirrored: boolean } | null;
  eyewear: {
    bridge: { x: number; y: number };
    width: number;
    faceWidth: number;
    scale: number;
    clamped: boolean;
    /** Each temple's hinge, far end (behind the ear) and the points it runs through, image pixels. */
    temples: Record<
      'right' | 'left',
      { hinge: { x: number; y: number }; end: { x: number; y: number }; path: { x: number; y: number }[] }
    >;
  } | null;
  earrings: ReturnType<Earrings['layout']>;
  hat: HatLayout;
  headband: HeadbandLayout;
};

/**
 * `occlude: false` leaves out the head's occluder and `templesOnly` the frame's front and lenses: what
 * the tests compare to see the occluder at work; `now` the sway's clock.
 */
type Box = { x: number; y: number; w: number; h: number };

export type DrawOptions = { occlude?: boolean; templesOnly?: boolean; now?: number };

export class WearRenderer {
  private readonly canvas = document.createElement('canvas');
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new OrthographicCamera(0, 1, 0, -1, 1, 40000);
  private readonly occluder = new Occluder();
  private readonly earrings = new Earrings();
  private readonly hats = new Hats();
  private readonly headbands = new Headbands();
  private glasses: Glasses | null = null;
  private glassesKey = '';
  private stats: WearLayout = {
    frames: 0,
    renderMs: 0,
    supersample: 2,
    pose: null,
    eyewear: null,
    earrings: [],
    hat: null,
    headband: null,
  };
  private supersample = 2;

  constructor() {
    this.renderer = new WebGLRenderer({
      canvas: this.canvas,
      alpha: true,
      antialias: false,
      premultipliedAlpha: true,
    });
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.toneMapping = NeutralToneMapping;
    this.renderer.setClearColor(0x000000, 0);
    const pmrem = new PMREMGenerator(this.renderer);
    const room = new RoomEnvironment();
    this.scene.environment = pmrem.fromScene(room, 0.02).texture;
    // a photo's light is softer than the studio's: reflections at about half strength
    this.scene.environmentIntensity = 0.6;
    room.dispose();
    pmrem.dispose();
    const key = new DirectionalLight('#ffffff', 1.6);
    key.position.set(-0.35, 1, 0.9);
    this.scene.add(key, new AmbientLight('#ffffff', 0.15), this.occluder.group, this.earrings.group);
    this.scene.add(
      this.hats.hair,
      this.hats.group,
      this.hats.shadow,
      this.headbands.group,
      this.headbands.shadow,
    );
    this.camera.position.set(0, 0, 20000);
    this.camera.lookAt(new Vector3(0, 0, 0));
  }

  /** Draws the 3D pieces among `pieces` on this frame; false when there is no face to fit. */
  draw(
    ctx: CanvasRenderingContext2D,
    lm: Landmarks,
    pieces: readonly Wearable[],
    options: DrawOptions = {},
  ): boolean {
    const started = performance.now();
    const frame = headFrame(lm);
    if (!frame) return false;
    const hat = pieces.find((p) => p.kind === 'hat');
    const band = pieces.find((p) => p.kind === 'headband');
    const box = this.frameBox(lm, ctx.canvas.width, ctx.canvas.height, Boolean(hat || band), Boolean(hat));
    this.size(box);
    this.occluder.update(lm, frame);
    this.occluder.group.visible = options.occlude !== false;
    const eyewear = pieces.find((p) => p.kind === 'eyewear');
    this.stats.eyewear = eyewear ? this.placeGlasses(frame, eyewear) : null;
    if (this.glasses) {
      this.glasses.group.visible = Boolean(eyewear);
      this.glasses.shadow.visible = Boolean(eyewear) && !options.templesOnly;
      for (const o of this.glasses.group.children)
        o.visible = !options.templesOnly || o.name.startsWith('temple');
    }
    this.earrings.update(
      frame,
      pieces.filter((p) => p.kind === 'earrings'),
      options.now ?? performance.now(),
    );
    this.hats.update(frame, hat);
    this.headbands.update(frame, band);
    this.renderer.render(this.scene, this.camera);
    ctx.drawImage(this.canvas, box.x, box.y, box.w, box.h);
    const turn = turnOf(frame.fit);
    this.stats.pose = { ...turn, mirrored: frame.fit.mirrored };
    this.stats.earrings = this.earrings.layout();
    this.stats.hat = this.hats.layout();
    this.stats.headband = this.headbands.layout();
    this.stats.frames++;
    const ms = performance.now() - started;
    this.stats.renderMs = ms;
    // live frames that cost too much are supersampled less (a still is drawn once, at 2×)
    if (ms > 40 && this.supersample > 1) this.supersample = Math.max(1, this.supersample - 0.25);
    this.stats.supersample = this.supersample;
    return true;
  }

  layout(): WearLayout {
    return structuredClone(this.stats);
  }

  /**
   * The part of the frame drawn in 3D: the head's box (the landmarks' bounds, widened for the temples
   * and the ears, lowered for hanging earrings; raised over the crown for a hat or a headband, widened
   * for a brim), in whole blocks of 32 px so the canvas is rarely
   * resized. Drawing and reading back only this much is what keeps live frames cheap on software WebGL.
   */
  private frameBox(lm: Landmarks, width: number, height: number, crown: boolean, brim: boolean): Box {
    let [x0, y0, x1, y1] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -Infinity, -Infinity];
    for (const p of lm) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
    const w = x1 - x0;
    const h = y1 - y0;
    const block = (v: number) => Math.ceil(v / 32) * 32;
    const up = crown ? 0.95 : 0.2;
    const bw = Math.min(block(w * (brim ? 2.7 : 1.8)), block(width));
    const bh = Math.min(block(h * (1.4 + up)), block(height));
    const cx = (x0 + x1) / 2;
    const top = y0 - up * h;
    return { x: Math.round(cx - bw / 2), y: Math.round(top), w: bw, h: bh };
  }

  private size(box: Box): void {
    const w = Math.round(box.w * this.supersample);
    const h = Math.round(box.h * this.supersample);
    if (this.canvas.width !== w || this.canvas.height !== h) this.renderer.setSize(w, h, false);
    const c = this.camera;
    c.left = box.x;
    c.right = box.x + box.w;
    c.top = -box.y;
    c.bottom = -(box.y + box.h);
    c.updateProjectionMatrix();
  }

  private placeGlasses(frame: HeadFrame, piece: Wearable): WearLayout['eyewear'] {
    const key = `${piece.style}|${piece.color}|${piece.accent ?? ''}`;
    if (key !== this.glassesKey) {
      if (this.glasses) {
        this.scene.remove(this.glasses.group, this.glasses.shadow);
        this.glasses.dispose();
      }
      this.glasses = buildGlasses(frameModel(piece.color, piece.accent, piece.style));
      this.glasses.group.matrixAutoUpdate = false;
      this.scene.add(this.glasses.group, this.glasses.shadow);
      this.glassesKey = key;
    }
    const g = this.glasses!;
    const fit = fitEyewear(frame, g.model);
    g.setTemples(fit.temples);
    g.group.matrix.copy(placement(frame, fit.at, fit.scale));
    g.group.matrixWorldNeedsUpdate = true;
    // the rims' shadow on the cheeks and brow: dropped a little down the picture, softened (a canvas
    // blur filter of it cost two thirds of the live frame rate on software rendering)
    g.shade(g.group.matrix, 0.01 * frame.faceWidth, 0.017 * frame.faceWidth);
    const m = g.group.matrix;
    const image = (p: V3) => toImage(new Vector3(...p).applyMatrix4(m).toArray() as unknown as V3);
    const half = g.model.width / 2;
    const hingeR = image([-half, g.model.hingeY, 0]);
    const hingeL = image([half, g.model.hingeY, 0]);
    const end = (side: 'right' | 'left') => image(fit.temples[side].at(-1)!);
    return {
      bridge: image([0, g.model.bridgeY, 0]),
      width: Math.hypot(hingeL.x - hingeR.x, hingeL.y - hingeR.y),
      faceWidth: frame.faceWidth,
      scale: fit.scale,
      clamped: fit.clamped,
      temples: {
        right: { hinge: hingeR, end: end('right'), path: fit.temples.right.map(image) },
        left: { hinge: hingeL, end: end('left'), path: fit.temples.left.map(image) },
      },
    };
  }

  dispose(): void {
    this.glasses?.dispose();
    this.earrings.dispose();
    this.hats.dispose();
    this.headbands.dispose();
    this.occluder.dispose();
    this.scene.environment?.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}
