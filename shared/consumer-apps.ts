import { APP_CODES, DOWNLOAD_APPS } from './route-table/content';

/**
 * The consumer apps' store links (spec 001 §3.5, §5, §6): which store button a device gets, the China
 * store variants, and where an app's QR code leads. Pure functions shared by the worker (which reads
 * the User-Agent) and the browser (which may refine it after hydration).
 */

export type AppCode = (typeof APP_CODES)[number];
export type DownloadApp = (typeof DOWNLOAD_APPS)[number];

/** spec 001 §5: "iOS and others get the Apple button, Android the Google button". */
export type StoreDevice = 'apple' | 'google';

/** The store fields of a consumer app record (spec 001 §3.5). */
export type AppStoreFields = {
  iosUrl: string;
  androidUrl: string;
  iosUrlCn: string | null;
  androidUrlCn: string | null;
};

/** What a page needs to draw an app's store button: one button, for the visitor's device. */
export type StoreButton = { device: StoreDevice; url: string };

/**
 * The store button of a device from a User-Agent string (server) or `navigator.userAgent` (browser).
 * Android phones and tablets say "Android"; everything else — iOS, desktop, bots — gets the Apple
 * button, as the spec says. Client hints (`Sec-CH-UA-Platform: "Android"`) count too.
 */
export function storeDeviceOf(
  userAgent: string | null | undefined,
  platformHint?: string | null,
): StoreDevice {
  if (platformHint && /android/i.test(platformHint)) return 'google';
  return userAgent && /\bandroid\b/i.test(userAgent) ? 'google' : 'apple';
}

/** spec 001 §3.5 / §6: the China domain links to the China store variants when the record has them. */
export function storeButton(app: AppStoreFields, device: StoreDevice, china: boolean): StoreButton {
  const url =
    device === 'google'
      ? ((china ? app.androidUrlCn : null) ?? app.androidUrl)
      : ((china ? app.iosUrlCn : null) ?? app.iosUrl);
  return { device, url };
}

export const isDownloadApp = (code: string): code is DownloadApp =>
  (DOWNLOAD_APPS as readonly string[]).includes(code);

/**
 * Where an app's QR code leads (decision 0102): the download page of the app when it has one (a phone
 * scanning it gets its own store button there), else the app's page. A path without language prefix.
 */
export function appQrPath(code: string): string {
  return isDownloadApp(code) ? `/consumer/appdownload/${code}` : `/consumer/apps/${code}`;
}

/** spec 001 §9: app QR codes are 100 px and appear on hover above 1024 px wide. */
export const APP_QR_SIZE = 100;
export const APP_QR_MIN_WIDTH = 1025;

export { APP_CODES, DOWNLOAD_APPS };
