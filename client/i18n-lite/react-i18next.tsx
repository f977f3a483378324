import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import type { LiteI18n, TFunction } from './i18next';

/**
 * The browser's react-i18next (decision 0183): the provider and `useTranslation(ns)` over the
 * light instance of ./i18next. A page's instance starts with the entries its server render read and
 * is completed after hydration (decision 0240): a component re-renders when keys are added, so one
 * drawn before the full namespaces arrived shows its words once they have.
 */
const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string): { t: TFunction; i18n: LiteI18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.store.on('added', changed);
      return () => i18n.store.off('added', changed);
    },
    [i18n],
  );
  const revision = useCallback(() => i18n.revision, [i18n]);
  // The revision is the same on both sides of hydration: adding keys never changes the text of a key
  // the server found, only of those it did not (shown as their key until the full files arrive).
  useSyncExternalStore(subscribe, revision, revision);
  return { t: i18n.getFixedT(null, ns), i18n, ready: true };
}
