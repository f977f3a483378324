/**
 * The head behind the face mesh, estimated in the head's millimetres (docs/tryon-wear.md "Worn in 3D"):
 * the occluder's ellipsoid skull and ears (occluder.ts), the hats' and headbands' seat (hat-fit.ts).
 */

/** The skull: centre and radii in head millimetres, narrower than the face's sides so temples lie outside. */
export const SKULL = { centre: [0, 18, -82] as const, radii: [64, 92, 92] as const };
/** An ear above its lobe: its centre from the lobe (out, up, back) and its half sizes, millimetres. */
export const EAR = { from: [5, 34, -6] as const, radii: [9, 28, 17] as const };
