import { describe, expect, it } from 'vitest';
import {
  DRAG_SPEED,
  distanceFor,
  FIT_ZOOM,
  KEY_STEP,
  OrbitControls,
  PHI_MAX,
  ZOOM_STEP,
} from '../../../../../client/tryon/viewer/controls';

/** A canvas stand-in: an event target with a size (the controls read nothing else). */
function setup(reduced = false) {
  const canvas = Object.assign(new EventTarget(), { clientWidth: 800 }) as unknown as HTMLCanvasElement;
  let changes = 0;
  const controls = new OrbitControls(canvas, { reduced: () => reduced }, () => changes++);
  const fire = (type: string, props: Record<string, unknown>) => {
    const e = new Event(type, { cancelable: true });
    for (const [k, v] of Object.entries(props)) Object.defineProperty(e, k, { value: v });
    canvas.dispatchEvent(e);
    return e;
  };
  const pointer = (type: string, x: number, y: number, timeStamp: number, pointerId = 1) =>
    fire(type, { pointerId, pointerType: 'mouse', button: 0, clientX: x, clientY: y, timeStamp });
  return { controls, fire, pointer, changes: () => changes };
}

describe('orbit controls', () => {
  it('a drag turns the product by the distance dragged and asks for frames', () => {
    const { controls, pointer, changes } = setup();
    pointer('pointerdown', 100, 100, 0);
    pointer('pointermove', 150, 80, 16);
    expect(controls.orbit.theta).toBeCloseTo(-50 * DRAG_SPEED);
    expect(controls.orbit.phi).toBeCloseTo(Math.PI / 2 + 20 * DRAG_SPEED);
    expect(changes()).toBeGreaterThan(0);
    expect(controls.engaged).toBe(true);
  });

  it('inertia after a quick release, none under reduced motion', () => {
    for (const reduced of [false, true]) {
      const { controls, pointer } = setup(reduced);
      pointer('pointerdown', 100, 100, 0);
      pointer('pointermove', 160, 100, 16);
      pointer('pointerup', 160, 100, 20);
      const released = controls.orbit.theta;
      controls.step(1 / 60);
      if (reduced) {
        expect(controls.orbit.theta).toBe(released);
        expect(controls.moving).toBe(false);
      } else {
        expect(controls.orbit.theta).toBeLessThan(released);
        // it comes to rest
        for (let i = 0; i < 600 && controls.moving; i++) controls.step(1 / 60);
        expect(controls.moving).toBe(false);
      }
    }
  });

  it('the turntable turns only without reduced motion', () => {
    const { controls } = setup(true);
    controls.turning = true;
    controls.step(0.1);
    expect(controls.turning).toBe(false);
    expect(controls.orbit.theta).toBe(0);
  });

  it('keys turn and zoom (and stop the page from scrolling); Home resets; the angle stays in range', () => {
    const { controls, fire } = setup();
    controls.reset({ theta: 0.5, phi: 1, zoom: FIT_ZOOM });
    const left = fire('keydown', { key: 'ArrowLeft' });
    expect(left.defaultPrevented).toBe(true);
    expect(controls.orbit.theta).toBeCloseTo(0.5 + KEY_STEP);
    fire('keydown', { key: '+' });
    expect(controls.orbit.zoom).toBeCloseTo(FIT_ZOOM + ZOOM_STEP);
    for (let i = 0; i < 40; i++) fire('keydown', { key: 'ArrowUp' });
    expect(controls.orbit.phi).toBe(PHI_MAX);
    expect(fire('keydown', { key: 'a' }).defaultPrevented).toBe(false);
    fire('keydown', { key: 'Home' });
    expect(controls.orbit).toEqual({ theta: 0.5, phi: 1, zoom: FIT_ZOOM });
  });

  it('the wheel and a pinch zoom, within 0..1', () => {
    const { controls, fire, pointer } = setup();
    const wheel = fire('wheel', { deltaY: -240, deltaMode: 0 });
    expect(wheel.defaultPrevented).toBe(true);
    expect(controls.orbit.zoom).toBeCloseTo(FIT_ZOOM + 0.2);
    fire('wheel', { deltaY: 100_000, deltaMode: 0 });
    expect(controls.orbit.zoom).toBe(0);
    pointer('pointerdown', 300, 300, 0, 1);
    pointer('pointerdown', 400, 300, 0, 2);
    pointer('pointermove', 500, 300, 16, 2);
    expect(controls.orbit.zoom).toBeGreaterThan(0.15);
    expect(controls.orbit.theta).toBe(0);
  });

  it('zoom 0..1 maps to a distance either side of the fitted one', () => {
    expect(distanceFor(FIT_ZOOM, 100)).toBeCloseTo(100);
    expect(distanceFor(0, 100)).toBeGreaterThan(150);
    expect(distanceFor(1, 100)).toBeLessThan(55);
  });

  it('dispose removes its listeners', () => {
    const { controls, fire } = setup();
    controls.dispose();
    fire('keydown', { key: 'ArrowLeft' });
    expect(controls.orbit.theta).toBe(0);
  });
});
