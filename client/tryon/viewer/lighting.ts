import {
  BackSide,
  BoxGeometry,
  Color,
  DirectionalLight,
  Mesh,
  MeshBasicMaterial,
  PMREMGenerator,
  Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { Lighting } from './product';

/**
 * The viewer's light (docs/tryon-viewer.md "Lighting"): an environment map prefiltered by
 * PMREMGenerator from a room built in code — three's RoomEnvironment for the studio, two rooms of
 * glowing panels made here for daylight and evening — plus one key light for crisp highlights on
 * metal. Each preset's map is made once, on first use.
 */

type Panel = { at: [number, number, number]; size: [number, number, number]; color: string; power: number };

type Preset = {
  background: string;
  exposure: number;
  key: { color: string; intensity: number; at: [number, number, number] };
  /** Panels of a room made here; none: three's RoomEnvironment. */
  room?: { walls: string; panels: Panel[] };
};

export const PRESETS: Readonly<Record<Lighting, Preset>> = {
  studio: { background: '#eceef1', exposure: 1, key: { color: '#ffffff', intensity: 1.2, at: [3, 5, 4] } },
  daylight: {
    background: '#e3edf6',
    exposure: 1.1,
    key: { color: '#fff4e0', intensity: 2, at: [-4, 6, 3] },
    room: {
      walls: '#8fa7bf',
      panels: [
        // the sky overhead, a sunlit window to one side, a pale floor bouncing light back up
        { at: [0, 9, 0], size: [18, 0.2, 18], color: '#cfe3ff', power: 3 },
        { at: [-9, 3, 2], size: [0.2, 6, 8], color: '#fff2d6', power: 9 },
        { at: [0, -6, 0], size: [14, 0.2, 14], color: '#f1ece2', power: 1 },
      ],
    },
  },
  evening: {
    background: '#2b2431',
    exposure: 1,
    key: { color: '#ffb46b', intensity: 2, at: [5, 2, 3] },
    room: {
      walls: '#1b1622',
      panels: [
        // a low warm lamp, a candle-coloured strip and the blue hour at the window
        { at: [8, 1, 3], size: [0.2, 5, 6], color: '#ff9a4a', power: 16 },
        { at: [-4, -1, 7], size: [8, 1.5, 0.2], color: '#ffcf8a', power: 8 },
        { at: [-8, 5, -4], size: [0.2, 5, 7], color: '#5a6fd8', power: 2 },
      ],
    },
  },
};

function room(spec: NonNullable<Preset['room']>): Scene {
  const scene = new Scene();
  const box = new BoxGeometry();
  const walls = new Mesh(box, new MeshBasicMaterial({ color: spec.walls, side: BackSide }));
  walls.scale.set(24, 24, 24);
  scene.add(walls);
  for (const p of spec.panels) {
    const color = new Color(p.color).multiplyScalar(p.power);
    const panel = new Mesh(box, new MeshBasicMaterial({ color }));
    panel.position.set(...p.at);
    panel.scale.set(...p.size);
    scene.add(panel);
  }
  return scene;
}

function disposeScene(scene: Scene): void {
  scene.traverse((o) => {
    if (o instanceof Mesh) {
      o.geometry.dispose();
      (o.material as MeshBasicMaterial).dispose();
    }
  });
}

export class Lights {
  private readonly maps = new Map<Lighting, Texture>();
  private readonly pmrem: PMREMGenerator;
  readonly key = new DirectionalLight();
  current: Lighting | null = null;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly scene: Scene,
  ) {
    this.pmrem = new PMREMGenerator(renderer);
    scene.add(this.key);
  }

  /** Lights the scene with a preset (making its environment map the first time). */
  use(preset: Lighting): void {
    if (this.current === preset) return;
    const p = PRESETS[preset];
    let map = this.maps.get(preset);
    if (!map) {
      const source = p.room ? room(p.room) : new RoomEnvironment();
      map = this.pmrem.fromScene(source).texture;
      if (source instanceof RoomEnvironment) source.dispose();
      else disposeScene(source);
      this.maps.set(preset, map);
    }
    this.scene.environment = map;
    this.scene.background = new Color(p.background);
    this.renderer.toneMappingExposure = p.exposure;
    this.key.color.set(p.key.color);
    this.key.intensity = p.key.intensity;
    this.key.position.set(...p.key.at);
    this.current = preset;
  }

  dispose(): void {
    for (const map of this.maps.values()) map.dispose();
    this.maps.clear();
    this.pmrem.dispose();
    this.key.dispose();
  }
}
