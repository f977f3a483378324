import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowcaseData } from './types';
import './try-live.css';

/**
 * The demo store's own try-on (store-tryon.tsx), fetched on the press that asks for it: before that a
 * product page carries none of it — not the picker, not the module, engine, models or wasm, which the
 * module loads itself once it opens (docs/tryon.md "Loading").
 */
const StoreTryOn = lazy(() => import('./store-tryon').then((m) => ({ default: m.StoreTryOn })));

/**
 * "Try it live" on a product page (issue 39 §2, decision 0339): a button that opens the demo store's
 * try-on of the product inline, with the product's SKUs, on the sample model photo first (the camera
 * and an upload in the module's panel, as in the store). Without script the demo store's page is one
 * link away.
 */
export function TryLive({ data, storeHref }: { data: ShowcaseData; storeHref: string }) {
  const { t } = useTranslation('showcase');
  const [wanted, setWanted] = useState(false);
  return (
    <section className="try-live" aria-labelledby="try-live-title" data-testid="try-live">
      <div className="try-live__intro">
        <h2 id="try-live-title">{t('live.title')}</h2>
        <p>{t('live.lead')}</p>
        <p className="try-live__actions">
          {!wanted && (
            <button type="button" className="button button--primary" onClick={() => setWanted(true)}>
              {t('live.button')}
            </button>
          )}
          <a href={storeHref}>{t('live.store')}</a>
        </p>
      </div>
      {wanted && (
        <div className="try-live__demo showcase">
          <Suspense fallback={<p role="status">{t('module.loading')}</p>}>
            <StoreTryOn data={data} inline />
          </Suspense>
        </div>
      )}
    </section>
  );
}
