import { matchPath } from './routes';
import { mobileOs } from './screen';

/**
 * The iOS major version from a user agent: `iPhone OS 12_5`, `CPU OS 16_2 like Mac OS X`; iPadOS 13+
 * presents itself as a Mac (with touch points above 1) and is 13 or later by definition. `null` when
 * the device is not iOS.
 */
export function iosMajor(userAgent: string, maxTouchPoints = 0): number | null {
  if (mobileOs(userAgent, maxTouchPoints) !== 'ios') return null;
  const m = /\bOS (\d+)[_.]\d+/.exec(userAgent);
  if (m && /iPhone|iPad|iPod/.test(userAgent)) return Number(m[1]);
  return 13;
}

/** The skincare view a path shows (`home`, `live-diagnostics`, …), or null for any other page. */
function skincareView(pathname: string): string | null {
  const match = matchPath(pathname);
  return match?.kind === 'page' && match.route.id === 'showcase-skincare'
    ? (match.params.view ?? null)
    : null;
}

const LIVE = 'live-diagnostics';

/**
 * spec 001 §4 (docs/decisions/0310): on iOS, moving between skincare showcase pages stays in the page
 * (the try-on engine and its camera carry over), except under iOS 13 and across the live diagnostics
 * page, where the browser loads the next page afresh. Other devices and other pages never reload.
 */
export function iosReloadBetween(
  fromPath: string,
  toPath: string,
  userAgent: string,
  maxTouchPoints = 0,
): boolean {
  const ios = iosMajor(userAgent, maxTouchPoints);
  if (ios === null) return false;
  const from = skincareView(fromPath);
  const to = skincareView(toPath);
  if (from === null || to === null || from === to) return false;
  return ios < 13 || from === LIVE || to === LIVE;
}
