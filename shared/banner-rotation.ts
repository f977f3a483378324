/**
 * spec 001 §3.1 banner "rotateBanner entries (dpi of mobile or 100, bannerVideo url)" (decision 0308):
 * which videos a banner plays one after another in the banner area it is shown in, and which comes
 * next. Pure and zod-free: the browser's banner video uses it, the CMS contract (shared/smb/content.ts)
 * takes its bound.
 */

/** At most this many rotate entries per banner (each is a clip fetched in turn, never up front). */
export const ROTATE_BANNER_MAX = 6;

/**
 * `dpi: 'mobile'`: an entry for the banner's mobile area (spec 001 §5's menu/banner mobile rule,
 * `menuBannerMobileMedia` in shared/screen.ts); `dpi: 100`: an entry for the desktop area at 100 %.
 */
export type RotateBannerEntry = { dpi: 'mobile' | 100; bannerVideo: string };

export type BannerArea = 'mobile' | 'desktop';

export type RotatingVideo = {
  desktop?: string | null;
  mobile?: string | null;
  rotate?: readonly RotateBannerEntry[] | null;
};

/**
 * The videos the banner plays in `area`, in order: the area's own video first when there is one (else
 * the other area's, as a banner without a mobile video already shows its desktop one on phones), then
 * the area's rotate entries — or, when the area has none, the other area's. No address twice.
 */
export function rotationFor(area: BannerArea, v: RotatingVideo): string[] {
  const first = area === 'mobile' ? v.mobile || v.desktop : v.desktop || v.mobile;
  const entries = v.rotate ?? [];
  const own = entries.filter((e) => (e.dpi === 'mobile') === (area === 'mobile'));
  const picked = (own.length > 0 ? own : entries).map((e) => e.bannerVideo);
  return [...new Set([first, ...picked].filter((s): s is string => !!s))];
}

/** After the video at `at` of a list of `length` ends: the next one, and whether that wrapped round. */
export function nextInRotation(at: number, length: number): { at: number; wrapped: boolean } {
  if (length < 1) return { at: 0, wrapped: true };
  const next = (Math.min(Math.max(at, 0), length - 1) + 1) % length;
  return { at: next, wrapped: next === 0 };
}
