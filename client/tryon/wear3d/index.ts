import { WEAR3D_GLOBAL, type Wear3dBundle } from './global';
import { WearRenderer } from './scene';

/**
 * The worn-in-3D bundle (docs/tryon-wear.md "Worn in 3D", decision 0323): wear3d.js in the module
 * folder, three.js with it, loaded by the shell only on pages that put eyewear, earrings, a hat or a headband on.
 * One renderer (one WebGL context) a page; WebGL unavailable, the stage keeps its Canvas 2D drawing.
 */
let made: WearRenderer | null | undefined;

const bundle: Wear3dBundle = {
  renderer() {
    if (made === undefined) {
      try {
        made = new WearRenderer();
      } catch (error) {
        console.warn('try-on: no WebGL for things worn in 3D, drawing them flat', error);
        made = null;
      }
    }
    return made;
  },
};

(window as unknown as Record<string, Wear3dBundle>)[WEAR3D_GLOBAL] = bundle;
