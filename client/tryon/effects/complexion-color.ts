/**
 * The complexion products' colour math (docs/tryon.md "Complexion (issue 37)"): sRGB bytes to OKLab
 * and back through tables (no pow per pixel), and the tone a product gives one skin colour — moved
 * toward its shade by coverage, relative to the face's reference skin so that the face's own light and
 * shade stay. Pure, no DOM.
 */

/** An OKLab colour: L 0..1, a and b about −0.4..0.4. */
export type OkLab = { L: number; a: number; b: number };

/** sRGB byte → linear light. */
const DECODE = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  DECODE[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
/** Linear light (0..1 in ENCODE_STEPS steps) → sRGB 0..255 (a float: the ratio layers round once). */
const ENCODE_STEPS = 4096;
const ENCODE = new Float32Array(ENCODE_STEPS + 1);
for (let i = 0; i <= ENCODE_STEPS; i++) {
  const v = i / ENCODE_STEPS;
  ENCODE[i] = 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
}

/** Linear light 0..1 → sRGB 0..255, interpolated in the table. */
function encode(v: number): number {
  if (!(v > 0)) return 0;
  if (v >= 1) return 255;
  const x = v * ENCODE_STEPS;
  const i = Math.floor(x);
  return ENCODE[i]! + (ENCODE[i + 1]! - ENCODE[i]!) * (x - i);
}

/** sRGB bytes (0..255, fractions allowed) → OKLab, written into `out` (no allocation). */
export function toOkLab(r: number, g: number, b: number, out: OkLab): OkLab {
  const lr = decode(r);
  const lg = decode(g);
  const lb = decode(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  out.L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out.a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out.b = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return out;
}

/** A byte value (or a fraction between two bytes, as blurred samples are) → linear light. */
function decode(v: number): number {
  if (!(v > 0)) return 0;
  if (v >= 255) return 1;
  const i = Math.floor(v);
  return DECODE[i]! + (DECODE[i + 1]! - DECODE[i]!) * (v - i);
}

/** OKLab → sRGB 0..255 per channel (clamped, fractional), written into out[0..2]. */
export function fromOkLab(c: OkLab, out: Float32Array | number[]): void {
  const l = (c.L + 0.3963377774 * c.a + 0.2158037573 * c.b) ** 3;
  const m = (c.L - 0.1055613458 * c.a - 0.0638541728 * c.b) ** 3;
  const s = (c.L - 0.0894841775 * c.a - 1.291485548 * c.b) ** 3;
  out[0] = encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  out[1] = encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  out[2] = encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
}

/**
 * How a complexion product moves skin (all 0..1 unless said):
 * - `cover`: how far the skin's lightness moves toward the shade's (relative to the reference skin);
 * - `tint`: how far its a/b (hue and chroma) move toward the shade's;
 * - `even`: share of the skin's own light-and-shade variation (relative to the reference) taken away —
 *   the darkness under the eyes filled, the face's shading flattened a little by full coverage;
 * - `lift`: lightness added, as a share of what is left to white;
 * - `lighten`: the product never darkens (a highlighter: only the lightness gained shows).
 */
export type Tone = { cover: number; tint: number; even: number; lift: number; lighten: boolean };

/**
 * The made-up colour of one skin colour `s` (OKLab, written into `out`): the reference skin `ref` would
 * become the shade (at full cover and tint); every other skin colour keeps its lightness ratio to the
 * reference (the light and shade of the face, less `even`), and its chroma scales with that ratio.
 */
export function toneOf(s: OkLab, ref: OkLab, shade: OkLab, t: Tone, out: OkLab): OkLab {
  const rho = s.L / Math.max(1e-4, ref.L);
  const kept = 1 + (rho - 1) * (1 - t.even);
  const base = ref.L + t.cover * (shade.L - ref.L);
  let L = base * kept;
  L += t.lift * Math.min(1.5, rho) * (1 - L); // a sheen: more where the skin is already lit
  L = Math.min(1, Math.max(0, L));
  if (t.lighten && L < s.L) L = s.L;
  // The shade's chroma as this skin would show it (darker skin there, less chroma), tint of the way.
  const k = Math.min(1.3, kept);
  out.L = L;
  out.a = s.a + t.tint * (shade.a * k - s.a);
  out.b = s.b + t.tint * (shade.b * k - s.b);
  return out;
}
