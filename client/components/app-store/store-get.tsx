import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppStoreFields,
  appQrPath,
  type StoreDevice,
  storeButton,
  storeDeviceOf,
} from '../../../shared/consumer-apps';
import { useSite } from '../../app/site-context';
import { siteHref } from '../sections/site-href';
import type { StoreContext } from './types';
import './app-store.css';
import { StoreIcon } from './store-icon';

/**
 * The device's store after hydration: the worker chose from the User-Agent (so the server markup and
 * the first client render agree); the browser may know better (a client-hint platform, a cached
 * page) and switches once, after hydration — never during it.
 */
export function useStoreDevice(initial: StoreDevice): StoreDevice {
  const [device, setDevice] = useState(initial);
  useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setDevice(storeDeviceOf(nav.userAgent, nav.userAgentData?.platform));
  }, []);
  return device;
}

/**
 * The QR code's drawing (the encoder is ~1.7 KB gzip) loads on first hover or focus, where it is wanted
 * (decision 0144): no phone and no first view pays for it.
 */
const AppQr = lazy(() => import('./app-qr').then((m) => ({ default: m.AppQr })));

/** Where the QR code shows (app-store.css): wider than 1024 px. */
const QR_MEDIA = '(min-width: 1025px)';

/**
 * The store button of an app for the visitor's device (spec 001 §5: iOS and others → Apple, Android →
 * Google), with the China store variants on the China domain (spec 001 §3.5, §6), and the app's QR
 * code shown while the pointer rests on it above 1024 px (spec 001 §4).
 */
export function StoreGet(props: {
  code: string;
  appName: string;
  stores: AppStoreFields;
  store: StoreContext;
}) {
  const { t } = useTranslation('consumer');
  const { lang, edge } = useSite();
  const device = useStoreDevice(props.store.device);
  const button = storeButton(props.stores, device, edge.domain === 'china');
  const qrUrl = `${props.store.origin}${siteHref(appQrPath(props.code), lang)}`;
  // The code is drawn on first hover or focus above 1024 px, the only place it shows (decision 0144):
  // the page's HTML and a phone's work carry none of the ~4 KB of path data per app.
  const [qrWanted, setQrWanted] = useState(false);
  const wantQr = () => {
    if (!qrWanted && matchMedia(QR_MEDIA).matches) setQrWanted(true);
  };
  return (
    <div className="app-get" data-device={device}>
      <a
        className={`store-badge store-badge--${device}`}
        href={button.url}
        rel="noopener"
        onPointerEnter={wantQr}
        onFocus={wantQr}
      >
        <StoreIcon device={device} className="store-badge__icon" />
        <span className="store-badge__text">
          <span className="store-badge__small">{t(`store.${device}.small`)} </span>
          <span className="store-badge__name">{t(`store.${device}.name`)}</span>
        </span>
        {/* The accessible name starts with the visible text (WCAG 2.5.3), then names the app. */}
        <span className="visually-hidden"> {t('store.forApp', { app: props.appName })}</span>
      </a>
      <div className="app-get__qr">
        {qrWanted && (
          <Suspense fallback={null}>
            <AppQr url={qrUrl} label={t('store.qr', { app: props.appName })} />
          </Suspense>
        )}
        <p>{t('store.scan')}</p>
      </div>
    </div>
  );
}
