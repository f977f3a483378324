/**
 * The brand's original artwork under /art (decision 0232; files written by scripts/art.mjs): a motif in
 * one of four palettes, as a 4:3 picture or a wide banner. No imports: the seed data loads this file
 * with Node's type stripping.
 */
export const ART_MOTIFS = [
  'phone-tryon',
  'laptop-skin',
  'face',
  'hand-ring',
  'hand-watch',
  'hand-nails',
  'lipsticks',
  'bottles',
  'compact',
  'abstract',
  'hair',
  'eyewear',
  'tablet-store',
  'photo-edit',
  'video-edit',
  'stage',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export const ART_PALETTES = ['rose', 'peach', 'lilac', 'sky'] as const;
export type ArtPalette = (typeof ART_PALETTES)[number];

/** `/art/phone-tryon-rose.svg` (800×600) or `/art/wide-phone-tryon-rose.svg` (1600×600). */
export function artUrl(motif: ArtMotif, palette: ArtPalette, wide = false): string {
  return `/art/${wide ? 'wide-' : ''}${motif}-${palette}.svg`;
}

const ART_PATH = /^\/art\/(?:wide-)?([a-z-]+)-(?:rose|peach|lilac|sky)\.svg$/;

/** The motif an artwork address shows (its alt text is `common:art.<motif>`), or null for other images. */
export function artMotif(url: string | null | undefined): ArtMotif | null {
  const m = url ? ART_PATH.exec(url) : null;
  return m && (ART_MOTIFS as readonly string[]).includes(m[1]!) ? (m[1] as ArtMotif) : null;
}
