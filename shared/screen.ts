/**
 * Screen classes and devices (spec 000 §9, spec 001 §5, §9): the breakpoints every component uses,
 * the menu/banner area's mobile rule, and which store button a device gets.
 */

/** spec 001 §9 breakpoints. */
export const BREAKPOINTS = { menuMobile: 500, mobile: 600, tablet: 1024 } as const;

export type ScreenClass = 'mobile' | 'tablet' | 'desktop';

/** spec 000 §9 / 001 §5: mobile 600 or less; tablet above 600 up to 1024; desktop above 1024. */
export function screenClass(width: number): ScreenClass {
  if (width <= BREAKPOINTS.mobile) return 'mobile';
  if (width <= BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}

/** A phone or tablet browser by its user agent (iPadOS asking for desktop pages aside). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(userAgent ?? '');
}

/** spec 001 §5: the menu and banner area count as mobile at 500 px or less, or on a mobile user agent. */
export function isMenuBannerMobile(width: number, userAgent: string | null | undefined): boolean {
  return width <= BREAKPOINTS.menuMobile || isMobileUserAgent(userAgent);
}

/** A request's device class: `mobile` for a phone or tablet user agent, else `desktop`. */
export type DeviceClass = 'mobile' | 'desktop';

/**
 * The one request fact page markup takes from the user agent besides the in-app token (decision 0204):
 * `<html data-device="mobile">` switches the menu to the drawer at any width and banners to their
 * mobile media (spec 001 §5 menu/banner rule). Anything that caches rendered HTML must key on it.
 */
export function deviceClass(request: { headers: { get(name: string): string | null } }): DeviceClass {
  return isMobileUserAgent(request.headers.get('user-agent')) ? 'mobile' : 'desktop';
}

/**
 * spec 001 §5: the media query under which the menu/banner area shows its mobile variant — always on a
 * mobile device, else at 500 px or less.
 */
export function menuBannerMobileMedia(device: DeviceClass | undefined): string {
  return device === 'mobile' ? 'all' : `(max-width: ${BREAKPOINTS.menuMobile}px)`;
}

export type MobileOs = 'ios' | 'android' | 'other';

/**
 * iOS or Android from the user agent. iPadOS 13+ presents itself as a Mac; with `maxTouchPoints`
 * (navigator.maxTouchPoints in the browser) above 1 such a "Mac" is an iPad.
 */
export function mobileOs(userAgent: string | null | undefined, maxTouchPoints = 0): MobileOs {
  const ua = userAgent ?? '';
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** spec 001 §5: store buttons — iOS and others get the Apple button, Android the Google button. */
export function storeFor(userAgent: string | null | undefined, maxTouchPoints = 0): 'apple' | 'google' {
  return mobileOs(userAgent, maxTouchPoints) === 'android' ? 'google' : 'apple';
}
