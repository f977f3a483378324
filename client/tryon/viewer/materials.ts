import {
  AdditiveBlending,
  Color,
  type Material,
  MeshPhongMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
} from 'three';
import type { ProductSpec } from './product';

/**
 * The viewer's physically based materials (docs/tryon-viewer.md "Materials"), from the SKU's colours:
 * polished metal (MeshPhysicalMaterial; a black PVD finish under a clearcoat for dark metals) and
 * faceted gems (MeshPhysicalMaterial: diamond's index 2.42 or corundum's 1.77 sets their reflectance,
 * a thin-film iridescence stands in for fire), the dial and the leather strap (MeshStandardMaterial),
 * all lit by the scene's environment map; the crystal only adds the key light's glint. No transmission:
 * on software WebGL its extra pass made a ring six times slower to draw, and a crystal reflecting the
 * room cost a fifth of a watch's frame (docs/tryon-viewer.md "Figures").
 */

export type Role = 'metal' | 'gem' | 'dial' | 'subdial' | 'strap' | 'crystal' | 'second';
export type Materials = Record<Role, Material>;

const luminance = (c: Color) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;

/**
 * Polished metal. A dark metal is black PVD: less metallic, rougher, under a clearcoat — on rings only:
 * on a watch's case and bracelet (a third of the picture) the clearcoat's second lobe halved the frame
 * rate on software WebGL.
 */
export function metalMaterial(hex: string, coat = true): MeshPhysicalMaterial {
  const color = new Color(hex);
  const dark = luminance(color) < 0.05;
  return new MeshPhysicalMaterial({
    name: 'metal',
    color,
    metalness: dark ? 0.75 : 1,
    roughness: dark ? 0.3 : 0.14,
    clearcoat: dark && coat ? 1 : 0,
    clearcoatRoughness: 0.06,
    envMapIntensity: dark ? 1.2 : 1,
  });
}

/** A faceted gem of the accent's colour; near-white is a diamond. */
export function gemMaterial(hex: string): MeshPhysicalMaterial {
  const color = new Color(hex);
  const diamond = color.r > 0.8 && color.g > 0.8 && color.b > 0.8;
  return new MeshPhysicalMaterial({
    name: diamond ? 'diamond' : 'gem',
    color,
    // mostly mirror-like facets (each shows another part of the room: the stone's contrast), tinted
    // by the stone's colour
    metalness: diamond ? 0.85 : 0.7,
    roughness: 0.02,
    ior: diamond ? 2.42 : 1.77,
    specularIntensity: 1,
    iridescence: diamond ? 0.6 : 0.2,
    iridescenceIOR: 1.8,
    iridescenceThicknessMinimum: 250,
    iridescenceThicknessMaximum: 650,
    envMapIntensity: diamond ? 2 : 1.6,
    flatShading: true,
  });
}

/** The dial's colour, a sub-dial a shade off it (darker on a light dial, lighter on a dark one). */
function dialMaterial(hex: string, sub: boolean): MeshStandardMaterial {
  const color = new Color(hex);
  if (sub) color.lerp(new Color(luminance(color) > 0.3 ? '#000000' : '#ffffff'), 0.14);
  return new MeshStandardMaterial({
    name: sub ? 'subdial' : 'dial',
    color,
    metalness: 0.15,
    roughness: 0.38,
  });
}

/** Leather: tan beside warm metals, black beside the rest. */
export function strapColor(metal: string): string {
  const c = new Color(metal);
  return c.r > c.b * 1.3 ? '#6b3f26' : '#1d1b1c';
}

export function materialsFor(spec: ProductSpec): Materials {
  const accent = spec.accent ?? '#ffffff';
  const metal = metalMaterial(spec.metal, spec.kind === 'ring');
  return {
    metal,
    gem: gemMaterial(accent),
    dial: dialMaterial(accent, false),
    subdial: dialMaterial(accent, true),
    strap: new MeshStandardMaterial({ name: 'strap', color: strapColor(spec.metal), roughness: 0.55 }),
    // glass: nothing of its own but the highlight, added over the dial
    crystal: new MeshPhongMaterial({
      name: 'crystal',
      color: '#000000',
      specular: '#ffffff',
      shininess: 120,
      transparent: true,
      blending: AdditiveBlending,
      depthWrite: false,
    }),
    second:
      spec.kind === 'watch' && spec.style === 'chrono'
        ? new MeshStandardMaterial({ name: 'second', color: '#d2462c', roughness: 0.35, metalness: 0.2 })
        : metal,
  };
}

/** Disposes every material of a set once (the second hand may share the metal). */
export function disposeMaterials(m: Materials): void {
  for (const mat of new Set(Object.values(m))) mat.dispose();
}
