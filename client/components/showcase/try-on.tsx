import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_GLOBAL, moduleDefaults, shouldCloseWindow } from '../../../shared/showcase';
import type { Sku } from '../../../shared/showcase-catalog';
import type { FeatureKey } from '../../../shared/tryon-vocabulary';
import { handArModeFor } from '../../../shared/wear';
import { useSite } from '../../app/site-context';
import { browserLoader, type TryOnApi } from './module-loader';
import { isModuleResult, type ModuleResult } from './module-result';
import type { ShowcaseData } from './types';

type Status = 'idle' | 'loading' | 'open' | 'failed' | 'unavailable';

/**
 * The try-on module on a showcase page (spec 001 §4): loads it (by itself on the listed pages), opens
 * it with the chosen SKU and the showcase defaults, and after its closed event closes the window when
 * the page was opened from the weekly business source or with autoclose on a phone or iPad.
 */
export function useTryOn(data: ShowcaseData, featureKey: FeatureKey) {
  const { nonce } = useSite();
  const address = data.module.address;
  // The embedded module renders into this element on the page (docs/tryon-module-contract.md).
  const stage = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<Status>(address ? 'idle' : 'unavailable');
  const listening = useRef<TryOnApi | null>(null);

  // The embedded module's analyses (face, shade, skin) arrive as `result` events (issue 22).
  const [result, setResult] = useState<ModuleResult | null>(null);

  const onClosed = useCallback(() => {
    setStatus('idle');
    if (shouldCloseWindow(data.query, navigator.userAgent, navigator.maxTouchPoints)) window.close();
  }, [data.query]);
  const onResult = useCallback((detail?: unknown) => {
    if (isModuleResult(detail)) setResult(detail);
  }, []);

  const load = useCallback(async (): Promise<TryOnApi> => {
    if (!address) throw new Error('no module host');
    const api = await browserLoader(MODULE_GLOBAL, nonce).load(address);
    if (listening.current !== api) {
      listening.current?.removeEventListener?.('closed', onClosed);
      listening.current?.removeEventListener?.('result', onResult);
      api.addEventListener('closed', onClosed);
      api.addEventListener('result', onResult);
      listening.current = api;
    }
    return api;
  }, [address, nonce, onClosed, onResult]);

  useEffect(() => {
    if (!data.module.autoLoad || !address) return;
    load().catch((error) => {
      console.warn('try-on module did not load', error);
      setStatus('failed');
    });
  }, [data.module.autoLoad, address, load]);

  useEffect(
    () => () => {
      listening.current?.removeEventListener?.('closed', onClosed);
      listening.current?.removeEventListener?.('result', onResult);
    },
    [onClosed, onResult],
  );
  // Leaving the page (in-app) closes an open try-on: its stage goes with the page, the camera stops.
  const isOpen = useRef(false);
  isOpen.current = status === 'open';
  useEffect(
    () => () => {
      if (isOpen.current) listening.current?.close();
    },
    [],
  );

  const open = useCallback(
    async (sku: Sku | null, mode: '2d' | '3d' | null, extra: Record<string, unknown> = {}) => {
      if (!address) return;
      setStatus('loading');
      try {
        const api = await load();
        const mobile = matchMedia('(max-width: 600px)').matches;
        api.open({
          container: stage.current,
          featureKey,
          language: data.module.language,
          sku,
          mode,
          skuType: data.catalog?.skuType ?? null,
          // spec 001 §3.7: the hand AR mode by SKU type (the module draws the same from the SKU).
          handMode: handArModeFor(data.catalog?.skuType ?? null, mode),
          defaults: moduleDefaults(data.view, data.feature, mobile, navigator.userAgent),
          debug: data.query.debug,
          captureMode: data.query.mode,
          index: data.query.index,
          view: data.view.view,
          ...extra,
        });
        setStatus('open');
      } catch (error) {
        console.warn('try-on module did not open', error);
        setStatus('failed');
      }
    },
    [address, load, featureKey, data],
  );
  return { status, open, stage, result };
}

/** The start button and the module's state, announced politely; the module's stage below them. */
export function TryOnControls({
  status,
  onStart,
  stage,
}: {
  status: Status;
  onStart: () => void;
  stage: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('showcase');
  return (
    <>
      <div className="showcase__tryon">
        <button
          type="button"
          className="button button--primary"
          onClick={onStart}
          disabled={status === 'unavailable' || status === 'loading'}
          aria-busy={status === 'loading'}
        >
          {t('module.start')}
        </button>
        <p className="showcase__status" role="status">
          {status === 'loading' && t('module.loading')}
          {status === 'open' && t('module.open')}
          {status === 'failed' && t('module.failed')}
          {status === 'unavailable' && t('module.unavailable')}
        </p>
      </div>
      <div className="showcase__stage" ref={stage} />
    </>
  );
}
