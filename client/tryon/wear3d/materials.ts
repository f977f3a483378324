import {
  CanvasTexture,
  Color,
  DoubleSide,
  type Material,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  RepeatWrapping,
  ShaderMaterial,
  SRGBColorSpace,
} from 'three';
import type { FrameModel } from '../../../shared/eyewear-model';
import { metalMaterial } from '../viewer/materials';

/**
 * The materials of things worn in 3D (docs/tryon-wear.md "Worn in 3D"): acetate (a lacquered plastic
 * under a clearcoat, tortoiseshell from a generated texture), the viewer's polished metal, lenses (a
 * tint plus a Fresnel reflection of a soft studio sky and a window's streak: no transmission pass, which software WebGL
 * cannot afford — docs/tryon-viewer.md "Figures") and the depth-only occluder.
 */

/** Tortoiseshell: amber patches in dark brown, drawn once per colour pair, tiled (about 30 mm a tile). */
export function tortoiseTexture(base: string, light: string): CanvasTexture {
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const dark = new Color(base).multiplyScalar(0.32);
  ctx.fillStyle = `#${dark.getHexString()}`;
  ctx.fillRect(0, 0, size, size);
  let seed = 11;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const blob = (color: string, alpha: number, r: number) => {
    const x = rnd() * size;
    const y = rnd() * size;
    for (const [dx, dy] of [
      [0, 0],
      [size, 0],
      [-size, 0],
      [0, size],
      [0, -size],
    ] as const) {
      const g = ctx.createRadialGradient(x + dx, y + dy, 0, x + dx, y + dy, r);
      g.addColorStop(0, color);
      g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.globalAlpha = alpha;
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.ellipse(x + dx, y + dy, r * 1.5, r, rnd() * Math.PI, 0, Math.PI * 2);
      ctx.fill();
    }
  };
  for (let i = 0; i < 26; i++) blob(base, 0.8, 18 + rnd() * 30);
  for (let i = 0; i < 40; i++) blob(light, 0.55 + rnd() * 0.4, 6 + rnd() * 16);
  for (let i = 0; i < 30; i++)
    blob(`#${dark.clone().multiplyScalar(0.6).getHexString()}`, 0.7, 3 + rnd() * 8);
  ctx.globalAlpha = 1;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  // ExtrudeGeometry's UVs are the shape's millimetres: one tile every 56 mm
  texture.repeat.set(1 / 56, 1 / 56);
  return texture;
}

/**
 * The frame's front, or its temples (`temple`: a thinner coat — seen edge-on from the front, a full
 * clearcoat's grazing reflection turned them grey).
 */
export function frameMaterial(model: FrameModel, temple = false): Material {
  if (model.material === 'metal') return metalMaterial(model.color, false);
  const map = model.pattern ? tortoiseTexture(model.color, model.pattern) : null;
  const c = new Color(model.color);
  // black acetate keeps its depth: less of the room in its coat
  const dark = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.03;
  return new MeshPhysicalMaterial({
    name: temple ? 'acetate-temple' : 'acetate',
    color: map ? '#ffffff' : dark ? c.multiplyScalar(0.5) : c,
    map,
    roughness: temple ? 0.7 : 0.45,
    metalness: 0,
    specularIntensity: temple ? 0.35 : 1,
    clearcoat: temple ? 0 : dark ? 0.7 : 1,
    clearcoatRoughness: 0.05,
    envMapIntensity: temple ? 0.15 : dark ? 0.2 : 0.45,
  });
}

const LENS_VERTEX = /* glsl */ `
varying vec3 vNormal;
varying vec3 vView;
varying vec3 vPos;
void main() {
  vPos = position;
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vNormal = normalize(normalMatrix * normal);
  vView = normalize(-mv.xyz);
  gl_Position = projectionMatrix * mv;
}`;

// Schlick's Fresnel (F0 = 0.04, glass) over a soft studio sky: bright above, a window's band, a dim
// floor; the tint darkens what is seen through the lens. Orthographic view: the view vector is +z.
const LENS_FRAGMENT = /* glsl */ `
uniform vec3 tint;
uniform float density;
uniform vec2 centre;
varying vec3 vNormal;
varying vec3 vView;
varying vec3 vPos;
void main() {
  vec3 n = normalize(vNormal);
  vec3 v = vec3(0.0, 0.0, 1.0);
  if (dot(n, v) < 0.0) n = -n;
  float c = clamp(dot(n, v), 0.0, 1.0);
  float fresnel = 0.04 + 0.96 * pow(1.0 - c, 5.0);
  vec3 r = reflect(-v, n);
  float sky = smoothstep(-0.2, 0.9, r.y);
  float window = smoothstep(0.1, 0.0, abs(r.y - 0.42 + 0.35 * r.x)) * smoothstep(-0.6, 0.2, r.x);
  vec3 env = mix(vec3(0.22, 0.23, 0.25), vec3(0.92, 0.95, 1.0), sky) + vec3(0.9) * window;
  // a window's soft streak across the upper lens, in the lens's own millimetres
  vec2 l = vec2(abs(vPos.x) - centre.x, vPos.y - centre.y);
  float streak = smoothstep(5.0, 0.5, abs(l.x * 0.55 + l.y - 9.0)) * smoothstep(24.0, 8.0, length(l));
  float reflectance = clamp(fresnel + 0.02 + 0.22 * window + 0.26 * streak + 0.05 * smoothstep(-10.0, 20.0, l.y), 0.0, 1.0);
  float alpha = clamp(density + reflectance * (1.0 - density), 0.0, 1.0);
  vec3 color = (tint * density * (1.0 - reflectance) + env * reflectance) / max(alpha, 0.001);
  gl_FragColor = vec4(color, alpha);
  #include <colorspace_fragment>
}`;

/** A lens: tinted glass with its reflection (drawn after the frame, no depth write). */
export function lensMaterial(model: FrameModel): ShaderMaterial {
  return new ShaderMaterial({
    name: 'lens',
    uniforms: {
      tint: { value: new Color(model.tint.color) },
      density: { value: model.tint.opacity },
      centre: { value: model.lensCentre },
    },
    vertexShader: LENS_VERTEX,
    fragmentShader: LENS_FRAGMENT,
    transparent: true,
    depthWrite: false,
    side: DoubleSide,
  });
}

/** Writes depth only: hides what is behind the head (temples, the back of an earring). */
export function occluderMaterial(): MeshBasicMaterial {
  return new MeshBasicMaterial({ name: 'occluder', colorWrite: false, side: DoubleSide });
}
