import '@vitejs/plugin-react/preamble';
import './styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createI18n } from '../shared/i18n';
import { clientDeferred } from './app/deferred-client';
import { headFromDom } from './app/head-from-dom';
import { afterStartStyles } from './app/inline-css';
import { Root } from './app/root';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';
import { completeTranslations, receiveStreamedTranslations } from './app/translations';
import { PAGE_MODULES } from './pages/registry';

async function hydrate() {
  const el = document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return;
  const ssr = JSON.parse(el.textContent) as SsrData;
  // The document's head holds its values; the hydration data leaves them out (decision 0246).
  ssr.head ??= headFromDom(document);
  const load = PAGE_MODULES[ssr.page];
  if (!load) return;
  const i18n = createI18n(ssr.lang, ssr.resources, ssr.brand);
  // Boundaries streamed after the shell bring the entries they read, before them (decision 0249).
  receiveStreamedTranslations(i18n, ssr.lang);
  // decision 0240: the rest of the page's namespaces load beside its chunk, never before the first paint
  // (this entry starts after it) and never awaited by hydration: only parts drawn later need them.
  completeTranslations(i18n, ssr.lang, ssr.translationFiles ?? {});
  // The page's chunk, and the after-start CSS before anything can open (decision 0241).
  const [{ default: Page }] = await Promise.all([load(), afterStartStyles()]);
  // The nonce attribute is hidden from the DOM once parsed; the property keeps it.
  const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';
  const initial = {
    ssr,
    Page,
    deferred: clientDeferred(ssr.deferredKeys),
    i18n,
  };
  // A transition hydrates in slices, yielding to input instead of one long task (decision 0142).
  startTransition(() => {
    hydrateRoot(document, <Root initial={initial} nonce={nonce} />, {
      onRecoverableError(error) {
        console.warn('hydration recovered', error);
      },
    });
  });
}

hydrate();
